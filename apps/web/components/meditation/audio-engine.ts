import {
  BACKGROUND_FADE,
  backgroundEvents,
  backgroundStart,
  droneVoices,
  type NoiseColour,
  type Recipe,
  random,
  type SoundEvent,
  scheduleEvents,
} from './recipe';
import { Instruments } from './audio-instruments';

/** Seconds of sound scheduled ahead of the playhead. */
const LOOKAHEAD = 1.5;
/** How often the scheduler wakes up, in milliseconds. */
const TICK_MS = 200;
/** A timer fades the sound out over its last seconds. */
export const TIMER_FADE = 8;

type AudioContextConstructor = typeof AudioContext;

/** The browser's AudioContext, or null where there is none (old browsers, server rendering). */
export function audioContextClass(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  // Older Safari only has the prefixed constructor.
  const w = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

export interface SessionCallbacks {
  onTick: (elapsed: number) => void;
  onStateChange: (state: AudioContextState) => void;
  /** The timer has run out and the sound has faded away. */
  onTimerEnd: () => void;
  /** The recording could not be loaded or decoded. */
  onMediaError?: () => void;
}

/**
 * One playing meditation: an AudioContext with the drone, the background bus that joins at
 * 10–11 s, and a scheduler that plays the recipe's events a little ahead of time. Pausing
 * suspends the context, so playback time (and the background rule) ignores paused time.
 *
 * With a recording (`media`, an audio element an admin's upload plays in), the recording takes
 * the place of the foreground (drone, bells, melody, chant, breath): it runs through the same
 * volume, timer fade and limiter, and the synthesised background still joins at 10–11 s.
 */
export class SynthSession {
  readonly context: AudioContext;
  private readonly recipe: Recipe;
  private readonly seed: number;
  private readonly callbacks: SessionCallbacks;
  private readonly volume: GainNode;
  private readonly fade: GainNode;
  private readonly foreground: GainNode;
  private readonly background: GainNode;
  private readonly harmonic: PeriodicWave;
  private readonly noise: AudioBuffer;
  private readonly instruments: Instruments;
  private breathGain: GainNode | null = null;
  private readonly t0: number;
  private scheduledUntil = 0;
  private timerSeconds: number | null;
  private fading = false;
  private ended = false;
  private readonly interval: ReturnType<typeof setInterval>;
  private readonly media: HTMLMediaElement | null;

  constructor(
    Ctor: AudioContextConstructor,
    recipe: Recipe,
    seed: number,
    volume: number,
    timerSeconds: number | null,
    callbacks: SessionCallbacks,
    media: HTMLMediaElement | null = null,
  ) {
    this.media = media;
    this.recipe = recipe;
    this.seed = seed;
    this.callbacks = callbacks;
    this.timerSeconds = timerSeconds;
    const ctx = new Ctor({ latencyHint: 'playback' });
    this.context = ctx;
    ctx.onstatechange = () => callbacks.onStateChange(ctx.state);

    const limiter = ctx.createDynamicsCompressor();
    limiter.threshold.value = -12;
    limiter.ratio.value = 8;
    limiter.connect(ctx.destination);
    this.fade = ctx.createGain();
    this.fade.connect(limiter);
    this.volume = ctx.createGain();
    this.volume.gain.value = volume;
    this.volume.connect(this.fade);
    this.foreground = ctx.createGain();
    this.foreground.connect(this.volume);
    this.background = ctx.createGain();
    this.background.gain.value = 0;
    this.background.connect(this.volume);

    // A string-like tone: harmonics falling off as 1/n, a little brighter at 3 and 5 (the tanpura's buzz).
    const real = new Float32Array(12);
    const imag = new Float32Array(12);
    for (let n = 1; n < 12; n++) imag[n] = (n === 3 || n === 5 ? 1.4 : 1) / n;
    this.harmonic = ctx.createPeriodicWave(real, imag);
    this.noise = this.makeNoise(2);
    this.instruments = new Instruments(ctx, this.harmonic, this.foreground, this.background);

    this.t0 = ctx.currentTime + 0.1;
    this.startBeds();
    const bgAt = this.t0 + backgroundStart(seed);
    this.background.gain.setValueAtTime(0, bgAt);
    this.background.gain.linearRampToValueAtTime(1, bgAt + BACKGROUND_FADE);

    if (media) {
      ctx.createMediaElementSource(media).connect(this.foreground);
      media.addEventListener('error', () => {
        if (!this.ended) callbacks.onMediaError?.();
      });
    }

    this.tick();
    this.interval = setInterval(() => this.tick(), TICK_MS);
    void ctx.resume();
    this.playMedia();
  }

  /** Starts (or continues) the recording; a format the browser cannot play counts as an error. */
  private playMedia() {
    this.media?.play().catch((e: unknown) => {
      if (!this.ended && e instanceof DOMException && e.name === 'NotSupportedError') this.callbacks.onMediaError?.();
    });
  }

  /** Seconds of playback so far (paused time excluded). */
  get elapsed(): number {
    return Math.max(0, this.context.currentTime - this.t0);
  }

  pause(): Promise<void> {
    this.media?.pause();
    return this.context.suspend();
  }

  resume(): Promise<void> {
    this.playMedia();
    return this.context.resume();
  }

  setVolume(volume: number) {
    this.volume.gain.setTargetAtTime(volume, this.context.currentTime, 0.05);
  }

  /** A new timer length (null: none), counted from the start of playback. */
  setTimer(seconds: number | null) {
    this.timerSeconds = seconds;
    if (this.fading && (seconds === null || seconds - this.elapsed > TIMER_FADE)) {
      const now = this.context.currentTime;
      this.fade.gain.cancelScheduledValues(now);
      this.fade.gain.setTargetAtTime(1, now, 0.2);
      this.fading = false;
    }
  }

  /** Fades out quickly and closes the context: the session cannot be used again. */
  async stop(): Promise<void> {
    clearInterval(this.interval);
    this.ended = true;
    const ctx = this.context;
    if (ctx.state === 'closed') return;
    if (ctx.state === 'running') {
      const now = ctx.currentTime;
      this.fade.gain.cancelScheduledValues(now);
      this.fade.gain.setValueAtTime(this.fade.gain.value, now);
      this.fade.gain.linearRampToValueAtTime(0, now + 0.12);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const media = this.media;
    if (media) {
      // Stop the download too, and take the element out of the page.
      media.pause();
      media.removeAttribute('src');
      media.load();
      media.remove();
    }
    await ctx.close();
  }

  private tick() {
    if (this.ended) return;
    const elapsed = this.elapsed;
    const until = elapsed + LOOKAHEAD;
    if (until > this.scheduledUntil) {
      const schedule = this.media ? backgroundEvents : scheduleEvents;
      for (const event of schedule(this.recipe, this.seed, this.scheduledUntil, until)) this.play(event);
      this.scheduledUntil = until;
    }
    const timer = this.timerSeconds;
    if (timer !== null) {
      if (!this.fading && elapsed >= timer - TIMER_FADE) {
        this.fading = true;
        const now = this.context.currentTime;
        this.fade.gain.setValueAtTime(this.fade.gain.value, now);
        this.fade.gain.linearRampToValueAtTime(0, this.t0 + timer);
      }
      if (elapsed >= timer) {
        this.ended = true;
        clearInterval(this.interval);
        this.callbacks.onTick(timer);
        this.callbacks.onTimerEnd();
        return;
      }
    }
    this.callbacks.onTick(elapsed);
  }

  /** White noise from the seed (the same hiss every time), looped. */
  private makeNoise(seconds: number): AudioBuffer {
    const ctx = this.context;
    const buffer = ctx.createBuffer(1, Math.floor(ctx.sampleRate * seconds), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = random(this.seed, 'noise', i) * 2 - 1;
    return buffer;
  }

  private startBeds() {
    const ctx = this.context;
    const { recipe, seed } = this;
    const at = this.t0;
    const bg = recipe.background;
    this.drone(droneVoices(bg.drone, recipe.root, recipe.beatHz, bg.droneLevel, seed + 1), this.background, 0.5);
    this.noiseBed(bg.noise, bg.noiseLevel, this.background);
    // A recording is the foreground itself.
    if (this.media) return;
    this.drone(droneVoices(recipe.drone, recipe.root, recipe.beatHz, recipe.droneLevel, seed), this.foreground, 2.5);
    if (recipe.breath) {
      const source = ctx.createBufferSource();
      source.buffer = this.noise;
      source.loop = true;
      const filter = ctx.createBiquadFilter();
      filter.type = 'bandpass';
      filter.frequency.value = 1100;
      filter.Q.value = 0.6;
      this.breathGain = ctx.createGain();
      this.breathGain.gain.value = 0;
      source.connect(filter).connect(this.breathGain).connect(this.foreground);
      source.start(at);
    }
  }

  private drone(voices: ReturnType<typeof droneVoices>, bus: AudioNode, attack: number) {
    const ctx = this.context;
    const filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = 1600;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0, this.t0);
    gain.gain.linearRampToValueAtTime(1, this.t0 + attack);
    filter.connect(gain).connect(bus);
    for (const voice of voices) {
      const osc = ctx.createOscillator();
      osc.setPeriodicWave(this.harmonic);
      osc.frequency.value = voice.freq;
      const level = ctx.createGain();
      level.gain.value = voice.gain;
      const pan = ctx.createStereoPanner();
      pan.pan.value = voice.pan;
      osc.connect(level).connect(pan).connect(filter);
      osc.start(this.t0);
    }
  }

  private noiseBed(colour: NoiseColour, level: number, bus: AudioNode) {
    const ctx = this.context;
    const source = ctx.createBufferSource();
    source.buffer = this.noise;
    source.loop = true;
    const filter = ctx.createBiquadFilter();
    const gain = ctx.createGain();
    gain.gain.value = level;
    const lfo = ctx.createOscillator();
    const depth = ctx.createGain();
    if (colour === 'water') {
      // Slow swells, like water lapping: the level rises and falls every dozen seconds.
      filter.type = 'lowpass';
      filter.frequency.value = 550;
      lfo.frequency.value = 0.08;
      depth.gain.value = level * 0.6;
      lfo.connect(depth).connect(gain.gain);
    } else if (colour === 'wind') {
      filter.type = 'bandpass';
      filter.frequency.value = 450;
      filter.Q.value = 1.2;
      lfo.frequency.value = 0.05;
      depth.gain.value = 250;
      lfo.connect(depth).connect(filter.frequency);
    } else {
      filter.type = 'bandpass';
      filter.frequency.value = 900;
      filter.Q.value = 0.5;
      lfo.frequency.value = 0.1;
      depth.gain.value = level * 0.4;
      lfo.connect(depth).connect(gain.gain);
    }
    source.connect(filter).connect(gain).connect(bus);
    source.start(this.t0);
    lfo.start(this.t0);
  }

  private play(event: SoundEvent) {
    const ctx = this.context;
    const at = Math.max(ctx.currentTime, this.t0 + event.at);
    switch (event.kind) {
      case 'bell':
        return this.instruments.bell(at, event.freq, event.duration, event.gain);
      case 'pluck':
        return this.instruments.pluck(at, event.freq, event.duration, event.gain);
      case 'note':
        return this.instruments.note(at, event.freq, event.duration, event.gain);
      case 'syllable':
        return this.instruments.syllable(at, event.freq, event.duration, event.gain, event.vowel);
      case 'breath': {
        const g = this.breathGain?.gain;
        if (!g) return;
        g.setValueAtTime(0.0001, at);
        g.linearRampToValueAtTime(event.gain, at + event.inhale);
        g.linearRampToValueAtTime(0.0001, at + event.inhale + event.exhale);
        return;
      }
    }
  }
}
