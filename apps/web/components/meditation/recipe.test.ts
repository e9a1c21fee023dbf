import { meditationPurposes, meditationTracks } from '@drishti/content/meditation';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_FADE,
  backgroundEvents,
  backgroundLevel,
  backgroundStart,
  chantCycleSeconds,
  chantSyllables,
  droneVoices,
  mantraPurposeRecipe,
  random,
  scheduleEvents,
  TRACK_RECIPES,
  trackRecipe,
} from './recipe';

const stressFree = meditationPurposes.find((p) => p.key === 'stress-free')!;

describe('random', () => {
  it('is a pure function of seed, salt and index, in [0, 1)', () => {
    expect(random(7, 'bell', 3)).toBe(random(7, 'bell', 3));
    expect(random(7, 'bell', 3)).not.toBe(random(8, 'bell', 3));
    expect(random(7, 'bell', 3)).not.toBe(random(7, 'note', 3));
    expect(random(7, 'bell', 3)).not.toBe(random(7, 'bell', 4));
    const values = Array.from({ length: 2000 }, (_, i) => random(42, 'x', i));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    // Roughly uniform: the mean of 2000 draws is near 0.5.
    expect(Math.abs(values.reduce((a, b) => a + b, 0) / values.length - 0.5)).toBeLessThan(0.03);
  });
});

describe('the background track', () => {
  it('joins between 10 and 11 seconds of playback, for every sound of the product', () => {
    const seeds = [...meditationPurposes, ...meditationTracks].map((t) => t.sound.seed);
    for (const seed of [...seeds, 0, 1, 99999]) {
      const start = backgroundStart(seed);
      expect(start).toBeGreaterThanOrEqual(10);
      expect(start).toBeLessThan(11);
      expect(backgroundLevel(9.999, seed)).toBe(0);
      expect(backgroundLevel(start - 0.001, seed)).toBe(0);
      expect(backgroundLevel(start + BACKGROUND_FADE / 2, seed)).toBeCloseTo(0.5, 6);
      expect(backgroundLevel(11 + BACKGROUND_FADE, seed)).toBe(1);
      expect(backgroundLevel(600, seed)).toBe(1);
    }
    expect(backgroundLevel(0, 5)).toBe(0);
  });

  it('starts at different moments for different seeds', () => {
    const starts = new Set([1, 2, 3, 4, 5].map(backgroundStart));
    expect(starts.size).toBe(5);
  });
});

describe('chant syllables', () => {
  it('reads the rhythm of a mantra from its transliteration', () => {
    expect(chantSyllables('Om Namah Shivaya')).toEqual([
      { vowel: 'om', beats: 3 },
      { vowel: 'a', beats: 1 },
      { vowel: 'a', beats: 2 },
      { vowel: 'i', beats: 1 },
      { vowel: 'a', beats: 1 },
      { vowel: 'a', beats: 1 },
    ]);
    expect(chantSyllables('Om Aim').map((s) => s.vowel)).toEqual(['om', 'ai']);
    expect(chantSyllables('Om Gam Ganapataye Namah').map((s) => s.beats)).toEqual([3, 2, 1, 1, 1, 1, 2, 1, 2]);
  });

  it('gives every purpose a chant', () => {
    for (const p of meditationPurposes) {
      const recipe = mantraPurposeRecipe(p.key, p.mantra.transliteration);
      expect(recipe.chant?.syllables[0]).toEqual({ vowel: 'om', beats: 3 });
      expect(recipe.chant!.syllables.length, p.key).toBeGreaterThan(3);
    }
  });
});

describe('the schedule of a meditation', () => {
  const recipe = mantraPurposeRecipe(stressFree.key, stressFree.mantra.transliteration);
  const seed = stressFree.sound.seed;

  it('is the same every time for the same seed', () => {
    const a = scheduleEvents(recipe, seed, 0, 120);
    const b = scheduleEvents(recipe, seed, 0, 120);
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(50);
    // A fixed point of the schedule, so a change to the recipe is noticed: the first round of ॐ नमः शिवाय.
    const firstRound = a.filter((e) => e.kind === 'syllable').slice(0, 6);
    expect(firstRound.map((e) => e.at)).toEqual([0, 1.5, 2, 3, 3.5, 4]);
    expect(firstRound.map((e) => (e.kind === 'syllable' ? e.vowel : ''))).toEqual(['om', 'a', 'a', 'i', 'a', 'a']);
    expect(firstRound[0]!.freq).toBe(110);
  });

  it('changes with the seed', () => {
    const other = scheduleEvents(recipe, seed + 1, 0, 120);
    expect(other).not.toEqual(scheduleEvents(recipe, seed, 0, 120));
  });

  it('does not depend on the window asked for', () => {
    const whole = scheduleEvents(recipe, seed, 0, 90);
    const parts = [0, 7.3, 21, 45.5, 61, 90].flatMap((from, i, edges) =>
      i + 1 < edges.length ? scheduleEvents(recipe, seed, from, edges[i + 1]!) : [],
    );
    expect(parts).toEqual(whole);
  });

  it('is in time order with every event inside the window', () => {
    for (const [key, r] of Object.entries(TRACK_RECIPES)) {
      const events = scheduleEvents(r, 1234, 30, 95);
      expect(events.length, key).toBeGreaterThan(0);
      for (let i = 0; i < events.length; i++) {
        expect(events[i]!.at).toBeGreaterThanOrEqual(30);
        expect(events[i]!.at).toBeLessThan(95);
        if (i > 0) expect(events[i]!.at).toBeGreaterThanOrEqual(events[i - 1]!.at);
      }
    }
  });

  it('repeats the chant once per cycle', () => {
    const cycle = chantCycleSeconds(recipe.chant!);
    const oms = scheduleEvents(recipe, seed, 0, cycle * 10).filter((e) => e.kind === 'syllable' && e.vowel === 'om');
    expect(oms).toHaveLength(10);
    expect(oms[3]!.at).toBeCloseTo(cycle * 3, 6);
  });
});

describe('track recipes', () => {
  it('exist for the 10 tracks and differ from each other', () => {
    for (const t of meditationTracks) expect(TRACK_RECIPES[t.key], t.key).toBeDefined();
    const schedules = meditationTracks.map((t) =>
      JSON.stringify(scheduleEvents(trackRecipe(t.key), t.sound.seed, 0, 60)),
    );
    expect(new Set(schedules).size).toBe(10);
  });

  it('beats each drone pitch slowly against its twin', () => {
    const voices = droneVoices([0.5, 1], 110, 0.3, 0.2, 9);
    expect(voices).toHaveLength(4);
    expect(voices).toEqual(droneVoices([0.5, 1], 110, 0.3, 0.2, 9));
    for (const i of [0, 2]) {
      const beat = voices[i + 1]!.freq - voices[i]!.freq;
      expect(beat).toBeGreaterThan(0.2);
      expect(beat).toBeLessThan(0.4);
    }
  });
});

describe('under a recording', () => {
  it('synthesises the background layer only: the plucks, the same as in the full sound', () => {
    for (const t of meditationTracks) {
      const recipe = trackRecipe(t.key);
      const bg = backgroundEvents(recipe, t.sound.seed, 0, 120);
      expect(bg.every((e) => e.kind === 'pluck')).toBe(true);
      expect(bg).toEqual(scheduleEvents(recipe, t.sound.seed, 0, 120).filter((e) => e.kind === 'pluck'));
      if (recipe.pluck) expect(bg.length, t.key).toBeGreaterThan(0);
    }
    // Tracks with bells, melody or breath lose them under a recording.
    const full = meditationTracks.flatMap((t) => scheduleEvents(trackRecipe(t.key), t.sound.seed, 0, 60));
    expect(full.some((e) => e.kind !== 'pluck')).toBe(true);
  });
});
