import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { BlogSummaryData } from '@drishti/contracts/blog';
import type { HomeShowcaseData } from '@drishti/contracts/home';
import { serverClient } from '@/lib/api/server';
import {
  ASTROLOGERS_PATH,
  astrologerItems,
  BLOG_LIST_BODY,
  BLOG_LIST_PATH,
  blogItems,
  HOME_SHOWCASE_PATH,
  showcaseOf,
  withoutLiveState,
} from './api-guards';

/** What the home page renders on the server; a part the API did not give is undefined (then loaded in the browser). */
export interface HomeData {
  astrologers: AstrologerCardData[] | undefined;
  blogs: BlogSummaryData[] | undefined;
  /** The count of completed consultations, the consented reviews and the press links. */
  showcase: HomeShowcaseData | undefined;
}

/**
 * The astrologers, the newest posts and the showcase (count, reviews, press) for the home page's
 * HTML, read from the API in this process when the page is rendered or revalidated. During
 * `next build` nothing answers yet: all are undefined and the sections load them in the browser
 * until the page is first renewed (the server renews the home pages as soon as it listens:
 * apps/api/src/web.ts).
 */
export async function loadHomeData(): Promise<HomeData> {
  const api = await serverClient('en');
  const [astrologers, blogs, showcase] = await Promise.all([
    api.call<unknown>('GET', ASTROLOGERS_PATH),
    api.call<unknown>('POST', BLOG_LIST_PATH, BLOG_LIST_BODY),
    api.call<unknown>('GET', HOME_SHOWCASE_PATH),
  ]);
  return {
    astrologers: astrologers.success ? astrologerItems(astrologers.data)?.map(withoutLiveState) : undefined,
    blogs: blogs.success ? blogItems(blogs.data)?.slice(0, 5) : undefined,
    showcase: (showcase.success && showcaseOf(showcase.data)) || undefined,
  };
}
