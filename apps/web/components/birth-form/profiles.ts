import { type BirthValue, type Gender, hhmm, isoDate, isRealDate } from './types';

/** A saved birth profile as `GET /api/users/profiles` lists it (packages/contracts/src/profiles.ts). */
export interface SavedProfile {
  id: string;
  name: string;
  gender: Gender;
  birthDate: string;
  birthTime: string;
  placeName: string;
  lat: number;
  lon: number;
  timezone: string;
}

export function isProfileList(data: unknown): data is SavedProfile[] {
  return (
    Array.isArray(data) &&
    data.every(
      (p) =>
        p !== null &&
        typeof p === 'object' &&
        typeof (p as SavedProfile).id === 'string' &&
        typeof (p as SavedProfile).name === 'string' &&
        typeof (p as SavedProfile).birthDate === 'string' &&
        typeof (p as SavedProfile).birthTime === 'string' &&
        typeof (p as SavedProfile).lat === 'number' &&
        typeof (p as SavedProfile).lon === 'number',
    )
  );
}

/** A saved profile as form input; null when its date or time cannot be read. */
export function profileToBirth(p: SavedProfile): BirthValue | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(p.birthDate);
  const t = /^(\d{2}):(\d{2})$/.exec(p.birthTime);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  if (!isRealDate(year, month, day)) return null;
  return {
    name: p.name,
    gender: p.gender,
    year,
    month,
    day,
    hour: Number(t[1]),
    minute: Number(t[2]),
    place: {
      name: p.placeName.split(',')[0]?.trim() || p.placeName,
      label: p.placeName,
      lat: p.lat,
      lon: p.lon,
      timezone: p.timezone,
    },
  };
}

/** The body of `POST /api/users/profiles` for a birth. */
export function birthToProfileInput(v: BirthValue) {
  return {
    name: v.name,
    gender: v.gender,
    birthDate: isoDate(v.year, v.month, v.day),
    birthTime: hhmm(v.hour, v.minute),
    placeName: v.place.label,
    lat: v.place.lat,
    lon: v.place.lon,
    timezone: v.place.timezone,
  };
}
