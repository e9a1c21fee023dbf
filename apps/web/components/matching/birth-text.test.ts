import { describe, expect, it } from 'vitest';
import { birthToQuery, birthFromQuery, type BirthValue } from '../birth-form/types';
import { birthDateText, birthTimeText, degreeText, joinQueries, toSearchParams, zoneText } from './birth-text';

const asha: BirthValue = {
  name: 'Asha',
  gender: 'female',
  year: 1996,
  month: 12,
  day: 7,
  hour: 0,
  minute: 5,
  place: {
    name: 'Pune',
    label: 'Pune, Maharashtra, India',
    lat: 18.5204,
    lon: 73.8567,
    timezone: 'Asia/Kolkata',
    utcOffset: 5.5,
  },
};

describe('birth texts', () => {
  it('writes dates as "7 Dec 1996" and "7 दिसंबर 1996" with Latin digits', () => {
    expect(birthDateText(asha, 'en')).toBe('7 Dec 1996');
    expect(birthDateText(asha, 'hi')).toBe('7 दिसंबर 1996');
  });

  it('writes times in 12-hour form', () => {
    expect(birthTimeText({ hour: 0, minute: 5 })).toBe('12:05 AM');
    expect(birthTimeText({ hour: 12, minute: 0 })).toBe('12:00 PM');
    expect(birthTimeText({ hour: 14, minute: 30 })).toBe('2:30 PM');
    // Hindi: the part of the day before the time, never AM/PM.
    expect(birthTimeText({ hour: 6, minute: 45 }, 'hi')).toBe('सुबह 6:45');
    expect(birthTimeText({ hour: 21, minute: 5 }, 'hi')).toBe('रात 9:05');
  });

  it('writes the zone with its offset when known, and degrees with minutes', () => {
    expect(zoneText('Asia/Kolkata', 5.5)).toBe('Asia/Kolkata, UTC+05:30');
    expect(zoneText('Asia/Kolkata', undefined)).toBe('Asia/Kolkata');
    expect(zoneText('Asia/Kolkata', 5.5, 'hi')).toBe('भारतीय समय, यूटीसी+05:30');
    expect(degreeText(21.3069)).toBe('21°18′');
    expect(degreeText(29.9999)).toBe('30°00′');
  });

  it('keeps two people apart in one query and reads them back', () => {
    const ravi: BirthValue = { ...asha, name: 'Ravi', gender: 'male', hour: 14, minute: 30 };
    const q = new URLSearchParams(joinQueries(birthToQuery(ravi, 'b'), birthToQuery(asha, 'g')));
    expect(birthFromQuery(q, 'b')).toEqual(ravi);
    expect(birthFromQuery(q, 'g')).toEqual(asha);
    const page = toSearchParams(Object.fromEntries(q));
    expect(birthFromQuery(page, 'g')?.name).toBe('Asha');
    expect(toSearchParams({ a: ['1', '2'], b: undefined }).toString()).toBe('a=1');
  });
});
