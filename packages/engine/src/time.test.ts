/** ΔT model, its installation into astronomy-engine, and civil time with historical zone offsets. */
import { DeltaT_EspenakMeeus, MakeTime } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import {
  astroTime,
  deltaTSeconds,
  J2000_MS,
  julianCenturiesTt,
  julianDayUt,
  wallTimeToUtcMs,
  zoneOffsetSeconds,
} from './time';

const wall = (s: string) => {
  const [d, t] = s.split(' ');
  const [year, month, day] = d!.split('-').map(Number);
  const [hour, minute, second] = t!.split(':').map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second ?? 0 };
};

describe('ΔT', () => {
  it('follows the IERS/USNO values', () => {
    expect(deltaTSeconds(Date.UTC(1900, 0, 1))).toBeCloseTo(-2.7, 1);
    expect(deltaTSeconds(Date.UTC(1955, 0, 1))).toBeCloseTo(31.07, 1);
    expect(deltaTSeconds(Date.UTC(2000, 0, 1))).toBeCloseTo(63.83, 1);
    expect(deltaTSeconds(Date.UTC(2020, 0, 1))).toBeCloseTo(69.36, 1);
    expect(deltaTSeconds(Date.UTC(2025, 0, 1))).toBeCloseTo(69.14, 1);
  });

  it('stays below astronomy-engine’s default, which runs 5–19 s high in 2020–2050', () => {
    const ut = (Date.UTC(2025, 0, 1) - J2000_MS) / 86_400_000;
    expect(DeltaT_EspenakMeeus(ut) - deltaTSeconds(Date.UTC(2025, 0, 1))).toBeGreaterThan(4);
  });

  it('extrapolates beyond the predictions at their last rate, and uses Espenak–Meeus before 1880', () => {
    const a = deltaTSeconds(Date.UTC(2040, 0, 1));
    const b = deltaTSeconds(Date.UTC(2050, 0, 1));
    expect(b - a).toBeGreaterThan(2);
    expect(b - a).toBeLessThan(5);
    const ut = (Date.UTC(1850, 0, 1) - J2000_MS) / 86_400_000;
    expect(deltaTSeconds(Date.UTC(1850, 0, 1))).toBe(DeltaT_EspenakMeeus(ut));
  });

  it('is what astronomy-engine uses once the engine is imported', () => {
    const ms = Date.UTC(1996, 11, 7, 5, 4);
    const t = MakeTime(new Date(ms));
    expect((t.tt - t.ut) * 86_400).toBeCloseTo(deltaTSeconds(ms), 6);
    expect(astroTime(ms).ut).toBeCloseTo(t.ut, 12);
    expect(julianDayUt(ms)).toBeCloseTo(2450424.7111111, 6);
    expect(julianCenturiesTt(ms)).toBeCloseTo(t.tt / 36525, 12);
  });
});

describe('civil time', () => {
  it('applies India’s historical offsets from the tz database', () => {
    expect(zoneOffsetSeconds('Asia/Kolkata', Date.UTC(1900, 0, 1))).toBe(5 * 3600 + 21 * 60 + 10);
    expect(zoneOffsetSeconds('Asia/Kolkata', Date.UTC(1943, 5, 1))).toBe(6.5 * 3600);
    expect(zoneOffsetSeconds('Asia/Kolkata', Date.UTC(1955, 0, 1))).toBe(5.5 * 3600);
    expect(wallTimeToUtcMs(wall('1943-06-01 12:00'), 'Asia/Kolkata')).toBe(Date.UTC(1943, 5, 1, 5, 30));
    expect(wallTimeToUtcMs(wall('1900-06-01 12:00'), 'Asia/Kolkata')).toBe(Date.UTC(1900, 5, 1, 6, 38, 50));
  });

  it('reads a wall time in an IANA zone or at a fixed offset in hours', () => {
    const expected = Date.parse('1996-12-07T05:04:00Z');
    expect(wallTimeToUtcMs(wall('1996-12-07 10:34'), 'Asia/Kolkata')).toBe(expected);
    expect(wallTimeToUtcMs(wall('1996-12-07 10:34'), 5.5)).toBe(expected);
    expect(wallTimeToUtcMs(wall('1996-12-07 00:04'), -5)).toBe(expected);
    expect(wallTimeToUtcMs(wall('2025-01-15 10:00:30.5'), 'Europe/London')).toBe(Date.UTC(2025, 0, 15, 10, 0, 30, 500));
  });

  it('handles clock changes: a skipped time takes the earlier offset, a repeated one its first instant', () => {
    expect(wallTimeToUtcMs(wall('2021-03-14 02:30'), 'America/New_York')).toBe(Date.UTC(2021, 2, 14, 7, 30));
    expect(wallTimeToUtcMs(wall('2021-11-07 01:30'), 'America/New_York')).toBe(Date.UTC(2021, 10, 7, 5, 30));
    expect(wallTimeToUtcMs(wall('2021-07-01 12:00'), 'America/New_York')).toBe(Date.UTC(2021, 6, 1, 16));
  });
});
