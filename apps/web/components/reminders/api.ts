/**
 * The reminder and notification API as client components call it: same origin, the page's language
 * in `x-lang` (so error messages come back in it), never throws.
 */
export type Lang = 'en' | 'hi';
export type Result<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

const GENERIC = { en: 'Something went wrong!', hi: 'कुछ ग़लत हो गया!' } as const;

export async function call<T>(
  lang: Lang,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Result<T>> {
  try {
    const res = await fetch(path, {
      method,
      headers: {
        accept: 'application/json',
        'x-lang': lang,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : null,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const json = (await res.json().catch(() => null)) as { success?: boolean; data?: T; message?: string } | null;
    if (res.ok && json?.success === true) return { ok: true, data: json.data as T };
    return { ok: false, status: res.status, message: json?.message || GENERIC[lang] };
  } catch {
    return { ok: false, status: 0, message: GENERIC[lang] };
  }
}
