/**
 * Number friendship (compatibility of two root numbers 1–9), from the spec's "Number friendship
 * table", transcribed exactly:
 *
 *   friends   1: 9,2,5,3,4,6   2: 1,5,3,2   3: 1,5,2,3,9   4: 7,6,5,1   5: 1,2,6,5,4,8
 *             6: 7,4,8,5,6     7: 7,6,5,8   8: 6,5,7       9: 1,3,5,7
 *   neutral   1: 7,6,1         (no other number has neutral numbers)
 *   enemies   1: 8,1           (no other number has enemy numbers)
 *
 * The table is read by rows: `relation(a, b)` is what the row of `a` says about `b`. It is not
 * symmetric (4 lists 7 as a friend, 7 does not list 4), so {@link numberCompatibility} reports
 * both directions.
 *
 * Two entries of row 1 are listed twice: 6 is both friend and neutral, and 1 is both neutral and
 * enemy. We keep every listing (returned in `listedAs`) and resolve the relation by precedence
 * friend > neutral > enemy: the most favourable listing wins. So 1→6 is "friend" and 1→1 is
 * "neutral". The precedence is a choice: it follows the order in which the spec lists the groups
 * (friends first) and it never tells a user that a number is hostile to itself.
 *
 * For numbers 2–9 a number that is not a friend is "unlisted": the spec gives them no neutral or
 * enemy numbers, and calling those numbers enemies or neutral would be inventing data.
 */

export type NumberRelation = 'friend' | 'neutral' | 'enemy' | 'unlisted';
type ListedRelation = Exclude<NumberRelation, 'unlisted'>;

/** Friend numbers of each root number 1–9, in the spec's order. */
export const NUMBER_FRIENDS: Readonly<Record<number, readonly number[]>> = {
  1: [9, 2, 5, 3, 4, 6],
  2: [1, 5, 3, 2],
  3: [1, 5, 2, 3, 9],
  4: [7, 6, 5, 1],
  5: [1, 2, 6, 5, 4, 8],
  6: [7, 4, 8, 5, 6],
  7: [7, 6, 5, 8],
  8: [6, 5, 7],
  9: [1, 3, 5, 7],
};

/** Neutral numbers: only row 1 has any. */
export const NUMBER_NEUTRALS: Readonly<Record<number, readonly number[]>> = { 1: [7, 6, 1] };

/** Enemy numbers: only row 1 has any. */
export const NUMBER_ENEMIES: Readonly<Record<number, readonly number[]>> = { 1: [8, 1] };

function assertRoot(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 1 || n > 9) throw new RangeError(`${what} must be a root number 1–9, got ${n}`);
}

/** One directional lookup in the friendship table. */
export interface RelationLookup {
  relation: NumberRelation;
  /** Every group of the table row that lists the other number (two for 1→6 and 1→1). */
  listedAs: ListedRelation[];
}

/**
 * What the friendship row of `of` says about `other`.
 * @param of root number 1–9 whose row is read
 * @param other root number 1–9
 */
export function numberRelation(of: number, other: number): RelationLookup {
  assertRoot(of, 'of');
  assertRoot(other, 'other');
  const listedAs: ListedRelation[] = [];
  if (NUMBER_FRIENDS[of]?.includes(other)) listedAs.push('friend');
  if (NUMBER_NEUTRALS[of]?.includes(other)) listedAs.push('neutral');
  if (NUMBER_ENEMIES[of]?.includes(other)) listedAs.push('enemy');
  return { relation: listedAs[0] ?? 'unlisted', listedAs };
}

/**
 * Overall verdict for two numbers:
 * - `enemy` when either row lists the other as an enemy (after precedence),
 * - `mutual-friends` when each lists the other as a friend,
 * - `one-way-friends` when exactly one does,
 * - `neutral` when neither is a friend but one is neutral,
 * - `unlisted` when the table says nothing either way.
 */
export type CompatibilityVerdict = 'mutual-friends' | 'one-way-friends' | 'neutral' | 'enemy' | 'unlisted';

/** Result of {@link numberCompatibility}: both directions and the overall verdict. */
export interface NumberCompatibility {
  a: number;
  b: number;
  aToB: RelationLookup;
  bToA: RelationLookup;
  verdict: CompatibilityVerdict;
}

/**
 * Compatibility of two root numbers from the spec's friendship table, in both directions.
 * @param a root number 1–9
 * @param b root number 1–9
 */
export function numberCompatibility(a: number, b: number): NumberCompatibility {
  const aToB = numberRelation(a, b);
  const bToA = numberRelation(b, a);
  const relations = [aToB.relation, bToA.relation];
  const friends = relations.filter((r) => r === 'friend').length;
  let verdict: CompatibilityVerdict;
  if (relations.includes('enemy')) verdict = 'enemy';
  else if (friends === 2) verdict = 'mutual-friends';
  else if (friends === 1) verdict = 'one-way-friends';
  else if (relations.includes('neutral')) verdict = 'neutral';
  else verdict = 'unlisted';
  return { a, b, aToB, bToA, verdict };
}

/**
 * The root (1–9) used to look a number up in the friendship table: master numbers 11, 22 and 33
 * and any other value above 9 are reduced by digit sums, because the table only has rows 1–9.
 * @param n positive integer
 */
export function friendshipRoot(n: number): number {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`expected a positive integer, got ${n}`);
  return ((n - 1) % 9) + 1;
}
