/** `npx drishti panchang` and `npx drishti match` through `main`, as docs/CONVENTIONS.md specifies them. */
import { describe, expect, it } from 'vitest';
import type { MatchAnswer, PanchangAnswer } from '../answers';
import { main } from './main';

async function run(argv: string[], stdin: string, findZone?: (lat: number, lon: number) => string | undefined) {
  let out = '';
  const code = await main(argv, {
    stdin: [stdin],
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: () => undefined },
    ...(findZone ? { findZone } : {}),
  });
  return { code, json: JSON.parse(out) as unknown };
}

const ISO_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;

describe('drishti panchang', () => {
  it('answers the contract’s fields for Drik Panchang’s New Delhi, 2020-12-31', async () => {
    const { code, json } = await run(
      ['panchang'],
      JSON.stringify({ date: '2020-12-31', lat: 28.63576, lon: 77.22445 }),
      () => 'Asia/Kolkata',
    );
    expect(code).toBe(0);
    const p = json as PanchangAnswer;
    expect(Object.keys(p).slice(0, 14)).toEqual([
      'sunrise',
      'sunset',
      'moonrise',
      'moonset',
      'vara',
      'tithi',
      'nakshatra',
      'yoga',
      'karana',
      'rahuKaal',
      'yamaganda',
      'gulika',
      'abhijit',
      'choghadiya',
    ]);
    expect(p.sunrise).toMatch(ISO_LOCAL);
    expect(p.sunrise!.slice(11, 16)).toBe('07:13');
    expect(p.vara).toBe(4);
    expect(p.tithi[0]).toEqual({ index: 16, end: expect.stringMatching(/^2020-12-31T09:30:\d\d\+05:30$/) });
    expect(p.nakshatra[0]!.index).toBe(7);
    expect(p.yoga[0]!.index).toBe(26);
    expect(p.karana.map((k) => k.index)).toEqual([32, 33, 34]);
    expect(p.rahuKaal!.start.slice(11, 16)).toBe('13:41');
    expect(Object.keys(p.abhijit!)).toEqual(['start', 'end']);
    expect(p.choghadiya.day.map((c) => c.name)).toEqual([
      'Shubh',
      'Rog',
      'Udveg',
      'Char',
      'Labh',
      'Amrit',
      'Kaal',
      'Shubh',
    ]);
    expect(p.choghadiya.night).toHaveLength(8);
    expect(p.choghadiya.day[0]).toEqual({ name: 'Shubh', start: p.sunrise, end: expect.stringMatching(ISO_LOCAL) });
    expect(p.sunriseKind).toBe('standard');
    expect(p.tz).toBe('Asia/Kolkata');
    expect(p.month).toEqual({ amanta: { index: 9, adhika: false }, purnimanta: { index: 10, adhika: false } });
  });

  it('switches to the Hindu sunrise and takes hours as tz, for an array of days', async () => {
    const day = { date: '1961-01-19', lat: 28.63576, lon: 77.22445, tz: 5.5 };
    const { code, json } = await run(['panchang'], JSON.stringify([day, { ...day, sunrise: 'hindu' }]));
    expect(code).toBe(0);
    const [standard, hindu] = json as PanchangAnswer[];
    // Swiss Ephemeris: standard 07:14:28, Hindu 07:18:39.
    expect(standard!.sunrise!.slice(11, 19)).toMatch(/^07:14:(2[6-9]|30)$/);
    expect(hindu!.sunrise!.slice(11, 19)).toMatch(/^07:18:(3[7-9]|4[01])$/);
    expect(hindu!.sunriseKind).toBe('hindu');
    expect(hindu!.rahuKaal!.start.slice(11, 16)).toBe('13:50');
  });

  it('exits 2 naming the field at fault', async () => {
    const bad = await run(['panchang'], JSON.stringify({ date: '2020-13-01', lat: 28.6, lon: 77.2, tz: 5.5 }));
    expect(bad.code).toBe(2);
    expect((bad.json as { error: string }).error).toMatch(/^date: /);
    const noZone = await run(['panchang'], JSON.stringify({ date: '2020-12-01', lat: 0, lon: -160 }), () => undefined);
    expect((noZone.json as { error: string }).error).toMatch(/^tz: /);
    const option = await run(['panchang'], JSON.stringify({ date: '2020-12-01', lat: 1, lon: 1, tz: 0, sunrise: 'x' }));
    expect((option.json as { error: string }).error).toMatch(/^sunrise: /);
  });
});

describe('drishti match', () => {
  const boy = { date: '1996-12-07', time: '10:34', tz: 'Asia/Kolkata', lat: 13.0878, lon: 80.2785 };
  const girl = { date: '1998-03-21', time: '18:20', lat: 28.6139, lon: 77.209 };

  it('answers the eight koota rows, the total out of 36, both manglik statuses and a conclusion', async () => {
    const { code, json } = await run(['match'], JSON.stringify({ boy, girl }), () => 'Asia/Kolkata');
    expect(code).toBe(0);
    const m = json as MatchAnswer;
    expect(m.kootas.map((k) => k.attribute)).toEqual([
      'varna',
      'vashya',
      'tara',
      'yoni',
      'graha_maitri',
      'gana',
      'bhakoot',
      'nadi',
    ]);
    for (const k of m.kootas) {
      expect(Object.keys(k)).toEqual([
        'attribute',
        'male_koot_attribute',
        'female_koot_attribute',
        'received_points',
        'total_points',
        'meaning',
      ]);
    }
    expect(m.total).toBe(m.kootas.reduce((s, k) => s + k.received_points, 0));
    expect(m.outOf).toBe(36);
    expect(Object.keys(m.manglik)).toEqual(['boy', 'girl']);
    expect(typeof m.manglik.boy.effective).toBe('boolean');
    expect(['not-recommended', 'proceed-with-caution', 'average', 'good', 'excellent']).toContain(m.conclusion);
  });

  it('exits 2 naming the partner and the field', async () => {
    const noLon = await run(
      ['match'],
      JSON.stringify({ boy, girl: { ...girl, lon: undefined } }),
      () => 'Asia/Kolkata',
    );
    expect(noLon.code).toBe(2);
    expect((noLon.json as { error: string }).error).toMatch(/^girl\.lon: /);
    const noGirl = await run(['match'], JSON.stringify({ boy }));
    expect((noGirl.json as { error: string }).error).toMatch(/^girl: /);
    const badTime = await run(
      ['match'],
      JSON.stringify([
        { boy, girl },
        { boy: { ...boy, time: '25:00' }, girl },
      ]),
      () => 'Asia/Kolkata',
    );
    expect((badTime.json as { error: string }).error).toMatch(/^\[1\]\.boy\.time: /);
    const notObject = await run(['match'], JSON.stringify({ boy: 'x', girl }), () => 'Asia/Kolkata');
    expect((notObject.json as { error: string }).error).toMatch(/^boy: /);
  });
});
