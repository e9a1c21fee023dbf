import type { z } from 'zod';

/** The generic failure text of each language (spec §8), used when the API gives no message. */
export const GENERIC_MESSAGES = { en: 'Something went wrong!', hi: 'कुछ ग़लत हो गया!' } as const;

export type ApiLang = keyof typeof GENERIC_MESSAGES;

/** The API's envelope, plus the HTTP status (0 when the request never got an answer). */
export type ClientResult<T> =
  | { success: true; data: T; message?: string; status: number }
  | {
      success: false;
      message: string;
      errors?: { field: string; message: string }[];
      /** A stable reason for some failures (e.g. `otp-locked`), and the facts that go with it. */
      code?: string;
      data?: Record<string, string>;
      status: number;
    };

export interface RequestOptions<T> {
  /** Sent as `Idempotency-Key` (mutations that must not happen twice). */
  idempotencyKey?: string;
  /** Checks `data`; a mismatch becomes the generic failure. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

export interface ClientApiOptions {
  fetch?: typeof fetch;
  /** Origin for the calls; '' (same origin) in the browser. */
  baseUrl?: string;
}

/** A failure's `data` when it is a flat record of strings (anything else is dropped). */
function failureData(data: unknown): { data: Record<string, string> } | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const entries = Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? { data: Object.fromEntries(entries) } : null;
}

/**
 * Same-origin API calls from client components. Every call sends `x-lang` so that messages come
 * back in the page's language, returns the envelope with the HTTP status, and never throws:
 * network failures and malformed answers become `{ success: false, message: <generic> }`.
 */
export function clientApi(lang: ApiLang, options: ClientApiOptions = {}) {
  const generic = GENERIC_MESSAGES[lang];
  const base = options.baseUrl ?? '';

  async function request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    opts: RequestOptions<T>,
  ): Promise<ClientResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-lang': lang };
    let payload: BodyInit | null = null;
    if (body instanceof FormData) {
      // The browser sets the multipart boundary itself.
      payload = body;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    let status = 0;
    try {
      const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
      const res = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        cache: 'no-store',
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
      status = res.status;
      const json = (await res.json()) as {
        success?: unknown;
        data?: unknown;
        message?: unknown;
        errors?: unknown;
        code?: unknown;
      };
      if (!json || typeof json !== 'object' || typeof json.success !== 'boolean') {
        return { success: false, message: generic, status };
      }
      const message = typeof json.message === 'string' && json.message.trim() ? json.message : undefined;
      if (!json.success) {
        return {
          success: false,
          message: message ?? generic,
          ...(Array.isArray(json.errors) ? { errors: json.errors as { field: string; message: string }[] } : {}),
          ...(typeof json.code === 'string' ? { code: json.code } : {}),
          ...(failureData(json.data) ?? {}),
          status,
        };
      }
      if (opts.schema) {
        const parsed = opts.schema.safeParse(json.data);
        if (!parsed.success) return { success: false, message: generic, status };
        return { success: true, data: parsed.data, ...(message ? { message } : {}), status };
      }
      return { success: true, data: json.data as T, ...(message ? { message } : {}), status };
    } catch {
      return { success: false, message: generic, status };
    }
  }

  return {
    get: <T>(path: string, opts: RequestOptions<T> = {}) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts: RequestOptions<T> = {}) => request<T>('POST', path, body, opts),
    put: <T>(path: string, body?: unknown, opts: RequestOptions<T> = {}) => request<T>('PUT', path, body, opts),
    patch: <T>(path: string, body?: unknown, opts: RequestOptions<T> = {}) => request<T>('PATCH', path, body, opts),
    del: <T>(path: string, opts: RequestOptions<T> = {}) => request<T>('DELETE', path, undefined, opts),
    /** A multipart form (uploads, bookings). */
    postForm: <T>(path: string, form: FormData, opts: RequestOptions<T> = {}) => request<T>('POST', path, form, opts),
  };
}

export type ClientApi = ReturnType<typeof clientApi>;
