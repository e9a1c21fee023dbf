import { describe, expect, it } from 'vitest';
import { CHALDEAN_COMPOUNDS, KABBALAH_LETTERS, karmicDebtNumbers, masterNumbers, missingNumbers } from '../numerology';
import type { Bilingual } from '../types';
import { NUMEROLOGY_TOPICS } from './numerology';

/*
 * The special-number and system pages of numerology have real depth in both languages: their own
 * text plus the data each page shows. Hindi runs a little longer than English for the same text,
 * so both are held to the same floor.
 */

function texts(value: unknown, lang: 'en' | 'hi'): string[] {
  if (value && typeof value === 'object' && 'en' in value && 'hi' in value) {
    return [(value as Bilingual)[lang]];
  }
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, lang));
  if (value && typeof value === 'object') return Object.values(value).flatMap((v) => texts(v, lang));
  return [];
}
const words = (parts: string[]) => parts.join(' ').split(/\s+/).filter(Boolean).length;
const topic = (slug: string) => NUMEROLOGY_TOPICS.find((t) => t.slug === slug)!;

/** Each page: its topic text and the data its sections show, and the least words it must have. */
const PAGES: readonly { slug: string; data: unknown; min: number }[] = [
  { slug: 'master-numbers', data: masterNumbers, min: 600 },
  { slug: 'karmic-debt-numbers', data: karmicDebtNumbers, min: 600 },
  { slug: 'missing-numbers', data: missingNumbers, min: 600 },
  { slug: 'chaldean', data: CHALDEAN_COMPOUNDS, min: 1500 },
  { slug: 'kabbalah', data: KABBALAH_LETTERS, min: 350 },
  { slug: 'tamil', data: [], min: 350 },
];

describe('numerology page depth', () => {
  for (const { slug, data, min } of PAGES) {
    it(`${slug} has at least ${min} words in English and in Hindi`, () => {
      for (const lang of ['en', 'hi'] as const) {
        const n = words([...texts(topic(slug), lang), ...texts(data, lang)]);
        expect(n, `${slug} (${lang})`).toBeGreaterThanOrEqual(min);
      }
    });
  }

  it('repeats no paragraph across the numerology pages', () => {
    const seen = new Map<string, string>();
    for (const t of NUMEROLOGY_TOPICS) {
      for (const p of [...texts(t.page, 'en'), ...texts(t.page, 'hi')]) {
        if (p.length < 80) continue;
        expect(seen.get(p), `${t.slug} repeats a paragraph of ${seen.get(p)}`).toBeUndefined();
        seen.set(p, t.slug);
      }
    }
  });
});
