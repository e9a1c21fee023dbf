import { expect, type Page, test } from '@playwright/test';
import { contentRouteGroups, contentRoutes } from '../apps/web/lib/content-routes';
// The catalogues are read one JSON file at a time: Node's ESM loader (used by Playwright) wants the
// JSON import attribute, which apps/web/messages/index.ts does not use.
import enA11y from '../apps/web/messages/en/a11y.json' with { type: 'json' };
import enFaq from '../apps/web/messages/en/faq.json' with { type: 'json' };
import hiA11y from '../apps/web/messages/hi/a11y.json' with { type: 'json' };
import hiFaq from '../apps/web/messages/hi/faq.json' with { type: 'json' };
import { faqSets } from '../packages/content/src/faq';
import { moleRegions } from '../packages/content/src/moles';
import { brokenLinks, Checks, fetchPages, linksInHtml, watchErrors } from './helpers';

/** The marketing-consent cookie: set so that the consent banner does not cover the FAQ. */
const CONSENT_COOKIE = 'drishti_consent';

const locales = [
  { locale: 'en', prefix: '', messages: { a11y: enA11y, faq: enFaq } },
  { locale: 'hi', prefix: '/hi', messages: { a11y: hiA11y, faq: hiFaq } },
] as const;

const DEVANAGARI = /[\u0900-\u097F]/;

/** The text of the first h1 in an HTML document, tags removed. */
function h1Text(html: string): string | undefined {
  const m = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return m ? m[1]!.replace(/<[^>]+>/g, '').trim() : undefined;
}

/** The attributes of every <link> in an HTML document, names lower-cased. */
function links(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  );
}

/** Every JSON-LD block of an HTML document, parsed. */
function jsonLdIn(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Every JSON-LD block on the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

/** Pages visited in full in both languages: one of every kind. */
const REPRESENTATIVE = [
  '/astrology',
  '/live-astrologer',
  '/numerology',
  '/numerology/number/8',
  '/numerology/life-path-number',
  '/numerology/chaldean',
  '/mole-astrology',
  '/kaal-sarp-dosha',
  '/muhurat',
  '/nakshatras',
  '/nakshatras/rohini',
  '/zodiac-signs',
  '/zodiac-signs/leo',
];

// A returning visitor who has already answered the cookie question: its banner would otherwise
// float over the lower questions of the accordion.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'denied', url: baseURL! }]);
});

for (const { locale, prefix, messages } of locales) {
  test.describe(`content pages in ${locale}`, () => {
    test(`every content route answers under ${prefix || '/'} with an h1`, async ({ request }) => {
      const routes = contentRoutes();
      expect(routes.length).toBe(70);
      const fetched = await fetchPages(
        request,
        routes.map((route) => `${prefix}${route}`),
      );
      // One expect for all 70 pages: an expect per value costs more than reading the pages.
      const c = new Checks();
      for (const [i, route] of routes.entries()) {
        const { path, status, html } = fetched[i]!;
        c.equal(status, 200, `${path} status`);
        c.contains(html, `<html lang="${locale}"`, `${path} html lang`);
        const h1 = h1Text(html);
        c.more(h1?.length ?? 0, 0, `${path} h1`);
        if (locale === 'hi') c.match(h1, DEVANAGARI, `${path} h1`);
        // Canonical in the page's language and hreflang to the other.
        const all = links(html);
        const canonical = all.find((l) => l.rel === 'canonical')?.href;
        c.match(canonical, new RegExp(`^(https?://[^/]+)?${path}$`), `${path} canonical`);
        const alternate = (lang: string) => all.find((l) => l.rel === 'alternate' && l.hreflang === lang)?.href;
        c.match(alternate('hi'), new RegExp(`/hi${route}$`), `${path} hreflang hi`);
        c.match(alternate('en'), new RegExp(`^(https?://[^/]+)?${route}$`), `${path} hreflang en`);
        c.equal(alternate('x-default'), alternate('en'), `${path} x-default`);
      }
      expect(c.problems).toEqual([]);
    });

    test(`representative pages render fully in ${locale}`, { tag: '@desktop' }, async ({ page }) => {
      const errors = watchErrors(page);
      const c = new Checks();
      for (const route of REPRESENTATIVE) {
        const path = `${prefix}${route}`;
        const res = await page.goto(path);
        c.equal(res?.status(), 200, `${path} status`);
        // One read of the rendered page (the content pages are drawn on the server: all there at load).
        const got = await page.evaluate((breadcrumb) => {
          const shown = (el: Element | null) => {
            if (!el) return false;
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
          };
          const h1s = [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')];
          return {
            lang: document.documentElement.lang,
            h1s: h1s.length,
            h1Shown: shown(h1s[0] ?? null),
            h1: h1s[0]?.textContent ?? '',
            main: document.querySelector('main')?.textContent ?? '',
            faqShown:
              document.querySelectorAll('[data-testid="faq"]').length === 1 &&
              shown(document.querySelector('[data-testid="faq"]')),
            crumbsShown: shown(document.querySelector(`nav[aria-label="${breadcrumb}"]`)),
            overflow: document.documentElement.scrollWidth - window.innerWidth,
          };
        }, messages.a11y.breadcrumb);
        c.equal(got.lang, locale, `${path} lang`);
        c.equal(got.h1s, 1, `${path} h1 count`);
        c.equal(got.h1Shown, true, `${path} h1 visible`);
        if (locale === 'hi') {
          c.match(got.h1, DEVANAGARI, `${path} h1 in Devanagari`);
          c.match(got.main, DEVANAGARI, `${path} main in Devanagari`);
        }
        c.equal(got.faqShown, true, `${path} FAQ visible`);
        c.equal(got.crumbsShown, true, `${path} breadcrumb visible`);
        c.atMost(got.overflow, 0, `${path} sideways scroll`);
      }
      expect(c.problems).toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`the card FAQ opens one answer at a time on ${prefix}/astrology`, { tag: '@desktop' }, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${prefix}/astrology`);
      const faq = page.getByTestId('faq');
      await expect(faq.locator('[data-variant="card"]')).toHaveCount(1);
      await expect(faq.getByRole('heading', { level: 2 })).toHaveText(messages.faq.heading);
      const items = faqSets.astrology;
      // Native disclosures, no script: each question is a <summary>, its answer a region named by it.
      const questions = faq.locator('summary');
      await expect(questions).toHaveCount(items.length);
      const open = faq.locator('details[open]');
      await expect(open).toHaveCount(0);
      for (const [i, item] of items.entries()) {
        await expect(questions.nth(i)).toHaveText(item.question[locale]);
        await expect(questions.nth(i).getByRole('heading', { level: 3 })).toHaveText(item.question[locale]);
      }

      const answer = (i: number) => faq.getByRole('region', { name: items[i]!.question[locale] });
      await expect(answer(0)).toBeHidden();

      await questions.nth(0).click();
      await expect(open).toHaveCount(1);
      await expect(answer(0)).toBeVisible();
      await expect(answer(0)).toHaveText(items[0]!.answer[locale]);

      // Another question opens and the first closes.
      await questions.nth(1).click();
      await expect(answer(0)).toBeHidden();
      await expect(answer(1)).toBeVisible();
      await expect(open).toHaveCount(1);

      // Clicking the open one closes it.
      await questions.nth(1).click();
      await expect(open).toHaveCount(0);
      await expect(answer(1)).toBeHidden();

      // The keyboard works the same way.
      await questions.nth(2).focus();
      await page.keyboard.press('Enter');
      await expect(answer(2)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(open).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test(`the card FAQ emits FAQPage JSON-LD in ${locale}`, async ({ request }) => {
      const res = await request.get(`${prefix}/astrology`);
      expect(res.status()).toBe(200);
      const faqPages = jsonLdIn(await res.text()).filter((d) => d['@type'] === 'FAQPage');
      expect(faqPages).toHaveLength(1);
      const data = faqPages[0] as {
        '@context': string;
        mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
      };
      expect(data['@context']).toBe('https://schema.org');
      expect(data.mainEntity.map((q) => q.name)).toEqual(faqSets.astrology.map((q) => q.question[locale]));
      expect(data.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(faqSets.astrology.map((q) => q.answer[locale]));
      for (const q of data.mainEntity) {
        expect(q['@type']).toBe('Question');
        expect(q.acceptedAnswer['@type']).toBe('Answer');
      }
    });

    test(`the plain FAQ on a nakshatra page works the same, without JSON-LD, in ${locale}`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${prefix}/nakshatras/ashwini`);
      const faq = page.getByTestId('faq');
      await expect(faq.locator('[data-variant="plain"]')).toHaveCount(1);
      const questions = faq.locator('summary');
      await expect(questions).toHaveCount(faqSets.nakshatras.length);
      const open = faq.locator('details[open]');
      await questions.nth(3).click();
      await questions.nth(0).click();
      await expect(open).toHaveCount(1);
      await expect(open).toHaveAttribute('data-faq-item', faqSets.nakshatras[0]!.key);
      await expect(faq.getByRole('region')).toHaveText(faqSets.nakshatras[0]!.answer[locale]);
      await questions.nth(0).click();
      await expect(open).toHaveCount(0);
      expect((await jsonLd(page)).filter((d) => d['@type'] === 'FAQPage')).toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`the body map and region list lead to the mole regions in ${locale}`, async ({ page }) => {
      await page.goto(`${prefix}/mole-astrology`);
      const list = page.getByTestId('mole-regions').getByRole('link');
      await expect(list).toHaveCount(moleRegions.length);
      for (const region of moleRegions) {
        const section = page.getByTestId(`region-${region.key}`);
        await expect(section.getByRole('heading', { level: 2 })).toContainText(region.title[locale]);
        await expect(section.locator('li')).toHaveCount(region.spots.length);
      }
      await list.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`#region-${moleRegions[1]!.key}$`));
      await expect(page.getByTestId(`region-${moleRegions[1]!.key}`)).toBeInViewport();
      // The figure's markers point at the same sections.
      const markers = page.locator('svg a[href^="#region-"]');
      await expect(markers).toHaveCount(6);
    });

    test(`a sign page links to its horoscopes and nakshatras in ${locale}`, async ({ page }) => {
      await page.goto(`${prefix}/zodiac-signs/leo`);
      const horoscopes = page.getByTestId('sign-horoscopes').getByRole('link');
      await expect(horoscopes.nth(0)).toHaveAttribute('href', `${prefix}/horoscope/daily-horoscope/leo`);
      await expect(horoscopes.nth(1)).toHaveAttribute('href', `${prefix}/horoscope/yearly-horoscope/leo`);
      // Leo holds Magha, Purva Phalguni and the first pada of Uttara Phalguni.
      await expect(page.getByTestId('sign-nakshatras').getByRole('link')).toHaveCount(3);
      await expect(page.getByTestId('pager-next')).toHaveAttribute('href', `${prefix}/zodiac-signs/virgo`);
    });

    for (const group of contentRouteGroups) {
      // The hubs are drawn on the server: their links are read from the HTML, no browser needed.
      test(`every internal link on ${prefix}${group.hub} resolves`, async ({ request }) => {
        const res = await request.get(`${prefix}${group.hub}`);
        expect(res.status()).toBe(200);
        const hrefs = linksInHtml(await res.text());
        expect(hrefs.length).toBeGreaterThan(3);
        expect(await brokenLinks(request, hrefs, test.info())).toEqual([]);
      });
    }
  });
}
