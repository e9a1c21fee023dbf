import { serverClient } from '@/lib/api/server';

/**
 * The API for an account page's server component: the visitor's cookies are forwarded (the
 * session) and messages come back in the page's language. Calls never throw.
 */
export function accountServerApi(locale: string) {
  return serverClient(locale, { cookies: true });
}
