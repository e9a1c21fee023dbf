import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en/home.json';
import hi from '../../messages/hi/home.json';
import { experienceLabels, MAX_EXPERIENCE_YEARS } from './experience';

const labels = (locale: 'en' | 'hi', seen?: { experienceYears: number }[]) => {
  const t = createTranslator({ locale, messages: { home: locale === 'hi' ? hi : en }, namespace: 'home.astrologers' });
  return experienceLabels((years) => t('experience', { count: years }), seen);
};

describe('experience labels', () => {
  it('take the plural form of the catalogue in English', () => {
    const en = labels('en');
    expect(en[0]).toBe('0 years');
    expect(en[1]).toBe('1 year');
    expect(en[2]).toBe('2 years');
    expect(en[11]).toBe('11 years');
    expect(en[MAX_EXPERIENCE_YEARS]).toBe('70 years');
    expect(Object.keys(en)).toHaveLength(MAX_EXPERIENCE_YEARS + 1);
  });

  it('take the plural form of the catalogue in Hindi, with Latin digits', () => {
    const hi = labels('hi');
    expect(hi[1]).toBe('1 वर्ष');
    expect(hi[25]).toBe('25 वर्ष');
  });

  it('cover a card that states more than the registration limit', () => {
    expect(labels('en', [{ experienceYears: 82 }])[82]).toBe('82 years');
  });
});
