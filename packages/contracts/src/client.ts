import type { z } from 'zod';
import type { Envelope } from './envelope';
import type { HealthData } from './health';

/** The message every failed call falls back to (spec: error catalogue). */
export const GENERIC_ERROR = 'Something went wrong!';

export interface ApiClientOptions {
  /** Absolute origin for server-side calls (e.g. http://localhost:3000); '' in the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Extra headers for every call (e.g. a forwarded cookie on the server). */
  headers?: Record<string, string>;
}

/**
 * A small typed client for the API. Errors never throw: like the original product, they
 * come back as `{ success: false, message }` so that every caller handles them the same way.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const base = options.baseUrl ?? '';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    schema?: z.ZodType<T>,
  ): Promise<Envelope<T>> {
    try {
      const res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        body: body !== undefined ? JSON.stringify(body) : null,
        credentials: 'same-origin',
      });
      const json = (await res.json()) as Envelope<unknown>;
      if (!json || typeof json !== 'object' || typeof json.success !== 'boolean') {
        return { success: false, message: GENERIC_ERROR };
      }
      if (!json.success) return { success: false, message: json.message || GENERIC_ERROR, errors: json.errors };
      if (schema) {
        const parsed = schema.safeParse(json.data);
        if (!parsed.success) return { success: false, message: GENERIC_ERROR };
        return { success: true, data: parsed.data, message: json.message };
      }
      return json as Envelope<T>;
    } catch {
      return { success: false, message: GENERIC_ERROR };
    }
  }

  return {
    call,
    health: () => call<HealthData>('GET', '/api/health'),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
