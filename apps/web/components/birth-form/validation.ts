import { wallTimeToUtcMs } from '@drishti/engine/civil-time';
import { type BirthValue, type Gender, isoDate, isRealDate, type PlaceValue } from './types';

/** What the form holds while it is being filled: selects start empty. */
export interface BirthDraft {
  name: string;
  gender: Gender;
  day: number | null;
  month: number | null;
  year: number | null;
  /** 1–12. */
  hour12: number | null;
  minute: number | null;
  meridiem: 'am' | 'pm' | null;
  place: PlaceValue | null;
  /** The text in the place field (to tell "empty" from "typed but not chosen"). */
  placeText: string;
}

export type BirthField = 'name' | 'date' | 'time' | 'place';
/** Keys of the `birth.errors` catalogue. */
export type BirthErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'dateRequired'
  | 'dateInvalid'
  | 'dateFuture'
  | 'timeRequired'
  | 'placeRequired'
  | 'placeChoose';
export type BirthErrors = Partial<Record<BirthField, BirthErrorKey>>;

export const BIRTH_FIELDS: readonly BirthField[] = ['name', 'date', 'time', 'place'];

export const emptyDraft = (gender: Gender = 'male'): BirthDraft => ({
  name: '',
  gender,
  day: null,
  month: null,
  year: null,
  hour12: null,
  minute: null,
  meridiem: null,
  place: null,
  placeText: '',
});

/** 0–23 from a 12-hour clock: 12 AM is 0, 12 PM is 12. */
export function to24(hour12: number, meridiem: 'am' | 'pm'): number {
  return (hour12 % 12) + (meridiem === 'pm' ? 12 : 0);
}

/** 1–12 and AM/PM from 0–23. */
export function to12(hour: number): { hour12: number; meridiem: 'am' | 'pm' } {
  return { hour12: hour % 12 === 0 ? 12 : hour % 12, meridiem: hour < 12 ? 'am' : 'pm' };
}

export function draftFromValue(v: BirthValue): BirthDraft {
  const { hour12, meridiem } = to12(v.hour);
  return {
    name: v.name,
    gender: v.gender,
    day: v.day,
    month: v.month,
    year: v.year,
    hour12,
    minute: v.minute,
    meridiem,
    place: v.place,
    placeText: v.place.label,
  };
}

/** The local date of `now` on the browser's clock, as YYYY-MM-DD. */
function todayIso(now: Date): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * Checks the draft; every field with a problem gets one message key. A birth is "in the future"
 * when its date is after today, or when the full instant at the chosen place is after `now`.
 */
export function validateBirth(d: BirthDraft, now: Date = new Date()): BirthErrors {
  const errors: BirthErrors = {};
  const name = d.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > 80) errors.name = 'nameTooLong';

  if (d.day === null || d.month === null || d.year === null) errors.date = 'dateRequired';
  else if (!isRealDate(d.year, d.month, d.day)) errors.date = 'dateInvalid';
  else if (isoDate(d.year, d.month, d.day) > todayIso(now)) errors.date = 'dateFuture';

  if (d.hour12 === null || d.minute === null || d.meridiem === null) errors.time = 'timeRequired';

  if (!d.place) errors.place = d.placeText.trim() ? 'placeChoose' : 'placeRequired';

  if (!errors.date && !errors.time && d.place && d.year && d.month && d.day && d.hour12 && d.meridiem) {
    try {
      const utc = wallTimeToUtcMs(
        {
          year: d.year,
          month: d.month,
          day: d.day,
          hour: to24(d.hour12, d.meridiem),
          minute: d.minute ?? 0,
          second: 0,
        },
        d.place.timezone,
      );
      if (utc > now.getTime()) errors.date = 'dateFuture';
    } catch {
      // An unknown zone: the API decides the offset; the date check above still holds.
    }
  }
  return errors;
}

/** The birth value of a draft without errors (null while any field has one). */
export function draftToValue(d: BirthDraft, now: Date = new Date()): BirthValue | null {
  if (Object.keys(validateBirth(d, now)).length > 0) return null;
  if (
    d.day === null ||
    d.month === null ||
    d.year === null ||
    d.hour12 === null ||
    d.minute === null ||
    d.meridiem === null ||
    !d.place
  ) {
    return null;
  }
  return {
    name: d.name.trim(),
    gender: d.gender,
    year: d.year,
    month: d.month,
    day: d.day,
    hour: to24(d.hour12, d.meridiem),
    minute: d.minute,
    place: d.place,
  };
}
