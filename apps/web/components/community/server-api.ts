import {
  type CommunityTopic,
  type MemberViewData,
  memberResponse,
  type PostDetailData,
  type PostPageData,
  postDetailResponse,
  postPageResponse,
} from '@drishti/contracts/community';
import { getServer, type ServerResult } from '@/lib/api/server';

export type { ServerResult } from '@/lib/api/server';

/*
 * The community API as the pages' server components see it: the visitor's cookies forwarded (so
 * that a member sees their own reactions and posts).
 */

export function fetchPosts(
  locale: string,
  topic: CommunityTopic | undefined,
  cursor: string | undefined,
): Promise<ServerResult<PostPageData>> {
  const q = new URLSearchParams();
  if (topic) q.set('topic', topic);
  if (cursor) q.set('cursor', cursor);
  const qs = q.toString();
  return getServer(`/api/publics/community/posts${qs ? `?${qs}` : ''}`, postPageResponse, { locale, cookies: true });
}

export function fetchPost(id: string, locale: string): Promise<ServerResult<PostDetailData>> {
  return getServer(`/api/publics/community/posts/${encodeURIComponent(id)}`, postDetailResponse, {
    locale,
    cookies: true,
  });
}

export function fetchMember(locale: string): Promise<ServerResult<MemberViewData>> {
  return getServer('/api/users/community/me', memberResponse, { locale, cookies: true });
}
