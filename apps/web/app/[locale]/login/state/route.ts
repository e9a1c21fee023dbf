import { NextResponse } from 'next/server';
import { serverApiBaseUrl } from '@/lib/api-server';
import { currentUser, requestCookieHeader, SESSION_COOKIE } from '@/lib/session';

export const dynamic = 'force-dynamic';

/**
 * Whether this browser is signed in, for the header's account entry, and for a signed-in visitor
 * the number of unread notifications (the header's bell). Always 200, never cached: a 401 from
 * the API would show as a console error on every page for signed-out visitors, and for a page
 * still open when its session ends (signed out or deleted in another step).
 */
export async function GET() {
  const headers = { 'cache-control': 'private, no-store' };
  const cookie = await requestCookieHeader();
  // Both questions at once: a visitor without a session cookie costs neither.
  const [user, unread] = await Promise.all([
    currentUser(),
    cookie.includes(`${SESSION_COOKIE}=`) ? unreadCount(cookie) : null,
  ]);
  if (!user) return NextResponse.json({ signedIn: false }, { headers });
  return NextResponse.json({ signedIn: true, role: user.role, ...(unread === null ? {} : { unread }) }, { headers });
}

/** The API's unread count for this session, or null when it cannot be had. */
async function unreadCount(cookie: string): Promise<number | null> {
  try {
    const res = await fetch(`${serverApiBaseUrl()}/api/users/notifications/unread-count`, {
      headers: { accept: 'application/json', cookie },
      cache: 'no-store',
    });
    if (!res.ok) return null;
    const json = (await res.json()) as { data?: { unread?: unknown } };
    const unread = json.data?.unread;
    return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : null;
  } catch {
    return null;
  }
}
