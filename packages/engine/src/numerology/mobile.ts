/**
 * Mobile number numerology: digit sum, compound and root numbers, digit frequencies, missing
 * digits, and how the number's root sits with its owner's numbers in the friendship table.
 */
import { friendshipRoot, type RelationLookup, numberRelation } from './friendship';
import { type KarmicDebt, karmicDebtsOf, type Reduction, reduceNumber } from './reduce';

const PSYCHIC_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const LIFE_PATH_NUMBERS = [...PSYCHIC_NUMBERS, 11, 22, 33];
const isOneOf = (n: number, list: number[]) => list.includes(n);

/** Longest number accepted: the E.164 maximum. */
const MAX_DIGITS = 15;

/** The owner's numbers to compare the mobile number with; both optional. */
export interface MobileOwner {
  /** Owner's psychic (day) number, 1–9. */
  psychicNumber?: number;
  /** Owner's life path number, 1–9 or 11, 22, 33 (masters are looked up by their root). */
  lifePathNumber?: number;
}

/** How the owner's row of the friendship table regards the mobile number's root. */
export interface MobileCompatibility {
  /** The owner's number as given. */
  ownerNumber: number;
  /** The row of the friendship table that was read (the owner's root). */
  ownerRoot: number;
  /** What the owner's row says about the mobile number's root. */
  lookup: RelationLookup;
}

/** Result of {@link analyzeMobileNumber}. */
export interface MobileAnalysis {
  /** The digits analysed, non-digits removed. */
  digits: string;
  /** Sum of all digits. */
  digitSum: number;
  /** The compound number: the first value of the reduction that is 99 or less (the digit sum itself for up to 11 digits). */
  compound: number;
  /** The root number 1–9 (0 only for an all-zero number). */
  root: number;
  reduction: Reduction;
  /** `frequencies[d]` is how many times digit d (0–9) occurs. */
  frequencies: number[];
  /** Digits 1–9 that do not occur. Zero is left out: in Lo Shu and Chaldean practice it rules no number. */
  missingDigits: number[];
  /** Digits that occur more than once, ascending. */
  repeatedDigits: number[];
  karmicDebts: KarmicDebt[];
  /** Present for each owner number supplied. */
  compatibility: { psychic?: MobileCompatibility; lifePath?: MobileCompatibility };
}

/**
 * Analyses a mobile number.
 * @param mobile the number as typed; every non-digit (spaces, dashes, "+") is ignored, and the
 *   digits are analysed as given, so pass the national number (usually 10 digits in India)
 *   without the country code when that is what should be read
 * @param owner optional owner numbers for the compatibility lookup; the owner's number selects
 *   the row of the friendship table and the mobile number's root is looked up in it
 * @throws RangeError when there is no digit or more than 15
 */
export function analyzeMobileNumber(mobile: string, owner: MobileOwner = {}): MobileAnalysis {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > MAX_DIGITS) {
    throw new RangeError(`numerology/mobile-digit-count: expected 1–${MAX_DIGITS} digits, got ${digits.length}`);
  }
  const frequencies = Array.from({ length: 10 }, () => 0);
  for (const ch of digits) frequencies[Number(ch)]! += 1;
  const digitSum = frequencies.reduce((sum, count, digit) => sum + count * digit, 0);
  const reduction = reduceNumber(digitSum);
  const compound = reduction.steps.find((step) => step <= 99)!;
  const missingDigits: number[] = [];
  const repeatedDigits: number[] = [];
  for (let d = 0; d <= 9; d++) {
    if (d > 0 && frequencies[d] === 0) missingDigits.push(d);
    if (frequencies[d]! > 1) repeatedDigits.push(d);
  }

  const compatibility: MobileAnalysis['compatibility'] = {};
  const lookup = (ownerNumber: number): MobileCompatibility => {
    const ownerRoot = friendshipRoot(ownerNumber);
    // An all-zero number has no root to look up; the table has no row or column for 0.
    if (reduction.value === 0) return { ownerNumber, ownerRoot, lookup: { relation: 'unlisted', listedAs: [] } };
    return { ownerNumber, ownerRoot, lookup: numberRelation(ownerRoot, reduction.value) };
  };
  if (owner.psychicNumber !== undefined) {
    if (!isOneOf(owner.psychicNumber, PSYCHIC_NUMBERS)) throw new RangeError('psychicNumber must be 1–9');
    compatibility.psychic = lookup(owner.psychicNumber);
  }
  if (owner.lifePathNumber !== undefined) {
    if (!isOneOf(owner.lifePathNumber, LIFE_PATH_NUMBERS))
      throw new RangeError('lifePathNumber must be 1–9, 11, 22 or 33');
    compatibility.lifePath = lookup(owner.lifePathNumber);
  }

  return {
    digits,
    digitSum,
    compound,
    root: reduction.value,
    reduction,
    frequencies,
    missingDigits,
    repeatedDigits,
    karmicDebts: karmicDebtsOf(reduction, 'mobile'),
    compatibility,
  };
}
