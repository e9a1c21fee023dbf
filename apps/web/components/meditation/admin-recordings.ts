import { type ApiLang, apiClient, GENERIC_MESSAGES } from '../../lib/api/client';
import { parseRecording, type TrackRecording } from './recordings';

/** The reasons the API gives for refusing a recording (its `code`), which the panel words itself. */
export const RECORDING_ERROR_CODES = ['not-audio', 'too-large', 'no-file', 'unknown-track'] as const;
export type RecordingErrorCode = (typeof RECORDING_ERROR_CODES)[number];

export type AdminResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; code: RecordingErrorCode | null; status: number };

const recordingUrl = (trackId: string) => `/api/admin/meditation/${encodeURIComponent(trackId)}/recording`;

/** A failure from the API's error envelope (or the generic text when there is none). */
export function failure(status: number, body: unknown, lang: ApiLang): Extract<AdminResult<never>, { ok: false }> {
  const b = body && typeof body === 'object' ? (body as { message?: unknown; code?: unknown }) : {};
  const message = typeof b.message === 'string' && b.message.trim() ? b.message : GENERIC_MESSAGES[lang];
  const code = (RECORDING_ERROR_CODES as readonly unknown[]).includes(b.code) ? (b.code as RecordingErrorCode) : null;
  return { ok: false, message, code, status };
}

/** Reads an answer to an upload: the saved recording, or the failure. */
export function uploadResult(status: number, body: unknown, lang: ApiLang): AdminResult<TrackRecording> {
  if (status === 200 && body && typeof body === 'object' && (body as { success?: unknown }).success === true) {
    const recording = parseRecording((body as { data?: unknown }).data);
    if (recording) return { ok: true, data: recording };
  }
  return failure(status, body, lang);
}

/**
 * Uploads a file as a track's recording. XMLHttpRequest rather than fetch: it reports the upload's
 * progress (0 to 1) as it goes.
 */
export function uploadRecording(
  trackId: string,
  file: Blob,
  lang: ApiLang,
  onProgress: (fraction: number) => void,
  makeRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<AdminResult<TrackRecording>> {
  return new Promise((resolve) => {
    const xhr = makeRequest();
    xhr.open('PUT', recordingUrl(trackId));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-lang', lang);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve(uploadResult(xhr.status, body, lang));
    };
    xhr.onerror = () => resolve(failure(0, null, lang));
    xhr.onabort = () => resolve(failure(0, null, lang));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** Removes a track's recording: the track is synthesised again. */
export async function removeRecording(
  trackId: string,
  lang: ApiLang,
  doFetch?: typeof fetch,
): Promise<AdminResult<{ removed: boolean }>> {
  const api = apiClient({ lang, cache: 'no-store', ...(doFetch ? { fetch: doFetch } : {}) });
  const res = await api.del<unknown>(recordingUrl(trackId));
  if (res.success && res.data && typeof res.data === 'object') {
    return { ok: true, data: { removed: (res.data as { removed?: unknown }).removed === true } };
  }
  return failure(res.status, res.success ? null : res, lang);
}

const TYPE_LABELS: Record<string, string> = {
  'audio/mpeg': 'MP3',
  'audio/ogg': 'Ogg',
  'audio/wav': 'WAV',
  'audio/flac': 'FLAC',
  'audio/mp4': 'M4A',
  'audio/webm': 'WebM',
};

/** "audio/mpeg" → "MP3". */
export const audioTypeLabel = (contentType: string) => TYPE_LABELS[contentType] ?? contentType;

/** Bytes as "18 KB" or "3.4 MB" (Indian digit grouping, Latin digits in Hindi too). */
export function formatFileSize(bytes: number, lang: ApiLang): string {
  const locale = lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN';
  if (bytes < 1024 * 1024) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
