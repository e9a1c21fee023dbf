import { z } from 'zod';
import { envelope } from './envelope';

/** The largest recording an admin may upload: 25 MB. */
export const MEDITATION_RECORDING_MAX_BYTES = 25 * 1024 * 1024;

/** The audio formats a recording may have (recognised by its content on the server). */
export const MEDITATION_AUDIO_TYPES = [
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/flac',
  'audio/mp4',
  'audio/webm',
] as const;
export type MeditationAudioType = (typeof MEDITATION_AUDIO_TYPES)[number];

/**
 * Stable reasons an upload is refused (the error envelope's `code`), so that a client can word
 * them itself: `not-audio`, `too-large`, `no-file`, `unknown-track`.
 */
export const MEDITATION_ERROR_CODES = ['not-audio', 'too-large', 'no-file', 'unknown-track'] as const;
export type MeditationErrorCode = (typeof MEDITATION_ERROR_CODES)[number];

/** A track id as the content package names it (`stress-relief`); unknown ids are refused by the service. */
export const meditationTrackParams = z.object({ trackId: z.string().min(1).max(40) });

/** `v` is the version the list gave out: a matching one may be cached for good. */
export const meditationRecordingQuery = z.object({ v: z.string().max(64).optional() });

export const meditationRecordingView = z.object({
  trackId: z.string(),
  /** Where the audio element loads it from; changes whenever the recording is replaced. */
  url: z.string(),
  contentType: z.enum(MEDITATION_AUDIO_TYPES),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** ISO 8601 instant. */
  uploadedAt: z.string(),
});
export type MeditationRecordingView = z.infer<typeof meditationRecordingView>;

export const meditationRecordingsResponse = envelope(z.array(meditationRecordingView));
export const meditationRecordingResponse = envelope(meditationRecordingView);
export const meditationRecordingRemovedResponse = envelope(z.object({ trackId: z.string(), removed: z.boolean() }));
