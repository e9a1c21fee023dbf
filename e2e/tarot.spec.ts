import { expect, test } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import {
  brokenLinks,
  Checks,
  fetchPages,
  linksInHtml,
  noHorizontalScroll,
  readDocuments,
  watchErrors,
} from './helpers';
import { MAJOR_ARCANA, TAROT_CTA, TAROT_SUITS } from '../packages/content/src/tarot';

const locales = [
  { locale: 'en', prefix: '', messages: en },
  { locale: 'hi', prefix: '/hi', messages: hi },
] as const;

const DEVANAGARI = /[\u0900-\u097F]/;

for (const { locale, prefix, messages } of locales) {
  const t = messages.tarot;

  test.describe(`tarot in ${locale}`, () => {
    test(`${prefix}/tarot lists the major arcana and the four suits`, { tag: '@desktop' }, async ({ page }) => {
      const errors = watchErrors(page);
      const res = await page.goto(`${prefix}/tarot`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.index.title);
      if (locale === 'hi') await expect(page.locator('main')).toContainText(DEVANAGARI);

      // One read of all 22 tiles, compared with the content data.
      const tiles = await page
        .getByTestId('major-arcana')
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((a) => ({
            href: a.getAttribute('href'),
            text: a.textContent,
            verdict: a.querySelector('[data-testid="verdict"]')?.getAttribute('data-verdict'),
            verdictText: a.querySelector('[data-testid="verdict"]')?.textContent,
          })),
        );
      expect(tiles).toHaveLength(22);
      for (const [i, card] of MAJOR_ARCANA.entries()) {
        const tile = tiles[i]!;
        expect(tile.href).toBe(`${prefix}/tarot/major-arcana/${card.slug}`);
        expect(tile.text).toContain(card.name[locale]);
        expect(tile.text).toContain(locale === 'hi' ? String(card.number) : card.roman);
        expect(tile.verdict).toBe(card.yesNo.verdict);
        expect(tile.verdictText).toContain(t.verdict[card.yesNo.verdict]);
      }

      // The minor arcana: closed suits that open without JavaScript and list their 14 cards.
      for (const suit of Object.values(TAROT_SUITS)) {
        const details = page.getByTestId(`suit-${suit.key}`);
        await expect(details.locator('summary')).toContainText(suit.name[locale]);
        await details.locator('summary').click();
        await expect(details).toHaveAttribute('open', '');
        await expect(details.locator('li')).toHaveCount(14);
      }

      const cta = page.getByTestId('tarot-cta');
      await expect(cta).toContainText(TAROT_CTA[locale]);
      await expect(cta.getByRole('link', { name: t.cta.button })).toHaveAttribute(
        'href',
        `${prefix}/online-astrologer`,
      );
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    test(`every internal link on ${prefix}/tarot resolves`, async ({ request }) => {
      const res = await request.get(`${prefix}/tarot`);
      expect(res.status()).toBe(200);
      const hrefs = linksInHtml(await res.text());
      expect(hrefs.length).toBeGreaterThan(22);
      expect(await brokenLinks(request, hrefs, test.info())).toEqual([]);
    });

    // Every card page is read from the server's HTML (no browser needed for text and links); the
    // browser opens the card with the longest name below, for layout, visibility and console errors.
    test(`all 22 major arcana pages in ${locale}`, async ({ page, request }) => {
      const paths = MAJOR_ARCANA.map((card) => `${prefix}/tarot/major-arcana/${card.slug}`);
      const fetched = await fetchPages(request, paths);
      const pages = await readDocuments(
        page,
        fetched.map((f) => f.html),
        (doc, { crumb }) => {
          const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
          const crumbs = doc.querySelector(`nav[aria-label="${crumb}"]`);
          return {
            lang: doc.documentElement.lang,
            h1: [...doc.querySelectorAll('h1')].map((h) => text(h)),
            art: [...doc.querySelectorAll('[role="img"]')].map((el) => el.getAttribute('aria-label') ?? ''),
            verdicts: [...doc.querySelectorAll('[data-testid="verdict-panel"] [data-testid="verdict"]')].map((v) => ({
              verdict: v.getAttribute('data-verdict'),
              text: text(v),
            })),
            panel: text(doc.querySelector('[data-testid="verdict-panel"]')),
            main: text(doc.querySelector('main')),
            mains: doc.querySelectorAll('main').length,
            crumbs: [...(crumbs?.querySelectorAll('a') ?? [])].map((a) => ({
              text: text(a),
              href: a.getAttribute('href'),
            })),
            previous: [...doc.querySelectorAll('[data-testid="previous-card"]')].map((a) => a.getAttribute('href')),
            next: [...doc.querySelectorAll('[data-testid="next-card"]')].map((a) => a.getAttribute('href')),
            hreflangHi: doc.querySelector('link[rel="alternate"][hreflang="hi"]')?.getAttribute('href'),
          };
        },
        { crumb: messages.a11y.breadcrumb },
      );
      const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
      const c = new Checks();
      for (const [i, card] of MAJOR_ARCANA.entries()) {
        const got = pages[i]!;
        const path = paths[i]!;
        c.equal(fetched[i]!.status, 200, `${path} status`);
        c.equal(got.lang, locale, `${path} lang`);
        c.equal(got.mains, 1, `${path} main elements`);
        c.equal(got.h1, [card.name[locale]], `${path} h1`);
        c.contains(got.art, t.art.label.replace('{name}', card.name[locale]), `${path} art label`);
        c.equal(
          got.verdicts,
          [{ verdict: card.yesNo.verdict, text: t.verdict[card.yesNo.verdict] }],
          `${path} verdict`,
        );
        c.contains(got.panel, norm(card.yesNo.explanation[locale]), `${path} verdict explanation`);
        for (const [what, part] of Object.entries({
          upright: card.upright,
          reversed: card.reversed,
          love: card.aspects.love,
          cta: TAROT_CTA,
        })) {
          c.contains(got.main, norm(part[locale]), `${path} ${what}`);
        }
        if (locale === 'hi') c.match(got.main, DEVANAGARI, `${path} Devanagari`);
        const back = got.crumbs.filter((b) => b.text.toLowerCase().includes(t.breadcrumb.toLowerCase()));
        c.equal(
          back.map((b) => b.href),
          [`${prefix}/tarot`],
          `${path} breadcrumb`,
        );
        const prev = MAJOR_ARCANA[i - 1];
        const next = MAJOR_ARCANA[i + 1];
        c.equal(got.previous, prev ? [`${prefix}/tarot/major-arcana/${prev.slug}`] : [], `${path} previous`);
        c.equal(got.next, next ? [`${prefix}/tarot/major-arcana/${next.slug}`] : [], `${path} next`);
        c.match(got.hreflangHi, new RegExp(`/hi/tarot/major-arcana/${card.slug}$`), `${path} hreflang hi`);
      }
      expect(c.problems).toEqual([]);
    });

    test(`a major arcana page in the browser in ${locale}`, { tag: '@desktop' }, async ({ page }) => {
      const errors = watchErrors(page);
      // The longest name is the likeliest to overflow a narrow screen.
      const i = MAJOR_ARCANA.reduce(
        (best, c, j) => (c.name[locale].length > MAJOR_ARCANA[best]!.name[locale].length ? j : best),
        0,
      );
      const card = MAJOR_ARCANA[i]!;
      const path = `${prefix}/tarot/major-arcana/${card.slug}`;
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name[locale]);
      await expect(page.getByRole('img', { name: t.art.label.replace('{name}', card.name[locale]) })).toBeVisible();

      const verdict = page.getByTestId('verdict-panel').getByTestId('verdict');
      await expect(verdict).toHaveAttribute('data-verdict', card.yesNo.verdict);
      await expect(verdict).toHaveText(t.verdict[card.yesNo.verdict]);
      await expect(page.getByTestId('verdict-panel')).toContainText(card.yesNo.explanation[locale]);

      const main = page.locator('main');
      await expect(main).toContainText(card.upright[locale]);
      await expect(main).toContainText(card.reversed[locale]);
      await expect(main).toContainText(card.aspects.love[locale]);
      await expect(main).toContainText(TAROT_CTA[locale]);
      if (locale === 'hi') await expect(main).toContainText(DEVANAGARI);

      const crumbs = page.getByRole('navigation', { name: messages.a11y.breadcrumb });
      await expect(crumbs.getByRole('link', { name: t.breadcrumb })).toHaveAttribute('href', `${prefix}/tarot`);
      const prev = MAJOR_ARCANA[i - 1];
      const next = MAJOR_ARCANA[i + 1];
      if (prev)
        await expect(page.getByTestId('previous-card')).toHaveAttribute(
          'href',
          `${prefix}/tarot/major-arcana/${prev.slug}`,
        );
      else await expect(page.getByTestId('previous-card')).toHaveCount(0);
      if (next)
        await expect(page.getByTestId('next-card')).toHaveAttribute(
          'href',
          `${prefix}/tarot/major-arcana/${next.slug}`,
        );
      else await expect(page.getByTestId('next-card')).toHaveCount(0);
      const hreflang = page.locator('link[rel="alternate"][hreflang="hi"]');
      await expect(hreflang.first()).toHaveAttribute('href', new RegExp(`/hi/tarot/major-arcana/${card.slug}$`));
      expect(await noHorizontalScroll(page), path).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  });
}

test('an unknown card is a 404', async ({ request }) => {
  expect((await request.get('/tarot/major-arcana/the-joker')).status()).toBe(404);
  expect((await request.get('/hi/tarot/major-arcana/ace-of-cups')).status()).toBe(404);
});
