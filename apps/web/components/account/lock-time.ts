import { clockTime, zoneName } from '@/lib/clock';

export type LockTime = {
  /** The wall-clock time the lock ends, "9:05 pm" / "रात 9:05". */
  time: string;
  /** The zone it is reckoned in, as the reader names it ("Asia/Kolkata" / "भारतीय समय"). */
  zone: string;
  /** Whether that time falls on the reader's next calendar day. */
  day: 'today' | 'tomorrow';
};

/** The calendar day and wall-clock hour and minute of an instant in a zone. */
function wallClock(ms: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { day: Date.UTC(get('year'), get('month') - 1, get('day')), hour: get('hour'), minute: get('minute') };
}

/**
 * Until when a number locked by wrong sign-in codes stays locked, for the page's sentence: the time
 * in the reader's language and 12-hour clock, in their own zone (the browser's), and whether it is
 * tomorrow already. A lock ending within the minute is shown as the next minute, so that the time
 * shown is never before the lock really ends.
 */
export function lockTime(lockedUntil: string, lang: 'en' | 'hi', nowMs: number, zone?: string): LockTime | null {
  const until = Date.parse(lockedUntil);
  if (!Number.isFinite(until)) return null;
  // Browsers may still name India's zone by its old IANA name, Asia/Calcutta.
  const resolved = zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'Asia/Kolkata';
  const tz = resolved === 'Asia/Calcutta' ? 'Asia/Kolkata' : resolved;
  const shown = Math.ceil(until / 60_000) * 60_000;
  const end = wallClock(shown, tz);
  const today = wallClock(nowMs, tz);
  return {
    time: clockTime(end.hour, end.minute, lang),
    zone: zoneName(tz, lang, shown),
    day: end.day > today.day ? 'tomorrow' : 'today',
  };
}
