import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';

describe('the follower count (ICU plural through next-intl)', () => {
  const count = (locale: 'en' | 'hi', n: number) =>
    createTranslator({ locale, messages: locale === 'en' ? en : hi, namespace: 'astrologers.follow' })('followers', {
      count: n,
    });

  it('reads naturally in English, one and other', () => {
    expect(count('en', 0)).toBe('0 followers');
    expect(count('en', 1)).toBe('1 follower');
    expect(count('en', 2)).toBe('2 followers');
    expect(count('en', 1234)).toBe('1,234 followers');
  });

  it('reads naturally in Hindi, where the noun does not change', () => {
    expect(count('hi', 1)).toBe('1 फ़ॉलोअर');
    expect(count('hi', 7)).toBe('7 फ़ॉलोअर');
  });
});
