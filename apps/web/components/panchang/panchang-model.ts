import { clockTime } from '../../lib/clock';
import { compassPoint, utcName } from '../birth-form/types';
/**
 * The panchang and muhurat pages' view helpers: what the URL query says (validated), and times
 * and dates written in the place's own time zone. Pure: no clock, no locale state.
 */

export type Locale = 'en' | 'hi';

/** A calendar date. */
export interface Ymd {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
}

/** The place a panchang is computed for, as the URL carries it. */
export interface QueryPlace {
  /** The label shown (the `p` parameter); empty when the URL gives none. */
  label: string;
  lat: number;
  lon: number;
  /** IANA zone. */
  timezone: string;
}

/** New Delhi: the place the pages open with. Its label is in the catalogue (`defaultPlace`). */
export const DEFAULT_PLACE: Omit<QueryPlace, 'label'> = { lat: 28.6139, lon: 77.209, timezone: 'Asia/Kolkata' };

/** The years the pages accept (the engine's own limits are wider; these are the useful ones). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** A place label longer than this is cut (a hand-made URL must not flood the page). */
const MAX_LABEL = 120;

/** True when the runtime's time-zone database knows the IANA zone (the engine's own check, without the engine). */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYY-MM-DD". */
export const isoDate = (d: Ymd) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** The date `days` after `d`. */
export function shiftDate(d: Ymd, days: number): Ymd {
  const u = new Date(0);
  u.setUTCFullYear(d.year, d.month - 1, d.day + days);
  return { year: u.getUTCFullYear(), month: u.getUTCMonth() + 1, day: u.getUTCDate() };
}

/** Days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: Ymd, b: Ymd): number {
  const ms = (d: Ymd) => {
    const u = new Date(0);
    u.setUTCFullYear(d.year, d.month - 1, d.day);
    return u.getTime();
  };
  return Math.round((ms(b) - ms(a)) / 86_400_000);
}

export type DateProblem = 'format' | 'invalid' | 'range';

/** Reads "YYYY-MM-DD": the date, or what is wrong with it. */
export function parseIsoDate(value: string): { ok: true; date: Ymd } | { ok: false; problem: DateProblem } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return { ok: false, problem: 'format' };
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = shiftDate(date, 0);
  if (date.month < 1 || date.month > 12 || date.day < 1 || check.month !== date.month || check.day !== date.day)
    return { ok: false, problem: 'invalid' };
  if (date.year < MIN_YEAR || date.year > MAX_YEAR) return { ok: false, problem: 'range' };
  return { ok: true, date };
}

/** The calendar date at an instant in a zone. */
export function dateInZone(utcMs: number, zone: string): Ymd {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(utcMs);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** A query as Next hands it to a page. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, or undefined. */
export function param(q: SearchParams, key: string): string | undefined {
  const v = q[key];
  return Array.isArray(v) ? v[0] : v;
}

export type PlaceProblem = 'coordinates' | 'zone';

/**
 * The place of a query (`lat`, `lon`, `tz`, `p`): null when none is given, else the place or what
 * is wrong with it. A place needs all three of lat, lon and tz.
 */
export function parseQueryPlace(
  q: SearchParams,
): { ok: true; place: QueryPlace | null } | { ok: false; problem: PlaceProblem } {
  const [lat, lon, tz] = [param(q, 'lat'), param(q, 'lon'), param(q, 'tz')];
  if (lat === undefined && lon === undefined && tz === undefined) return { ok: true, place: null };
  const num = (s: string | undefined) => (s !== undefined && /^-?\d{1,3}(\.\d+)?$/.test(s.trim()) ? Number(s) : NaN);
  const la = num(lat);
  const lo = num(lon);
  if (!Number.isFinite(la) || !Number.isFinite(lo) || Math.abs(la) > 90 || Math.abs(lo) > 180)
    return { ok: false, problem: 'coordinates' };
  if (tz === undefined || !(tz.includes('/') || tz === 'UTC') || !isKnownZone(tz))
    return { ok: false, problem: 'zone' };
  const label = (param(q, 'p') ?? '').trim().slice(0, MAX_LABEL);
  return { ok: true, place: { label, lat: la, lon: lo, timezone: tz } };
}

/** The query parameters of a place, coordinates to 4 decimals (about 10 m). */
export function placeParams(place: QueryPlace): Record<string, string> {
  const round = (n: number) => String(Math.round(n * 10_000) / 10_000);
  return {
    lat: round(place.lat),
    lon: round(place.lon),
    tz: place.timezone,
    ...(place.label ? { p: place.label } : {}),
  };
}

export type PanchangQuery =
  | { ok: true; date: Ymd; place: QueryPlace | null; isToday: boolean }
  | { ok: false; problem: DateProblem | PlaceProblem };

/**
 * The panchang page's query: `date` (default today in the place's zone, else India), and the
 * place (default New Delhi, `place: null`).
 */
export function parsePanchangQuery(q: SearchParams, nowMs: number): PanchangQuery {
  const placed = parseQueryPlace(q);
  if (!placed.ok) return placed;
  const zone = placed.place?.timezone ?? DEFAULT_PLACE.timezone;
  const today = dateInZone(nowMs, zone);
  const raw = param(q, 'date');
  if (raw === undefined || raw === '') return { ok: true, date: today, place: placed.place, isToday: true };
  // The form's date field without JavaScript sends what it shows, DD/MM/YYYY.
  const slash = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw.trim());
  const parsed = parseIsoDate(slash ? `${slash[3]}-${slash[2]}-${slash[1]}` : raw);
  if (!parsed.ok) return parsed;
  return { ok: true, date: parsed.date, place: placed.place, isToday: daysBetween(today, parsed.date) === 0 };
}

/** A path of the site in a language: English has no prefix, Hindi `/hi` (i18n/routing.ts, `as-needed`). */
export const localePath = (locale: Locale, path: string) => (locale === 'hi' ? `/hi${path}` : path);

/** The panchang page's query string for a date and place. */
export function panchangSearch(date: Ymd, place: QueryPlace | null): string {
  return new URLSearchParams({ date: isoDate(date), ...(place ? placeParams(place) : {}) }).toString();
}

// ---------------------------------------------------------------------------
// Writing times and dates

const intlLocale = (locale: Locale) => (locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN');

/** The wall-clock hour (0–23) and minute of an instant in a zone, rounded to the nearest minute. */
export function wallClock(utcMs: number, zone: string): { hour: number; minute: number; date: Ymd } {
  const rounded = Math.round(utcMs / 60_000) * 60_000;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(rounded);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    hour: get('hour'),
    minute: get('minute'),
    date: { year: get('year'), month: get('month'), day: get('day') },
  };
}

/** "6:05 AM" in English; in Hindi the part of the day before the time, "सुबह 6:05". */
export function clockText(hour: number, minute: number, locale: Locale = 'en'): string {
  if (locale === 'hi') return clockTime(hour, minute, 'hi');
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "22 Nov" / "22 नव॰": a short date in the page language. */
export function shortDate(d: Ymd, locale: Locale): string {
  const t = new Date(0);
  t.setUTCFullYear(d.year, d.month - 1, d.day);
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(t);
}

/** "Sunday, 22 November 2026" / "रविवार, 22 नवंबर 2026". */
export function longDate(d: Ymd, locale: Locale, weekday = true): string {
  const t = new Date(0);
  t.setUTCFullYear(d.year, d.month - 1, d.day);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    ...(weekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(t);
}

/** "DD/MM/YYYY". */
export const slashDate = (d: Ymd) => `${pad(d.day)}/${pad(d.month)}/${pad(d.year, 4)}`;

/**
 * An instant as the place's wall-clock time, "6:05 AM"; when it falls on another calendar day
 * than `dayOf`, the date follows: "2:14 AM, 23 Nov".
 */
export function timeText(utcMs: number, zone: string, locale: Locale, dayOf?: Ymd): string {
  const w = wallClock(utcMs, zone);
  const text = clockText(w.hour, w.minute, locale);
  if (!dayOf || daysBetween(dayOf, w.date) === 0) return text;
  return `${text}, ${shortDate(w.date, locale)}`;
}

/** A span, "6:05 AM – 7:32 AM" (the end with its date when it is on another day). */
export function spanText(startMs: number, endMs: number, zone: string, locale: Locale, dayOf?: Ymd): string {
  const a = wallClock(startMs, zone);
  const b = wallClock(endMs, zone);
  // Both ends on the same other day: the date once, after the span.
  if (dayOf && daysBetween(a.date, b.date) === 0 && daysBetween(dayOf, a.date) !== 0)
    return `${clockText(a.hour, a.minute, locale)} – ${clockText(b.hour, b.minute, locale)}, ${shortDate(a.date, locale)}`;
  return `${timeText(startMs, zone, locale, dayOf)} – ${timeText(endMs, zone, locale, dayOf)}`;
}

/** The zone's offset from UTC at an instant: "UTC+05:30", "UTC−03:00" (in Hindi "यूटीसी+05:30"). */
export function utcOffsetText(zone: string, utcMs: number, locale = 'en'): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(utcMs);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-−])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return `${utcName(locale)}+00:00`;
  return `${utcName(locale)}${m[1] === '+' ? '+' : '−'}${m[2]}:${m[3] ?? '00'}`;
}

/** "28.6139° N, 77.2090° E"; in Hindi "28.6139° उत्तर, 77.2090° पूर्व". */
export function coordinatesText(lat: number, lon: number, locale = 'en'): string {
  return `${Math.abs(lat).toFixed(4)}° ${compassPoint(lat, 'lat', locale)}, ${Math.abs(lon).toFixed(4)}° ${compassPoint(lon, 'lon', locale)}`;
}
