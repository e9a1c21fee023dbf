import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Browser, BrowserContext, TestInfo } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { expect as baseExpect, type SignInFixtures, test } from './fixtures';
import { ADMIN_PHONE, hydrated, noHorizontalScroll } from './helpers';

/**
 * Reviews end to end: a user books and pays, the astrologer marks the consultation completed once
 * its slot has begun, the user rates it in Hindi, the astrologer replies, an admin hides it and the
 * profile stops listing it; and the admin's Reviews tab in both languages.
 *
 * A slot starts an hour after booking at the earliest, so the story runs on a second server of its
 * own whose clock the test moves forward (a preloaded module shifts `Date` when told to by a
 * signal), with the astrologer's browser clock set to the same time. The product's code is the same.
 */

const ROOT = resolve(import.meta.dirname, '..');
const DEVANAGARI = /[\u0900-\u097F]/;
/** The second demo astrologer (Meera Iyer) and her account's phone (demo astrologer n has 99999100nn). */
const ASTROLOGER = { slug: 'meera-iyer', name: 'Meera Iyer', nameHi: 'मीरा अय्यर', phone: '9999910002' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Two servers share this 2-core machine during the story: give pages longer to answer.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A browser context shaped like the project's own, on `baseURL`, with the consent banner answered. */
async function newContext(browser: Browser, info: TestInfo, baseURL: string): Promise<BrowserContext> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: use.viewport ?? null,
    locale: use.locale,
    ...(use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
    ...(use.deviceScaleFactor !== undefined ? { deviceScaleFactor: use.deviceScaleFactor } : {}),
  });
  // The banner sits over the bottom of the page: these tests are not about it.
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL }]);
  return context;
}

/** The admin on the shared server, in a context of its own (the session the specs of this port share). */
async function sharedAdminContext(
  browser: Browser,
  info: TestInfo,
  signInAdmin: SignInFixtures['signInAdmin'],
): Promise<BrowserContext> {
  const context = await newContext(browser, info, info.project.use.baseURL!);
  await signInAdmin(context);
  return context;
}

/** Runs in the second server before anything else: `Date` reads the real clock plus an offset. */
const CLOCK_MODULE = `
import { readFileSync } from 'node:fs';
const RealDate = Date;
let offset = 0;
const now = () => RealDate.now() + offset;
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});
// The test writes the new offset (ms) to a file and sends SIGUSR2.
process.on('SIGUSR2', () => {
  offset = Number(readFileSync(process.env.E2E_CLOCK_FILE, 'utf8')) || 0;
});
`;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** The product on a fresh data directory and a free port, with a clock the test can move forward. */
async function startClockServer() {
  const dir = mkdtempSync(join(tmpdir(), 'drishti-e2e-reviews-'));
  const clockModule = join(dir, 'clock.mjs');
  const clockFile = join(dir, 'offset');
  writeFileSync(clockModule, CLOCK_MODULE);
  writeFileSync(clockFile, '0');
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', pathToFileURL(clockModule).href, '--import', 'tsx', join(ROOT, 'apps/api/src/main.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: join(dir, 'data'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        CONSULT_MINUTE_MS: '6000',
        STUN_URLS: '',
        E2E_CLOCK_FILE: clockFile,
        // The shared build was made for the shared server's origin; this one only serves it.
        PUBLIC_URL_CHECK: 'warn',
      },
    },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the second server stopped:\n${log}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 240) throw new Error(`the second server did not start:\n${log}`);
    await sleep(500);
  }
  // The first request of each page loads its code: pay for that before the story, not during it.
  for (const path of [
    '/hi/bookings/return',
    '/hi/bookings',
    '/astrologer/dashboard',
    '/admin',
    `/online-astrologer/${ASTROLOGER.slug}`,
    `/hi/online-astrologer/${ASTROLOGER.slug}`,
  ]) {
    await fetch(`${url}${path}`, { redirect: 'manual' }).then(
      (r) => r.arrayBuffer(),
      () => null,
    );
  }
  return {
    url,
    log: () => log,
    /** Moves the server's clock to real time + `offsetMs`. */
    setOffset(offsetMs: number) {
      writeFileSync(clockFile, String(Math.round(offsetMs)));
      child.kill('SIGUSR2');
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(20_000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Slot {
  startsAt: string;
}

/** The first free 15-minute slot of the astrologer, as the server's clock sees it. */
async function firstSlot(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/api/publics/astrologers/${ASTROLOGER.slug}/slots?duration=15&days=14`);
  expect(res.status()).toBe(200);
  const slots = ((await res.json()) as { data: { slots: Slot[] } }).data.slots;
  expect(slots.length, 'free slots').toBeGreaterThan(0);
  return slots[0]!.startsAt;
}

test('a user rates a completed consultation in Hindi, the astrologer replies, the admin hides it', async ({
  browser,
  signIn,
  watchErrors,
}, info) => {
  test.setTimeout(600_000);
  const server = await startClockServer();
  const contexts: BrowserContext[] = [];
  try {
    const open = async () => {
      const c = await newContext(browser, info, server.url);
      contexts.push(c);
      return c;
    };
    const userCtx = await open();
    const astroCtx = await open();
    const adminCtx = await open();
    // Everyone signs in while the clock is still true (codes expire by it).
    await signIn(userCtx, '9821350001');
    await signIn(astroCtx, ASTROLOGER.phone);
    await signIn(adminCtx, ADMIN_PHONE);
    const role = async (c: BrowserContext) =>
      ((await (await c.request.get('/api/auth/me')).json()) as { data: { role: string } }).data.role;
    expect(await role(astroCtx), 'the demo astrologer has an account').toBe('astrologer');
    expect(await role(adminCtx)).toBe('admin');
    // Only admins list reviews for moderation.
    expect((await userCtx.request.get('/api/admin/reviews')).status()).toBe(403);

    const user = await userCtx.newPage();
    const userErrors = watchErrors(user, { ignoreFavicon: true });
    const astro = await astroCtx.newPage();
    const astroErrors = watchErrors(astro, { ignoreFavicon: true });
    const admin = await adminCtx.newPage();
    const adminErrors = watchErrors(admin, { ignoreFavicon: true });

    // The user books Meera's first free slot and pays in the sandbox checkout.
    const startsAt = await firstSlot(userCtx.request);
    const made = await userCtx.request.post('/api/publics/consultant-booking', {
      multipart: {
        astrologerId: (
          (await (await userCtx.request.get(`/api/publics/astrologers/${ASTROLOGER.slug}`)).json()) as {
            data: { id: string };
          }
        ).data.id,
        startsAt,
        durationMinutes: '15',
        channel: 'chat',
        payWith: 'gateway',
        lang: 'hi',
        returnUrl: '/hi/bookings/return',
      },
      headers: { 'idempotency-key': `e2e-review-${Date.now()}` },
    });
    expect(made.status(), await made.text()).toBe(200);
    const { booking, payment } = (
      (await made.json()) as {
        data: { booking: { id: string; priceCoins: number }; payment: { checkout: { url: string } } };
      }
    ).data;
    await user.goto(payment.checkout.url);
    await user.locator('button[value="pay"]').click();
    await expect(user).toHaveURL(/\/hi\/bookings\/return\?.*razorpay_signature=/);
    await expect(user.getByTestId('booking-confirmed')).toBeVisible();

    // Before the slot begins: the booking is on the astrologer's dashboard, with nothing to complete.
    expect((await astro.goto('/astrologer/dashboard'))?.status()).toBe(200);
    await hydrated(astro);
    const astroBooking = astro.getByTestId('dashboard-bookings').getByTestId('booking').first();
    await expect(astroBooking).toHaveAttribute('data-status', 'confirmed');
    await expect(astro.getByTestId('complete-booking')).toHaveCount(0);
    expect((await astroCtx.request.post(`/api/astrologer/bookings/${booking.id}/complete`)).status()).toBe(409);
    // …and not someone else's to complete.
    expect((await userCtx.request.post(`/api/astrologer/bookings/${booking.id}/complete`)).status()).toBe(403);

    // Two minutes into the slot, on the server and in the astrologer's browser.
    const during = Date.parse(startsAt) + 2 * 60_000;
    server.setOffset(during - Date.now());
    await expect
      .poll(async () => Date.parse(await firstSlot(userCtx.request)), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(during + 60 * 60_000);
    await astro.clock.setFixedTime(new Date(during));
    await astro.reload();
    await hydrated(astro);
    const complete = astro.getByTestId('complete-booking');
    await expect(complete).toHaveText(en.reviews.complete.button);
    await astroBooking.screenshot({ path: info.outputPath('complete-button.png') });
    await complete.click();
    const dialog = astro.getByTestId('confirm-dialog');
    await expect(dialog).toBeVisible();
    await astro.screenshot({ path: info.outputPath('complete-dialog.png') });
    await expect(dialog).toContainText(en.reviews.complete.dialogTitle);
    await expect(dialog).toContainText(String(booking.priceCoins));
    await dialog.getByTestId('dialog-okay').click();
    await expect(astro.getByTestId('complete-result')).toHaveText(en.reviews.complete.done);
    await expect(astroBooking).toHaveAttribute('data-status', 'completed');
    await expect(astroBooking.getByTestId('status-badge')).toHaveText(en.admin.dashboard.bookings.statuses.completed);
    await expect(complete).toHaveCount(0);
    expect(await noHorizontalScroll(astro)).toBeLessThanOrEqual(0);

    // The user rates it in Hindi: first without stars, then 4 stars by keyboard, with a comment.
    const t = hi.reviews;
    expect((await user.goto('/hi/bookings'))?.status()).toBe(200);
    await hydrated(user);
    const card = user.locator(`[data-booking-id="${booking.id}"]`);
    await expect(card.getByTestId('booking-status')).toHaveText(hi.account.bookings.status.completed);
    const form = card.getByTestId('review-form');
    await expect(form.getByRole('heading', { level: 3 })).toHaveText(t.form.heading);
    await expect(form).toContainText(DEVANAGARI);
    await form.getByTestId('review-submit').click();
    await expect(form.getByTestId('review-rating-error')).toHaveText(t.form.noRating);
    const star = (n: number) => form.getByRole('radio', { name: n === 1 ? '5 में से 1 सितारा' : `5 में से ${n} सितारे` });
    await expect(star(1)).toBeFocused();
    await user.keyboard.press('ArrowRight');
    await user.keyboard.press('ArrowRight');
    await user.keyboard.press('ArrowRight');
    await expect(star(4)).toBeChecked();
    await expect(star(4)).toBeFocused();
    await expect(form.getByTestId('rating-word')).toHaveText(t.stars.words['4']);
    await expect(form.getByTestId('review-rating-error')).toHaveCount(0);
    const comment = 'मीरा जी ने धैर्य से पूरी बात सुनी और साफ़ शब्दों में उपाय बताए।';
    await form.getByTestId('review-comment').fill(comment);
    await expect(form).toContainText(
      t.form.counter.replace('{max}', '1,000').replace('{count}', String(comment.length)),
    );
    expect(await noHorizontalScroll(user)).toBeLessThanOrEqual(0);
    await card.screenshot({ path: info.outputPath('review-form-hi.png') });
    await form.getByTestId('review-submit').click();
    const mine = card.getByTestId('my-review');
    await expect(mine).toHaveAttribute('data-rating', '4');
    await expect(mine.getByTestId('review-thanks')).toHaveText(t.form.thanks);
    await expect(mine.getByTestId('my-review-comment')).toHaveText(comment);
    await expect(mine.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(card.getByTestId('review-form')).toHaveCount(0);
    // Once only.
    const again = await userCtx.request.post('/api/users/reviews', { data: { bookingId: booking.id, rating: 1 } });
    expect(again.status()).toBe(409);

    // The astrologer replies, then edits the reply.
    await astro.reload();
    await hydrated(astro);
    const item = astro.getByTestId('dashboard-reviews').getByTestId('review');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(comment);
    await expect(item).toHaveAttribute('data-hidden', 'false');
    await item.getByTestId('reply-save').click();
    await expect(item.getByTestId('reply-text-error')).toHaveText(en.reviews.astrologer.emptyReply);
    await item.getByTestId('reply-text').fill('Thank you. I am glad the remedies felt simple.');
    await item.getByTestId('reply-save').click();
    await expect(item.getByTestId('reply-status')).toHaveText(en.admin.dashboard.reviews.saved);
    await expect(item.getByTestId('review-reply')).toContainText('Thank you. I am glad the remedies felt simple.');
    await item.getByTestId('edit-reply').click();
    await expect(item.getByTestId('reply-text')).toBeFocused();
    const reply = 'धन्यवाद! आपको उपाय सरल लगे, यह जानकर अच्छा लगा।';
    await item.getByTestId('reply-text').fill(reply);
    await item.getByRole('button', { name: en.reviews.astrologer.saveReply }).click();
    await expect(item.getByTestId('review-reply')).toContainText(reply);
    expect(await noHorizontalScroll(astro)).toBeLessThanOrEqual(0);
    await item.screenshot({ path: info.outputPath('dashboard-review.png') });

    // The user sees the reply under their review; the profile lists the review.
    await user.reload();
    await hydrated(user);
    const replyBlock = card.getByTestId('my-review-reply');
    await expect(replyBlock).toContainText(t.mine.reply.replace('{name}', ASTROLOGER.nameHi));
    await expect(replyBlock).toContainText(reply);
    await card.screenshot({ path: info.outputPath('my-review-hi.png') });
    expect((await user.goto(`/hi/online-astrologer/${ASTROLOGER.slug}`))?.status()).toBe(200);
    await expect(user.getByTestId('reviews').getByTestId('review')).toContainText(comment);

    // The admin finds it and hides it, after a confirmation (Cancel changes nothing).
    expect((await admin.goto('/admin?tab=reviews'))?.status()).toBe(200);
    await hydrated(admin);
    const m = en.reviews.moderation;
    await expect(admin.getByRole('tab', { name: en.admin.tabs.reviews })).toHaveAttribute('aria-selected', 'true');
    const row = admin.getByTestId('admin-review').filter({ hasText: comment });
    await expect(row).toHaveAttribute('data-hidden', 'false');
    await expect(row).toContainText(m.about.replace('{name}', ASTROLOGER.name));
    await expect(row).toContainText(reply);
    await expect(row.getByTestId('review-state')).toHaveText(m.visible);
    await admin.getByTestId('reviews-filter').selectOption('hidden');
    await expect(admin.getByTestId('reviews-empty')).toHaveText(m.empty);
    await admin.getByTestId('reviews-filter').selectOption('all');
    const toggle = row.getByTestId('review-toggle');
    await expect(toggle).toHaveAccessibleName(
      m.hideLabel.replace('{author}', m.anonymous).replace('{name}', ASTROLOGER.name),
    );
    await toggle.click();
    const confirm = admin.getByTestId('confirm-dialog');
    await expect(confirm).toContainText(m.hideTitle);
    await confirm.getByTestId('dialog-cancel').click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveAttribute('data-hidden', 'false');
    await toggle.click();
    await confirm.getByTestId('dialog-okay').click();
    await expect(admin.getByTestId('moderation-status')).toHaveText(m.hiddenDone);
    await expect(row).toHaveAttribute('data-hidden', 'true');
    await expect(row.getByTestId('review-state')).toHaveText(m.hidden);
    await row.screenshot({ path: info.outputPath('admin-review.png') });
    await admin.getByTestId('reviews-filter').selectOption('hidden');
    await expect(admin.getByTestId('admin-review')).toHaveCount(1);
    await expect(admin.getByTestId('reviews-count')).toHaveText('1 review');
    expect(await noHorizontalScroll(admin)).toBeLessThanOrEqual(0);

    // Hidden: gone from the profile (English and Hindi), still seen by the astrologer and the author, flagged.
    for (const prefix of ['', '/hi']) {
      expect((await user.goto(`${prefix}/online-astrologer/${ASTROLOGER.slug}`))?.status()).toBe(200);
      await expect(user.getByTestId('reviews')).not.toContainText(comment);
      await expect(user.getByTestId('reviews-empty')).toBeVisible();
    }
    await astro.reload();
    await hydrated(astro);
    await expect(item.getByTestId('review-hidden')).toHaveText(en.admin.dashboard.reviews.hidden);
    await expect(item).toContainText(en.reviews.astrologer.hiddenNote);
    await user.goto('/hi/bookings');
    await expect(card.getByTestId('my-review')).toContainText(t.mine.hidden);

    expect(userErrors).toEqual([]);
    expect(astroErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
  } catch (e) {
    await info.attach('second-server.log', { body: server.log(), contentType: 'text/plain' });
    throw e;
  } finally {
    for (const c of contexts) await c.close();
    await server.stop();
  }
});

for (const { locale, prefix, messages } of [
  { locale: 'en', prefix: '', messages: en },
  { locale: 'hi', prefix: '/hi', messages: hi },
] as const) {
  test(
    `${prefix}/admin?tab=reviews lists reviews with a filter, for admins only (${locale})`,
    {
      tag: '@desktop',
    },
    async ({ page, browser, signInAdmin, watchErrors }, info) => {
      const m = messages.reviews.moderation;
      // Not an admin: the tab is not found, and the list API says no.
      const res = await page.goto(`${prefix}/admin?tab=reviews`);
      expect(res?.status() === 404 || /\/login\?next=/.test(page.url())).toBe(true);
      expect((await page.request.get('/api/admin/reviews')).status()).toBe(401);

      const context = await sharedAdminContext(browser, info, signInAdmin);
      const admin = await context.newPage();
      const errors = watchErrors(admin, { ignoreFavicon: true });
      expect((await admin.goto(`${prefix}/admin?tab=reviews`))?.status()).toBe(200);
      await hydrated(admin);
      await expect(admin.locator('html')).toHaveAttribute('lang', locale);
      await expect(admin.getByRole('tab', { name: messages.admin.tabs.reviews })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const panel = admin.getByTestId('reviews-panel');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(m.heading);
      await expect(panel).toContainText(m.intro);
      if (locale === 'hi') await expect(panel).toContainText(DEVANAGARI);
      const filter = admin.getByTestId('reviews-filter');
      await expect(filter.locator('option')).toHaveText([m.filters.all, m.filters.visible, m.filters.hidden]);
      // The list, or its empty state; the same after choosing hidden reviews only.
      await expect(admin.getByTestId('admin-review-list').or(admin.getByTestId('reviews-empty'))).toBeVisible();
      const hidden = (await (await context.request.get('/api/admin/reviews?hidden=true')).json()) as {
        data: { total: number };
      };
      await filter.selectOption('hidden');
      if (hidden.data.total === 0) await expect(admin.getByTestId('reviews-empty')).toHaveText(m.empty);
      else await expect(admin.getByTestId('admin-review')).not.toHaveCount(0);
      await expect(admin.locator('[data-testid="admin-review"][data-hidden="false"]')).toHaveCount(0);
      expect(await noHorizontalScroll(admin)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
}
