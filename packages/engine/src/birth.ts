/**
 * The birth input of the CLI contract, validated by hand (no schema library in the engine) into
 * an instant, a place and the computation options.
 *
 * The instant is either `utc` (ISO 8601 with `Z` or an offset) or local `date` + `time` + `tz`
 * (an IANA zone, historical offsets applied, or hours east of UTC). Without `tz` the zone is found
 * from `lat`/`lon` by a lookup the caller supplies: the engine core runs in browsers and carries
 * no time-zone map (the Node CLI passes one built on geo-tz).
 */
import { AYANAMSA_NAMES, type AyanamsaName } from './ayanamsa';
import { DASHA_YEAR_OPTIONS, SIDEREAL_YEAR_DAYS } from './dasha';
import type { EphemerisOptions } from './ephemeris';
import { isKnownZone, type WallTime, wallTimeToUtcMs } from './time';

/** The birth input as the CLI and API receive it (JSON). */
export interface BirthInput {
  /** ISO 8601 instant with `Z` or an offset, e.g. "1996-12-07T05:04:00Z". */
  utc?: string;
  /** Local date "YYYY-MM-DD" (with `time`). */
  date?: string;
  /** Local time "HH:MM" or "HH:MM:SS" (with `date`). */
  time?: string;
  /** IANA zone ("Asia/Kolkata") or hours east of UTC (5.5). */
  tz?: string | number;
  /** Degrees, north positive. */
  lat?: number;
  /** Degrees, east positive. */
  lon?: number;
  ayanamsa?: AyanamsaName;
  node?: 'mean' | 'true';
  positions?: 'apparent' | 'geometric';
  /** Dasha year in days: 365.256364 (default), 365.25 or 360. */
  yearDays?: number;
}

/** A validated birth: everything the engine needs, nothing to parse again. */
export interface Birth {
  /** The instant, UTC milliseconds since 1970. */
  utcMs: number;
  /** Degrees, north positive. */
  lat: number;
  /** Degrees, east positive. */
  lon: number;
  /** Ephemeris options with their defaults filled in. */
  options: Required<EphemerisOptions>;
  /** Dasha year in days. */
  yearDays: number;
  /** The zone the local time was read in, when it was given that way. */
  zone?: string | number;
}

/** Bad input: `field` names the offending field (prefixed by the caller for nested inputs). */
export class InputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'InputError';
    this.field = field;
  }
}

/** Finds the IANA zone of a place (degrees), or undefined when it cannot. */
export type ZoneLookup = (lat: number, lon: number) => string | undefined;

/** Earliest year the engine accepts: its ΔT model and planetary theories hold well after it. */
export const MIN_YEAR = 1600;
/** Latest year the engine accepts. */
export const MAX_YEAR = 2400;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2}(?:\.\d{1,3})?))?$/;
const UTC_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}(?:\.\d{1,3})?))?(Z|[+-]\d{2}:\d{2})$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

function checkDate(field: string, year: number, month: number, day: number): void {
  if (year < MIN_YEAR || year > MAX_YEAR)
    throw new InputError(field, `year must be between ${MIN_YEAR} and ${MAX_YEAR}`);
  if (month < 1 || month > 12) throw new InputError(field, 'month must be 01–12');
  if (day < 1 || day > daysInMonth(year, month)) throw new InputError(field, 'no such day in that month');
}

function checkTime(field: string, hour: number, minute: number, second: number): void {
  if (hour > 23 || minute > 59 || second >= 60) throw new InputError(field, 'time of day out of range');
}

function numberField(raw: Record<string, unknown>, field: string, min: number, max: number): number {
  const value = raw[field];
  if (value === undefined || value === null) throw new InputError(field, 'required');
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InputError(field, 'must be a number');
  if (value < min || value > max) throw new InputError(field, `must be between ${min} and ${max}`);
  return value;
}

function choice<T extends string>(raw: Record<string, unknown>, field: string, allowed: readonly T[], fallback: T): T {
  const value = raw[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new InputError(field, `must be one of ${allowed.map((a) => `"${a}"`).join(', ')}`);
  }
  return value as T;
}

function parseUtc(value: unknown): number {
  if (typeof value !== 'string') throw new InputError('utc', 'must be an ISO 8601 string');
  const m = UTC_RE.exec(value);
  if (!m) throw new InputError('utc', 'must look like 1996-12-07T05:04:00Z (seconds optional, Z or ±HH:MM)');
  checkDate('utc', Number(m[1]), Number(m[2]), Number(m[3]));
  checkTime('utc', Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new InputError('utc', 'not a valid instant');
  return ms;
}

/** The zone a local time is read in: `tz` as given (IANA name or hours east of UTC), or the place's zone found by `findZone`. */
export function zoneOf(tz: unknown, lat: number, lon: number, findZone?: ZoneLookup): string | number {
  if (tz === undefined || tz === null) {
    const found = findZone?.(lat, lon);
    if (!found) throw new InputError('tz', 'required: no time zone could be found for lat/lon');
    return found;
  }
  if (typeof tz === 'number') {
    if (!Number.isFinite(tz) || tz < -14 || tz > 14)
      throw new InputError('tz', 'hours east of UTC must be between -14 and 14');
    return tz;
  }
  if (typeof tz === 'string') {
    if (!isKnownZone(tz)) throw new InputError('tz', `unknown time zone "${tz}"`);
    return tz;
  }
  throw new InputError('tz', 'must be an IANA zone name or hours east of UTC');
}

/** A checked wall time read in its zone: the instant and the zone. */
function localInstant(wall: WallTime, tz: unknown, lat: number, lon: number, findZone?: ZoneLookup) {
  checkDate('date', wall.year, wall.month, wall.day);
  checkTime('time', wall.hour, wall.minute, wall.second);
  const zone = zoneOf(tz, lat, lon, findZone);
  return { utcMs: wallTimeToUtcMs(wall, zone), zone };
}

function parseLocal(raw: Record<string, unknown>, lat: number, lon: number, findZone?: ZoneLookup) {
  const { date, time } = raw;
  if (date === undefined) throw new InputError('date', 'required (or give utc)');
  if (time === undefined) throw new InputError('time', 'required (or give utc)');
  if (typeof date !== 'string') throw new InputError('date', 'must be a string "YYYY-MM-DD"');
  if (typeof time !== 'string') throw new InputError('time', 'must be a string "HH:MM" or "HH:MM:SS"');
  const d = DATE_RE.exec(date);
  if (!d) throw new InputError('date', 'must look like 1996-12-07');
  const t = TIME_RE.exec(time);
  if (!t) throw new InputError('time', 'must look like 10:34 or 10:34:20');
  const wall: WallTime = {
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
    second: Number(t[3] ?? 0),
  };
  return localInstant(wall, raw.tz, lat, lon, findZone);
}

/** Place and computation options, validated (shared by both forms of the input). */
function placeAndOptions(raw: Record<string, unknown>) {
  const lat = numberField(raw, 'lat', -90, 90);
  const lon = numberField(raw, 'lon', -180, 180);
  const options: Required<EphemerisOptions> = {
    ayanamsa: choice(raw, 'ayanamsa', AYANAMSA_NAMES, 'lahiri'),
    node: choice(raw, 'node', ['mean', 'true'] as const, 'mean'),
    positions: choice(raw, 'positions', ['apparent', 'geometric'] as const, 'apparent'),
  };
  let yearDays = SIDEREAL_YEAR_DAYS;
  if (raw.yearDays !== undefined && raw.yearDays !== null) {
    if (!(DASHA_YEAR_OPTIONS as readonly unknown[]).includes(raw.yearDays)) {
      throw new InputError('yearDays', `must be one of ${DASHA_YEAR_OPTIONS.join(', ')}`);
    }
    yearDays = raw.yearDays as number;
  }
  return { lat, lon, options, yearDays };
}

/** A birth as numbers: local wall time, the place and options (what forms and the API hold). */
export interface LocalBirthInput {
  year: number;
  month: number;
  day: number;
  hour: number;
  min: number;
  sec?: number | undefined;
  lat: number;
  lon: number;
  /** IANA zone or hours east of UTC; absent: found from lat/lon by `findZone`. */
  tz?: string | number | undefined;
  ayanamsa?: AyanamsaName | undefined;
  node?: 'mean' | 'true' | undefined;
  positions?: 'apparent' | 'geometric' | undefined;
  yearDays?: number | undefined;
}

/**
 * The typed twin of {@link parseBirth} for a local birth given as numbers: the same checks and the
 * same {@link InputError} fields (`date`, `time`, `tz`, `lat`…), without writing the date and time
 * out as strings to read them back.
 */
export function localBirth(input: LocalBirthInput, findZone?: ZoneLookup): Birth {
  const raw = input as unknown as Record<string, unknown>;
  const { lat, lon, options, yearDays } = placeAndOptions(raw);
  const wall: WallTime = {
    year: input.year,
    month: input.month,
    day: input.day,
    hour: input.hour,
    minute: input.min,
    second: input.sec ?? 0,
  };
  for (const [field, v] of [
    ['date', wall.year],
    ['date', wall.month],
    ['date', wall.day],
    ['time', wall.hour],
    ['time', wall.minute],
    ['time', wall.second],
  ] as const) {
    if (!Number.isInteger(v) || v < 0) throw new InputError(field, 'must be whole numbers');
  }
  const { utcMs, zone } = localInstant(wall, input.tz, lat, lon, findZone);
  return { utcMs, lat, lon, options, yearDays, zone };
}

/**
 * Validates a birth input and resolves its instant. Throws {@link InputError} naming the field at
 * fault. `findZone` supplies the zone when `tz` is missing.
 */
export function parseBirth(input: unknown, findZone?: ZoneLookup): Birth {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new InputError('input', 'must be a JSON object');
  }
  const raw = input as Record<string, unknown>;
  const { lat, lon, options, yearDays } = placeAndOptions(raw);
  const hasLocal = raw.date !== undefined || raw.time !== undefined;
  if (raw.utc !== undefined && hasLocal) throw new InputError('utc', 'give either utc or date and time, not both');
  if (raw.utc !== undefined) return { utcMs: parseUtc(raw.utc), lat, lon, options, yearDays };
  const { utcMs, zone } = parseLocal(raw, lat, lon, findZone);
  return { utcMs, lat, lon, options, yearDays, zone };
}

/** True for an already validated {@link Birth} (as opposed to raw input). */
export function isBirth(value: unknown): value is Birth {
  const v = value as Partial<Birth> | null;
  return typeof v === 'object' && v !== null && typeof v.utcMs === 'number' && typeof v.options === 'object';
}

/** A validated birth as is, or raw birth input validated by {@link parseBirth}. */
export function toBirth(input: Birth | BirthInput, findZone?: ZoneLookup): Birth {
  return isBirth(input) ? input : parseBirth(input, findZone);
}
