import { currentUser, requestCookieHeader } from '@/lib/session';
import { serverApiBaseUrl } from '@/lib/api/server';
import { isProfileList, profileToBirth } from '../birth-form/profiles';
import type { BirthValue } from '../birth-form/types';

/**
 * A saved profile of the signed-in visitor as form input (`/kundali?profile=<id>`, from the
 * "Create Kundali" person card). Null when signed out, not found or the API is unreachable.
 */
export async function savedProfileBirth(id: string): Promise<BirthValue | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  if (!(await currentUser())) return null;
  try {
    const res = await fetch(`${serverApiBaseUrl()}/api/users/profiles/${id}`, {
      headers: { accept: 'application/json', cookie: await requestCookieHeader() },
      cache: 'no-store',
    });
    if (!res.ok) return null;
    const json = (await res.json()) as { success?: boolean; data?: unknown };
    if (json.success !== true || !isProfileList([json.data])) return null;
    return profileToBirth(json.data as Parameters<typeof profileToBirth>[0]);
  } catch {
    return null;
  }
}
