/**
 * The consultant application's rules, shared by the API's schema (registration.ts) and the web
 * form (apps/web/components/registration/validation.ts). Without dependencies, so that the form
 * checks the same rules as the API without shipping a schema library to the browser.
 */
export const SKILL_CODES = [
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
] as const;
export type SkillCode = (typeof SKILL_CODES)[number];

export const LANGUAGE_CODES = [
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
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const APPLICATION_RULES = {
  nameMin: 2,
  nameMax: 80,
  bioMin: 50,
  bioMax: 2000,
  experienceMax: 70,
  /** Expected price per minute, coins (the application's bounds; admins clamp it to theirs on approval). */
  priceMin: 5,
  priceMax: 500,
} as const;

/** A date of birth as the API takes it. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
