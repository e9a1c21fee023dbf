/**
 * The fixed vocabulary of Jyotish: planet keys, signs, nakshatras, their lords, and the arithmetic
 * that turns a sidereal longitude (degrees) into sign, degree in sign, nakshatra and pada.
 *
 * Numbering follows the CLI contract: signs 1–12 (1 = Aries), nakshatras 1–27 (1 = Ashwini),
 * padas 1–4. Longitudes are degrees; every function here works on sidereal longitudes, although
 * the arithmetic itself does not care which zodiac the number belongs to.
 */

/** The nine grahas in the contract's order. */
export const PLANET_KEYS = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'] as const;
/** A graha key. */
export type PlanetKey = (typeof PLANET_KEYS)[number];
/** The seven visible planets, Sun to Saturn (no nodes). */
export const SEVEN_PLANETS = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA'] as const;
/** A key of the seven planets, Sun to Saturn. */
export type SevenPlanetKey = (typeof SEVEN_PLANETS)[number];
/** A graha key or the ascendant (`AS`). */
export type PointKey = PlanetKey | 'AS';

/** English planet names by key, for labels in data files (user-facing text lives elsewhere). */
export const PLANET_NAMES: Readonly<Record<PlanetKey, string>> = {
  SU: 'Sun',
  MO: 'Moon',
  MA: 'Mars',
  ME: 'Mercury',
  JU: 'Jupiter',
  VE: 'Venus',
  SA: 'Saturn',
  RA: 'Rahu',
  KE: 'Ketu',
};

/** Sign ids, index 0 = sign 1 (Aries). Stable keys for text written elsewhere. */
export const SIGN_IDS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;

/** Lord of each sign, index 0 = Aries. */
export const SIGN_LORDS: readonly SevenPlanetKey[] = [
  'MA',
  'VE',
  'ME',
  'MO',
  'SU',
  'ME',
  'VE',
  'MA',
  'JU',
  'SA',
  'SA',
  'JU',
];

/** Nakshatra ids, index 0 = nakshatra 1 (Ashwini). */
export const NAKSHATRA_IDS = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva-phalguni',
  'uttara-phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva-ashadha',
  'uttara-ashadha',
  'shravana',
  'dhanishta',
  'shatabhisha',
  'purva-bhadrapada',
  'uttara-bhadrapada',
  'revati',
] as const;

/** The Vimshottari sequence of lords, beginning with Ashwini's lord; it repeats every 9 nakshatras. */
export const VIMSHOTTARI_ORDER: readonly PlanetKey[] = ['KE', 'VE', 'SU', 'MO', 'MA', 'RA', 'JU', 'SA', 'ME'];
/** Vimshottari years of each lord (they sum to 120). */
export const VIMSHOTTARI_YEARS: Readonly<Record<PlanetKey, number>> = {
  KE: 7,
  VE: 20,
  SU: 6,
  MO: 10,
  MA: 7,
  RA: 18,
  JU: 16,
  SA: 19,
  ME: 17,
};

/** Width of a nakshatra in degrees (13°20′). */
export const NAKSHATRA_SPAN = 360 / 27;
/** Width of a pada in degrees (3°20′). */
export const PADA_SPAN = 360 / 108;

/** A longitude reduced to [0, 360) degrees. */
export function norm360(degrees: number): number {
  const r = degrees % 360;
  return r < 0 ? r + 360 : r;
}

/** A signed angle reduced to (−180, 180] degrees: the shortest way from one longitude to another. */
export function norm180(degrees: number): number {
  const r = norm360(degrees);
  return r > 180 ? r - 360 : r;
}

/** Sign 1–12 (1 = Aries) of a longitude in degrees. */
export function signOf(longitude: number): number {
  return (Math.floor(norm360(longitude) / 30) % 12) + 1;
}

/** Degrees within the sign, [0, 30). */
export function degreeInSign(longitude: number): number {
  return norm360(longitude) % 30;
}

/** Nakshatra 1–27 (1 = Ashwini) of a longitude in degrees. */
export function nakshatraOf(longitude: number): number {
  return (Math.floor(norm360(longitude) / NAKSHATRA_SPAN) % 27) + 1;
}

/** Pada 1–4 within the nakshatra of a longitude in degrees. */
export function padaOf(longitude: number): number {
  return (Math.floor(norm360(longitude) / PADA_SPAN) % 4) + 1;
}

/** Lord of nakshatra 1–27 in the Vimshottari scheme. */
export function nakshatraLord(nakshatra: number): PlanetKey {
  return VIMSHOTTARI_ORDER[(nakshatra - 1) % 9]!;
}

/** Lord of sign 1–12. */
export function signLord(sign: number): SevenPlanetKey {
  return SIGN_LORDS[(sign - 1) % 12]!;
}

/** Sign counted `count` places from `sign` inclusively (count 1 = the sign itself), 1–12. */
export function signFrom(sign: number, count: number): number {
  return ((((sign - 1 + count - 1) % 12) + 12) % 12) + 1;
}

/** House 1–12 of `sign` counted from the reference sign `from` (the reference is house 1). */
export function houseFrom(from: number, sign: number): number {
  return ((((sign - from) % 12) + 12) % 12) + 1;
}

/** Odd signs (Aries, Gemini, …) are the masculine ones of the vargas' rules. */
export function isOddSign(sign: number): boolean {
  return sign % 2 === 1;
}

/** Modality of a sign: movable (chara), fixed (sthira) or dual (dvisvabhava). */
export function modalityOf(sign: number): 'movable' | 'fixed' | 'dual' {
  const r = (sign - 1) % 3;
  return r === 0 ? 'movable' : r === 1 ? 'fixed' : 'dual';
}

/** Where a longitude sits in the zodiac's divisions, all numbered from 1. */
export interface ZodiacPlace {
  /** Degrees [0, 360). */
  longitude: number;
  /** 1–12, 1 = Aries. */
  sign: number;
  /** Degrees within the sign, [0, 30). */
  degree: number;
  /** 1–27, 1 = Ashwini. */
  nakshatra: number;
  /** 1–4. */
  pada: number;
  /** Vimshottari lord of the nakshatra. */
  nakshatraLord: PlanetKey;
}

/** Sign, degree, nakshatra, pada and nakshatra lord of a longitude in degrees. */
export function placeOf(longitude: number): ZodiacPlace {
  const lon = norm360(longitude);
  const nakshatra = nakshatraOf(lon);
  return {
    longitude: lon,
    sign: signOf(lon),
    degree: lon % 30,
    nakshatra,
    pada: padaOf(lon),
    nakshatraLord: nakshatraLord(nakshatra),
  };
}
