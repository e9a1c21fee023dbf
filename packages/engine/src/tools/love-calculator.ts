/**
 * Love calculator: the schoolyard "NAME LOVES NAME" letter-count game, made deterministic and
 * order-insensitive so the same two names always give the same answer whoever is typed first.
 *
 * Method ("loves-fold"):
 * 1. Normalise both names as numerology does (accents dropped, A–Z only, upper case).
 * 2. Put them in alphabetical order and write FIRST + "LOVES" + SECOND. The sort is what makes
 *    the result independent of the order of entry.
 * 3. Count each letter, in order of first appearance. A count above 9 is reduced to one digit by
 *    digit sums, so every entry is a digit.
 * 4. Fold the row: add the first and last digit, the second and second-to-last, and so on (a
 *    middle digit in an odd row is carried down as is), reducing sums above 9 by digit sums.
 *    Repeat until two digits remain; they are the percentage.
 * Every digit is 1–9, so the result is 11–99. Step 2 adds the letters of LOVES, so even names
 * sharing no letter with it give a full row.
 */
import { normalizeName } from '../numerology/name';

/** Result of {@link loveCalculator}: the percentage and how it was reached. */
export interface LoveCalculation {
  /** Both names normalised and in alphabetical order. */
  names: [string, string];
  /** The letter string that was counted: names[0] + "LOVES" + names[1]. */
  phrase: string;
  /** Each distinct letter of the phrase with its count, in order of first appearance. */
  letterCounts: { letter: string; count: number }[];
  /** Every row of the fold, from the counts (reduced to digits) to the final two digits. */
  rows: number[][];
  /** 11–99. */
  percentage: number;
  method: 'loves-fold';
}

function toDigit(n: number): number {
  let v = n;
  while (v > 9) v = [...String(v)].reduce((sum, d) => sum + Number(d), 0);
  return v;
}

function fold(row: number[]): number[] {
  const next: number[] = [];
  for (let i = 0, j = row.length - 1; i <= j; i++, j--) next.push(i === j ? row[i]! : toDigit(row[i]! + row[j]!));
  return next;
}

/**
 * Love percentage of two names.
 * @param nameA a name in Latin script (other scripts must be transliterated first)
 * @param nameB the other name
 * @returns the percentage with every step of the calculation
 * @throws RangeError "tools/name-without-latin-letters" when a name has no A–Z letter
 */
export function loveCalculator(nameA: string, nameB: string): LoveCalculation {
  const a = normalizeName(nameA);
  const b = normalizeName(nameB);
  if (!a || !b) throw new RangeError('tools/name-without-latin-letters');
  const [first, second] = a <= b ? [a, b] : [b, a];
  const phrase = `${first}LOVES${second}`;
  const counts = new Map<string, number>();
  for (const letter of phrase) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  const letterCounts = [...counts].map(([letter, count]) => ({ letter, count }));
  const rows = [letterCounts.map((l) => toDigit(l.count))];
  while (rows.at(-1)!.length > 2) rows.push(fold(rows.at(-1)!));
  const last = rows.at(-1)!;
  return {
    names: [first, second],
    phrase,
    letterCounts,
    rows,
    percentage: last[0]! * 10 + last[1]!,
    method: 'loves-fold',
  };
}
