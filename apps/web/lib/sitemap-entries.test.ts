import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRoutes } from './content-routes';
import { fallbackBlogs, NOT_IN_SITEMAP, sitemapEntries, sitemapPages } from './sitemap-entries';
import { builtRoutes } from './site-map';
import { localePath, siteUrl } from './site-url';

describe('sitemap', () => {
  const pages = sitemapPages();
  const paths = new Set(pages.map((p) => p.path));

  it('lists every built page, content page, horoscope, tarot card and article once', () => {
    for (const r of builtRoutes) expect(paths.has(r), r).toBe(true);
    for (const r of contentRoutes()) expect(paths.has(r), r).toBe(true);
    expect(paths.has('/horoscope/yearly-horoscope/pisces')).toBe(true);
    expect(paths.has('/horoscope/daily-horoscope/aries')).toBe(true);
    expect(paths.has('/tarot/major-arcana/the-world')).toBe(true);
    for (const b of fallbackBlogs()) expect(paths.has(`/${b.contentType}/${b.slug}`)).toBe(true);
    expect(pages.length).toBe(paths.size);
    // 7 periods × 12 signs.
    expect(pages.filter((p) => p.path.startsWith('/horoscope/') && p.path.split('/').length === 4)).toHaveLength(84);
  });

  it('lists only pages whose route folder exists', () => {
    const app = join(import.meta.dirname, '../app/[locale]');
    for (const p of pages) {
      const first = p.path.split('/')[1] ?? '';
      if (p.path === '/') continue;
      const folder = existsSync(join(app, first)) || existsSync(join(app, '[contentType]'));
      expect(folder, p.path).toBe(true);
    }
  });

  it('gives each page in both languages with hreflang twins and x-default', () => {
    const entries = sitemapEntries('https://drishti.example', sitemapPages([]));
    const tarot = entries.filter((e) => e.url.endsWith('/tarot'));
    expect(tarot.map((e) => e.url).sort()).toEqual([
      'https://drishti.example/hi/tarot',
      'https://drishti.example/tarot',
    ]);
    expect(tarot[0]!.alternates.languages).toEqual({
      en: 'https://drishti.example/tarot',
      hi: 'https://drishti.example/hi/tarot',
      'x-default': 'https://drishti.example/tarot',
    });
    const home = entries.filter((e) => e.alternates.languages.en === 'https://drishti.example/');
    expect(home.map((e) => e.url).sort()).toEqual(['https://drishti.example/', 'https://drishti.example/hi']);
  });

  it('takes the origin from PUBLIC_URL or the port', () => {
    expect(siteUrl({ PUBLIC_URL: 'https://x.in/' })).toBe('https://x.in');
    expect(siteUrl({ PORT: '3100' })).toBe('http://localhost:3100');
    expect(localePath('/', 'hi')).toBe('/hi');
    expect(localePath('/blogs', 'hi')).toBe('/hi/blogs');
  });
});

describe('pages kept out of the sitemap', () => {
  it('never lists the offline page, in either language', () => {
    expect(NOT_IN_SITEMAP.has('/offline')).toBe(true);
    const paths = sitemapPages().map((p) => p.path);
    expect(paths).not.toContain('/offline');
    const xml = sitemapEntries('https://drishti.example', sitemapPages([])).map((e) => e.url);
    expect(xml).not.toContain('https://drishti.example/offline');
    expect(xml).not.toContain('https://drishti.example/hi/offline');
  });
});
