import { describe, expect, it } from 'vitest';
import { moleIntro, moleRegions } from './moles';
import { collectBilingual } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;

function expectBilingualComplete(value: unknown) {
  const all = collectBilingual(value);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    expect(b.en.trim(), path).not.toBe('');
    expect(b.hi.trim(), path).not.toBe('');
    expect(b.hi, path).toMatch(DEVANAGARI);
    expect(b.hi, path).not.toBe(b.en);
    expect(`${b.en} ${b.hi}`, path).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  }
}

describe('mole astrology', () => {
  it('has the seven regions in order', () => {
    expect(moleRegions.map((r) => r.key)).toEqual([
      'general',
      'face',
      'legs',
      'back-and-chest',
      'private-parts',
      'arms',
      'stomach',
    ]);
  });

  it('has 6 to 12 spots per region with unique keys and a valid nature', () => {
    for (const region of moleRegions) {
      expect(region.spots.length, region.key).toBeGreaterThanOrEqual(6);
      expect(region.spots.length, region.key).toBeLessThanOrEqual(12);
      expect(new Set(region.spots.map((s) => s.key)).size, region.key).toBe(region.spots.length);
      for (const spot of region.spots) {
        expect(['auspicious', 'mixed', 'inauspicious']).toContain(spot.nature);
        if (spot.side) expect(spot.key, `${region.key}.${spot.key}`).toContain(spot.side);
        if (/(^|-)(left|right)(-|$)/.test(spot.key)) expect(spot.side, `${region.key}.${spot.key}`).toBeDefined();
      }
    }
  });

  it('distinguishes left and right where it names a side', () => {
    for (const region of moleRegions.filter((r) => r.key !== 'general')) {
      const sides = region.spots.filter((s) => s.side);
      const lefts = sides.filter((s) => s.side === 'left').map((s) => s.key.replace('left', 'SIDE'));
      const rights = sides.filter((s) => s.side === 'right').map((s) => s.key.replace('right', 'SIDE'));
      expect(lefts.sort(), region.key).toEqual(rights.sort());
    }
  });

  it('is bilingual and points to a dermatologist for changing moles', () => {
    expectBilingualComplete(moleRegions);
    expectBilingualComplete(moleIntro);
    expect(moleIntro.en).toMatch(/dermatologist/);
    expect(moleIntro.hi).toMatch(/त्वचा विशेषज्ञ/);
  });
});

describe('mole spot depth', () => {
  const sentences = (text: string, end: RegExp) => text.split(end).filter((s) => s.trim().length > 0).length;
  it('reads every spot in at least two sentences, in both languages, none repeated', () => {
    const seen = new Set<string>();
    for (const region of moleRegions) {
      for (const spot of region.spots) {
        expect(sentences(spot.meaning.en, /[.!?](?:\s|$)/), `${spot.key} en`).toBeGreaterThanOrEqual(2);
        expect(sentences(spot.meaning.hi, /।/), `${spot.key} hi`).toBeGreaterThanOrEqual(2);
        for (const s of [...spot.meaning.en.split(/(?<=[.!?])\s+/), ...spot.meaning.hi.split(/(?<=।)\s*/)]) {
          if (!s.trim()) continue;
          expect(seen.has(s.trim()), `repeated sentence: ${s}`).toBe(false);
          seen.add(s.trim());
        }
      }
    }
  });
});
