import { flames } from '@drishti/engine/tools/flames';
import { describe, expect, it } from 'vitest';
import { cancelMarks, FLAMES_ORDER, flamesRounds } from './model';

const struck = (marks: { letter: string; struck: boolean }[]) =>
  marks
    .filter((m) => !m.struck)
    .map((m) => m.letter)
    .join('');

describe('cancelMarks', () => {
  it('strikes the letters two names share, one for one, leaving what the engine leaves', () => {
    for (const [a, b] of [
      ['Ram', 'Sita'],
      ['Romeo', 'Juliet'],
      ['Anna', 'Nan'],
      ['Priya', 'Rahul Sharma'],
    ] as const) {
      const game = flames(a, b);
      const [first, second] = cancelMarks(game.names[0], game.names[1]);
      expect([struck(first), struck(second)], `${a}/${b}`).toEqual(game.remaining);
    }
  });

  it('marks RAM / SITA: only the A of each', () => {
    const [ram, sita] = cancelMarks('RAM', 'SITA');
    expect(ram.map((m) => m.struck)).toEqual([false, true, false]);
    expect(sita.map((m) => m.struck)).toEqual([false, false, false, true]);
  });
});

describe('flamesRounds', () => {
  it('replays Ram and Sita (5 letters): E, M, S, L, A struck, F stands', () => {
    const rounds = flamesRounds(5);
    expect(rounds.map((r) => r.struck)).toEqual(['enemies', 'marriage', 'siblings', 'love', 'affection']);
    expect(rounds.map((r) => r.start)).toEqual(['friends', 'siblings', 'siblings', 'friends', 'affection']);
    expect(rounds[0]!.standing).toEqual(FLAMES_ORDER);
    expect(rounds.at(-1)!.standing).toEqual(['friends', 'affection']);
  });

  it('agrees with the engine for every count from 1 to 40', () => {
    for (let count = 1; count <= 40; count++) {
      const rounds = flamesRounds(count);
      const left = FLAMES_ORDER.filter((k) => !rounds.some((r) => r.struck === k));
      // A name pair with exactly `count` letters left after cancelling: "A…A" against "B".
      const game = flames('A'.repeat(count - 1) || 'B', count === 1 ? 'BC' : 'B');
      expect(game.count).toBe(count);
      expect(
        rounds.map((r) => r.struck),
        `count ${count}`,
      ).toEqual(game.eliminated);
      expect(left).toEqual([game.result]);
    }
  });

  it('has no rounds when nothing is left to count', () => {
    expect(flamesRounds(0)).toEqual([]);
  });
});
