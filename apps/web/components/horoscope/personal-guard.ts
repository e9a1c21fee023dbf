import type { PersonalHoroscopeData } from '@drishti/contracts/astrology';

/*
 * The shape check of GET /api/users/astrology/personal-horoscope in the browser, written out so that
 * the horoscope pages do not ship zod (docs/PERFORMANCE.md); it follows `personalHoroscopeData` in
 * packages/contracts/src/astrology.ts, which the API's answer is built against. The sign and planet
 * keys are given by the caller (the island reads them from the page), so that no content table
 * ships with it.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const SECTION_KEYS = new Set<unknown>(['love', 'career', 'money', 'health', 'family', 'travel', 'luck']);

/** The keys a reading may name: the zodiac signs and the planets. */
export interface KnownKeys {
  signs: readonly string[];
  planets: readonly string[];
}

/** `data` as the personal horoscope, null for "no saved birth details", undefined for any other shape. */
export function personalHoroscopeOf(data: unknown, known: KnownKeys): PersonalHoroscopeData | null | undefined {
  if (data === null) return null;
  const SIGNS = new Set<unknown>(known.signs);
  const PLANETS = new Set<unknown>(known.planets);
  if (!isObject(data)) return undefined;
  // Read one by one: the islands build targets Safari 14, whose destructuring esbuild cannot lower.
  const profile = data.profile;
  const dasha = data.dasha;
  const sections = data.sections;
  const remedy = data.remedy;
  const lucky = data.lucky;
  const ok =
    (data.lang === 'en' || data.lang === 'hi') &&
    isString(data.date) &&
    isObject(profile) &&
    isString(profile.id) &&
    isString(profile.name) &&
    SIGNS.has(data.moonSign) &&
    SIGNS.has(data.ascendant) &&
    isObject(dasha) &&
    PLANETS.has(dasha.maha) &&
    PLANETS.has(dasha.antar) &&
    isString(dasha.until) &&
    isString(data.ascendantText) &&
    isString(data.dashaText) &&
    isString(data.intro) &&
    Array.isArray(sections) &&
    sections.every((x) => isObject(x) && SECTION_KEYS.has(x.key) && isString(x.title) && isString(x.text)) &&
    isObject(remedy) &&
    isString(remedy.text) &&
    isObject(lucky) &&
    Number.isInteger(lucky.number) &&
    isString(lucky.colourName) &&
    (lucky.time === null || isString(lucky.time));
  return ok ? (data as unknown as PersonalHoroscopeData) : undefined;
}
