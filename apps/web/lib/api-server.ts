import { type ApiClientOptions, createApiClient } from '@drishti/contracts/client';
import { blogApi } from '../components/blog/blog-api';

export type { BlogListData, BlogListQuery, BlogSearchData, BlogSingleResult } from '../components/blog/blog-api';

/**
 * The API as seen from server components. It runs in the same process and port as the pages, so
 * calls go to localhost; during `next build` nothing listens there and every call fails softly.
 */
export function serverApiBaseUrl(port: string | undefined = process.env.PORT): string {
  return `http://localhost:${port || 3000}`;
}

/** The typed API client for server components, with the blog helpers. Calls never throw. */
export function serverApi(options: Omit<ApiClientOptions, 'baseUrl'> & { baseUrl?: string } = {}) {
  const resolved: ApiClientOptions = { ...options, baseUrl: options.baseUrl ?? serverApiBaseUrl() };
  const client = createApiClient(resolved);
  return { ...client, blog: blogApi(resolved) };
}

export type ServerApi = ReturnType<typeof serverApi>;
