import { sunSignDatesLabel } from '@drishti/content/sun-sign-dates';
import type { Locale } from '@drishti/content/types';
import { ZODIAC_KEYS, type ZodiacKey } from '@drishti/content/zodiac';
import { type SunSignSpan, sunSignSpans } from '@drishti/engine/sun-signs';
import { IST_HOURS, indiaDate } from './horoscope';

/**
 * The sign dates every page shows: the days the Sun stays in each sidereal (Vedic, Lahiri) sign,
 * from its ingress in the current year in India to the day before the next ingress, computed by
 * the engine (packages/engine/src/sun-signs.ts) on the server, once per year.
 */
const byYear = new Map<number, ReadonlyMap<ZodiacKey, SunSignSpan>>();

function spansOf(year: number): ReadonlyMap<ZodiacKey, SunSignSpan> {
  let spans = byYear.get(year);
  if (!spans) {
    spans = new Map(sunSignSpans(year, IST_HOURS).map((s) => [ZODIAC_KEYS[s.sign - 1]!, s]));
    byYear.set(year, spans);
    // A long-running server crosses a year now and then: keep the current year and the one before.
    for (const y of byYear.keys()) if (y < year - 1) byYear.delete(y);
  }
  return spans;
}

/** The year whose sign dates the pages show: the current year in India. */
export const signDatesYear = (nowMs: number = Date.now()): number => indiaDate(nowMs).year;

/** "December 16 – January 13" / "16 दिसंबर – 13 जनवरी": when the Sun is in the sign in `year`. */
export function sunSignDates(sign: ZodiacKey, locale: Locale, year: number = signDatesYear()): string {
  const span = spansOf(year).get(sign)!;
  return sunSignDatesLabel(span.first, span.last, locale);
}
