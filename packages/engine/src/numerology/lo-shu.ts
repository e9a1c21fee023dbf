/**
 * Lo Shu grid from a date of birth.
 *
 * The grid is the 3×3 magic square in its traditional orientation (south at the top):
 *
 *     4 9 2
 *     3 5 7
 *     8 1 6
 *
 * Each digit 1–9 of the date (DD MM YYYY) is counted in its cell; zeros have no cell and are
 * dropped. Indian practice often adds the driver (psychic) and conductor (destiny) numbers to the
 * grid: that is an option here, off by default, because the plain method is the one every school
 * shares.
 *
 * The eight lines (three rows, three columns, two diagonals) are the "planes" of Lo Shu
 * numerology. A line with all three numbers present is an arrow of strength, a line with none an
 * arrow of weakness. Line keys name the plane as Indian Lo Shu writers do; the prose is elsewhere:
 *   rows      4-9-2 mental, 3-5-7 emotional, 8-1-6 practical
 *   columns   4-3-8 thought, 9-5-1 will, 2-7-6 action
 *   diagonals 4-5-6 success (the "golden" line), 2-5-8 property (the "silver" line)
 */
import { type CalendarDate, assertCalendarDate, destinyNumber, psychicNumber } from './date-numbers';

/** The magic square, row by row from the top. */
export const LO_SHU_LAYOUT: readonly (readonly [number, number, number])[] = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
];

/** Stable keys of the eight Lo Shu lines (see the module comment). */
export type LoShuLineKey =
  | 'mental-plane'
  | 'emotional-plane'
  | 'practical-plane'
  | 'thought-plane'
  | 'will-plane'
  | 'action-plane'
  | 'success-plane'
  | 'property-plane';

/** The eight lines, each with its three numbers. */
export const LO_SHU_LINES: readonly { key: LoShuLineKey; numbers: readonly [number, number, number] }[] = [
  { key: 'mental-plane', numbers: [4, 9, 2] },
  { key: 'emotional-plane', numbers: [3, 5, 7] },
  { key: 'practical-plane', numbers: [8, 1, 6] },
  { key: 'thought-plane', numbers: [4, 3, 8] },
  { key: 'will-plane', numbers: [9, 5, 1] },
  { key: 'action-plane', numbers: [2, 7, 6] },
  { key: 'success-plane', numbers: [4, 5, 6] },
  { key: 'property-plane', numbers: [2, 5, 8] },
];

/** One cell of the grid. */
export interface LoShuCell {
  number: number;
  /** 0 = top row. */
  row: number;
  /** 0 = left column. */
  column: number;
  /** How many times the number occurs. */
  count: number;
}

/** One of the eight lines with how complete it is. */
export interface LoShuLine {
  key: LoShuLineKey;
  numbers: readonly [number, number, number];
  /** How many of the three numbers occur at least once (0–3). */
  present: number;
  /** `strength` when all three occur, `weakness` when none does, `partial` otherwise. */
  status: 'strength' | 'weakness' | 'partial';
}

/** Result of {@link loShuGrid}. */
export interface LoShuGrid {
  /** The digits placed in the grid, in the order they were read (zeros already dropped). */
  digits: number[];
  /** 3 rows of 3 cells, laid out as {@link LO_SHU_LAYOUT}. */
  cells: LoShuCell[][];
  /** `counts[n]` for n = 1–9 (index 0 unused, always 0). */
  counts: number[];
  /** Numbers 1–9 that do not occur, ascending. */
  missingNumbers: number[];
  /** Numbers occurring more than once, ascending. */
  repeatedNumbers: number[];
  lines: LoShuLine[];
  arrowsOfStrength: LoShuLineKey[];
  arrowsOfWeakness: LoShuLineKey[];
  /** The driver and conductor numbers, present when they were added to the grid. */
  added?: { driver: number; conductor: number };
}

function digitsOf(n: number): number[] {
  return [...String(n)].map(Number);
}

/**
 * Builds the Lo Shu grid of a date of birth.
 * @param date the date of birth
 * @param options.includeDriverAndConductor also place the psychic (driver) and destiny
 *   (conductor) numbers in the grid, as many Indian numerologists do
 */
export function loShuGrid(date: CalendarDate, options: { includeDriverAndConductor?: boolean } = {}): LoShuGrid {
  assertCalendarDate(date);
  const digits = [...digitsOf(date.day), ...digitsOf(date.month), ...digitsOf(date.year)].filter((d) => d !== 0);
  let added: LoShuGrid['added'];
  if (options.includeDriverAndConductor) {
    added = { driver: psychicNumber(date).value, conductor: destinyNumber(date).value };
    digits.push(added.driver, added.conductor);
  }
  const counts = Array.from({ length: 10 }, () => 0);
  for (const d of digits) counts[d]! += 1;

  const cells = LO_SHU_LAYOUT.map((row, r) =>
    row.map((number, c) => ({ number, row: r, column: c, count: counts[number]! })),
  );
  const missingNumbers: number[] = [];
  const repeatedNumbers: number[] = [];
  for (let n = 1; n <= 9; n++) {
    if (counts[n] === 0) missingNumbers.push(n);
    if (counts[n]! > 1) repeatedNumbers.push(n);
  }
  const lines = LO_SHU_LINES.map(({ key, numbers }): LoShuLine => {
    const present = numbers.filter((n) => counts[n]! > 0).length;
    return { key, numbers, present, status: present === 3 ? 'strength' : present === 0 ? 'weakness' : 'partial' };
  });
  return {
    digits,
    cells,
    counts,
    missingNumbers,
    repeatedNumbers,
    lines,
    arrowsOfStrength: lines.filter((l) => l.status === 'strength').map((l) => l.key),
    arrowsOfWeakness: lines.filter((l) => l.status === 'weakness').map((l) => l.key),
    ...(added ? { added } : {}),
  };
}
