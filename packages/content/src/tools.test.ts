import { describe, expect, it } from 'vitest';
import { featureTiles, vedicTools } from './tools';
import { collectBilingual } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;

function expectBilingualComplete(value: unknown) {
  const all = collectBilingual(value);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    expect(b.en.trim(), path).not.toBe('');
    expect(b.hi, path).toMatch(DEVANAGARI);
    expect(b.hi, path).not.toBe(b.en);
  }
}

describe('Vedic tools', () => {
  it('links every tool to its page', () => {
    expect(vedicTools.map((t) => t.link)).toEqual([
      '/kundali',
      '/kundali/kundali-matchmaking',
      '/astrology/panchang',
      '/astrology/shubh-muhurat',
      '/numerology/numerology-calculator',
      '/numerology/name-numerology-calculator',
      '/numerology/mobile-numerology-calculator',
      '/pythagoren-numerology-calculator',
      '/lo-shu-grid-calculator',
      '/tarot/yes-or-no-tarot',
      '/tarot',
      '/love-calculator',
      '/mole-astrology',
      '/mangal-dosha',
      '/vastu/online-vastu-compass',
      '/meditation-music',
      '/vedic-mantra-meditation',
    ]);
  });

  it('has unique keys, local links and kebab-case lucide icon names', () => {
    expect(new Set(vedicTools.map((t) => t.key)).size).toBe(vedicTools.length);
    for (const t of vedicTools) {
      expect(t.link.startsWith('/')).toBe(true);
      expect(t.link.startsWith('//')).toBe(false);
      expect(t.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expectBilingualComplete(vedicTools);
  });
});

describe('home feature tiles', () => {
  it('has the 4 tiles in order', () => {
    expect(featureTiles.map((t) => [t.label.en, t.link])).toEqual([
      ['Online Astrologers', '/online-astrologer'],
      ['Vedic Meditation', '/vedic-mantra-meditation'],
      ['Online Kundali', '/kundali'],
      ['Vedic Tools', '/vedic-tools'],
    ]);
    expect(new Set(featureTiles.map((t) => t.slug)).size).toBe(4);
    for (const t of featureTiles) {
      expect(t.link.startsWith('/')).toBe(true);
      expect(t.imgUri).toMatch(/^\/images\/.+\.svg$/);
    }
    expectBilingualComplete(featureTiles);
  });
});
