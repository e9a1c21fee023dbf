import { headers } from 'next/headers';
import type { z } from 'zod';
import { type ApiClientConfig, apiClient, apiLang } from './client';

/*
 * The API as the pages' server components see it (docs/ARCHITECTURE.md, "Web data"): the same
 * process and port as the pages, so calls go to localhost; during `next build` nothing listens
 * there and every call fails softly, never throws.
 */

/** Where server components reach the API. */
export function serverApiBaseUrl(port: string | undefined = process.env.PORT): string {
  return `http://localhost:${port || 3000}`;
}

/** The request's `Cookie` header as the browser sent it, to forward to the API. */
export async function requestCookieHeader(): Promise<string> {
  return (await headers()).get('cookie') ?? '';
}

/** A server component's answer: the data, or the HTTP status and the API's own message (null when it gave none). */
export type ServerResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

export interface GetServerOptions {
  /** The page's locale: the API's messages come back in it. */
  locale: string;
  /** Forward the visitor's cookies (their session): for signed-in reads. */
  cookies?: boolean;
  fetch?: typeof fetch;
  baseUrl?: string;
}

/** A contract's response schema: the envelope `{ success: true, data, message? }` (`envelope()` of the contracts). */
export interface ResponseSchema<T> {
  shape: { data: z.ZodType<T> };
}

/**
 * GET `path` from a server component, checked with the contract's response schema. Failures come
 * back with their status (an unknown id is a 404 page, anything else an error state with Try
 * Again): 502 when the answer does not match the contract, 503 when nothing answered.
 */
export async function getServer<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: GetServerOptions,
): Promise<ServerResult<T>> {
  const extra: Record<string, string> = {};
  if (options.cookies) {
    try {
      extra.cookie = await requestCookieHeader();
    } catch {
      // Outside a request (a build-time render) there are no cookies to forward.
    }
  }
  const client = apiClient({
    lang: apiLang(options.locale),
    baseUrl: options.baseUrl ?? serverApiBaseUrl(),
    headers: extra,
    cache: 'no-store',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const { result, kind, apiMessage } = await client.exchange<T>('GET', path, undefined, {
    schema: schema.shape.data,
  });
  if (result.success) return { ok: true, data: result.data };
  if (kind === 'network') return { ok: false, status: 503, message: null };
  // An answer of 2xx that is not the contract's is the API's fault, not the visitor's.
  if (result.status >= 200 && result.status < 300) return { ok: false, status: 502, message: apiMessage };
  return { ok: false, status: result.status, message: apiMessage };
}

/** The client for a server component, with the visitor's cookies forwarded when asked. */
export async function serverClient(
  locale: string,
  options: { cookies?: boolean } & Omit<ApiClientConfig, 'lang'> = {},
) {
  const { cookies, ...config } = options;
  return apiClient({
    ...config,
    lang: apiLang(locale),
    baseUrl: config.baseUrl ?? serverApiBaseUrl(),
    headers: { ...(cookies ? { cookie: await requestCookieHeader() } : {}), ...config.headers },
  });
}
