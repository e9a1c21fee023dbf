import { expect, test } from '@playwright/test';
import { createTranslator } from 'next-intl';
import enHome from '../apps/web/messages/en/home.json' with { type: 'json' };
import hiHome from '../apps/web/messages/hi/home.json' with { type: 'json' };
import { SHOWCASE_PRESS, SHOWCASE_REVIEWS } from './showcase-data';

/**
 * What search engines and caches read from the server's answers, without running any script
 * (docs/PERFORMANCE.md): absolute canonical and hreflang links on the site's origin, a sitemap on
 * that origin, and a Cache-Control per kind of page. The end-to-end server runs without PUBLIC_URL,
 * so the site's origin is the one the browser talks to.
 */

function linkHrefs(html: string) {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
  // Compared as parsed URLs: the home page's canonical may be written with or without its final slash.
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? new URL(href).href : `relative:${href}`);
  const canonical = links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => absolute(attr(l, 'href') ?? ''));
  const alternates = links
    .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang') !== undefined)
    .map((l) => ({ lang: attr(l, 'hreflang') ?? '', href: absolute((attr(l, 'href') ?? '').replace(/&amp;/g, '&')) }));
  return { canonical, alternates };
}

const PAGES = [
  { path: '/', en: '/', hi: '/hi' },
  { path: '/hi', en: '/', hi: '/hi' },
  {
    path: '/horoscope/daily-horoscope/aries',
    en: '/horoscope/daily-horoscope/aries',
    hi: '/hi/horoscope/daily-horoscope/aries',
  },
  {
    path: '/hi/tarot/major-arcana/the-fool',
    en: '/tarot/major-arcana/the-fool',
    hi: '/hi/tarot/major-arcana/the-fool',
  },
  { path: '/numerology/number/7', en: '/numerology/number/7', hi: '/hi/numerology/number/7' },
];

test.describe('canonical and hreflang links', () => {
  for (const page of PAGES) {
    test(`${page.path} names itself and its twin by absolute URLs on the site's origin`, async ({
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const res = await request.get(page.path);
      expect(res.status()).toBe(200);
      const { canonical, alternates } = linkHrefs(await res.text());
      const self = page.path.startsWith('/hi') ? page.hi : page.en;
      expect(canonical).toEqual([new URL(self, origin).href]);
      const byLang = Object.fromEntries(alternates.map((a) => [a.lang, a.href]));
      expect(byLang).toEqual({
        en: new URL(page.en, origin).href,
        hi: new URL(page.hi, origin).href,
        'x-default': new URL(page.en, origin).href,
      });
    });
  }

  test('the sitemap and robots.txt name the same origin', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((u) => new URL(u).origin !== origin)).toEqual([]);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

/** `s-maxage` and `stale-while-revalidate` of an answer, in seconds. */
function cdnTimes(cacheControl: string) {
  const n = (name: string) => Number(cacheControl.match(new RegExp(`${name}=(\\d+)`))?.[1] ?? Number.NaN);
  return { sMaxAge: n('s-maxage'), swr: n('stale-while-revalidate') };
}

test.describe('Cache-Control per kind of page', () => {
  const DAY = 86_400;
  const cached = [
    // Renewed every minute (its live events block; its astrologers and newest posts are in the HTML).
    { kind: 'home page', path: '/', sMaxAge: 60 },
    { kind: 'Hindi home page', path: '/hi', sMaxAge: 60 },
    // Hourly.
    { kind: 'horoscope', path: '/horoscope/daily-horoscope/aries', sMaxAge: 3_600 },
    { kind: 'horoscope hub', path: '/hi/horoscope', sMaxAge: 3_600 },
    // Fixed content, renewed daily so that no cache keeps a page for a year after a release.
    { kind: 'tarot card', path: '/tarot/major-arcana/the-fool', sMaxAge: 86_400 },
    { kind: 'content page', path: '/hi/numerology/number/7', sMaxAge: 86_400 },
    { kind: 'zodiac sign', path: '/zodiac-signs/aries', sMaxAge: 86_400 },
  ];
  for (const page of cached) {
    test(`a ${page.kind} may be kept by a CDN as long as it is fresh, and at most a day stale (${page.path})`, async ({
      request,
    }) => {
      const res = await request.get(page.path);
      expect(res.status()).toBe(200);
      const cc = res.headers()['cache-control'] ?? '';
      expect(cc).not.toMatch(/private|no-store/);
      const { sMaxAge, swr } = cdnTimes(cc);
      expect(sMaxAge).toBe(page.sMaxAge);
      expect(swr).toBeGreaterThan(0);
      expect(swr).toBeLessThanOrEqual(DAY);
    });
  }

  for (const path of ['/wallet', '/hi/account', '/consultations', '/login']) {
    test(`a signed-in page is never stored (${path})`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      const cc = res.headers()['cache-control'] ?? '';
      expect(cc).toContain('private');
      expect(cc).toContain('no-store');
    });
  }

  test('a public API answer has an explicit max-age; a per-user one is private, no-store', async ({ request }) => {
    const publicAnswer = await request.get('/api/publics/astrologers?limit=1');
    expect(publicAnswer.status()).toBe(200);
    expect(publicAnswer.headers()['cache-control']).toMatch(/\bmax-age=\d+/);
    expect(publicAnswer.headers()['cache-control']).not.toContain('private');
    const perUser = await request.get('/api/users/profiles');
    expect(perUser.headers()['cache-control']).toBe('private, no-store');
  });
});

test.describe('the first paint shows real content', () => {
  for (const { locale, path } of [
    { locale: 'en', path: '/' },
    { locale: 'hi', path: '/hi' },
  ] as const) {
    test(`the home page's HTML holds astrologers and the newest posts, with no online state, in ${locale}`, async ({
      request,
    }) => {
      const astrologers = (await (await request.get('/api/publics/astrologers?limit=50')).json()).data.items as {
        name: string;
        nameHi: string | null;
        experienceYears: number;
      }[];
      const posts = (
        await (
          await request.post('/api/publics/blog/list', { data: { filter: {}, sort: { createdAt: -1 }, limit: 50 } })
        ).json()
      ).data.data as { title: { en: string; hi: string } }[];
      expect(astrologers.length).toBeGreaterThan(0);
      expect(posts.length).toBeGreaterThan(0);
      const names = astrologers.map((a) => (locale === 'hi' ? a.nameHi || a.name : a.name));
      const titles = posts.map((p) => p.title[locale]);
      // Years of experience from the catalogue's plural message, formatted on the server.
      const t = createTranslator({
        locale,
        messages: { home: locale === 'hi' ? hiHome : enHome },
        namespace: 'home.astrologers',
      });
      const years = astrologers.map((a) => t('experience', { count: a.experienceYears }));
      // Text as React writes it into HTML.
      const asHtml = (t: string) =>
        t
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, '&#x27;');
      // The server renews the home pages as soon as it listens (the build could not read the API).
      await expect
        .poll(
          async () => {
            const html = await (await request.get(path)).text();
            return {
              astrologer: names.some((n) => html.includes(`>${asHtml(n)}<`)),
              post: titles.some((t) => html.includes(`>${asHtml(t)}<`)),
              experience: years.some((y) => html.includes(`<dd data-part="experience">${asHtml(y)}</dd>`)),
              cards: (html.match(/data-testid="astrologer-card"/g) ?? []).length,
              liveDots: (html.match(/data-testid="live-dot"/g) ?? []).length,
            };
          },
          { timeout: 30_000 },
        )
        .toEqual({
          astrologer: true,
          post: true,
          experience: true,
          cards: Math.min(10, astrologers.length),
          liveDots: 0,
        });
    });

    test(`the home page's HTML holds the quoted reviews, the count of consultations and the press links, in ${locale}`, async ({
      request,
    }) => {
      // The end-to-end run's consented reviews and press links (e2e/showcase-data.ts).
      const messages = locale === 'hi' ? hiHome : enHome;
      const html = await (await request.get(path)).text();
      for (const r of SHOWCASE_REVIEWS) {
        expect(html).toContain(`<p>${r.comment}</p>`);
        expect(html).toContain(`>${r.author ?? messages.feedback.anonymous}<`);
      }
      expect((html.match(/data-testid="testimonial"/g) ?? []).length).toBeGreaterThanOrEqual(SHOWCASE_REVIEWS.length);
      // The count as the server read it: at least the seeded consultations, at most what the API counts now.
      const n = Number(html.match(/data-testid="completed-count" data-count="(\d+)"/)?.[1]);
      const now = (await (await request.get('/api/publics/home')).json()).data.completedConsultations as number;
      expect(n).toBeGreaterThanOrEqual(SHOWCASE_REVIEWS.length);
      expect(n).toBeLessThanOrEqual(now);
      expect(html).toContain(messages.info.cards.solved.countOther.replace('{count}', n.toLocaleString('en-IN')));
      for (const p of SHOWCASE_PRESS) expect(html).toContain(`href="${p.url}"`);
    });
  }
});

test.describe('static files', () => {
  test('scripts come from the brotli and gzip copies made at build time', async ({ request }) => {
    // A page React runs (the home page is served without Next's scripts).
    const html = await (await request.get('/download-app')).text();
    const scripts = [...new Set([...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!))];
    expect(scripts.length).toBeGreaterThan(3);
    for (const [coding, header] of [
      ['br', 'gzip, deflate, br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await request.get(scripts[0]!, { headers: { 'accept-encoding': header } });
      expect([coding, res.status()]).toEqual([coding, 200]);
      expect(res.headers()['content-encoding']).toBe(coding);
      expect(res.headers().vary).toBe('Accept-Encoding');
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await res.body()).toString()).toContain('TURBOPACK');
    }
  });
});
