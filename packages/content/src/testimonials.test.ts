import { describe, expect, it } from 'vitest';
import { testimonials } from './testimonials';
import { collectBilingual } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('testimonials', () => {
  it('has exactly 6 with unique keys', () => {
    expect(testimonials).toHaveLength(6);
    expect(new Set(testimonials.map((t) => t.key)).size).toBe(6);
  });

  it('has names, cities and avatar paths', () => {
    for (const t of testimonials) {
      expect(t.name.trim()).not.toBe('');
      expect(t.city.trim()).not.toBe('');
      expect(t.nameHi).toMatch(DEVANAGARI);
      expect(t.cityHi).toMatch(DEVANAGARI);
      expect(t.imgUri).toBe(`/home/avatars/${t.key}.svg`);
    }
  });

  it('has every comment and alt in English and Hindi', () => {
    const all = collectBilingual(testimonials);
    expect(all).toHaveLength(12);
    for (const { path, value } of all) {
      expect(value.en.trim(), path).not.toBe('');
      expect(value.hi, path).toMatch(DEVANAGARI);
    }
  });
});
