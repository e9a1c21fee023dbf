import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import enPwa from '../apps/web/messages/en/pwa.json' with { type: 'json' };
import enTools from '../apps/web/messages/en/tools.json' with { type: 'json' };
import hiPwa from '../apps/web/messages/hi/pwa.json' with { type: 'json' };
import hiTools from '../apps/web/messages/hi/tools.json' with { type: 'json' };
import { hydrated } from './helpers';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './browsers';

/*
 * The installable app: both manifests and their icons, installability once the service worker
 * controls the page, and what works with the network off. Reads only what the server serves.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; short_name: string; url: string; icons: ManifestIcon[] }[];
}

/** A PNG's width and height from its IHDR chunk; null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature || bytes.subarray(12, 16).toString() !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPng(request: APIRequestContext, src: string, size: number) {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  expect(pngSize(await res.body()), src).toEqual({ width: size, height: size });
}

/** Waits until the service worker has installed (its precache stored) and controls the page. */
async function workerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

test.describe('web manifests', () => {
  for (const { locale, prefix, pwa } of [
    { locale: 'en', prefix: '', pwa: enPwa },
    { locale: 'hi', prefix: '/hi', pwa: hiPwa },
  ] as const) {
    test(`${locale}: the page links its manifest, which is complete, with icons and shortcuts that load`, async ({
      request,
    }) => {
      const page = await request.get(prefix || '/');
      const html = await page.text();
      const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
      expect(href).toBe(`${prefix}/manifest.webmanifest`);
      expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes"/>');
      expect(html).toContain(`<meta name="apple-mobile-web-app-title" content="${pwa.manifest.shortName}"/>`);
      expect(html).toContain('<meta name="apple-mobile-web-app-status-bar-style" content="default"/>');
      expect(html).toMatch(/<link rel="apple-touch-icon" href="\/icons\/apple-touch-icon.png" sizes="180x180"/);
      await expectPng(request, '/icons/apple-touch-icon.png', 180);

      const res = await request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/manifest+json');
      const m = (await res.json()) as Manifest;
      expect(m).toMatchObject({
        id: prefix || '/',
        name: pwa.manifest.name,
        short_name: locale === 'hi' ? 'दृष्टि' : 'Drishti',
        description: pwa.manifest.description,
        lang: locale,
        dir: 'ltr',
        start_url: `${prefix || '/'}?source=pwa`,
        scope: '/',
        display: 'standalone',
        theme_color: '#1E1B4B',
        background_color: '#FFFBF5',
      });
      if (locale === 'hi') expect(m.name).toMatch(DEVANAGARI);

      const pngs = m.icons.filter((i) => i.type === 'image/png');
      expect(pngs.map((i) => `${i.sizes}:${i.purpose}`).sort()).toEqual(
        ['192x192:any', '512x512:any', '512x512:maskable'].sort(),
      );
      for (const icon of pngs) await expectPng(request, icon.src, Number(icon.sizes.split('x')[0]));
      const svg = m.icons.find((i) => i.type === 'image/svg+xml');
      expect((await request.get(svg!.src)).headers()['content-type']).toContain('image/svg+xml');

      expect(m.shortcuts.map((s) => s.url)).toEqual([
        `${prefix}/kundali`,
        `${prefix}/horoscope`,
        `${prefix}/online-astrologer`,
      ]);
      const names = pwa.manifest.shortcuts;
      expect(m.shortcuts.map((s) => s.name)).toEqual([names.kundali.name, names.horoscope.name, names.chat.name]);
      for (const s of m.shortcuts) {
        expect((await request.get(s.url, { maxRedirects: 0 })).status(), s.url).toBe(200);
        expect(s.icons).toHaveLength(1);
        await expectPng(request, s.icons[0]!.src, 96);
      }
      expect((await request.get(m.start_url, { maxRedirects: 0 })).status()).toBe(200);
    });
  }

  test('the English manifest is not served under /en, and the offline page is neither indexed nor in the sitemap', async ({
    request,
  }) => {
    expect((await request.get('/en/manifest.webmanifest')).status()).toBe(404);
    const offline = await (await request.get('/offline')).text();
    expect(offline).toContain('<meta name="robots" content="noindex, follow"/>');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toMatch(/\/offline</);
  });
});

test('the precache holds the islands entry’s chunks and every page island, so stored pages come alive offline', async ({
  request,
}) => {
  const list = (await (await request.get('/sw-precache.json')).json()) as { files: string[] };
  const home = await (await request.get('/')).text();
  const entry = /src="(\/_next\/static\/islands\/islands-[^"]+\.js)"/.exec(home)?.[1];
  expect(entry).toBeDefined();
  // The entry is named in every page's HTML; what it imports is not, so the precache must hold it.
  const imports = [
    ...(await (await request.get(entry!)).text()).matchAll(
      /from"\.\/(chunk-[^"]+\.js)"|import"\.\/(chunk-[^"]+\.js)"/g,
    ),
  ].map((m) => `/_next/static/islands/${m[1] ?? m[2]}`);
  expect(imports.length).toBeGreaterThan(0);
  for (const file of imports) expect(list.files, file).toContain(file);
  // And a page island (the print and share buttons of every tool page), with its file answering.
  const toolActions = list.files.find((f) => /\/islands\/tool-actions\.island-[^/]+\.js$/.test(f));
  expect(toolActions).toBeDefined();
  expect((await request.get(toolActions!)).status()).toBe(200);
});

test('installable in both languages once the service worker controls the page', async ({ baseURL }) => {
  // Browsers never offer to install from an incognito profile, which every test context is: this
  // one test runs in a browser with a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'drishti-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    // The full browser: what decides installability is the browser a person installs from.
    executablePath: FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const path of ['/', '/hi']) {
      await page.goto(path);
      await workerControls(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, path).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(path === '/hi' ? /\/hi\/manifest\.webmanifest$/ : /\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test.describe
  .serial('with the network off', () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    test('a visited horoscope page reloads', async () => {
      await page.goto('/horoscope/daily-horoscope/aries');
      await workerControls(page);
      // The first visit came before the worker; this one goes through it and is kept.
      await page.reload();
      await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href)))).toBe(true);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
      // The network really is off for the page: the API (which the worker never answers) is out of reach.
      const api = await page.evaluate(() =>
        fetch('/api/health', { cache: 'no-store' }).then(
          () => 'reached',
          () => 'unreachable',
        ),
      );
      expect(api).toBe('unreachable');
    });

    test('a numerology calculator never opened before gives its result', async () => {
      await page.goto('/numerology/mobile-numerology-calculator');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enTools.mobile.title);
      await hydrated(page);
      await page.getByTestId('mobile-input').fill('98765 43210');
      await page.getByTestId('date-input').fill('01/01/1990');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('result')).toBeVisible();
      await expect(page.getByTestId('mobile-root-value')).toHaveText('9');
      await expect(page.getByTestId('mobile-total')).toHaveText('45');
    });

    test('the Hindi yes/no tarot draws a card and answers', async () => {
      const y = hiTools.yesNoTarot;
      await page.goto('/hi/tarot/yes-or-no-tarot');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(y.title);
      await hydrated(page);
      await page.getByTestId('question').fill('क्या मुझे इस महीने नई नौकरी मिलेगी?');
      await page.getByTestId('ask-submit').click();
      const cards = page.getByTestId('deck').getByRole('button');
      await expect(cards).toHaveCount(78);
      await cards.nth(40).click();
      await page.getByTestId('reveal-button').click();
      const answer = page.getByTestId('answer');
      await expect(answer).toBeVisible();
      await expect(answer).toHaveAttribute('data-card', /^[a-z0-9-]+$/);
      const verdict = (await page.getByTestId('verdict').getAttribute('data-verdict')) as keyof typeof y.verdict;
      await expect(page.getByTestId('verdict')).toHaveText(y.verdict[verdict]);
      await expect(page.getByTestId('verdict-explanation')).toContainText(DEVANAGARI);
    });

    test('the kundali form, sent offline for a birth never seen, shows its kundali computed on the device', async ({
      browser,
      baseURL,
    }) => {
      test.slow();
      // A browser of its own: nothing cached but what the worker stores when it installs.
      const own = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });
      try {
        await own.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
        const tab = await own.newPage();
        await tab.goto('/kundali');
        // Ready once installed: the precache (with the kundali rendered for a birth and its chunks) is stored.
        await workerControls(tab);
        await expect
          .poll(() =>
            tab.evaluate(async () => {
              const names = await caches.keys();
              for (const name of names)
                for (const req of await (await caches.open(name)).keys())
                  if (new URL(req.url).pathname === '/kundali' && new URL(req.url).search) return true;
              return false;
            }),
          )
          .toBe(true);
        await own.setOffline(true);
        await tab.goto('/kundali');
        await hydrated(tab);
        // Reference chart C01 of e2e/kundali.spec.ts: 6 March 1964, 1:50 PM, New Delhi (lagna 84.4°, Gemini).
        await tab.locator('#kundali-name').fill('Offline C01');
        await tab.locator('#kundali-day').selectOption('6');
        await tab.locator('#kundali-month').selectOption('3');
        await tab.locator('#kundali-year').selectOption('1964');
        await tab.locator('#kundali-hour').selectOption('1');
        await tab.locator('#kundali-minute').selectOption('50');
        await tab.locator('#kundali-meridiem').selectOption('pm');
        const place = tab.locator('#kundali-place');
        await place.click();
        await place.pressSequentially('Delhi', { delay: 30 });
        // Offline, the place comes from the bundled Indian cities (Delhi, about 2 km from C01's point).
        await expect(tab.getByTestId('place-option').first()).toBeVisible();
        await place.press('Enter');
        await expect(tab.getByTestId('place-zone')).toContainText('Asia/Kolkata');
        await tab.getByTestId('kundali-submit').click();
        await expect(tab).toHaveURL(/n=Offline\+C01/);
        await expect(tab.getByTestId('fact-lagna')).toContainText('Gemini');
        await expect(tab.getByTestId('fact-nakshatra')).toContainText('Jyeshtha');

        // A saved profile's address cannot be worked out offline: the form, not the stored copy's kundali.
        await tab.goto('/kundali?profile=never-stored');
        await hydrated(tab);
        await expect(tab.locator('#kundali-name')).toHaveValue('');
        await expect(tab.getByTestId('fact-lagna')).toHaveCount(0);
      } finally {
        await own.close();
      }
    });

    test('a page never visited shows the offline page, with the saved pages and the offline tools', async () => {
      await page.goto('/horoscope/weekly-horoscope/leo?ref=offline-test');
      await expect(page.getByTestId('offline-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enPwa.offlineTitle);
      await expect(page).toHaveURL(/\/horoscope\/weekly-horoscope\/leo\?ref=offline-test$/);
      const saved = page.getByTestId('saved-pages');
      await expect(saved.getByRole('link', { name: /Aries/ })).toHaveAttribute(
        'href',
        '/horoscope/daily-horoscope/aries',
      );
      const tools = page.getByTestId('offline-tools').getByRole('link');
      await expect(tools).toHaveCount(7);
      await expect(tools.first()).toHaveAttribute('href', '/numerology/numerology-calculator');
      // A saved page opens from the list.
      await saved.getByRole('link', { name: /Aries/ }).click();
      await expect(page).toHaveURL(/\/horoscope\/daily-horoscope\/aries$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Aries/);

      await page.goto('/hi/kundali/kundali-matchmaking');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hiPwa.offlineTitle);
      await expect(page.getByTestId('offline-tools').getByRole('link').first()).toHaveAttribute(
        'href',
        '/hi/numerology/numerology-calculator',
      );

      // Back online, the same address loads the real page.
      await context.setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: hiPwa.offline.online })).toBeVisible();
      await page.getByTestId('offline-retry').click();
      await expect(page.getByTestId('offline-page')).toHaveCount(0);
    });
  });

test.describe('install', () => {
  test('the download page offers the browser’s install dialog, then says the app is installed', async ({ page }) => {
    await page.goto('/download-app');
    await hydrated(page);
    await expect(page.getByTestId('install-app')).toHaveCount(0);
    // The offer Chrome makes when the app can be installed, with a dialog the visitor accepts.
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt') as Event & Record<string, unknown>;
      offer.prompt = async () => {
        (window as unknown as { prompted: number }).prompted = 1;
      };
      offer.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(offer);
    });
    const block = page.getByTestId('install-app');
    await expect(block).toHaveAttribute('data-view', 'offer');
    const button = block.getByRole('button', { name: enPwa.install.button });
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    await expect(block).toHaveAttribute('data-view', 'prompting');
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(block).toHaveAttribute('data-view', 'installed');
    await expect(block.getByRole('status')).toHaveText(enPwa.install.installed);
  });

  test.describe('on an iPhone', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    test('the home page’s download panel shows the Add to Home Screen steps', async ({ page }) => {
      // The home page runs without React: the install block is an island.
      await page.goto('/hi');
      const steps = page.locator('[data-section="download"]').getByTestId('install-ios-steps');
      await expect(steps).toBeVisible();
      await expect(steps.getByRole('heading')).toHaveText(hiPwa.install.iosHeading);
      await expect(steps.getByRole('listitem')).toHaveText(Object.values(hiPwa.install.iosSteps));
      // The store buttons stay, pointing at the install steps while no store listing is configured.
      await expect(page.getByTestId('store-ios').first()).toHaveAttribute('href', '/hi/download-app#ios');
    });
  });
});
