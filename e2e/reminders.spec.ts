import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import enReminders from '../apps/web/messages/en/reminders.json' with { type: 'json' };
import hiReminders from '../apps/web/messages/hi/reminders.json' with { type: 'json' };
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './browsers';
import { expect, type SignInFixtures, test } from './fixtures';
import { bringOnline, hydrated, noHorizontalScroll } from './helpers';

/**
 * Remedy reminders, notifications and web push end to end: a signed-in user creates an Ekadashi
 * reminder at Varanasi in English and in Hindi (the due instant shown is the engine's: sunrise of
 * a day whose sunrise tithi is Ekadashi, checked against the public panchang API); turns on
 * notifications and sees a push shown by the real service worker; a reminder due a few seconds
 * ahead appears in /notifications, is marked done (streak 1) and snoozed; an astrologer's
 * suggestion is accepted with one tap in the consultation room.
 *
 * The due job runs every REMINDER_TICK_MS (30 s by default; the e2e server may shorten it), so
 * the due story waits up to 75 s.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const VARANASI = { lat: 25.31668, lon: 83.01041 };

/** A 10-digit number unique to this spec, project and purpose. */
function phoneFor(info: TestInfo, n: number): string {
  return `98317${info.project.name === 'phone' ? 1 : 2}${String(n).padStart(4, '0')}`;
}

async function userContext(browser: Browser, info: TestInfo, n: number, signIn: SignInFixtures['signIn']) {
  const context = await browser.newContext({ ...info.project.use, permissions: ['notifications'] });
  await signIn(context, phoneFor(info, n));
  return context;
}

async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await hydrated(page);
}

/** Chooses Varanasi in the form's place search. */
async function chooseVaranasi(form: ReturnType<Page['getByTestId']>) {
  const input = form.getByTestId('form-place').getByRole('combobox');
  await input.fill('Varanasi');
  const option = form.getByTestId('place-option').first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
  // The zone by its name in the page's language: India's own zone is भारतीय समय on Hindi pages.
  const hindi = (await form.page().locator('html').getAttribute('lang')) === 'hi';
  await expect(form.getByTestId('place-zone')).toContainText(hindi ? 'भारतीय समय' : 'Asia/Kolkata');
}

/** The panchang of a local date at Varanasi from the public API. */
async function panchangOn(request: APIRequestContext, date: string) {
  const [year, month, day] = date.split('-').map(Number);
  const res = await request.post('/api/publics/astrology/panchang', {
    data: { day, month, year, ...VARANASI, tzone: 5.5 },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { sunrise: string; nextSunrise?: string; tithi: { index: number; end: string }[] };
}

const istDate = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);

for (const lang of ['en', 'hi'] as const) {
  const t = lang === 'hi' ? hiReminders : enReminders;
  const prefix = lang === 'hi' ? '/hi' : '';

  test(`${lang}: an Ekadashi reminder at Varanasi is due at the engine's Ekadashi sunrise @desktop`, async ({
    browser,
    signIn,
    watchErrors,
  }, info) => {
    const context = await userContext(browser, info, lang === 'en' ? 1 : 2, signIn);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await open(page, `${prefix}/reminders`);
    await expect(page.locator('h1')).toHaveText(t.page.title);
    if (lang === 'hi') {
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(await page.locator('main').innerText()).toMatch(DEVANAGARI);
    }
    await expect(page.getByTestId('reminders-empty')).toHaveText(t.page.empty);
    const form = page.getByTestId('reminder-form');
    // Nothing typed: errors in the page's language, the first field focused.
    await form.getByTestId('form-submit').click();
    await expect(form.getByText(t.form.errors.title)).toBeVisible();
    await expect(form.getByTestId('form-title')).toBeFocused();

    await form.getByTestId('form-remedy').selectOption('fast');
    await form.getByTestId('form-title').fill(lang === 'hi' ? 'एकादशी व्रत' : 'Ekadashi fast');
    await form.getByTestId('form-type-panchang').check();
    await form.getByTestId('form-event').selectOption('ekadashi');
    await form.getByTestId('form-anchor').selectOption('sunrise');
    await chooseVaranasi(form);
    await expect(form.getByTestId('form-preview').locator('li')).toHaveCount(3, { timeout: 15_000 });
    const previewFirst = await form.getByTestId('form-preview').locator('li').first().getAttribute('data-at');
    await form.getByTestId('form-submit').click();
    await expect(page.getByTestId('reminders-status')).toHaveText(t.form.saved);

    const item = page.getByTestId('reminder').first();
    await expect(item).toHaveAttribute('data-status', 'active');
    const nextAt = (await item.getByTestId('reminder-next').getAttribute('data-next-at'))!;
    expect(nextAt).toBe(previewFirst);
    const due = Date.parse(nextAt);
    expect(due).toBeGreaterThan(Date.now());
    expect(due - Date.now()).toBeLessThan(17 * 86_400_000);

    // The engine, asked through the public panchang API: that day's sunrise is the due instant,
    // Ekadashi (11 or 26) prevails at it, or is a kshaya Ekadashi wholly inside that day, and the
    // day before was not already Ekadashi.
    const day = istDate(due);
    const p = await panchangOn(context.request, day);
    expect(Math.abs(Date.parse(p.sunrise) - due)).toBeLessThan(1000);
    const first = p.tithi[0]!.index;
    const kshaya = (first === 10 || first === 25) && p.tithi[1]?.index === first + 1;
    expect([11, 26].includes(first) || kshaya).toBe(true);
    const before = await panchangOn(context.request, istDate(due - 86_400_000));
    expect([11, 26]).not.toContain(before.tithi[0]!.index);

    // The time shown is that instant in the place's zone, in the page's language.
    const shown = await page.evaluate(
      ({ iso, locale }) =>
        new Intl.DateTimeFormat(locale, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
          // Hindi times name the part of the day (सुबह 6:05), never am/pm.
          ...(locale.startsWith('hi') ? { dayPeriod: 'short' as const } : {}),
          timeZone: 'Asia/Kolkata',
        }).format(new Date(iso)),
      { iso: nextAt, locale: lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN' },
    );
    await expect(item.getByTestId('reminder-next')).toContainText(shown);
    await expect(item.getByTestId('reminder-next')).toContainText(lang === 'hi' ? 'भारतीय समय' : 'Asia/Kolkata');
    await expect(item.getByTestId('reminder-streak')).toContainText(t.item.streak.replace('{count}', '0'));

    // Pause and resume keep the due instant.
    await item.getByTestId('reminder-pause').click();
    await expect(item).toHaveAttribute('data-status', 'paused');
    await item.getByTestId('reminder-pause').click();
    await expect(item).toHaveAttribute('data-status', 'active');
    await expect(item.getByTestId('reminder-next')).toHaveAttribute('data-next-at', nextAt);

    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    // Reloaded from the server, the reminder is there.
    await open(page, `${prefix}/reminders`);
    await expect(page.getByTestId('reminder')).toHaveCount(1);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('push: the service worker shows the test notification the server sends', async ({
  playwright,
  signIn,
  watchErrors,
}, info) => {
  // The full browser: the headless shell has no notifications (their permission is always
  // "denied") and no push service.
  const browser = await playwright.chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS });
  const context = await userContext(browser, info, 3, signIn);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await open(page, '/hi/notifications');
  await expect(page.locator('h1')).toHaveText(hiReminders.notifications.title);
  const control = page.getByTestId('push-control');
  await expect(control).toHaveAttribute('data-state', 'off', { timeout: 15_000 });
  await control.getByTestId('push-on').click();
  await expect(control).not.toHaveAttribute('data-state', /busy|off/, { timeout: 30_000 });
  const state = await control.getAttribute('data-state');
  // The page's own registration of the real /sw.js.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');

  const shownTitles = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: n.data?.url }));
    });

  if (state === 'on') {
    // Subscribed for real: the test push travels through the browser's push service.
    info.annotations.push({ type: 'push', description: 'pushManager.subscribe() worked: end to end' });
    await control.getByTestId('push-test').click();
    await expect(control.getByTestId('push-note')).toHaveText(hiReminders.notifications.push.testSent);
    await expect.poll(async () => (await shownTitles()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  } else {
    // No internet here: the browser cannot reach its push service, and the control says so.
    info.annotations.push({
      type: 'push',
      description: 'pushManager.subscribe() failed offline: payload delivered over CDP',
    });
    expect(state).toBe('failed');
    await expect(control.getByTestId('push-state')).toHaveText(hiReminders.notifications.push.failed);
    // Exactly the payload the server sends on a test push (its encryption and VAPID signature are
    // proven in apps/api/src/routes/notifications.db.test.ts), delivered to the registered worker.
    const res = await context.request.post('/api/users/push/test', { headers: { 'x-lang': 'hi' } });
    expect(res.status()).toBe(200);
    const { payload } = (await res.json()).data as { payload: { title: string; body: string; url: string } };
    expect(payload.title).toMatch(DEVANAGARI);
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
        const r = e.registrations.find((x) => !x.isDeleted && x.scopeURL.startsWith(new URL(page.url()).origin));
        if (r) resolve(r.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(async () => (await shownTitles()).map((n) => n.title), { timeout: 15_000 })
      .toContain(payload.title);
    const shown = (await shownTitles()).find((n) => n.title === payload.title)!;
    expect(shown.body).toBe(payload.body);
    expect(shown.url).toBe('/hi/notifications');
  }
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  // Chromium's own console note when a page subscribes in a browser context without a profile
  // (Playwright's contexts are incognito-like): the reason subscribe() fails here besides the
  // missing internet. Anything else is ours.
  expect(
    errors.filter((e) => !e.startsWith('Chrome currently does not support the Push API in incognito mode')),
  ).toEqual([]);
  await context.close();
  await browser.close();
});

test('a due reminder appears in notifications, is marked done (streak 1) and snoozed', async ({
  browser,
  signIn,
  watchErrors,
}, info) => {
  test.setTimeout(240_000);
  const context = await userContext(browser, info, 4, signIn);
  const page = await context.newPage();
  const errors = watchErrors(page);
  // A once reminder at the first whole minute (Indian time) at least 40 s ahead: times are to the
  // minute, and filling the form takes a few seconds. The layout is the phone's; the desktop run
  // of the reminders page is the Ekadashi test above.
  const MINUTE = 60_000;
  const at = new Date(Math.ceil((Date.now() + 40_000) / MINUTE) * MINUTE + 5.5 * 3_600_000);
  await open(page, '/reminders');
  const form = page.getByTestId('reminder-form');
  await form.getByTestId('form-title').fill('Hanuman Chalisa');
  await form.getByTestId('form-type-once').check();
  await form.getByTestId('form-date').fill(at.toISOString().slice(0, 10));
  await form.getByTestId('form-time').fill(at.toISOString().slice(11, 16));
  await chooseVaranasi(form);
  await form.getByTestId('form-submit').click();
  await expect(form.getByTestId('form-error')).toHaveCount(0);
  await expect(page.getByTestId('reminders-status')).toHaveText(enReminders.form.saved);
  const nextAt = await page.getByTestId('reminder-next').getAttribute('data-next-at');
  expect(Date.parse(nextAt!)).toBeGreaterThan(Date.now() - 60_000);

  // The job fires it: one unread notification, rendered from kind + params.
  await expect
    .poll(
      async () => {
        const res = await context.request.get('/api/users/notifications/unread-count');
        return ((await res.json()).data as { unread: number }).unread;
      },
      { timeout: 150_000, intervals: [2000] },
    )
    .toBe(1);
  await open(page, '/notifications');
  // The header's bell names the count it had with the account entry's state.
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-unread', '1');
  await expect(bell).toHaveAccessibleName(enReminders.notifications.bellUnread.replace('{count}', '1'));
  const note = page.getByTestId('notification').first();
  await expect(note).toHaveAttribute('data-kind', 'reminder');
  await expect(note).toHaveAttribute('data-read', 'false');
  await expect(note).toContainText('Reminder: Hanuman Chalisa');
  await expect(page.getByTestId('unread-count')).toHaveAttribute('data-count', '1');
  await note.getByTestId('mark-read').click();
  await expect(note).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('unread-count')).toHaveAttribute('data-count', '0');
  // Hindi: the same notification in Hindi; the bell, read again, has nothing unread.
  await open(page, '/hi/notifications');
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-unread', '0');
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(hiReminders.notifications.bell);
  await expect(page.getByTestId('notification').first()).toContainText('अनुस्मारक: Hanuman Chalisa');

  // Snooze, then done: the streak becomes 1.
  await open(page, '/reminders');
  const item = page.getByTestId('reminder').first();
  await expect(item).toHaveAttribute('data-pending', 'true');
  await item.getByTestId('reminder-snooze-10').click();
  await expect(item.getByTestId('reminder-pending')).toContainText('Snoozed until');
  await expect(page.getByTestId('reminders-status')).toContainText('We will remind you again at');
  await item.getByTestId('reminder-done').click();
  await expect(item).toHaveAttribute('data-streak', '1');
  await expect(item).toHaveAttribute('data-pending', 'false');
  await expect(item.getByTestId('reminder-streak')).toContainText('Streak: 1');
  expect(errors).toEqual([]);
  await context.close();
});

test('an astrologer suggests a reminder; the user accepts it with one tap in the room', async ({
  browser,
  signIn,
  watchErrors,
}, info) => {
  // Demo astrologers no other spec uses (the n-th signs in with 99999100nn).
  const A =
    info.project.name === 'phone'
      ? { phone: '9999910017', slug: 'venkatesh-iyengar' }
      : { phone: '9999910018', slug: 'priyanka-saxena' };
  const astro = await browser.newContext();
  await signIn(astro, A.phone);
  const online = await bringOnline(astro.request, A.phone, ['chat']);
  const profile = await astro.request.get(`/api/publics/astrologers/${A.slug}`);
  expect(profile.status()).toBe(200);
  const astrologerId = ((await profile.json()).data as { id: string }).id;

  const user = await userContext(browser, info, 5, signIn);
  // Coins for the minimum minutes, through the sandbox checkout.
  const order = await user.request.post('/api/wallet/recharge', {
    data: { packId: 'coins-2000', returnUrl: '/wallet/return' },
    headers: { 'idempotency-key': `e2e-reminders-${info.project.name}-${Date.now()}` },
  });
  expect(order.status(), await order.text()).toBe(200);
  const url = ((await order.json()) as { data: { checkout: { url: string } } }).data.checkout.url;
  expect((await user.request.post(url, { form: { outcome: 'pay' }, maxRedirects: 0 })).status()).toBe(303);

  const created = await user.request.post('/api/users/consultations', { data: { astrologerId, channel: 'chat' } });
  expect(created.status(), await created.text()).toBe(200);
  const consultationId = ((await created.json()).data as { id: string }).id;
  const accepted = await astro.request.post(`/api/astrologer/consultations/${consultationId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);

  const suggestion = {
    remedy: 'mantra',
    title: 'Shani mantra',
    note: '108 times',
    schedule: { type: 'weekly', days: [6], time: '07:00' },
    place: { name: 'Varanasi', ...VARANASI, timezone: 'Asia/Kolkata' },
  };
  // Only the consultation's astrologer may suggest.
  const stranger = await user.request.post(`/api/astrologer/consultations/${consultationId}/reminder-suggestions`, {
    data: suggestion,
  });
  expect(stranger.status()).toBe(403);
  const suggested = await astro.request.post(`/api/astrologer/consultations/${consultationId}/reminder-suggestions`, {
    data: suggestion,
  });
  expect(suggested.status(), await suggested.text()).toBe(200);
  const ended = await astro.request.post(`/api/consultations/${consultationId}/end`);
  expect(ended.status(), await ended.text()).toBe(200);

  // The astrologer's room shows the suggestion form and what was sent.
  const astroPage = await astro.newPage();
  await astroPage.goto(`/consultation/${consultationId}`);
  await hydrated(astroPage);
  await expect(astroPage.getByTestId('suggest-panel')).toBeVisible({ timeout: 20_000 });
  await expect(astroPage.getByTestId('suggest-sent').locator('li')).toHaveCount(1);

  // The user's room: one tap accepts it.
  const page = await user.newPage();
  const errors = watchErrors(page);
  await page.goto(`/hi/consultation/${consultationId}`);
  await hydrated(page);
  const card = page.getByTestId('suggestion');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('Shani mantra');
  await expect(card).toContainText(hiReminders.suggest.cardHeading);
  await card.getByTestId('suggestion-accept').click();
  await expect(page.getByTestId('room-suggestions')).toContainText(hiReminders.suggest.accepted);
  await open(page, '/hi/reminders');
  const item = page.getByTestId('reminder').filter({ hasText: 'Shani mantra' });
  await expect(item).toHaveAttribute('data-status', 'active');
  await expect(item.getByTestId('reminder-next')).not.toHaveAttribute('data-next-at', '');
  expect(errors.filter((e) => !/WebSocket|ws:\/\//.test(e))).toEqual([]);
  await online.close();
  await user.close();
  await astro.close();
});
