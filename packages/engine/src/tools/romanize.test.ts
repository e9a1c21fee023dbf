import { describe, expect, it } from 'vitest';
import { hasDevanagari, romanizeDevanagari } from './romanize';

describe('romanizeDevanagari', () => {
  it('writes common names as they are usually spelt', () => {
    const cases: [string, string][] = [
      ['राम', 'Ram'],
      ['सीता', 'Sita'],
      ['आरती', 'Aarti'],
      ['कमला', 'Kamla'],
      ['अमित', 'Amit'],
      ['सरिता', 'Sarita'],
      ['प्रिया', 'Priya'],
      ['राहुल', 'Rahul'],
      ['अंजलि', 'Anjali'],
      ['कृष्ण', 'Krishna'],
      ['ज़ोया', 'Zoya'],
      ['आकाश', 'Aakash'],
    ];
    for (const [hi, en] of cases) expect(romanizeDevanagari(hi), hi).toBe(en);
  });

  it('keeps words in other scripts and spaces as they are', () => {
    expect(romanizeDevanagari('राम Kumar')).toBe('Ram Kumar');
    expect(romanizeDevanagari('Neha')).toBe('Neha');
    expect(hasDevanagari('Neha')).toBe(false);
    expect(hasDevanagari('नेहा')).toBe(true);
  });

  it('writes the nukta letters and the nasal and visarga signs', () => {
    expect(romanizeDevanagari('फ़रहान')).toBe('Farhan');
    expect(romanizeDevanagari('चंदन')).toBe('Chandan');
    expect(romanizeDevanagari('दुःख')).toMatch(/^Duhkh/);
  });
});
