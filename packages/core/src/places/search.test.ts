import { describe, expect, it } from 'vitest';
import { offsetOn, searchPlaces } from './search';

describe('offline place search', () => {
  it('finds a city by prefix, with its state, country and zone', () => {
    const [first] = searchPlaces('Varan');
    expect(first).toMatchObject({
      name: 'Varanasi',
      nameHi: 'वाराणसी',
      state: 'Uttar Pradesh',
      stateHi: 'उत्तर प्रदेश',
      country: 'IN',
      countryName: 'India',
      timezone: 'Asia/Kolkata',
      match: 'prefix',
    });
    expect(first!.lat).toBeCloseTo(25.32, 1);
    expect(first!.lon).toBeCloseTo(83.01, 1);
  });

  it('tolerates typos', () => {
    expect(searchPlaces('Varansi')[0]?.name).toBe('Varanasi');
    expect(searchPlaces('Banglore')[0]?.name).toBe('Bengaluru');
    expect(searchPlaces('Bombay')[0]?.name).toBe('Mumbai');
    expect(searchPlaces('Gorakhpur')[0]?.state).toBe('Uttar Pradesh');
    expect(searchPlaces('Lucknw')[0]?.name).toBe('Lucknow');
    expect(searchPlaces('Lucknw')[0]?.match).toBe('fuzzy');
  });

  it('finds Indian places by their Hindi names', () => {
    expect(searchPlaces('वाराणसी')[0]?.name).toBe('Varanasi');
    expect(searchPlaces('लखनऊ')[0]?.name).toBe('Lucknow');
    expect(searchPlaces('चेन्न')[0]?.name).toBe('Chennai');
    // Not in the Hindi table: found through the transliterated key.
    const results = searchPlaces('कानपुर');
    expect(results.map((p) => p.name)).toContain('Kanpur');
  });

  it('narrows by region after a comma', () => {
    const london = searchPlaces('London, Canada');
    expect(london[0]?.country).toBe('CA');
    expect(searchPlaces('London')[0]?.country).toBe('GB');
  });

  it('gives the UTC offset on the birth date, historical rules included', () => {
    const [ny] = searchPlaces('New York', { date: '2020-07-01' });
    expect(ny?.utcOffset).toBe(-4);
    expect(searchPlaces('New York', { date: '2020-01-15' })[0]?.utcOffset).toBe(-5);
    expect(searchPlaces('Mumbai', { date: '1996-12-07T10:34' })[0]?.utcOffset).toBe(5.5);
    // India's war time: +6:30 in 1943.
    expect(offsetOn('Asia/Kolkata', '1943-06-01')).toBe(6.5);
  });

  it('returns nothing for nothing', () => {
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('zzqxjvw')).toEqual([]);
  });
});
