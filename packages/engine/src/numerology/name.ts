/**
 * Name numbers: the Chaldean name number (the spec's letter table) and the Pythagorean
 * expression, soul urge and personality numbers.
 *
 * Names are normalised the same way everywhere: Unicode NFD, combining marks dropped (so "José"
 * counts as "JOSE"), upper-cased without locale, and only A–Z kept. Letters of other scripts are
 * not counted: a Devanagari name must be transliterated first, because neither table defines
 * values for it. A name left without any A–Z letter is rejected rather than scored 0.
 */
import { type KarmicDebt, karmicDebtsOf, type Reduction, reduceNumber } from './reduce';

/**
 * Chaldean letter values exactly as the spec's "Numerology letter-to-number table" gives them
 * (A1 B2 C3 D4 E5 U6 O7 F8 I1 K2 G3 M4 H5 V6 Z7 P8 J1 R2 L3 T4 N5 W6 Q1 S3 X5 Y1). No letter is 9.
 */
// biome-ignore format: the spec's table, kept in its own order
export const CHALDEAN_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, U: 6, O: 7, F: 8,
  I: 1, K: 2, G: 3, M: 4, H: 5, V: 6, Z: 7, P: 8,
  J: 1, R: 2, L: 3, T: 4, N: 5, W: 6, Q: 1, S: 3, X: 5, Y: 1,
};

/** Pythagorean values: A–I are 1–9, J–R 1–9, S–Z 1–8 (the alphabet position reduced mod 9). */
export function pythagoreanValue(letter: string): number {
  const code = letter.charCodeAt(0) - 65;
  if (letter.length !== 1 || code < 0 || code > 25) throw new RangeError(`not a letter A–Z: ${letter}`);
  return (code % 9) + 1;
}

/** Vowels for the soul urge number. Y always counts as a consonant: the simple, most common rule. */
const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/**
 * The letters of a name that numerology counts.
 * @param name any string
 * @returns upper-case A–Z letters in order, e.g. "Zoë O'Neil" → "ZOEONEIL"
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

function lettersOrThrow(name: string): string {
  const letters = normalizeName(name);
  if (letters.length === 0) throw new RangeError('numerology/name-without-latin-letters');
  return letters;
}

/** One counted letter and its value in the table used. */
export interface LetterValue {
  letter: string;
  value: number;
}

/** A number computed from letters of a name. */
export interface NameNumber {
  /** The counted letters (see {@link normalizeName}). */
  letters: string;
  /** Each counted letter with its value, in name order. */
  breakdown: LetterValue[];
  /** Sum of all letter values (the compound number when it has two digits). */
  total: number;
  /** The reduction of `total`. */
  reduction: Reduction;
  /** The final number: `reduction.value`. */
  value: number;
  karmicDebts: KarmicDebt[];
}

function nameNumber(
  letters: string,
  letterValue: (letter: string) => number,
  keepMasters: boolean,
  source: string,
): NameNumber {
  const breakdown = [...letters].map((letter) => ({ letter, value: letterValue(letter) }));
  const total = breakdown.reduce((sum, l) => sum + l.value, 0);
  const reduction = reduceNumber(total, { keepMasters });
  return {
    letters,
    breakdown,
    total,
    reduction,
    value: reduction.value,
    karmicDebts: karmicDebtsOf(reduction, source),
  };
}

/**
 * Chaldean name number (the spec's table): all letters of the full name summed, then reduced to
 * 1–9. Chaldean practice reads the compound total itself (kept in `total` and `reduction.steps`)
 * rather than master numbers, so masters are not kept.
 * @param name the full name as the person uses it; Latin script
 * @throws RangeError when the name has no A–Z letter
 */
export function chaldeanNameNumber(name: string): NameNumber {
  return nameNumber(lettersOrThrow(name), (l) => CHALDEAN_VALUES[l]!, false, 'name');
}

/** Result of {@link pythagoreanNumbers}. */
export interface PythagoreanNumbers {
  /** Expression (destiny) number: every letter. */
  expression: NameNumber;
  /** Soul urge (heart's desire): vowels A E I O U only. */
  soulUrge: NameNumber | null;
  /** Personality: consonants only (Y included). */
  personality: NameNumber | null;
}

/**
 * Pythagorean expression, soul urge and personality numbers. Each sums the letters of the whole
 * name at once (not name by name) and keeps the master numbers 11, 22 and 33, as Pythagorean
 * numerology does. `soulUrge` is null for a name without vowels, `personality` for a name
 * without consonants.
 * @param name the full birth name; Latin script
 * @throws RangeError when the name has no A–Z letter
 */
export function pythagoreanNumbers(name: string): PythagoreanNumbers {
  const letters = lettersOrThrow(name);
  const vowels = [...letters].filter((l) => VOWELS.has(l)).join('');
  const consonants = [...letters].filter((l) => !VOWELS.has(l)).join('');
  return {
    expression: nameNumber(letters, pythagoreanValue, true, 'expression'),
    soulUrge: vowels ? nameNumber(vowels, pythagoreanValue, true, 'soul-urge') : null,
    personality: consonants ? nameNumber(consonants, pythagoreanValue, true, 'personality') : null,
  };
}
