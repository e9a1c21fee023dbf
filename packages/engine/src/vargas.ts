/**
 * The sixteen Parashara vargas (divisional charts). A varga divides each sign into N equal parts
 * (D30 into five unequal ones) and maps each part to a sign; the rules are those of the CLI
 * contract. Input: sidereal longitude in degrees; output: varga sign 1–12 (1 = Aries).
 */
import { isOddSign, modalityOf, norm360, type PointKey } from './zodiac';

/** The sixteen vargas of Parashara, by division number. */
export const VARGA_DIVISIONS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
/** A varga's division number (D9 → 9). */
export type VargaDivision = (typeof VARGA_DIVISIONS)[number];
/** A varga's name as the contract writes it: `D1` … `D60`. */
export type VargaName = `D${VargaDivision}`;

/** Sign counted `steps` signs onward from `start` (both 1–12). */
function advance(start: number, steps: number): number {
  return ((start - 1 + steps) % 12) + 1;
}

/** Sign where the varga's count starts, for the vargas that count part k as start + k. */
function startSign(division: VargaDivision, sign: number): number {
  const odd = isOddSign(sign);
  const modality = modalityOf(sign);
  switch (division) {
    case 1:
    case 3:
    case 4:
    case 12:
    case 60:
      return sign;
    case 7:
      return odd ? sign : advance(sign, 6);
    case 10:
      return odd ? sign : advance(sign, 8);
    case 16:
    case 45:
      return modality === 'movable' ? 1 : modality === 'fixed' ? 5 : 9;
    case 20:
      return modality === 'movable' ? 1 : modality === 'fixed' ? 9 : 5;
    case 24:
      return odd ? 5 : 4;
    case 40:
      return odd ? 1 : 7;
    default:
      return sign;
  }
}

/** D30 (trimshamsa) parts of odd signs: [end degree, sign]. Even signs use the mirror list. */
const TRIMSHAMSA_ODD: readonly (readonly [number, number])[] = [
  [5, 1],
  [10, 11],
  [18, 9],
  [25, 3],
  [30, 7],
];
const TRIMSHAMSA_EVEN: readonly (readonly [number, number])[] = [
  [5, 2],
  [12, 6],
  [20, 12],
  [25, 10],
  [30, 8],
];

/**
 * Varga sign of part `part` (0-based) of sign `sign` (1–12) under the rules below, for the
 * divisions with equal parts (all but D30).
 *
 * D2: odd signs Leo then Cancer, even signs Cancer then Leo. D3 counts the sign, 5th, 9th; D4 the
 * sign, 4th, 7th, 10th. D7 and D10 count from the sign for odd signs, from the 7th (D7) or 9th
 * (D10) for even ones. D9 and D27 run continuously from Aries. D12 and D60 count from the sign.
 * D16 and D45 start at Aries, Leo, Sagittarius for movable, fixed, dual signs; D20 at Aries,
 * Sagittarius, Leo. D24 starts at Leo (odd) or Cancer (even); D40 at Aries (odd) or Libra (even).
 */
function ruleSign(sign: number, part: number, division: Exclude<VargaDivision, 30>): number {
  if (division === 2) return isOddSign(sign) === (part === 0) ? 5 : 4;
  if (division === 9 || division === 27) return (((sign - 1) * division + part) % 12) + 1;
  const step = division === 3 ? 4 : division === 4 ? 3 : 1;
  return advance(startSign(division, sign), part * step);
}

/** VARGA_TABLES[division][(sign − 1) × division + part] = varga sign, built once from the rules. */
const VARGA_TABLES = new Map<VargaDivision, Uint8Array>();
for (const division of VARGA_DIVISIONS) {
  if (division === 30) continue;
  const table = new Uint8Array(12 * division);
  for (let sign = 1; sign <= 12; sign++) {
    for (let part = 0; part < division; part++) table[(sign - 1) * division + part] = ruleSign(sign, part, division);
  }
  VARGA_TABLES.set(division, table);
}

/**
 * Sign 1–12 of a sidereal longitude (degrees) in varga D`division`, by the rules of
 * {@link ruleSign}; D30 (trimshamsa): odd signs 5° Aries, 5° Aquarius, 8° Sagittarius, 7° Gemini,
 * 5° Libra; even signs 5° Taurus, 7° Virgo, 8° Pisces, 5° Capricorn, 5° Scorpio.
 */
export function vargaSign(longitude: number, division: VargaDivision): number {
  const lon = norm360(longitude);
  const signIndex = Math.floor(lon / 30) % 12;
  const degree = lon - signIndex * 30;
  if (division === 30) {
    const odd = signIndex % 2 === 0;
    for (const [end, target] of odd ? TRIMSHAMSA_ODD : TRIMSHAMSA_EVEN) {
      if (degree < end) return target;
    }
    return odd ? 7 : 8;
  }
  // The part index is capped because floating-point division can land exactly on N at 30°.
  const part = Math.min(division - 1, Math.floor((degree * division) / 30));
  return VARGA_TABLES.get(division)![signIndex * division + part]!;
}

/** One varga: the varga sign 1–12 of each point. */
export type VargaChart = Partial<Record<PointKey, number>>;

/** The vargas' names, `D1` … `D60`, in the order of {@link VARGA_DIVISIONS}. */
export const VARGA_NAMES = VARGA_DIVISIONS.map((d) => `D${d}` as VargaName);

/** All sixteen vargas of a set of points given by sidereal longitude (degrees). */
export function vargaCharts(longitudes: Partial<Record<PointKey, number>>): Record<VargaName, VargaChart> {
  const keys = Object.keys(longitudes) as PointKey[];
  const result = {} as Record<VargaName, VargaChart>;
  for (let v = 0; v < VARGA_DIVISIONS.length; v++) {
    const division = VARGA_DIVISIONS[v]!;
    const chart: VargaChart = {};
    for (const key of keys) chart[key] = vargaSign(longitudes[key]!, division);
    result[VARGA_NAMES[v]!] = chart;
  }
  return result;
}

/**
 * Distance in degrees from a longitude to the nearest part boundary of a varga: how far the point
 * would have to move to change its varga sign. Tests use it to tell real disagreements from
 * boundary cases.
 */
export function vargaBoundaryDistance(longitude: number, division: VargaDivision): number {
  const lon = norm360(longitude);
  const degree = lon % 30;
  if (division === 30) {
    const ends = (isOddSign(Math.floor(lon / 30) + 1) ? TRIMSHAMSA_ODD : TRIMSHAMSA_EVEN).map(([end]) => end);
    return Math.min(degree, ...ends.map((end) => Math.abs(end - degree)));
  }
  const width = 30 / division;
  const within = degree % width;
  return Math.min(within, width - within);
}
