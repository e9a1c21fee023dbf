import {
  type LiveEventData,
  liveEventListResponse,
  liveEventResponse,
  liveStatusResponse,
} from '@drishti/contracts/live';
import type { z } from 'zod';
import { serverApiBaseUrl } from '@/lib/api-server';

/*
 * Live events as the pages' server components see them, checked with the contracts' schemas.
 * Never throws: during `next build` nothing listens.
 */

export type ServerResult<T> = { ok: true; data: T } | { ok: false; status: number };

async function get<T>(
  path: string,
  schema: z.ZodType<{ success: true; data: T; message?: string | undefined }>,
  locale: string,
): Promise<ServerResult<T>> {
  try {
    const res = await fetch(`${serverApiBaseUrl()}${path}`, {
      headers: { accept: 'application/json', 'x-lang': locale },
      cache: 'no-store',
    });
    if (!res.ok) return { ok: false, status: res.status };
    const parsed = schema.safeParse(await res.json().catch(() => null));
    return parsed.success ? { ok: true, data: parsed.data.data } : { ok: false, status: 502 };
  } catch {
    return { ok: false, status: 503 };
  }
}

export const fetchLiveStatus = (locale: string) => get('/api/publics/live/status', liveStatusResponse, locale);
export const fetchLiveEvents = (locale: string) => get('/api/publics/live/events', liveEventListResponse, locale);
export const fetchLiveEvent = (locale: string, id: string): Promise<ServerResult<LiveEventData>> =>
  /^[0-9a-f-]{36}$/i.test(id)
    ? get(`/api/publics/live/events/${id}`, liveEventResponse, locale)
    : Promise.resolve({ ok: false, status: 404 });
