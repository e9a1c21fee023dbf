import type { MeditationRecordingView } from '@drishti/contracts/meditation';
import { apiClient } from '@/lib/api/client';

/**
 * The recordings that replace synthesised tracks, as the pages read them. The answers are checked
 * by hand rather than with the contracts' zod schemas: it keeps zod out of the pages' scripts.
 */
export const RECORDINGS_PATH = '/api/publics/meditation/recordings';

export type TrackRecording = Omit<MeditationRecordingView, 'contentType'> & { contentType: string };

/** One recording from the API, or null when it is malformed or points anywhere but our own API. */
export function parseRecording(item: unknown): TrackRecording | null {
  if (!item || typeof item !== 'object') return null;
  const { trackId, url, contentType, size, uploadedAt } = item as Record<string, unknown>;
  if (typeof trackId !== 'string' || typeof url !== 'string' || typeof contentType !== 'string') return null;
  if (typeof size !== 'number' || typeof uploadedAt !== 'string') return null;
  // The audio element only ever loads our own files.
  if (!url.startsWith(`${RECORDINGS_PATH}/`)) return null;
  return { trackId, url, contentType, size, uploadedAt };
}

/** The recordings by track id from the list's `data` (malformed items left out); null when it is not a list. */
export function recordingsByTrack(data: unknown): Record<string, TrackRecording> | null {
  if (!Array.isArray(data)) return null;
  const out: Record<string, TrackRecording> = {};
  for (const item of data) {
    const r = parseRecording(item);
    if (r) out[r.trackId] = r;
  }
  return out;
}

/**
 * The recordings by track id from the list's answer (malformed items left out), or null when the
 * answer is not a successful list: the page then synthesises every track.
 */
export function parseRecordings(body: unknown): Record<string, TrackRecording> | null {
  if (!body || typeof body !== 'object') return null;
  const { success, data } = body as { success?: unknown; data?: unknown };
  return success === true ? recordingsByTrack(data) : null;
}

/** The recordings by track id, or null when the list cannot be had (network, server error). */
export async function fetchRecordings(
  signal?: AbortSignal,
  doFetch?: typeof fetch,
): Promise<Record<string, TrackRecording> | null> {
  const api = apiClient({ cache: 'no-store', ...(doFetch ? { fetch: doFetch } : {}) });
  const res = await api.get<unknown>(RECORDINGS_PATH, signal ? { signal } : {});
  return res.success ? recordingsByTrack(res.data) : null;
}

/** Whether this browser can play the type (an empty answer from canPlayType means no). */
export function canPlayType(contentType: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.createElement('audio').canPlayType(contentType) !== '';
}
