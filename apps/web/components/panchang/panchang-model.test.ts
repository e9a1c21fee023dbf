import { describe, expect, it } from 'vitest';
import en from '../../messages/en/panchang.json';
import hi from '../../messages/hi/panchang.json';
import {
  clockText,
  coordinatesText,
  dateInZone,
  daysBetween,
  longDate,
  panchangSearch,
  parseIsoDate,
  parsePanchangQuery,
  parseQueryPlace,
  shiftDate,
  spanText,
  timeText,
  utcOffsetText,
} from './panchang-model';

// 2026-01-14 00:30 UTC = 06:00 in India, 01:30 in Berlin, 13 Jan 19:30 in New York.
const AT = Date.UTC(2026, 0, 14, 0, 30);

describe('time in the place’s zone', () => {
  it('writes 12-hour times with AM/PM', () => {
    expect(clockText(0, 5)).toBe('12:05 AM');
    expect(clockText(12, 0)).toBe('12:00 PM');
    expect(clockText(18, 45)).toBe('6:45 PM');
    expect(clockText(18, 45, 'hi')).toBe('शाम 6:45');
    expect(clockText(0, 5, 'hi')).toBe('रात 12:05');
  });

  it('reads the wall clock in the zone, not in the server’s', () => {
    expect(timeText(AT, 'Asia/Kolkata', 'en')).toBe('6:00 AM');
    expect(timeText(AT, 'Europe/Berlin', 'en')).toBe('1:30 AM');
    expect(timeText(AT, 'America/New_York', 'en')).toBe('7:30 PM');
  });

  it('rounds to the nearest minute', () => {
    expect(timeText(AT + 29_000, 'Asia/Kolkata', 'en')).toBe('6:00 AM');
    expect(timeText(AT + 31_000, 'Asia/Kolkata', 'en')).toBe('6:01 AM');
  });

  it('adds the date when the time falls on another day than the panchang’s', () => {
    const day = { year: 2026, month: 1, day: 13 };
    expect(timeText(AT, 'Asia/Kolkata', 'en', day)).toBe('6:00 AM, 14 Jan');
    expect(timeText(AT, 'Asia/Kolkata', 'hi', day)).toMatch(/^सुबह 6:00, 14 [\u0900-\u097F]/);
    expect(timeText(AT, 'America/New_York', 'en', day)).toBe('7:30 PM');
    expect(spanText(AT - 3_600_000, AT, 'Asia/Kolkata', 'en', { year: 2026, month: 1, day: 14 })).toBe(
      '5:00 AM – 6:00 AM',
    );
    // Both ends on the next day: its date once; across midnight: the end's date.
    expect(spanText(AT - 3_600_000, AT, 'Asia/Kolkata', 'en', day)).toBe('5:00 AM – 6:00 AM, 14 Jan');
    expect(spanText(AT - 8 * 3_600_000, AT, 'Asia/Kolkata', 'en', day)).toBe('10:00 PM – 6:00 AM, 14 Jan');
  });

  it('gives the UTC offset at the instant, summer time included', () => {
    expect(utcOffsetText('Asia/Kolkata', AT)).toBe('UTC+05:30');
    expect(utcOffsetText('America/New_York', AT)).toBe('UTC−05:00');
    expect(utcOffsetText('America/New_York', Date.UTC(2026, 6, 1))).toBe('UTC−04:00');
    expect(utcOffsetText('Asia/Kolkata', AT, 'hi')).toBe('यूटीसी+05:30');
  });

  it('writes coordinates with their directions in the page language', () => {
    expect(coordinatesText(28.6139, 77.209)).toBe('28.6139° N, 77.2090° E');
    expect(coordinatesText(28.6139, 77.209, 'hi')).toBe('28.6139° उत्तर, 77.2090° पूर्व');
    expect(coordinatesText(-33.8688, -70.6693, 'hi')).toBe('33.8688° दक्षिण, 70.6693° पश्चिम');
  });

  it('finds the calendar date in a zone', () => {
    expect(dateInZone(AT, 'Asia/Kolkata')).toEqual({ year: 2026, month: 1, day: 14 });
    expect(dateInZone(AT, 'America/New_York')).toEqual({ year: 2026, month: 1, day: 13 });
  });

  it('writes dates in the page language', () => {
    expect(longDate({ year: 2026, month: 1, day: 14 }, 'en')).toBe('Wednesday, 14 January 2026');
    expect(longDate({ year: 2026, month: 1, day: 14 }, 'hi')).toBe('बुधवार, 14 जनवरी 2026');
  });
});

describe('dates', () => {
  it('steps across months and years', () => {
    expect(shiftDate({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(shiftDate({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(daysBetween({ year: 2026, month: 1, day: 1 }, { year: 2026, month: 3, day: 1 })).toBe(59);
  });

  it('accepts only real dates written YYYY-MM-DD within 1900–2100', () => {
    expect(parseIsoDate('2026-01-14')).toEqual({ ok: true, date: { year: 2026, month: 1, day: 14 } });
    expect(parseIsoDate('14-01-2026')).toEqual({ ok: false, problem: 'format' });
    expect(parseIsoDate('2026-1-4')).toEqual({ ok: false, problem: 'format' });
    expect(parseIsoDate('2025-02-29')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseIsoDate('2026-13-01')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseIsoDate('1850-01-01')).toEqual({ ok: false, problem: 'range' });
  });
});

describe('the panchang query', () => {
  const place = { lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata', p: 'Mumbai' };

  it('defaults to today in India at New Delhi', () => {
    expect(parsePanchangQuery({}, AT)).toEqual({
      ok: true,
      date: { year: 2026, month: 1, day: 14 },
      place: null,
      isToday: true,
    });
  });

  it('takes today in the place’s own zone', () => {
    const q = parsePanchangQuery({ lat: '40.71', lon: '-74.01', tz: 'America/New_York' }, AT);
    expect(q.ok && q.date).toEqual({ year: 2026, month: 1, day: 13 });
  });

  it('reads the date and the place', () => {
    const q = parsePanchangQuery({ date: '2026-02-01', ...place }, AT);
    expect(q).toEqual({
      ok: true,
      date: { year: 2026, month: 2, day: 1 },
      place: { label: 'Mumbai', lat: 19.076, lon: 72.8777, timezone: 'Asia/Kolkata' },
      isToday: false,
    });
  });

  it('reads the date as the form sends it without JavaScript (DD/MM/YYYY), other orders stay wrong', () => {
    const q = parsePanchangQuery({ date: '01/02/2026' }, AT);
    expect(q.ok && q.date).toEqual({ year: 2026, month: 2, day: 1 });
    expect(parsePanchangQuery({ date: '30/02/2026' }, AT)).toEqual({ ok: false, problem: 'invalid' });
    expect(parsePanchangQuery({ date: '01-02-2026' }, AT)).toEqual({ ok: false, problem: 'format' });
  });

  it('says what is wrong with a bad link', () => {
    expect(parsePanchangQuery({ date: '2026-02-30' }, AT)).toEqual({ ok: false, problem: 'invalid' });
    expect(parsePanchangQuery({ date: 'tomorrow' }, AT)).toEqual({ ok: false, problem: 'format' });
    expect(parseQueryPlace({ lat: '95', lon: '10', tz: 'Asia/Kolkata' })).toEqual({
      ok: false,
      problem: 'coordinates',
    });
    expect(parseQueryPlace({ lat: '19', lon: '72' })).toEqual({ ok: false, problem: 'zone' });
    expect(parseQueryPlace({ lat: '19', lon: '72', tz: 'Mars/Olympus' })).toEqual({ ok: false, problem: 'zone' });
    expect(parseQueryPlace({ lat: '19; drop', lon: '72', tz: 'Asia/Kolkata' })).toEqual({
      ok: false,
      problem: 'coordinates',
    });
  });

  it('writes a query that reads back the same', () => {
    const q = parsePanchangQuery({ date: '2026-02-01', ...place }, AT);
    if (!q.ok) throw new Error('bad query');
    const search = panchangSearch(q.date, q.place);
    expect(search).toBe('date=2026-02-01&lat=19.076&lon=72.8777&tz=Asia%2FKolkata&p=Mumbai');
    expect(parsePanchangQuery(Object.fromEntries(new URLSearchParams(search)), AT)).toEqual(q);
    expect(panchangSearch({ year: 2026, month: 2, day: 1 }, null)).toBe('date=2026-02-01');
  });

  it('has a message for every problem in both languages', () => {
    for (const problem of ['format', 'invalid', 'range', 'coordinates', 'zone'] as const) {
      expect(en.errors[problem]).toBeTruthy();
      expect(hi.errors[problem]).toMatch(/[\u0900-\u097F]/);
    }
  });
});
