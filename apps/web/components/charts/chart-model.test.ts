import { describe, expect, it } from 'vitest';
import {
  type ChartData,
  houseOfSign,
  lines,
  northHouses,
  pointsByHouse,
  pointsBySign,
  readChartStyle,
  signOfHouse,
  southCell,
} from './chart-model';

// Reference chart C01 (New Delhi, 1964-03-06 08:20 UTC, packages/engine/src/__fixtures__/swisseph-charts.json):
// lagna Gemini; Sun, Mars, Mercury, Saturn in Aquarius, Moon in Scorpio, Jupiter in Pisces,
// Venus in Aries, Rahu in Gemini, Ketu in Sagittarius.
const c01: ChartData = {
  ascendantSign: 3,
  points: [
    { key: 'SU', label: 'SU', sign: 11 },
    { key: 'MO', label: 'MO', sign: 8 },
    { key: 'MA', label: 'MA', sign: 11 },
    { key: 'ME', label: 'ME', sign: 11 },
    { key: 'JU', label: 'JU', sign: 12 },
    { key: 'VE', label: 'VE', sign: 1 },
    { key: 'SA', label: 'SA', sign: 11 },
    { key: 'RA', label: 'RA(R)', sign: 3, retrograde: true },
    { key: 'KE', label: 'KE(R)', sign: 9, retrograde: true },
  ],
};

describe('North Indian chart', () => {
  it('puts each planet in its house counted from the lagna', () => {
    const byHouse = pointsByHouse(c01);
    const keys = (h: number) => (byHouse.get(h) ?? []).map((p) => p.key);
    expect(keys(1)).toEqual(['RA']);
    expect(keys(6)).toEqual(['MO']);
    expect(keys(7)).toEqual(['KE']);
    expect(keys(9)).toEqual(['SU', 'MA', 'ME', 'SA']);
    expect(keys(10)).toEqual(['JU']);
    expect(keys(11)).toEqual(['VE']);
    expect(keys(2)).toEqual([]);
  });

  it('writes the sign numbers in the fixed houses, house 1 at the top centre', () => {
    const houses = northHouses(3);
    expect(houses.map((h) => h.sign)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2]);
    // House 1 is the top diamond, house 4 the left one, 7 the bottom, 10 the right (counter-clockwise).
    const [h1, , , h4, , , h7, , , h10] = houses;
    expect(h1?.centre[1]).toBeLessThan(200);
    expect(h4?.centre[0]).toBeLessThan(200);
    expect(h7?.centre[1]).toBeGreaterThan(200);
    expect(h10?.centre[0]).toBeGreaterThan(200);
    // House 2 is top-left, house 12 top-right.
    expect(houses[1]?.centre[0]).toBeLessThan(200);
    expect(houses[11]?.centre[0]).toBeGreaterThan(200);
  });

  it('follows a planet’s own house in the bhava chalit', () => {
    const chalit: ChartData = { ascendantSign: 3, points: [{ key: 'SU', label: 'SU', sign: 11, house: 10 }] };
    expect(pointsByHouse(chalit).get(10)?.[0]?.key).toBe('SU');
  });

  it('counts houses and signs both ways', () => {
    for (let asc = 1; asc <= 12; asc++) {
      for (let sign = 1; sign <= 12; sign++) expect(signOfHouse(asc, houseOfSign(asc, sign))).toBe(sign);
    }
    expect(houseOfSign(12, 1)).toBe(2);
    expect(houseOfSign(1, 12)).toBe(12);
  });
});

describe('South Indian chart', () => {
  it('has a fixed cell per sign around the 4×4 grid', () => {
    const at = (sign: number) => {
      const c = southCell(sign);
      return [c.row, c.col];
    };
    expect(at(12)).toEqual([0, 0]);
    expect(at(1)).toEqual([0, 1]);
    expect(at(2)).toEqual([0, 2]);
    expect(at(3)).toEqual([0, 3]);
    expect(at(4)).toEqual([1, 3]);
    expect(at(5)).toEqual([2, 3]);
    expect(at(6)).toEqual([3, 3]);
    expect(at(7)).toEqual([3, 2]);
    expect(at(8)).toEqual([3, 1]);
    expect(at(9)).toEqual([3, 0]);
    expect(at(10)).toEqual([2, 0]);
    expect(at(11)).toEqual([1, 0]);
    const cells = new Set(Array.from({ length: 12 }, (_, i) => at(i + 1).join()));
    expect(cells.size).toBe(12);
    expect(cells.has('1,1')).toBe(false);
    expect(() => southCell(13)).toThrow(RangeError);
  });

  it('groups planets by sign', () => {
    expect(
      pointsBySign(c01)
        .get(11)
        ?.map((p) => p.key),
    ).toEqual(['SU', 'MA', 'ME', 'SA']);
    expect(
      pointsBySign(c01)
        .get(3)
        ?.map((p) => p.label),
    ).toEqual(['RA(R)']);
  });
});

describe('helpers', () => {
  it('splits labels into lines and reads the stored style', () => {
    expect(lines(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(readChartStyle('south')).toBe('south');
    expect(readChartStyle(null)).toBe('north');
    expect(readChartStyle('east')).toBe('north');
  });
});
