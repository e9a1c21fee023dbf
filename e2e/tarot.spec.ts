import { expect, test } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { brokenInternalLinks, noHorizontalScroll, watchErrors } from './helpers';
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
        expect(tile.text).toContain(card.roman);
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

    test(`every internal link on ${prefix}/tarot resolves`, async ({ page, request }) => {
      await page.goto(`${prefix}/tarot`);
      const { hrefs, failures } = await brokenInternalLinks(page, request, test.info());
      expect(hrefs.length).toBeGreaterThan(22);
      expect(failures).toEqual([]);
    });

    test(`all 22 major arcana pages in ${locale}`, { tag: '@desktop' }, async ({ page }) => {
      test.setTimeout(180_000); // 22 pages in a row
      const errors = watchErrors(page);
      for (const [i, card] of MAJOR_ARCANA.entries()) {
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
      }
      expect(errors).toEqual([]);
    });
  });
}

test('an unknown card is a 404', async ({ request }) => {
  expect((await request.get('/tarot/major-arcana/the-joker')).status()).toBe(404);
  expect((await request.get('/hi/tarot/major-arcana/ace-of-cups')).status()).toBe(404);
});
