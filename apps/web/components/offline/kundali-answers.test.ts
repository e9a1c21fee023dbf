import { createHash } from 'node:crypto';
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
import server from './__fixtures__/server-answers.json';
import {
  ashtakavargaOf,
  basicDetails,
  chartById,
  dashasOf,
  kpDetails,
  kundaliDetails,
  OfflineInputError,
  type OfflineBirthRequest,
  offlineAnswer,
  toEngineBirth,
  vimshottariDetails,
} from './kundali-answers';
import { kundaliReport } from './kundali-report';
import { computeKundaliOffline } from './load';

interface RecordedBirth {
  id: string;
  utcIso: string;
  timezone: string;
  request: Omit<OfflineBirthRequest, 'timezone'>;
  answers: Record<string, unknown>;
  sha256: Record<string, string>;
}

const births = (server as unknown as { births: RecordedBirth[] }).births;
const AT = Date.parse((server as { at: string }).at);
const sha = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');
const reqOf = (b: RecordedBirth): OfflineBirthRequest => ({ ...b.request, timezone: b.timezone });

/** The answer as the fixture stores it: Vimshottari cut to two levels (the digest covers the rest). */
function trimmed(key: string, value: unknown): unknown {
  if (key !== 'vimshotri-and-yogini' && key !== 'kundali-details-vmshotri-dasha') return value;
  type N = { sub?: N[] };
  const cut = (nodes: N[], depth: number): N[] =>
    nodes.map(({ sub, ...rest }) => (depth > 1 && sub ? { ...rest, sub: cut(sub, depth - 1) } : rest));
  const v = value as { vimshottari: N[] };
  return { ...v, vimshottari: cut(v.vimshottari, 2) };
}

function answer(key: string, req: OfflineBirthRequest): unknown {
  const [path, lang] = key.split('|');
  if (path === 'get-report') return kundaliReport(req, lang === 'hi' ? 'hi' : 'en', AT);
  return offlineAnswer(path!, req, AT);
}

describe('offline kundali answers against the server', () => {
  it.each(births.map((b) => [b.id, b] as const))('%s: every answer is the one the API gave', (_id, b) => {
    const req = reqOf(b);
    for (const key of Object.keys(b.sha256)) {
      const mine = answer(key, req);
      if (key in b.answers) expect(trimmed(key, mine), key).toEqual(b.answers[key]);
      expect(sha(mine), key).toBe(b.sha256[key]);
    }
  });

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
const SE: Record<string, SeName> = {
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
    for (const [key, name] of Object.entries(SE)) {
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
    const chart: ChartAnswer = chartById(req, 'D9');
    const dashas: DashaAnswer = dashasOf(req);
    const now: VimshottariNow = vimshottariDetails(req, AT);
    const av: AshtakavargaAnswer = ashtakavargaOf(req);
    const kp: KpAnswer = kpDetails(req);
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
    expect(toEngineBirth({ ...base, timezone: 'Nowhere/Atlantis', utcOffset: 5.5 }).utcMs).toBe(
      Date.parse('1996-12-07T05:04:00Z'),
    );
    expect(() => toEngineBirth({ ...base, timezone: 'Nowhere/Atlantis' })).toThrow(OfflineInputError);
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
