import { apiClient, GENERIC_MESSAGES } from '@/lib/api/client';

/**
 * The reminder and notification API as client components call it, through the typed client
 * (lib/api/client.ts): same origin, the page's language in `x-lang` (so error messages come back in
 * it), never throws.
 */
export type Lang = 'en' | 'hi';
export type Result<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export async function call<T>(
  lang: Lang,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  doFetch?: typeof fetch,
): Promise<Result<T>> {
  const api = apiClient({ lang, cache: 'no-store', ...(doFetch ? { fetch: doFetch } : {}) });
  const res = await api.request<T>(method, path, body);
  if (!res.success) return { ok: false, status: res.status, message: res.message };
  // An envelope that says success under an error status is still a failure.
  if (res.status < 200 || res.status >= 300) return { ok: false, status: res.status, message: GENERIC_MESSAGES[lang] };
  return { ok: true, data: res.data };
}
