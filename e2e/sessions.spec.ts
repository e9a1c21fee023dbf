import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

/**
 * /account's "Where you are signed in": the list of this account's sessions with their devices,
 * ending another device's session by keyboard, and signing out everywhere.
 */

/** The other device: an iPhone (neither test project browses as one). */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function newContext(browser: Browser, info: TestInfo, userAgent?: string): Promise<BrowserContext> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL!,
    viewport: use.viewport ?? null,
    locale: use.locale,
    ...(userAgent ? { userAgent } : use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
  });
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: use.baseURL! }]);
  return context;
}

test('lists this account’s devices, ends another one by keyboard and signs out everywhere', async ({
  browser,
  signIn,
}, info) => {
  test.setTimeout(120_000);
  // Each project signs in its own number.
  const phone = info.project.name === 'phone' ? '9744100001' : '9744100002';
  const other = await newContext(browser, info, IPHONE_SAFARI);
  const mine = await newContext(browser, info);
  try {
    const code = await signIn(other, phone);
    await signIn(mine, phone, code);
    const page = await mine.newPage();

    // Hindi: the section and the other device, named in Hindi.
    await page.goto('/hi/account');
    await expect(page.getByRole('heading', { name: hi.settings.sessions.heading })).toBeVisible();
    await expect(page.getByTestId('session')).toHaveCount(2);
    await expect(page.getByTestId('session').filter({ hasText: 'iPhone पर Safari' })).toHaveCount(1);

    // Signed-in answers are never stored by a cache: the page, the sign-in state, the API.
    const response = await page.goto('/account');
    expect(response?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    for (const url of ['/login/state', '/api/users/me/sessions', '/api/wallet']) {
      expect((await mine.request.get(url)).headers()['cache-control'], url).toBe('private, no-store');
    }
    await hydrated(page);
    const section = page.locator('section', { has: page.getByRole('heading', { name: en.settings.sessions.heading }) });
    await expect(section.getByTestId('session')).toHaveCount(2);
    await expect(section.getByTestId('session-current')).toHaveCount(1);
    const iphone = section.getByTestId('session').filter({ hasText: 'Safari on iPhone' });
    await expect(iphone).toHaveCount(1);
    expect((await other.request.get('/api/auth/me')).status()).toBe(200);

    // End the other device's session from the keyboard.
    const endOther = iphone.getByRole('button', { name: 'Sign out Safari on iPhone' });
    await endOther.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByTestId('sessions-status')).toHaveText('Safari on iPhone is signed out.');
    await expect(section.getByTestId('session')).toHaveCount(1);
    expect((await other.request.get('/api/auth/me')).status()).toBe(401);

    // Sign out everywhere: confirm in the dialog (it opens on Cancel), by keyboard.
    await section.getByTestId('sessions-end-all').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: en.settings.sessions.endAllTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: en.settings.sessions.cancel })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: en.settings.sessions.endAllOkay })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    expect((await mine.request.get('/api/auth/me')).status()).toBe(401);
  } finally {
    await other.close();
    await mine.close();
  }
});
