import { serverApi } from '@/lib/api-server';
import { requestCookieHeader } from '@/lib/session';

/**
 * The API for an account page's server component: the visitor's cookies are forwarded (the
 * session) and messages come back in the page's language. Calls never throw.
 */
export async function accountServerApi(locale: string) {
  return serverApi({ headers: { cookie: await requestCookieHeader(), 'x-lang': locale } });
}
