import {
  type BlogPostData,
  type BlogSummaryData,
  blogCategoriesResponse,
  blogListResponse,
  blogSearchResponse,
  blogSingleResponse,
} from '@drishti/contracts/blog';
import { type ApiClientConfig, apiClient, type ClientResult, GENERIC_MESSAGES } from '@/lib/api/client';

/** The envelope of a blog call, with its HTTP status. */
type Envelope<T> = ClientResult<T>;

/** Posts on one page of the blog list. */
export const BLOG_PAGE_SIZE = 9;

/** The content types whose items open at /{contentType}/{slug}. */
export const BLOG_CONTENT_TYPES: readonly string[] = ['blog'];

export const isBlogContentType = (value: string) => BLOG_CONTENT_TYPES.includes(value);

export interface BlogListQuery {
  category?: string;
  contentType?: string;
  page?: number;
  limit?: number;
}

/** What the list call answers: the original client reads `data.data`. */
export interface BlogListData {
  data: BlogSummaryData[];
  total?: number;
}

/** A search answer handed back with the text that was searched, so late answers can be told apart. */
export interface BlogSearchData {
  search: string;
  data: BlogSummaryData[];
}

export interface BlogCategoryData {
  slug: string;
  title: { en: string; hi: string };
  description: { en: string; hi: string };
}

/** An article, or why there is none: `notFound` when the API says the slug does not exist (HTTP 404). */
export type BlogSingleResult =
  | (Envelope<BlogPostData> & { notFound?: false })
  | { success: false; message: string; notFound: true };

/** The body of POST /api/publics/blog/list: filter, newest first, one page. */
export function blogListBody(q: BlogListQuery = {}) {
  const filter: { category?: string; contentType?: string } = {};
  if (q.category) filter.category = q.category;
  if (q.contentType) filter.contentType = q.contentType;
  return {
    filter,
    sort: { createdAt: -1 as const },
    limit: q.limit ?? BLOG_PAGE_SIZE,
    page: q.page ?? 1,
  };
}

/**
 * The blog calls of the public API, typed and validated with the contracts' schemas. Like every
 * call of the API client (lib/api/client.ts) they never throw: failures come back as
 * `{ success: false, message }`. Works on the server (absolute `baseUrl`) and in the browser.
 */
export function blogApi(options: ApiClientConfig = {}) {
  const client = apiClient(options);
  return {
    list(q: BlogListQuery = {}): Promise<Envelope<BlogListData>> {
      return client.call('POST', '/api/publics/blog/list', blogListBody(q), blogListResponse.shape.data);
    },

    async single(slug: string, contentType = 'blog'): Promise<BlogSingleResult> {
      const query = new URLSearchParams({ slug, contentType });
      const res = await client.get(`/api/publics/blog/single?${query}`, { schema: blogSingleResponse.shape.data });
      // A 404 (no such article) is told apart from a failure.
      if (!res.success && res.status === 404) return { success: false, message: res.message, notFound: true };
      return res;
    },

    async search(text: string): Promise<Envelope<BlogSearchData>> {
      const search = text.trim();
      if (!search) return { success: false, message: GENERIC_MESSAGES[client.lang], status: 0 };
      const query = new URLSearchParams({ search });
      const res = await client.get(`/api/publics/blog/search?${query}`, { schema: blogSearchResponse.shape.data });
      return res.success ? { success: true, data: { search, data: res.data }, status: res.status } : res;
    },

    categories(): Promise<Envelope<BlogCategoryData[]>> {
      return client.call('GET', '/api/publics/blog/categories', undefined, blogCategoriesResponse.shape.data);
    },
  };
}

export type BlogApi = ReturnType<typeof blogApi>;
