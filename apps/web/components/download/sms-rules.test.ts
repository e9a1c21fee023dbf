import { countries, countryByDial, countryLabel } from '@drishti/content/countries';
import { describe, expect, it } from 'vitest';
import { countryText, filterCountries } from './sms-rules';

describe('filterCountries', () => {
  const names = (q: string) => filterCountries(countries, q, countryByDial).map((c) => c.name);

  it('lists every country for an empty query', () => {
    expect(filterCountries(countries, '  ')).toHaveLength(countries.length);
    expect(countries.length).toBeGreaterThanOrEqual(240);
  });

  it('puts the exact dial code first, with or without +', () => {
    expect(names('91')[0]).toBe('India');
    expect(names('+91')[0]).toBe('India');
    expect(filterCountries(countries, '1').every((c) => c.dial.startsWith('1'))).toBe(true);
    expect(names('44')[0]).toBe('United Kingdom');
    expect(names('44')).toContain('Guernsey');
    expect(names('1')[0]).toBe('United States');
  });

  it('finds names from their start, a word, or inside, and by ISO code', () => {
    expect(names('ind')[0]).toBe('India');
    expect(names('ind')).toContain('Indonesia');
    expect(names('in')[0]).toBe('India');
    expect(names('zealand')).toEqual(['New Zealand']);
    expect(names('aland')).toContain('Åland Islands');
  });

  it('without the dial-code lookup keeps shared codes in name order', () => {
    expect(filterCountries(countries, '44')[0]?.name).toBe('Guernsey');
  });

  it('labels like the content package', () => {
    for (const c of countries) {
      expect(countryText(c, 'en')).toBe(countryLabel(c, 'en'));
      expect(countryText(c, 'hi')).toBe(countryLabel(c, 'hi'));
    }
  });

  it('finds Hindi names', () => {
    expect(filterCountries(countries, 'भारत')[0]?.code).toBe('IN');
  });

  it('gives nothing for a query no country matches', () => {
    expect(filterCountries(countries, 'qqqq')).toEqual([]);
    expect(filterCountries(countries, '0000')).toEqual([]);
  });
});
