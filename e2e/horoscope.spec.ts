import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import {
  brokenLinks,
  Checks,
  fetchPages,
  letTimePass,
  linksInHtml,
  noHorizontalScroll,
  readDocuments,
  settledScrollLeft,
  signInByApi,
  watchErrors,
} from './helpers';
import { HOROSCOPE_PERIOD_SLUGS, periodTitles } from '../packages/content/src/horoscope-phrases';
import { READING_SECTIONS, readingSectionTitles } from '../packages/content/src/horoscope-texts';
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

/** One read of a sign page (live or parsed from the server's HTML), checked by expectSignPage. */
function readSignPage(doc: Document) {
  const q = (sel: string) => doc.querySelector(sel);
  return {
    lang: doc.documentElement.lang,
    h1: q('h1')?.textContent,
    dates: q('[data-testid="horoscope-dates"]')?.textContent?.trim(),
    current: [...doc.querySelectorAll('[data-testid="period-nav"] a[aria-current="page"]')].map((a) =>
      a.getAttribute('href'),
    ),
    sky: q('[data-testid="horoscope-sky"] h2 + p')?.textContent ?? '',
    basisLabel: q('[data-testid="basis"] > p')?.textContent,
    basis: [...doc.querySelectorAll('[data-testid="basis"] li')].map((li) => li.textContent ?? ''),
    months: [...doc.querySelectorAll('[data-testid="horoscope-month"]')].map((m) => ({
      title: m.querySelector('h3')?.textContent,
      text: m.querySelector('p')?.textContent ?? '',
    })),
    sections: [...doc.querySelectorAll('[data-testid="horoscope-section"]')].map((s) => ({
      key: s.getAttribute('data-section'),
      title: s.querySelector('h2')?.textContent,
      text: s.querySelector('h2 + p')?.textContent ?? '',
    })),
    remedy: q('[data-testid="horoscope-remedy"] p')?.textContent ?? '',
    luckyNumber: q('[data-testid="lucky-number"]')?.textContent,
    luckyTime: q('[data-testid="lucky-time"]')?.textContent ?? null,
    luckyFactors: q('[data-testid="lucky-factors"]')?.textContent ?? '',
    luckyColour: q('[data-testid="lucky-colour"]')?.textContent,
    about: q('[data-testid="about-sign"]')?.textContent ?? '',
    others: [...doc.querySelectorAll('[data-testid="other-signs"] a')].map((a) => a.getAttribute('href')),
    glyph: q('header svg[role="img"]')?.getAttribute('aria-label'),
    canonical: q('link[rel="canonical"]')?.getAttribute('href'),
    hreflangHi: q('link[rel="alternate"][hreflang="hi"]')?.getAttribute('href'),
  };
}

/** Checks one read of a sign page against the content data, noting every mismatch in `c`. */
function checkSignPage(
  c: Checks,
  got: ReturnType<typeof readSignPage>,
  locale: 'en' | 'hi',
  prefix: string,
  period: (typeof HOROSCOPE_PERIOD_SLUGS)[number],
  sign: (typeof ZODIAC_SIGNS)[number],
) {
  const path = `${prefix}/horoscope/${period}/${sign.key}`;
  const t = (locale === 'en' ? en : hi).horoscope;
  c.equal(got.lang, locale, `${path} lang`);
  c.equal(got.h1, `${sign.name[locale]} ${periodTitles[period][locale]}`, `${path} h1`);
  if (locale === 'hi') c.match(got.h1, DEVANAGARI, `${path} h1 in Devanagari`);
  c.match(
    got.dates,
    ['weekly-horoscope', 'monthly-horoscope', 'yearly-horoscope'].includes(period) ? RANGE : ONE_DAY,
    `${path} dates`,
  );
  if (period === 'yearly-horoscope') c.match(got.dates, /^01\/01\/(\d{4}) – 31\/12\/\1$/, `${path} year`);
  c.equal(got.current, [path], `${path} current period`);
  c.equal(
    got.sections.map((s) => s.key),
    [...READING_SECTIONS],
    `${path} sections`,
  );
  for (const s of got.sections) {
    const key = s.key as (typeof READING_SECTIONS)[number];
    const where = `${path} ${key}`;
    c.equal(s.title, readingSectionTitles[key]?.[locale], `${where} title`);
    c.more(s.text.length, 40, `${where} text length`);
    if (locale === 'hi') c.match(s.text, DEVANAGARI, `${where} text in Devanagari`);
  }
  // The period's sky: the Moon (days and weeks) or the slow planets (years), with the planets the
  // prose leaves out listed once, each with its house.
  c.more(got.sky.length, 30, `${path} sky`);
  if (!['monthly-horoscope', 'yearly-horoscope'].includes(period))
    c.match(got.sky, locale === 'en' ? /\bthe Moon\b/i : /चंद्रमा/, `${path} the Moon`);
  if (period === 'tomorrow-horoscope')
    c.match(got.sky, locale === 'en' ? /\btomorrow\b/i : /कल/, `${path} names tomorrow`);
  if (period === 'yesterday-horoscope')
    c.match(got.sky, locale === 'en' ? /that day/i : /उस दिन/, `${path} names the day`);
  if (got.basis.length > 0) c.equal(got.basisLabel, t.sign.alsoInSky, `${path} basis label`);
  for (const b of got.basis) c.match(b, locale === 'en' ? /house \d+/ : /भाव \d+/, `${path} basis item`);
  c.equal(got.months.length, period === 'yearly-horoscope' ? 12 : 0, `${path} months`);
  for (const m of got.months) c.match(m.text, new RegExp(DATE), `${path} ${m.title} dated`);
  c.match(got.remedy, locale === 'en' ? /^Remedy: .+because/ : /^उपाय: .+क्योंकि/, `${path} remedy`);
  const sentences = [got.sky, ...got.months.map((m) => m.text), ...got.sections.map((s) => s.text), got.remedy]
    .join(' ')
    .split(/(?<=[.!?।])\s+/);
  c.equal(new Set(sentences).size, sentences.length, `${path} no sentence twice`);
  const daily = !['weekly-horoscope', 'monthly-horoscope', 'yearly-horoscope'].includes(period);
  if (daily) c.match(got.luckyTime ?? '', /^\d\d:\d\d–\d\d:\d\d$/, `${path} lucky time`);
  c.more(got.luckyFactors.length, 20, `${path} lucky basis`);
  c.atLeast(Number(got.luckyNumber), 1, `${path} lucky number`);
  c.more((got.luckyColour ?? '').trim().length, 0, `${path} lucky colour`);
  c.contains(got.about, sign.description[locale], `${path} about the sign`);
  c.equal(
    got.others,
    ZODIAC_SIGNS.filter((o) => o.key !== sign.key).map((o) => `${prefix}/horoscope/${period}/${o.key}`),
    `${path} other signs`,
  );
  c.contains(got.glyph, sign.name[locale], `${path} glyph label`);
  c.match(got.canonical, new RegExp(`${path}$`), `${path} canonical`);
  c.match(got.hreflangHi, new RegExp(`/hi/horoscope/${period}/${sign.key}$`), `${path} hreflang hi`);
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

    test(`every internal link on ${prefix}/horoscope resolves`, async ({ request }) => {
      const res = await request.get(`${prefix}/horoscope`);
      expect(res.status()).toBe(200);
      const hrefs = linksInHtml(await res.text());
      expect(hrefs.length).toBeGreaterThan(30);
      expect(await brokenLinks(request, hrefs, test.info())).toEqual([]);
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

    // All 84 sign pages (7 periods × 12 signs) are read from the server's HTML; the browser opens
    // two of them below (a day and a year, the longest titles) for layout and console errors.
    test(`all 84 sign pages in ${locale}`, async ({ page, request }) => {
      const paths = HOROSCOPE_PERIOD_SLUGS.flatMap((period) =>
        ZODIAC_SIGNS.map((sign) => `${prefix}/horoscope/${period}/${sign.key}`),
      );
      const fetched = await fetchPages(request, paths);
      const pages = await readDocuments(
        page,
        fetched.map((f) => f.html),
        readSignPage,
      );
      const checks = new Checks();
      let i = 0;
      for (const period of HOROSCOPE_PERIOD_SLUGS) {
        for (const sign of ZODIAC_SIGNS) {
          checks.equal(fetched[i]!.status, 200, `${fetched[i]!.path} status`);
          checkSignPage(checks, pages[i++]!, locale, prefix, period, sign);
        }
      }
      expect(checks.problems).toEqual([]);
    });

    test(`sign pages in the browser in ${locale}`, { tag: '@desktop' }, async ({ page }) => {
      const errors = watchErrors(page);
      // The longest name makes the longest title: the likeliest to overflow a narrow screen.
      const sign = ZODIAC_SIGNS.reduce((a, b) => (b.name[locale].length > a.name[locale].length ? b : a));
      for (const period of ['daily-horoscope', 'yearly-horoscope'] as const) {
        const path = `${prefix}/horoscope/${period}/${sign.key}`;
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        // The live page reads as the server's HTML does.
        const live = (await page.evaluate(`(${readSignPage})(document)`)) as ReturnType<typeof readSignPage>;
        const checks = new Checks();
        checkSignPage(checks, live, locale, prefix, period, sign);
        expect(checks.problems).toEqual([]);
        expect(await noHorizontalScroll(page), path).toBeLessThanOrEqual(0);
      }
      expectCarousel(await carouselLinks(page), prefix);
      expect(errors).toEqual([]);
    });
  });
}

/** The autoplay island has started: it marks its button's state (the markup has none). */
async function autoplayStarted(page: Page) {
  await expect(page.getByTestId('carousel-toggle')).toHaveAttribute('aria-pressed', 'false');
}

test.describe('zodiac carousel', () => {
  const scrollLeft = (page: Page) =>
    page
      .getByTestId('zodiac-carousel')
      .locator('ul')
      .evaluate((el) => Math.round(el.scrollLeft));

  // The page's clock is ours: the autoplay's 1-second steps run when the test moves time, not
  // when a busy machine gets round to them, and holding still for seconds costs no real seconds.
  test('moves on by itself, pauses on hover and opens signs in a new tab', { tag: '@desktop' }, async ({ page }) => {
    await page.clock.install();
    await page.goto('/horoscope');
    await autoplayStarted(page);
    const track = page.getByTestId('zodiac-carousel').locator('ul');
    await track.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
    const start = await settledScrollLeft(track);
    await page.clock.runFor(1000);
    await expect.poll(() => scrollLeft(page)).not.toBe(start);

    await track.hover();
    const held = await settledScrollLeft(track);
    await letTimePass(page, 2200);
    expect(await scrollLeft(page)).toBe(held);
    await page.clock.resume();

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
    await page.clock.install();
    await page.goto('/hi/horoscope/yearly-horoscope/leo');
    await autoplayStarted(page);
    const track = page.getByTestId('zodiac-carousel').locator('ul');
    await track.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
    const start = await settledScrollLeft(track);
    await letTimePass(page, 2500);
    expect(await scrollLeft(page)).toBe(start);
    await expect(page.getByTestId('carousel-toggle')).toBeHidden();
  });

  test('stops with its pause button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/horoscope');
    await autoplayStarted(page);
    const toggle = page.getByTestId('carousel-toggle');
    await expect(toggle).toHaveText(en.horoscope.carousel.pause, { useInnerText: true });
    await toggle.click();
    await expect(toggle).toHaveText(en.horoscope.carousel.play, { useInnerText: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
    const held = await settledScrollLeft(page.getByTestId('zodiac-carousel').locator('ul'));
    await letTimePass(page, 2200);
    expect(await scrollLeft(page)).toBe(held);
  });
});

/** A phone number of this spec's own, per project. */
const phoneFor = (info: TestInfo, n: number) =>
  `98427${info.project.name === 'phone' ? 1 : 2}${String(n).padStart(4, '0')}`;

test.describe('personal horoscope', () => {
  test('asks a signed-out visitor to sign in', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/hi/horoscope');
    const section = page.getByTestId('personal-horoscope');
    await expect(section).toHaveAttribute('data-state', 'signed-out');
    await expect(section).toContainText(hi.horoscope.personal.signIn);
    expect(errors).toEqual([]);
  });

  test('reads the day from a saved birth: Moon sign, ascendant and running dasha', async ({ browser }, info) => {
    const context = await browser.newContext({ ...info.project.use });
    await signInByApi(context.request, phoneFor(info, 1));
    const page = await context.newPage();
    await page.goto('/horoscope');
    await expect(page.getByTestId('personal-horoscope')).toHaveAttribute('data-state', 'no-profile');
    // PyJHora's 1996 Chennai chart: ascendant Capricorn, Moon in Libra.
    const saved = await context.request.post('/api/users/profiles', {
      data: {
        name: 'Asha Verma',
        gender: 'female',
        relation: 'self',
        birthDate: '1996-12-07',
        birthTime: '10:34',
        placeName: 'Chennai, Tamil Nadu',
        lat: 13.0878,
        lon: 80.2785,
        timezone: 'Asia/Kolkata',
      },
    });
    expect(saved.status()).toBe(200);
    await page.goto('/hi/horoscope');
    const section = page.getByTestId('personal-horoscope');
    await expect(section).toHaveAttribute('data-state', 'ready');
    await expect(section.getByTestId('personal-moon-sign')).toHaveText('तुला');
    await expect(section.getByTestId('personal-ascendant')).toHaveText('मकर');
    await expect(section.getByTestId('personal-dasha-text')).toContainText('महादशा');
    await expect(section.locator('[data-section]')).toHaveCount(7);
    await context.close();
  });
});

test('the horoscope pages are served without React and read without JavaScript', async ({ browser, request }, info) => {
  for (const path of ['/horoscope', '/hi/horoscope/daily-horoscope', '/horoscope/yearly-horoscope/leo']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="drishti-hydration" content="none"\/?>/);
    expect(html, path).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\//);
    expect(html, path).toMatch(/<script[^>]*src="\/_next\/static\/islands\//);
  }
  const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/hi/horoscope');
  await expect(page.getByTestId('chooser-card')).toHaveCount(12);
  // The invitation to sign in, in <noscript> (Playwright reads no text there, the DOM does).
  const invitation = page.getByTestId('personal-horoscope').locator('noscript');
  expect(await invitation.textContent()).toContain(hi.horoscope.personal.signIn);
  expect(await invitation.innerHTML()).toContain('href="/hi/login?next=%2Fhi%2Fhoroscope"');
  await context.close();
});

test('an unknown period or sign is a 404', async ({ request }) => {
  expect((await request.get('/horoscope/hourly-horoscope/leo')).status()).toBe(404);
  expect((await request.get('/hi/horoscope/daily-horoscope/ophiuchus')).status()).toBe(404);
  expect((await request.get('/horoscope/weekly-horoscope')).status()).toBe(404);
});
