import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@/messages';
import { plural, pluralTemplates } from './list-texts';

const t = (locale: 'en' | 'hi') => createTranslator({ locale, messages: catalogues[locale], namespace: 'astrologers' });

describe('plural messages formatted on the server, picked in the browser', () => {
  it('gives the catalogue’s own wording for every count, in both languages', () => {
    for (const locale of ['en', 'hi'] as const) {
      const format = (count: number) => t(locale)('list.results', { count });
      const templates = pluralTemplates(format, locale);
      expect(Object.keys(templates).sort()).toEqual(['one', 'other']);
      for (const count of [0, 1, 2, 5, 26, 1200, 99999]) expect(plural(templates, count, locale)).toBe(format(count));
      // Numbers are grouped the Indian way, as every number of these pages (DESIGN: 10,00,000).
      expect(plural(templates, 100000, locale)).toContain('1,00,000');
    }
  });

  it('keeps the words around the number', () => {
    const reviews = pluralTemplates((count) => t('en')('card.reviews', { count }), 'en');
    expect(reviews).toEqual({ one: '{count} review', other: '{count} reviews' });
    const hi = pluralTemplates((count) => t('hi')('card.reviews', { count }), 'hi');
    expect(plural(hi, 1, 'hi')).toBe('1 समीक्षा');
    expect(plural(hi, 12, 'hi')).toBe('12 समीक्षाएँ');
  });
});
