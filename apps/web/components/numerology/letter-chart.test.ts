import { describe, expect, it } from 'vitest';
import { chartRows } from './letter-chart';

describe('chartRows', () => {
  it('groups the spec letter table by value 1–8 with no 9', () => {
    const rows = Object.fromEntries(chartRows('chaldean').map(([v, letters]) => [v, letters.join('')]));
    // A1 B2 C3 D4 E5 U6 O7 F8 I1 K2 G3 M4 H5 V6 Z7 P8 J1 R2 L3 T4 N5 W6 Q1 S3 X5 Y1
    expect(rows).toEqual({ 1: 'AIJQY', 2: 'BKR', 3: 'CGLS', 4: 'DMT', 5: 'EHNX', 6: 'UVW', 7: 'OZ', 8: 'FP' });
  });

  it('lays the Pythagorean alphabet out in rows of nine', () => {
    const rows = chartRows('pythagorean');
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual([1, ['A', 'J', 'S']]);
    expect(rows[8]).toEqual([9, ['I', 'R']]);
  });
});
