import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pressLinks } from '@drishti/content/press';
import { testimonials } from '@drishti/content/testimonials';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { WHY_REASONS } from './why-section';

const publicDir = join(import.meta.dirname, '../../public');
const svgAt = (path: string) => readFileSync(join(publicDir, path), 'utf8');

describe('home page art and texts', () => {
  it('has our own SVG logo for every press link and an avatar for every testimonial', () => {
    for (const path of [...pressLinks.map((p) => p.logo), ...testimonials.map((t) => t.imgUri)]) {
      expect(existsSync(join(publicDir, path)), path).toBe(true);
      // Width and height make the image's intrinsic size known (a zero size would read as broken).
      expect(svgAt(path), path).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    }
  });

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

  it('keeps Indian digit grouping in the claim in both languages', () => {
    expect(en.home.info.cards.solved.title).toContain('10,00,000');
    expect(hi.home.info.cards.solved.title).toContain('10,00,000');
  });
});
