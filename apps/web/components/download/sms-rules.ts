import type { Country } from '@drishti/content/countries';

/** Where the app link is asked for (the same call from the React form and the sms-form island). */
export const APP_LINK_PATH = '/api/publics/commons/send-app-link-onphone';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A dropdown label such as "🇮🇳 India (+91)" or "🇮🇳 भारत (+91)" (as countryLabel of the content package). */
export const countryText = (c: Country, locale: 'en' | 'hi') =>
  `${c.flag} ${locale === 'hi' ? c.nameHi : c.name} (+${c.dial})`;

/**
 * The countries matching what was typed in the dropdown, best first: a dial code ("91", "+91"),
 * a two-letter ISO code ("in"), or part of the English or Hindi name ("ind", "भार"). Accents do
 * not matter ("aland" finds Åland). An empty query gives every country in its usual order.
 */
export function filterCountries(
  list: readonly Country[],
  query: string,
  /** The country a bare dial code usually means (countryByDial of the content package). */
  byDial?: (dial: string) => Country | undefined,
): Country[] {
  const q = fold(query.trim()).replace(/^\+\s*/, '');
  if (!q) return [...list];
  // Where places share a code (+1, +44, +7), the country the code usually means comes first.
  const primary = /^\d+$/.test(q) ? byDial?.(q)?.code : undefined;
  const ranked: { country: Country; rank: number; index: number }[] = [];
  list.forEach((country, index) => {
    let rank = -1;
    if (/^\d+$/.test(q)) {
      if (country.dial === q) rank = country.code === primary ? 0 : 1;
      else if (country.dial.startsWith(q)) rank = 2;
    } else {
      const name = fold(country.name);
      if (q.length === 2 && country.code.toLowerCase() === q) rank = 0;
      else if (name.startsWith(q) || country.nameHi.startsWith(q)) rank = 1;
      else if (name.split(/[\s(),.-]+/).some((w) => w.startsWith(q))) rank = 2;
      else if (name.includes(q) || country.nameHi.includes(q)) rank = 3;
    }
    if (rank >= 0) ranked.push({ country, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.country);
}
