/**
 * Digit reduction, the one operation every numerology number is built from.
 *
 * A reduction keeps every intermediate value because the product shows them ("49/13/4") and
 * because karmic debt numbers are read from the intermediate sums, not from the final digit.
 */

/** Master numbers that some conventions keep unreduced (spec part 1 §9). */
export const MASTER_NUMBERS: readonly number[] = [11, 22, 33];

/** Karmic debt numbers (spec part 1 §9). */
export const KARMIC_DEBT_NUMBERS: readonly number[] = [13, 14, 16, 19];

/** The karmic debt numbers as a type. */
export type KarmicDebtNumber = 13 | 14 | 16 | 19;

/** A karmic debt number found while computing some number, and where it was found. */
export interface KarmicDebt {
  number: KarmicDebtNumber;
  /** Stable key for the prose catalogue, e.g. `"karmic-debt-13"`. */
  key: `karmic-debt-${KarmicDebtNumber}`;
  /** Which part of the calculation produced it, e.g. `"day"`, `"year"`, `"total"`, `"name"`. */
  source: string;
}

/** A number and every step of its digit-sum reduction. */
export interface Reduction {
  /** The number before any reduction. */
  start: number;
  /** Every value from `start` to `value`, both included (`[start]` when nothing was reduced). */
  steps: number[];
  /** The final value: 1–9, or 11/22/33 when masters are kept; 0 only when `start` is 0. */
  value: number;
  /** True when `value` is a master number (only possible with `keepMasters`). */
  isMaster: boolean;
  /** Karmic debt numbers among `steps`, in order of appearance. */
  karmicDebts: KarmicDebtNumber[];
}

/** True for 11, 22 and 33. */
export function isMasterNumber(n: number): boolean {
  return MASTER_NUMBERS.includes(n);
}

/** True for 13, 14, 16 and 19. */
export function isKarmicDebtNumber(n: number): n is KarmicDebtNumber {
  return KARMIC_DEBT_NUMBERS.includes(n);
}

function assertNonNegativeInteger(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer, got ${n}`);
}

/**
 * Sum of the decimal digits of `n`.
 * @param n non-negative safe integer
 * @returns the digit sum, e.g. 1987 → 25
 */
export function digitSum(n: number): number {
  assertNonNegativeInteger(n, 'digitSum input');
  let sum = 0;
  let rest = n;
  while (rest > 0) {
    sum += rest % 10;
    rest = Math.floor(rest / 10);
  }
  return sum;
}

/**
 * Reduces `n` by repeated digit sums until one digit remains, or (with `keepMasters`) until a
 * master number 11, 22 or 33 is reached.
 * @param n non-negative safe integer
 * @param options.keepMasters stop at 11, 22 or 33 (Pythagorean life path and name numbers)
 * @returns every step, the final value and the karmic debt numbers met on the way
 */
export function reduceNumber(n: number, options: { keepMasters?: boolean } = {}): Reduction {
  assertNonNegativeInteger(n, 'reduceNumber input');
  const keepMasters = options.keepMasters ?? false;
  const steps = [n];
  let value = n;
  while (value > 9 && !(keepMasters && isMasterNumber(value))) {
    value = digitSum(value);
    steps.push(value);
  }
  return {
    start: n,
    steps,
    value,
    isMaster: keepMasters && isMasterNumber(value),
    karmicDebts: steps.filter(isKarmicDebtNumber),
  };
}

/**
 * Labels the karmic debt numbers of a reduction with the part of the calculation they came from.
 * @param reduction a reduction from {@link reduceNumber}
 * @param source stable name of the part, e.g. `"day"` or `"total"`
 */
export function karmicDebtsOf(reduction: Reduction, source: string): KarmicDebt[] {
  return reduction.karmicDebts.map((number) => ({ number, key: `karmic-debt-${number}` as const, source }));
}
