import type { Page } from '@playwright/test';
import enAccount from '../apps/web/messages/en/account.json' with { type: 'json' };
import hiAccount from '../apps/web/messages/hi/account.json' with { type: 'json' };
import { API_MESSAGES_BY_CODE } from '../packages/content/src/api-messages-codes';
import { expect, test } from './fixtures';
import { holdScripts, hydrated, noHorizontalScroll } from './helpers';

const en = { account: enAccount };
const hi = { account: hiAccount };

const DEVANAGARI = /[\u0900-\u097F]/;

function phoneFor(project: string, n: number): string {
  return `9821${project === 'phone' ? 1 : 2}${String(n).padStart(5, '0')}`;
}

/** Buys a pack through the sandbox checkout without the browser (the sandbox's webhook credits it). */
async function fund(page: Page, packId: string) {
  const order = await page.request.post('/api/wallet/recharge', {
    data: { packId, returnUrl: '/wallet/return' },
    headers: { 'idempotency-key': `e2e-${packId}-${Date.now()}` },
  });
  expect(order.status(), await order.text()).toBe(200);
  const url = ((await order.json()) as { data: { checkout: { url: string } } }).data.checkout.url;
  const paid = await page.request.post(url, { form: { outcome: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

interface Slot {
  startsAt: string;
}

/** The cheapest astrologer and one of their free 15-minute slots more than a day ahead (full refund). */
async function slotMoreThanADayAhead(page: Page) {
  const list = await page.request.get('/api/publics/astrologers?sort=price-asc&limit=5');
  const items = ((await list.json()) as { data: { items: { id: string; slug: string }[] } }).data.items;
  for (const a of items) {
    const res = await page.request.get(`/api/publics/astrologers/${a.slug}/slots?duration=15&days=14`);
    const json = (await res.json()) as { data: { pricePerMinute: number; slots: Slot[] } };
    const slot = json.data.slots.find((s) => new Date(s.startsAt).getTime() > Date.now() + 26 * 3_600_000);
    if (slot) return { astrologerId: a.id, startsAt: slot.startsAt, price: json.data.pricePerMinute * 15 };
  }
  throw new Error('no free slot more than a day ahead');
}

async function book(
  page: Page,
  slot: { astrologerId: string; startsAt: string },
  payWith: 'wallet' | 'gateway',
  returnUrl?: string,
) {
  const res = await page.request.post('/api/publics/consultant-booking', {
    multipart: {
      astrologerId: slot.astrologerId,
      startsAt: slot.startsAt,
      durationMinutes: '15',
      channel: 'voice',
      payWith,
      ...(returnUrl ? { returnUrl } : {}),
    },
    headers: { 'idempotency-key': `e2e-booking-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (
    (await res.json()) as {
      data: {
        booking: { id: string; priceCoins: number; status: string };
        payment: { checkout: { url: string } } | null;
      };
    }
  ).data;
}

// The consent banner sits over the bottom of the page: these tests are not about it, so choose first.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
});

test.describe('signed-out visitors', () => {
  test('/wallet and /hi/bookings send them to the sign-in page', async ({ page, watchErrors }) => {
    const errors = watchErrors(page, { ignoreFavicon: true });
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/login\?next=%2Fwallet$/);
    await expect(page.getByTestId('login-phone-form')).toBeVisible();

    await page.goto('/hi/bookings');
    await expect(page).toHaveURL(/\/hi\/login\?next=%2Fhi%2Fbookings$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.account.login.title);

    // The header offers signing in and comes back to the page afterwards.
    await page.goto('/tarot');
    const entry = page.getByTestId('account-sign-in');
    await expect(entry).toHaveAttribute('href', '/login?next=%2Ftarot');
    await expect(entry).toHaveAccessibleName(en.account.menu.signIn);
    expect(errors).toEqual([]);
  });
});

test.describe('sign-in form', () => {
  test('in Hindi: checks the number, shows the API messages in Hindi, signs in with the texted code', async ({
    page,
    otpFor,
    watchErrors,
  }, info) => {
    const errors = watchErrors(page, { ignoreFavicon: true });
    const t = hi.account.login;
    const phone = phoneFor(info.project.name, 1);
    const res = await page.goto('/hi/login');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.locator('main')).toContainText(DEVANAGARI);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // A number that is not a 10-digit Indian mobile never reaches the API.
    const number = page.getByRole('textbox', { name: t.phoneLabel, exact: true });
    await number.fill('12345');
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('login-error')).toHaveText(t.invalidPhone);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toBeFocused();

    await number.fill(phone);
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('login-notice')).toHaveText(API_MESSAGES_BY_CODE['otp-sent'].hi);
    const code = page.getByRole('textbox', { name: t.codeLabel, exact: true });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    // Resending waits for the cooldown, counting down.
    await expect(page.getByTestId('resend-code')).toBeDisabled();
    await expect(page.getByTestId('resend-code')).toContainText('सेकंड');

    // A wrong code: the API's own message, in Hindi.
    const real = await otpFor(page.request, phone);
    await code.fill(real === '000000' ? '111111' : '000000');
    await page.getByTestId('verify-code').click();
    await expect(page.getByTestId('login-error')).toHaveText('कोड ग़लत है। 4 प्रयास बाकी हैं।');

    await code.fill(real);
    await page.getByTestId('verify-code').click();
    await expect(page).toHaveURL(/\/hi\/wallet$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.account.wallet.title);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    // The browser logs the wrong code's 400 answer itself; nothing else may fail.
    const origin = new URL(page.url()).origin;
    expect(errors).toEqual([
      `Failed to load resource: the server responded with a status of 400 (Bad Request) (${origin}/api/auth/verify)`,
    ]);
  });

  test('in English: from a signed-out /bookings, a full sign-in returns there; sign out from the header', async ({
    page,
    otpFor,
    watchErrors,
  }, info) => {
    const errors = watchErrors(page, { ignoreFavicon: true });
    const t = en.account.login;
    const phone = phoneFor(info.project.name, 2);
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/login\?next=%2Fbookings$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Loaded again on a slow network: the number is typed before the page's scripts run.
    const letScriptsGo = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await page
      .getByRole('textbox', { name: t.phoneLabel, exact: true })
      .fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    // The number typed before the form came alive is the one it sends.
    await letScriptsGo();
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('login-notice')).toHaveText('Sent, Please check your phone!');
    await page.getByRole('textbox', { name: t.codeLabel, exact: true }).fill('99999');
    await page.getByTestId('verify-code').click();
    await expect(page.getByTestId('login-error')).toHaveText(t.invalidCode);

    await page.getByRole('textbox', { name: t.codeLabel, exact: true }).fill(await otpFor(page.request, phone));
    await page.getByTestId('verify-code').click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.account.bookings.title);
    await expect(page.getByTestId('bookings-empty')).toContainText(en.account.bookings.empty);

    // Signed in: the sign-in page says so, and the header has the account menu.
    await page.goto('/login');
    await expect(page.getByTestId('signed-in')).toContainText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    const menu = page.getByTestId('account-menu');
    await menu.locator('summary').click();
    await expect(menu.getByRole('link', { name: en.account.menu.wallet })).toHaveAttribute('href', '/wallet');
    await expect(menu.getByRole('link', { name: en.account.menu.bookings })).toHaveAttribute('href', '/bookings');
    await menu.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-sign-in')).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    expect(errors).toEqual([]);
  });
});

test.describe('where a sign-in lands', () => {
  test('from the header: back to the page the person was reading; an astrologer from the home page goes to the dashboard', async ({
    page,
    browser,
    otpFor,
    watchErrors,
  }, info) => {
    const errors = watchErrors(page, { ignoreFavicon: true });
    const t = hi.account.login;
    const phone = phoneFor(info.project.name, 9);
    await page.goto('/hi/horoscope');
    await hydrated(page);
    await page.getByTestId('account-sign-in').click();
    await expect(page).toHaveURL(/\/hi\/login\?next=%2Fhi%2Fhoroscope$/);
    // A full page load from a page served without React: the sign-in form works once hydrated.
    await hydrated(page);
    await page.getByRole('textbox', { name: t.phoneLabel, exact: true }).fill(phone);
    await page.getByTestId('send-code').click();
    await page.getByRole('textbox', { name: t.codeLabel, exact: true }).fill(await otpFor(page.request, phone));
    await page.getByTestId('verify-code').click();
    await expect(page).toHaveURL(/\/hi\/horoscope$/);
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    expect(errors).toEqual([]);

    // An astrologer (the 5th demo astrologer, used by no other test) signing in from the home page.
    const ctx = await browser.newContext({ ...info.project.use });
    const astro = await ctx.newPage();
    const astrologerPhone = info.project.name === 'phone' ? '9999910005' : '9999910006';
    await astro.goto('/');
    await hydrated(astro);
    await astro.getByTestId('account-sign-in').click();
    await expect(astro).toHaveURL(/\/login\?next=%2F$/);
    await hydrated(astro);
    await astro.getByRole('textbox', { name: en.account.login.phoneLabel, exact: true }).fill(astrologerPhone);
    await astro.getByTestId('send-code').click();
    await astro
      .getByRole('textbox', { name: en.account.login.codeLabel, exact: true })
      .fill(await otpFor(astro.request, astrologerPhone));
    await astro.getByTestId('verify-code').click();
    await expect(astro).toHaveURL(/\/astrologer\/dashboard$/);
    await ctx.close();
  });
});

test.describe('wallet', () => {
  test(
    'recharge 100 coins through the sandbox checkout: GST shown first, balance and statement after',
    { tag: '@desktop' },
    async ({ page, signIn, watchErrors }, info) => {
      const errors = watchErrors(page, { ignoreFavicon: true });
      const t = en.account.wallet;
      await signIn(page.context(), phoneFor(info.project.name, 3));
      const res = await page.goto('/wallet');
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-coins', '0');
      await expect(page.getByTestId('wallet-reserved')).toHaveAttribute('data-coins', '0');
      await expect(page.getByTestId('statement-empty')).toHaveText(t.empty);

      // The 100-coin pack: ₹100 + ₹18 GST = ₹118, on screen before paying.
      await page.getByTestId('pack-coins-100').click();
      await expect(page.getByTestId('pack-coins-100').getByRole('radio')).toBeChecked();
      await expect(page.getByTestId('summary-price')).toHaveText('₹100.00');
      await expect(page.getByTestId('summary-gst')).toHaveText('₹18.00');
      await expect(page.getByTestId('summary-total')).toHaveText('₹118.00');
      await expect(page.getByTestId('pack-summary')).toContainText('GST (18%)');
      await expect(page.getByTestId('pay')).toHaveText('Pay ₹118.00');
      // Another pack changes the bill.
      await page.getByTestId('pack-coins-500').click();
      await expect(page.getByTestId('summary-total')).toHaveText('₹590.00');
      await page.getByTestId('pack-coins-100').click();
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

      // Closing the checkout without paying: the return page asks the server, which finds no payment.
      await page.getByTestId('pay').click();
      const overlay = page.locator('[data-sandbox-checkout]');
      await expect(overlay).toBeVisible();
      await overlay.getByRole('button', { name: 'Close the checkout' }).click();
      await expect(page).toHaveURL(/\/wallet\/return\?payment=closed&razorpay_order_id=order_/);
      await expect(page.getByTestId('payment-result')).toContainText(en.account.walletReturn.cancelledTitle);
      await page.goto('/wallet');
      await page.getByTestId('pack-coins-100').click();

      // Paying through the gateway's checkout.js (the sandbox's, same contract as Razorpay's).
      await page.getByTestId('pay').click();
      const checkout = overlay.locator('iframe').contentFrame();
      await expect(checkout.locator('.amount')).toHaveText('₹118.00');
      await checkout.getByRole('button', { name: 'Pay ₹118.00' }).click();

      await expect(page).toHaveURL(/\/wallet\/return\?.*razorpay_signature=/);
      const result = page.getByTestId('payment-result');
      await expect(result).toHaveAttribute('data-tone', 'good');
      await expect(result).toContainText(en.account.walletReturn.successTitle);
      await expect(page.getByTestId('coins-added')).toHaveText('100 coins added to your wallet.');
      await expect(page.getByTestId('new-balance')).toHaveAttribute('data-coins', '100');

      await page.getByTestId('back-to-wallet').click();
      await expect(page).toHaveURL(/\/wallet$/);
      await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-coins', '100');
      await expect(page.getByTestId('wallet-balance')).toContainText('100 coins');
      const line = page.getByTestId('statement-line').first();
      await expect(line).toHaveAttribute('data-kind', 'recharge');
      await expect(line).toContainText(t.kinds.recharge);
      await expect(line.getByTestId('statement-amount')).toContainText('+100');
      await expect(line.getByTestId('statement-balance')).toHaveText('Balance 100 coins');

      // The same statement in Hindi.
      await page.goto('/hi/wallet');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByTestId('statement-line').first()).toContainText(hi.account.wallet.kinds.recharge);
      await expect(page.getByTestId('wallet-balance')).toContainText('100 सिक्के');
      await expect(page.getByTestId('pack-summary')).toContainText('जीएसटी (18%)');
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

      // Paying in Hindi: the checkout speaks Hindi; "pay later" leaves the payment pending.
      await page.getByTestId('pack-coins-100').click();
      await page.getByTestId('pay').click();
      const hiCheckout = overlay.locator('iframe').contentFrame();
      await expect(hiCheckout.locator('html')).toHaveAttribute('lang', 'hi');
      await hiCheckout.getByRole('button', { name: 'बाद में भुगतान करें' }).click();
      await expect(page).toHaveURL(/\/hi\/wallet\/return\?payment=closed/);
      await expect(page.getByTestId('payment-result')).toContainText(hi.account.walletReturn.pendingTitle);
      await page.goto('/hi/wallet');
      await page.getByTestId('pack-coins-100').click();
      await page.getByTestId('pay').click();
      await hiCheckout.getByRole('button', { name: '₹118.00 का भुगतान करें' }).click();
      await expect(page).toHaveURL(/\/hi\/wallet\/return\?.*razorpay_signature=/);
      await expect(page.getByTestId('new-balance')).toHaveAttribute('data-coins', '200');
      expect(errors).toEqual([]);
    },
  );
});

test.describe('my bookings', () => {
  test('a booking shows, cancels with its refund stated first, and a gateway booking is confirmed on return', async ({
    page,
    signIn,
    watchErrors,
  }, info) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page, { ignoreFavicon: true });
    const t = en.account.bookings;
    await signIn(page.context(), phoneFor(info.project.name, 4));
    await fund(page, 'coins-1000');
    const wallet = await page.request.get('/api/wallet');
    expect(((await wallet.json()) as { data: { coins: number } }).data.coins).toBe(1000);

    const slot = await slotMoreThanADayAhead(page);
    const made = await book(page, slot, 'wallet');
    expect(made.booking.status).toBe('confirmed');
    const price = made.booking.priceCoins;
    expect(price).toBe(slot.price);

    const res = await page.goto('/bookings');
    expect(res?.status()).toBe(200);
    const card = page.locator(`[data-booking-id="${made.booking.id}"]`);
    await expect(card.getByTestId('booking-status')).toHaveText(t.status.confirmed);
    await expect(card.getByTestId('booking-coins')).toHaveText(`${price} coins`);
    await expect(card.getByTestId('booking-time')).toContainText('IST');
    await expect(card).toContainText(t.channels.voice);
    await expect(card).toContainText('15 minutes');
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    // The dialog says what comes back before anything happens; "Keep booking" changes nothing.
    await card.getByTestId('cancel-booking').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('refund-now')).toHaveText(`If you cancel now, you get back ${price} coins.`);
    await expect(dialog).toContainText(t.ruleFull);
    await expect(dialog).toContainText(t.ruleHalf);
    await expect(dialog).toContainText(t.ruleNone);
    await dialog.getByTestId('dialog-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('booking-status')).toHaveText(t.status.confirmed);

    await card.getByTestId('cancel-booking').click();
    await dialog.getByTestId('dialog-okay').click();
    await expect(page.getByTestId('cancel-notice')).toContainText(
      `Booking cancelled. Refund to your wallet: ${price} coins.`,
    );
    await expect(card.getByTestId('booking-status')).toHaveText(t.status.cancelled);
    await expect(card.getByTestId('booking-refund')).toHaveText(`Refunded: ${price} coins`);
    await expect(card.getByTestId('cancel-booking')).toHaveCount(0);

    // The wallet's statement: the booking is one line, its hold and its refund folded in.
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-coins', '1000');
    const bookingLine = page.getByTestId('statement-line').first();
    await expect(bookingLine).toHaveAttribute('data-line-id', `booking:${made.booking.id}`);
    await expect(bookingLine).toHaveAttribute('data-kind', 'booking');
    await expect(bookingLine.getByTestId('statement-detail')).toContainText(
      `${en.account.statementLines.cancelled} · ${en.account.statementLines.notCharged} · ${price} coins back in your wallet`,
    );

    // In Hindi the list reads in Hindi.
    await page.goto('/hi/bookings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator(`[data-booking-id="${made.booking.id}"]`).getByTestId('booking-status')).toHaveText(
      hi.account.bookings.status.cancelled,
    );

    // Paying for a booking at the gateway: the checkout returns to /bookings/return, which confirms it.
    const again = await slotMoreThanADayAhead(page);
    const pending = await book(page, again, 'gateway', '/bookings/return');
    expect(pending.booking.status).toBe('pending_payment');
    await page.goto(pending.payment!.checkout.url);
    await page.locator('button[value="pay"]').click();
    await expect(page).toHaveURL(/\/bookings\/return\?.*razorpay_signature=/);
    await expect(page.getByTestId('booking-confirmed')).toBeVisible();
    await expect(page.getByTestId('payment-result')).toContainText(en.account.bookingReturn.confirmedTitle);
    await expect(page.getByTestId('booking-status')).toHaveText(t.status.confirmed);
    await page.getByTestId('to-bookings').click();
    const paidCard = page.locator(`[data-booking-id="${pending.booking.id}"]`);
    await expect(paidCard.getByTestId('booking-status')).toHaveText(t.status.confirmed);

    // Cancelled a day ahead, an online payment goes back to the account or card it came from, not the wallet.
    const coinsBefore = ((await (await page.request.get('/api/wallet')).json()) as { data: { coins: number } }).data
      .coins;
    const paidCoins = `${pending.booking.priceCoins} coins`;
    await paidCard.getByTestId('cancel-booking').click();
    await expect(dialog.getByTestId('refund-now')).toHaveText(t.refundNowSource.replace('{coins}', paidCoins));
    await dialog.getByTestId('dialog-okay').click();
    await expect(page.getByTestId('cancel-notice')).toContainText(
      t.cancelledNoticeSource.replace('{coins}', paidCoins),
    );
    await expect(paidCard.getByTestId('booking-status')).toHaveText(t.status.cancelled);
    const coinsAfter = ((await (await page.request.get('/api/wallet')).json()) as { data: { coins: number } }).data
      .coins;
    expect(coinsAfter).toBe(coinsBefore);
    expect(errors).toEqual([]);
  });
});
