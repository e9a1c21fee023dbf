import { describe, expect, it } from 'vitest';
import { SOUTH_CELLS, signOfHouse } from './charts';
import { AYANAMSA_LABELS, GENDER_LABELS, PDF_LABELS, SIGN_ABBREVIATIONS, VASHYA_LABELS } from './labels';

describe('chart conventions (docs/CONVENTIONS.md)', () => {
  it('North Indian: houses follow the signs from the lagna', () => {
    expect(signOfHouse(10, 1)).toBe(10);
    expect(signOfHouse(10, 4)).toBe(1);
    expect(signOfHouse(10, 12)).toBe(9);
    expect(signOfHouse(1, 12)).toBe(12);
  });

  it('South Indian: Pisces top left, Aries to Gemini along the top, clockwise round the border', () => {
    const at = (col: number, row: number) => SOUTH_CELLS.findIndex(([c, r]) => c === col && r === row) + 1;
    expect([at(0, 0), at(1, 0), at(2, 0), at(3, 0)]).toEqual([12, 1, 2, 3]);
    expect([at(3, 1), at(3, 2)]).toEqual([4, 5]);
    expect([at(3, 3), at(2, 3), at(1, 3), at(0, 3)]).toEqual([6, 7, 8, 9]);
    expect([at(0, 2), at(0, 1)]).toEqual([10, 11]);
    // The 12 signs sit in 12 distinct border cells; the centre 2×2 stays free for the name.
    expect(new Set(SOUTH_CELLS.map(([c, r]) => `${c},${r}`)).size).toBe(12);
    expect(SOUTH_CELLS.some(([c, r]) => c > 0 && c < 3 && r > 0 && r < 3)).toBe(false);
  });
});

describe('PDF labels', () => {
  it('every label has English and natural Devanagari Hindi', () => {
    const all = [
      ...Object.values(PDF_LABELS),
      ...Object.values(GENDER_LABELS),
      ...Object.values(AYANAMSA_LABELS),
      ...Object.values(VASHYA_LABELS),
      ...SIGN_ABBREVIATIONS,
    ];
    for (const l of all) {
      expect(l.en.trim().length, JSON.stringify(l)).toBeGreaterThan(0);
      expect(l.hi, JSON.stringify(l)).toMatch(/[\u0900-\u097f]/);
      expect(l.hi).not.toBe(l.en);
    }
    // Placeholders match between the languages.
    for (const l of Object.values(PDF_LABELS)) {
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(l.hi)).toEqual(names(l.en));
    }
  });
});
