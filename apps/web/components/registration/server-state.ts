import { applicationStatusResponse } from '@drishti/contracts/registration';
import { getServer } from '@/lib/api/server';
import { requestCookieHeader, SESSION_COOKIE } from '@/lib/session';
import type { Application, Lang } from './types';

/** Where the flow starts: signed out (phone), no application yet, the application, or a failure. */
export type InitialState =
  | { kind: 'phone' }
  | { kind: 'application' }
  | { kind: 'status'; app: Application }
  | { kind: 'error'; message: string | null };

/**
 * Reads the applicant's state on the server, with the request's cookie, so that the page opens on
 * the right step without a loading flash (and without a 401 in the browser for visitors).
 * Never throws: when the API cannot be reached the flow shows its error state with Retry.
 */
export async function initialRegistrationState(lang: Lang): Promise<InitialState> {
  const cookie = await requestCookieHeader();
  if (!cookie.includes(`${SESSION_COOKIE}=`)) return { kind: 'phone' };
  const res = await getServer('/api/publics/astrologer/get-registered', applicationStatusResponse, {
    locale: lang,
    cookies: true,
  });
  if (res.ok) return res.data ? { kind: 'status', app: res.data } : { kind: 'application' };
  if (res.status === 401) return { kind: 'phone' };
  return { kind: 'error', message: res.message };
}
