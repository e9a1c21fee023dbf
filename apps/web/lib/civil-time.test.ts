import * as engine from '@drishti/engine/time';
import { describe, expect, it } from 'vitest';
import { isKnownZone, wallTimeAsUtcMs, wallTimeToUtcMs, zoneOffsetSeconds } from './civil-time';

const ZONES = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];

describe('civil time without the ephemeris library', () => {
  it('gives the engine’s offsets, across the years and clock changes', () => {
    for (const zone of ZONES) {
      // Every 91 days from 1890 to 2060, and the hours around a few clock changes.
      for (let t = Date.UTC(1890, 0, 1); t < Date.UTC(2060, 0, 1); t += 91 * 86_400_000)
        expect(zoneOffsetSeconds(zone, t), `${zone} ${new Date(t).toISOString()}`).toBe(
          engine.zoneOffsetSeconds(zone, t),
        );
    }
    // Kolkata's +5:21:10 before 1906 and its war-time +6:30.
    expect(zoneOffsetSeconds('Asia/Kolkata', Date.UTC(1900, 5, 1))).toBe(19_270);
    expect(zoneOffsetSeconds('Asia/Kolkata', Date.UTC(1943, 5, 1))).toBe(23_400);
  });

  it('turns wall times into the engine’s instants, skipped and repeated ones included', () => {
    const walls = [
      { year: 1990, month: 8, day: 15, hour: 6, minute: 30, second: 0 },
      // New York: 02:30 on 10 March 2024 never happened; 01:30 on 3 November 2024 happened twice.
      { year: 2024, month: 3, day: 10, hour: 2, minute: 30, second: 0 },
      { year: 2024, month: 11, day: 3, hour: 1, minute: 30, second: 0 },
      { year: 45, month: 2, day: 28, hour: 23, minute: 59, second: 59.5 },
    ];
    for (const wall of walls) {
      expect(wallTimeAsUtcMs(wall)).toBe(engine.wallTimeAsUtcMs(wall));
      for (const zone of [...ZONES, 5.5, -3.75])
        expect(wallTimeToUtcMs(wall, zone), `${JSON.stringify(wall)} ${zone}`).toBe(engine.wallTimeToUtcMs(wall, zone));
    }
    expect(wallTimeToUtcMs(walls[0]!, 'Asia/Kolkata')).toBe(Date.UTC(1990, 7, 15, 1, 0));
  });

  it('knows the zones the engine knows', () => {
    for (const zone of [...ZONES, 'Mars/Olympus', '']) expect(isKnownZone(zone)).toBe(engine.isKnownZone(zone));
  });
});
