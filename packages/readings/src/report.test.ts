import { toBirth } from '@drishti/engine/birth';
import { kundali } from '@drishti/engine/kundali';
import { describe, expect, it } from 'vitest';
import { kundaliReport } from './report';

/** Births spread over the years and the globe, so that many dignities, yogas and doshas occur. */
const births = Array.from({ length: 40 }, (_, i) => ({
  utc: new Date(Date.UTC(1940 + i * 2, (i * 5) % 12, 1 + ((i * 7) % 27), (i * 5) % 24, (i * 13) % 60)).toISOString(),
  tz: 5.5,
  lat: 8 + ((i * 3) % 25),
  lon: 70 + ((i * 7) % 20),
}));

/** An engine code: lower-case Latin words joined by hyphens ("manglik-cancelled", "friendly"). */
const CODE = /^[a-z]+(-[a-z]+)*$/;

describe('kundaliReport', () => {
  it('labels every planet, yoga and dosha in the page language, never with an engine code', () => {
    const seen = new Set<string>();
    for (const b of births) {
      const birth = toBirth(b);
      const k = kundali(birth);
      for (const locale of ['en', 'hi'] as const) {
        const report = kundaliReport(birth, k, locale, Date.UTC(2026, 10, 28));
        for (const section of report.sections) {
          for (const item of section.items ?? []) {
            for (const tag of item.tags ?? []) {
              seen.add(`${locale}:${tag}`);
              expect(tag, `${section.key}: ${item.title}`).not.toMatch(CODE);
              if (locale === 'hi') expect(tag).toMatch(/[\u0900-\u097F]/);
            }
          }
        }
      }
    }
    // The births above do reach the retrograde and dosha labels in both languages.
    expect([...seen]).toEqual(expect.arrayContaining(['en:Retrograde', 'hi:वक्री']));
    expect([...seen].some((t) => t.startsWith('hi:') && t.includes('मांगलिक'))).toBe(true);
  });
});
