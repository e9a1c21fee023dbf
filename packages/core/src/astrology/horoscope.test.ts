import { describe, expect, it } from 'vitest';
import { allTodayHoroscopes, horoscopeFor, indiaDate } from './horoscope';

const day = (iso: string) => Date.parse(iso);
const SECTIONS = ['love', 'career', 'money', 'health', 'family', 'travel', 'luck'] as const;

describe('horoscopes', () => {
  it('give every sign a different text on the same day, in both languages', () => {
    for (const locale of ['en', 'hi'] as const) {
      const all = allTodayHoroscopes(locale, day('2026-11-22T06:00:00Z'));
      for (const section of SECTIONS) {
        const texts = Object.values(all).map((h) => h.prediction[section]);
        expect(new Set(texts).size, `${locale} ${section}`).toBe(12);
      }
      expect(new Set(Object.values(all).map((h) => h.intro)).size).toBe(12);
      if (locale === 'hi') expect(all.aries.prediction.love).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("change a sign's text from one day to the next", () => {
    const a = allTodayHoroscopes('en', day('2026-11-22T06:00:00Z'));
    const b = allTodayHoroscopes('en', day('2026-11-23T06:00:00Z'));
    for (const sign of Object.keys(a) as (keyof typeof a)[])
      for (const section of SECTIONS) expect(a[sign].prediction[section]).not.toBe(b[sign].prediction[section]);
  });

  it('resolve yesterday, today and tomorrow in Indian time', () => {
    const now = day('2026-11-21T20:00:00Z'); // 01:30 on 22 Nov in India
    expect(indiaDate(now)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(horoscopeFor('leo', 'today-horoscope', 'en', now).start).toBe('2026-11-22');
    expect(horoscopeFor('leo', 'tomorrow-horoscope', 'en', now).start).toBe('2026-11-23');
    expect(horoscopeFor('leo', 'yesterday-horoscope', 'en', now).start).toBe('2026-11-21');
    const week = horoscopeFor('leo', 'weekly-horoscope', 'en', now);
    expect(Date.parse(week.end) - Date.parse(week.start)).toBe(6 * 86_400_000);
  });

  it('list the period’s events and the planets the prose does not name', () => {
    const month = horoscopeFor('leo', 'monthly-horoscope', 'en', day('2026-11-22T06:00:00Z'));
    expect(month.events.some((e) => e.event === 'new-moon')).toBe(true);
    for (const e of month.events) expect(month.intro).toContain(e.date.split('-').reverse().join('/'));
    const today = horoscopeFor('aries', 'daily-horoscope', 'en', day('2026-11-22T06:00:00Z'));
    for (const item of today.basis) expect(item).toMatch(/^(Saturn|Rahu|Ketu): \w+, house \d+/);
    expect(today.lucky.time).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
  });
});
