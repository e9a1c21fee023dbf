/**
 * Kua (Gua) number and the Eight Mansions directions.
 *
 * Year boundary: the Kua year is the Chinese solar year, which begins at Lichun (start of spring,
 * 3–5 February). The common convention, used here, fixes the boundary at 4 February: a person
 * born on 1 January–3 February counts as born in the previous year. Pass only the year to skip
 * this (the caller then vouches that the year is already the solar year).
 *
 * Formula: the usual recipes ("add the last two digits; men: 10 − sum, women: sum + 5; from 2000:
 * 9 − sum and sum + 6") are one arithmetic rule that holds for every year:
 *   male   = (2 − Y) mod 9,  female = (Y + 4) mod 9,  with 0 read as 9.
 * Kua 5 has no trigram: men with 5 take 2, women take 8 (the common convention).
 *
 * Directions come from the Eight Mansions (Ba Zhai) method: starting from the person's trigram,
 * flipping lines top, middle, bottom, middle, top, middle, bottom gives in turn the sheng chi,
 * wu kwei, nien yen, lui sha, ho hai, tien yi and chueh ming directions; the trigram's own
 * direction is fu wei. Deriving them, rather than tabulating 64 entries, makes a typo impossible;
 * the test file checks them against the published tables.
 */
import { assertCalendarDate } from './date-numbers';

/** Gender as the Kua formula needs it (the formula has only these two). */
export type Gender = 'male' | 'female';
/** The eight compass directions. */
export type CompassDirection = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
/** Good Eight Mansions directions: success, health, relationships, personal growth. */
export type GoodDirectionKey = 'sheng-chi' | 'tien-yi' | 'nien-yen' | 'fu-wei';
/** Bad Eight Mansions directions: mishaps, five ghosts, six killings, total loss. */
export type BadDirectionKey = 'ho-hai' | 'wu-kwei' | 'lui-sha' | 'chueh-ming';

/** Trigram lines, bottom line first (1 = solid/yang), and the compass direction of each Kua. */
const TRIGRAMS: Readonly<Record<number, { lines: readonly [number, number, number]; direction: CompassDirection }>> = {
  1: { lines: [0, 1, 0], direction: 'N' }, // Kan
  2: { lines: [0, 0, 0], direction: 'SW' }, // Kun
  3: { lines: [1, 0, 0], direction: 'E' }, // Zhen
  4: { lines: [0, 1, 1], direction: 'SE' }, // Xun
  6: { lines: [1, 1, 1], direction: 'NW' }, // Qian
  7: { lines: [1, 1, 0], direction: 'W' }, // Dui
  8: { lines: [0, 0, 1], direction: 'NE' }, // Gen
  9: { lines: [1, 0, 1], direction: 'S' }, // Li
};

/** Line flipped at each step (2 = top, 1 = middle, 0 = bottom) and what the step yields. */
const MANSION_STEPS: readonly { flip: number; key: GoodDirectionKey | BadDirectionKey }[] = [
  { flip: 2, key: 'sheng-chi' },
  { flip: 1, key: 'wu-kwei' },
  { flip: 0, key: 'nien-yen' },
  { flip: 1, key: 'lui-sha' },
  { flip: 2, key: 'ho-hai' },
  { flip: 1, key: 'tien-yi' },
  { flip: 0, key: 'chueh-ming' },
];

function directionOfLines(lines: readonly number[]): CompassDirection {
  const found = Object.values(TRIGRAMS).find((t) => t.lines.every((line, i) => line === lines[i]));
  return found!.direction;
}

/** Input of {@link kuaNumber}. */
export interface KuaInput {
  /** Gregorian birth year. */
  year: number;
  /** Birth month 1–12; with `day`, applies the 4 February year boundary. */
  month?: number;
  /** Birth day 1–31. */
  day?: number;
  gender: Gender;
}

/** Result of {@link kuaNumber}. */
export interface KuaResult {
  /** The Kua number used for directions: 1–9, never 5. */
  number: number;
  /** The number before the Kua 5 substitution (1–9). */
  rawNumber: number;
  /** The solar year the number was computed from. */
  solarYear: number;
  /** East group: 1, 3, 4, 9. West group: 2, 6, 7, 8. */
  group: 'east' | 'west';
  /** The four good directions, best first: success, health, relationships, personal growth. */
  good: { key: GoodDirectionKey; direction: CompassDirection }[];
  /** The four bad directions, mildest first: mishaps, five ghosts, six killings, total loss. */
  bad: { key: BadDirectionKey; direction: CompassDirection }[];
}

const GOOD_ORDER: readonly GoodDirectionKey[] = ['sheng-chi', 'tien-yi', 'nien-yen', 'fu-wei'];
const BAD_ORDER: readonly BadDirectionKey[] = ['ho-hai', 'wu-kwei', 'lui-sha', 'chueh-ming'];

/**
 * Kua number, group and directions.
 * @param input birth year (with optional month and day for the Lichun boundary) and gender
 */
export function kuaNumber(input: KuaInput): KuaResult {
  const { year, month, day, gender } = input;
  if (month !== undefined || day !== undefined) {
    if (month === undefined || day === undefined) throw new RangeError('give both month and day, or neither');
    assertCalendarDate({ year, month, day });
  } else if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`year out of range: ${year}`);
  }
  if (gender !== 'male' && gender !== 'female') throw new RangeError(`gender must be male or female, got ${gender}`);

  const beforeLichun = month !== undefined && day !== undefined && (month === 1 || (month === 2 && day < 4));
  const solarYear = beforeLichun ? year - 1 : year;
  const mod9 = (n: number) => ((n % 9) + 9) % 9;
  const raw = gender === 'male' ? mod9(2 - solarYear) : mod9(solarYear + 4);
  const rawNumber = raw === 0 ? 9 : raw;
  const number = rawNumber === 5 ? (gender === 'male' ? 2 : 8) : rawNumber;

  const trigram = TRIGRAMS[number]!;
  const lines = [...trigram.lines];
  const found = new Map<GoodDirectionKey | BadDirectionKey, CompassDirection>([['fu-wei', trigram.direction]]);
  for (const step of MANSION_STEPS) {
    lines[step.flip] = 1 - lines[step.flip]!;
    found.set(step.key, directionOfLines(lines));
  }
  return {
    number,
    rawNumber,
    solarYear,
    group: [1, 3, 4, 9].includes(number) ? 'east' : 'west',
    good: GOOD_ORDER.map((key) => ({ key, direction: found.get(key)! })),
    bad: BAD_ORDER.map((key) => ({ key, direction: found.get(key)! })),
  };
}
