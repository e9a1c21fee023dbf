/**
 * Sends a support form (text fields and files) as multipart/form-data to a same-origin path and
 * returns the envelope's data or its message. Never throws.
 */
export async function postForm<T>(
  path: string,
  lang: 'en' | 'hi',
  fields: Record<string, string>,
  files: readonly File[],
): Promise<{ ok: true; data: T } | { ok: false; message: string | null; field: string | null }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const file of files) form.append('files', file, file.name);
  try {
    const res = await fetch(path, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', 'x-lang': lang },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const json = (await res.json().catch(() => null)) as {
      success?: boolean;
      data?: T;
      message?: string;
      errors?: { field: string }[];
    } | null;
    if (res.ok && json?.success) return { ok: true, data: json.data as T };
    return { ok: false, message: json?.message ?? null, field: json?.errors?.[0]?.field ?? null };
  } catch {
    return { ok: false, message: null, field: null };
  }
}
