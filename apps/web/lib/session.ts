import { type UserData, userData } from '@drishti/contracts/auth';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { requestCookieHeader, serverApiBaseUrl } from './api/server';

export { requestCookieHeader } from './api/server';

export type { UserData } from '@drishti/contracts/auth';

/** The API's session cookie (HttpOnly; set by `POST /api/auth/verify`). */
export const SESSION_COOKIE = 'drishti_session';

export interface FetchUserOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Asks the API who the `cookieHeader` belongs to. Null when signed out, when the session has
 * ended, or when the API cannot be reached (during `next build` nothing listens): never throws.
 */
export async function fetchCurrentUser(cookieHeader: string, options: FetchUserOptions = {}): Promise<UserData | null> {
  if (!cookieHeader.includes(`${SESSION_COOKIE}=`)) return null;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  try {
    const res = await doFetch(`${options.baseUrl ?? serverApiBaseUrl()}/api/auth/me`, {
      headers: { accept: 'application/json', cookie: cookieHeader },
      cache: 'no-store',
    });
    if (!res.ok) return null;
    const json = (await res.json()) as { success?: unknown; data?: unknown };
    if (json?.success !== true) return null;
    const parsed = userData.safeParse(json.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user for this request (server components, route handlers), or null.
 * Memoised per request, so a layout and a page asking both cost one API call.
 * Reading cookies makes the calling page dynamic, which is what account pages want.
 */
export const currentUser = cache(async (): Promise<UserData | null> => {
  const jar = await cookies();
  if (!jar.get(SESSION_COOKIE)?.value) return null;
  return fetchCurrentUser(await requestCookieHeader());
});

/** The sign-in page for `locale`, returning to `next` (a same-site path) afterwards. */
export function loginHref(locale: string, next?: string): string {
  const base = locale === 'hi' ? '/hi/login' : '/login';
  return next ? `${base}?next=${encodeURIComponent(next)}` : base;
}

/**
 * The signed-in user, or a redirect to the sign-in page that comes back to `nextPath`
 * (the page's own path, with the locale prefix, e.g. `/hi/wallet`).
 */
export async function requireUser(locale: string, nextPath: string): Promise<UserData> {
  const user = await currentUser();
  if (!user) redirect(loginHref(locale, nextPath));
  return user;
}
