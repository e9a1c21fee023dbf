import {
  type SupportTicketSummaryData,
  type SupportTicketViewData,
  supportTicketListResponse,
  supportTicketResponse,
} from '@drishti/contracts/support';
import type { z } from 'zod';
import { serverApiBaseUrl } from '@/lib/api-server';
import { requestCookieHeader } from '@/lib/session';

export type ServerResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

/**
 * A signed-in call from a server component: the visitor's cookies forwarded, the answer checked
 * with the contract's schema, failures returned with their status. Never throws (nothing listens
 * during `next build`).
 */
export async function serverGet<T>(
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

export function fetchMyTickets(locale: string): Promise<ServerResult<SupportTicketSummaryData[]>> {
  return serverGet('/api/users/support/tickets', supportTicketListResponse, locale);
}

export function fetchTicket(ref: string, locale: string): Promise<ServerResult<SupportTicketViewData>> {
  return serverGet(`/api/users/support/tickets/${encodeURIComponent(ref)}`, supportTicketResponse, locale);
}
