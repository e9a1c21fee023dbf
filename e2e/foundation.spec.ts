import { expect, type Page, test } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { hydrated, screenshotForReview } from './helpers';

const flatKeys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

/** True when the element's text is drawn with a loaded web font that has Devanagari glyphs. */
async function devanagariRenders(page: Page, selector: string) {
  return page.evaluate(async (sel) => {
    await document.fonts.ready;
    const el = document.querySelector(sel);
    if (!el) return { ok: false, reason: 'no element' };
    const style = getComputedStyle(el);
    const families = style.fontFamily.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));
    const text = el.textContent ?? '';
    const faces = [...document.fonts].filter((f) => families.includes(f.family.replace(/^["']|["']$/g, '')));
    await Promise.all(faces.map((f) => f.load().catch(() => null)));
    const loaded = faces.filter((f) => f.status === 'loaded');
    const covering = families.find(
      (fam) =>
        document.fonts.check(`${style.fontWeight} 16px "${fam}"`, text) &&
        loaded.some((f) => f.family.replace(/^["']|["']$/g, '') === fam),
    );
    // Width check: real glyphs of different letters have different widths; tofu boxes are all alike.
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = `${style.fontWeight} 32px ${style.fontFamily}`;
    const widths = ['क', 'ि', 'म', 'ं'].map((c) => Math.round(canvas.measureText(c).width * 10));
    return { ok: Boolean(covering) && new Set(widths).size > 1, covering, families, widths };
  }, selector);
}

test.describe('home page', () => {
  test('English at / with the hero, Chat Now and four tiles', { tag: '@desktop' }, async ({ page }, info) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.hero.heading);
    const chat = page.getByTestId('chat-now');
    await expect(chat).toHaveText(en.home.hero.chatNow);
    await expect(chat).toHaveAttribute('href', '/online-astrologer');
    const tiles = page.locator('[data-section="hero"] ul li a');
    await expect(tiles).toHaveCount(4);
    await expect(tiles.nth(0)).toHaveText('Online Astrologers');
    await expect(tiles.nth(3)).toHaveAttribute('href', '/vedic-tools');
    await screenshotForReview(page, info, 'home-en.png', true);
  });

  test('Hindi at /hi, drawn in Devanagari glyphs', { tag: '@desktop' }, async ({ page }, info) => {
    await page.goto('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(hi.home.hero.heading);
    expect(hi.home.hero.heading).toMatch(/[\u0900-\u097F]/);
    await expect(page.getByTestId('chat-now')).toHaveAttribute('href', '/hi/online-astrologer');
    const result = await devanagariRenders(page, 'h1');
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
    await screenshotForReview(page, info, 'home-hi.png', true);
  });

  test('has no horizontal scroll at this width', async ({ page }) => {
    for (const path of ['/', '/hi']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('language switch', () => {
  test('keeps the page and flips the language both ways', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('keeps the query of the page', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/blogs?category=yoga');
    // The query is added by the switch's island, once the page's behaviour is attached.
    await hydrated(page);
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/hi\/blogs\?category=yoga$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('keeps a deeper path', async ({ page }) => {
    const res = await page.goto('/hi/this-page-does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.errors.notFoundTitle);
    await expect(page.getByTestId('language-switch')).toHaveAttribute('href', '/this-page-does-not-exist');
  });

  test('the menu opens and lists home', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/hi');
    await page.locator('summary', { hasText: hi.nav.menu }).click();
    const nav = page.getByRole('navigation', { name: hi.a11y.mainNavigation });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: hi.nav.links.home })).toHaveAttribute('href', '/hi');
  });

  test('the menu closes once a link is chosen, and on Escape', async ({ page }) => {
    await page.goto('/hi');
    await hydrated(page);
    const button = page.locator('#site-menu > summary');
    await expect(button).toHaveAttribute('aria-label', hi.a11y.openMenu);
    // On a phone the button is its icon: the word is for screen readers only, and every icon keeps its size.
    const box = await button.locator('svg').first().boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(20);
    await button.click();
    const nav = page.getByRole('navigation', { name: hi.a11y.mainNavigation });
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await nav.getByRole('link', { name: hi.nav.links.horoscope }).first().click();
    await expect(page).toHaveURL(/\/hi\/horoscope/);
    await expect(nav).toBeHidden();
    // The page under it takes taps again: its main heading is in view and not covered.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('server endpoints', () => {
  test('/api/health reports the embedded database', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'pglite' } });
  });

  test('/messages/hi.json serves the Hindi catalogue with the English keys', async ({ request }) => {
    const res = await request.get('/messages/hi.json');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(flatKeys(body).sort()).toEqual(flatKeys(en).sort());
    expect(body.home.hero.heading).toBe(hi.home.hero.heading);
    expect((await request.get('/messages/fr.json')).status()).toBe(404);
  });

  test('unknown API paths are JSON, not the web 404 page', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
  });
});
