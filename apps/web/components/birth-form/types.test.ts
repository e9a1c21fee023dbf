import { describe, expect, it } from 'vitest';
import {
  type BirthValue,
  birthFromQuery,
  birthToQuery,
  daysInMonth,
  formatUtcOffset,
  isRealDate,
  toBirthRequest,
  YEARS_BACK,
  yearOptions,
} from './types';

const asha: BirthValue = {
  name: 'Asha Verma',
  gender: 'female',
  year: 1990,
  month: 8,
  day: 15,
  hour: 14,
  minute: 30,
  place: {
    name: 'Pune',
    label: 'Pune, Maharashtra, India',
    lat: 18.51957,
    lon: 73.85535,
    timezone: 'Asia/Kolkata',
    utcOffset: 5.5,
  },
};

describe('birth ↔ query', () => {
  it('round-trips every field', () => {
    const q = birthToQuery(asha);
    expect(q.get('d')).toBe('1990-08-15');
    expect(q.get('t')).toBe('14:30');
    expect(q.get('tz')).toBe('Asia/Kolkata');
    expect(birthFromQuery(new URLSearchParams(q.toString()))).toEqual(asha);
  });

  it('keeps two people apart with a prefix and survives Hindi place names', () => {
    const hi: BirthValue = {
      ...asha,
      gender: 'male',
      name: 'राहुल',
      hour: 0,
      minute: 5,
      place: { name: 'पुणे', label: 'पुणे, महाराष्ट्र, भारत', lat: 18.52, lon: 73.86, timezone: 'Asia/Kolkata' },
    };
    const q = new URLSearchParams([...birthToQuery(asha, 'g_'), ...birthToQuery(hi, 'b_')]);
    const again = new URLSearchParams(q.toString());
    expect(birthFromQuery(again, 'g_')).toEqual(asha);
    expect(birthFromQuery(again, 'b_')).toEqual(hi);
    expect(birthFromQuery(again)).toBeNull();
  });

  it('keeps a place name that is not the first part of its label', () => {
    const v = { ...asha, place: { ...asha.place, name: 'Poona', utcOffset: undefined } };
    delete v.place.utcOffset;
    expect(birthFromQuery(birthToQuery(v))?.place.name).toBe('Poona');
  });

  it('rejects missing or impossible values', () => {
    const q = birthToQuery(asha);
    q.set('d', '1990-02-31');
    expect(birthFromQuery(q)).toBeNull();
    const r = birthToQuery(asha);
    r.set('t', '24:00');
    expect(birthFromQuery(r)).toBeNull();
    const s = birthToQuery(asha);
    s.delete('lat');
    expect(birthFromQuery(s)).toBeNull();
    const u = birthToQuery(asha);
    u.set('lon', '200');
    expect(birthFromQuery(u)).toBeNull();
  });

  it('makes the API request without a zone (the API finds it from place and date)', () => {
    expect(toBirthRequest(asha)).toEqual({
      day: 15,
      month: 8,
      year: 1990,
      hour: 14,
      min: 30,
      lat: 18.51957,
      lon: 73.85535,
    });
  });
});

describe('calendar helpers', () => {
  it('knows real dates', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(1990, 2, 31)).toBe(false);
    expect(isRealDate(1990, 4, 31)).toBe(false);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('lists years from the current year back 120', () => {
    const years = yearOptions(new Date(2031, 5, 1));
    expect(YEARS_BACK).toBe(120);
    expect(years[0]).toBe(2031);
    expect(years.at(-1)).toBe(1911);
    expect(years).toHaveLength(121);
    expect(yearOptions()[0]).toBe(new Date().getFullYear());
  });

  it('writes UTC offsets', () => {
    expect(formatUtcOffset(5.5)).toBe('UTC+05:30');
    expect(formatUtcOffset(5.75)).toBe('UTC+05:45');
    expect(formatUtcOffset(-3.5)).toBe('UTC−03:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    // Hindi pages write UTC in Devanagari (docs/HINDI-STYLE.md).
    expect(formatUtcOffset(5.5, 'hi')).toBe('यूटीसी+05:30');
    expect(formatUtcOffset(-3.5, 'hi')).toBe('यूटीसी−03:30');
  });
});
