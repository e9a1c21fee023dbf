import { describe, expect, it } from 'vitest';
import { demoAstrologers } from './astrologers';

const DEVANAGARI = /[\u0900-\u097F]/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const SKILLS = new Set([
  'vedic-astrology',
  'kp-astrology',
  'tarot',
  'numerology',
  'palmistry',
  'vastu',
  'lal-kitab',
  'nadi',
  'prashna',
  'face-reading',
  'muhurat',
]);
const LANGUAGES = new Set([
  'hindi',
  'english',
  'tamil',
  'telugu',
  'bengali',
  'marathi',
  'gujarati',
  'kannada',
  'malayalam',
  'punjabi',
  'odia',
  'sanskrit',
]);
const SPECIALIZATIONS = new Set([
  'career',
  'marriage',
  'relationships',
  'health',
  'education',
  'finance',
  'property',
  'legal',
  'home',
  'business',
  'name-correction',
  'muhurat',
  'self-growth',
]);

/** Words in a text: runs of non-space characters that contain a letter or a digit. */
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

const isOnline = (a: (typeof demoAstrologers)[number]) => Object.values(a.sessionsStatus ?? {}).some(Boolean);

describe('demo astrologers', () => {
  it('has at least 24 astrologers with unique slugs and names', () => {
    expect(demoAstrologers.length).toBeGreaterThanOrEqual(24);
    const slugs = demoAstrologers.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(new Set(demoAstrologers.map((a) => a.name)).size).toBe(demoAstrologers.length);
    expect(new Set(demoAstrologers.map((a) => a.nameHi)).size).toBe(demoAstrologers.length);
  });

  it('covers each core skill with at least 4 astrologers', () => {
    for (const skill of ['vedic-astrology', 'tarot', 'numerology', 'palmistry', 'vastu']) {
      const n = demoAstrologers.filter((a) => a.skills.includes(skill)).length;
      expect(n, skill).toBeGreaterThanOrEqual(4);
    }
  });

  it('uses only known skills, languages and specializations, without repeats', () => {
    for (const a of demoAstrologers) {
      for (const [list, known] of [
        [a.skills, SKILLS],
        [a.languages, LANGUAGES],
        [a.specializations, SPECIALIZATIONS],
      ] as const) {
        expect(list.length, a.slug).toBeGreaterThan(0);
        expect(new Set(list).size, a.slug).toBe(list.length);
        for (const item of list) expect(known.has(item), `${a.slug}: ${item}`).toBe(true);
      }
    }
  });

  it('keeps integer prices within 15..120 coins a minute and experience within 3..30 years', () => {
    for (const a of demoAstrologers) {
      expect(Number.isInteger(a.pricePerMinute), a.slug).toBe(true);
      expect(a.pricePerMinute, a.slug).toBeGreaterThanOrEqual(15);
      expect(a.pricePerMinute, a.slug).toBeLessThanOrEqual(120);
      expect(Number.isInteger(a.experienceYears), a.slug).toBe(true);
      expect(a.experienceYears, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.experienceYears, a.slug).toBeLessThanOrEqual(30);
    }
  });

  it('writes names and bios in both languages, Hindi in Devanagari, bios of 40–70 words', () => {
    for (const a of demoAstrologers) {
      expect(a.name.trim(), a.slug).not.toBe('');
      expect(a.nameHi, a.slug).toMatch(DEVANAGARI);
      expect(a.nameHi, a.slug).not.toMatch(/[A-Za-z]/);
      expect(a.bio.hi, a.slug).toMatch(DEVANAGARI);
      expect(a.bio.hi, a.slug).not.toBe(a.bio.en);
      for (const locale of ['en', 'hi'] as const) {
        const n = words(a.bio[locale]);
        expect(n, `${a.slug}.${locale}`).toBeGreaterThanOrEqual(40);
        expect(n, `${a.slug}.${locale}`).toBeLessThanOrEqual(70);
        expect(a.bio[locale], `${a.slug}.${locale}`).not.toMatch(/lorem|ipsum|TODO|TBD|guarantee|100%/i);
      }
    }
  });

  it('varies gender, and every astrologer starts offline (online needs the astrologer there)', () => {
    const genders = new Set(demoAstrologers.map((a) => a.gender));
    expect(genders.has('female')).toBe(true);
    expect(genders.has('male')).toBe(true);
    expect(demoAstrologers.filter(isOnline).map((a) => a.slug)).toEqual([]);
  });
});
