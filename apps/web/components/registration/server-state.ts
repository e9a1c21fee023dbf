import { applicationStatusResponse } from '@drishti/contracts/registration';
import { serverApiBaseUrl } from '@/lib/api-server';
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
  try {
    const res = await fetch(`${serverApiBaseUrl()}/api/publics/astrologer/get-registered`, {
      headers: { accept: 'application/json', cookie, 'x-lang': lang },
      cache: 'no-store',
    });
    if (res.status === 401) return { kind: 'phone' };
    const json = (await res.json()) as { success?: unknown; message?: unknown };
    if (json?.success !== true) {
      return { kind: 'error', message: typeof json?.message === 'string' ? json.message : null };
    }
    const parsed = applicationStatusResponse.safeParse(json);
    if (!parsed.success) return { kind: 'error', message: null };
    return parsed.data.data ? { kind: 'status', app: parsed.data.data } : { kind: 'application' };
  } catch {
    return { kind: 'error', message: null };
  }
}
