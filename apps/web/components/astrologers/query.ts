// The zod-free lists: this module runs in the browser, which should not download a schema library.
import { LANGUAGE_CODES, SKILL_CODES } from '@drishti/contracts/registration-rules';

/**
 * The consultants list's search, filters and sort, as they live in the page's URL
 * (`/online-astrologer?search=meera&skill=tarot&sort=price-asc`) so that results can be shared,
 * and as they are sent to `GET /api/publics/astrologers`.
 */

export const SORTS = ['experience', 'price-asc', 'price-desc', 'rating', 'newest'] as const;
export type SortKey = (typeof SORTS)[number];
export const DEFAULT_SORT: SortKey = 'experience';

/** Cards fetched per page ("Load more" fetches the next page). */
export const PAGE_SIZE = 12;

/** The longest search text the API accepts. */
export const SEARCH_MAX = 60;

/** Price bands offered by the filter, coins (= rupees) per minute, inclusive. */
export const PRICE_RANGES: readonly { id: string; min?: number; max?: number }[] = [
  { id: '-25', max: 25 },
  { id: '26-50', min: 26, max: 50 },
  { id: '51-100', min: 51, max: 100 },
  { id: '101-', min: 101 },
];

/** "At least" steps of the rating filter; every step leaves out astrologers without a rating yet. */
export const RATING_STEPS = [4.5, 4, 3] as const;

export interface AstrologerFilters {
  search: string;
  skill: string;
  language: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  online: boolean;
  sort: SortKey;
}

export const DEFAULT_FILTERS: AstrologerFilters = {
  search: '',
  skill: '',
  language: '',
  online: false,
  sort: DEFAULT_SORT,
};

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function read(source: ParamSource, key: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  const v = source[key];
  return Array.isArray(v) ? v[0] : v;
}

function int(value: string | undefined, max: number): number | undefined {
  if (value === undefined || !/^\d{1,6}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

function rating(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d(\.\d{1,2})?$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 0 && n <= 5 ? n : undefined;
}

const SKILLS: ReadonlySet<string> = new Set(SKILL_CODES);
const LANGUAGES: ReadonlySet<string> = new Set(LANGUAGE_CODES);
const SORT_SET: ReadonlySet<string> = new Set(SORTS);

/** Filters from a page's query; anything unknown or malformed is dropped, never an error. */
export function parseFilters(source: ParamSource): AstrologerFilters {
  const search = (read(source, 'search') ?? '').trim().slice(0, SEARCH_MAX);
  const skill = read(source, 'skill') ?? '';
  const language = read(source, 'language') ?? '';
  const sort = read(source, 'sort') ?? '';
  const online = read(source, 'online');
  const filters: AstrologerFilters = {
    search,
    skill: SKILLS.has(skill) ? skill : '',
    language: LANGUAGES.has(language) ? language : '',
    online: online === 'true' || online === '1',
    sort: SORT_SET.has(sort) ? (sort as SortKey) : DEFAULT_SORT,
  };
  let minPrice = int(read(source, 'minPrice'), 100000);
  let maxPrice = int(read(source, 'maxPrice'), 100000);
  // The price select of the page's form (without JavaScript the form itself is sent): "26-50", "101-".
  const band = /^(\d{0,6})-(\d{0,6})$/.exec(read(source, 'price')?.trim() ?? '');
  if (band && minPrice === undefined && maxPrice === undefined) {
    minPrice = int(band[1] || undefined, 100000);
    maxPrice = int(band[2] || undefined, 100000);
  }
  const minRating = rating(read(source, 'minRating'));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (minRating !== undefined) filters.minRating = minRating;
  return filters;
}

/** The query of the page's URL: only what differs from the defaults, in a fixed order. */
export function filtersToSearchParams(f: AstrologerFilters): URLSearchParams {
  const p = new URLSearchParams();
  const search = f.search.trim();
  if (search) p.set('search', search);
  if (f.skill) p.set('skill', f.skill);
  if (f.language) p.set('language', f.language);
  if (f.minPrice !== undefined) p.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== undefined) p.set('maxPrice', String(f.maxPrice));
  if (f.minRating !== undefined) p.set('minRating', String(f.minRating));
  if (f.online) p.set('online', 'true');
  if (f.sort !== DEFAULT_SORT) p.set('sort', f.sort);
  return p;
}

/** "?search=meera&sort=rating", or "" when nothing is chosen. */
export function filtersToQueryString(f: AstrologerFilters): string {
  const q = filtersToSearchParams(f).toString();
  return q ? `?${q}` : '';
}

/** How many pages of cards a page's URL may ask the server for (`?page=3`: the first 36 cards). */
export const MAX_PAGE = 20;

/** The `page` of a page's URL: a whole number from 1 to MAX_PAGE, else 1 (never an error). */
export function parsePage(source: ParamSource): number {
  const n = int(read(source, 'page'), MAX_PAGE);
  return n === undefined || n < 1 ? 1 : n;
}

/** The list's address with these choices and, past the first, the number of pages shown (the "Load more" link). */
export function listHref(base: string, f: AstrologerFilters, page = 1): string {
  const p = filtersToSearchParams(f);
  if (page > 1) p.set('page', String(Math.min(page, MAX_PAGE)));
  const q = p.toString();
  return q ? `${base}?${q}` : base;
}

/** The API call for one page of results. */
export function astrologersApiPath(f: AstrologerFilters, offset = 0, limit = PAGE_SIZE): string {
  const p = filtersToSearchParams(f);
  p.set('limit', String(limit));
  p.set('offset', String(offset));
  return `/api/publics/astrologers?${p.toString()}`;
}

/** Whether any search, filter or sort is chosen (the "clear" button shows then). */
export function hasChoices(f: AstrologerFilters): boolean {
  return filtersToSearchParams(f).toString() !== '';
}

/** The price select's value for the chosen bounds: "26-50", "-25", "101-", or "" for any price. */
export function priceRangeId(f: Pick<AstrologerFilters, 'minPrice' | 'maxPrice'>): string {
  if (f.minPrice === undefined && f.maxPrice === undefined) return '';
  return `${f.minPrice ?? ''}-${f.maxPrice ?? ''}`;
}

/** The bounds of a price select value ("" clears both). */
export function withPriceRange(f: AstrologerFilters, id: string): AstrologerFilters {
  const { minPrice: _min, maxPrice: _max, ...rest } = f;
  const m = /^(\d*)-(\d*)$/.exec(id);
  if (!m) return rest;
  const next: AstrologerFilters = { ...rest };
  if (m[1]) next.minPrice = Number(m[1]);
  if (m[2]) next.maxPrice = Number(m[2]);
  return next;
}

/** The rating select's value ("" for any rating). */
export const ratingId = (f: Pick<AstrologerFilters, 'minRating'>) =>
  f.minRating === undefined ? '' : String(f.minRating);

export function withRating(f: AstrologerFilters, id: string): AstrologerFilters {
  const { minRating: _r, ...rest } = f;
  const r = rating(id || undefined);
  return r === undefined ? rest : { ...rest, minRating: r };
}
