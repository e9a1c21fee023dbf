import { describe, expect, it } from 'vitest';
import { collectBilingual, isBilingual, LOCALES, pick, pickAll } from './types';

describe('types', () => {
  it('picks the text of a locale', () => {
    const b = { en: 'Sunrise', hi: 'सूर्योदय' };
    expect(pick(b, 'en')).toBe('Sunrise');
    expect(pick(b, 'hi')).toBe('सूर्योदय');
    expect(pickAll([b, { en: 'Sunset', hi: 'सूर्यास्त' }], 'hi')).toEqual(['सूर्योदय', 'सूर्यास्त']);
    expect(LOCALES).toEqual(['en', 'hi']);
  });

  it('recognises Bilingual values', () => {
    expect(isBilingual({ en: 'a', hi: 'ब' })).toBe(true);
    expect(isBilingual({ en: 'a' })).toBe(false);
    expect(isBilingual(null)).toBe(false);
    expect(isBilingual('text')).toBe(false);
  });

  it('collects nested Bilingual values with their paths', () => {
    const found = collectBilingual({ a: { en: 'x', hi: 'क' }, list: [{ name: { en: 'y', hi: 'ख' } }], n: 3 });
    expect(found.map((f) => f.path)).toEqual(['$.a', '$.list[0].name']);
  });
});
