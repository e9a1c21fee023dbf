import { expect, type Page, test } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { brokenInternalLinks, noHorizontalScroll, watchErrors } from './helpers';
import {
  HOROSCOPE_PERIOD_SLUGS,
  HOROSCOPE_SECTION_KEYS,
  periodTitles,
  sectionTitles,
} from '../packages/content/src/horoscope-phrases';
import { ZODIAC_SIGNS } from '../packages/content/src/zodiac';

const locales = [
  { locale: 'en', prefix: '', messages: en },
  { locale: 'hi', prefix: '/hi', messages: hi },
] as const;

const DEVANAGARI = /[\u0900-\u097F]/;
const DATE = String.raw`\d{2}/\d{2}/\d{4}`;
const ONE_DAY = new RegExp(`^${DATE}$`);
const RANGE = new RegExp(`^${DATE} – ${DATE}$`);

const words = (text: string) => text.replace(/…$/, '').trim().split(/\s+/).filter(Boolean);

/** The sign pages to open for a period: all twelve for the year, three (varying) for the others. */
function signsFor(period: string, i: number) {
  if (period === 'yearly-horoscope') return ZODIAC_SIGNS;
  return [ZODIAC_SIGNS[i % 12]!, ZODIAC_SIGNS[(i + 4) % 12]!, ZODIAC_SIGNS[(i + 9) % 12]!];
}

/** The carousel's links, read in one go. */
async function carouselLinks(page: Page) {
  return page
    .getByTestId('zodiac-carousel')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    );
}

function expectCarousel(links: Awaited<ReturnType<typeof carouselLinks>>, prefix: string) {
  expect(links.map((l) => l.href)).toEqual(ZODIAC_SIGNS.map((s) => `${prefix}/horoscope/yearly-horoscope/${s.key}`));
  for (const l of links) {
    expect(l.target).toBe('_blank');
    expect(l.rel?.split(/\s+/)).toContain('noopener');
  }
}

for (const { locale, prefix, messages } of locales) {
  const t = messages.horoscope;

  test.describe(`horoscopes in ${locale}`, () => {
    test(`${prefix}/horoscope: the zodiac chooser, the period selector and the carousel`, { tag: '@desktop' }, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const res = await page.goto(`${prefix}/horoscope`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.index.title);
      await expect(page.getByRole('heading', { level: 2, name: t.index.chooserHeading })).toBeVisible();
      if (locale === 'hi') await expect(page.locator('main')).toContainText(DEVANAGARI);

      const cards = await page.getByTestId('chooser-card').evaluateAll((els) =>
        els.map((el) => ({
          sign: el.getAttribute('data-sign'),
          name: el.querySelector('h3')?.textContent,
          preview: el.querySelector('[data-testid="preview"]')?.textContent ?? '',
          readMore: el.querySelector('[data-testid="read-more"]')?.textContent ?? '',
          href: el.querySelector('[data-testid="read-more"]')?.getAttribute('href'),
          glyph: Boolean(el.querySelector('svg[data-sign]')),
        })),
      );
      expect(cards).toHaveLength(12);
      for (const [i, sign] of ZODIAC_SIGNS.entries()) {
        const card = cards[i]!;
        expect(card.sign).toBe(sign.key);
        expect(card.name).toBe(sign.name[locale]);
        expect(card.glyph).toBe(true);
        const n = words(card.preview).length;
        expect(n, `${sign.key}: ${card.preview}`).toBeGreaterThan(5);
        expect(n, `${sign.key}: ${card.preview}`).toBeLessThanOrEqual(21);
        if (locale === 'hi') expect(card.preview).toMatch(DEVANAGARI);
        expect(card.readMore.startsWith(t.index.readMore)).toBe(true);
        expect(card.href).toBe(`${prefix}/horoscope/daily-horoscope/${sign.key}`);
      }

      const periods = page.getByTestId('period-nav').getByRole('link');
      await expect(periods).toHaveCount(HOROSCOPE_PERIOD_SLUGS.length);
      for (const [i, period] of HOROSCOPE_PERIOD_SLUGS.entries()) {
        await expect(periods.nth(i)).toHaveText(periodTitles[period][locale]);
        await expect(periods.nth(i)).toHaveAttribute('href', `${prefix}/horoscope/${period}/aries`);
      }

      expectCarousel(await carouselLinks(page), prefix);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    test(`every internal link on ${prefix}/horoscope resolves`, async ({ page, request }) => {
      await page.goto(`${prefix}/horoscope`);
      const { hrefs, failures } = await brokenInternalLinks(page, request, test.info());
      expect(hrefs.length).toBeGreaterThan(30);
      expect(failures).toEqual([]);
    });

    test(`${prefix}/horoscope/daily-horoscope lists every sign's day`, { tag: '@desktop' }, async ({ page }) => {
      const errors = watchErrors(page);
      const res = await page.goto(`${prefix}/horoscope/daily-horoscope`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.daily.title);
      const items = await page
        .getByTestId('daily-list')
        .locator(':scope > li')
        .evaluateAll((els) =>
          els.map((el) => ({
            sign: el.getAttribute('data-sign'),
            name: el.querySelector('h2')?.textContent,
            text: el.querySelector('[data-testid="daily-text"]')?.textContent ?? '',
            href: el.querySelector('a')?.getAttribute('href'),
          })),
        );
      expect(items.map((i) => i.sign)).toEqual(ZODIAC_SIGNS.map((s) => s.key));
      for (const [i, sign] of ZODIAC_SIGNS.entries()) {
        expect(items[i]!.name).toBe(sign.name[locale]);
        expect(items[i]!.href).toBe(`${prefix}/horoscope/daily-horoscope/${sign.key}`);
        expect(words(items[i]!.text).length).toBeGreaterThan(21);
        if (locale === 'hi') expect(items[i]!.text).toMatch(DEVANAGARI);
      }
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    test(`sign pages of every period in ${locale}`, { tag: '@desktop' }, async ({ page }, info) => {
      test.setTimeout(240_000); // 84 pages in a row
      const errors = watchErrors(page);
      // The text is the same at every width: the phone opens one sign per period, for the layout.
      const phone = info.project.name === 'phone';
      for (const [i, period] of HOROSCOPE_PERIOD_SLUGS.entries()) {
        for (const sign of phone ? signsFor(period, i).slice(0, 1) : signsFor(period, i)) {
          const path = `${prefix}/horoscope/${period}/${sign.key}`;
          const res = await page.goto(path);
          expect(res?.status(), path).toBe(200);
          // One read of the page, checked below.
          const got = await page.evaluate(() => {
            const q = (sel: string) => document.querySelector(sel);
            return {
              lang: document.documentElement.lang,
              h1: q('h1')?.textContent,
              dates: q('[data-testid="horoscope-dates"]')?.textContent?.trim(),
              current: [...document.querySelectorAll('[data-testid="period-nav"] a[aria-current="page"]')].map((a) =>
                a.getAttribute('href'),
              ),
              sections: [...document.querySelectorAll('[data-testid="horoscope-section"]')].map((s) => ({
                key: s.getAttribute('data-section'),
                title: s.querySelector('h2')?.textContent,
                text: s.querySelector('h2 + p')?.textContent ?? '',
                basisLabel: s.querySelector('[data-testid="basis"] > p')?.textContent,
                basis: [...s.querySelectorAll('[data-testid="basis"] li')].map((li) => li.textContent ?? ''),
              })),
              luckyNumber: q('[data-testid="lucky-number"]')?.textContent,
              luckyColour: q('[data-testid="lucky-colour"]')?.textContent,
              about: q('[data-testid="about-sign"]')?.textContent ?? '',
              others: [...document.querySelectorAll('[data-testid="other-signs"] a')].map((a) =>
                a.getAttribute('href'),
              ),
              glyph: q('header svg[role="img"]')?.getAttribute('aria-label'),
              canonical: q('link[rel="canonical"]')?.getAttribute('href'),
              hreflangHi: q('link[rel="alternate"][hreflang="hi"]')?.getAttribute('href'),
            };
          });
          expect(got.lang, path).toBe(locale);
          expect(got.h1, path).toBe(`${sign.name[locale]} ${periodTitles[period][locale]}`);
          if (locale === 'hi') expect(got.h1).toMatch(DEVANAGARI);
          expect(got.dates, path).toMatch(
            ['weekly-horoscope', 'monthly-horoscope', 'yearly-horoscope'].includes(period) ? RANGE : ONE_DAY,
          );
          if (period === 'yearly-horoscope') expect(got.dates).toMatch(/^01\/01\/(\d{4}) – 31\/12\/\1$/);
          expect(got.current, path).toEqual([path]);
          expect(got.sections.map((s) => s.key)).toEqual([...HOROSCOPE_SECTION_KEYS]);
          for (const s of got.sections) {
            const key = s.key as (typeof HOROSCOPE_SECTION_KEYS)[number];
            expect(s.title).toBe(sectionTitles[key][locale]);
            expect(s.text.length, `${path} ${key}`).toBeGreaterThan(60);
            expect(s.basisLabel).toBe(t.sign.basedOn);
            expect(s.basis.length, `${path} ${key}`).toBeGreaterThan(0);
            // Every transit names a house from the sign.
            for (const b of s.basis) expect(b).toMatch(locale === 'en' ? /house/ : /भाव/);
            if (locale === 'hi') expect(s.text).toMatch(DEVANAGARI);
          }
          expect(Number(got.luckyNumber)).toBeGreaterThanOrEqual(1);
          expect(got.luckyColour?.trim().length).toBeGreaterThan(0);
          expect(got.about).toContain(sign.description[locale]);
          expect(got.others).toEqual(
            ZODIAC_SIGNS.filter((o) => o.key !== sign.key).map((o) => `${prefix}/horoscope/${period}/${o.key}`),
          );
          expect(got.glyph).toContain(sign.name[locale]);
          expect(got.canonical).toMatch(new RegExp(`${path}$`));
          expect(got.hreflangHi).toMatch(new RegExp(`/hi/horoscope/${period}/${sign.key}$`));
          expect(await noHorizontalScroll(page), path).toBeLessThanOrEqual(0);
        }
      }
      expectCarousel(await carouselLinks(page), prefix);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('zodiac carousel', () => {
  const scrollLeft = (page: Page) =>
    page
      .getByTestId('zodiac-carousel')
      .locator('ul')
      .evaluate((el) => Math.round(el.scrollLeft));

  test('moves on by itself, pauses on hover and opens signs in a new tab', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/horoscope');
    const track = page.getByTestId('zodiac-carousel').locator('ul');
    await track.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const start = await scrollLeft(page);
    await expect.poll(() => scrollLeft(page), { timeout: 4000 }).not.toBe(start);

    await track.hover();
    await page.waitForTimeout(600); // let a step in progress finish
    const held = await scrollLeft(page);
    await page.waitForTimeout(2200);
    expect(await scrollLeft(page)).toBe(held);

    const link = track.getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname).toBe('/horoscope/yearly-horoscope/aries');
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Aries Yearly Horoscope');
    await popup.close();
  });

  test('stays still with prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/hi/horoscope/yearly-horoscope/leo');
    await page.getByTestId('zodiac-carousel').locator('ul').scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const start = await scrollLeft(page);
    await page.waitForTimeout(2500);
    expect(await scrollLeft(page)).toBe(start);
    await expect(page.getByTestId('carousel-toggle')).toBeHidden();
  });

  test('stops with its pause button', async ({ page }) => {
    await page.goto('/horoscope');
    const toggle = page.getByTestId('carousel-toggle');
    await toggle.click();
    await expect(toggle).toHaveText(en.horoscope.carousel.play);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(600); // let a step in progress finish
    const held = await scrollLeft(page);
    await page.waitForTimeout(2200);
    expect(await scrollLeft(page)).toBe(held);
  });
});

test('an unknown period or sign is a 404', async ({ request }) => {
  expect((await request.get('/horoscope/hourly-horoscope/leo')).status()).toBe(404);
  expect((await request.get('/hi/horoscope/daily-horoscope/ophiuchus')).status()).toBe(404);
  expect((await request.get('/horoscope/weekly-horoscope')).status()).toBe(404);
});
