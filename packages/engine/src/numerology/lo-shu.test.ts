import { describe, expect, it } from 'vitest';
import { loShuGrid } from './lo-shu';

describe('loShuGrid', () => {
  it('places the digits of 15/08/1947', () => {
    // digits 1 5 | 0 8 | 1 9 4 7, zero dropped → 1,5,8,1,9,4,7
    // counts: 1×2, 4, 5, 7, 8, 9 once; missing 2, 3, 6
    const g = loShuGrid({ year: 1947, month: 8, day: 15 });
    expect(g.digits).toEqual([1, 5, 8, 1, 9, 4, 7]);
    expect(g.counts).toEqual([0, 2, 0, 0, 1, 1, 0, 1, 1, 1]);
    expect(g.missingNumbers).toEqual([2, 3, 6]);
    expect(g.repeatedNumbers).toEqual([1]);
    // top row is 4 9 2
    expect(g.cells[0]!.map((c) => [c.number, c.count])).toEqual([
      [4, 1],
      [9, 1],
      [2, 0],
    ]);
    // bottom-centre is 1, counted twice
    expect(g.cells[2]![1]).toEqual({ number: 1, row: 2, column: 1, count: 2 });
    // only 9-5-1 is complete; no line is empty
    expect(g.arrowsOfStrength).toEqual(['will-plane']);
    expect(g.arrowsOfWeakness).toEqual([]);
    expect(g.lines.find((l) => l.key === 'mental-plane')).toMatchObject({ present: 2, status: 'partial' });
    expect(g.added).toBeUndefined();
  });

  it('finds arrows of weakness', () => {
    // 01/01/2000 → digits 1, 1, 2; 3-5-7, 4-3-8 and 4-5-6 have none of their numbers
    const g = loShuGrid({ year: 2000, month: 1, day: 1 });
    expect(g.digits).toEqual([1, 1, 2]);
    expect(g.arrowsOfWeakness).toEqual(['emotional-plane', 'thought-plane', 'success-plane']);
    expect(g.arrowsOfStrength).toEqual([]);
    expect(g.missingNumbers).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('optionally adds driver and conductor', () => {
    // 15/08/1947: driver 15 → 6, conductor 35 → 8. Adding 6 completes 8-1-6 and 4-5-6
    // (4 and 5 were already there); 9-5-1 stays complete.
    const g = loShuGrid({ year: 1947, month: 8, day: 15 }, { includeDriverAndConductor: true });
    expect(g.added).toEqual({ driver: 6, conductor: 8 });
    expect(g.counts[6]).toBe(1);
    expect(g.counts[8]).toBe(2);
    expect(g.missingNumbers).toEqual([2, 3]);
    expect(g.arrowsOfStrength).toEqual(['practical-plane', 'will-plane', 'success-plane']);
  });

  it('lays the cells out as the Lo Shu magic square with south (9) at the top', () => {
    const g = loShuGrid({ year: 1947, month: 8, day: 15 });
    const at = (r: number, c: number) => g.cells[r]![c]!.number;
    const lines = [
      ...[0, 1, 2].map((r) => [at(r, 0), at(r, 1), at(r, 2)]),
      ...[0, 1, 2].map((c) => [at(0, c), at(1, c), at(2, c)]),
      [at(0, 0), at(1, 1), at(2, 2)],
      [at(0, 2), at(1, 1), at(2, 0)],
    ];
    // every row, column and diagonal of a 3×3 magic square of 1–9 sums to 15
    for (const line of lines) expect(line.reduce((a, b) => a + b, 0)).toBe(15);
    expect(at(1, 1)).toBe(5);
    expect(at(0, 1)).toBe(9);
    expect(at(0, 0)).toBe(4);
    // the named lines are exactly the rows, columns and diagonals, in that order
    expect(g.lines.map((l) => [...l.numbers])).toEqual(lines);
  });

  it('has eight distinct lines covering rows, columns and diagonals of the magic square', () => {
    const g = loShuGrid({ year: 1947, month: 8, day: 15 });
    expect(new Set(g.lines.map((l) => l.key)).size).toBe(8);
    // every line of a 3×3 magic square of 1–9 sums to 15
    for (const line of g.lines) expect(line.numbers.reduce((a, b) => a + b, 0)).toBe(15);
  });
});
