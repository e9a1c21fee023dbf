/** Rising and setting: the fast search against the scan, worldwide, and polar days. */
import { describe, expect, it } from 'vitest';
import { aboveHorizon, nextRiseSet } from './sunrise';
import { DAY_MS } from './time';

describe('nextRiseSet', () => {
  it('finds the first rising or setting after the start, Sun and Moon, from 55° S to 60° N', () => {
    // Checks the Newton search against the altitude itself: a true crossing, and none before it.
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const lat = -55 + ((i * 37) % 116);
      const lon = -180 + ((i * 73) % 360);
      const start = Date.UTC(1990, 0, 1) + i * 97.3 * DAY_MS;
      for (const body of ['sun', 'moon'] as const) {
        for (const kind of ['standard', 'hindu'] as const) {
          for (const event of ['rise', 'set'] as const) {
            const fast = nextRiseSet(body, kind, event, lat, lon, start, 2);
            expect(fast).not.toBeNull();
            const before = aboveHorizon(body, kind, lat, lon, fast! - 30_000);
            const after = aboveHorizon(body, kind, lat, lon, fast! + 30_000);
            expect(event === 'rise' ? before < 0 && after > 0 : before > 0 && after < 0).toBe(true);
            // And it is the first: no event of that kind between the start and it.
            for (let t = start; t < fast! - 20 * 60_000; t += 20 * 60_000) {
              const a = aboveHorizon(body, kind, lat, lon, t);
              const b = aboveHorizon(body, kind, lat, lon, t + 20 * 60_000);
              expect(event === 'rise' ? a < 0 && b >= 0 : a >= 0 && b < 0).toBe(false);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(480);
  });

  it('returns null when the Sun does not rise, and the scan handles high latitudes', () => {
    const tromso = { lat: 69.6492, lon: 18.9553 };
    expect(nextRiseSet('sun', 'standard', 'rise', tromso.lat, tromso.lon, Date.UTC(2025, 5, 20, 22), 1)).toBeNull();
    expect(aboveHorizon('sun', 'standard', tromso.lat, tromso.lon, Date.UTC(2025, 5, 21))).toBeGreaterThan(0);
    expect(nextRiseSet('sun', 'standard', 'rise', tromso.lat, tromso.lon, Date.UTC(2025, 11, 20, 22), 1)).toBeNull();
    const march = nextRiseSet('sun', 'standard', 'rise', tromso.lat, tromso.lon, Date.UTC(2025, 2, 20, 22), 1)!;
    expect(new Date(march).toISOString().slice(0, 13)).toBe('2025-03-21T04');
  });

  it('puts the Hindu sunrise 3–5 minutes after the standard one in India', () => {
    for (let i = 0; i < 12; i++) {
      const start = Date.UTC(2025, i, 1) - 5.5 * 3_600_000;
      const std = nextRiseSet('sun', 'standard', 'rise', 28.6, 77.2, start)!;
      const hindu = nextRiseSet('sun', 'hindu', 'rise', 28.6, 77.2, start)!;
      expect((hindu - std) / 60_000).toBeGreaterThan(3);
      expect((hindu - std) / 60_000).toBeLessThan(5);
    }
  });
});
