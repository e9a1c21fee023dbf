import type { BlogSummaryData } from '@drishti/contracts/blog';
import { type ApiClientConfig, apiClient, type ClientResult, GENERIC_MESSAGES } from '@/lib/api/client';
import type { BlogSearchData } from './blog-api';

/*
 * The blog search as the browser calls it. The zod schemas of @drishti/contracts describe the same
 * answer, but zod would add about 90 KB (gzipped) to the page's JavaScript; this check looks only
 * at the fields a post card shows. A test keeps it in step with the schema.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isBilingual = (v: unknown) => isObject(v) && isString(v.en) && isString(v.hi);

export function isBlogSummary(v: unknown): v is BlogSummaryData {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.contentType) &&
    isString(v.slug) &&
    (v.category === null || isString(v.category)) &&
    isBilingual(v.title) &&
    isBilingual(v.serpDescription) &&
    isString(v.banner) &&
    isString(v.createdAt)
  );
}

/** GET /api/publics/blog/search?search=…, handed back with the text searched. Never throws. */
export async function searchBlogs(text: string, options: ApiClientConfig = {}): Promise<ClientResult<BlogSearchData>> {
  const search = text.trim();
  const generic = GENERIC_MESSAGES[options.lang ?? 'en'];
  if (!search) return { success: false, message: generic, status: 0 };
  const res = await apiClient(options).get<unknown>(`/api/publics/blog/search?${new URLSearchParams({ search })}`);
  if (!res.success) return res;
  if (!Array.isArray(res.data) || !res.data.every(isBlogSummary)) {
    return { success: false, message: generic, status: res.status };
  }
  return {
    success: true,
    data: { search, data: res.data },
    ...(res.message ? { message: res.message } : {}),
    status: res.status,
  };
}
