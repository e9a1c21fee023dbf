import { blogApi } from '../components/blog/blog-api';
import { type ApiClientConfig, apiClient } from './api/client';
import { serverApiBaseUrl } from './api/server';

export { serverApiBaseUrl } from './api/server';
export type { BlogListData, BlogListQuery, BlogSearchData, BlogSingleResult } from '../components/blog/blog-api';

/** The API client for server components (lib/api/client.ts), with the blog helpers. Calls never throw. */
export function serverApi(options: ApiClientConfig = {}) {
  const resolved: ApiClientConfig = { ...options, baseUrl: options.baseUrl ?? serverApiBaseUrl() };
  return { ...apiClient(resolved), blog: blogApi(resolved) };
}

export type ServerApi = ReturnType<typeof serverApi>;
