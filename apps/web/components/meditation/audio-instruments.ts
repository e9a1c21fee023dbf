import type { Vowel } from './recipe';

/** Formants (F1, F2 in Hz) of a low male voice; ॐ glides from "o" to a closed-mouth "m". */
const FORMANTS: Record<Vowel, readonly [number, number]> = {
  a: [700, 1220],
  i: [300, 2200],
  u: [320, 800],
  e: [480, 1900],
  o: [450, 800],
  ai: [700, 1220],
  om: [450, 800],
};

/**
 * The sounds a meditation plays, drawn with Web Audio nodes: a singing bowl, a tanpura string, a
 * melody note and a chanted syllable, each starting at a context time and dying away by itself.
 */
export class Instruments {
  constructor(
    private readonly context: AudioContext,
    /** The tanpura's string-like wave. */
    private readonly harmonic: PeriodicWave,
    private readonly foreground: AudioNode,
    private readonly background: AudioNode,
  ) {}

  /** An envelope that starts at `at`, rises in `attack` and dies away exponentially by `end`. */
  private envelope(at: number, attack: number, end: number, peak: number, bus: AudioNode): GainNode {
    const gain = this.context.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(Math.max(peak, 0.0002), at + attack);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    gain.connect(bus);
    return gain;
  }

  private oscillator(type: OscillatorType | 'harmonic', freq: number, at: number, end: number, to: AudioNode) {
    const osc = this.context.createOscillator();
    if (type === 'harmonic') osc.setPeriodicWave(this.harmonic);
    else osc.type = type;
    osc.frequency.value = freq;
    osc.connect(to);
    osc.start(at);
    osc.stop(end + 0.05);
    osc.onended = () => osc.disconnect();
    return osc;
  }

  /** A singing bowl: inharmonic partials that ring for a long time. */
  bell(at: number, freq: number, duration: number, gain: number) {
    const partials = [
      [1, 1, 1],
      [2.76, 0.45, 0.6],
      [5.4, 0.2, 0.35],
    ] as const;
    for (const [ratio, level, length] of partials) {
      const end = at + duration * length;
      const env = this.envelope(at, 0.01, end, gain * level, this.foreground);
      this.oscillator('sine', freq * ratio, at, end, env);
    }
  }

  /** A tanpura string: bright at the pluck, mellowing as it rings. */
  pluck(at: number, freq: number, duration: number, gain: number) {
    const ctx = this.context;
    const end = at + duration;
    const env = this.envelope(at, 0.015, end, gain, this.background);
    const filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.setValueAtTime(3200, at);
    filter.frequency.exponentialRampToValueAtTime(500, at + 1.2);
    filter.connect(env);
    this.oscillator('harmonic', freq, at, end, filter);
  }

  /** A soft melody note with a slow attack. */
  note(at: number, freq: number, duration: number, gain: number) {
    const end = at + duration;
    const env = this.envelope(at, 0.35, end, gain, this.foreground);
    this.oscillator('sine', freq, at, end, env);
    const overtone = this.envelope(at, 0.35, at + duration * 0.6, gain * 0.15, this.foreground);
    this.oscillator('triangle', freq * 2, at, at + duration * 0.6, overtone);
  }

  /** One chanted syllable: a buzzing voice source shaped by two vowel formants. */
  syllable(at: number, freq: number, duration: number, gain: number, vowel: Vowel) {
    const ctx = this.context;
    const end = at + duration;
    const env = ctx.createGain();
    env.gain.setValueAtTime(0, at);
    env.gain.linearRampToValueAtTime(gain, at + 0.07);
    env.gain.setValueAtTime(gain, Math.max(at + 0.07, end - 0.18));
    env.gain.linearRampToValueAtTime(0, end);
    env.connect(this.foreground);

    const [f1, f2] = FORMANTS[vowel];
    const formant1 = ctx.createBiquadFilter();
    formant1.type = 'bandpass';
    formant1.Q.value = 6;
    formant1.frequency.setValueAtTime(f1, at);
    const formant2 = ctx.createBiquadFilter();
    formant2.type = 'bandpass';
    formant2.Q.value = 8;
    formant2.frequency.setValueAtTime(f2, at);
    const level1 = ctx.createGain();
    level1.gain.value = 2.6;
    const level2 = ctx.createGain();
    level2.gain.setValueAtTime(1.4, at);
    if (vowel === 'om') {
      // o … m: the mouth closes halfway through and the hum stays low.
      formant1.frequency.setValueAtTime(f1, at + duration * 0.45);
      formant1.frequency.linearRampToValueAtTime(260, at + duration * 0.6);
      level2.gain.setValueAtTime(1.4, at + duration * 0.45);
      level2.gain.linearRampToValueAtTime(0.05, at + duration * 0.6);
    } else if (vowel === 'ai') {
      formant1.frequency.linearRampToValueAtTime(FORMANTS.e[0], end);
      formant2.frequency.linearRampToValueAtTime(FORMANTS.e[1], end);
    }
    formant1.connect(level1).connect(env);
    formant2.connect(level2).connect(env);

    const voice = this.oscillator('sawtooth', freq, at, end, formant1);
    voice.connect(formant2);
    // A gentle vibrato, as a voice holding a note never stays perfectly still.
    const vibrato = ctx.createOscillator();
    vibrato.frequency.value = 5;
    const depth = ctx.createGain();
    depth.gain.value = freq * 0.004;
    vibrato.connect(depth).connect(voice.frequency);
    vibrato.start(at);
    vibrato.stop(end);
  }
}
