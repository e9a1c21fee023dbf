import type { APIRequestContext, Page } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import {
  bringOnline,
  brokenLinksOnPage,
  hydrated,
  noHorizontalScroll,
  type Online,
  screenshotForReview,
} from './helpers';
import { expect, test } from './fixtures';

const locales = [
  { locale: 'en', prefix: '', messages: en },
  { locale: 'hi', prefix: '/hi', messages: hi },
] as const;

const DEVANAGARI = /[\u0900-\u097F]/;
const LIST_API = (url: URL) => url.pathname === '/api/publics/astrologers';
/** A 1×1 PNG: a real image, as the API checks uploads by their content. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * Meera Iyer (the second demo astrologer, +91 99999 10002) is online for chat while these tests
 * run: online first in the list, and her profile's chat live (demo astrologers start offline).
 */
let meera: { online: Online; request: APIRequestContext } | null = null;
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  meera = { online: await bringOnline(request, '9999910002', ['chat']), request };
});
test.afterAll(async () => {
  await meera?.online.close();
  await meera?.request.dispose();
});

/** A mobile number of its own for each test and project (each number signs in once per run). */
function phoneFor(n: number): string {
  const project = test.info().project.name === 'phone' ? 1 : 2;
  return `98212${project}${String(n).padStart(4, '0')}`;
}

/** Buys a coin pack through the sandbox checkout, as the browser would, and reports the payment. */
async function recharge(page: Page, packId: string, key: string) {
  const intent = await page.request.post('/api/wallet/recharge', {
    data: { packId, returnUrl: '/' },
    headers: { 'idempotency-key': key },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { order } = (await intent.json()).data;
  const paid = await page.request.post(`/api/payments/sandbox/checkout/${order.gatewayOrderId}`, {
    form: { outcome: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const back = new URL(paid.headers().location!, 'http://localhost');
  const verify = await page.request.post('/api/wallet/recharge/verify', {
    data: {
      razorpay_order_id: back.searchParams.get('razorpay_order_id'),
      razorpay_payment_id: back.searchParams.get('razorpay_payment_id'),
      razorpay_signature: back.searchParams.get('razorpay_signature'),
    },
  });
  expect(verify.status(), await verify.text()).toBe(200);
}

async function balance(page: Page): Promise<number> {
  const res = await page.request.get('/api/wallet');
  expect(res.status()).toBe(200);
  return (await res.json()).data.coins;
}

/**
 * Requests every same-site link of the page: each answers 200, except the booking links, which
 * send signed-out visitors to sign in and back.
 */
async function linksResolve(page: Page, request: APIRequestContext, prefix: string) {
  const { hrefs, failures } = await brokenLinksOnPage(page, request, test.info());
  expect(hrefs.length).toBeGreaterThan(5);
  const book = /\/book(\?[^:]*)?: 30[237]$/;
  expect(failures.filter((f) => !book.test(f))).toEqual([]);
  const bookHref = hrefs.find((h) => /\/book(\?|$)/.test(h))!;
  const res = await request.get(bookHref, { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers().location).toBe(`${prefix}/login?next=${encodeURIComponent(bookHref)}`);
}

/**
 * The list served without React is ready: its island mounted, and the API asked once for who is
 * online now (the server's HTML never says).
 */
async function listReady(page: Page) {
  await hydrated(page);
  const results = page.getByTestId('astrologer-results');
  await expect(results).toHaveAttribute('data-status', 'ready');
  await expect(results).toHaveAttribute('data-live', 'ready');
}

/** The cards' data attributes, read in one go. */
async function cards(page: Page) {
  return page.getByTestId('astrologer-card').evaluateAll((els) =>
    els.map((el) => ({
      slug: el.getAttribute('data-slug'),
      text: el.textContent ?? '',
      rating: el.querySelector('[data-testid="rating"]')?.getAttribute('data-rating'),
      ratingText: el.querySelector('[data-testid="rating"]')?.textContent,
      price: Number(el.querySelector('[data-testid="price"]')?.getAttribute('data-price')),
      priceText: el.querySelector('[data-testid="price"]')?.textContent ?? '',
      skills: el.querySelector('[data-testid="skills"]')?.textContent ?? '',
    })),
  );
}

for (const { locale, prefix, messages } of locales) {
  const t = messages.astrologers;
  const list = `${prefix}/online-astrologer`;

  test.describe(`consultants in ${locale}`, () => {
    test(`${list} lists the demo astrologers with "New" ratings and coins per minute`, { tag: '@desktop' }, async ({
      page,
      request,
      watchErrors,
    }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const res = await page.goto(list);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.list.title);
      await expect(page.getByRole('searchbox', { name: t.list.searchLabel })).toHaveAttribute(
        'placeholder',
        t.list.searchPlaceholder,
      );
      await listReady(page);

      const first = await cards(page);
      expect(first).toHaveLength(12);
      for (const c of first) {
        expect(c.rating).toBe('new');
        expect(c.ratingText).toContain(t.card.new);
        expect(c.price).toBeGreaterThan(0);
        expect(c.priceText).toContain(t.card.price.replace('{price}', String(c.price)));
      }
      // Online astrologers come first, with the green dot and an accessible label.
      const live = page.getByTestId('astrologer-card').first().getByTestId('live');
      await expect(live).toContainText(t.card.online);
      const [before, after] = t.card.onlineFor.split('{channels}') as [string, string];
      await expect(live.locator('.visually-hidden')).toHaveText(new RegExp(`^${before}.+${after}$`));

      const meera = page.locator('[data-testid="astrologer-card"][data-slug="meera-iyer"]');
      await expect(meera.getByTestId('astrologer-name')).toHaveText(locale === 'hi' ? 'मीरा अय्यर' : 'Meera Iyer');
      await expect(meera.getByTestId('skills')).toContainText(t.skills['kp-astrology']);
      await expect(meera.getByTestId('book-link')).toHaveAttribute(
        'href',
        `${prefix}/online-astrologer/meera-iyer/book`,
      );
      if (locale === 'hi') await expect(page.locator('main')).toContainText(DEVANAGARI);
      await linksResolve(page, request, prefix);

      // "Load more" pages through all of them: the 26 demo astrologers, plus any approved by an
      // earlier test in this run (the registration story approves one).
      const listed = await request.get('/api/publics/astrologers?limit=1');
      const total = ((await listed.json()) as { data: { total: number } }).data.total;
      expect(total).toBeGreaterThanOrEqual(26);
      await page.getByTestId('load-more').click();
      await expect(page.getByTestId('astrologer-card')).toHaveCount(24);
      while (total > (await page.getByTestId('astrologer-card').count())) {
        const shown = await page.getByTestId('astrologer-card').count();
        await page.getByTestId('load-more').click();
        await expect(page.getByTestId('astrologer-card')).toHaveCount(Math.min(total, shown + 12));
      }
      // Every astrologer shown: the link to more is hidden.
      await expect(page.getByTestId('load-more')).toBeHidden();
      await screenshotForReview(page, test.info(), `list-${locale}.png`, true);
      const all = await cards(page);
      expect(new Set(all.map((c) => c.slug)).size).toBe(total);

      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    test(`search on ${list} waits 500 ms while typing and searches at once on Enter`, async ({ page, watchErrors }) => {
      const errors = watchErrors(page);
      // The page's clock is ours: typing takes no time on it, so a busy machine cannot make the
      // keystrokes look 500 ms apart.
      await page.clock.install();
      await page.goto(list);
      await listReady(page);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
      const requests: URL[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (LIST_API(url)) requests.push(url);
      });
      const listRequest = () => page.waitForRequest((r) => LIST_API(new URL(r.url())));
      const box = page.getByRole('searchbox', { name: t.list.searchLabel });

      // Typing sends nothing until 500 ms have passed since the last key.
      await box.pressSequentially('meera', { delay: 30 });
      await page.clock.runFor(499);
      await page.waitForTimeout(300);
      expect(requests).toHaveLength(0);
      const typed = listRequest();
      await page.clock.runFor(1);
      expect(new URL((await typed).url()).searchParams.get('search')).toBe('meera');
      await expect(page.getByTestId('astrologer-card')).toHaveCount(1);
      await expect(page.getByTestId('astrologer-card')).toHaveAttribute('data-slug', 'meera-iyer');
      await expect(page).toHaveURL(/[?&]search=meera(&|$)/);

      // Enter searches at once (no time passes), and the debounce does not search a second time.
      await box.fill('sam');
      const entered = listRequest();
      await box.press('Enter');
      expect(new URL((await entered).url()).searchParams.get('search')).toBe('sam');
      await expect(page.getByTestId('astrologer-card')).toHaveAttribute('data-slug', 'sam-dsouza');
      await page.clock.runFor(1000);
      await page.waitForTimeout(300);
      expect(requests.map((u) => u.searchParams.get('search'))).toEqual(['meera', 'sam']);
      await page.clock.resume();

      // A shared link opens with the search done by the server.
      await page.goto(`${list}?search=meera`);
      await expect(page.getByRole('searchbox', { name: t.list.searchLabel })).toHaveValue('meera');
      await expect(page.getByTestId('astrologer-card')).toHaveAttribute('data-slug', 'meera-iyer');
      expect(errors).toEqual([]);
    });

    test(`a filter and a sort on ${list} work and stay in the URL`, async ({ page, watchErrors }) => {
      const errors = watchErrors(page);
      await page.goto(list);
      await listReady(page);
      await page.getByTestId('filter-skill').selectOption('tarot');
      await expect(page).toHaveURL(/[?&]skill=tarot(&|$)/);
      await expect(page.getByTestId('astrologer-results')).toHaveAttribute('data-status', 'ready');
      const tarot = await cards(page);
      expect(tarot.length).toBeGreaterThan(1);
      expect(tarot.length).toBeLessThan(26);
      for (const c of tarot) expect(c.skills).toContain(t.skills.tarot);

      await page.getByTestId('sort').selectOption('price-asc');
      await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
      await expect(page).toHaveURL(/[?&]skill=tarot(&|$)/);
      await expect(page.getByTestId('astrologer-results')).toHaveAttribute('data-status', 'ready');
      const sorted = await cards(page);
      const online = sorted.filter((c) => c.text.includes(t.card.online));
      const offline = sorted.filter((c) => !c.text.includes(t.card.online));
      // Online astrologers first, each group cheapest first.
      for (const group of [online, offline]) {
        expect(group.map((c) => c.price)).toEqual([...group.map((c) => c.price)].sort((a, b) => a - b));
      }

      // Reloading the shared URL keeps the choices and the results.
      await page.reload();
      await listReady(page);
      await expect(page.getByTestId('filter-skill')).toHaveValue('tarot');
      await expect(page.getByTestId('sort')).toHaveValue('price-asc');
      expect((await cards(page)).map((c) => c.slug)).toEqual(sorted.map((c) => c.slug));

      await page.getByTestId('clear-filters').click();
      await expect(page).toHaveURL(new RegExp(`${list}$`));
      await expect(page.getByTestId('astrologer-card')).toHaveCount(12);
      expect(errors).toEqual([]);
    });

    test(`${list} shows the empty state, and the error state with Try Again`, async ({ page, watchErrors }) => {
      const errors = watchErrors(page);
      await page.goto(list);
      await listReady(page);
      const box = page.getByRole('searchbox', { name: t.list.searchLabel });
      await box.fill('zzqxjv');
      await box.press('Enter');
      await expect(page.getByTestId('astrologers-empty')).toContainText(t.list.empty);
      await expect(page.getByTestId('astrologer-card')).toHaveCount(0);

      const failing = (url: URL) => LIST_API(url);
      await page.route(failing, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: '' }),
        }),
      );
      await box.fill('');
      await box.press('Enter');
      const error = page.getByTestId('astrologers-error');
      await expect(error).toContainText(`${messages.errors.errorPrefix} ${messages.errors.generic}`);
      const tryAgain = page.getByRole('button', { name: t.list.tryAgain });
      await expect(tryAgain).toBeVisible();
      // Still failing: the error stays and focus returns to Try Again.
      await tryAgain.click();
      await expect(page.getByTestId('astrologers-error')).toBeVisible();
      await expect(page.getByRole('button', { name: t.list.tryAgain })).toBeFocused();

      await page.unroute(failing);
      await page.getByRole('button', { name: t.list.tryAgain }).click();
      await expect(page.getByTestId('astrologer-card')).toHaveCount(12);
      // The browser logs the mocked 500s; nothing else may have gone wrong.
      expect(errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    });

    test(`${list} is served without React and works without JavaScript`, async ({ browser, request }, info) => {
      const html = await (await request.get(list)).text();
      expect(html).toMatch(/<meta name="drishti-hydration" content="none"\/?>/);
      expect(html).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\//);
      expect(html).toMatch(/<script[^>]*src="\/_next\/static\/islands\//);

      const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(list);
      await expect(page.getByTestId('astrologer-card')).toHaveCount(12);
      // Who is online is never in the HTML (Meera is online now): it comes from the island after load.
      await expect(page.locator('[data-slug="meera-iyer"]')).toHaveCount(1);
      await expect(page.getByTestId('live')).toHaveCount(0);
      // The filters are a form whose fields are the page's query: sending it filters on the server.
      await page.getByTestId('filter-skill').selectOption('tarot');
      await page.getByTestId('sort').selectOption('price-asc');
      await page.getByRole('button', { name: t.list.apply }).click();
      await expect(page).toHaveURL(/[?&]skill=tarot(&|$)/);
      await expect(page.getByTestId('filter-skill')).toHaveValue('tarot');
      const tarot = await cards(page);
      expect(tarot.length).toBeGreaterThan(1);
      for (const c of tarot) expect(c.skills).toContain(t.skills.tarot);
      // Online astrologers first (Meera, online for these tests), then the rest cheapest first.
      const api = await request.get('/api/publics/astrologers?skill=tarot&sort=price-asc&online=true&limit=50');
      const online = new Set(
        ((await api.json()) as { data: { items: { slug: string }[] } }).data.items.map((a) => a.slug),
      );
      expect(online.has('meera-iyer')).toBe(true);
      const offline = tarot.filter((c) => !online.has(c.slug ?? '')).map((c) => c.price);
      expect(offline).toEqual([...offline].sort((a, b) => a - b));
      await expect(page.getByTestId('clear-filters')).toBeVisible();

      // "Load more" is a link to one more page, rendered by the server.
      await page.getByTestId('clear-filters').click();
      await expect(page.getByTestId('astrologer-card')).toHaveCount(12);
      await page.getByTestId('load-more').click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(page.getByTestId('astrologer-card')).toHaveCount(24);
      await expect(page.getByTestId('astrologer-results').getByRole('heading', { level: 2 })).toContainText(
        locale === 'hi' ? DEVANAGARI : /astrologers/,
      );
      await context.close();
    });

    test(`${prefix}/online-astrologer/meera-iyer shows the profile, free times and no reviews yet`, {
      tag: '@desktop',
    }, async ({ page, request, watchErrors }) => {
      const errors = watchErrors(page);
      const res = await page.goto(`${prefix}/online-astrologer/meera-iyer`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'hi' ? 'मीरा अय्यर' : 'Meera Iyer');
      await expect(page.getByTestId('bio')).toContainText(locale === 'hi' ? 'केपी ज्योतिष' : 'KP astrology');
      await expect(page.getByTestId('rating')).toContainText(t.card.new);
      await expect(page.getByTestId('price')).toContainText(t.card.price.replace('{price}', '35'));
      await expect(page.locator('[data-channel="chat"]')).toHaveAttribute('data-live', 'true');
      await expect(page.locator('[data-channel="voice"]')).toHaveAttribute('data-live', 'false');

      await expect(page.getByTestId('weekly-hours').locator('dt')).toHaveCount(7);
      const slots = page.getByTestId('slot-link');
      expect(await slots.count()).toBeGreaterThan(0);
      await expect(slots.first()).toHaveAttribute(
        'href',
        new RegExp(`^${prefix}/online-astrologer/meera-iyer/book\\?startsAt=.+&duration=15$`),
      );
      await expect(page.getByTestId('reviews-empty')).toHaveText(t.profile.noReviews);
      await screenshotForReview(page, test.info(), `profile-${locale}.png`, true);
      await expect(page.getByTestId('profile-book')).toHaveAttribute(
        'href',
        `${prefix}/online-astrologer/meera-iyer/book`,
      );
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`${prefix}/online-astrologer/meera-iyer$`));
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
        'href',
        /\/hi\/online-astrologer\/meera-iyer$/,
      );
      if (locale === 'hi') {
        await expect(page.getByTestId('availability')).toContainText(DEVANAGARI);
        expect(await page.title()).toMatch(DEVANAGARI);
      }
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);

      const missing = await request.get(`${prefix}/online-astrologer/no-such-astrologer`);
      expect(missing.status()).toBe(404);
      await linksResolve(page, request, prefix);
    });

    // The wide layout once, in English; both languages on the phone.
    const wideInEnglish = locale === 'en' ? { tag: '@desktop' } : {};
    test(
      `a signed-in user books a 15-minute chat from the wallet, then one paid online (${locale})`,
      wideInEnglish,
      async ({ page, signIn, watchErrors }) => {
        test.setTimeout(120_000);
        const phone = phoneFor(locale === 'en' ? 1 : 2);
        await signIn(page.context(), phone);
        await recharge(page, 'coins-1000', `e2e-astrologers-${phone}`);
        expect(await balance(page)).toBe(1000);

        const errors = watchErrors(page, { ignoreFavicon: true });
        const res = await page.goto(`${prefix}/online-astrologer/meera-iyer/book`);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.book.title);
        await expect(page.getByTestId('wallet-balance')).toHaveText(t.book.walletBalance.replace('{coins}', '1,000'));
        await page.getByTestId('duration-15').click();
        await page.getByTestId('channel-chat').click();
        await expect(page.getByTestId('slots')).toHaveAttribute('data-status', 'ready');
        await expect(page.getByTestId('day-option').first().locator('input')).toBeChecked();
        await page.getByTestId('time-option').first().click();
        await expect(page.getByTestId('summary-when')).toContainText(t.book.whenValue.split('{time}')[1]!.trim());
        await expect(page.getByTestId('summary-price')).toHaveAttribute('data-coins', '525');

        // A photo of the palm may go along; other kinds of file are refused before anything is sent.
        const file = page.getByTestId('booking-file');
        await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
        await expect(page.getByRole('alert').filter({ hasText: t.book.fileType })).toBeVisible();
        await file.setInputFiles({ name: 'palm.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
        await expect(page.getByTestId('file-chosen')).toContainText('palm.png');
        await expect(page.getByRole('alert').filter({ hasText: t.book.fileType })).toHaveCount(0);
        await page
          .getByLabel(t.book.noteLabel)
          .fill(locale === 'hi' ? 'करियर के बारे में प्रश्न' : 'A question about my career');
        if (locale === 'hi') await expect(page.getByTestId('booking-form')).toContainText(DEVANAGARI);
        await screenshotForReview(page, test.info(), `book-${locale}.png`, true);
        expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

        await page.getByTestId('booking-submit').click();
        const done = page.getByTestId('booking-confirmed');
        await expect(done).toBeVisible();
        await expect(done.getByRole('heading', { level: 2 })).toHaveText(t.book.confirmedHeading);
        await expect(done.getByTestId('booking-paid')).toHaveAttribute('data-coins', '525');
        await screenshotForReview(page, test.info(), `booked-${locale}.png`, true);
        await expect(done.getByTestId('balance-after')).toHaveText(t.book.newBalance.replace('{coins}', '475'));
        expect(await balance(page)).toBe(1000 - 525);

        const mine = (await (await page.request.get('/api/users/bookings')).json()).data;
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({
          status: 'confirmed',
          channel: 'chat',
          durationMinutes: 15,
          priceCoins: 525,
          hasAttachment: true,
          astrologer: { slug: 'meera-iyer' },
        });
        expect(mine[0].note).toMatch(/career|करियर/);
        expect(errors).toEqual([]);

        // Paying online instead: the gateway's checkout.js opens its checkout over the page (the
        // sandbox's stand-in, same contract as Razorpay's), its handler returns to the account
        // area's return page, which verifies the payment and shows the booking.
        await page.goto(`${prefix}/online-astrologer/meera-iyer/book`);
        await expect(page.getByTestId('slots')).toHaveAttribute('data-status', 'ready');
        await page.getByTestId('time-option').first().click();
        await page.getByTestId('pay-online').click();
        await expect(page.getByTestId('booking-submit')).toHaveText(t.book.submitOnline.replace('{total}', '₹619.50'));
        const failed: string[] = [];
        page.on('response', (r) => {
          if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
        });
        await page.getByTestId('booking-submit').click();
        const overlay = page.locator('[data-sandbox-checkout]');
        await expect(overlay).toBeVisible();
        await expect(page.locator('script[src="/api/payments/sandbox/checkout.js"]')).toHaveCount(1);
        const checkout = overlay.locator('iframe').contentFrame();
        await expect(checkout.locator('html')).toHaveAttribute('lang', locale);
        // The gateway asks for exactly the amount shown before paying.
        await expect(checkout.locator('dd.amount')).toHaveText('₹619.50');
        const pay = checkout.locator('button[value="pay"]');
        await expect(pay).toContainText('₹619.50');
        await pay.click();
        await page.waitForURL(/\/bookings\/return\?/);
        const back = new URL(page.url());
        expect(back.pathname).toBe(`${prefix}/bookings/return`);
        const bookingId = back.searchParams.get('bookingId');
        expect(bookingId).toMatch(/^[0-9a-f-]{36}$/);
        expect(back.searchParams.get('razorpay_signature')).toMatch(/^[0-9a-f]{64}$/);
        const result = page.getByTestId('payment-result');
        await expect(result).toHaveAttribute('data-tone', 'good');
        await expect(result).toContainText(messages.account.bookingReturn.confirmedTitle);
        await expect(page.getByTestId('booking-confirmed')).toContainText(locale === 'hi' ? 'मीरा अय्यर' : 'Meera Iyer');
        const paidOnline = (await (await page.request.get(`/api/users/bookings/${bookingId}`)).json()).data;
        expect(paidOnline).toMatchObject({
          status: 'confirmed',
          channel: 'chat',
          durationMinutes: 15,
          priceCoins: 525,
        });
        // The online payment bought exactly the booking's coins and held them: the wallet is unchanged.
        expect(await balance(page)).toBe(475);
        expect(failed.filter((f) => !f.endsWith('/favicon.ico'))).toEqual([]);
        expect(errors).toEqual([]);
      },
    );
  });
}
