import { MAJOR_ARCANA, TAROT_CARDS } from '@drishti/content/tarot';
import { describe, expect, it } from 'vitest';
import {
  cornerLabel,
  MOTIF_BOX,
  majorMotif,
  NAME_WIDTH,
  nameFontSize,
  pentagramPath,
  pipPositions,
  pipScale,
  starPath,
  textWidthEm,
} from './card-art-model';

describe('tarot card art', () => {
  it('gives each of the 22 major arcana its own emblem', () => {
    const motifs = MAJOR_ARCANA.map((c) => majorMotif(c.slug));
    expect(new Set(motifs).size).toBe(22);
    expect(majorMotif('the-star')).toBe('star');
    expect(majorMotif('wheel-of-fortune')).toBe('wheel');
    expect(majorMotif('justice')).toBe('scales');
  });

  it('lays out 1 to 10 pips inside the motif box without overlaps', () => {
    for (let n = 1; n <= 10; n++) {
      const pts = pipPositions(n);
      expect(pts).toHaveLength(n);
      const half = 20 * pipScale(n);
      for (const p of pts) {
        expect(p.x - half).toBeGreaterThanOrEqual(MOTIF_BOX.left);
        expect(p.x + half).toBeLessThanOrEqual(MOTIF_BOX.right);
        expect(p.y - half).toBeGreaterThanOrEqual(MOTIF_BOX.top);
        expect(p.y + half).toBeLessThanOrEqual(MOTIF_BOX.bottom);
      }
      // Symbols are about as wide as their box is tall; keep the boxes apart.
      for (let i = 0; i < pts.length; i++)
        for (let j = i + 1; j < pts.length; j++) {
          const a = pts[i]!;
          const b = pts[j]!;
          const apart = Math.abs(a.x - b.x) >= 2 * half || Math.abs(a.y - b.y) >= 2 * half;
          expect(apart, `${n} pips: ${JSON.stringify([a, b])}`).toBe(true);
        }
    }
    expect(() => pipPositions(0)).toThrow(RangeError);
    expect(() => pipPositions(11)).toThrow(RangeError);
  });

  it('labels each card with its numeral or rank', () => {
    const labels = (slug: string) => {
      const card = TAROT_CARDS.find((c) => c.slug === slug)!;
      return [cornerLabel(card, 'en'), cornerLabel(card, 'hi')];
    };
    expect(labels('the-fool')).toEqual(['0', '0']);
    expect(labels('the-world')).toEqual(['XXI', '21']);
    expect(labels('ace-of-cups')).toEqual(['A', '1']);
    expect(labels('seven-of-swords')).toEqual(['7', '7']);
    expect(labels('queen-of-pentacles')).toEqual(['Queen', 'रानी']);
    expect(labels('knight-of-wands')).toEqual(['Knight', 'घुड़सवार']);
  });

  it('fits every card name of both languages in the name band', () => {
    for (const card of TAROT_CARDS)
      for (const name of [card.name.en, card.name.hi]) {
        const size = nameFontSize(name);
        expect(size).toBeGreaterThanOrEqual(6);
        expect(size).toBeLessThanOrEqual(11);
        expect(textWidthEm(name) * size, name).toBeLessThanOrEqual(NAME_WIDTH + 0.01);
      }
    expect(nameFontSize('Death')).toBe(11);
    expect(nameFontSize('A much longer card name than any')).toBeLessThan(nameFontSize('The Sun'));
  });

  it('does not count Devanagari marks above and below the letters as width', () => {
    expect(textWidthEm('कि')).toBeGreaterThan(textWidthEm('क'));
    expect(textWidthEm('कु')).toBe(textWidthEm('क'));
    expect(textWidthEm('क्त')).toBe(textWidthEm('कत'));
  });

  it('draws stars and pentagrams as closed paths', () => {
    expect(pentagramPath(10)).toMatch(/^M0 -10L.*Z$/);
    expect(starPath(0, 0, 8, 10, 4).match(/L/g)).toHaveLength(15);
  });
});
