/**
 * Mangal (Kuja) dosha and Kaal Sarp dosha as structured data: ids and houses, never prose. Text in
 * English and Hindi is written elsewhere from these keys.
 *
 * Inputs are sidereal longitudes in degrees; houses are whole-sign houses counted from the
 * reference sign (the reference is house 1).
 */
import { houseFrom, norm360, type PlanetKey, SEVEN_PLANETS, signOf } from './zodiac';

/** Houses from a reference in which Mars gives Mangal dosha. */
export const MANGAL_DOSHA_HOUSES: readonly number[] = [1, 4, 7, 8, 12];

/** The references Mangal dosha is judged from. */
export type MangalReference = 'lagna' | 'moon' | 'venus';

/** Named cancellations (parihara) of Mangal dosha. */
export type MangalCancellation =
  /** Mars in its own sign, Aries or Scorpio. */
  | 'mars-own-sign'
  /** Mars exalted, in Capricorn. */
  | 'mars-exalted'
  /** Mars in Leo or Aquarius. */
  | 'mars-in-leo-or-aquarius'
  /**
   * Every afflicting placement is an exempt house–sign pair: 4th in Aries or Scorpio, 7th in
   * Cancer or Capricorn, 8th in Sagittarius or Pisces, 12th in Taurus or Libra.
   */
  | 'exempt-house-sign'
  /** Jupiter in the same sign as Mars. */
  | 'jupiter-conjunct-mars'
  /** Jupiter aspects Mars (Mars in the 5th, 7th or 9th sign from Jupiter). */
  | 'jupiter-aspects-mars'
  /** The Moon in the same sign as Mars (Chandra–Mangala yoga). */
  | 'moon-conjunct-mars'
  /** Jupiter or Venus in the lagna. */
  | 'benefic-in-lagna';

/** Mars as seen from one reference. */
export interface MangalFromReference {
  /** House of Mars counted from the reference, 1–12. */
  house: number;
  /** Mars is in one of the dosha houses from this reference. */
  afflicted: boolean;
}

/** Mangal dosha of a chart. */
export interface MangalDosha {
  /** Mars afflicts from at least one reference. */
  present: boolean;
  /** Mars from the lagna, the Moon and Venus. */
  from: Record<MangalReference, MangalFromReference>;
  /** How many of the three references are afflicted, 0–3 (more means stronger). */
  count: number;
  /** Cancellations that hold in the chart (listed whether or not the dosha is present). */
  cancellations: MangalCancellation[];
  /** Present and at least one cancellation holds. */
  cancelled: boolean;
  /** Present and not cancelled. */
  effective: boolean;
}

const EXEMPT_SIGNS_BY_HOUSE: Readonly<Record<number, readonly number[]>> = {
  4: [1, 8],
  7: [4, 10],
  8: [9, 12],
  12: [2, 7],
};

/**
 * Mangal dosha from the sidereal longitudes (degrees) of the ascendant and the planets (Mars, Moon,
 * Venus and Jupiter are used).
 */
export function mangalDosha(
  ascendant: number,
  planets: Readonly<Record<'MA' | 'MO' | 'VE' | 'JU', number>>,
): MangalDosha {
  const mars = signOf(planets.MA);
  const refs: Record<MangalReference, number> = {
    lagna: signOf(ascendant),
    moon: signOf(planets.MO),
    venus: signOf(planets.VE),
  };
  const from = {} as Record<MangalReference, MangalFromReference>;
  for (const [ref, sign] of Object.entries(refs) as [MangalReference, number][]) {
    const house = houseFrom(sign, mars);
    from[ref] = { house, afflicted: MANGAL_DOSHA_HOUSES.includes(house) };
  }
  const afflicted = Object.values(from).filter((f) => f.afflicted);
  const jupiter = signOf(planets.JU);
  const cancellations: MangalCancellation[] = [];
  if (mars === 1 || mars === 8) cancellations.push('mars-own-sign');
  if (mars === 10) cancellations.push('mars-exalted');
  if (mars === 5 || mars === 11) cancellations.push('mars-in-leo-or-aquarius');
  if (afflicted.length > 0 && afflicted.every((f) => EXEMPT_SIGNS_BY_HOUSE[f.house]?.includes(mars))) {
    cancellations.push('exempt-house-sign');
  }
  if (jupiter === mars) cancellations.push('jupiter-conjunct-mars');
  if ([5, 7, 9].includes(houseFrom(jupiter, mars))) cancellations.push('jupiter-aspects-mars');
  if (signOf(planets.MO) === mars) cancellations.push('moon-conjunct-mars');
  if (jupiter === refs.lagna || refs.venus === refs.lagna) cancellations.push('benefic-in-lagna');
  const present = afflicted.length > 0;
  const cancelled = present && cancellations.length > 0;
  return { present, from, count: afflicted.length, cancellations, cancelled, effective: present && !cancelled };
}

/** The twelve Kaal Sarp types, named by Rahu's house from the lagna (index 0 = 1st house). */
export const KAAL_SARP_TYPES = [
  'anant',
  'kulik',
  'vasuki',
  'shankhpal',
  'padma',
  'mahapadma',
  'takshak',
  'karkotak',
  'shankhachud',
  'ghatak',
  'vishdhar',
  'sheshnag',
] as const;
/** A Kaal Sarp type id. */
export type KaalSarpType = (typeof KAAL_SARP_TYPES)[number];

/** Kaal Sarp dosha of a chart. */
export interface KaalSarp {
  /**
   * All seven planets are hemmed between Rahu and Ketu on one side of the nodal axis, counting a
   * planet in the same sign as Rahu or Ketu as hemmed (kind `full` or `by-sign`).
   */
  present: boolean;
  /**
   * `full`: hemmed by longitude. `by-sign`: hemmed only if planets sharing a node's sign count
   * (they lie just outside the axis). `partial`: exactly one planet outside, no dosha.
   * `none`: two or more planets outside.
   */
  kind: 'full' | 'by-sign' | 'partial' | 'none';
  /**
   * Which half holds the planets: `rahu-to-ketu` (the zodiacal arc from Rahu to Ketu, the
   * classical Kaal Sarp) or `ketu-to-rahu` (called Kaal Amrit by some); null for `none`.
   */
  direction: 'rahu-to-ketu' | 'ketu-to-rahu' | null;
  /** Type by Rahu's house from the lagna; null unless present or partial. */
  type: KaalSarpType | null;
  /** House of Rahu from the lagna, 1–12. */
  rahuHouse: number;
  /** Planets outside the hemmed half by longitude (the ones that make it `by-sign` or `partial`). */
  outside: PlanetKey[];
}

/**
 * Kaal Sarp dosha from the sidereal longitudes (degrees) of the ascendant, the seven planets and
 * Rahu (Ketu is opposite).
 */
export function kaalSarp(ascendant: number, planets: Readonly<Record<PlanetKey, number>>): KaalSarp {
  const rahu = planets.RA;
  const rahuSign = signOf(rahu);
  const ketuSign = signOf(rahu + 180);
  const rahuHouse = houseFrom(signOf(ascendant), rahuSign);
  const sides = SEVEN_PLANETS.map((p) => ({ p, first: norm360(planets[p] - rahu) < 180 }));
  const firstHalf = sides.filter((s) => s.first).length;
  const direction = firstHalf >= 4 ? 'rahu-to-ketu' : 'ketu-to-rahu';
  const outside = sides.filter((s) => s.first !== (direction === 'rahu-to-ketu')).map((s) => s.p);
  let kind: KaalSarp['kind'];
  if (outside.length === 0) kind = 'full';
  else if (outside.every((p) => signOf(planets[p]) === rahuSign || signOf(planets[p]) === ketuSign)) kind = 'by-sign';
  else if (outside.length === 1) kind = 'partial';
  else kind = 'none';
  const present = kind === 'full' || kind === 'by-sign';
  return {
    present,
    kind,
    direction: kind === 'none' ? null : direction,
    type: kind === 'none' ? null : KAAL_SARP_TYPES[rahuHouse - 1]!,
    rahuHouse,
    outside,
  };
}
