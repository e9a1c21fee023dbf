import type { APIRequestContext, Browser, BrowserContext, Locator } from '@playwright/test';
import enAccount from '../apps/web/messages/en/account.json' with { type: 'json' };
import enAdmin from '../apps/web/messages/en/admin.json' with { type: 'json' };
import hiAccount from '../apps/web/messages/hi/account.json' with { type: 'json' };
import hiAdmin from '../apps/web/messages/hi/admin.json' with { type: 'json' };
import { expect, type SignInFixtures, test } from './fixtures';
import { bringOnline, hydrated, noHorizontalScroll } from './helpers';

/**
 * The wallet statement after a billed chat: one line for the consultation (who, channel, minutes ×
 * price, what was charged), the coins held at the start and returned at the end folded into it, in
 * English and Hindi; and the same consultation as one line of the astrologer's earnings. The server
 * runs with a six-second billed minute (CONSULT_MINUTE_MS=6000).
 */

/** A demo astrologer no other spec uses (the n-th signs in with 99999100nn), 20 coins a minute. */
const ASTROLOGER = { slug: 'sneha-kulkarni', phone: '9999910012', price: 20 };

/** A 10-digit mobile number unique to this spec and project. */
const userPhone = (project: string) => `98263${project === 'phone' ? 1 : 2}0001`;

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const coinsOf = async (l: Locator) => Number(await l.getAttribute('data-coins'));

/** The admin, signed in once per run and kept in a file (as the other specs do). */
async function adminContext(
  browser: Browser,
  baseURL: string,
  signInAdmin: SignInFixtures['signInAdmin'],
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL }]);
  await signInAdmin(context);
  return context;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
});

test('after a billed chat the statement shows one line with what it cost, in both languages; the astrologer’s earnings and the admin’s views too', async ({
  page,
  browser,
  baseURL,
  signIn,
  signInAdmin,
  watchErrors,
}, info) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const astroCtx = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  await astroCtx.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
  const astro = await astroCtx.newPage();
  await signIn(astroCtx, ASTROLOGER.phone);
  await signIn(page.context(), userPhone(info.project.name));
  await json(await page.request.patch('/api/users/me', { data: { name: 'Rekha Statement' } }));

  // 200 coins through the sandbox checkout.
  const order = await json<{ checkout: { url: string } }>(
    await page.request.post('/api/wallet/recharge', {
      data: { packId: 'coins-200', returnUrl: '/wallet/return' },
      headers: { 'idempotency-key': `e2e-statement-${info.project.name}-${Date.now()}` },
    }),
  );
  expect((await page.request.post(order.checkout.url, { form: { outcome: 'pay' }, maxRedirects: 0 })).status()).toBe(
    303,
  );

  // The astrologer comes online on chat (connected, channel switched on); the user asks, the astrologer accepts.
  const online = await bringOnline(astro.request, ASTROLOGER.phone, ['chat']);
  const profile = await json<{ id: string; name: string; nameHi: string }>(
    await page.request.get(`/api/publics/astrologers/${ASTROLOGER.slug}`),
  );
  const requested = await json<{ id: string; reservedCoins: number }>(
    await page.request.post('/api/users/consultations', {
      data: { astrologerId: profile.id, channel: 'chat' },
      headers: { 'idempotency-key': `e2e-statement-request-${info.project.name}-${Date.now()}` },
    }),
  );
  const id = requested.id;
  expect(requested.reservedCoins).toBe(ASTROLOGER.price * 5);
  await json(await astro.request.post(`/api/astrologer/consultations/${id}/accept`));

  // Both sides in the room: the meter runs (a billed minute is 6 s here) for two minutes at least.
  await astro.goto(`/consultation/${id}`);
  await page.goto(`/consultation/${id}`);
  await expect(page.getByTestId('meter')).toHaveAttribute('data-running', 'true', { timeout: 20_000 });
  await expect
    .poll(async () => coinsOf(page.getByTestId('meter-cost')), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(ASTROLOGER.price * 2);
  const ended = await json<{ chargedCoins: number; endedAt: string; meter: { billedMinutes: number } }>(
    await page.request.post(`/api/consultations/${id}/end`),
  );
  await online.close();
  const endedAt = Date.parse(ended.endedAt);
  const minutes = ended.meter.billedMinutes;
  const charged = ended.chargedCoins;
  expect(minutes).toBeGreaterThanOrEqual(2);
  expect(charged).toBe(minutes * ASTROLOGER.price);

  // The wallet: the consultation is one line charging what the minutes cost; the rest of the 100
  // coins held came back without a line of its own.
  await page.goto('/wallet');
  await hydrated(page);
  await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-coins', String(200 - charged));
  const lines = page.getByTestId('statement-line');
  await expect(lines).toHaveCount(2);
  const line = lines.first();
  await expect(line).toHaveAttribute('data-line-id', `consultation:${id}`);
  await expect(line).toHaveAttribute('data-kind', 'consultation');
  await expect(line).toHaveAttribute('data-status', 'done');
  await expect(line.getByTestId('statement-title')).toHaveText(`Chat with ${profile.name}`);
  await expect(line.getByTestId('statement-detail')).toHaveText(
    `${minutes} minutes × ${ASTROLOGER.price} coins a minute · ${charged} coins charged`,
  );
  await expect(line.getByTestId('statement-amount')).toContainText(`−${charged}`);
  await expect(line.getByTestId('statement-balance')).toHaveText(`Balance ${200 - charged} coins`);
  await expect(lines.nth(1)).toHaveAttribute('data-kind', 'recharge');
  await expect(lines.nth(1)).toContainText(enAccount.wallet.kinds.recharge);
  await expect(page.getByTestId('statement')).not.toContainText(`+${ASTROLOGER.price * 5 - charged}`);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  await page.getByTestId('statement').screenshot({ path: info.outputPath('statement-en.png') });

  await page.goto('/hi/wallet');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const hiLine = page.getByTestId('statement-line').first();
  await expect(hiLine.getByTestId('statement-title')).toHaveText(`${profile.nameHi} से चैट`);
  await expect(hiLine.getByTestId('statement-detail')).toHaveText(
    `${minutes} मिनट × ${ASTROLOGER.price} सिक्के प्रति मिनट · ${charged} सिक्के कटे`,
  );
  await expect(page.getByTestId('statement-line').nth(1)).toContainText(hiAccount.wallet.kinds.recharge);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  await page.getByTestId('statement').screenshot({ path: info.outputPath('statement-hi.png') });

  // The astrologer's earnings: the same consultation as one line naming the user, gross, commission, net.
  const earned = await json<{ astrologerCoins: number }>(await astro.request.get(`/api/consultations/${id}`));
  const net = earned.astrologerCoins;
  expect(net).toBeGreaterThan(0);
  await astro.goto('/astrologer/dashboard');
  await hydrated(astro);
  const earning = astro.locator(`[data-testid="earnings-line"][data-line-id="consultation:${id}"]`);
  await expect(astro.getByTestId('dashboard-earnings')).toContainText(enAdmin.dashboard.earnings.heading);
  await expect(earning).toContainText('Chat with Rekha Statement');
  await expect(earning.getByTestId('earnings-detail')).toHaveText(
    `${minutes} minutes × ${ASTROLOGER.price} coins a minute · Paid ${charged} coins · commission ${charged - net} coins · net ${net} coins`,
  );
  await expect(earning.getByTestId('earnings-amount')).toHaveAttribute('data-coins', String(net));
  expect(await noHorizontalScroll(astro)).toBeLessThanOrEqual(0);
  await astro.getByTestId('dashboard-earnings').screenshot({ path: info.outputPath('earnings-en.png') });

  await astro.goto('/hi/astrologer/dashboard');
  await expect(astro.getByTestId('dashboard-earnings')).toContainText(hiAdmin.dashboard.earnings.heading);
  await expect(
    astro.locator(`[data-testid="earnings-line"][data-line-id="consultation:${id}"]`).getByTestId('earnings-detail'),
  ).toHaveText(
    `${minutes} मिनट × ${ASTROLOGER.price} सिक्के प्रति मिनट · चुकाए गए ${charged} सिक्के · कमीशन ${charged - net} सिक्के · शुद्ध ${net} सिक्के`,
  );
  await astroCtx.close();

  // The admin: the same line in the user's wallet statement, and in the astrologer's payout lines.
  const adminCtx = await adminContext(browser, baseURL!, signInAdmin);
  const admin = await adminCtx.newPage();
  await admin.goto('/admin?tab=users');
  await hydrated(admin);
  await expect(admin.getByTestId('user-row').first()).toBeVisible();
  await admin.getByTestId('users-search').fill(userPhone(info.project.name));
  const found = admin.waitForResponse((r) =>
    r.url().includes(`/api/admin/users?search=${userPhone(info.project.name)}`),
  );
  await admin.getByRole('button', { name: enAdmin.users.searchButton }).click();
  expect((await found).status()).toBe(200);
  const user = admin.locator(`[data-testid="user-row"][data-phone="91${userPhone(info.project.name)}"]`);
  await user.getByRole('button', { name: enAdmin.users.statement }).click();
  const adminLine = user.locator(`tr[data-line-id="consultation:${id}"]`);
  await expect(adminLine).toContainText(`Chat with ${profile.name}`);
  await expect(adminLine.getByTestId('statement-detail')).toHaveText(
    `${minutes} minutes × ${ASTROLOGER.price} coins a minute · ${charged} coins charged`,
  );
  await admin.goto('/admin?tab=payouts');
  await hydrated(admin);
  await expect(admin.getByTestId('payouts-table').or(admin.getByTestId('payouts-empty'))).toBeVisible();
  // The period from the day of the chat to today (Indian dates), whatever midnight passed meanwhile.
  const istDay = (at: number) => new Date(at + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const from = istDay(endedAt);
  const to = istDay(Date.now());
  await admin.getByTestId('payouts-from').fill(from);
  await admin.getByTestId('payouts-to').fill(to);
  const shown = admin.waitForResponse((r) => r.url().includes(`/api/admin/payouts?from=${from}&to=${to}`));
  await admin.getByTestId('payouts-show').click();
  expect((await shown).status()).toBe(200);
  const payout = admin.locator(`[data-testid="payout-row"][data-astrologer="${ASTROLOGER.slug}"]`);
  await payout.getByTestId('payout-lines').click();
  await expect(admin.locator(`tr[data-line-id="consultation:${id}"]`)).toContainText(
    `Chat with Rekha Statement${minutes} minutes × ${ASTROLOGER.price} coins a minute`,
  );
  await adminCtx.close();
  expect(errors).toEqual([]);
});
