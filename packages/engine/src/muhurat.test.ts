/** The shubh muhurat finder: hand-worked days, the rules as properties, and its speed. */
import { describe, expect, it } from 'vitest';
import {
  chandraBalaGood,
  findMuhurats,
  INAUSPICIOUS_YOGAS,
  isFixedKarana,
  isVishti,
  MUHURAT_EVENTS,
  MUHURAT_RULES,
  type MuhuratQuery,
  taraBalaGood,
  taraOf,
} from './muhurat';
import { panchang } from './panchang';

const delhi = { lat: 28.63576, lon: 77.22445, zone: 5.5 };

describe('muhurat rules', () => {
  it('counts taras from the birth nakshatra and rejects vipat, pratyak and naidhana', () => {
    expect(taraOf(5, 5)).toBe(1); // janma
    expect(taraOf(27, 1)).toBe(2); // Revati → Ashwini: the 2nd, sampat
    expect(taraOf(1, 3)).toBe(3); // vipat
    expect(taraOf(1, 10)).toBe(1); // the 10th counts as the 1st of the second round
    expect(taraOf(1, 16)).toBe(7); // naidhana
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter(taraBalaGood)).toEqual([1, 2, 4, 6, 8, 9]);
  });

  it('gives chandra bala in 1, 3, 6, 7, 10, 11 (and 2, 5, 9 in the bright half), never in 4, 8, 12', () => {
    const good = (paksha: 'shukla' | 'krishna') =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((sign) => chandraBalaGood(1, sign, paksha));
    expect(good('krishna')).toEqual([1, 3, 6, 7, 10, 11]);
    expect(good('shukla')).toEqual([1, 2, 3, 5, 6, 7, 9, 10, 11]);
    // From Leo (5): Scorpio is the 4th sign.
    expect(chandraBalaGood(5, 8, 'shukla')).toBe(false);
  });

  it('knows bhadra and the fixed karanas', () => {
    expect([8, 15, 22, 29, 36, 43, 50, 57].every(isVishti)).toBe(true);
    expect(Array.from({ length: 60 }, (_, i) => i + 1).filter(isVishti)).toHaveLength(8);
    expect([1, 58, 59, 60].every(isFixedKarana)).toBe(true);
    expect(isFixedKarana(2)).toBe(false);
  });

  it('has a rule for every event, never allowing rikta tithis, Amavasya or a bad yoga', () => {
    for (const event of MUHURAT_EVENTS) {
      const rule = MUHURAT_RULES[event];
      for (const rikta of [4, 9, 14, 19, 24, 29, 30]) expect(rule.tithis).not.toContain(rikta);
      expect(rule.nakshatras.length).toBeGreaterThan(5);
      expect(rule.varas.every((v) => v >= 0 && v <= 6)).toBe(true);
    }
    expect(INAUSPICIOUS_YOGAS).toHaveLength(9);
  });
});

describe('findMuhurats, worked by hand', () => {
  it('2022-01-24, New Delhi, vehicle purchase: sunrise until rahu kaal, before bhadra begins', () => {
    // Drik Panchang that day: Monday (a good weekday for vehicles); Krishna Shashthi (21) and then
    // Saptami (22), both allowed; Hasta (13) then Chitra (14), both allowed; Sukarma then Dhriti,
    // neither a bad yoga. But Vanija karana gives way to Vishti (bhadra) at 08:44 and bhadra lasts
    // until 20:20, when the day's muhurtas are over. Before it: rahu kaal (Monday, 2nd eighth)
    // begins at 08:33. So the one window runs from sunrise (07:13) to 08:33, across the first two
    // muhurtas (about 43 minutes each).
    const date = { year: 2022, month: 1, day: 24 };
    const r = findMuhurats({ event: 'vehicle-purchase', from: date, to: date, ...delhi });
    const p = panchang({ date, ...delhi });
    expect(r.windows).toHaveLength(1);
    const w = r.windows[0]!;
    expect(w.startMs).toBeCloseTo(p.sunrise!, -3);
    expect(w.endMs).toBeCloseTo(p.rahuKaal!.startMs, -3);
    expect(w.muhurtas).toEqual([
      { part: 'day', index: 1 },
      { part: 'day', index: 2 },
    ]);
    expect(w).toMatchObject({ vara: 1, tithi: 21, nakshatra: 13, yoga: 7, karana: 42, moonSign: 6 });
    expect(w.reasons).toEqual([
      'good-vara',
      'good-tithi',
      'good-nakshatra',
      'good-yoga',
      'good-karana',
      'no-bad-period',
      'amrit-choghadiya', // Monday's first choghadiya is Amrit
    ]);
    expect(r.days).toEqual([{ date, vara: 1, tithi: 21, nakshatra: 13, windows: 1, rejected: [] }]);
  });

  it('the same morning with tara bala: Hasta is the 3rd tara (vipat) from Purva Phalguni', () => {
    const date = { year: 2022, month: 1, day: 24 };
    const r = findMuhurats({
      event: 'vehicle-purchase',
      from: date,
      to: date,
      ...delhi,
      person: { nakshatra: 11, moonSign: 5 },
    });
    expect(r.windows).toHaveLength(0);
    expect(r.days[0]!.rejected).toContain('tara-bala');
    expect(r.days[0]!.rejected).toContain('bhadra');
    // From Uttara Phalguni (12) Hasta is the 2nd (sampat) and the Moon in Virgo is the 2nd sign
    // from Leo, which chandra bala accepts only in the bright half: this is Krishna paksha.
    const other = findMuhurats({
      event: 'vehicle-purchase',
      from: date,
      to: date,
      ...delhi,
      person: { nakshatra: 12, moonSign: 5 },
    });
    expect(other.days[0]!.rejected).toContain('chandra-bala');
    const fine = findMuhurats({
      event: 'vehicle-purchase',
      from: date,
      to: date,
      ...delhi,
      person: { nakshatra: 12, moonSign: 4 },
    });
    expect(fine.windows).toHaveLength(1);
    expect(fine.windows[0]).toMatchObject({ tara: 2 });
    expect(fine.windows[0]!.reasons).toContain('tara-bala');
    expect(fine.windows[0]!.reasons).toContain('chandra-bala');
  });

  it('rejects a whole day by weekday, month, adhika masa and disha shool', () => {
    // 2022-01-26 is a Wednesday: no griha pravesh rule rejects it, but Pausha is not a month for it.
    const wed = { year: 2022, month: 1, day: 26 };
    expect(findMuhurats({ event: 'griha-pravesh', from: wed, to: wed, ...delhi }).days[0]!.rejected).toContain('month');
    // 2025-11-22 is a Saturday: no marriage on Saturdays.
    const sat = { year: 2025, month: 11, day: 22 };
    expect(findMuhurats({ event: 'marriage', from: sat, to: sat, ...delhi }).days[0]!.rejected).toEqual(['vara']);
    // 2010-04-24 fell in Adhika Vaishakha.
    const adhika = { year: 2010, month: 4, day: 24 };
    expect(findMuhurats({ event: 'marriage', from: adhika, to: adhika, ...delhi }).days[0]!.rejected).toContain(
      'adhika-masa',
    );
    // 2025-12-18, a Thursday in Margashirsha, but the Sun entered Sagittarius on the 16th
    // (kharmas), and Venus, three weeks from its superior conjunction, is combust.
    const kharmas = { year: 2025, month: 12, day: 18 };
    expect(findMuhurats({ event: 'marriage', from: kharmas, to: kharmas, ...delhi }).days[0]!.rejected).toEqual([
      'venus-combust',
      'kharmas',
    ]);
    // Monday: no travel to the east.
    const mon = { year: 2022, month: 1, day: 24 };
    expect(
      findMuhurats({ event: 'travel', from: mon, to: mon, ...delhi, direction: 'east' }).days[0]!.rejected,
    ).toContain('disha-shool');
  });
});

describe('findMuhurats, properties', () => {
  const month: MuhuratQuery = {
    event: 'marriage',
    from: { year: 2026, month: 1, day: 15 },
    to: { year: 2026, month: 2, day: 14 },
    ...delhi,
  };

  it('keeps every window inside the rules and outside every bad period, for every event', () => {
    for (const event of MUHURAT_EVENTS) {
      const r = findMuhurats({ ...month, event });
      expect(r.days).toHaveLength(31);
      const rule = MUHURAT_RULES[event];
      let last = 0;
      for (const w of r.windows) {
        expect(w.startMs).toBeGreaterThanOrEqual(last - 1);
        expect(w.endMs - w.startMs).toBeGreaterThanOrEqual(12 * 60_000);
        last = w.endMs;
        expect(rule.varas).toContain(w.vara);
        expect(rule.tithis).toContain(w.tithi);
        expect(rule.nakshatras).toContain(w.nakshatra);
        expect(INAUSPICIOUS_YOGAS).not.toContain(w.yoga);
        expect(isVishti(w.karana)).toBe(false);
        const p = panchang({ date: w.date, ...delhi });
        for (const bad of [p.rahuKaal!, p.yamaganda!, p.gulika!, ...p.durMuhurat, ...p.varjyam]) {
          expect(w.endMs <= bad.startMs + 1 || w.startMs >= bad.endMs - 1, `${event} window in a bad period`).toBe(
            true,
          );
        }
        // Within the day (or, when the rule allows, the night) of its Hindu day.
        expect(w.startMs).toBeGreaterThanOrEqual(p.sunrise! - 1);
        expect(w.endMs).toBeLessThanOrEqual((rule.night ? p.nextSunrise! : p.sunset!) + 1);
        // The panchang at the window's middle agrees with what the window says.
        const mid = (w.startMs + w.endMs) / 2;
        expect(p.tithi.find((t) => t.endMs > mid)!.index).toBe(w.tithi);
        expect(p.nakshatra.find((t) => t.endMs > mid)!.index).toBe(w.nakshatra);
      }
      for (const d of r.days) if (d.windows === 0) expect(d.rejected.length).toBeGreaterThan(0);
    }
  });

  it('finds a month of windows well under a second', () => {
    findMuhurats(month);
    const started = performance.now();
    const r = findMuhurats({ ...month, event: 'griha-pravesh' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(r.days).toHaveLength(31);
  });

  it('is deterministic', () => {
    expect(findMuhurats(month)).toEqual(findMuhurats(month));
  });
});
