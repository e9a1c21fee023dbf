import { HOROSCOPE_PERIOD_SLUGS } from '@drishti/content/horoscope-phrases';
import { describe, expect, it } from 'vitest';
import { resolvePeriodValue as resolvePeriod } from '@drishti/engine/horoscope';
import { addDays } from '@drishti/engine/panchang';
import {
  dateRange,
  formatDate,
  horoscopeFor,
  indiaDate,
  isPeriodValue,
  isSignKey,
  PERIOD_VALUES,
  presentHoroscope,
  previewText,
  previewWords,
  signPeriodTitle,
  todayHoroscopes,
  twelveHoroscopes,
} from './horoscope';

// 22 Nov 2026, 20:00 UTC = 23 Nov 2026, 01:30 IST.
const lateEvening = Date.UTC(2026, 10, 22, 20, 0);
// 22 Nov 2026, 12:00 UTC = 17:30 IST.
const noon = Date.UTC(2026, 10, 22, 12, 0);

describe('India date', () => {
  it('reckons the day in IST, not UTC', () => {
    expect(indiaDate(noon)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(indiaDate(lateEvening)).toEqual({ year: 2026, month: 11, day: 23 });
    // 18:29 UTC is 23:59 IST, 18:30 UTC is midnight.
    expect(indiaDate(Date.UTC(2026, 11, 31, 18, 29))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(indiaDate(Date.UTC(2026, 11, 31, 18, 30))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('adds days across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('period values', () => {
  const today = { year: 2026, month: 11, day: 22 };

  it('are the seven of the spec, in order', () => {
    expect(PERIOD_VALUES).toEqual([
      'daily-horoscope',
      'today-horoscope',
      'tomorrow-horoscope',
      'yesterday-horoscope',
      'weekly-horoscope',
      'monthly-horoscope',
      'yearly-horoscope',
    ]);
    // The content's titles are keyed by the same slugs.
    expect([...HOROSCOPE_PERIOD_SLUGS]).toEqual([...PERIOD_VALUES]);
    expect(isPeriodValue('weekly-horoscope')).toBe(true);
    expect(isPeriodValue('hourly-horoscope')).toBe(false);
    expect(isSignKey('leo')).toBe(true);
    expect(isSignKey('ophiuchus')).toBe(false);
  });

  it('title the sign pages as the spec says', () => {
    expect(signPeriodTitle('leo', 'daily-horoscope', 'en')).toBe('Leo Daily Horoscope');
    expect(signPeriodTitle('leo', 'daily-horoscope', 'hi')).toBe('सिंह दैनिक राशिफल');
    expect(signPeriodTitle('aries', 'yesterday-horoscope', 'en')).toBe("Aries Yesterday's Horoscope");
    expect(signPeriodTitle('pisces', 'tomorrow-horoscope', 'en')).toBe("Pisces Tomorrow's Horoscope");
    expect(signPeriodTitle('virgo', 'yearly-horoscope', 'hi')).toBe('कन्या वार्षिक राशिफल');
  });

  it('map to the engine period and date as the API does', () => {
    expect(resolvePeriod('daily-horoscope', today)).toEqual({ period: 'daily', date: today });
    expect(resolvePeriod('today-horoscope', today)).toEqual({ period: 'daily', date: today });
    expect(resolvePeriod('tomorrow-horoscope', today)).toEqual({
      period: 'daily',
      date: { year: 2026, month: 11, day: 23 },
    });
    expect(resolvePeriod('yesterday-horoscope', today)).toEqual({
      period: 'daily',
      date: { year: 2026, month: 11, day: 21 },
    });
    expect(resolvePeriod('weekly-horoscope', today)).toEqual({ period: 'weekly', date: today });
    expect(resolvePeriod('monthly-horoscope', today)).toEqual({ period: 'monthly', date: today });
    expect(resolvePeriod('yearly-horoscope', today)).toEqual({ period: 'yearly', date: today });
  });

  it('give horoscopes covering the right dates', () => {
    expect(horoscopeFor('leo', 'daily-horoscope', noon)).toMatchObject({ start: '2026-11-22', end: '2026-11-22' });
    expect(horoscopeFor('leo', 'tomorrow-horoscope', noon).start).toBe('2026-11-23');
    expect(horoscopeFor('leo', 'yesterday-horoscope', noon).start).toBe('2026-11-21');
    // Past midnight in India it is already the 23rd.
    expect(horoscopeFor('leo', 'today-horoscope', lateEvening).start).toBe('2026-11-23');
    // Weeks run Monday to Sunday.
    expect(horoscopeFor('leo', 'weekly-horoscope', noon)).toMatchObject({ start: '2026-11-16', end: '2026-11-22' });
    expect(horoscopeFor('leo', 'monthly-horoscope', noon)).toMatchObject({ start: '2026-11-01', end: '2026-11-30' });
    expect(horoscopeFor('pisces', 'yearly-horoscope', noon)).toMatchObject({ start: '2026-01-01', end: '2026-12-31' });
    expect(horoscopeFor('leo', 'daily-horoscope', noon).sign).toBe(5);
  });

  it('computes a period once for all twelve signs', () => {
    const date = { year: 2026, month: 11, day: 22 };
    const a = twelveHoroscopes('daily', date);
    expect(a).toHaveLength(12);
    expect(twelveHoroscopes('daily', { ...date })).toBe(a);
    expect(todayHoroscopes(noon)).toBe(a);
  });
});

describe('presentation', () => {
  it('shows dates as DD/MM/YYYY and ranges with a dash', () => {
    expect(formatDate('2026-11-02')).toBe('02/11/2026');
    expect(dateRange({ start: '2026-11-22', end: '2026-11-22' })).toBe('22/11/2026');
    expect(dateRange({ start: '2026-11-16', end: '2026-11-22' })).toBe('16/11/2026 – 22/11/2026');
  });

  it('previews the first 21 words', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i + 1}`);
    const p = previewWords(words.join(' '));
    expect(p.truncated).toBe(true);
    expect(p.text.replace('…', '').split(' ')).toEqual(words.slice(0, 21));
    expect(previewWords('  short  text here ')).toEqual({ text: 'short text here', truncated: false });
    expect(previewWords(words.slice(0, 21).join(' '))).toEqual({
      text: words.slice(0, 21).join(' '),
      truncated: false,
    });
    expect(previewWords('one, two, three', 2).text).toBe('one, two…');
    // Hindi words are separated by spaces too.
    const hi = previewWords('इस अवधि में ध्यान आप पर है: आपकी ऊर्जा, आपका रूप-रंग और आपका व्यक्तित्व।', 5);
    expect(hi.text).toBe('इस अवधि में ध्यान आप…');
  });

  it('puts the sky, every section, a remedy and the lucky basis in words, in both languages', () => {
    const h = horoscopeFor('leo', 'weekly-horoscope', noon);
    for (const locale of ['en', 'hi'] as const) {
      const view = presentHoroscope(h, locale);
      expect(view.sections.map((s) => s.key)).toEqual([
        'love',
        'career',
        'money',
        'health',
        'family',
        'travel',
        'luck',
      ]);
      for (const s of view.sections) {
        expect(s.text.length).toBeGreaterThan(40);
        // No ISO dates leak into the text.
        expect(s.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
        if (locale === 'hi') expect(s.text).toMatch(/[\u0900-\u097F]/);
      }
      expect(view.intro).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(view.intro).toMatch(/\d\d\/\d\d\/\d{4}/);
      expect(view.remedy.text.length).toBeGreaterThan(40);
      expect(view.lucky.number).toBeGreaterThanOrEqual(1);
      expect(view.lucky.colourName.length).toBeGreaterThan(0);
      expect(view.lucky.basis.factors.length).toBeGreaterThan(0);
    }
    expect(presentHoroscope(h, 'en').intro).toMatch(/^The Moon /);
    expect(previewText(h, 'en')).toContain(presentHoroscope(h, 'en').sections[0]!.text);
  });
});
