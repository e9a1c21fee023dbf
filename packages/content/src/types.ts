// Shared types for Drishti's bilingual content.

export type Locale = 'en' | 'hi';

export const LOCALES: readonly Locale[] = ['en', 'hi'];

/** A text written in both English and Hindi (Devanagari). */
export interface Bilingual {
  en: string;
  hi: string;
}

/** The text of `b` in `locale`. */
export function pick(b: Bilingual, locale: Locale): string {
  return b[locale];
}

/** Every text of `list` in `locale`. */
export function pickAll(list: readonly Bilingual[], locale: Locale): string[] {
  return list.map((b) => b[locale]);
}

/** The nine grahas, keyed by the two-letter abbreviations used across Drishti. */
export type PlanetKey = 'SU' | 'MO' | 'MA' | 'ME' | 'JU' | 'VE' | 'SA' | 'RA' | 'KE';

/** The seven visible planets that own signs and rule weekdays. */
export type SignLordKey = Exclude<PlanetKey, 'RA' | 'KE'>;

export type ZodiacKey =
  | 'aries'
  | 'taurus'
  | 'gemini'
  | 'cancer'
  | 'leo'
  | 'virgo'
  | 'libra'
  | 'scorpio'
  | 'sagittarius'
  | 'capricorn'
  | 'aquarius'
  | 'pisces';

/** True when `value` is an object with string `en` and `hi` fields. */
export function isBilingual(value: unknown): value is Bilingual {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Bilingual).en === 'string' &&
    typeof (value as Bilingual).hi === 'string'
  );
}

/**
 * Every Bilingual found anywhere inside `value`, with a path for error messages.
 * Used by the content tests to check that no text is missing in either language.
 */
export function collectBilingual(value: unknown, path = '$'): { path: string; value: Bilingual }[] {
  if (isBilingual(value)) return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => collectBilingual(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => collectBilingual(item, `${path}.${key}`));
  }
  return [];
}
