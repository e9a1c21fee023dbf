import type { PlanetKey } from '@drishti/engine/zodiac';
import { describe, expect, it } from 'vitest';
import type {
  AshtakavargaAnswer,
  BasicDetails,
  ChartAnswer,
  DashaAnswer,
  KpAnswer,
  KundaliDetails,
  ReportAnswer,
  VimshottariNow,
} from '../kundali/api';
import swisseph from '../../../../packages/engine/src/__fixtures__/swisseph-charts.json';
import { answerOnDevice, deviceBirth, OfflineInputError, type OfflineBirthRequest } from './kundali-answers';
import { kundaliReport } from './kundali-report';
import { computeKundaliOffline } from './load';

/**
 * Births of the Swiss Ephemeris reference (packages/engine/src/__fixtures__/swisseph-charts.json),
 * as the kundali page sends them, with the zone the place was chosen with. That these answers are
 * the server's own is checked in scripts/offline-parity.test.ts.
 */
interface Birth {
  id: string;
  utcIso: string;
  timezone: string;
  request: Omit<OfflineBirthRequest, 'timezone'>;
}
const births: Birth[] = [
  {
    id: 'E01',
    utcIso: '1996-12-07T05:04:00.000Z',
    timezone: 'Asia/Kolkata',
    request: { year: 1996, month: 12, day: 7, hour: 10, min: 34, lat: 13.0878, lon: 80.2785 },
  },
  {
    id: 'C06',
    utcIso: '1942-06-23T13:44:00.000Z',
    timezone: 'Asia/Kolkata',
    request: { year: 1942, month: 6, day: 23, hour: 19, min: 14, lat: 25.31668, lon: 83.01041 },
  },
  {
    id: 'E02',
    utcIso: '2026-07-20T14:00:00.000Z',
    timezone: 'Europe/Helsinki',
    request: { year: 2026, month: 7, day: 20, hour: 17, min: 0, lat: 60.16944, lon: 24.93556 },
  },
];
const AT = Date.parse('2026-01-15T06:30:00.000Z');
const reqOf = (b: Birth): OfflineBirthRequest => ({ ...b.request, timezone: b.timezone });
const basicDetails = (req: OfflineBirthRequest) => answerOnDevice('basic-details', req, { atMs: AT });
const kundaliDetails = (req: OfflineBirthRequest) => answerOnDevice('kundali-details', req, { atMs: AT });

describe('offline birth', () => {
  it('reads the local time in the zone of the place, with its historical offsets', () => {
    const varanasi = births.find((b) => b.id === 'C06')!;
    const summary = basicDetails(reqOf(varanasi)).birth;
    expect(summary.utc).toBe(varanasi.utcIso);
    expect(summary.utcOffset).toBe(5.5);
    expect(summary.timezone).toBe('Asia/Kolkata');
    // India kept war time, UTC+06:30, from September 1942 to October 1945.
    const war = basicDetails({
      ...varanasi.request,
      year: 1943,
      month: 6,
      day: 1,
      hour: 12,
      min: 0,
      timezone: 'Asia/Kolkata',
    });
    expect(war.birth.utc).toBe('1943-06-01T05:30:00.000Z');
    expect(war.birth.utcOffset).toBe(6.5);
    const helsinki = births.find((b) => b.id === 'E02')!;
    const summer = basicDetails(reqOf(helsinki)).birth;
    expect(summer.utc).toBe(helsinki.utcIso);
    expect(summer.utcOffset).toBe(3);
  });
});

type SeName = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
interface SeChart {
  id: string;
  utcIso: string;
  sidereal_lahiri_apparent_truenode: Record<SeName | 'Ascendant', number>;
  rahu_mean_node_apparent: number;
  derived: { rasi_index_0Aries: Record<string, number>; moon_nakshatra_1to27: number; moon_pada_1to4: number };
}
const seCharts = (swisseph as unknown as { charts: SeChart[] }).charts;
const SE: Partial<Record<PlanetKey, SeName>> = {
  SU: 'Sun',
  MO: 'Moon',
  MA: 'Mars',
  ME: 'Mercury',
  JU: 'Jupiter',
  VE: 'Venus',
  SA: 'Saturn',
};
const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;

describe('offline kundali answers against Swiss Ephemeris', () => {
  it.each(births.map((b) => [b.id, b] as const))('%s: longitudes, signs and nakshatra within tolerance', (id, b) => {
    const ref = seCharts.find((c) => c.id === id)!;
    const d = kundaliDetails(reqOf(b));
    expect(d.birth.utc).toBe(ref.utcIso);
    // The engine's documented accuracy against Swiss Ephemeris: the Moon to 10″, the rest to 30″, the lagna to 5″.
    for (const [key, name] of Object.entries(SE) as [PlanetKey, SeName][]) {
      const p = d.planets[key]!;
      expect(arcsec(p.longitude, ref.sidereal_lahiri_apparent_truenode[name]), key).toBeLessThan(
        key === 'MO' ? 10 : 30,
      );
      expect(p.sign - 1, key).toBe(ref.derived.rasi_index_0Aries[name]);
    }
    expect(arcsec(d.planets.RA!.longitude, ref.rahu_mean_node_apparent)).toBeLessThan(30);
    expect(arcsec(d.ascendant.longitude, ref.sidereal_lahiri_apparent_truenode.Ascendant)).toBeLessThan(5);
    expect(d.ascendant.sign - 1).toBe(ref.derived.rasi_index_0Aries.Ascendant);
    expect(d.planets.MO!.nakshatra).toBe(ref.derived.moon_nakshatra_1to27);
    expect(d.planets.MO!.pada).toBe(ref.derived.moon_pada_1to4);
  });
});

describe('the shapes the tabs read', () => {
  const req = reqOf(births[0]!);
  it('type-check as the tabs’ own interfaces and carry every field they use', () => {
    const basic: BasicDetails = basicDetails(req);
    const details: KundaliDetails = kundaliDetails(req);
    const chart: ChartAnswer = answerOnDevice('get-chart', req, { atMs: AT, chartId: 'D9' });
    const dashas: DashaAnswer = answerOnDevice('vimshotri-and-yogini', req, { atMs: AT });
    const now: VimshottariNow = answerOnDevice('kundali-details-vmshotri-dasha', req, { atMs: AT });
    const av: AshtakavargaAnswer = answerOnDevice('ashtakvarga-planet-chart', req, { atMs: AT });
    const kp: KpAnswer = answerOnDevice('kp-kundali', req, { atMs: AT });
    const report: ReportAnswer = kundaliReport(req, 'hi', AT);
    expect(Object.keys(basic.avakhada).sort()).toEqual(
      ['gana', 'nadi', 'nakshatraLord', 'signLord', 'varna', 'vashya', 'yoni'].sort(),
    );
    expect(Object.keys(details.planets)).toHaveLength(9);
    expect(Object.keys(chart.houses)).toHaveLength(9);
    expect(dashas.vimshottari[0]!.sub![0]!.sub).toHaveLength(9);
    expect(dashas.yogini[0]!.name).toBeTypeOf('string');
    expect(now.current.map((c) => c.level)).toEqual(['maha', 'antar', 'pratyantar', 'sookshma', 'prana']);
    expect(av.sarva.reduce((a, n) => a + n, 0)).toBe(337);
    expect(kp.cusps).toHaveLength(12);
    expect(report.sections.map((s) => s.key)).toEqual(['ascendant', 'moon', 'planets', 'yogas', 'doshas', 'dasha']);
  });
});

describe('births the device cannot work out', () => {
  const base = { year: 1996, month: 12, day: 7, hour: 10, min: 34, lat: 13.0878, lon: 80.2785 };
  it('uses the stored offset when the zone is unknown to the browser, and refuses a birth with neither', () => {
    expect(deviceBirth({ ...base, timezone: 'Nowhere/Atlantis', utcOffset: 5.5 }).utcMs).toBe(
      Date.parse('1996-12-07T05:04:00Z'),
    );
    expect(() => deviceBirth({ ...base, timezone: 'Nowhere/Atlantis' })).toThrow(OfflineInputError);
  });

  it('says why instead of throwing', async () => {
    expect(await computeKundaliOffline('basic-details', base, 'en', AT)).toEqual({ ok: false, problem: 'input' });
    expect(await computeKundaliOffline('no-such-answer', { ...base, timezone: 'Asia/Kolkata' }, 'en', AT)).toEqual({
      ok: false,
      problem: 'unavailable',
    });
    const ok = await computeKundaliOffline<ChartAnswer>(
      'get-chart?chartId=D10',
      { ...base, timezone: 'Asia/Kolkata' },
      'en',
      AT,
    );
    expect(ok.ok && ok.data.chartId).toBe('D10');
  });
});
