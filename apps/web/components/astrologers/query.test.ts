import { describe, expect, it } from 'vitest';
import {
  astrologersApiPath,
  DEFAULT_FILTERS,
  filtersToQueryString,
  filtersToSearchParams,
  hasChoices,
  listHref,
  MAX_PAGE,
  PAGE_SIZE,
  PRICE_RANGES,
  parseFilters,
  parsePage,
  priceRangeId,
  ratingId,
  withPriceRange,
  withRating,
} from './query';

describe('consultants list query', () => {
  it('reads a shared URL back into the same choices', () => {
    const f = parseFilters({
      search: '  meera ',
      skill: 'tarot',
      language: 'tamil',
      minPrice: '26',
      maxPrice: '50',
      minRating: '4.5',
      online: 'true',
      sort: 'price-asc',
    });
    expect(f).toEqual({
      search: 'meera',
      skill: 'tarot',
      language: 'tamil',
      minPrice: 26,
      maxPrice: 50,
      minRating: 4.5,
      online: true,
      sort: 'price-asc',
    });
    expect(parseFilters(filtersToSearchParams(f))).toEqual(f);
    expect(filtersToQueryString(f)).toBe(
      '?search=meera&skill=tarot&language=tamil&minPrice=26&maxPrice=50&minRating=4.5&online=true&sort=price-asc',
    );
  });

  it('drops unknown and malformed values instead of failing', () => {
    const f = parseFilters({
      skill: 'astral-travel',
      language: 'klingon',
      minPrice: '-3',
      maxPrice: '12abc',
      minRating: '9',
      online: 'yes',
      sort: 'cheapest',
      search: ['first', 'second'],
    });
    expect(f).toEqual({ ...DEFAULT_FILTERS, search: 'first' });
    expect(parseFilters({ search: 'x'.repeat(100) }).search).toHaveLength(60);
    expect(parseFilters(new URLSearchParams('online=1&sort=rating'))).toMatchObject({ online: true, sort: 'rating' });
  });

  it('keeps the defaults out of the URL', () => {
    expect(filtersToQueryString(DEFAULT_FILTERS)).toBe('');
    expect(filtersToQueryString({ ...DEFAULT_FILTERS, search: '   ' })).toBe('');
    expect(filtersToQueryString({ ...DEFAULT_FILTERS, sort: 'experience', online: false })).toBe('');
    expect(hasChoices(DEFAULT_FILTERS)).toBe(false);
    expect(hasChoices({ ...DEFAULT_FILTERS, sort: 'newest' })).toBe(true);
  });

  it('encodes what the user typed', () => {
    expect(filtersToQueryString({ ...DEFAULT_FILTERS, search: 'मीरा & co' })).toBe(
      `?search=${encodeURIComponent('मीरा').replace(/%20/g, '+')}+%26+co`,
    );
    expect(
      parseFilters(new URLSearchParams(filtersToQueryString({ ...DEFAULT_FILTERS, search: 'मीरा & co' }))),
    ).toMatchObject({ search: 'मीरा & co' });
  });

  it('asks the API for one page with the same filters', () => {
    const f = { ...DEFAULT_FILTERS, skill: 'tarot', sort: 'rating' as const };
    expect(astrologersApiPath(f)).toBe(`/api/publics/astrologers?skill=tarot&sort=rating&limit=${PAGE_SIZE}&offset=0`);
    expect(astrologersApiPath(DEFAULT_FILTERS, 24, 12)).toBe('/api/publics/astrologers?limit=12&offset=24');
  });

  it('maps the price select to bounds and back', () => {
    for (const range of PRICE_RANGES) {
      const f = withPriceRange(DEFAULT_FILTERS, range.id);
      expect(f.minPrice).toBe(range.min);
      expect(f.maxPrice).toBe(range.max);
      expect(priceRangeId(f)).toBe(range.id);
    }
    const cleared = withPriceRange({ ...DEFAULT_FILTERS, minPrice: 26, maxPrice: 50 }, '');
    expect(cleared).toEqual(DEFAULT_FILTERS);
    expect(priceRangeId(cleared)).toBe('');
    // A range typed into the URL by hand is kept as it is.
    expect(priceRangeId(parseFilters({ minPrice: '30', maxPrice: '40' }))).toBe('30-40');
  });

  it('maps the rating select to a minimum and back', () => {
    const f = withRating(DEFAULT_FILTERS, '4.5');
    expect(f.minRating).toBe(4.5);
    expect(ratingId(f)).toBe('4.5');
    expect(withRating(f, '')).toEqual(DEFAULT_FILTERS);
    expect(ratingId(DEFAULT_FILTERS)).toBe('');
  });
});

describe('the list page form and its pages', () => {
  it('reads the price select of the form sent without JavaScript', () => {
    expect(parseFilters({ price: '26-50' })).toMatchObject({ minPrice: 26, maxPrice: 50 });
    expect(parseFilters({ price: '101-' })).toMatchObject({ minPrice: 101 });
    expect(parseFilters({ price: '101-' }).maxPrice).toBeUndefined();
    expect(parseFilters({ price: '-25' })).toMatchObject({ maxPrice: 25 });
    expect(parseFilters({ price: '' })).toEqual(DEFAULT_FILTERS);
    expect(parseFilters({ price: 'cheap' })).toEqual(DEFAULT_FILTERS);
    // The URL's own bounds win over the select.
    expect(parseFilters({ price: '26-50', minPrice: '10' })).toMatchObject({ minPrice: 10 });
    expect(parseFilters({ price: '26-50', minPrice: '10' }).maxPrice).toBeUndefined();
  });

  it('reads what a form with every field left alone sends as no choice', () => {
    const sent = new URLSearchParams('search=&skill=&language=&price=&minRating=&sort=experience');
    expect(parseFilters(sent)).toEqual(DEFAULT_FILTERS);
  });

  it('reads the page number, 1 for anything unknown or out of range', () => {
    expect(parsePage({ page: '3' })).toBe(3);
    expect(parsePage({ page: String(MAX_PAGE) })).toBe(MAX_PAGE);
    for (const bad of ['0', '-2', '1.5', 'two', String(MAX_PAGE + 1), '']) expect(parsePage({ page: bad })).toBe(1);
    expect(parsePage({})).toBe(1);
  });

  it('builds the "Load more" link with the choices and the page', () => {
    const f = { ...DEFAULT_FILTERS, skill: 'tarot' };
    expect(listHref('/hi/online-astrologer', f, 2)).toBe('/hi/online-astrologer?skill=tarot&page=2');
    expect(listHref('/online-astrologer', DEFAULT_FILTERS, 1)).toBe('/online-astrologer');
    expect(listHref('/online-astrologer', DEFAULT_FILTERS, 99)).toBe(`/online-astrologer?page=${MAX_PAGE}`);
  });
});
