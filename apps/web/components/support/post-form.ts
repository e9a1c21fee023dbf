import { clientApi } from '@/lib/api/client';

/**
 * Sends a support form (text fields and files) as multipart/form-data to a same-origin path through
 * the typed client and returns the envelope's data, or the API's own message (null when it gave
 * none) and the first field it refused. Never throws.
 */
export async function postForm<T>(
  path: string,
  lang: 'en' | 'hi',
  fields: Record<string, string>,
  files: readonly File[],
  doFetch?: typeof fetch,
): Promise<{ ok: true; data: T } | { ok: false; message: string | null; field: string | null }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const file of files) form.append('files', file, file.name);
  const api = clientApi(lang, { cache: 'no-store', ...(doFetch ? { fetch: doFetch } : {}) });
  const { result, apiMessage } = await api.exchange<T>('POST', path, form, {});
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: apiMessage, field: result.errors?.[0]?.field ?? null };
}
