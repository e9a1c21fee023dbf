/**
 * The kundali the browser works out offline (apps/web/components/offline) must be the very answer
 * the API gives (packages/core/src/astrology): both build it with @drishti/readings, but each finds
 * the birth its own way (the server: the zone from the coordinates and a cache of panchangs; the
 * browser: the zone the place was chosen with). Computed here from both sides for the reference
 * births; it lives here because neither workspace may import the other.
 */
import {
  ashtakavargaOf as coreAv,
  basicDetails as coreBasic,
  chartById as coreChart,
  dashasOf as coreDashas,
  kpDetails as coreKp,
  kundaliDetails as coreDetails,
  kundaliReport as coreReport,
  vimshottariDetails as coreNow,
} from '@drishti/core/astrology/kundali';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from '../apps/web/components/offline/kundali-answers';
import { VARGAS } from '../apps/web/components/kundali/planet-order';
import { kundaliReport } from '../apps/web/components/offline/kundali-report';

const AT = Date.parse('2026-11-27T06:30:00Z');
// Swiss Ephemeris reference births (packages/engine/src/__fixtures__/swisseph-charts.json: E01, C06, E02).
const births = [
  {
    id: 'E01 Chennai 1996',
    year: 1996,
    month: 12,
    day: 7,
    hour: 10,
    min: 34,
    lat: 13.0878,
    lon: 80.2785,
    timezone: 'Asia/Kolkata',
  },
  {
    id: 'C06 Varanasi 1942',
    year: 1942,
    month: 6,
    day: 23,
    hour: 19,
    min: 14,
    lat: 25.31668,
    lon: 83.01041,
    timezone: 'Asia/Kolkata',
  },
  {
    id: 'E02 Helsinki 2026 (summer time)',
    year: 2026,
    month: 7,
    day: 20,
    hour: 17,
    min: 0,
    lat: 60.16944,
    lon: 24.93556,
    timezone: 'Europe/Helsinki',
  },
];
// Every varga the page draws, and the chalit, Moon and Sun charts.
const CHARTS = [...VARGAS, 'chalit', 'MOON', 'SUN'];

describe('the offline kundali is the API’s kundali', () => {
  it.each(births.map((b) => [b.id, b] as const))('%s', (_id, b) => {
    const { id: _, timezone, ...fields } = b;
    const server = fields; // the server finds the zone from the coordinates
    const device = { ...fields, timezone };
    expect(offlineAnswer('basic-details', device, AT)).toEqual(coreBasic(server));
    expect(offlineAnswer('kundali-details', device, AT)).toEqual(coreDetails(server));
    expect(offlineAnswer('vimshotri-and-yogini', device, AT)).toEqual(coreDashas(server));
    expect(offlineAnswer('kundali-details-vmshotri-dasha', device, AT)).toEqual(coreNow(server, AT));
    expect(offlineAnswer('kp-kundali', device, AT)).toEqual(coreKp(server));
    expect(offlineAnswer('ashtakvarga-planet-chart', device, AT)).toEqual(coreAv(server));
    for (const chart of CHARTS)
      expect(offlineAnswer(`get-chart?chartId=${chart}`, device, AT), chart).toEqual(coreChart(server, chart));
    for (const lang of ['en', 'hi'] as const)
      expect(kundaliReport(device, lang, AT), lang).toEqual(coreReport(server, lang, AT));
  });
});
