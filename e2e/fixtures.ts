/**
 * The specs' `test`, with the shared steps as Playwright fixtures:
 *
 *   import { expect, test } from './fixtures';
 *   test('…', async ({ page, signIn, watchErrors }) => {
 *     const errors = watchErrors(page);
 *     await signIn(page.context(), '9812300001');
 *     …
 *     expect(errors).toEqual([]);
 *   });
 *
 * `signIn`, `signInAdmin` and `otpFor` are worker fixtures, so `beforeAll` hooks may use them too.
 */
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import enLive from '../apps/web/messages/en/live.json' with { type: 'json' };
import { CHROMIUM, CHROMIUM_ARGS } from './browsers';
import { hydrated, otpFor, signInAdmin, signInByApi, watchErrors } from './helpers';

export { expect } from '@playwright/test';

export interface SignInFixtures {
  /** The sign-in code the development outbox holds for a phone (10 digits); `not`: a used code to wait past. */
  otpFor: (request: APIRequestContext, phone: string, not?: string) => Promise<string>;
  /**
   * Signs a browser context in (its pages and its `request`) with a phone number, waiting out a
   * resend pause; returns the code used. `previousCode`: an earlier sign-in's code of the same number.
   */
  signIn: (context: BrowserContext, phone: string, previousCode?: string) => Promise<string>;
  /** Signs a browser context in as the demo admin, from the session the specs of this port share. */
  signInAdmin: (context: BrowserContext) => Promise<void>;
}

export interface PageFixtures {
  /** Collects a page's console errors and uncaught exceptions (see helpers.ts `watchErrors`). */
  watchErrors: (page: Page, options?: { ignoreFavicon?: boolean }) => string[];
}

export const test = base.extend<PageFixtures, SignInFixtures>({
  otpFor: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(otpFor);
    },
    { scope: 'worker' },
  ],
  signIn: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use((context, phone, previousCode) => signInByApi(context.request, phone, previousCode));
    },
    { scope: 'worker' },
  ],
  signInAdmin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(signInAdmin);
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  watchErrors: async ({}, use) => {
    await use(watchErrors);
  },
});

/**
 * The launch options and permissions of the live specs (`test.use(liveMedia())`): Chromium's fake
 * camera and microphone, granted without a prompt; `extraArgs` for more Chromium switches.
 */
export function liveMedia(extraArgs: string[] = []) {
  return {
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', ...extraArgs],
    },
    permissions: ['camera', 'microphone'],
  };
}

/** Every RTCPeerConnection the context's pages make, kept in `window.__pcs` where a test can read its statistics. */
export async function recordPeerConnections(context: BrowserContext) {
  await context.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = made;
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    };
  });
}

/**
 * A new browser context shaped like the project's own (viewport, locale, device), on `baseURL`,
 * with the consent banner answered and its peer connections recorded.
 */
export async function viewerContext(browser: Browser, info: TestInfo, baseURL: string): Promise<BrowserContext> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: use.viewport ?? null,
    locale: use.locale,
    ...(use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
  });
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL }]);
  await recordPeerConnections(context);
  return context;
}

/** What the studio's form is filled with to go live (English and Hindi title and topic). */
export interface LiveEventForm {
  titleEn: string;
  titleHi: string;
  topicEn: string;
  topicHi: string;
  language?: 'en' | 'hi';
  /** The price a minute on the paid stage, in coins. */
  stagePrice?: number;
}

/**
 * A signed-in astrologer's page goes live from the studio: the camera preview first (its video has
 * frames), then the form; waits until the broadcast is on the air. Returns the event's id.
 */
export async function goLive(astro: Page, form: LiveEventForm): Promise<string> {
  await astro.goto('/astrologer/live');
  await hydrated(astro);
  await astro.getByTestId('studio-preview-start').click();
  await expect
    .poll(() => astro.getByTestId('studio-preview').evaluate((v: HTMLVideoElement) => v.videoWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const studio = astro.getByTestId('studio-form');
  await studio.getByLabel(enLive.studio.form.titleEn).fill(form.titleEn);
  await studio.getByLabel(enLive.studio.form.titleHi).fill(form.titleHi);
  await studio.getByLabel(enLive.studio.form.topicEn).fill(form.topicEn);
  await studio.getByLabel(enLive.studio.form.topicHi).fill(form.topicHi);
  if (form.language) await studio.getByLabel(enLive.studio.form.language).selectOption(form.language);
  if (form.stagePrice !== undefined)
    await studio.getByLabel(enLive.studio.form.stagePrice).fill(String(form.stagePrice));
  await studio.getByTestId('studio-submit').click();
  await expect(astro.getByTestId('studio-broadcast-status')).toHaveAttribute('data-state', 'on-air', {
    timeout: 30_000,
  });
  const watchHref = await astro
    .getByTestId('studio-broadcast')
    .getByRole('link', { name: enLive.studio.broadcast.watchPage })
    .getAttribute('href');
  const id = /\/live\/([0-9a-f-]{36})$/.exec(watchHref ?? '')?.[1];
  expect(id, watchHref ?? '').toBeTruthy();
  return id!;
}
