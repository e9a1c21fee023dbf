import {
  type ConsultationViewData,
  consultationListResponse,
  consultationResponse,
} from '@drishti/contracts/consultations';
import type { z } from 'zod';
import { serverApiBaseUrl } from '@/lib/api-server';
import { requestCookieHeader } from '@/lib/session';

/*
 * The consultations API as the pages' server components see it: the visitor's cookies forwarded,
 * answers checked with the contracts' schemas, failures returned with their HTTP status (a
 * consultation of someone else is a 403 or 404, not an error to retry). Never throws: during
 * `next build` nothing listens.
 */

export type ServerResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

async function get<T>(
  path: string,
  schema: z.ZodType<{ success: true; data: T; message?: string | undefined }>,
  locale: string,
): Promise<ServerResult<T>> {
  try {
    const res = await fetch(`${serverApiBaseUrl()}${path}`, {
      headers: { accept: 'application/json', 'x-lang': locale, cookie: await requestCookieHeader() },
      cache: 'no-store',
    });
    const json: unknown = await res.json().catch(() => null);
    const message =
      json && typeof json === 'object' && 'message' in json && typeof json.message === 'string' ? json.message : null;
    if (!res.ok) return { ok: false, status: res.status, message };
    const parsed = schema.safeParse(json);
    if (!parsed.success) return { ok: false, status: 502, message };
    return { ok: true, data: parsed.data.data };
  } catch {
    return { ok: false, status: 503, message: null };
  }
}

export function fetchConsultation(id: string, locale: string): Promise<ServerResult<ConsultationViewData>> {
  return get(`/api/consultations/${encodeURIComponent(id)}`, consultationResponse, locale);
}

export function fetchMyConsultations(locale: string): Promise<ServerResult<ConsultationViewData[]>> {
  return get('/api/users/consultations', consultationListResponse, locale);
}
