import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { expect, type SignInFixtures, test } from './fixtures';
import { hydrated, noHorizontalScroll } from './helpers';

/**
 * Support tickets end to end: a user opens a ticket in Hindi with a photo, the admin answers it
 * from the console, the user sees the answer and the ticket marked answered, the admin resolves it.
 * Hostile text in the subject and message shows as text.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function newContext(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL!,
    viewport: use.viewport ?? null,
    locale: use.locale,
    ...(use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
    ...(use.deviceScaleFactor !== undefined ? { deviceScaleFactor: use.deviceScaleFactor } : {}),
  });
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: use.baseURL! }]);
  return context;
}

/** The admin, signed in once per run (the session is shared through the file the other specs use). */
async function adminContext(
  browser: Browser,
  info: TestInfo,
  signInAdmin: SignInFixtures['signInAdmin'],
): Promise<BrowserContext> {
  const context = await newContext(browser, info);
  await signInAdmin(context);
  return context;
}

test('signed-out visitors are sent to sign in from /support and /account', async ({ page }) => {
  for (const path of ['/support', '/hi/support', '/account', '/hi/account']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?next=/);
  }
  expect((await page.request.get('/api/users/support/tickets')).status()).toBe(401);
  expect((await page.request.get('/api/admin/support/tickets')).status()).toBe(401);
});

test('a ticket goes round between a user (in Hindi, with a photo) and the admin', async ({
  browser,
  signIn,
  signInAdmin,
  watchErrors,
}, info) => {
  test.setTimeout(240_000);
  const h = hi.support;
  const phone = `97423${String(Date.now()).slice(-5)}`;
  const hostile = '<img src=x onerror="window.__xss=1">';
  const subject = `भुगतान अटका ${hostile} ${phone.slice(-4)}`;
  const message = `मैंने ₹100 का रिचार्ज किया पर सिक्के नहीं आए।\n<script>window.__xss=2</script>`;

  const user = await newContext(browser, info);
  await signIn(user, phone);
  const page = await user.newPage();
  const errors = watchErrors(page);
  await page.goto('/hi/support');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h.title);
  await expect(page.getByTestId('tickets-empty')).toHaveText(h.list.empty);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

  // The form says what is missing, in Hindi, before sending anything.
  await page.getByTestId('ticket-submit').click();
  await expect(page.getByText(h.form.errors.subject)).toBeVisible();
  await expect(page.getByTestId('ticket-subject')).toBeFocused();

  await page.getByTestId('ticket-category').selectOption('payment');
  await page.getByTestId('ticket-subject').fill(subject);
  await page.getByTestId('ticket-body').fill(message);
  await page.getByTestId('ticket-files').setInputFiles({ name: 'रसीद.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('रसीद.png')).toBeVisible();
  await page.getByTestId('ticket-submit').click();
  await page.waitForURL(/\/hi\/support\/[0-9a-f-]{36}$/);
  const ticketUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(page.getByTestId('ticket-status')).toHaveText(h.statuses.open);
  await expect(page.getByTestId('ticket-message')).toHaveCount(1);
  await expect(page.getByTestId('ticket-message').first()).toContainText('<script>window.__xss=2</script>');
  const attachment = page.getByTestId('ticket-attachment');
  await expect(attachment).toContainText('रसीद.png');
  const file = await page.request.get((await attachment.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(DEVANAGARI.test(await page.locator('main').innerText())).toBe(true);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

  // Another account cannot open it or its file.
  const stranger = await newContext(browser, info);
  await signIn(stranger, `97424${String(Date.now()).slice(-5)}`);
  const ticketId = ticketUrl.split('/').pop()!;
  expect((await stranger.request.get(`/api/users/support/tickets/${ticketId}`)).status()).toBe(404);
  expect((await stranger.request.get((await attachment.getAttribute('href'))!)).status()).toBe(404);
  await stranger.close();

  // The admin answers from the console.
  const admin = await adminContext(browser, info, signInAdmin);
  const desk = await admin.newPage();
  const adminErrors = watchErrors(desk);
  await desk.goto('/admin?tab=support');
  await hydrated(desk);
  const row = desk.getByTestId('support-ticket').filter({ hasText: phone.slice(-4) });
  await expect(row).toContainText(en.support.statuses.open);
  await row.click();
  const detail = desk.getByTestId('support-ticket-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(subject);
  await expect(detail.getByTestId('ticket-attachment')).toContainText('रसीद.png');
  await detail.getByTestId('reply-body').fill('We found your payment and credited 100 coins.');
  await detail.getByTestId('reply-submit').click();
  await expect(detail.getByTestId('ticket-status')).toHaveText(en.support.statuses.answered);
  await expect(detail.getByTestId('ticket-message')).toHaveCount(2);

  // The user sees the answer, marked answered, and a notification waits for them.
  await page.reload();
  await expect(page.getByTestId('ticket-status')).toHaveText(h.statuses.answered);
  const answer = page.getByTestId('ticket-message').nth(1);
  await expect(answer).toContainText(h.thread.support);
  await expect(answer).toContainText('We found your payment and credited 100 coins.');
  await page.goto('/hi/support');
  await expect(page.getByTestId('ticket-link').first()).toContainText(h.statuses.answered);

  // The admin resolves it; the user sees it resolved.
  await detail.getByTestId('admin-resolve').click();
  await expect(detail.getByTestId('ticket-status')).toHaveText(en.support.statuses.resolved);
  await page.goto(ticketUrl);
  await expect(page.getByTestId('ticket-status')).toHaveText(h.statuses.resolved);
  await expect(page.getByText(h.statusHelp.resolved)).toBeVisible();

  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
  await user.close();
  await admin.close();
});

test('the admin support tab renders in both languages @desktop', async ({
  browser,
  signInAdmin,
  watchErrors,
}, info) => {
  const admin = await adminContext(browser, info, signInAdmin);
  const page = await admin.newPage();
  const errors = watchErrors(page);
  for (const [prefix, m] of [
    ['', en],
    ['/hi', hi],
  ] as const) {
    await page.goto(`${prefix}/admin?tab=support`);
    await hydrated(page);
    await expect(page.getByTestId('support-panel').getByRole('heading', { level: 2 })).toHaveText(
      m.support.admin.heading,
    );
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  }
  expect(errors).toEqual([]);
  await admin.close();
});
