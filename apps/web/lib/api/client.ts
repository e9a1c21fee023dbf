import type { z } from 'zod';

/*
 * The one typed client of the API, for the browser and the server alike (docs/ARCHITECTURE.md,
 * "Web data"). Every call carries the language (`x-lang`), the cookies (same-origin credentials in
 * the browser, a forwarded `cookie` header on the server), reads the envelope
 * `{ success, data, message, code, errors }`, keeps the HTTP status and, when a contract schema is
 * given, checks the answer with it. Calls never throw: a network failure, an answer that is not an
 * envelope or one that fails its schema all come back as `{ success: false }` with the generic
 * message of the language.
 */

/** The generic failure text of each language, used when the API gives no message. */
export const GENERIC_MESSAGES = { en: 'Something went wrong!', hi: 'कुछ ग़लत हो गया!' } as const;

export type ApiLang = keyof typeof GENERIC_MESSAGES;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Why a call failed when the API did not say: no answer (network), or an answer that is not what the contract says. */
export type FailureKind = 'api' | 'network' | 'malformed';

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

export interface ApiClientConfig {
  /** The language of the messages; English when absent. */
  lang?: ApiLang;
  fetch?: typeof fetch;
  /** Origin for the calls: '' (same origin) in the browser, http://localhost:PORT on the server. */
  baseUrl?: string;
  /** Extra headers for every call (on the server: the visitor's forwarded `cookie`). */
  headers?: Record<string, string>;
  /**
   * The fetch cache mode. Unset by default: a server component that reads public answers this way
   * stays static and is renewed by revalidation (docs/PERFORMANCE.md); `no-store` makes the page
   * that reads it dynamic, which is right only for per-visitor reads (getServer).
   */
  cache?: RequestCache;
}

/** What one exchange gave, before it is shaped for a caller. */
export interface Exchange<T> {
  result: ClientResult<T>;
  /** Where a failure came from; `api` when the API answered with an error envelope. */
  kind: FailureKind | 'ok';
  /** The API's own message (null when it gave none: then `result.message` is the generic one). */
  apiMessage: string | null;
}

/** A failure's `data` when it is a flat record of strings (anything else is dropped). */
function failureData(data: unknown): { data: Record<string, string> } | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const entries = Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? { data: Object.fromEntries(entries) } : null;
}

export function apiLang(locale: string | undefined): ApiLang {
  return locale === 'hi' ? 'hi' : 'en';
}

export function apiClient(config: ApiClientConfig = {}) {
  const lang = config.lang ?? 'en';
  const generic = GENERIC_MESSAGES[lang];
  const base = config.baseUrl ?? '';

  async function exchange<T>(
    method: Method,
    path: string,
    body: unknown,
    opts: RequestOptions<T>,
  ): Promise<Exchange<T>> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-lang': lang, ...config.headers };
    let payload: BodyInit | null = null;
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      // The browser sets the multipart boundary itself.
      payload = body;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    let status = 0;
    const fail = (kind: FailureKind): Exchange<T> => ({
      result: { success: false, message: generic, status },
      kind,
      apiMessage: null,
    });
    let json: { success?: unknown; data?: unknown; message?: unknown; errors?: unknown; code?: unknown } | null;
    try {
      const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
      const res = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        ...(config.cache ? { cache: config.cache } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
      status = res.status;
      json = (await res.json().catch(() => null)) as typeof json;
    } catch {
      return fail('network');
    }
    if (!json || typeof json !== 'object' || typeof json.success !== 'boolean') return fail('malformed');
    const message = typeof json.message === 'string' && json.message.trim() ? json.message : undefined;
    if (!json.success) {
      return {
        result: {
          success: false,
          message: message ?? generic,
          ...(Array.isArray(json.errors) ? { errors: json.errors as { field: string; message: string }[] } : {}),
          ...(typeof json.code === 'string' ? { code: json.code } : {}),
          ...(failureData(json.data) ?? {}),
          status,
        },
        kind: 'api',
        apiMessage: message ?? null,
      };
    }
    let data = json.data as T;
    if (opts.schema) {
      const parsed = opts.schema.safeParse(json.data);
      if (!parsed.success) return fail('malformed');
      data = parsed.data;
    }
    return { result: { success: true, data, ...(message ? { message } : {}), status }, kind: 'ok', apiMessage: null };
  }

  const request = async <T>(method: Method, path: string, body: unknown, opts: RequestOptions<T> = {}) =>
    (await exchange(method, path, body, opts)).result;

  return {
    lang,
    exchange,
    request,
    get: <T>(path: string, opts: RequestOptions<T> = {}) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts: RequestOptions<T> = {}) => request<T>('POST', path, body, opts),
    put: <T>(path: string, body?: unknown, opts: RequestOptions<T> = {}) => request<T>('PUT', path, body, opts),
    patch: <T>(path: string, body?: unknown, opts: RequestOptions<T> = {}) => request<T>('PATCH', path, body, opts),
    del: <T>(path: string, opts: RequestOptions<T> = {}) => request<T>('DELETE', path, undefined, opts),
    /** A multipart form (uploads, bookings). */
    postForm: <T>(path: string, form: FormData, opts: RequestOptions<T> = {}) => request<T>('POST', path, form, opts),
    /** The positional form of `request` (method, path, body, schema of `data`). */
    call: <T>(method: Method, path: string, body?: unknown, schema?: z.ZodType<T>) =>
      request<T>(method, path, body, schema ? { schema } : {}),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The browser's client: same-origin calls in the page's language. */
export function clientApi(lang: ApiLang, options: Omit<ApiClientConfig, 'lang'> = {}): ApiClient {
  return apiClient({ ...options, lang });
}

export type ClientApi = ApiClient;

/** A failed call as an Error, for SWR (which keeps the thrown value as its `error`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: { field: string; message: string }[] | undefined;

  constructor(failure: Extract<ClientResult<unknown>, { success: false }>) {
    super(failure.message);
    this.name = 'ApiError';
    this.status = failure.status;
    this.code = failure.code;
    this.errors = failure.errors;
  }
}

/** The data of a call, or an ApiError thrown with the failure (the form SWR's fetchers take). */
export async function dataOrThrow<T>(pending: Promise<ClientResult<T>>): Promise<T> {
  const res = await pending;
  if (!res.success) throw new ApiError(res);
  return res.data;
}
