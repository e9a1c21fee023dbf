import { describe, expect, it } from 'vitest';
import { type FaqSetKey, faqSetKeys, faqSets } from './faq';
import { collectBilingual } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;

function expectBilingualComplete(value: unknown) {
  const all = collectBilingual(value);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    expect(b.en.trim(), path).not.toBe('');
    expect(b.hi.trim(), path).not.toBe('');
    expect(b.hi, path).toMatch(DEVANAGARI);
    expect(b.hi, path).not.toBe(b.en);
    expect(`${b.en} ${b.hi}`, path).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  }
}

const answers = (key: FaqSetKey, locale: 'en' | 'hi' = 'en') => faqSets[key].map((i) => i.answer[locale]).join(' ');

describe('FAQ sets', () => {
  it('has all 30 sets', () => {
    expect(faqSetKeys).toHaveLength(30);
    expect(new Set(faqSetKeys).size).toBe(30);
  });

  it('has 4 to 8 items per set with unique keys', () => {
    for (const key of faqSetKeys) {
      const items = faqSets[key];
      expect(items.length, key).toBeGreaterThanOrEqual(4);
      expect(items.length, key).toBeLessThanOrEqual(8);
      expect(new Set(items.map((i) => i.key)).size, key).toBe(items.length);
      for (const item of items) expect(item.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has every question and answer in English and Hindi', () => {
    expectBilingualComplete(faqSets);
    for (const key of faqSetKeys) {
      for (const item of faqSets[key]) expect(item.question.en.trim().endsWith('?'), `${key}.${item.key}`).toBe(true);
    }
  });

  it('states the consultation rules', () => {
    const text = answers('live-astrologer');
    // No round-the-clock promise: astrologers set their own hours; booking ahead is offered instead.
    expect(text).not.toContain('24/7');
    expect(text).toContain('14 days ahead');
    expect(text).toContain('1 coin is worth ₹1');
    expect(text).toMatch(/at least 5 minutes/);
    expect(text).toMatch(/only while both/);
    expect(text).toMatch(/three interview rounds/);
    expect(answers('live-astrologer', 'hi')).toMatch(/तीन इंटरव्यू/);
  });

  it('states the product facts the other FAQs rely on', () => {
    expect(answers('matchmaking')).toMatch(/date of birth, time of birth and place of birth of both/);
    expect(answers('matchmaking')).toContain('36');
    expect(answers('muhurat')).toMatch(/divided into 15 muhurtas/);
    expect(answers('muhurat')).not.toMatch(/\b16\b/);
    expect(answers('tarot')).toMatch(/yes or no and submit it/);
    expect(answers('tarot')).toContain('78');
    expect(answers('life-path')).toMatch(/\b32\b/);
    expect(answers('master-numbers')).toMatch(/11, 22 and 33/);
    expect(answers('karmic-numbers')).toMatch(/13, 14, 16 and 19/);
    expect(answers('mangal-dosha')).toMatch(/1st, 4th, 7th, 8th or 12th/);
  });

  it('sends health questions to a doctor', () => {
    for (const key of ['health-numerology', 'food-numerology', 'moles', 'meditation'] as const) {
      expect(answers(key), key).toMatch(/doctor|dermatologist/);
      expect(answers(key, 'hi'), key).toMatch(/डॉक्टर|विशेषज्ञ/);
    }
  });
});
