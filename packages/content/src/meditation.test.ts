import { describe, expect, it } from 'vitest';
import { JAPA_ROUNDS, meditationPurposes, meditationTracks, TIMER_MINUTES } from './meditation';
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

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('mantra meditation purposes', () => {
  it('has the 5 purposes in order', () => {
    expect(meditationPurposes.map((p) => p.key)).toEqual([
      'avoid-distraction',
      'boost-confidence',
      'exam-success',
      'improve-memory',
      'stress-free',
    ]);
    expect(meditationPurposes.map((p) => p.label.en)).toEqual([
      'Avoid Distraction',
      'Boost Confidence',
      'Exam Success',
      'Improve Memory',
      'Stress Free',
    ]);
  });

  it('has our own art and a distinct synthesised sound for each purpose', () => {
    for (const p of meditationPurposes) {
      expect(p.sound.kind).toBe('synth');
      expect(Number.isInteger(p.sound.seed)).toBe(true);
      expect(p.imgUri).toBe(`/meditation/${p.key}.svg`);
    }
    expect(new Set(meditationPurposes.map((p) => p.sound.seed)).size).toBe(5);
  });

  it('has 50–90 word descriptions and a Devanagari mantra with transliteration', () => {
    for (const p of meditationPurposes) {
      for (const locale of ['en', 'hi'] as const) {
        const n = words(p.description[locale]);
        expect(n, `${p.key}.${locale}`).toBeGreaterThanOrEqual(50);
        expect(n, `${p.key}.${locale}`).toBeLessThanOrEqual(90);
      }
      expect(p.mantra.devanagari).toMatch(/^ॐ/);
      expect(p.mantra.transliteration).toMatch(/^Om /);
      expect(p.mantra.transliteration).not.toMatch(DEVANAGARI);
    }
    expectBilingualComplete(meditationPurposes);
  });
});

it('counts japa on a mala of 108 beads', () => {
  expect(JAPA_ROUNDS).toBe(108);
});

describe('meditation music tracks', () => {
  it('has the 10 topics in order', () => {
    expect(meditationTracks.map((t) => t.title.en)).toEqual([
      'Stress Relief',
      'Relaxation',
      'Anxiety Relief',
      'Improving Focus',
      'Better Sleep',
      'Boost Creativity',
      'Emotional Balance',
      'Motivation',
      'Mindfulness',
      'Self Love',
    ]);
    expect(new Set(meditationTracks.map((t) => t.key)).size).toBe(10);
  });

  it('alternates free and paid, starting with a free track', () => {
    expect(meditationTracks.map((t) => t.isFree)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('has art, a distinct synthesised sound and a suggested timer for each track', () => {
    for (const t of meditationTracks) {
      expect(t.sound.kind).toBe('synth');
      expect(t.imgUri).toBe(`/meditation/music/${t.key}.svg`);
      expect(TIMER_MINUTES).toContain(t.suggestedMinutes);
    }
    const seeds = [...meditationPurposes, ...meditationTracks].map((t) => t.sound.seed);
    expect(new Set(seeds).size).toBe(15);
    expectBilingualComplete(meditationTracks);
  });
});
