/**
 * FLAMES, the classic letter-cancelling game.
 *
 * Cancel the letters the two names share, one for one (a letter appearing twice in one name and
 * once in the other cancels once), and count the letters left in both. Then count that many
 * places round F-L-A-M-E-S, strike out the letter reached, and count on from the next one;
 * the last letter standing is the result. Names are normalised as numerology does (A–Z only),
 * so the game does not depend on case, spaces or accents, nor on which name comes first.
 */
import { normalizeName } from '../numerology/name';

/** The six FLAMES outcomes, in the order of the letters F, L, A, M, E, S. */
export type FlamesResult = 'friends' | 'love' | 'affection' | 'marriage' | 'enemies' | 'siblings';

const FLAMES: readonly FlamesResult[] = ['friends', 'love', 'affection', 'marriage', 'enemies', 'siblings'];

/** Result of {@link flames}. */
export interface FlamesGame {
  /** Both names normalised, in the order given. */
  names: [string, string];
  /** The letters of each name left after cancelling, in name order. */
  remaining: [string, string];
  /** Letters left in both names together. */
  count: number;
  /** The outcome, or null when every letter cancelled (count 0: the game has nothing to count). */
  result: FlamesResult | null;
  /** The five struck-out outcomes, in the order they were struck. */
  eliminated: FlamesResult[];
}

function cancelCommon(a: string, b: string): [string, string] {
  const left = [...b];
  const keptA: string[] = [];
  for (const letter of a) {
    const at = left.indexOf(letter);
    if (at >= 0) left.splice(at, 1);
    else keptA.push(letter);
  }
  return [keptA.join(''), left.join('')];
}

/**
 * Plays FLAMES for two names.
 * @param nameA a name in Latin script
 * @param nameB the other name
 * @throws RangeError "tools/name-without-latin-letters" when a name has no A–Z letter
 */
export function flames(nameA: string, nameB: string): FlamesGame {
  const a = normalizeName(nameA);
  const b = normalizeName(nameB);
  if (!a || !b) throw new RangeError('tools/name-without-latin-letters');
  const remaining = cancelCommon(a, b);
  const count = remaining[0].length + remaining[1].length;
  if (count === 0) return { names: [a, b], remaining, count, result: null, eliminated: [] };
  const circle = [...FLAMES];
  const eliminated: FlamesResult[] = [];
  let at = 0;
  while (circle.length > 1) {
    at = (at + count - 1) % circle.length;
    eliminated.push(circle.splice(at, 1)[0]!);
    // `at` now points at the letter after the struck one, where the next count starts
  }
  return { names: [a, b], remaining, count, result: circle[0]!, eliminated };
}
