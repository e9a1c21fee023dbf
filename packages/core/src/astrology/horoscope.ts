import { horoscopePhrases, luckyColourNames } from '@drishti/content/horoscope-phrases';
import type { Locale } from '@drishti/content/types';
import { ZODIAC_KEYS } from '@drishti/content/zodiac';
import {
  allSigns,
  composeFact,
  composeHoroscope,
  type Horoscope,
  type HoroscopePeriod,
  type HoroscopePhrases,
} from '@drishti/engine/horoscope';
import { addDays, type CivilDate } from '@drishti/engine/panchang';
import { Lru } from './lru';

/** The period values of the spec's horoscope period selector. */
export const PERIOD_VALUES = [
  'daily-horoscope',
  'today-horoscope',
  'tomorrow-horoscope',
  'yesterday-horoscope',
  'weekly-horoscope',
  'monthly-horoscope',
  'yearly-horoscope',
] as const;
export type PeriodValue = (typeof PERIOD_VALUES)[number];
export type SignKey = (typeof ZODIAC_KEYS)[number];

/** Days are reckoned in Indian Standard Time: the product's horoscopes are for India. */
const IST = 5.5;

/** Today's civil date in India at an instant. */
export function indiaDate(atMs: number): CivilDate {
  const d = new Date(atMs + IST * 3_600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function resolve(period: PeriodValue, today: CivilDate): { period: HoroscopePeriod; date: CivilDate } {
  switch (period) {
    case 'tomorrow-horoscope':
      return { period: 'daily', date: addDays(today, 1) };
    case 'yesterday-horoscope':
      return { period: 'daily', date: addDays(today, -1) };
    case 'weekly-horoscope':
      return { period: 'weekly', date: today };
    case 'monthly-horoscope':
      return { period: 'monthly', date: today };
    case 'yearly-horoscope':
      return { period: 'yearly', date: today };
    default:
      return { period: 'daily', date: today };
  }
}

/** The twelve horoscopes of a period, computed once per period and date. */
const computed = new Lru<string, Horoscope[]>(64);
function twelve(period: HoroscopePeriod, date: CivilDate): Horoscope[] {
  const key = `${period}|${date.year}-${date.month}-${date.day}`;
  return computed.getOrCompute(key, () => allSigns(date, period, IST));
}

const pad = (n: number) => String(n).padStart(2, '0');

function present(h: Horoscope, sign: SignKey, period: PeriodValue, locale: Locale) {
  const phrases = horoscopePhrases[locale] as HoroscopePhrases;
  const text = composeHoroscope(h, phrases);
  return {
    sign,
    period,
    start: h.start,
    end: h.end,
    tone: h.tone,
    prediction: text,
    lucky: { number: h.lucky.number, colour: h.lucky.colour, colourName: luckyColourNames[h.lucky.colour][locale] },
    /** What each section rests on: the transits in words and as data. */
    basis: Object.fromEntries(
      Object.entries(h.sections).map(([section, s]) => [
        section,
        s.facts.slice(0, phrases.factsPerSection ?? 2).map((f) => ({ ...f, text: composeFact(f, phrases) })),
      ]),
    ),
  };
}

export type PresentedHoroscope = ReturnType<typeof present>;

/** One sign's horoscope for a period value of the spec, in one language. */
export function horoscopeFor(sign: SignKey, period: PeriodValue, locale: Locale, nowMs: number): PresentedHoroscope {
  const r = resolve(period, indiaDate(nowMs));
  const index = ZODIAC_KEYS.indexOf(sign);
  return present(twelve(r.period, r.date)[index]!, sign, period, locale);
}

/** Today's horoscope of every sign, keyed by sign. */
export function allTodayHoroscopes(locale: Locale, nowMs: number): Record<SignKey, PresentedHoroscope> {
  const today = indiaDate(nowMs);
  const list = twelve('daily', today);
  return Object.fromEntries(
    ZODIAC_KEYS.map((sign, i) => [sign, present(list[i]!, sign, 'today-horoscope', locale)]),
  ) as Record<SignKey, PresentedHoroscope>;
}

export const dateLabel = (d: CivilDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
