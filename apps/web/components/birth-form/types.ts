/**
 * The birth details every birth-based tool asks for, their request shape for the API, and their
 * form in a shareable URL query (`?n=Asha&g=f&d=1990-08-15&t=14:30&lat=18.52&lon=73.86&tz=Asia/Kolkata&p=Pune`).
 * Pure functions: safe on the server and in the browser.
 */

/** A place chosen from the place search. */
export interface PlaceValue {
  /** The place's own name ("Pune"). */
  name: string;
  /** What the field shows ("Pune, Maharashtra, India"), in the language it was chosen in. */
  label: string;
  lat: number;
  lon: number;
  /** IANA zone ("Asia/Kolkata"). */
  timezone: string;
  /** Hours east of UTC on the birth date, when known. */
  utcOffset?: number;
}

export type Gender = 'male' | 'female' | 'other';

export interface BirthValue {
  name: string;
  gender: Gender;
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
  /** 0–23. */
  hour: number;
  /** 0–59. */
  minute: number;
  place: PlaceValue;
}

/** The birth part of the API's request bodies; the time zone is left to the API (from place and date). */
export interface BirthRequest {
  day: number;
  month: number;
  year: number;
  hour: number;
  min: number;
  lat: number;
  lon: number;
}

/** How many years back the year list goes from the current year. */
export const YEARS_BACK = 120;

export function toBirthRequest(v: BirthValue): BirthRequest {
  return {
    day: v.day,
    month: v.month,
    year: v.year,
    hour: v.hour,
    min: v.minute,
    lat: v.place.lat,
    lon: v.place.lon,
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "1990-08-15". */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** "14:30" (24-hour). */
export function hhmm(hour: number, minute: number): string {
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** Whether year-month-day is a real calendar date (no 31 February). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}

/** The years of the year select: this year first, back 120 years. */
export function yearOptions(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: YEARS_BACK + 1 }, (_, i) => current - i);
}

/** UTC as a reader of the page writes it: "UTC" in English, "यूटीसी" in Hindi (docs/HINDI-STYLE.md). */
export function utcName(locale: string): string {
  return locale === 'hi' ? 'यूटीसी' : 'UTC';
}

const COMPASS = {
  en: { N: 'N', S: 'S', E: 'E', W: 'W' },
  hi: { N: 'उत्तर', S: 'दक्षिण', E: 'पूर्व', W: 'पश्चिम' },
} as const;

/** The direction written after a latitude or longitude's degrees: "N", "E"; in Hindi "उत्तर", "पूर्व". */
export function compassPoint(value: number, kind: 'lat' | 'lon', locale: string): string {
  const d = locale === 'hi' ? COMPASS.hi : COMPASS.en;
  return kind === 'lat' ? (value >= 0 ? d.N : d.S) : value >= 0 ? d.E : d.W;
}

/** Hours east of UTC in short form: 5.5 → "UTC+05:30", -3.5 → "UTC−03:30", 0 → "UTC+00:00". */
export function formatUtcOffset(hours: number, locale = 'en'): string {
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const sign = hours < 0 ? '−' : '+';
  return `${utcName(locale)}${sign}${pad2(Math.floor(totalMinutes / 60))}:${pad2(totalMinutes % 60)}`;
}

const GENDER_CODES: Record<Gender, string> = { male: 'm', female: 'f', other: 'o' };

function round6(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

/** The birth details as URL query parameters; `prefix` keeps two people apart (`b_n`, `g_n`). */
export function birthToQuery(v: BirthValue, prefix = ''): URLSearchParams {
  const q = new URLSearchParams();
  const k = (key: string) => `${prefix}${key}`;
  q.set(k('n'), v.name);
  q.set(k('g'), GENDER_CODES[v.gender]);
  q.set(k('d'), isoDate(v.year, v.month, v.day));
  q.set(k('t'), hhmm(v.hour, v.minute));
  q.set(k('lat'), round6(v.place.lat));
  q.set(k('lon'), round6(v.place.lon));
  q.set(k('tz'), v.place.timezone);
  q.set(k('p'), v.place.label);
  if (v.place.name !== firstPart(v.place.label)) q.set(k('pn'), v.place.name);
  if (v.place.utcOffset !== undefined) q.set(k('o'), String(v.place.utcOffset));
  return q;
}

function firstPart(label: string): string {
  return label.split(',')[0]?.trim() ?? label;
}

function num(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Reads what birthToQuery wrote; null when anything is missing or out of range. */
export function birthFromQuery(q: URLSearchParams, prefix = ''): BirthValue | null {
  const get = (key: string) => q.get(`${prefix}${key}`);
  const name = get('n')?.trim();
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(get('d') ?? '');
  const time = /^(\d{1,2}):(\d{2})$/.exec(get('t') ?? '');
  const lat = num(get('lat'));
  const lon = num(get('lon'));
  const timezone = get('tz')?.trim();
  const label = get('p')?.trim();
  if (!name || !date || !time || lat === null || lon === null || !timezone || !label) return null;
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const [hour, minute] = [Number(time[1]), Number(time[2])];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const g = get('g');
  const gender: Gender = g === 'f' ? 'female' : g === 'o' ? 'other' : 'male';
  const offset = num(get('o'));
  const place: PlaceValue = {
    name: get('pn')?.trim() || firstPart(label),
    label,
    lat,
    lon,
    timezone,
    ...(offset !== null && Math.abs(offset) <= 15 ? { utcOffset: offset } : {}),
  };
  return { name, gender, year, month, day, hour, minute, place };
}
