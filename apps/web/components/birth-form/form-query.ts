import type { Gender } from './types';
import { type BirthDraft, emptyDraft } from './validation';

/**
 * The names of the birth form's fields when it is sent as a plain GET form (the kundali page
 * served without React, sent without JavaScript): name, gender and place carry the shared link's
 * own names (`n`, `g`, `lat`, `lon`, `tz`, `p`, types.ts birthToQuery); the date and time selects
 * have names of their own, since a form cannot join three selects into `d=YYYY-MM-DD`. The server
 * reads them with draftFromFormQuery and sends the visitor on to the shared link's form.
 */
export const BIRTH_FORM_NAMES = {
  name: 'n',
  gender: 'g',
  day: 'dd',
  month: 'dm',
  year: 'dy',
  hour12: 'th',
  minute: 'tm',
  meridiem: 'ta',
  lat: 'lat',
  lon: 'lon',
  timezone: 'tz',
  label: 'p',
} as const;

export const GENDER_CODES: Record<Gender, string> = { male: 'm', female: 'f', other: 'o' };

export function genderFromCode(code: string | null | undefined): Gender {
  return code === 'f' ? 'female' : code === 'o' ? 'other' : 'male';
}

/** Whether a query holds the birth form's own fields (sent as a plain form), rather than a shared link. */
export function isFormQuery(q: URLSearchParams): boolean {
  const f = BIRTH_FORM_NAMES;
  return [f.day, f.month, f.year, f.hour12, f.minute, f.meridiem].some((k) => q.has(k));
}

const int = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

const finite = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The draft a plain form's query describes (what the visitor chose, even when incomplete). */
export function draftFromFormQuery(q: URLSearchParams): BirthDraft {
  const f = BIRTH_FORM_NAMES;
  const draft = emptyDraft(genderFromCode(q.get(f.gender)));
  const lat = finite(q.get(f.lat));
  const lon = finite(q.get(f.lon));
  const timezone = q.get(f.timezone)?.trim() ?? '';
  const label = q.get(f.label)?.trim() ?? '';
  const meridiem = q.get(f.meridiem);
  const place =
    lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && timezone && label
      ? { name: label.split(',')[0]?.trim() || label, label, lat, lon, timezone }
      : null;
  return {
    ...draft,
    name: (q.get(f.name) ?? '').slice(0, 200),
    day: int(q.get(f.day), 1, 31),
    month: int(q.get(f.month), 1, 12),
    year: int(q.get(f.year), 1, 9999),
    hour12: int(q.get(f.hour12), 1, 12),
    minute: int(q.get(f.minute), 0, 59),
    meridiem: meridiem === 'am' || meridiem === 'pm' ? meridiem : null,
    place,
    placeText: label,
  };
}
