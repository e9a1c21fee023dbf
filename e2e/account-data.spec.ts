import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { PRIVACY, TERMS } from '../packages/content/src/legal';
import { expect, test } from './fixtures';
import { hydrated, noHorizontalScroll, pageHrefs } from './helpers';

/**
 * The user's own data: /account (name, saved kundalis, the JSON export, deleting the account, after
 * which the same phone signs in to a new, empty account) and the public /privacy and /terms pages.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

async function newContext(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL!,
    viewport: use.viewport ?? null,
    locale: use.locale,
    acceptDownloads: true,
    ...(use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
    ...(use.deviceScaleFactor !== undefined ? { deviceScaleFactor: use.deviceScaleFactor } : {}),
  });
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: use.baseURL! }]);
  return context;
}

const PROFILE = {
  name: 'Asha Sharma',
  gender: 'female',
  relation: 'self',
  birthDate: '1990-04-12',
  birthTime: '06:30',
  placeName: 'Jaipur',
  lat: 26.9124,
  lon: 75.7873,
  timezone: 'Asia/Kolkata',
};

test('/privacy and /terms render in English and Hindi, without sideways scrolling @desktop', async ({
  page,
  request,
  watchErrors,
}) => {
  const errors = watchErrors(page);
  for (const [path, doc, lang] of [
    ['/privacy', PRIVACY, 'en'],
    ['/hi/privacy', PRIVACY, 'hi'],
    ['/terms', TERMS, 'en'],
    ['/hi/terms', TERMS, 'hi'],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title[lang]);
    await expect(page.getByRole('heading', { level: 2, name: doc.sections[0]!.heading[lang] })).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(DEVANAGARI.test(text), path).toBe(lang === 'hi');
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count(), path).toBe(0);
    expect(await page.locator('link[rel="alternate"][hreflang="hi"]').count(), path).toBe(1);
    expect(await noHorizontalScroll(page), path).toBeLessThanOrEqual(0);
    // The footer links to both.
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: (lang === 'hi' ? hi : en).footer.privacy })).toBeVisible();
    await expect(footer.getByRole('link', { name: (lang === 'hi' ? hi : en).footer.terms })).toBeVisible();
  }
  // The deletion section names what the code keeps and removes.
  await page.goto('/hi/privacy#deletion');
  await expect(page.locator('#deletion')).toContainText('हटाया गया सदस्य');
  await expect(page.locator('#kept')).toContainText('पैसों का हिसाब');
  // Every same-site link answers: public pages with 200, private ones (/account, /support) by
  // sending a signed-out visitor to sign in.
  const hrefs = await pageHrefs(page);
  expect(hrefs).toContain('/hi/account');
  const failures: string[] = [];
  for (const href of hrefs) {
    const res = await request.get(href, { maxRedirects: 0 });
    const toLogin = [307, 308].includes(res.status()) && /\/login\?next=/.test(res.headers().location ?? '');
    if (res.status() !== 200 && !toLogin) failures.push(`${href}: ${res.status()}`);
  }
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
});

test('a user edits their account, downloads their data and deletes the account; the phone starts afresh', async ({
  browser,
  signIn,
  watchErrors,
}, info) => {
  test.setTimeout(240_000);
  const phone = `97425${String(Date.now()).slice(-5)}`;
  const hostile = '"><img src=x onerror="window.__xss=1">';
  const context = await newContext(browser, info);
  const firstCode = await signIn(context, phone);
  expect((await context.request.post('/api/users/profiles', { data: PROFILE })).status()).toBe(200);
  const page = await context.newPage();
  const errors = watchErrors(page);

  // English page: the name (hostile text is stored and shown as text), a kundali renamed.
  await page.goto('/account');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.settings.title);
  await page.getByTestId('profile-name').fill(hostile);
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-status')).toHaveText(en.settings.profile.saved);
  await page.getByTestId('kundali-rename').click();
  await page.getByTestId('kundali-rename-input').fill('Asha (me)');
  await page.getByTestId('kundali-rename-save').click();
  await expect(page.getByTestId('kundali')).toContainText('Asha (me)');
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('profile-name')).toHaveValue(hostile);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

  // The export is a download of JSON holding the user's data.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^drishti-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ phone: `91${phone}`, name: hostile });
  expect(data.birthProfiles.map((p: { name: string }) => p.name)).toEqual(['Asha (me)']);
  expect(data.wallet).toMatchObject({ balance: 0 });
  expect(Array.isArray(data.consultations) && Array.isArray(data.supportTickets)).toBe(true);
  expect(JSON.stringify(data)).not.toMatch(/token|code_?hash|p256dh/i);

  // A second tab stays open on the account page through the deletion.
  const other = await context.newPage();
  const otherErrors = watchErrors(other);
  await other.goto('/account');
  await hydrated(other);
  await expect(other.getByTestId('notification-bell')).toBeVisible();

  // Hindi page: the deletion is confirmed in a dialog, with nothing to type on any keyboard.
  await page.goto('/hi/account');
  await hydrated(page);
  const d = hi.settings.delete;
  await expect(page.getByRole('heading', { level: 2, name: d.heading })).toBeVisible();
  expect(DEVANAGARI.test(await page.locator('main').innerText())).toBe(true);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  await page.getByTestId('delete-submit').click();
  const dialog = page.getByRole('dialog', { name: d.confirmTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(d.confirmMessage);
  // Cancel keeps the account.
  await dialog.getByTestId('dialog-cancel').click();
  await expect(dialog).toBeHidden();
  expect((await context.request.get('/api/auth/me')).status()).toBe(200);
  await page.getByTestId('delete-submit').click();
  await dialog.getByRole('button', { name: d.confirmOkay }).click();
  // The user is told the account is gone, in their language.
  await page.waitForURL(/\/hi\/account\/deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: hi.settings.deleted.title })).toBeVisible();
  await expect(page.getByTestId('account-deleted')).toContainText(hi.settings.deleted.again);
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
  expect((await context.request.get('/api/auth/me')).status()).toBe(401);
  // The other tab, shown again, learns the session has ended: its header offers to sign in,
  // without a failed request.
  await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(other.getByTestId('account-sign-in')).toBeVisible();
  await expect(other.getByTestId('notification-bell')).toBeHidden();
  expect(otherErrors).toEqual([]);
  await other.close();
  await page.goto('/hi/account');
  await expect(page).toHaveURL(/\/hi\/login\?next=/);
  expect(errors).toEqual([]);

  // The same phone signs in again: a new account without the old kundali, name or coins.
  await signIn(context, phone, firstCode);
  const me = (await (await context.request.get('/api/auth/me')).json()).data;
  expect(me.id).not.toBe(data.account.id);
  expect(me.name).toBeNull();
  expect((await (await context.request.get('/api/users/profiles')).json()).data).toEqual([]);
  expect((await (await context.request.get('/api/wallet')).json()).data).toMatchObject({ coins: 0 });
  await page.goto('/hi/account');
  await hydrated(page);
  await expect(page.getByTestId('kundalis-empty')).toHaveText(hi.settings.kundalis.empty);
  await expect(page.getByTestId('profile-name')).toHaveValue('');
  await context.close();
});
