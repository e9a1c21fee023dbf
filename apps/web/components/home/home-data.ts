import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { BlogSummaryData } from '@drishti/contracts/blog';
import { serverClient } from '@/lib/api/server';
import {
  ASTROLOGERS_PATH,
  astrologerItems,
  BLOG_LIST_BODY,
  BLOG_LIST_PATH,
  blogItems,
  withoutLiveState,
} from './api-guards';

/** What the home page renders on the server; a list the API did not give is undefined (then loaded in the browser). */
export interface HomeData {
  astrologers: AstrologerCardData[] | undefined;
  blogs: BlogSummaryData[] | undefined;
}

/**
 * The astrologers and the newest posts for the home page's HTML, read from the API in this process
 * when the page is rendered or revalidated. During `next build` nothing answers yet: both are
 * undefined and the carousels load them in the browser until the page is first renewed (the
 * server renews the home pages as soon as it listens: apps/api/src/web.ts).
 */
export async function loadHomeData(): Promise<HomeData> {
  const api = await serverClient('en');
  const [astrologers, blogs] = await Promise.all([
    api.call<unknown>('GET', ASTROLOGERS_PATH),
    api.call<unknown>('POST', BLOG_LIST_PATH, BLOG_LIST_BODY),
  ]);
  return {
    astrologers: astrologers.success ? astrologerItems(astrologers.data)?.map(withoutLiveState) : undefined,
    blogs: blogs.success ? blogItems(blogs.data)?.slice(0, 5) : undefined,
  };
}
