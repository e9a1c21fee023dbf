import type { Locale } from './types';
import type { MonthDay } from './zodiac';

const MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

const day = (d: MonthDay, locale: Locale) =>
  locale === 'hi' ? `${d.day} ${MONTHS.hi[d.month - 1]}` : `${MONTHS.en[d.month - 1]} ${d.day}`;

/**
 * The days the Sun stays in a sign, first to last, as the sign cards write them:
 * "December 16 – January 13", "16 दिसंबर – 13 जनवरी".
 */
export function sunSignDatesLabel(first: MonthDay, last: MonthDay, locale: Locale): string {
  return `${day(first, locale)} – ${day(last, locale)}`;
}
