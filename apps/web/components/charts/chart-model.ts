/**
 * Geometry of the two chart styles (docs/CONVENTIONS.md, Charts). Pure: the SVG components draw what these
 * functions place. Signs are 1 (Aries) … 12 (Pisces); houses 1 … 12 counted from the lagna.
 */

export type ChartStyle = 'north' | 'south';
export const CHART_STYLES: readonly ChartStyle[] = ['north', 'south'];
/** The viewBox side of both charts. */
export const CHART_SIZE = 400;

export interface ChartPoint {
  /** Planet key (SU … KE). */
  key: string;
  /** What the chart writes: "SU", "सू (व)". */
  label: string;
  sign: number;
  /** The house it is drawn in; by default counted from the lagna sign (whole signs). */
  house?: number;
  retrograde?: boolean;
}

export interface ChartData {
  /** The sign of house 1. */
  ascendantSign: number;
  points: ChartPoint[];
  /** Per sign (index 0 = Aries), written in each house/sign instead of planets (sarvashtakavarga). */
  signNumbers?: number[];
}

/** House of a sign counted from the lagna sign: the lagna's sign is house 1. */
export function houseOfSign(ascendantSign: number, sign: number): number {
  return ((((sign - ascendantSign) % 12) + 12) % 12) + 1;
}

/** Sign in a house counted from the lagna sign. */
export function signOfHouse(ascendantSign: number, house: number): number {
  return ((ascendantSign - 1 + house - 1) % 12) + 1;
}

/** The house each point is drawn in (its own `house` when given, as in the bhava chalit). */
export function pointHouse(ascendantSign: number, p: ChartPoint): number {
  return p.house ?? houseOfSign(ascendantSign, p.sign);
}

type Pt = readonly [number, number];

const S = CHART_SIZE;
const H = S / 2;
const Q = S / 4;
const TL: Pt = [0, 0];
const TR: Pt = [S, 0];
const BR: Pt = [S, S];
const BL: Pt = [0, S];
const T: Pt = [H, 0];
const R: Pt = [S, H];
const B: Pt = [H, S];
const L: Pt = [0, H];
const C: Pt = [H, H];
const P1: Pt = [Q, Q];
const P2: Pt = [3 * Q, Q];
const P3: Pt = [3 * Q, 3 * Q];
const P4: Pt = [Q, 3 * Q];

/**
 * North Indian houses: house 1 the top centre diamond, then counter-clockwise (2 top-left,
 * 3 left-top, 4 left diamond, …, 10 right diamond, 12 top-right). Each with its polygon and the
 * corner its sign number sits near (the centre for the diamonds, the inner corner for triangles).
 */
const NORTH_HOUSES: readonly { poly: readonly Pt[]; anchor: Pt; kind: 'diamond' | 'wide' | 'tall' }[] = [
  { poly: [T, P1, C, P2], anchor: C, kind: 'diamond' },
  { poly: [TL, T, P1], anchor: P1, kind: 'wide' },
  { poly: [TL, P1, L], anchor: P1, kind: 'tall' },
  { poly: [L, P1, C, P4], anchor: C, kind: 'diamond' },
  { poly: [L, P4, BL], anchor: P4, kind: 'tall' },
  { poly: [BL, P4, B], anchor: P4, kind: 'wide' },
  { poly: [B, P4, C, P3], anchor: C, kind: 'diamond' },
  { poly: [B, P3, BR], anchor: P3, kind: 'wide' },
  { poly: [BR, P3, R], anchor: P3, kind: 'tall' },
  { poly: [R, P3, C, P2], anchor: C, kind: 'diamond' },
  { poly: [R, P2, TR], anchor: P2, kind: 'tall' },
  { poly: [TR, P2, T], anchor: P2, kind: 'wide' },
];

function centroid(poly: readonly Pt[]): Pt {
  if (poly.length === 4) {
    // The diamonds are symmetric: their centre is the middle of the outer and centre points.
    const [a, , c] = poly as [Pt, Pt, Pt, Pt];
    return [(a[0] + c[0]) / 2, (a[1] + c[1]) / 2];
  }
  const x = poly.reduce((sum, p) => sum + p[0], 0) / poly.length;
  const y = poly.reduce((sum, p) => sum + p[1], 0) / poly.length;
  return [x, y];
}

export interface HouseBox {
  house: number;
  sign: number;
  /** SVG points attribute of the house's polygon. */
  points: string;
  /** Where the planets are written (centre of the text block). */
  centre: Pt;
  /** Where the sign number is written. */
  signAt: Pt;
  /** How many planet labels fit on a line. */
  perLine: number;
}

/** The 12 houses of a North Indian chart with the sign of each for this lagna. */
export function northHouses(ascendantSign: number): HouseBox[] {
  return NORTH_HOUSES.map((h, i) => {
    const c = centroid(h.poly);
    const toward = h.kind === 'diamond' ? 0.72 : 0.62;
    const signAt: Pt = [c[0] + (h.anchor[0] - c[0]) * toward, c[1] + (h.anchor[1] - c[1]) * toward];
    // Text sits a little away from the sign number, towards the open side of the house.
    const centre: Pt =
      h.kind === 'diamond' ? [c[0] - (h.anchor[0] - c[0]) * 0.12, c[1] - (h.anchor[1] - c[1]) * 0.12] : c;
    return {
      house: i + 1,
      sign: signOfHouse(ascendantSign, i + 1),
      points: h.poly.map((p) => p.join(',')).join(' '),
      centre,
      signAt,
      perLine: h.kind === 'diamond' ? 3 : h.kind === 'wide' ? 3 : 2,
    };
  });
}

/**
 * South Indian cells: [row, column] of each sign in the 4×4 grid, signs fixed: top row Pisces,
 * Aries, Taurus, Gemini; right column Cancer, Leo; bottom row right to left Virgo, Libra, Scorpio,
 * Sagittarius; left column bottom to top Capricorn, Aquarius.
 */
const SOUTH_CELLS: Readonly<Record<number, readonly [number, number]>> = {
  12: [0, 0],
  1: [0, 1],
  2: [0, 2],
  3: [0, 3],
  4: [1, 3],
  5: [2, 3],
  6: [3, 3],
  7: [3, 2],
  8: [3, 1],
  9: [3, 0],
  10: [2, 0],
  11: [1, 0],
};

export function southCell(sign: number): { row: number; col: number; x: number; y: number; size: number } {
  const cell = SOUTH_CELLS[sign];
  if (!cell) throw new RangeError(`sign must be 1–12, got ${sign}`);
  const size = S / 4;
  return { row: cell[0], col: cell[1], x: cell[1] * size, y: cell[0] * size, size };
}

/** Splits labels into lines of at most `perLine`. */
export function lines(labels: readonly string[], perLine: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < labels.length; i += perLine) out.push(labels.slice(i, i + perLine));
  return out;
}

/** The labels in each house (1–12) for a North Indian chart. */
export function pointsByHouse(data: ChartData): Map<number, ChartPoint[]> {
  const map = new Map<number, ChartPoint[]>();
  for (const p of data.points) {
    const h = pointHouse(data.ascendantSign, p);
    map.set(h, [...(map.get(h) ?? []), p]);
  }
  return map;
}

/** The labels in each sign (1–12) for a South Indian chart. */
export function pointsBySign(data: ChartData): Map<number, ChartPoint[]> {
  const map = new Map<number, ChartPoint[]>();
  for (const p of data.points) map.set(p.sign, [...(map.get(p.sign) ?? []), p]);
  return map;
}

export const CHART_STYLE_KEY = 'drishti.chartStyle';

export function readChartStyle(raw: string | null | undefined): ChartStyle {
  return raw === 'south' ? 'south' : 'north';
}
