import type { MetadataRoute } from 'next';
import { fetchLiveSitemapPages } from '@/components/follow/sitemap-live';
import { serverBlogApi } from '@/components/blog/server-blog';
import { type BlogEntry, fallbackBlogs, sitemapEntries, sitemapPages } from '@/lib/sitemap-entries';
import { siteUrl } from '@/lib/site-url';

// Rebuilt hourly so that new articles appear; the first build lists the built-in posts.
export const revalidate = 3600;

async function blogEntries(): Promise<BlogEntry[]> {
  const res = await serverBlogApi().list({ limit: 50 });
  if (!res.success || res.data.data.length === 0) return fallbackBlogs();
  const entries: BlogEntry[] = res.data.data.map((p) => ({
    contentType: p.contentType,
    slug: p.slug,
    createdAt: p.createdAt,
  }));
  // Older posts beyond the first page, when there are more.
  const total = res.data.total ?? entries.length;
  for (let page = 2; entries.length < total && page <= 20; page++) {
    const more = await serverBlogApi().list({ limit: 50, page });
    if (!more.success || more.data.data.length === 0) break;
    entries.push(...more.data.data.map((p) => ({ contentType: p.contentType, slug: p.slug, createdAt: p.createdAt })));
  }
  return entries;
}

/** /sitemap.xml: every page in English and Hindi, each with its hreflang twin. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(siteUrl(), [...sitemapPages(await blogEntries()), ...(await fetchLiveSitemapPages())]);
}
