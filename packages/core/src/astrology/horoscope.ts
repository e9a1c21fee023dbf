import type { Locale } from '@drishti/content/types';
import { ZODIAC_KEYS } from '@drishti/content/zodiac';
import {
  allSigns,
  civilDateAt,
  type Horoscope,
  type HoroscopePeriod,
  type PeriodValue,
  resolvePeriodValue,
} from '@drishti/engine/horoscope';
import type { CivilDate } from '@drishti/engine/panchang';
import { dayWhen } from '@drishti/content/horoscope-texts';
import { writeHoroscope } from '@drishti/readings/horoscope';
import { cached } from '@drishti/readings/cache';

export { PERIOD_VALUES, type PeriodValue } from '@drishti/engine/horoscope';
export type SignKey = (typeof ZODIAC_KEYS)[number];

/** Days are reckoned in Indian Standard Time: the product's horoscopes are for India. */
const IST = 5.5;

/** Today's civil date in India at an instant. */
export const indiaDate = (atMs: number): CivilDate => civilDateAt(atMs, IST);

/** The twelve horoscopes of a period, computed once per period and date. */
function twelve(period: HoroscopePeriod, date: CivilDate): Horoscope[] {
  const key = `${period}|${date.year}-${date.month}-${date.day}`;
  return cached('horoscope', key, () => allSigns(date, period, IST));
}

/** How the pages of tomorrow and yesterday name their day in sentences. */
const whenOf = (period: PeriodValue) =>
  period === 'tomorrow-horoscope' ? dayWhen.tomorrow : period === 'yesterday-horoscope' ? dayWhen.yesterday : undefined;

function present(h: Horoscope, sign: SignKey, period: PeriodValue, locale: Locale) {
  const w = writeHoroscope(h, locale, IST, whenOf(period));
  return {
    sign,
    period,
    lang: locale,
    start: w.start,
    end: w.end,
    intro: w.intro,
    months: w.months,
    sections: w.sections,
    prediction: Object.fromEntries(w.sections.map((s) => [s.key, s.text])) as Record<
      (typeof w.sections)[number]['key'],
      string
    >,
    remedy: w.remedy,
    lucky: w.lucky,
    basis: w.basis,
    events: h.events
      .filter((e) => e.event !== 'transit')
      .map(({ planet, event, sign, house, date, atMs, kind }) => ({
        planet,
        event: event as Exclude<typeof event, 'transit'>,
        sign,
        house,
        date,
        ...(atMs === undefined ? {} : { atMs }),
        ...(kind === undefined ? {} : { kind }),
      })),
  };
}

export type PresentedHoroscope = ReturnType<typeof present>;

/** One sign's horoscope for a period value of the spec, in one language. */
export function horoscopeFor(sign: SignKey, period: PeriodValue, locale: Locale, nowMs: number): PresentedHoroscope {
  const r = resolvePeriodValue(period, indiaDate(nowMs));
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
