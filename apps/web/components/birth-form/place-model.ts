import type { PlaceCandidateData } from '@drishti/contracts/places';
import { wallTimeAsUtcMs, zoneOffsetSeconds } from '@drishti/engine/civil-time';
import type { PlaceValue } from './types';

/** How long the place search waits after the last keystroke. */
export const PLACE_DEBOUNCE_MS = 250;
/** The fewest letters the API searches for. */
export const PLACE_MIN_CHARS = 2;

/** One answer of `POST /api/users/commons/geo_details`, as the page uses it. */
export type PlaceCandidate = Omit<PlaceCandidateData, 'population' | 'match'>;

/** A light check of the API's answer, so that the zod schemas stay out of the page's JavaScript. */
export function isCandidateList(data: unknown): data is PlaceCandidate[] {
  return (
    Array.isArray(data) &&
    data.every(
      (c) =>
        c !== null &&
        typeof c === 'object' &&
        typeof (c as PlaceCandidate).id === 'number' &&
        typeof (c as PlaceCandidate).name === 'string' &&
        typeof (c as PlaceCandidate).lat === 'number' &&
        typeof (c as PlaceCandidate).lon === 'number' &&
        typeof (c as PlaceCandidate).timezone === 'string',
    )
  );
}

/** The place's name in the page's language (Hindi names for Indian places on /hi). */
export function candidateName(c: PlaceCandidate, locale: string): string {
  return locale === 'hi' && c.nameHi ? c.nameHi : c.name;
}

/** "Pune, Maharashtra, India" / "पुणे, महाराष्ट्र, भारत". */
export function candidateLabel(c: PlaceCandidate, locale: string): string {
  const hi = locale === 'hi';
  const name = candidateName(c, locale);
  const state = hi && c.stateHi ? c.stateHi : c.state;
  const country = hi && c.countryNameHi ? c.countryNameHi : c.countryName;
  return [name, state && state !== name ? state : null, country].filter(Boolean).join(', ');
}

export function candidateToPlace(c: PlaceCandidate, locale: string): PlaceValue {
  return {
    name: candidateName(c, locale),
    label: candidateLabel(c, locale),
    lat: c.lat,
    lon: c.lon,
    timezone: c.timezone,
    ...(c.utcOffset !== undefined ? { utcOffset: c.utcOffset } : {}),
  };
}

/**
 * Hours east of UTC of a zone at noon on a local date ("1990-08-15"), from the browser's time-zone
 * database (the same data the API reads); undefined for an unknown zone or a malformed date.
 */
export function offsetOnDate(timezone: string, date: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  try {
    const noon = wallTimeAsUtcMs({
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      hour: 12,
      minute: 0,
      second: 0,
    });
    return zoneOffsetSeconds(timezone, noon) / 3600;
  } catch {
    return undefined;
  }
}
