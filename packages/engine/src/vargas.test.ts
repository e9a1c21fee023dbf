/**
 * Signs, nakshatras, padas and the sixteen vargas: identical to what Swiss Ephemeris' longitudes
 * give, over the 53 reference charts, except where a longitude lies within 1″ of a boundary; and
 * the published D1–D60 placements of the 1996 Chennai chart.
 */
import { describe, expect, it } from 'vitest';
import { published, SE_NAMES, type SeChart, seCharts } from './__fixtures__/reference';
import { computeSky } from './ephemeris';
import { angles } from './houses';
import { VARGA_DIVISIONS, type VargaDivision, vargaBoundaryDistance, vargaCharts, vargaSign } from './vargas';
import { NAKSHATRA_SPAN, nakshatraOf, PADA_SPAN, PLANET_KEYS, padaOf, type PointKey, signOf } from './zodiac';

const BOUNDARY = 1 / 3600;

function distanceToMultiple(lon: number, step: number): number {
  const r = lon % step;
  return Math.min(r, step - r);
}

type Variant = 'apparent-true-node' | 'apparent-mean-node' | 'geometric-mean-node';

function pointsOf(c: SeChart, variant: Variant): { key: PointKey; mine: number; ref: number }[] {
  const sky = computeSky(
    Date.parse(c.utcIso),
    variant === 'apparent-true-node'
      ? { node: 'true' }
      : variant === 'apparent-mean-node'
        ? { node: 'mean' }
        : { node: 'mean', positions: 'geometric' },
  );
  const refs: Record<string, number> =
    variant === 'geometric-mean-node'
      ? c.sidereal_lahiri_truepos_meannode_JHoraStyle
      : variant === 'apparent-true-node'
        ? c.sidereal_lahiri_apparent_truenode
        : {
            ...c.sidereal_lahiri_apparent_truenode,
            Rahu: c.rahu_mean_node_apparent,
            Ketu: (c.rahu_mean_node_apparent + 180) % 360,
          };
  const a = angles(sky.gast, c.lat, c.lon, sky.trueObliquity, sky.ayanamsa.true);
  return [
    ...PLANET_KEYS.map((key) => ({
      key: key as PointKey,
      mine: sky.planets[key].longitude,
      ref: refs[SE_NAMES[key]]!,
    })),
    { key: 'AS' as PointKey, mine: a.ascendant, ref: refs.Ascendant! },
  ];
}

const nearBoundary = (mine: number, ref: number, distance: (lon: number) => number) =>
  distance(mine) < BOUNDARY || distance(ref) < BOUNDARY;

describe.each(seCharts.map((c) => [c.id, c] as const))('chart %s', (_id, c) => {
  for (const variant of ['apparent-true-node', 'apparent-mean-node', 'geometric-mean-node'] as const) {
    const points = pointsOf(c, variant);

    it(`${variant}: sign, nakshatra and pada as Swiss Ephemeris' longitudes give them`, () => {
      for (const { key, mine, ref } of points) {
        if (!nearBoundary(mine, ref, (l) => distanceToMultiple(l, 30))) expect(signOf(mine), key).toBe(signOf(ref));
        if (!nearBoundary(mine, ref, (l) => distanceToMultiple(l, NAKSHATRA_SPAN))) {
          expect(nakshatraOf(mine), key).toBe(nakshatraOf(ref));
        }
        if (!nearBoundary(mine, ref, (l) => distanceToMultiple(l, PADA_SPAN)))
          expect(padaOf(mine), key).toBe(padaOf(ref));
      }
    });

    it(`${variant}: all sixteen vargas as Swiss Ephemeris' longitudes give them`, () => {
      let compared = 0;
      for (const { key, mine, ref } of points) {
        for (const d of VARGA_DIVISIONS) {
          if (nearBoundary(mine, ref, (l) => vargaBoundaryDistance(l, d))) continue;
          expect(vargaSign(mine, d), `${key} D${d}`).toBe(vargaSign(ref, d));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(150);
    });
  }

  it("matches the fixture's own derived signs and navamsas (independent of our varga code)", () => {
    const points = pointsOf(c, 'apparent-true-node');
    for (const { key, mine, ref } of points) {
      const name = key === 'AS' ? 'Ascendant' : SE_NAMES[key];
      if (!nearBoundary(mine, ref, (l) => distanceToMultiple(l, 30))) {
        expect(signOf(mine) - 1, key).toBe(c.derived.rasi_index_0Aries[name]);
      }
      if (!nearBoundary(mine, ref, (l) => distanceToMultiple(l, 30 / 9))) {
        expect(vargaSign(mine, 9) - 1, key).toBe(c.derived.navamsa_rasi_index[name]);
      }
    }
    const moon = points.find((p) => p.key === 'MO')!;
    expect(nakshatraOf(moon.mine)).toBe(c.derived.moon_nakshatra_1to27);
    expect(padaOf(moon.mine)).toBe(c.derived.moon_pada_1to4);
  });
});

describe('published chart: Chennai 1996-12-07 10:34 IST (PyJHora, verified against JHora)', () => {
  const entry = published.charts.find((c) => c.id === 'A1-pyjhora-1996-chennai')!;
  const sky = computeSky(Date.parse(entry.input.utc!), { node: 'mean', positions: 'geometric' });
  const a = angles(sky.gast, entry.input.lat, entry.input.lon, sky.trueObliquity, sky.ayanamsa.true);
  const longitudes: Partial<Record<PointKey, number>> = { AS: a.ascendant };
  for (const key of PLANET_KEYS) longitudes[key] = sky.planets[key].longitude;
  const vargas = vargaCharts(longitudes);
  const keyOf = (name: string): PointKey =>
    name === 'L' ? 'AS' : (Object.entries(SE_NAMES).find(([, n]) => n === name)![0] as PointKey);

  it('reproduces the D1 signs and degrees (2 decimals) and the full-precision ascendant', () => {
    for (const [name, [rasi, degree]] of Object.entries(entry.published_D1_rasi_and_deg_in_sign_2dp!)) {
      const lon = longitudes[keyOf(name)]!;
      expect(signOf(lon) - 1, name).toBe(rasi);
      expect(Math.abs((lon % 30) - degree), name).toBeLessThanOrEqual(0.005 + 10 / 3600);
    }
    expect(Math.abs(a.ascendant - entry.published_ascendant_full_precision_deg!) * 3600).toBeLessThan(5);
  });

  it('reproduces every published varga placement, D3 to D60', () => {
    let compared = 0;
    for (const [name, chart] of Object.entries(entry.published_vargas!)) {
      const division = Number(name.slice(1)) as VargaDivision;
      for (const [point, [rasi]] of Object.entries(chart)) {
        expect(vargas[`D${division}`][keyOf(point)], `${name} ${point}`).toBe(rasi + 1);
        compared++;
      }
    }
    expect(compared).toBe(14 * 10);
  });
});

describe('varga rules', () => {
  it('maps the first and last part of each sign as the contract states', () => {
    // [division, sign, first part's sign, last part's sign]
    const cases: [VargaDivision, number, number, number][] = [
      [2, 1, 5, 4],
      [2, 2, 4, 5],
      [3, 2, 2, 10],
      [4, 3, 3, 12],
      [7, 1, 1, 7],
      [7, 2, 8, 2],
      [9, 2, 10, 6],
      [10, 1, 1, 10],
      [10, 2, 10, 7],
      [12, 5, 5, 4],
      [16, 4, 1, 4],
      [16, 5, 5, 8],
      [16, 6, 9, 12],
      [20, 1, 1, 8],
      [20, 2, 9, 4],
      [20, 3, 5, 12],
      [24, 1, 5, 4],
      [24, 2, 4, 3],
      [27, 2, 4, 6],
      [30, 1, 1, 7],
      [30, 2, 2, 8],
      [40, 1, 1, 4],
      [40, 2, 7, 10],
      [45, 2, 5, 1],
      [45, 3, 9, 5],
      [60, 1, 1, 12],
    ];
    for (const [division, sign, first, last] of cases) {
      const start = (sign - 1) * 30;
      expect(vargaSign(start + 1e-9, division), `D${division} sign ${sign} first`).toBe(first);
      expect(vargaSign(start + 30 - 1e-9, division), `D${division} sign ${sign} last`).toBe(last);
    }
  });

  it('uses the trimshamsa degrees 5/5/8/7/5 (odd) and 5/7/8/5/5 (even)', () => {
    const odd = [2, 7, 12, 20, 27].map((d) => vargaSign(d, 30));
    const even = [32, 37, 45, 52, 57].map((d) => vargaSign(d, 30));
    expect(odd).toEqual([1, 11, 9, 3, 7]);
    expect(even).toEqual([2, 6, 12, 10, 8]);
  });
});
