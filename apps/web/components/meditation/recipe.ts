/**
 * The sound of each meditation, as data and pure functions: which notes, bells, breaths and chant
 * syllables play when. Nothing here touches the Web Audio API (see audio-engine.ts), so the
 * schedule can be tested: the same recipe and seed always give the same sound, and asking for
 * any window of time gives the same events as asking for a larger window and cutting it.
 */

export type Vowel = 'a' | 'i' | 'u' | 'e' | 'o' | 'ai' | 'om';

/** A syllable of a mantra's chant rhythm; `beats` is its length in chant beats. */
export interface Syllable {
  vowel: Vowel;
  beats: number;
}

export type NoiseColour = 'breath' | 'water' | 'wind';

export interface Recipe {
  /** The tonic (Sa) of the drone in Hz. */
  root: number;
  /** Drone pitches as ratios of the root (1 Sa, 1.5 Pa, 2 upper Sa …). */
  drone: readonly number[];
  /** Each drone pitch is doubled a few tenths of a hertz apart: the slow beating of a tanpura. */
  beatHz: number;
  droneLevel: number;
  /** Tanpura-like plucks cycling through these ratios, one every `every` seconds. */
  pluck?: { ratios: readonly number[]; every: number; level: number };
  /** A soft bell or bowl every `every` seconds (± `jitter`), pitched from `ratios` × root × 4. */
  bell?: { every: number; jitter: number; ratios: readonly number[]; level: number };
  /** A slow melody: a note every `every` seconds from `scale` × root × `octave`, skipped with probability `rest`. */
  melody?: { every: number; scale: readonly number[]; octave: number; rest: number; level: number };
  /** The chant rhythm of a mantra as a low, voice-like formant tone. */
  chant?: { syllables: readonly Syllable[]; beatSeconds: number; gapSeconds: number; level: number };
  /** Breathing guide: the noise bed swells for `inhale` seconds and falls for `exhale`. */
  breath?: { inhale: number; exhale: number; level: number };
  /** The background track that joins at 10–11 s: a noise bed and a higher drone layer. */
  background: { noise: NoiseColour; noiseLevel: number; drone: readonly number[]; droneLevel: number };
}

export type SoundEvent =
  | { kind: 'bell'; at: number; freq: number; duration: number; gain: number }
  | { kind: 'pluck'; at: number; freq: number; duration: number; gain: number }
  | { kind: 'note'; at: number; freq: number; duration: number; gain: number }
  | { kind: 'syllable'; at: number; freq: number; duration: number; gain: number; vowel: Vowel }
  | { kind: 'breath'; at: number; inhale: number; exhale: number; gain: number };

/** A number in [0, 1) that depends only on its three inputs (a small integer hash, then mulberry32). */
export function random(seed: number, salt: string, index: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x01000193) >>> 0;
  h = (h + Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  let t = (h + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The SPEC's rule: the background track joins when playback reaches 10 to 11 seconds. */
export const BACKGROUND_WINDOW = [10, 11] as const;
/** Seconds the background takes to fade in once it joins. */
export const BACKGROUND_FADE = 3;

/** When (in seconds of playback) the background joins for this seed: in [10, 11). */
export function backgroundStart(seed: number): number {
  const [from, to] = BACKGROUND_WINDOW;
  return from + random(seed, 'background', 0) * (to - from);
}

/** The background's level (0 to 1) after `elapsed` seconds of playback. Paused time does not count. */
export function backgroundLevel(elapsed: number, seed: number): number {
  const start = backgroundStart(seed);
  if (elapsed < start) return 0;
  return Math.min(1, (elapsed - start) / BACKGROUND_FADE);
}

export interface DroneVoice {
  freq: number;
  gain: number;
  /** Stereo position, -1 (left) to 1 (right). */
  pan: number;
}

/** The continuous drone: every pitch twice, `beatHz` apart (varied a little by the seed), spread in stereo. */
export function droneVoices(ratios: readonly number[], root: number, beatHz: number, level: number, seed: number) {
  const voices: DroneVoice[] = [];
  ratios.forEach((ratio, i) => {
    const freq = root * ratio;
    const beat = beatHz * (0.75 + random(seed, 'beat', i) * 0.5);
    const gain = level / (ratios.length * 2) / Math.sqrt(ratio);
    const pan = (random(seed, 'pan', i) - 0.5) * 0.8;
    voices.push({ freq, gain, pan }, { freq: freq + beat, gain, pan: -pan });
  });
  return voices;
}

/** Rounds to 1 µs so schedules compare equal however they were computed. */
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The slots k of a layer repeating every `period` seconds whose start may fall in [from, to). */
function slots(period: number, from: number, to: number, slack: number): number[] {
  const first = Math.max(0, Math.floor((from - slack) / period));
  const last = Math.ceil(to / period);
  const out: number[] = [];
  for (let k = first; k <= last; k++) out.push(k);
  return out;
}

/** Length of one round of the chant in seconds. */
export function chantCycleSeconds(chant: NonNullable<Recipe['chant']>): number {
  return chant.syllables.reduce((sum, s) => sum + s.beats, 0) * chant.beatSeconds + chant.gapSeconds;
}

/** The chant's three Vedic pitch accents: anudātta (low), udātta (middle), svarita (high), in semitones. */
const ACCENTS = [-2, 0, 2] as const;

/**
 * Every event that starts in [from, to) seconds of playback, in time order. Events depend only on
 * the recipe, the seed and their own slot, never on the window asked for.
 */
export function scheduleEvents(recipe: Recipe, seed: number, from: number, to: number): SoundEvent[] {
  const events: SoundEvent[] = [];
  const push = (e: SoundEvent) => {
    if (e.at >= from && e.at < to) events.push(e);
  };

  if (recipe.pluck) {
    const { ratios, every, level } = recipe.pluck;
    for (const k of slots(every, from, to, 0)) {
      const ratio = ratios[k % ratios.length] as number;
      const gain = level * (0.85 + random(seed, 'pluck', k) * 0.3);
      push({ kind: 'pluck', at: r6(k * every), freq: r6(recipe.root * ratio), duration: every * 2.5, gain: r6(gain) });
    }
  }

  if (recipe.bell) {
    const { every, jitter, ratios, level } = recipe.bell;
    for (const k of slots(every, from, to, jitter)) {
      // The first bell rings a little after the start, never on top of the first chant syllable.
      const at = every * 0.5 + k * every + (random(seed, 'bell-time', k) - 0.5) * 2 * jitter;
      const ratio = ratios[Math.floor(random(seed, 'bell-pitch', k) * ratios.length)] as number;
      push({
        kind: 'bell',
        at: r6(at),
        freq: r6(recipe.root * 4 * ratio),
        duration: 7,
        gain: r6(level * (0.8 + random(seed, 'bell-gain', k) * 0.4)),
      });
    }
  }

  if (recipe.melody) {
    const { every, scale, octave, rest, level } = recipe.melody;
    for (const k of slots(every, from, to, 0)) {
      if (random(seed, 'rest', k) < rest) continue;
      const ratio = scale[Math.floor(random(seed, 'note', k) * scale.length)] as number;
      push({
        kind: 'note',
        at: r6(k * every + 0.25),
        freq: r6(recipe.root * octave * ratio),
        duration: every * 1.8,
        gain: r6(level * (0.7 + random(seed, 'note-gain', k) * 0.3)),
      });
    }
  }

  if (recipe.chant) {
    const chant = recipe.chant;
    const cycle = chantCycleSeconds(chant);
    for (const k of slots(cycle, from, to, 0)) {
      let at = k * cycle;
      chant.syllables.forEach((syllable, i) => {
        const accent = ACCENTS[Math.floor(random(seed, `accent-${i}`, 0) * ACCENTS.length)] as number;
        // ॐ is always sung on the tonic; the other syllables move between the three accents.
        const semitones = syllable.vowel === 'om' ? 0 : accent;
        const duration = syllable.beats * chant.beatSeconds;
        push({
          kind: 'syllable',
          at: r6(at),
          freq: r6(recipe.root * 2 ** (semitones / 12)),
          duration: r6(duration * 0.92),
          gain: chant.level,
          vowel: syllable.vowel,
        });
        at += duration;
      });
    }
  }

  if (recipe.breath) {
    const { inhale, exhale, level } = recipe.breath;
    for (const k of slots(inhale + exhale, from, to, 0)) {
      push({ kind: 'breath', at: r6(k * (inhale + exhale)), inhale, exhale, gain: level });
    }
  }

  return events.sort((a, b) => a.at - b.at || a.kind.localeCompare(b.kind));
}

/**
 * The events of the background layer only (the tanpura plucks): what is synthesised under a
 * recording, which takes the place of the drone, bells, melody, chant and breath.
 */
export function backgroundEvents(recipe: Recipe, seed: number, from: number, to: number): SoundEvent[] {
  return scheduleEvents(recipe, seed, from, to).filter((e) => e.kind === 'pluck');
}

const VOWELS: Record<string, Vowel> = {
  a: 'a',
  aa: 'a',
  i: 'i',
  ee: 'i',
  u: 'u',
  oo: 'u',
  e: 'e',
  o: 'o',
  ai: 'ai',
  au: 'o',
};

/**
 * The chant rhythm of a mantra from its transliteration: ॐ (Om) gets three beats, a heavy
 * syllable two, a light one one. "Om Namah Shivaya" → om (3), na (1), mah (2), shi, va, ya (1 each).
 */
export function chantSyllables(transliteration: string): Syllable[] {
  const out: Syllable[] = [];
  for (const word of transliteration
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)) {
    if (word === 'om') {
      out.push({ vowel: 'om', beats: 3 });
      continue;
    }
    const matches = [...word.matchAll(/(aa|ai|au|ee|oo|[aeiou])([^aeiou]*)/g)];
    matches.forEach((m, i) => {
      const group = m[1] as string;
      const coda = m[2] as string;
      // A syllable is heavy (guru) with a long vowel, before a consonant cluster, or closed at the word's end.
      const closed = coda.length > 1 || (coda.length === 1 && i === matches.length - 1);
      const long = group.length > 1 || group === 'e' || group === 'o' || closed;
      out.push({ vowel: VOWELS[group] ?? 'a', beats: long ? 2 : 1 });
    });
  }
  return out;
}

// Just-intonation ratios of the Indian scale, from Sa.
const SA = 1;
const RE = 9 / 8;
const GA = 5 / 4;
const KOMAL_GA = 6 / 5;
const MA = 4 / 3;
const PA = 3 / 2;
const DHA = 5 / 3;

const TANPURA_PA = [PA / 2, 1, 1, SA / 2] as const;

function mantraRecipe(root: number, transliteration: string, beatSeconds: number, bellEvery: number): Recipe {
  return {
    root,
    drone: [0.5, 1],
    beatHz: 0.35,
    droneLevel: 0.22,
    chant: { syllables: chantSyllables(transliteration), beatSeconds, gapSeconds: beatSeconds * 2, level: 0.34 },
    bell: { every: bellEvery, jitter: 0, ratios: [1, PA], level: 0.09 },
    background: { noise: 'breath', noiseLevel: 0.05, drone: [PA, 2], droneLevel: 0.1 },
    pluck: { ratios: TANPURA_PA, every: 1.6, level: 0.06 },
  };
}

/** The recipe of each mantra purpose, from the mantra it is chanted with. */
export function mantraPurposeRecipe(key: string, transliteration: string): Recipe {
  switch (key) {
    case 'avoid-distraction':
      return mantraRecipe(130.81, transliteration, 0.42, 24); // C3, a brisk, even pulse
    case 'boost-confidence':
      return mantraRecipe(146.83, transliteration, 0.4, 20); // D3, brighter
    case 'exam-success':
      return mantraRecipe(138.59, transliteration, 0.42, 22);
    case 'improve-memory':
      return mantraRecipe(123.47, transliteration, 0.36, 30); // the long Gayatri, sung a little faster
    default:
      return mantraRecipe(110, transliteration, 0.5, 30); // stress-free: A2, slow
  }
}

const bed = (noise: NoiseColour, noiseLevel: number, drone: readonly number[], droneLevel = 0.08) => ({
  noise,
  noiseLevel,
  drone,
  droneLevel,
});

/** The recipe of each meditation music track. */
export const TRACK_RECIPES: Record<string, Recipe> = {
  'stress-relief': {
    root: 110,
    drone: [0.5, 1, PA],
    beatHz: 0.25,
    droneLevel: 0.36,
    breath: { inhale: 4, exhale: 6, level: 0.12 },
    bell: { every: 20, jitter: 3, ratios: [1, PA, 2], level: 0.08 },
    background: bed('breath', 0.05, [2, 3]),
  },
  relaxation: {
    root: 98,
    drone: [0.5, 1, PA],
    beatHz: 0.2,
    droneLevel: 0.36,
    melody: { every: 5, scale: [SA, RE, GA, PA, DHA], octave: 2, rest: 0.45, level: 0.07 },
    background: bed('water', 0.09, [2]),
  },
  'anxiety-relief': {
    root: 103.83,
    drone: [0.5, 1],
    beatHz: 0.15,
    droneLevel: 0.36,
    breath: { inhale: 4, exhale: 6, level: 0.14 },
    bell: { every: 30, jitter: 0, ratios: [1], level: 0.07 },
    background: bed('breath', 0.04, [PA, 2]),
  },
  'improving-focus': {
    root: 130.81,
    drone: [0.5, 1, PA],
    beatHz: 0.5,
    droneLevel: 0.34,
    pluck: { ratios: TANPURA_PA, every: 1.5, level: 0.07 },
    bell: { every: 60, jitter: 0, ratios: [1], level: 0.06 },
    background: bed('wind', 0.035, [2]),
  },
  'better-sleep': {
    root: 87.31,
    drone: [0.5, 1],
    beatHz: 0.12,
    droneLevel: 0.34,
    melody: { every: 9, scale: [SA, KOMAL_GA, MA, PA], octave: 2, rest: 0.6, level: 0.05 },
    background: bed('water', 0.1, [PA]),
  },
  'boost-creativity': {
    root: 116.54,
    drone: [0.5, 1],
    beatHz: 0.3,
    droneLevel: 0.28,
    melody: { every: 2.5, scale: [SA, RE, GA, PA, DHA, 2], octave: 2, rest: 0.3, level: 0.07 },
    background: bed('wind', 0.04, [PA, 2]),
  },
  'emotional-balance': {
    root: 110,
    drone: [0.5, 1, MA],
    beatHz: 0.22,
    droneLevel: 0.34,
    bell: { every: 15, jitter: 2, ratios: [1, MA, PA], level: 0.08 },
    background: bed('water', 0.06, [2]),
  },
  motivation: {
    root: 146.83,
    drone: [0.5, 1, PA],
    beatHz: 0.45,
    droneLevel: 0.28,
    pluck: { ratios: TANPURA_PA, every: 1.2, level: 0.07 },
    melody: { every: 1.8, scale: [SA, RE, GA, PA, DHA], octave: 2, rest: 0.25, level: 0.06 },
    background: bed('wind', 0.03, [2, 3]),
  },
  mindfulness: {
    root: 123.47,
    drone: [0.5, 1],
    beatHz: 0.2,
    droneLevel: 0.31,
    bell: { every: 15, jitter: 0, ratios: [1], level: 0.1 },
    background: bed('breath', 0.04, [PA]),
  },
  'self-love': {
    root: 98,
    drone: [0.5, 1, GA],
    beatHz: 0.2,
    droneLevel: 0.34,
    melody: { every: 4, scale: [SA, RE, GA, PA, DHA], octave: 2, rest: 0.4, level: 0.06 },
    background: bed('water', 0.06, [2]),
  },
};

/** The recipe of a music track; an unknown key gets the first track's. */
export function trackRecipe(key: string): Recipe {
  return TRACK_RECIPES[key] ?? (TRACK_RECIPES['stress-relief'] as Recipe);
}
