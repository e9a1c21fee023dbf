import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type TestInfo,
  test,
} from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { hydrated } from './helpers';

/**
 * /account's "Where you are signed in": the list of this account's sessions with their devices,
 * ending another device's session by keyboard, and signing out everywhere.
 */

/** The other device: an iPhone (neither test project browses as one). */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function otpFor(request: APIRequestContext, phone: string, not?: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const res = await request.get(`/api/dev/outbox?phone=91${phone}`);
    const json = (await res.json()) as { data?: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(json.data?.[0]?.text ?? '')?.[1];
    if (code && code !== not) return code;
    await sleep(250);
  }
  throw new Error(`no code for ${phone}`);
}

/** Signs a context in through the API (waiting out the pause before a second code); returns the code. */
async function signIn(context: BrowserContext, phone: string, previousCode?: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const sent = await context.request.post('/api/auth/otp', { data: { phone, countryCode: '91' } });
    if (sent.status() === 429 && attempt < 3) {
      await sleep(Number(sent.headers()['retry-after'] ?? '30') * 1000 + 500);
      continue;
    }
    expect(sent.status(), await sent.text()).toBe(200);
    break;
  }
  const code = await otpFor(context.request, phone, previousCode);
  const verified = await context.request.post('/api/auth/verify', { data: { phone, countryCode: '91', code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return code;
}

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
