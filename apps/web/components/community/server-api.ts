import {
  type CommunityTopic,
  type MemberViewData,
  memberResponse,
  type PostDetailData,
  type PostPageData,
  postDetailResponse,
  postPageResponse,
} from '@drishti/contracts/community';
import type { z } from 'zod';
import { serverApiBaseUrl } from '@/lib/api-server';
import { requestCookieHeader } from '@/lib/session';

/*
 * The community API as the pages' server components see it: the visitor's cookies forwarded (so
 * that a member sees their own reactions and posts), answers checked with the contracts' schemas.
 * Never throws: during `next build` nothing listens.
 */

export type ServerResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

async function get<T>(
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

export function fetchPosts(
  locale: string,
  topic: CommunityTopic | undefined,
  cursor: string | undefined,
): Promise<ServerResult<PostPageData>> {
  const q = new URLSearchParams();
  if (topic) q.set('topic', topic);
  if (cursor) q.set('cursor', cursor);
  const qs = q.toString();
  return get(`/api/publics/community/posts${qs ? `?${qs}` : ''}`, postPageResponse, locale);
}

export function fetchPost(id: string, locale: string): Promise<ServerResult<PostDetailData>> {
  return get(`/api/publics/community/posts/${encodeURIComponent(id)}`, postDetailResponse, locale);
}

export function fetchMember(locale: string): Promise<ServerResult<MemberViewData>> {
  return get('/api/users/community/me', memberResponse, locale);
}
