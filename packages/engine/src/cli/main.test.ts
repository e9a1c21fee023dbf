/** The CLI through `main` with fake streams: chart, dasha, arrays, and errors naming their field. */
import { describe, expect, it } from 'vitest';
import type { ChartAnswer, ChartPositionsAnswer, DashaAnswer } from '../answers';
import { main } from './main';

async function run(argv: string[], stdin: string, findZone?: (lat: number, lon: number) => string | undefined) {
  let out = '';
  let err = '';
  const code = await main(argv, {
    stdin: [stdin],
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    ...(findZone ? { findZone } : {}),
  });
  let json: unknown;
  try {
    json = JSON.parse(out);
  } catch {
    json = undefined;
  }
  return { code, out, err, json };
}

const chennai = { date: '1996-12-07', time: '10:34', tz: 'Asia/Kolkata', lat: 13.0878, lon: 80.2785 };

describe('drishti chart', () => {
  it('answers an object with the contract’s chart', async () => {
    const { code, json } = await run(['chart'], JSON.stringify(chennai));
    expect(code).toBe(0);
    const chart = json as ChartAnswer;
    expect(chart.utc).toBe('1996-12-07T05:04:00.000Z');
    expect(chart.ayanamsa.name).toBe('lahiri');
    expect(chart.ayanamsa.degrees).toBeCloseTo(23.8142, 4);
    expect(chart.ascendant).toMatchObject({ sign: 10, nakshatra: 22 });
    expect(chart.ascendant.longitude).toBeCloseTo(292.4457588, 3);
    expect(Object.keys(chart.planets)).toEqual(['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE']);
    expect(chart.planets.SU).toMatchObject({ sign: 8, nakshatra: 18, house: 11, retrograde: false });
    expect(chart.planets.SU.speed).toBeCloseTo(1.0158, 4);
    expect(Object.keys(chart.vargas)).toEqual([
      'D1',
      'D2',
      'D3',
      'D4',
      'D7',
      'D9',
      'D10',
      'D12',
      'D16',
      'D20',
      'D24',
      'D27',
      'D30',
      'D40',
      'D45',
      'D60',
    ]);
    expect(chart.vargas.D1).toMatchObject({ AS: 10, SU: 8 });
    expect(Object.keys(chart.vargas.D9)[0]).toBe('AS');
    expect(chart.kp.ayanamsa).toBeCloseTo(23.7174, 4);
    expect(chart.kp.cusps).toHaveLength(12);
    expect(chart.kp.cuspLords).toHaveLength(12);
    expect(chart.kp.planets.SU).toMatchObject({ signLord: 'MA', starLord: 'ME' });
  });

  it('answers an array with an array of the same length, finding missing zones from lat/lon', async () => {
    const asked: number[][] = [];
    const inputs = [
      chennai,
      { utc: '2025-04-09T15:21:00Z', lat: 12.9716, lon: 77.5946, node: 'true' },
      { date: '1990-06-15', time: '08:00', lat: 28.6, lon: 77.2 },
    ];
    const { code, json } = await run(['chart'], JSON.stringify(inputs), (lat, lon) => {
      asked.push([lat, lon]);
      return 'Asia/Kolkata';
    });
    expect(code).toBe(0);
    expect(json as unknown[]).toHaveLength(3);
    expect(asked).toEqual([[28.6, 77.2]]);
    expect((json as ChartAnswer[])[2]!.utc).toBe('1990-06-15T02:30:00.000Z');
  });

  it('finds the zone with geo-tz when none is injected', async () => {
    const { code, json } = await run(
      ['chart'],
      JSON.stringify({ date: '1996-12-07', time: '10:34', lat: 13.0878, lon: 80.2785 }),
    );
    expect(code).toBe(0);
    expect((json as ChartAnswer).utc).toBe('1996-12-07T05:04:00.000Z');
  });
});

describe('drishti chart --positions-only', () => {
  it('answers the grahas and the ascendant alone, equal to the full answer’s', async () => {
    const full = (await run(['chart'], JSON.stringify(chennai))).json as ChartAnswer;
    const { code, json } = await run(['chart', '--positions-only'], JSON.stringify([chennai, chennai]));
    expect(code).toBe(0);
    const answers = json as ChartPositionsAnswer[];
    expect(answers).toHaveLength(2);
    expect(Object.keys(answers[0]!)).toEqual(['utc', 'ayanamsa', 'ascendant', 'planets']);
    expect(answers[0]).toEqual({
      utc: full.utc,
      ayanamsa: full.ayanamsa,
      ascendant: full.ascendant,
      planets: full.planets,
    });
  });

  it('is an option of chart only, listed in the help', async () => {
    const dasha = await run(['dasha', '--positions-only'], JSON.stringify(chennai));
    expect(dasha.code).toBe(2);
    expect(dasha.json).toEqual({ error: 'unknown option "--positions-only"' });
    const help = await run(['--help'], '');
    expect(help.out).toContain('--positions-only');
  });
});

describe('drishti dasha', () => {
  it('gives Vimshottari to three levels over 120 years and Yogini to two over 108', async () => {
    const { code, json } = await run(['dasha'], JSON.stringify(chennai));
    expect(code).toBe(0);
    const d = json as DashaAnswer;
    expect(d.yearDays).toBe(365.256364);
    expect(d.vimshottari).toHaveLength(9);
    expect(d.vimshottari[0]!.lord).toBe('RA');
    expect(Date.parse(d.vimshottari[0]!.start)).toBeLessThan(Date.parse('1996-12-07T05:04:00Z'));
    const years = (Date.parse(d.vimshottari[8]!.end) - Date.parse(d.vimshottari[0]!.start)) / 86_400_000 / 365.256364;
    expect(years).toBeCloseTo(120, 6);
    expect(d.vimshottari[0]!.sub).toHaveLength(9);
    expect(d.vimshottari[0]!.sub![0]!.sub).toHaveLength(9);
    expect(d.vimshottari[0]!.sub![0]!.sub![0]!.sub).toBeUndefined();
    expect(d.yogini).toHaveLength(24);
    expect(d.yogini[0]).toMatchObject({ name: 'Pingala', lord: 'SU' });
    expect(d.yogini[0]!.sub).toHaveLength(8);
    expect(d.yogini[0]!.sub![0]!.sub).toBeUndefined();
  });

  it('honours yearDays', async () => {
    const { json } = await run(['dasha'], JSON.stringify({ ...chennai, yearDays: 360 }));
    const d = json as DashaAnswer;
    const days = (Date.parse(d.vimshottari[0]!.end) - Date.parse(d.vimshottari[0]!.start)) / 86_400_000;
    expect(days).toBeCloseTo(18 * 360, 3);
  });
});

describe('errors', () => {
  it('exits 2 naming the field at fault', async () => {
    const { code, json } = await run(['chart'], JSON.stringify({ ...chennai, lat: 123 }));
    expect(code).toBe(2);
    expect((json as { error: string }).error).toMatch(/^lat: /);
  });

  it('names the array element and field', async () => {
    const { code, json } = await run(['dasha'], JSON.stringify([chennai, { ...chennai, time: '10h34' }]));
    expect(code).toBe(2);
    expect((json as { error: string }).error).toMatch(/^\[1\]\.time: /);
  });

  it('exits 2 for invalid JSON, unknown commands and options, and without a command', async () => {
    expect(((await run(['chart'], '{"lat": ')).json as { error: string }).error).toMatch(/^input: /);
    const unknown = await run(['horoscope'], '{}');
    expect(unknown.code).toBe(2);
    expect((unknown.json as { error: string }).error).toMatch(/unknown command/);
    expect((await run(['chart', '--fast'], '{}')).code).toBe(2);
    const none = await run([], '');
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/usage/);
    expect((await run(['--help'], '')).code).toBe(0);
  });

  it('pretty-prints on request', async () => {
    const { out } = await run(['dasha', '--pretty'], JSON.stringify(chennai));
    expect(out.split('\n').length).toBeGreaterThan(100);
  });
});
