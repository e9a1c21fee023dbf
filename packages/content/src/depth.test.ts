import { describe, expect, it } from 'vitest';
import { countWords } from './blog';
import { DEPTH_SECTION_KEYS, type DepthSections } from './depth';
import { NAKSHATRA_DEPTH } from './nakshatra-depth';
import { NAKSHATRAS } from './nakshatras';
import { SIGN_DEPTH } from './sign-depth';
import type { Bilingual } from './types';
import { ZODIAC_SIGNS } from './zodiac';

const LOCALES = ['en', 'hi'] as const;
const DEVANAGARI = /[\u0900-\u097F]/;

/** The words a page reads in one language: its description and the five sections of its reading. */
function pageWords(description: Bilingual, depth: DepthSections, locale: 'en' | 'hi'): number {
  return countWords(description[locale]) + DEPTH_SECTION_KEYS.reduce((n, k) => n + countWords(depth[k][locale]), 0);
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?।])\s+/)
    .map((x) => x.trim())
    .filter((x) => x.length > 30);

describe('the longer readings of the nakshatra and sign pages', () => {
  it('give every nakshatra page 600 words or more in English and in Hindi', () => {
    for (const n of NAKSHATRAS) {
      const depth = NAKSHATRA_DEPTH[n.key];
      expect(depth, n.key).toBeDefined();
      for (const locale of LOCALES)
        expect(pageWords(n.description, depth, locale), `${n.key} ${locale}`).toBeGreaterThanOrEqual(600);
    }
  });

  it('give every sign page 600 words or more in English and in Hindi', () => {
    for (const sign of ZODIAC_SIGNS) {
      const depth = SIGN_DEPTH[sign.key];
      expect(depth, sign.key).toBeDefined();
      for (const locale of LOCALES)
        expect(pageWords(sign.description, depth, locale), `${sign.key} ${locale}`).toBeGreaterThanOrEqual(600);
    }
  });

  it('write every section in both languages, Hindi in Devanagari, with no sentence repeated anywhere', () => {
    const seen = new Map<string, string>();
    const all = [
      ...NAKSHATRAS.map((n) => [n.key, NAKSHATRA_DEPTH[n.key]] as const),
      ...ZODIAC_SIGNS.map((z) => [z.key, SIGN_DEPTH[z.key]] as const),
    ];
    for (const [key, depth] of all) {
      for (const section of DEPTH_SECTION_KEYS) {
        const text = depth[section];
        expect(text.en.trim().length, `${key}.${section}.en`).toBeGreaterThan(200);
        expect(DEVANAGARI.test(text.hi), `${key}.${section}.hi`).toBe(true);
        for (const locale of LOCALES) {
          for (const sentence of sentences(text[locale])) {
            const where = `${key}.${section}.${locale}`;
            expect(seen.get(sentence), `"${sentence}" in ${where}`).toBeUndefined();
            seen.set(sentence, where);
          }
        }
      }
    }
  });

  it('never prescribe a gemstone from the nakshatra or Moon sign alone, nor tell readers to put off care', () => {
    for (const depth of [...Object.values(NAKSHATRA_DEPTH), ...Object.values(SIGN_DEPTH)]) {
      const gems = /gem(stone)?s?\b/i;
      if (gems.test(depth.remedies.en))
        expect(depth.remedies.en).toMatch(/(full|whole|complete|entire) (birth )?(chart|horoscope)/i);
      // Advice to wait is what must never appear ("see a doctor without delay" is the opposite).
      expect(depth.health.en).not.toMatch(
        /\b(should|better|best|advised|wise) (to )?(postpone|delay|put off|wait)|\bavoid (seeing|visiting) a doctor/i,
      );
      expect(depth.health.en).toMatch(/doctor|physician|medical/i);
    }
  });
});
