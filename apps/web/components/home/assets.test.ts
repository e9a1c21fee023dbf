import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { WHY_REASONS } from './why-section';

const publicDir = join(import.meta.dirname, '../../public');

describe('home page art and texts', () => {
  it('has a banner for each info card popup', () => {
    for (const key of Object.keys(en.home.info.cards)) {
      expect(existsSync(join(publicDir, `home/info-${key}.svg`)), key).toBe(true);
    }
  });

  it('has the 11 reasons, each with a title and text in both languages', () => {
    expect(WHY_REASONS).toHaveLength(11);
    expect(Object.keys(en.home.why.reasons)).toEqual(WHY_REASONS.map((r) => r.key));
    for (const { key } of WHY_REASONS) {
      const reason = hi.home.why.reasons[key as keyof typeof hi.home.why.reasons];
      expect(reason.title).toMatch(/[\u0900-\u097F]/);
      expect(reason.text).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('makes no fixed claim of numbers or round-the-clock service: counts come from the API', () => {
    for (const m of [en, hi]) {
      const texts = JSON.stringify([m.home, m.meta, m.content.links]);
      expect(texts).not.toMatch(/\d{1,3}(,\d{2})+,\d{3}/); // 10,00,000 and the like
      expect(texts).not.toMatch(/24\/7|चौबीसों घंटे|सबसे भरोसेमंद|Most Trusted/);
      // The live count has its own text, with the number filled in from the database.
      expect(m.home.info.cards.solved.countOther).toContain('{count}');
    }
  });
});
