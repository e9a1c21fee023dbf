import { unreadCountData } from '@drishti/contracts/reminders';
import { NextResponse } from 'next/server';
import { serverClient } from '@/lib/api/server';
import type { LoginState } from '@/lib/login-state';
import { currentUser, requestCookieHeader, SESSION_COOKIE } from '@/lib/session';

export const dynamic = 'force-dynamic';

/**
 * Whether this browser is signed in, for the header's account entry, and for a signed-in visitor
 * the number of unread notifications (the header's bell). Always 200, never cached: a 401 from
 * the API would show as a console error on every page for signed-out visitors, and for a page
 * still open when its session ends (signed out or deleted in another tab).
 */
export async function GET() {
  const cookie = await requestCookieHeader();
  // Both questions at once: a visitor without a session cookie costs neither.
  const [user, unread] = await Promise.all([
    currentUser(),
    cookie.includes(`${SESSION_COOKIE}=`)
      ? serverClient('en', { headers: { cookie } }).then((api) =>
          api.get('/api/users/notifications/unread-count', { schema: unreadCountData }),
        )
      : null,
  ]);
  const state: LoginState = user
    ? { signedIn: true, role: user.role, ...(unread?.success ? { unread: unread.data.unread } : {}) }
    : { signedIn: false };
  return NextResponse.json(state, { headers: { 'cache-control': 'private, no-store' } });
}
