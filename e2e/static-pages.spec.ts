import enA11y from '../apps/web/messages/en/a11y.json' with { type: 'json' };
import enConsent from '../apps/web/messages/en/consent.json' with { type: 'json' };
import hiA11y from '../apps/web/messages/hi/a11y.json' with { type: 'json' };
import hiAccount from '../apps/web/messages/hi/account.json' with { type: 'json' };
import hiConsent from '../apps/web/messages/hi/consent.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

/**
 * The reading pages served without React (docs/PERFORMANCE.md, "Reading pages without
 * hydration"): the browser loads none of Next's chunks, only the islands, and the layout's
 * behaviour (consent banner, menu, language switch, account entry) still works there.
 */
const STATIC_PAGES = [
  '/tarot',
  '/tarot/major-arcana/the-fool',
  '/numerology',
  '/numerology/life-path-number',
  '/numerology/number/7',
  '/zodiac-signs',
  '/zodiac-signs/leo',
  '/nakshatras',
  '/nakshatras/rohini',
  '/astrology',
  '/astrology/panchang',
  '/kundali',
  '/kaal-sarp-dosha',
  '/mole-astrology',
  '/muhurat',
  '/vedic-tools',
  '/privacy',
  '/terms',
  // The astrologer list: its form and cards from the server, the rest an island.
  '/online-astrologer',
];

const CHUNK = /\/_next\/static\/chunks\/.*\.js(\?|$)/;
const ISLANDS = /\/_next\/static\/islands\/.*\.js$/;

const locales = [
  { locale: 'en', prefix: '', a11y: enA11y, consent: enConsent },
  { locale: 'hi', prefix: '/hi', a11y: hiA11y, consent: hiConsent },
] as const;

/** The numbers this spec signs in with: its own, one per project. */
const phoneFor = (project: string) => `96271${project === 'phone' ? 1 : 2}0001`;

for (const { locale, prefix, a11y, consent } of locales) {
  test.describe(`static pages in ${locale}`, () => {
    test(`load no Next chunk, only the islands, and come alive`, async ({ page, context, baseURL, watchErrors }) => {
      test.slow();
      await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
      const errors = watchErrors(page, { ignoreFavicon: true });
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      for (const route of STATIC_PAGES) {
        const path = `${prefix}${route}`;
        scripts.length = 0;
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        const html = await res!.text();
        expect(html, `${path} is marked static`).toMatch(/<meta name="drishti-hydration" content="none"\s*\/?>/);
        expect(html, `${path} names no chunk`).not.toMatch(/\/_next\/static\/chunks\/[^"]*\.js/);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(
          scripts.filter((s) => CHUNK.test(s)),
          `${path} chunks`,
        ).toEqual([]);
        expect(
          scripts.some((s) => ISLANDS.test(s)),
          `${path} islands`,
        ).toBe(true);
        // The language switch names this page in the other language, straight from the server.
        const other = locale === 'hi' ? route : `/hi${route}`;
        await expect(page.getByTestId('language-switch'), path).toHaveAttribute('href', other);
      }
      expect(errors).toEqual([]);
    });

    test(`the consent banner accepts and declines`, async ({ page, context }) => {
      await page.goto(`${prefix}/tarot/major-arcana/the-fool`);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(consent.text);
      await expect(page.getByTestId('consent-settings')).toBeHidden();
      await page.getByTestId('consent-accept').click();
      await expect(banner).toBeHidden();
      const cookie = (await context.cookies()).find((c) => c.name === 'drishti_consent');
      expect(cookie?.value).toBe('granted');
      expect(cookie?.sameSite).toBe('Lax');

      // Another static page: the choice is remembered; the settings button reopens the banner.
      await page.goto(`${prefix}/numerology/number/7`);
      await hydrated(page);
      await expect(banner).toBeHidden();
      await page.getByTestId('consent-settings').click();
      await expect(banner).toContainText(consent.current.granted);
      await expect(page.getByTestId('consent-accept')).toBeFocused();
      await page.getByTestId('consent-decline').click();
      await expect(banner).toBeHidden();
      await expect(page.getByTestId('consent-settings')).toBeFocused();
      expect((await context.cookies()).find((c) => c.name === 'drishti_consent')?.value).toBe('denied');
    });

    test(`the menu closes and the language switch keeps page and query`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
      await page.goto(`${prefix}/zodiac-signs/leo?from=menu#facts`);
      await hydrated(page);
      const button = page.locator('#site-menu > summary');
      const menu = page.getByRole('navigation', { name: a11y.mainNavigation });
      await button.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await expect(menu).toBeVisible();
      // A tap outside it (the open panel covers most of a phone's screen: the tap lands on the footer).
      await page.locator('footer').dispatchEvent('click');
      await expect(menu).toBeHidden();

      await page.getByTestId('language-switch').click();
      const other = locale === 'hi' ? '' : '/hi';
      await expect(page).toHaveURL(new RegExp(`${other}/zodiac-signs/leo\\?from=menu#facts$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'hi' ? 'en' : 'hi');
    });
  });
}

test('a signed-in reader sees the bell and the account menu on a static page and signs out there', async ({
  page,
  signIn,
  watchErrors,
  baseURL,
}, info) => {
  const errors = watchErrors(page, { ignoreFavicon: true });
  await page.context().addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
  // Signed out: the sign-in link comes back to the page being read.
  await page.goto('/hi/nakshatras/rohini');
  await hydrated(page);
  const entry = page.getByTestId('account-sign-in');
  await expect(entry).toHaveAttribute('href', '/hi/login?next=%2Fhi%2Fnakshatras%2Frohini');
  await expect(page.getByTestId('notification-bell')).toBeHidden();

  await signIn(page.context(), phoneFor(info.project.name));
  await page.reload();
  await hydrated(page);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('href', '/hi/notifications');
  await expect(entry).toBeHidden();
  const menu = page.getByTestId('account-menu');
  await menu.locator('summary').click();
  const t = hiAccount.menu;
  for (const [name, href] of [
    [t.wallet, '/hi/wallet'],
    [t.bookings, '/hi/bookings'],
    [t.consultations, '/hi/consultations'],
    [t.reminders, '/hi/reminders'],
    [t.notifications, '/hi/notifications'],
    [t.support, '/hi/support'],
    [t.settings, '/hi/account'],
  ] as const)
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  // Escape closes the menu and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: t.wallet })).toBeHidden();
  await expect(menu.locator('summary')).toBeFocused();

  await menu.locator('summary').click();
  await menu.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  expect(errors).toEqual([]);
});
