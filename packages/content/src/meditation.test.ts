import { describe, expect, it } from 'vitest';
import { meditationPurposes, meditationTracks } from './meditation';
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

  it('points to the audio and image of each purpose', () => {
    for (const p of meditationPurposes) {
      expect(p.sound).toBe(`/audio/mantra/${p.key}.mp3`);
      expect(p.imgUri).toBe(`/images/meditation/${p.key}.svg`);
    }
  });

  it('has 50–80 word descriptions and a Devanagari mantra with transliteration', () => {
    for (const p of meditationPurposes) {
      for (const locale of ['en', 'hi'] as const) {
        const n = words(p.description[locale]);
        expect(n, `${p.key}.${locale}`).toBeGreaterThanOrEqual(50);
        expect(n, `${p.key}.${locale}`).toBeLessThanOrEqual(80);
      }
      expect(p.mantra.devanagari).toMatch(/^ॐ/);
      expect(p.mantra.transliteration).toMatch(/^Om /);
      expect(p.mantra.transliteration).not.toMatch(DEVANAGARI);
    }
    expectBilingualComplete(meditationPurposes);
  });
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

  it('points to audio and images and has a positive duration', () => {
    for (const t of meditationTracks) {
      expect(t.sound).toBe(`/audio/music/${t.key}.mp3`);
      expect(t.imgUri).toMatch(/^\/images\/.+\.svg$/);
      expect(Number.isInteger(t.durationSeconds)).toBe(true);
      expect(t.durationSeconds).toBeGreaterThan(0);
    }
    expectBilingualComplete(meditationTracks);
  });
});
