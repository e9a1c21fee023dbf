/**
 * Money on screen, always from integers: coins are whole numbers (1 coin = ₹1), rupees come from
 * paise. Indian digit grouping (10,00,000) and Latin digits in both languages.
 */

export type UiLocale = 'en' | 'hi';

/** The Intl locale of numbers and dates: Hindi keeps Latin digits. */
export function intlLocale(locale: UiLocale | string): string {
  return locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN';
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹ from integer paise: 118000 → "₹1,180.00", 10000000 → "₹1,00,000.00". Same digits in Hindi. */
export function formatRupees(paise: number): string {
  const whole = Math.trunc(paise);
  const sign = whole < 0 ? '-' : '';
  // Integer arithmetic for the split, so no float rounding ever shows.
  const abs = Math.abs(whole);
  const text = rupees.format(Math.trunc(abs / 100)).replace(/\.00$/, '');
  return `${sign}${text}.${String(abs % 100).padStart(2, '0')}`;
}

const coins = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A whole number of coins with Indian grouping: 100000 → "1,00,000". */
export function formatCoinAmount(n: number): string {
  return coins.format(Math.trunc(n));
}

/** A statement amount with its sign: +100, −50 (a true minus sign), 0. */
export function formatSignedCoins(n: number): string {
  const whole = Math.trunc(n);
  if (whole > 0) return `+${formatCoinAmount(whole)}`;
  if (whole < 0) return `\u2212${formatCoinAmount(-whole)}`;
  return '0';
}
