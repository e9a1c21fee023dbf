import { ZODIAC_KEYS } from '@drishti/content/zodiac';
import { sunSignSpans } from '@drishti/engine/sun-signs';
import { describe, expect, it } from 'vitest';
import { signDatesYear, sunSignDates } from './sun-sign-dates';

describe('sunSignDates', () => {
  it('writes the sidereal Sun-sign dates of the year in either language', () => {
    expect(sunSignDates('sagittarius', 'en', 2026)).toBe('December 16 – January 13');
    expect(sunSignDates('sagittarius', 'hi', 2026)).toBe('16 दिसंबर – 13 जनवरी');
    expect(sunSignDates('scorpio', 'en', 2026)).toBe('November 16 – December 15');
    expect(sunSignDates('capricorn', 'hi', 2026)).toBe('14 जनवरी – 12 फ़रवरी');
    expect(sunSignDates('aries', 'en', 2026)).toBe('April 14 – May 14');
  });

  it('follows the engine for every sign and year, never the tropical table', () => {
    for (const year of [2026, 2027]) {
      const spans = sunSignSpans(year, 5.5);
      for (const [i, key] of ZODIAC_KEYS.entries()) {
        const span = spans.find((s) => s.sign === i + 1)!;
        expect(sunSignDates(key, 'en', year)).toMatch(new RegExp(` ${span.first.day} – .* ${span.last.day}$`));
      }
      expect(sunSignDates('sagittarius', 'en', year)).not.toMatch(/^November 22/);
    }
  });

  it('takes the year in India', () => {
    // 31 December 2026, 20:00 UTC is already 1 January 2027 in India.
    expect(signDatesYear(Date.parse('2026-12-31T20:00:00Z'))).toBe(2027);
    expect(signDatesYear(Date.parse('2026-12-31T18:00:00Z'))).toBe(2026);
  });
});
