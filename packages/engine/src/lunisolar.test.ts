/** The panchang's fast Sun and Moon against the ephemeris, and its root finding. */
import { describe, expect, it } from 'vitest';
import { sunMoonLongitudes } from './ephemeris';
import { ANGLE_WIDTH, angleOf, findAngleRoot, LuniSolar, sunMoonEvaluator } from './lunisolar';
import { DAY_MS } from './time';
import { norm180 } from './zodiac';

describe('sunMoonEvaluator', () => {
  it('reproduces sunMoonLongitudes within 0.1″ (1900–2050)', () => {
    const at = sunMoonEvaluator();
    let sun = 0;
    let moon = 0;
    for (let i = 0; i < 3000; i++) {
      const t = Date.UTC(1900, 0, 1) + i * 18.26 * DAY_MS + (i % 11) * 7_777_777;
      const fast = at(t);
      const slow = sunMoonLongitudes(t);
      sun = Math.max(sun, Math.abs(norm180(fast.sun - slow.sun)) * 3600);
      moon = Math.max(moon, Math.abs(norm180(fast.moon - slow.moon)) * 3600);
    }
    expect(sun).toBeLessThan(0.1);
    expect(moon).toBeLessThan(0.1);
  });

  it('passes other ayanamsas and geometric positions to the ephemeris', () => {
    const t = Date.UTC(2024, 6, 1);
    for (const options of [{ ayanamsa: 'true-chitra' as const }, { positions: 'geometric' as const }]) {
      const s = sunMoonLongitudes(t, options);
      expect(sunMoonEvaluator(options)(t)).toEqual({ sun: s.sun, moon: s.moon });
    }
  });
});

describe('root finding', () => {
  it('lands every boundary of a year within a few milliseconds', () => {
    const ls = new LuniSolar();
    for (const kind of ['tithi', 'karana', 'nakshatra', 'pada', 'yoga', 'moonSign', 'sunSign'] as const) {
      const spans = ls.elements(kind, Date.UTC(2030, 0, 1), Date.UTC(2031, 0, 1));
      const count = Math.round(360 / ANGLE_WIDTH[kind]);
      for (let i = 1; i < spans.length; i++) {
        expect(spans[i]!.index).toBe((spans[i - 1]!.index % count) + 1);
        expect(spans[i]!.endMs).toBeGreaterThan(spans[i - 1]!.endMs);
      }
      for (const s of spans) {
        const rate = kind === 'sunSign' ? 0.95 : 10; // degrees per day, a lower bound
        const residual = norm180(angleOf(kind, ls.at(s.endMs)) - (s.index % count) * ANGLE_WIDTH[kind]);
        expect((Math.abs(residual) / rate) * DAY_MS).toBeLessThan(5);
      }
    }
  });

  it('converges from a guess days away and reports the rate there', () => {
    const at = sunMoonEvaluator();
    // The new moon of 2024-04-08 (the total solar eclipse), from a guess five days early.
    const root = findAngleRoot(at, 'tithi', 0, Date.UTC(2024, 3, 3));
    expect(Math.abs(root.ms - Date.parse('2024-04-08T18:21:00Z'))).toBeLessThan(5 * 60_000);
    expect(root.rate).toBeGreaterThan(10);
    expect(root.rate).toBeLessThan(16);
  });
});
