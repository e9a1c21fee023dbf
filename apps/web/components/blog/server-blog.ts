import { serverApiBaseUrl } from '@/lib/api/server';
import { blogApi } from './blog-api';

/** The blog's calls from a server component (public reads: no cookies). Calls never throw. */
export function serverBlogApi(options: { fetch?: typeof fetch; baseUrl?: string } = {}) {
  return blogApi({ ...options, baseUrl: options.baseUrl ?? serverApiBaseUrl() });
}
