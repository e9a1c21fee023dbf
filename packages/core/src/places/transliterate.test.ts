import { describe, expect, it } from 'vitest';
import { transliterateDevanagari } from './transliterate';

describe('Devanagari search keys', () => {
  it.each([
    ['कानपुर', 'kanpur'],
    // Over-eager schwa deletion costs one letter; the fuzzy search absorbs it.
    ['वाराणसी', 'varansi'],
    ['जयपुर', 'jaypur'],
    ['पटना', 'patna'],
    ['मुंबई', 'munbai'],
    ['नई दिल्ली', 'nai dilli'],
    ['चेन्नई', 'chennai'],
    ['इंदौर', 'indaur'],
    ['भोपाल', 'bhopal'],
  ])('%s -> %s', (hi, key) => {
    expect(transliterateDevanagari(hi)).toBe(key);
  });
});
