/**
 * Civil time in a zone: wall-clock times and zone offsets from the runtime's time-zone database
 * (`Intl` with explicit zones only). Kept apart from `time.ts`, which needs the ephemeris library,
 * so that the browser's birth and panchang forms can turn a date, a time and a zone into an instant
 * without shipping that library (docs/PERFORMANCE.md, "JavaScript budgets").
 */

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

/** A civil date and time of day, as read on a clock (no zone). */
export interface WallTime {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
  hour: number;
  minute: number;
  /** May carry a fraction. */
  second: number;
}

/** Milliseconds since 1970 of a wall time read as if it were UTC. */
export function wallTimeAsUtcMs(wall: WallTime): number {
  const whole = Math.floor(wall.second);
  const date = new Date(0);
  // setUTCFullYear keeps years 0–99 literal, which Date.UTC would shift to the 1900s.
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, whole, Math.round((wall.second - whole) * 1000));
  return date.getTime();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // en-US and h23 only fix the shape of the numeric parts read below; nothing is shown to a user.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when the runtime's time-zone database knows the IANA zone name. */
export function isKnownZone(zone: string): boolean {
  if (zone.length === 0) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Offset of an IANA zone from UTC at a UTC instant, in seconds east of UTC, from the runtime's
 * time-zone database (historical offsets included: Asia/Kolkata is +5:21:10 before 1906 and
 * +6:30 during the war-time periods of 1941–45, as the tz database has them). Whole seconds;
 * throws RangeError for an unknown zone.
 */
export function zoneOffsetSeconds(zone: string, utcMs: number): number {
  const whole = Math.floor(utcMs / 1000) * 1000;
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const part of formatterFor(zone).formatToParts(whole)) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value);
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
      case 'era':
        bc = part.value.startsWith('B');
        break;
    }
  }
  const wall = wallTimeAsUtcMs({ year: bc ? 1 - year : year, month, day, hour, minute, second });
  return Math.round((wall - whole) / 1000);
}

/**
 * The UTC instant (milliseconds) of a wall-clock time in a zone: an IANA name, or a fixed offset
 * in hours east of UTC (5.5 for India). For a wall time that a clock change skipped, the offset in
 * force before the change applies; for one that occurred twice, the earlier instant is returned
 * (the "compatible" rule of JavaScript's Temporal).
 */
export function wallTimeToUtcMs(wall: WallTime, zone: string | number): number {
  const asUtc = wallTimeAsUtcMs(wall);
  if (typeof zone === 'number') return asUtc - Math.round(zone * 3_600_000);
  const before = zoneOffsetSeconds(zone, asUtc - DAY_MS) * 1000;
  const after = zoneOffsetSeconds(zone, asUtc + DAY_MS) * 1000;
  const candidates: number[] = [];
  for (const offset of before === after ? [before] : [before, after]) {
    const t = asUtc - offset;
    if (zoneOffsetSeconds(zone, t) * 1000 === offset) candidates.push(t);
  }
  // Neither offset holds: the clock skipped this wall time; read it with the offset in force before.
  if (candidates.length === 0) return asUtc - before;
  return Math.min(...candidates);
}
