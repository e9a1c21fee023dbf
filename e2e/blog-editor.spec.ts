import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { expect, type SignInFixtures, test } from './fixtures';
import { hydrated, noHorizontalScroll } from './helpers';

/**
 * The admins' blog editor: a post written in English and Hindi Markdown is previewed, given an
 * uploaded banner and published; it then shows on /blogs and /hi/blogs and opens with the rendered
 * Markdown and the banner; unpublished it is a 404 again. A post scheduled a few seconds ahead is
 * absent until its instant and present after it. Non-admins get 404 for the editor and 401/403 from
 * its API. Every post made here is deleted again (the blog list specs count the seeded posts).
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const PREFIX = 'e2e-blogeditor';

/** A real PNG of `width` × `height` pixels in saffron. */
function png(width: number, height: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = table[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const pixel = Buffer.from([0xb4, 0x53, 0x09]);
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => pixel)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function newContext(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  const use = info.project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? null,
    locale: use.locale,
    ...(use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
    ...(use.deviceScaleFactor !== undefined ? { deviceScaleFactor: use.deviceScaleFactor } : {}),
  });
}

/**
 * A browser context signed in as the demo admin. The session is kept in a file (shared with the
 * other admin specs of this port) because a new code cannot be asked for within the cooldown.
 */
async function adminContext(
  browser: Browser,
  info: TestInfo,
  signInAdmin: SignInFixtures['signInAdmin'],
): Promise<BrowserContext> {
  const context = await newContext(browser, info);
  await signInAdmin(context);
  return context;
}

/** Deletes every post this spec made (a failed earlier run may have left some). */
async function cleanUp(request: APIRequestContext) {
  const res = await request.get(`/api/admin/blog/posts?search=${PREFIX}`);
  const items = ((await res.json()) as { data?: { items: { id: string; slug: string }[] } }).data?.items ?? [];
  for (const p of items) {
    if (p.slug.startsWith(PREFIX)) await request.delete(`/api/admin/blog/posts/${p.id}`);
  }
}

/** Slugs of the cards on a blog list page. */
async function listedSlugs(page: Page, path: string): Promise<string[]> {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  return page
    .getByTestId('blog-list')
    .getByTestId('post-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('/').pop() ?? ''));
}

const t = en.blogEditor;

test.describe('blog editor', () => {
  // Whatever happens in a test, no post of this spec stays on the blog for the specs after it.
  test.afterAll(async ({ browser, signInAdmin }, info) => {
    const context = await adminContext(browser, info, signInAdmin);
    await cleanUp(context.request);
    await context.close();
  });

  test(
    'an admin writes, previews, illustrates, publishes and unpublishes a post',
    { tag: '@desktop' },
    async ({ browser, signInAdmin, watchErrors }, info) => {
      test.setTimeout(180_000);
      const context = await adminContext(browser, info, signInAdmin);
      await cleanUp(context.request);
      const page = await context.newPage();
      page.on('dialog', (d) => void d.accept());
      const errors = watchErrors(page);
      const stamp = `${info.project.name}-${Date.now().toString(36)}`;
      const titleEn = `E2E blogeditor ${stamp} Rahu and the Moon`;
      const slug = `${PREFIX}-${stamp}-rahu-and-the-moon`;
      const titleHi = `राहु और चंद्रमा ${stamp}`;

      const res = await page.goto('/admin?tab=blog');
      await hydrated(page);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: t.list.heading })).toBeVisible();
      await page.getByTestId('blog-new').click();
      await expect(page.getByRole('heading', { level: 2, name: t.form.newHeading })).toBeVisible();

      // The address follows the English title.
      await page.getByTestId('blog-title-en').fill(titleEn);
      await expect(page.getByTestId('blog-slug')).toHaveValue(slug);
      await page.getByTestId('blog-serp-en').fill('How Rahu meets the Moon, in short.');
      await page
        .getByTestId('blog-body-en')
        .fill(
          'Rahu shadows the **Moon in eclipses** and in charts.\n\n- first point\n- second point\n\n## Read more\n\nSee the [NASA eclipse guide](https://eclipse.gsfc.nasa.gov/) or [our blog](/blogs).',
        );
      // Preview: the same renderer as the article.
      await page.getByTestId('blog-body-en-preview').click();
      const preview = page.locator('#blog-body-en-panel-preview');
      await expect(preview.locator('strong')).toHaveText('Moon in eclipses');
      await expect(preview.locator('ul > li')).toHaveText(['first point', 'second point']);
      await expect(preview.getByRole('heading', { level: 2 })).toHaveText('Read more');
      const external = preview.getByRole('link', { name: 'NASA eclipse guide' });
      await expect(external).toHaveAttribute('href', 'https://eclipse.gsfc.nasa.gov/');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      await expect(page.getByTestId('blog-body-en')).toBeHidden();
      await expect(preview).toBeVisible();
      await page.getByTestId('blog-body-en-write').click();
      await expect(page.getByTestId('blog-body-en')).toBeVisible();

      await page.getByTestId('blog-title-hi').fill(titleHi);
      await page.getByTestId('blog-serp-hi').fill('राहु और चंद्रमा का मिलन, संक्षेप में।');
      await page
        .getByTestId('blog-body-hi')
        .fill('राहु ग्रहण में **चंद्रमा को ढकता** है।\n\n1. पहला बिंदु\n2. दूसरा बिंदु\n\n[हमारा ब्लॉग](/blogs) पढ़ें।');
      await page.getByTestId('blog-body-hi-preview').click();
      const previewHi = page.locator('#blog-body-hi-panel-preview');
      await expect(previewHi.locator('strong')).toHaveText('चंद्रमा को ढकता');
      await expect(previewHi.locator('ol > li')).toHaveCount(2);
      await expect(previewHi.getByRole('link', { name: 'हमारा ब्लॉग' })).toHaveAttribute('href', '/hi/blogs');

      // Publishing checks every field first: the category is missing.
      await page.getByTestId('blog-publish').click();
      await expect(page.getByTestId('blog-category')).toBeFocused();
      await expect(page.getByTestId('blog-action-status')).toHaveText(t.errors.fix);
      await page.getByTestId('blog-category').selectOption('astrology');

      // The banner: an uploaded PNG (the post is saved as a draft first).
      await page.getByTestId('blog-banner-file').setInputFiles({
        name: 'banner.png',
        mimeType: 'image/png',
        buffer: png(600, 315),
      });
      // Two requests in one step (save the draft, then upload): given longer than one answer.
      await expect(page.getByTestId('blog-action-status')).toHaveText(
        t.banner.uploaded.replace('{width}', '600').replace('{height}', '315'),
        { timeout: 15_000 },
      );
      const bannerPreview = page.getByTestId('blog-banner-preview');
      await expect(bannerPreview).toHaveAttribute(
        'src',
        /^\/api\/publics\/blog\/banners\/[a-f0-9]{32}\.png\?w=600&h=315$/,
      );
      const bannerSrc = (await bannerPreview.getAttribute('src'))!;
      await expect(page.getByTestId('blog-status')).toHaveText(t.status.draft);
      // A draft is not public.
      expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

      await page.getByTestId('blog-publish').click();
      await expect(page.getByTestId('blog-action-status')).toHaveText(t.actions.published);
      await expect(page.getByTestId('blog-status')).toHaveText(t.status.published);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

      // The public pages show it at once, in both languages, with the uploaded banner.
      expect((await listedSlugs(page, '/hi/blogs'))[0]).toBe(slug);
      const hiCard = page.getByTestId('blog-list').getByTestId('post-card').first();
      await expect(hiCard.getByRole('heading', { level: 3 })).toHaveText(titleHi);
      await expect(hiCard.locator('img')).toHaveAttribute('src', bannerSrc);
      await expect(hiCard.locator('img')).toHaveAttribute('width', '600');
      expect((await listedSlugs(page, '/blogs'))[0]).toBe(slug);

      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleEn);
      const body = page.getByTestId('article-body');
      await expect(body.locator('strong')).toHaveText('Moon in eclipses');
      await expect(body.locator('ul > li')).toHaveText(['first point', 'second point']);
      await expect(body.getByRole('link', { name: 'NASA eclipse guide' })).toHaveAttribute(
        'rel',
        'noopener noreferrer nofollow',
      );
      await expect(body.getByRole('link', { name: 'our blog' })).toHaveAttribute('href', '/blogs');
      const banner = page.getByTestId('article-banner');
      await expect(banner).toHaveAttribute('src', bannerSrc);
      await expect(banner).toHaveAttribute('height', '315');
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`${bannerSrc.replace(/[.?]/g, '\\$&')}$`),
      );
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

      const hiRes = await page.goto(`/hi/blog/${slug}`);
      expect(hiRes?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleHi);
      await expect(page.getByTestId('article-body')).toContainText(DEVANAGARI);
      await expect(page.getByTestId('article-body').locator('strong')).toHaveText('चंद्रमा को ढकता');
      await expect(page.getByTestId('article-body').getByRole('link', { name: 'हमारा ब्लॉग' })).toHaveAttribute(
        'href',
        '/hi/blogs',
      );

      // Unpublish: a 404 to the public again, off the lists.
      await page.goto('/admin?tab=blog');
      await hydrated(page);
      await page.getByTestId('blog-admin-search').fill(stamp);
      await page.getByTestId('blog-admin-search-button').click();
      await expect(page.getByTestId('blog-admin-post')).toHaveCount(1);
      await expect(page.getByTestId('blog-admin-status')).toHaveText(t.status.published);
      await page.getByTestId('blog-admin-edit').click();
      await expect(page.getByTestId('blog-title-en')).toHaveValue(titleEn);
      await page.getByTestId('blog-unpublish').click();
      await expect(page.getByTestId('blog-status')).toHaveText(t.status.draft);
      expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
      expect((await page.request.get(`/hi/blog/${slug}`)).status()).toBe(404);
      expect(await listedSlugs(page, '/blogs')).not.toContain(slug);

      // Delete, after a confirmation; the uploaded banner goes with it.
      await page.goto('/admin?tab=blog');
      await hydrated(page);
      await page.getByTestId('blog-admin-search').fill(stamp);
      await page.getByTestId('blog-admin-search-button').click();
      await expect(page.getByTestId('blog-admin-post')).toHaveCount(1);
      await page.getByTestId('blog-admin-edit').click();
      await page.getByTestId('blog-delete').click();
      const dialog = page.getByRole('dialog', { name: t.actions.deleteTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.actions.delete }).click();
      await expect(page.getByTestId('blog-admin-list')).toBeVisible();
      await page.getByTestId('blog-admin-search').fill(stamp);
      await page.getByTestId('blog-admin-search-button').click();
      await expect(page.getByTestId('blog-admin-empty')).toHaveText(t.list.empty);
      expect((await page.request.get(bannerSrc)).status()).toBe(404);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  // Phone only: scheduling is the same flow at any width, and the wide editor is the test above.
  test('a scheduled post is absent until its instant, then public', async ({
    browser,
    signInAdmin,
    watchErrors,
  }, info) => {
    test.setTimeout(180_000);
    const context = await adminContext(browser, info, signInAdmin);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const stamp = `${info.project.name}-${Date.now().toString(36)}`;
    const slug = `${PREFIX}-${stamp}-scheduled`;
    const created = await context.request.post('/api/admin/blog/posts', {
      data: {
        slug,
        category: 'tarot',
        title: { en: `Scheduled ${stamp}`, hi: `तय समय ${stamp}` },
        serpDescription: { en: 'Comes later.', hi: 'बाद में आएगा।' },
        body: { en: 'Later **text**.', hi: 'बाद का **पाठ**।' },
      },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.goto('/hi/admin?tab=blog');
    await hydrated(page);
    await page.getByTestId('blog-admin-search').fill(stamp);
    await page.getByTestId('blog-admin-search-button').click();
    await expect(page.getByTestId('blog-admin-post')).toHaveCount(1);
    await page.getByTestId('blog-admin-edit').click();
    await expect(page.getByTestId('blog-title-en')).toHaveValue(`Scheduled ${stamp}`);

    // Twenty seconds ahead, in Indian time (the field reads IST).
    const at = Date.now() + 20_000;
    const ist = new Date(at + 330 * 60_000).toISOString().slice(0, 19);
    await page.getByTestId('blog-publish-at').fill(ist);
    await page.getByTestId('blog-schedule').click();
    await expect(page.getByTestId('blog-status')).toHaveText(hi.blogEditor.status.scheduled);
    await expect(page.getByTestId('blog-state')).toContainText(DEVANAGARI);

    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
    expect((await page.request.get(`/hi/blog/${slug}`)).status()).toBe(404);
    const list = await page.request.post('/api/publics/blog/list', { data: { filter: {}, limit: 20 } });
    expect(((await list.json()) as { data: { data: { slug: string }[] } }).data.data.map((p) => p.slug)).not.toContain(
      slug,
    );
    expect(Date.now()).toBeLessThan(at);

    await expect
      .poll(async () => (await page.request.get(`/blog/${slug}`)).status(), { timeout: 60_000, intervals: [2_000] })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(at - 1000);
    expect(await listedSlugs(page, '/hi/blogs')).toContain(slug);
    expect(await listedSlugs(page, '/blogs')).toContain(slug);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    expect((await context.request.delete(`/api/admin/blog/posts/${id}`)).status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the Hindi editor keeps unsaved work on the device and asks before leaving', async ({
    browser,
    signInAdmin,
    watchErrors,
  }, info) => {
    const context = await adminContext(browser, info, signInAdmin);
    const page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    const errors = watchErrors(page);
    const res = await page.goto('/hi/admin?tab=blog');
    await hydrated(page);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: hi.blogEditor.list.heading })).toBeVisible();
    await expect(page.locator('main')).toContainText(DEVANAGARI);
    await page.getByTestId('blog-new').click();
    await page.getByTestId('blog-title-hi').fill('अधूरा लेख');
    await page.getByTestId('blog-title-en').fill('An unfinished post');
    // Leaving asks first.
    await page.getByTestId('blog-back').click();
    const leave = page.getByRole('dialog', { name: hi.blogEditor.leave.title });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: hi.blogEditor.leave.stay }).click();
    await expect(page.getByTestId('blog-title-en')).toHaveValue('An unfinished post');
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    // A reload (as after a crash) offers the kept work back.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('drishti:blog-editor:new')))
      .toContain('An unfinished post');
    await page.reload();
    await hydrated(page);
    await page.getByTestId('blog-new').click();
    await expect(page.getByTestId('blog-restore')).toBeVisible();
    await page.getByTestId('blog-restore-yes').click();
    await expect(page.getByTestId('blog-title-en')).toHaveValue('An unfinished post');
    await expect(page.getByTestId('blog-title-hi')).toHaveValue('अधूरा लेख');
    await expect(page.getByTestId('blog-slug')).toHaveValue('an-unfinished-post');
    // Discarding forgets it.
    await page.getByTestId('blog-back').click();
    await page
      .getByRole('dialog', { name: hi.blogEditor.leave.title })
      .getByRole('button', { name: hi.blogEditor.leave.leave })
      .click();
    await page.getByTestId('blog-new').click();
    await page.getByTestId('blog-restore-no').click();
    await expect(page.getByTestId('blog-title-en')).toHaveValue('');
    expect(await page.evaluate(() => window.localStorage.getItem('drishti:blog-editor:new'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('non-admins get a 404 for the editor and 401/403 from its API', async ({ browser, signIn }, info) => {
    const anonymous = await newContext(browser, info);
    for (const [method, url] of [
      ['GET', '/api/admin/blog/posts'],
      ['POST', '/api/admin/blog/posts'],
      ['POST', '/api/admin/blog/posts/00000000-0000-4000-8000-000000000000/publish'],
    ] as const) {
      const r = await anonymous.request.fetch(url, { method, data: method === 'POST' ? {} : undefined });
      expect(r.status(), url).toBe(401);
    }
    await anonymous.close();

    const user = await newContext(browser, info);
    const phone = `98426${info.project.name === 'phone' ? 1 : 2}${String(Date.now() % 10_000).padStart(4, '0')}`;
    await signIn(user, phone);
    const page = await user.newPage();
    const res = await page.goto('/admin?tab=blog');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('blog-admin-list')).toHaveCount(0);
    expect((await page.goto('/hi/admin?tab=blog'))?.status()).toBe(404);
    expect((await user.request.get('/api/admin/blog/posts')).status()).toBe(403);
    const create = await user.request.post('/api/admin/blog/posts', {
      data: {
        slug: `${PREFIX}-not-allowed`,
        category: null,
        title: { en: 'No', hi: '' },
        serpDescription: { en: '', hi: '' },
        body: { en: '', hi: '' },
      },
    });
    expect(create.status()).toBe(403);
    expect((await user.request.delete('/api/admin/blog/posts/00000000-0000-4000-8000-000000000000')).status()).toBe(
      403,
    );
    await user.close();
  });
});
