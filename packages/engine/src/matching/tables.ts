/**
 * Fixed Jyotish attributes of signs and nakshatras used by Ashtakoota matching (and by the
 * nakshatra finder). Every value here is classical and uncontested, so it lives apart from the
 * koota scoring conventions, which vary between schools (see kootas.ts).
 *
 * Numbering follows the engine contract: signs 1–12 (1 = Aries), nakshatras 1–27 (1 = Ashwini),
 * padas 1–4, planets SU MO MA ME JU VE SA RA KE.
 */

import {
  NAKSHATRA_IDS,
  NAKSHATRA_SPAN,
  PADA_SPAN,
  type PlanetKey,
  SIGN_IDS,
  SIGN_LORDS,
  type SevenPlanetKey,
  nakshatraLord as lordOfNakshatra,
} from '../zodiac';

// The signs, nakshatras and their lords are the engine's own (zodiac.ts); matching adds only
// the koota attributes below.
export { NAKSHATRA_SPAN, PADA_SPAN, type PlanetKey, SIGN_LORDS };
/** The seven planets that own signs. */
export type SignLord = SevenPlanetKey;
/** Stable sign keys (the spec's horoscope route names); sign n at index n − 1. */
export const SIGN_KEYS = SIGN_IDS;
/** A sign key, "aries" … "pisces". */
export type SignKey = (typeof SIGN_KEYS)[number];
/** Stable nakshatra keys; nakshatra n at index n − 1. */
export const NAKSHATRA_KEYS = NAKSHATRA_IDS;
/** A nakshatra key, "ashwini" … "revati". */
export type NakshatraKey = (typeof NAKSHATRA_KEYS)[number];

/**
 * Lord (Vimshottari dasha lord) of nakshatra 1–27, checking its range.
 * @param nakshatra 1–27
 */
export function nakshatraLord(nakshatra: number): PlanetKey {
  assertNakshatra(nakshatra);
  return lordOfNakshatra(nakshatra);
}

/** Throws a RangeError unless `sign` is an integer 1–12. */
export function assertSign(sign: number): void {
  if (!Number.isInteger(sign) || sign < 1 || sign > 12) throw new RangeError(`sign must be 1–12, got ${sign}`);
}

/** Throws a RangeError unless `nakshatra` is an integer 1–27. */
export function assertNakshatra(nakshatra: number): void {
  if (!Number.isInteger(nakshatra) || nakshatra < 1 || nakshatra > 27) {
    throw new RangeError(`nakshatra must be 1–27, got ${nakshatra}`);
  }
}

/** Throws a RangeError unless `pada` is an integer 1–4. */
export function assertPada(pada: number): void {
  if (!Number.isInteger(pada) || pada < 1 || pada > 4) throw new RangeError(`pada must be 1–4, got ${pada}`);
}

/**
 * Sign 1–12 that contains the given pada. Every pada lies inside one sign (108 padas, 9 per sign).
 * @param nakshatra 1–27
 * @param pada 1–4
 */
export function signOfPada(nakshatra: number, pada: number): number {
  assertNakshatra(nakshatra);
  assertPada(pada);
  return Math.floor(((nakshatra - 1) * 4 + (pada - 1)) / 9) + 1;
}

/**
 * Navamsa (D9) sign 1–12 of the given pada: the padas run through the navamsa signs from Aries
 * continuously, so pada k (counted from Ashwini pada 1 = 0) falls in sign (k mod 12) + 1.
 * @param nakshatra 1–27
 * @param pada 1–4
 */
export function navamsaOfPada(nakshatra: number, pada: number): number {
  assertNakshatra(nakshatra);
  assertPada(pada);
  return (((nakshatra - 1) * 4 + (pada - 1)) % 12) + 1;
}

/**
 * Signs 1–12 a nakshatra touches: one sign, or two for the nine nakshatras that straddle a sign
 * boundary (Krittika, Mrigashira, Punarvasu, Uttara Phalguni, Chitra, Vishakha, Uttara Ashadha,
 * Dhanishta, Purva Bhadrapada).
 * @param nakshatra 1–27
 */
export function signsOfNakshatra(nakshatra: number): number[] {
  const first = signOfPada(nakshatra, 1);
  const last = signOfPada(nakshatra, 4);
  return first === last ? [first] : [first, last];
}

// --- Varna (caste of the Moon sign, by element) -------------------------------------------------

/** The four varnas, highest first. */
export type Varna = 'brahmin' | 'kshatriya' | 'vaishya' | 'shudra';
/** Water signs brahmin, fire kshatriya, earth vaishya, air shudra; index = sign − 1. */
export const SIGN_VARNA: readonly Varna[] = [
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
];
/** Higher is the more senior varna. */
export const VARNA_RANK: Readonly<Record<Varna, number>> = { brahmin: 4, kshatriya: 3, vaishya: 2, shudra: 1 };

// --- Vashya (the creature class of the Moon sign) --------------------------------------------------

/** The five vashya classes: quadruped, human, water-dweller, forest-dweller (Leo), insect (Scorpio). */
export type Vashya = 'chatushpada' | 'manava' | 'jalachara' | 'vanachara' | 'keeta';

// --- Gana, nadi, yoni (nakshatra attributes); index = nakshatra − 1 --------------------------------

/** The three ganas of the nakshatras. */
export type Gana = 'deva' | 'manushya' | 'rakshasa';
const D = 'deva';
const M = 'manushya';
const R = 'rakshasa';
// biome-ignore format: three rows of nine nakshatras
export const NAKSHATRA_GANA: readonly Gana[] = [
  D, M, R, M, D, M, D, D, R, // Ashwini .. Ashlesha
  R, M, M, D, R, D, R, D, R, // Magha .. Jyeshtha
  R, M, M, D, R, R, M, M, D, // Mula .. Revati
];

/** The three nadis of the nakshatras. */
export type Nadi = 'aadi' | 'madhya' | 'antya';
/** Nadi runs in a zig-zag of six: aadi, madhya, antya, antya, madhya, aadi, then repeats. */
export const NAKSHATRA_NADI: readonly Nadi[] = Array.from(
  { length: 27 },
  (_, i) => (['aadi', 'madhya', 'antya', 'antya', 'madhya', 'aadi'] as const)[i % 6]!,
);

/** The fourteen yoni animals. */
export type Yoni =
  | 'ashwa'
  | 'gaja'
  | 'mesha'
  | 'sarpa'
  | 'shwan'
  | 'marjara'
  | 'mushaka'
  | 'gau'
  | 'mahisha'
  | 'vyaghra'
  | 'mriga'
  | 'vanara'
  | 'nakula'
  | 'simha';
/** The fourteen yonis: horse, elephant, sheep, serpent, dog, cat, rat, cow, buffalo, tiger, deer, monkey, mongoose, lion. */
export const YONIS: readonly Yoni[] = [
  'ashwa',
  'gaja',
  'mesha',
  'sarpa',
  'shwan',
  'marjara',
  'mushaka',
  'gau',
  'mahisha',
  'vyaghra',
  'mriga',
  'vanara',
  'nakula',
  'simha',
];
// biome-ignore format: three rows of nine nakshatras
export const NAKSHATRA_YONI: readonly Yoni[] = [
  'ashwa', 'gaja', 'mesha', 'sarpa', 'sarpa', 'shwan', 'marjara', 'mesha', 'marjara', // Ashwini .. Ashlesha
  'mushaka', 'mushaka', 'gau', 'mahisha', 'vyaghra', 'mahisha', 'vyaghra', 'mriga', 'mriga', // Magha .. Jyeshtha
  'shwan', 'vanara', 'nakula', 'vanara', 'simha', 'ashwa', 'simha', 'gau', 'gaja', // Mula .. Revati
];

// --- Natural (naisargika) planetary relationships, Brihat Parashara Hora Shastra ------------------

/** How one planet regards another. */
export type PlanetRelation = 'friend' | 'neutral' | 'enemy';
const NATURAL_FRIENDS: Readonly<Record<SignLord, readonly SignLord[]>> = {
  SU: ['MO', 'MA', 'JU'],
  MO: ['SU', 'ME'],
  MA: ['SU', 'MO', 'JU'],
  ME: ['SU', 'VE'],
  JU: ['SU', 'MO', 'MA'],
  VE: ['ME', 'SA'],
  SA: ['ME', 'VE'],
};
const NATURAL_ENEMIES: Readonly<Record<SignLord, readonly SignLord[]>> = {
  SU: ['VE', 'SA'],
  MO: [],
  MA: ['ME'],
  ME: ['MO'],
  JU: ['ME', 'VE'],
  VE: ['SU', 'MO'],
  SA: ['SU', 'MO', 'MA'],
};

/**
 * How planet `of` regards planet `other` by natural relationship (not symmetric: the Moon counts
 * Mercury a friend, Mercury counts the Moon an enemy). A planet is its own friend.
 */
export function naturalRelation(of: SignLord, other: SignLord): PlanetRelation {
  if (of === other || NATURAL_FRIENDS[of].includes(other)) return 'friend';
  return NATURAL_ENEMIES[of].includes(other) ? 'enemy' : 'neutral';
}
