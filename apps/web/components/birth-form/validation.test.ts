import { describe, expect, it } from 'vitest';
import { type BirthDraft, draftFromValue, draftToValue, emptyDraft, to12, to24, validateBirth } from './validation';

const now = new Date('2025-06-10T12:00:00+05:30');
const pune = { name: 'Pune', label: 'Pune, Maharashtra, India', lat: 18.52, lon: 73.86, timezone: 'Asia/Kolkata' };
const good: BirthDraft = {
  ...emptyDraft(),
  name: 'Asha',
  day: 15,
  month: 8,
  year: 1990,
  hour12: 2,
  minute: 30,
  meridiem: 'pm',
  place: pune,
  placeText: pune.label,
};

describe('validateBirth', () => {
  it('asks for every required field of an empty form', () => {
    expect(validateBirth(emptyDraft(), now)).toEqual({
      name: 'nameRequired',
      date: 'dateRequired',
      time: 'timeRequired',
      place: 'placeRequired',
    });
  });

  it('accepts a complete birth', () => {
    expect(validateBirth(good, now)).toEqual({});
    expect(draftToValue(good, now)).toMatchObject({ hour: 14, minute: 30, year: 1990, place: pune });
  });

  it('rejects 31 February and 31 April', () => {
    expect(validateBirth({ ...good, day: 31, month: 2 }, now).date).toBe('dateInvalid');
    expect(validateBirth({ ...good, day: 31, month: 4 }, now).date).toBe('dateInvalid');
    expect(validateBirth({ ...good, day: 29, month: 2, year: 2024 }, now).date).toBeUndefined();
  });

  it('rejects a birth in the future: a later date, or later today at the place', () => {
    expect(validateBirth({ ...good, day: 11, month: 6, year: 2025 }, now).date).toBe('dateFuture');
    expect(validateBirth({ ...good, day: 10, month: 6, year: 2025, hour12: 3, meridiem: 'pm' }, now).date).toBe(
      'dateFuture',
    );
    expect(
      validateBirth({ ...good, day: 10, month: 6, year: 2025, hour12: 9, meridiem: 'am' }, now).date,
    ).toBeUndefined();
    expect(draftToValue({ ...good, year: 2026 }, now)).toBeNull();
  });

  it('wants the place chosen from the list, not only typed', () => {
    expect(validateBirth({ ...good, place: null, placeText: 'Pun' }, now).place).toBe('placeChoose');
    expect(validateBirth({ ...good, place: null, placeText: '  ' }, now).place).toBe('placeRequired');
  });

  it('trims names and limits their length', () => {
    expect(validateBirth({ ...good, name: '   ' }, now).name).toBe('nameRequired');
    expect(validateBirth({ ...good, name: 'a'.repeat(81) }, now).name).toBe('nameTooLong');
  });
});

describe('12-hour clock', () => {
  it('converts both ways', () => {
    expect(to24(12, 'am')).toBe(0);
    expect(to24(12, 'pm')).toBe(12);
    expect(to24(1, 'pm')).toBe(13);
    expect(to12(0)).toEqual({ hour12: 12, meridiem: 'am' });
    expect(to12(23)).toEqual({ hour12: 11, meridiem: 'pm' });
    const v = draftToValue(good, now);
    expect(v && draftFromValue(v)).toEqual(good);
  });
});
