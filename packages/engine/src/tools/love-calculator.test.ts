import { describe, expect, it } from 'vitest';
import { loveCalculator } from './love-calculator';

describe('loveCalculator', () => {
  it('works Ram and Sita through by hand', () => {
    // RAM < SITA → "RAMLOVESSITA"
    // first appearance: R1 A2 M1 L1 O1 V1 E1 S2 I1 T1 → [1,2,1,1,1,1,1,2,1,1]
    // fold: 1+1, 2+1, 1+2, 1+1, 1+1 → [2,3,3,2,2]
    // fold: 2+2, 3+2, middle 3 → [4,5,3]
    // fold: 4+3, middle 5 → [7,5] → 75
    const r = loveCalculator('Ram', 'Sita');
    expect(r.phrase).toBe('RAMLOVESSITA');
    expect(r.letterCounts.map((l) => `${l.letter}${l.count}`).join(' ')).toBe('R1 A2 M1 L1 O1 V1 E1 S2 I1 T1');
    expect(r.rows).toEqual([
      [1, 2, 1, 1, 1, 1, 1, 2, 1, 1],
      [2, 3, 3, 2, 2],
      [4, 5, 3],
      [7, 5],
    ]);
    expect(r.percentage).toBe(75);
    expect(r.method).toBe('loves-fold');
  });

  it('does not depend on order, case, spaces or accents', () => {
    const a = loveCalculator('Ram', 'Sita');
    expect(loveCalculator('Sita', 'Ram')).toEqual(a);
    expect(loveCalculator('  sítá ', 'R a m')).toEqual(a);
  });

  it('works Romeo and Juliet through by hand', () => {
    // JULIET < ROMEO → "JULIETLOVESROMEO": J1 U1 L2 I1 E3 T1 O3 V1 S1 R1 M1
    // fold (11): 1+1, 1+1, 2+1, 1+1, 3+3, middle 1 → [2,2,3,2,6,1]
    // fold (6): 2+1, 2+6, 3+2 → [3,8,5]
    // fold (3): 3+5, middle 8 → [8,8] → 88
    const r = loveCalculator('Romeo', 'Juliet');
    expect(r.names).toEqual(['JULIET', 'ROMEO']);
    expect(r.rows.at(-1)).toEqual([8, 8]);
    expect(r.percentage).toBe(88);
  });

  it('reduces sums above 9 by digit sum', () => {
    // NATASHA < SASHA → "NATASHALOVESSASHA": N1 A5 T1 S4 H2 L1 O1 V1 E1
    // fold (9): 1+1, 5+1, 1+1, 4+1, middle 2 → [2,6,2,5,2]
    // fold (5): 2+2, 6+5 = 11 → 2, middle 2 → [4,2,2]
    // fold (3): 4+2, middle 2 → [6,2] → 62
    const r = loveCalculator('Sasha', 'Natasha');
    expect(r.rows).toEqual([
      [1, 5, 1, 4, 2, 1, 1, 1, 1],
      [2, 6, 2, 5, 2],
      [4, 2, 2],
      [6, 2],
    ]);
    expect(r.percentage).toBe(62);
  });

  it('reduces a count above 9 to one digit', () => {
    // "AAAAAAAAAA" (10 A) < "B" → A10 L1 O1 V1 E1 S1 B1; 10 → 1 → [1,1,1,1,1,1,1]
    // fold (7): 2, 2, 2, middle 1 → [2,2,2,1]; fold (4): 3, 4 → 34
    const r = loveCalculator('A'.repeat(10), 'B');
    expect(r.rows[0]).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(r.percentage).toBe(34);
  });

  it('rejects names with no Latin letters', () => {
    expect(() => loveCalculator('राम', 'Sita')).toThrow('tools/name-without-latin-letters');
    expect(() => loveCalculator('Ram', '  ')).toThrow(RangeError);
  });
});
