/**
 * The FLAMES game step by step, for showing: which letters the names cross out and how the count
 * goes round F-L-A-M-E-S. The engine (tools/flames) gives the outcome; these helpers replay it
 * the same way so every step can be drawn, and the tests check both agree.
 */
import type { FlamesResult } from '@drishti/engine/tools/flames';

export const FLAMES_ORDER: readonly FlamesResult[] = [
  'friends',
  'love',
  'affection',
  'marriage',
  'enemies',
  'siblings',
];

/** The letter F, L, A, M, E or S of an outcome. */
export const FLAMES_LETTER: Readonly<Record<FlamesResult, string>> = {
  friends: 'F',
  love: 'L',
  affection: 'A',
  marriage: 'M',
  enemies: 'E',
  siblings: 'S',
};

export interface MarkedLetter {
  letter: string;
  /** True when the other name had the same letter to cancel it with. */
  struck: boolean;
}

/**
 * The letters of two normalised names with the shared ones struck out, one for one: each letter
 * of the first name cancels the first unused same letter of the second, as the engine does.
 */
export function cancelMarks(a: string, b: string): [MarkedLetter[], MarkedLetter[]] {
  const first = [...a].map((letter) => ({ letter, struck: false }));
  const second = [...b].map((letter) => ({ letter, struck: false }));
  for (const mark of first) {
    const match = second.find((m) => !m.struck && m.letter === mark.letter);
    if (match) {
      match.struck = true;
      mark.struck = true;
    }
  }
  return [first, second];
}

/** One round of FLAMES: the outcomes still standing, where the count starts and which one it strikes. */
export interface FlamesRound {
  standing: FlamesResult[];
  start: FlamesResult;
  struck: FlamesResult;
}

/**
 * Every round of FLAMES for a letter count: count `count` places round the outcomes still
 * standing, starting at `start`, strike the one reached, and start the next round just after it.
 * @param count letters left after cancelling, at least 1
 */
export function flamesRounds(count: number): FlamesRound[] {
  if (!Number.isInteger(count) || count < 1) return [];
  const standing = [...FLAMES_ORDER];
  const rounds: FlamesRound[] = [];
  let at = 0;
  while (standing.length > 1) {
    const start = standing[at % standing.length]!;
    at = (at + count - 1) % standing.length;
    rounds.push({ standing: [...standing], start, struck: standing[at]! });
    standing.splice(at, 1);
    if (at === standing.length) at = 0;
  }
  return rounds;
}
