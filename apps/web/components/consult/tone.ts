/**
 * A short two-note chime for a new consultation request, made with Web Audio (no sound file).
 * Browsers only let a page play sound after the person has interacted with it, so the context is
 * created on a click ({@link unlockAudio}) and reused.
 */
let context: AudioContext | null = null;

type AudioContextClass = typeof AudioContext;

function audioClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Call from a click or key handler: prepares sound for later. */
export function unlockAudio() {
  const Ctor = audioClass();
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null;
  }
}

/** The notes of the chime: frequency (Hz), start and length (s). */
export const CHIME = [
  { frequency: 880, start: 0, length: 0.18 },
  { frequency: 1175, start: 0.22, length: 0.28 },
] as const;

/** Plays the chime; false when sound is not available (not unlocked yet, or no Web Audio). */
export function playChime(): boolean {
  const ctx = context;
  if (ctx?.state !== 'running') return false;
  const t0 = ctx.currentTime + 0.01;
  for (const note of CHIME) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = note.frequency;
    gain.gain.setValueAtTime(0.0001, t0 + note.start);
    gain.gain.exponentialRampToValueAtTime(0.25, t0 + note.start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.start + note.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0 + note.start);
    osc.stop(t0 + note.start + note.length + 0.02);
  }
  return true;
}
