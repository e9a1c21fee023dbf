import { useSyncExternalStore } from 'react';
import { audioContextClass, SynthSession } from './audio-engine';
import type { Recipe } from './recipe';

export type PlayStatus = 'idle' | 'playing' | 'paused';

/** Where the current sound comes from: an admin's recording or the browser's synthesis. */
export type SoundSource = 'recording' | 'synth';

/** A track's recording: the URL the audio element loads and the element it goes into. */
export interface RecordingSource {
  url: string;
  /** The element the audio element is put in while it plays (tests find it there). */
  mount: HTMLElement | null;
}

/** What every player on the page reads: only one sound plays at a time, owned by one player. */
export interface PlayerState {
  owner: string | null;
  status: PlayStatus;
  /** Seconds of playback of the current sound. */
  elapsed: number;
  /** The AudioContext's state ('none' before the first sound); e2e tests read it from the page. */
  contextState: AudioContextState | 'none';
  /** 0 to 1, shared by all players. */
  volume: number;
  /** Minutes of the current sound's timer, 0 for none. */
  timerMinutes: number;
  /** The listener chose to pause the sound when the page is hidden. */
  pauseWhenHidden: boolean;
  /** The owner whose timer ran out last: its player says the session is complete. */
  completed: string | null;
  /** What the current sound is made of (null when nothing plays). */
  source: SoundSource | null;
}

const initial: PlayerState = {
  owner: null,
  status: 'idle',
  elapsed: 0,
  contextState: 'none',
  volume: 0.8,
  timerMinutes: 0,
  pauseWhenHidden: false,
  completed: null,
  source: null,
};

let state: PlayerState = initial;
let session: SynthSession | null = null;
const listeners = new Set<() => void>();

function set(patch: Partial<PlayerState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shared player state, re-rendering the caller when it changes. */
export function usePlayerState(): PlayerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
}

export function canSynthesise(): boolean {
  return audioContextClass() !== null;
}

let visibilityWatched = false;
function watchVisibility() {
  if (visibilityWatched || typeof document === 'undefined') return;
  visibilityWatched = true;
  document.addEventListener('visibilitychange', () => {
    if (document.hidden && state.pauseWhenHidden && state.status === 'playing') pause();
  });
}

/**
 * Starts `owner`'s sound from the beginning, stopping whatever else was playing. With a recording
 * the recording plays (over the synthesised background); when it cannot be played the track's
 * synthesised sound takes over.
 */
export function play(
  owner: string,
  recipe: Recipe,
  seed: number,
  timerMinutes: number,
  recording: RecordingSource | null = null,
): boolean {
  const Ctor = audioContextClass();
  if (!Ctor) return false;
  watchVisibility();
  const previous = session;
  if (previous) void previous.stop();
  let media: HTMLAudioElement | null = null;
  if (recording) {
    media = document.createElement('audio');
    media.loop = true;
    media.preload = 'auto';
    media.dataset.owner = owner;
    media.src = recording.url;
    recording.mount?.append(media);
  }
  // Declared first: the session calls back (its first tick) while it is still being constructed.
  let current: SynthSession | null = null;
  current = new SynthSession(
    Ctor,
    recipe,
    seed,
    state.volume,
    timerMinutes > 0 ? timerMinutes * 60 : null,
    {
      onTick: (elapsed) => {
        if (current !== null && session === current && Math.floor(elapsed) !== Math.floor(state.elapsed)) {
          set({ elapsed });
        }
      },
      onStateChange: (contextState) => {
        if (current !== null && session === current) set({ contextState });
      },
      onTimerEnd: () => {
        if (current === null || session !== current) return;
        void stop(owner).then(() => set({ completed: owner }));
      },
      onMediaError: () => {
        if (current === null || session !== current) return;
        play(owner, recipe, seed, state.timerMinutes);
      },
    },
    media,
  );
  session = current;
  set({
    owner,
    status: 'playing',
    elapsed: 0,
    timerMinutes,
    completed: null,
    contextState: current.context.state,
    source: media ? 'recording' : 'synth',
  });
  return true;
}

export function pause() {
  if (!session || state.status !== 'playing') return;
  set({ status: 'paused' });
  void session.pause();
}

export function resume() {
  if (!session || state.status !== 'paused') return;
  set({ status: 'playing' });
  void session.resume();
}

/** Stops the sound if `owner` (or, without one, anybody) is playing it. */
export async function stop(owner?: string): Promise<void> {
  if (!session || (owner !== undefined && state.owner !== owner)) return;
  const ending = session;
  session = null;
  set({ owner: null, status: 'idle', elapsed: 0, source: null });
  await ending.stop();
  set({ contextState: 'closed' });
}

export function setVolume(volume: number) {
  set({ volume });
  session?.setVolume(volume);
}

export function setTimer(owner: string, minutes: number) {
  if (state.owner !== owner || !session) return;
  set({ timerMinutes: minutes });
  session.setTimer(minutes > 0 ? minutes * 60 : null);
}

export function setPauseWhenHidden(value: boolean) {
  set({ pauseWhenHidden: value });
}
