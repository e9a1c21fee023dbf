import { describe, expect, it } from 'vitest';
import { kuaNumber } from './kua';

describe('kuaNumber', () => {
  it('follows the published recipes for the 1900s', () => {
    // 1985: 8 + 5 = 13 → 4; male 10 − 4 = 6; female 4 + 5 = 9
    expect(kuaNumber({ year: 1985, gender: 'male' })).toMatchObject({ number: 6, group: 'west' });
    expect(kuaNumber({ year: 1985, gender: 'female' })).toMatchObject({ number: 9, group: 'east' });
    // 1990: 9 + 0 = 9; male 10 − 9 = 1; female 9 + 5 = 14 → 5 → women with 5 take 8
    expect(kuaNumber({ year: 1990, gender: 'male' }).number).toBe(1);
    expect(kuaNumber({ year: 1990, gender: 'female' })).toMatchObject({ number: 8, rawNumber: 5, group: 'west' });
    // 1995: 9 + 5 = 14 → 5; male 10 − 5 = 5 → men with 5 take 2
    expect(kuaNumber({ year: 1995, gender: 'male' })).toMatchObject({ number: 2, rawNumber: 5 });
  });

  it('follows the published recipes from 2000', () => {
    // 2000: 0; male 9 − 0 = 9; female 0 + 6 = 6
    expect(kuaNumber({ year: 2000, gender: 'male' }).number).toBe(9);
    expect(kuaNumber({ year: 2000, gender: 'female' }).number).toBe(6);
    // 2024: 2 + 4 = 6; male 9 − 6 = 3; female 6 + 6 = 12 → 3
    expect(kuaNumber({ year: 2024, gender: 'male' }).number).toBe(3);
    expect(kuaNumber({ year: 2024, gender: 'female' }).number).toBe(3);
  });

  it('moves January and early February births to the previous solar year', () => {
    // 3 Feb 1986 counts as 1985 → male 6; 4 Feb 1986 is 1986: 8 + 6 = 14 → 5 → 10 − 5 = 5 → 2
    expect(kuaNumber({ year: 1986, month: 2, day: 3, gender: 'male' })).toMatchObject({ solarYear: 1985, number: 6 });
    expect(kuaNumber({ year: 1986, month: 2, day: 4, gender: 'male' })).toMatchObject({ solarYear: 1986, number: 2 });
    expect(kuaNumber({ year: 1986, month: 1, day: 31, gender: 'male' }).solarYear).toBe(1985);
  });

  it('gives the published Eight Mansions directions for every Kua', () => {
    // Good: sheng chi, tien yi, nien yen, fu wei. Bad: ho hai, wu kwei, lui sha, chueh ming.
    const table: Record<number, [string[], string[]]> = {
      1: [
        ['SE', 'E', 'S', 'N'],
        ['W', 'NE', 'NW', 'SW'],
      ],
      2: [
        ['NE', 'W', 'NW', 'SW'],
        ['E', 'SE', 'S', 'N'],
      ],
      3: [
        ['S', 'N', 'SE', 'E'],
        ['SW', 'NW', 'NE', 'W'],
      ],
      4: [
        ['N', 'S', 'E', 'SE'],
        ['NW', 'SW', 'W', 'NE'],
      ],
      6: [
        ['W', 'NE', 'SW', 'NW'],
        ['SE', 'E', 'N', 'S'],
      ],
      7: [
        ['NW', 'SW', 'NE', 'W'],
        ['N', 'S', 'SE', 'E'],
      ],
      8: [
        ['SW', 'NW', 'W', 'NE'],
        ['S', 'N', 'E', 'SE'],
      ],
      9: [
        ['E', 'SE', 'N', 'S'],
        ['NE', 'W', 'SW', 'NW'],
      ],
    };
    // male Kua k for year Y with (2 − Y) mod 9 = k: find one year per Kua in 1900–1908
    const seen = new Set<number>();
    for (let year = 1900; year <= 1908; year++) {
      const k = kuaNumber({ year, gender: 'male' });
      if (k.rawNumber === 5) continue;
      seen.add(k.number);
      const [good, bad] = table[k.number]!;
      expect(k.good.map((d) => d.direction)).toEqual(good);
      expect(k.bad.map((d) => d.direction)).toEqual(bad);
      expect(k.good.map((d) => d.key)).toEqual(['sheng-chi', 'tien-yi', 'nien-yen', 'fu-wei']);
      expect(k.bad.map((d) => d.key)).toEqual(['ho-hai', 'wu-kwei', 'lui-sha', 'chueh-ming']);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
  });

  it('rejects bad input', () => {
    expect(() => kuaNumber({ year: 1990, month: 2, gender: 'male' })).toThrow(RangeError);
    expect(() => kuaNumber({ year: 1990, month: 2, day: 30, gender: 'male' })).toThrow(RangeError);
    expect(() => kuaNumber({ year: 1990, gender: 'other' as 'male' })).toThrow(RangeError);
  });
});
