import { expect, type Page, test } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { builtRoutes } from '../apps/web/lib/site-map';
import { blogCategories, blogPosts } from '../packages/content/src/blog';
import { vedicTools } from '../packages/content/src/tools';
import { brokenLinksOnPage, hydrated, noHorizontalScroll, screenshotForReview, watchErrors } from './helpers';

const locales = [
  { locale: 'en', prefix: '', messages: en },
  { locale: 'hi', prefix: '/hi', messages: hi },
] as const;

const DEVANAGARI = /[\u0900-\u097F]/;
const PAGE_SIZE = 9;

/** The demo data the product seeds on a fresh start: the content package's posts, newest first. */
const newest = [...blogPosts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const rahuKaal = blogPosts.find((p) => p.slug === 'understanding-rahu-kaal')!;
const loShu = blogPosts.find((p) => p.slug === 'lo-shu-grid-basics')!;

/** The hrefs of the post cards in a list, in order. */
async function cardHrefs(page: Page, testId: string) {
  return page
    .getByTestId(testId)
    .getByTestId('post-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}

for (const { locale, prefix, messages } of locales) {
  const t = messages.blogs;

  test.describe(`blogs in ${locale}`, () => {
    test(`${prefix}/blogs lists the newest posts from the API under ten tabs`, { tag: '@desktop' }, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const res = await page.goto(`${prefix}/blogs`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.index.title);
      if (locale === 'hi') await expect(page.locator('main')).toContainText(DEVANAGARI);

      const tablist = page.getByRole('tablist', { name: t.index.tabsLabel });
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveCount(10);
      await expect(tabs.first()).toHaveText(t.index.all);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      for (const [i, c] of blogCategories.entries()) await expect(tabs.nth(i + 1)).toHaveText(c.title[locale]);

      // The first page: the nine newest posts, with their titles, dates and reading times.
      expect(await cardHrefs(page, 'blog-list')).toEqual(
        newest.slice(0, PAGE_SIZE).map((p) => `${prefix}/blog/${p.slug}`),
      );
      const first = page.getByTestId('blog-list').getByTestId('post-card').first();
      await expect(first.getByRole('heading', { level: 3 })).toHaveText(newest[0]!.title[locale]);
      await expect(first).toContainText(newest[0]!.serpDescription[locale]);
      await expect(first.locator('time')).toHaveAttribute('datetime', newest[0]!.createdAt);
      await expect(first).toContainText(t.card.readingTime.replace('{minutes}', String(newest[0]!.readingMinutes)));

      // 29 posts: page 2 of 4 follows.
      const next = page.getByTestId('next-page');
      await expect(next).toHaveAttribute('href', `${prefix}/blogs?page=2`);
      await next.click();
      await expect(page).toHaveURL(/\?page=2$/);
      expect(await cardHrefs(page, 'blog-list')).toEqual(
        newest.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => `${prefix}/blog/${p.slug}`),
      );
      await expect(page.getByRole('navigation', { name: t.index.pagination })).toContainText(
        t.index.pageOf.replace('{page}', '2').replace('{pages}', String(Math.ceil(blogPosts.length / PAGE_SIZE))),
      );

      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    test(`${prefix}/blogs: a tab shows its category and puts it in the URL`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${prefix}/blogs`);
      await hydrated(page);
      const tarot = blogCategories.find((c) => c.slug === 'tarot')!;
      const tab = page.getByRole('tab', { name: tarot.title[locale], exact: true });
      await tab.click();
      // The tab turns at once; the address changes when the server's list has arrived (a busy
      // machine running two browsers can take longer than the default five seconds).
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`${prefix}/blogs\\?category=tarot$`), { timeout: 20_000 });
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveAttribute('aria-labelledby', 'blog-tab-tarot');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(tarot.title[locale]);
      await expect(panel).toContainText(tarot.description[locale]);
      const expected = newest.filter((p) => p.category === 'tarot').map((p) => `${prefix}/blog/${p.slug}`);
      await expect.poll(() => cardHrefs(page, 'blog-list')).toEqual(expected);

      // Keyboard: arrows move focus along the tabs, Enter selects.
      await tab.focus();
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: messages.blogs.index.all })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      const yoga = page.getByRole('tab', { name: blogCategories[0]!.title[locale], exact: true });
      await expect(yoga).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\?category=yoga$/, { timeout: 20_000 });
      await expect
        .poll(() => cardHrefs(page, 'blog-list'))
        .toEqual(newest.filter((p) => p.category === 'yoga').map((p) => `${prefix}/blog/${p.slug}`));

      // The URL can be shared: loading it selects the tab on the server.
      const res = await page.goto(`${prefix}/blogs?category=vastu`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(
        blogCategories.find((c) => c.slug === 'vastu')!.title[locale],
      );
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    test(`${prefix}/blogs: search with Enter or the button, busy for a second, then results`, async ({ page }) => {
      const errors = watchErrors(page);
      // The page's clock is ours: the one-second busy state is checked without racing a busy machine.
      await page.clock.install();
      await page.goto(`${prefix}/blogs`);
      await hydrated(page);
      const input = page.getByRole('searchbox', { name: t.search.label });
      const busy = page.getByTestId('search-busy');
      const results = page.getByTestId('search-results');

      // Enter: the busy indicator at once, for a second, then the results. Time stands still
      // from here on except when the test moves it.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await input.fill(locale === 'hi' ? 'राहु काल' : 'Rahu Kaal');
      await input.press('Enter');
      await expect(busy).toBeVisible();
      await expect(busy).toHaveText(t.search.busy);
      await page.clock.runFor(900);
      await expect(busy).toBeVisible();
      await expect(results.getByTestId('post-card')).toHaveCount(0);
      await page.clock.runFor(200);
      await expect(results.getByTestId('post-card').first()).toBeVisible();
      await expect(busy).toBeHidden();
      await expect(page.getByTestId('blog-list')).toHaveCount(0);
      const heading = results.getByRole('heading', { level: 2 });
      await expect(heading).toContainText(locale === 'hi' ? 'राहु काल' : 'Rahu Kaal');
      expect((await cardHrefs(page, 'search-results'))[0]).toBe(`${prefix}/blog/${rahuKaal.slug}`);
      await screenshotForReview(page, test.info(), `search-${locale}.png`);

      // The button: a search that finds nothing says so.
      await input.fill('zzqxv');
      await page.getByTestId('blog-search-button').click();
      await expect(busy).toBeVisible();
      await page.clock.runFor(1100);
      await expect(page.getByTestId('search-empty')).toHaveText(t.search.empty.replace('{query}', 'zzqxv'));
      await expect(busy).toBeHidden();

      // Clearing returns to the list.
      await page.getByTestId('blog-search-clear').click();
      await expect(results).toHaveCount(0);
      await expect(page.getByTestId('blog-list').getByTestId('post-card')).toHaveCount(PAGE_SIZE);
      await expect(input).toHaveValue('');
      await expect(input).toBeFocused();
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    test(`${prefix}/blogs: a failed search shows the error and Retry works`, async ({ page }) => {
      await page.goto(`${prefix}/blogs`);
      await page.route('**/api/publics/blog/search?*', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Something went wrong!' }),
        }),
      );
      const input = page.getByRole('searchbox', { name: t.search.label });
      await input.fill('vastu');
      await input.press('Enter');
      const error = page.getByTestId('error-state');
      await expect(error).toHaveText(new RegExp(`^${messages.errors.errorPrefix} Something went wrong!`));
      await page.unroute('**/api/publics/blog/search?*');
      await error.getByRole('button', { name: messages.errors.retry }).click();
      await expect(page.getByTestId('search-busy')).toBeVisible();
      await expect(page.getByTestId('search-results').getByTestId('post-card').first()).toBeVisible();
      await expect(error).toHaveCount(0);
    });

    test(`${prefix}/blog/{slug}: the article, its JSON-LD, share and related posts`, { tag: '@desktop' }, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.addInitScript(() => {
        const calls: ShareData[] = [];
        Object.assign(window, { __shared: calls });
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: ShareData) => {
            calls.push(data);
          },
        });
      });
      const path = `${prefix}/blog/${loShu.slug}`;
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(loShu.title[locale]);
      await expect(page).toHaveTitle(new RegExp(`^${loShu.title[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', loShu.serpDescription[locale]);
      const article = page.getByTestId('article');
      await expect(article.getByTestId('article-category')).toHaveText(
        blogCategories.find((c) => c.slug === loShu.category)!.title[locale],
      );
      await expect(article.getByTestId('article-category')).toHaveAttribute(
        'href',
        `${prefix}/blogs?category=numerology`,
      );
      await expect(article.locator('time')).toHaveAttribute('datetime', loShu.createdAt);
      await expect(article.getByTestId('reading-time')).toContainText(String(loShu.readingMinutes));
      const firstParagraph = loShu.body[locale].split('\n\n')[0]!;
      await expect(article.getByTestId('article-body').locator('p').first()).toHaveText(firstParagraph);
      const subheadings = loShu.body[locale].split('\n\n').filter((b) => b.startsWith('## '));
      await expect(article.getByTestId('article-body').getByRole('heading', { level: 2 })).toHaveText(
        subheadings.map((h) => h.slice(3)),
      );
      if (locale === 'hi') await expect(article).toContainText(DEVANAGARI);

      // The banner is drawn and loaded.
      const banner = article.locator(`img[src="/images/blog/${loShu.slug}.svg"]`);
      await expect(banner).toHaveAttribute('width', '1200');
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // Canonical, hreflang and the breadcrumb back to the blog.
      // Absolute, on the site's origin (the end-to-end server runs without PUBLIC_URL).
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
        'href',
        `${origin}/hi/blog/${loShu.slug}`,
      );
      const crumbs = page.getByRole('navigation', { name: messages.a11y.breadcrumb });
      await expect(crumbs.getByRole('link', { name: t.index.breadcrumb })).toHaveAttribute('href', `${prefix}/blogs`);

      // Article structured data, parseable.
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
      const ld = data.find((d) => d['@type'] === 'Article')!;
      expect(ld).toBeTruthy();
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        headline: loShu.title[locale],
        description: loShu.serpDescription[locale],
        datePublished: loShu.createdAt,
        inLanguage: locale,
        author: { '@type': 'Organization', name: messages.meta.siteName },
        publisher: { '@type': 'Organization', name: messages.meta.siteName },
      });
      expect((ld.image as string[])[0]).toMatch(new RegExp(`^http://localhost:\\d+/images/blog/${loShu.slug}\\.svg$`));
      expect(ld.url).toBe(page.url());

      // Share: the native share sheet gets the article's URL.
      const share = page.getByTestId('share-button');
      await expect(share).toHaveText(t.share.button, { useInnerText: true });
      await share.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
        .toEqual([{ title: loShu.title[locale], url: page.url() }]);
      const whatsapp = page.locator('a[data-network="whatsapp"]');
      await expect(whatsapp).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`${loShu.title[locale]} ${page.url()}`)}`,
      );
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(page.locator('a[data-network="facebook"]')).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
      );

      await screenshotForReview(page, test.info(), `article-${locale}.png`, true);

      // Related posts: others of the same category.
      const related = await cardHrefs(page, 'related');
      const sameCategory = blogPosts.filter((p) => p.category === loShu.category && p.slug !== loShu.slug);
      expect(related.length).toBe(Math.min(3, sameCategory.length));
      for (const href of related) {
        expect(sameCategory.map((p) => `${prefix}/blog/${p.slug}`)).toContain(href);
      }

      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    test(`${prefix}/blog/{slug}: without a share sheet the link is copied`, async ({ page, browserName }) => {
      expect(browserName).toBe('chromium');
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
        const copied: string[] = [];
        Object.assign(window, { __copied: copied });
        Object.defineProperty(Navigator.prototype, 'clipboard', {
          configurable: true,
          get: () => ({ writeText: async (text: string) => void copied.push(text) }),
        });
      });
      await page.goto(`${prefix}/blog/${rahuKaal.slug}`);
      const share = page.getByTestId('share-button');
      await expect(share).toHaveText(t.share.copy, { useInnerText: true });
      await share.click();
      await expect(page.getByTestId('share-status')).toHaveText(t.share.copied);
      expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([page.url()]);
    });

    test(`every internal link on ${prefix}/blogs and an article resolves`, async ({ page, request }) => {
      for (const path of [`${prefix}/blogs`, `${prefix}/blog/${rahuKaal.slug}`]) {
        await page.goto(path);
        const { hrefs, failures } = await brokenLinksOnPage(page, request, test.info());
        expect(hrefs.length, path).toBeGreaterThan(5);
        expect(failures, path).toEqual([]);
      }
    });

    test(`${prefix}/vedic-tools shows the grid of built tools`, { tag: '@desktop' }, async ({ page, request }) => {
      const errors = watchErrors(page);
      const res = await page.goto(`${prefix}/vedic-tools`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const v = messages.vedicTools.page;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(v.title);
      await expect(page.locator('main')).toContainText(v.intro);
      if (locale === 'hi') await expect(page.locator('main')).toContainText(DEVANAGARI);
      const grid = page.getByTestId('tools-grid');
      await expect(grid.getByRole('heading', { level: 2 })).toHaveText(v.gridTitle);
      const shown = vedicTools.filter((tool) => builtRoutes.has(tool.link));
      expect(shown.length).toBeGreaterThan(0);
      const cards = grid.getByRole('link');
      await expect(cards).toHaveCount(shown.length);
      for (const [i, tool] of shown.entries()) {
        await expect(cards.nth(i)).toHaveAttribute('href', `${prefix}${tool.link === '/' ? '' : tool.link}`);
        await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(tool.label[locale]);
        await expect(cards.nth(i)).toContainText(tool.description[locale]);
        // The icon and the chevron are decoration: the card's text names it.
        await expect(cards.nth(i).locator('svg')).toHaveCount(2);
        await expect(cards.nth(i).locator('svg:not([aria-hidden="true"])')).toHaveCount(0);
      }
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
        'href',
        `${new URL(page.url()).origin}/hi/vedic-tools`,
      );
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      const { failures } = await brokenLinksOnPage(page, request, test.info());
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test('unknown articles and content types are 404s', async ({ request }) => {
  expect((await request.get('/blog/no-such-post')).status()).toBe(404);
  expect((await request.get('/hi/blog/no-such-post')).status()).toBe(404);
  expect((await request.get(`/news/${loShu.slug}`)).status()).toBe(404);
  expect((await request.get('/blog/Not_A_Slug')).status()).toBe(404);
  expect((await request.get(`/blog/${loShu.slug}`)).status()).toBe(200);
});

test('an article is served without React and reads without JavaScript', async ({ browser, request }, info) => {
  for (const path of [`/blog/${loShu.slug}`, `/hi/blog/${rahuKaal.slug}`]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="drishti-hydration" content="none"\/?>/);
    expect(html, path).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\//);
    expect(html, path).toMatch(/<script[^>]*src="\/_next\/static\/islands\//);
  }
  const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/hi/blog/${loShu.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(loShu.title.hi);
  // The button needs JavaScript and waits hidden; the networks' links work without it.
  await expect(page.getByTestId('share-button')).toBeHidden();
  await expect(page.locator('a[data-network="whatsapp"]')).toBeVisible();
  await context.close();
});

test('blog banners are SVG images, one per post and a generic one', async ({ request }) => {
  for (const c of blogCategories) {
    const post = blogPosts.find((p) => p.category === c.slug)!;
    const res = await request.get(`/images/blog/${post.slug}.svg`);
    expect(res.status(), post.slug).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`data-motif="${c.slug}"`);
  }
  const generic = await request.get('/images/blog/a-post-added-later.svg');
  expect(generic.status()).toBe(200);
  expect(generic.headers()['content-type']).toContain('image/svg+xml');
  expect(await generic.text()).toContain('data-motif="generic"');
  expect((await request.get('/images/blog/not-svg.png')).status()).toBe(404);
});

test('post card banners load on /blogs', async ({ page }) => {
  await page.goto('/blogs');
  const images = page.getByTestId('blog-list').locator('img');
  await expect(images).toHaveCount(PAGE_SIZE);
  await expect(images.first()).toHaveAttribute('loading', 'lazy');
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
});
