import { blogPosts } from '@drishti/content/blog';
import { COMMUNITY_TOPICS } from '@drishti/contracts/community';
import { HOROSCOPE_PERIOD_SLUGS } from '@drishti/content/horoscope-phrases';
import { MAJOR_ARCANA } from '@drishti/content/tarot';
import { ZODIAC_KEYS } from '@drishti/content/zodiac';
import { contentRoutes } from './content-routes';
import { OFFLINE_PATH } from './offline-tools';
import { builtRoutes } from './site-map';
import { localePath } from './site-url';

export interface SitemapPage {
  /** Path without the locale prefix. */
  path: string;
  lastModified?: Date;
  changeFrequency: 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

/** Blog articles as the sitemap lists them: the API's list when reachable, else the built-in posts. */
export interface BlogEntry {
  contentType: string;
  slug: string;
  createdAt: string;
}

/** Pages that exist but are not for search engines: the offline page stands in for other pages. */
export const NOT_IN_SITEMAP: ReadonlySet<string> = new Set([OFFLINE_PATH]);

/** Every page of the site (each exists in English and Hindi). */
export function sitemapPages(blogs: readonly BlogEntry[] = fallbackBlogs()): SitemapPage[] {
  const pages: SitemapPage[] = [];
  const seen = new Set<string>();
  const add = (p: SitemapPage) => {
    if (seen.has(p.path) || NOT_IN_SITEMAP.has(p.path)) return;
    seen.add(p.path);
    pages.push(p);
  };
  add({ path: '/', changeFrequency: 'daily', priority: 1 });
  for (const path of builtRoutes) add({ path, changeFrequency: 'daily', priority: 0.8 });
  for (const period of HOROSCOPE_PERIOD_SLUGS) {
    for (const sign of ZODIAC_KEYS) {
      add({
        path: `/horoscope/${period}/${sign}`,
        changeFrequency: period.startsWith('yearly') ? 'monthly' : period.startsWith('weekly') ? 'weekly' : 'daily',
        priority: period === 'daily-horoscope' ? 0.8 : 0.6,
      });
    }
  }
  for (const topic of COMMUNITY_TOPICS) add({ path: `/community/${topic}`, changeFrequency: 'daily', priority: 0.5 });
  for (const card of MAJOR_ARCANA)
    add({ path: `/tarot/major-arcana/${card.slug}`, changeFrequency: 'monthly', priority: 0.6 });
  for (const path of contentRoutes()) add({ path, changeFrequency: 'monthly', priority: 0.6 });
  for (const b of blogs) {
    add({
      path: `/${b.contentType}/${b.slug}`,
      lastModified: new Date(b.createdAt),
      changeFrequency: 'monthly',
      priority: 0.5,
    });
  }
  return pages;
}

export function fallbackBlogs(): BlogEntry[] {
  return blogPosts.map((p) => ({ contentType: p.contentType, slug: p.slug, createdAt: p.createdAt }));
}

/** One sitemap entry per page and language, each naming its other-language twin. */
export function sitemapEntries(origin: string, pages: SitemapPage[]) {
  return pages.flatMap((p) => {
    const languages = { en: origin + localePath(p.path, 'en'), hi: origin + localePath(p.path, 'hi') };
    return (['en', 'hi'] as const).map((locale) => ({
      url: languages[locale],
      ...(p.lastModified ? { lastModified: p.lastModified } : {}),
      changeFrequency: p.changeFrequency,
      priority: p.priority,
      alternates: { languages: { ...languages, 'x-default': languages.en } },
    }));
  });
}
