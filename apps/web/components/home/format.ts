import type { Locale } from '@drishti/content/types';

/**
 * Small formatting helpers for client components, which get their texts as props (the layout
 * gives client components no message catalogue, to keep their JavaScript small).
 */

/** Puts values into a "{name}" template. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Indian digit grouping with Latin digits in both languages (DESIGN: 10,00,000). */
const numberLocale = (locale: Locale) => (locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN');

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(numberLocale(locale), options).format(value);
}

/** A rating with one decimal: 4.0, 4.6. */
export const formatRating = (rating: number, locale: Locale) =>
  formatNumber(rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "7 Dec 1996" or "7 दिसंबर 1996", as the date is in India. */
export function formatShortDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(numberLocale(locale), {
    day: 'numeric',
    month: locale === 'hi' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
