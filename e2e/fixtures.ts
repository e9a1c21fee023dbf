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
import { type APIRequestContext, type BrowserContext, test as base, type Page } from '@playwright/test';
import { otpFor, signInAdmin, signInByApi, watchErrors } from './helpers';

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
