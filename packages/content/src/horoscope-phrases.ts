// Names the horoscope pages share: the period pages' slugs and titles, and the lucky colours.
// The horoscope texts themselves are in ./horoscope-texts.ts.

import type { Bilingual } from './types';

/** Lucky colour keys of the engine (the planets' colours). */
export type LuckyColourKey = 'red' | 'white' | 'green' | 'yellow' | 'pink' | 'blue' | 'orange' | 'grey' | 'brown';

export const luckyColourNames: Readonly<Record<LuckyColourKey, Bilingual>> = {
  red: { en: 'Red', hi: 'लाल' },
  white: { en: 'White', hi: 'सफ़ेद' },
  green: { en: 'Green', hi: 'हरा' },
  yellow: { en: 'Yellow', hi: 'पीला' },
  pink: { en: 'Pink', hi: 'गुलाबी' },
  blue: { en: 'Blue', hi: 'नीला' },
  orange: { en: 'Orange', hi: 'नारंगी' },
  grey: { en: 'Grey', hi: 'स्लेटी' },
  brown: { en: 'Brown', hi: 'भूरा' },
};

/** Horoscope pages by period slug. */
export const HOROSCOPE_PERIOD_SLUGS = [
  'daily-horoscope',
  'today-horoscope',
  'tomorrow-horoscope',
  'yesterday-horoscope',
  'weekly-horoscope',
  'monthly-horoscope',
  'yearly-horoscope',
] as const;
export type HoroscopePeriodSlug = (typeof HOROSCOPE_PERIOD_SLUGS)[number];

export const periodTitles: Readonly<Record<HoroscopePeriodSlug, Bilingual>> = {
  'daily-horoscope': { en: 'Daily Horoscope', hi: 'दैनिक राशिफल' },
  'today-horoscope': { en: "Today's Horoscope", hi: 'आज का राशिफल' },
  'tomorrow-horoscope': { en: "Tomorrow's Horoscope", hi: 'कल का राशिफल' },
  'yesterday-horoscope': { en: "Yesterday's Horoscope", hi: 'बीते कल का राशिफल' },
  'weekly-horoscope': { en: 'Weekly Horoscope', hi: 'साप्ताहिक राशिफल' },
  'monthly-horoscope': { en: 'Monthly Horoscope', hi: 'मासिक राशिफल' },
  'yearly-horoscope': { en: 'Yearly Horoscope', hi: 'वार्षिक राशिफल' },
};
