import type { Locale } from '@drishti/content/types';
import { clockTime, zoneName } from '../../lib/clock';
import { type BirthValue, formatUtcOffset } from '../birth-form/types';

/**
 * Birth details as the result pages show them: "15 Aug 1990" / "15 अगस्त 1990", "2:30 PM",
 * "Asia/Kolkata, UTC+05:30". Latin digits in both languages (docs/CONVENTIONS.md).
 */
export function birthDateText(v: Pick<BirthValue, 'year' | 'month' | 'day'>, locale: Locale): string {
  const date = new Date(0);
  date.setUTCFullYear(v.year, v.month - 1, v.day);
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    day: 'numeric',
    month: locale === 'hi' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * 24-hour time in 12-hour form: 0:05 → "12:05 AM", 14:30 → "2:30 PM"; in Hindi as a Hindi reader
 * writes it (14:30 → "दोपहर 2:30").
 */
export function birthTimeText(v: Pick<BirthValue, 'hour' | 'minute'>, locale: Locale = 'en'): string {
  if (locale === 'hi') return clockTime(v.hour, v.minute, locale);
  const h12 = v.hour % 12 === 0 ? 12 : v.hour % 12;
  return `${h12}:${String(v.minute).padStart(2, '0')} ${v.hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The time zone and its offset on the birth date, when known: "Asia/Kolkata, UTC+05:30"; in Hindi
 * "भारतीय समय, यूटीसी+05:30".
 */
export function zoneText(zone: string, utcOffset: number | null | undefined, locale: Locale = 'en'): string {
  const name = zoneName(zone, locale);
  return utcOffset === null || utcOffset === undefined ? name : `${name}, ${formatUtcOffset(utcOffset, locale)}`;
}

/** Degrees within a sign as degrees and minutes: 21.3069 → "21°18′". */
export function degreeText(degrees: number): string {
  let d = Math.floor(degrees);
  let m = Math.round((degrees - d) * 60);
  if (m === 60) {
    d += 1;
    m = 0;
  }
  return `${d}°${String(m).padStart(2, '0')}′`;
}

/**
 * The URL query prefixes of the two people in a match (`bn=Ravi&…&gn=Priya&…`). Kept in this plain
 * module: a server page importing a value from a 'use client' module gets a client reference.
 */
export const BOY_PREFIX = 'b';
export const GIRL_PREFIX = 'g';

/** The query string of a tool's URL: one or two people's birth details. */
export function joinQueries(...parts: URLSearchParams[]): string {
  const all = new URLSearchParams();
  for (const part of parts) for (const [k, v] of part) all.set(k, v);
  return all.toString();
}

/** A page's `searchParams` as URLSearchParams (repeated keys keep their first value). */
export function toSearchParams(raw: Readonly<Record<string, string | string[] | undefined>>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined) q.set(k, value);
  }
  return q;
}
