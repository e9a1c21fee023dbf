import type { NotificationViewData, ReminderViewData } from '@drishti/contracts/reminders';
import { serverApiBaseUrl } from '@/lib/api-server';
import { requestCookieHeader } from '@/lib/session';

/*
 * The reminders and notifications API as the pages' server components see it: the visitor's
 * cookies forwarded, never throws (during `next build` nothing listens).
 */
export type ServerResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

async function get<T>(path: string, locale: string, check: (data: unknown) => data is T): Promise<ServerResult<T>> {
  try {
    const res = await fetch(`${serverApiBaseUrl()}${path}`, {
      headers: { accept: 'application/json', 'x-lang': locale, cookie: await requestCookieHeader() },
      cache: 'no-store',
    });
    const json = (await res.json().catch(() => null)) as { success?: boolean; data?: unknown; message?: string } | null;
    const message = typeof json?.message === 'string' ? json.message : null;
    if (!res.ok || json?.success !== true) return { ok: false, status: res.status, message };
    if (!check(json.data)) return { ok: false, status: 502, message };
    return { ok: true, data: json.data };
  } catch {
    return { ok: false, status: 503, message: null };
  }
}

const isReminderList = (d: unknown): d is ReminderViewData[] =>
  Array.isArray(d) && d.every((r) => r && typeof r === 'object' && typeof (r as ReminderViewData).id === 'string');

const isNotificationPage = (d: unknown): d is { items: NotificationViewData[]; unread: number } =>
  !!d &&
  typeof d === 'object' &&
  Array.isArray((d as { items?: unknown }).items) &&
  typeof (d as { unread?: unknown }).unread === 'number';

export function fetchMyReminders(locale: string) {
  return get('/api/users/reminders', locale, isReminderList);
}

export function fetchMyNotifications(locale: string) {
  return get('/api/users/notifications?limit=50', locale, isNotificationPage);
}
