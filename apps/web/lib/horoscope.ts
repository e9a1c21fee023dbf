import { periodTitles } from '@drishti/content/horoscope-phrases';
import { dayWhen } from '@drishti/content/horoscope-texts';
import type { Locale } from '@drishti/content/types';
import { ZODIAC_KEYS, type ZodiacKey, zodiacSign } from '@drishti/content/zodiac';
import {
  allSigns,
  civilDateAt,
  type Horoscope,
  type HoroscopePeriod,
  type PeriodValue,
  resolvePeriodValue,
} from '@drishti/engine/horoscope';
import type { CivilDate } from '@drishti/engine/panchang';
import { type WrittenHoroscope, writeHoroscope } from '@drishti/readings/horoscope';

/**
 * The web pages' view of the engine's horoscopes. It mirrors the API's logic
 * (packages/core/src/astrology/horoscope.ts), which the web app may not import: the spec's period
 * values, days reckoned in Indian Standard Time, the twelve signs of a period from one ephemeris pass.
 */

export { isPeriodValue, PERIOD_VALUES, type PeriodValue } from '@drishti/engine/horoscope';

export const isSignKey = (value: string): value is ZodiacKey => (ZODIAC_KEYS as readonly string[]).includes(value);

/**
 * A sign page's title, the sign's name before the period's: "Leo Daily Horoscope", "Leo Yesterday's
 * Horoscope", "सिंह दैनिक राशिफल".
 */
export function signPeriodTitle(sign: ZodiacKey, period: PeriodValue, locale: Locale): string {
  return `${zodiacSign(sign).name[locale]} ${periodTitles[period][locale]}`;
}

/** Days are reckoned in Indian Standard Time: the product's horoscopes are for India. */
export const IST_HOURS = 5.5;

/** Today's civil date in India at an instant. */
export const indiaDate = (atMs: number): CivilDate => civilDateAt(atMs, IST_HOURS);

/** The twelve horoscopes of recent (period, date) pairs: one ephemeris pass serves the twelve signs. */
const computed = new Map<string, Horoscope[]>();
const MEMO_SIZE = 16;

/** The twelve horoscopes of a period (index 0 = Aries), computed once per period and date. */
export function twelveHoroscopes(period: HoroscopePeriod, date: CivilDate): Horoscope[] {
  const key = `${period}|${date.year}-${date.month}-${date.day}`;
  let list = computed.get(key);
  if (!list) {
    list = allSigns(date, period, IST_HOURS);
    computed.set(key, list);
    // Oldest first in a Map: drop it once the memo is full (yesterday's dates are never asked again).
    if (computed.size > MEMO_SIZE) computed.delete(computed.keys().next().value!);
  }
  return list;
}

/** One sign's horoscope for a period value, as of the instant `nowMs`. */
export function horoscopeFor(sign: ZodiacKey, value: PeriodValue, nowMs: number): Horoscope {
  const r = resolvePeriodValue(value, indiaDate(nowMs));
  return twelveHoroscopes(r.period, r.date)[ZODIAC_KEYS.indexOf(sign)]!;
}

/** Today's horoscope (India) of every sign, index 0 = Aries. */
export function todayHoroscopes(nowMs: number): Horoscope[] {
  return twelveHoroscopes('daily', indiaDate(nowMs));
}

/** "2026-11-22" as "22/11/2026", the product's date format. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** The dates a horoscope covers: "22/11/2026" for a day, "17/11/2026 – 23/11/2026" for longer. */
export function dateRange(h: Pick<Horoscope, 'start' | 'end'>): string {
  return h.start === h.end ? formatDate(h.start) : `${formatDate(h.start)} – ${formatDate(h.end)}`;
}

/** The first `count` words of a text, and whether any were left out. */
export function previewWords(text: string, count = 21): { text: string; truncated: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return { text: words.join(' '), truncated: false };
  // A cut sentence ends in an ellipsis, without a dangling comma or colon before it.
  return {
    text: `${words
      .slice(0, count)
      .join(' ')
      .replace(/[,;:–-]+$/, '')}…`,
    truncated: true,
  };
}

/**
 * A horoscope in words in one language (the API's texts: packages/readings/src/horoscope.ts); the
 * pages of tomorrow and yesterday name their day as such.
 */
export function presentHoroscope(h: Horoscope, locale: Locale, value?: PeriodValue): WrittenHoroscope {
  const when =
    value === 'tomorrow-horoscope' ? dayWhen.tomorrow : value === 'yesterday-horoscope' ? dayWhen.yesterday : undefined;
  return writeHoroscope(h, locale, IST_HOURS, when);
}

/** The opening of a horoscope (the period's sky), for previews and lists. */
export function previewText(h: Horoscope, locale: Locale): string {
  const w = presentHoroscope(h, locale);
  return `${w.intro} ${w.sections[0]!.text}`;
}
