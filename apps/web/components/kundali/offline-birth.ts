import { type BirthValue, toBirthRequest } from '../birth-form/types';
import type { OfflineBirthRequest } from '../offline/load';

/** The birth as the offline calculations take it: the API's fields plus the place's zone. */
export function toOfflineRequest(v: BirthValue): OfflineBirthRequest {
  return {
    ...toBirthRequest(v),
    timezone: v.place.timezone,
    ...(v.place.utcOffset !== undefined ? { utcOffset: v.place.utcOffset } : {}),
  };
}

/**
 * True when two births give the same kundali and the same page: the URL's birth against the one
 * the page was rendered with. Coordinates are compared as the URL writes them (6 decimals).
 */
export function sameBirth(a: BirthValue | null, b: BirthValue | null): boolean {
  if (!a || !b) return a === b;
  const near = (x: number, y: number) => Math.abs(x - y) < 5e-7;
  return (
    a.name === b.name &&
    a.gender === b.gender &&
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    near(a.place.lat, b.place.lat) &&
    near(a.place.lon, b.place.lon) &&
    a.place.timezone === b.place.timezone &&
    a.place.label === b.place.label
  );
}
