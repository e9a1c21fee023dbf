import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { builtRoutes, navGroups } from '../apps/web/lib/site-map';

/** Collects console errors and uncaught exceptions while a page is open. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits until React has hydrated the page (its widgets answer input from then on). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** How far the page scrolls sideways (≤ 0 when it fits the window). */
export async function noHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Requests every same-site link on the current page and returns the ones that do not answer 200.
 * Navigation pages not built yet (other parts of the product) are known 404s: they are noted on
 * the test and become checked links as soon as they are listed in builtRoutes.
 */
export async function brokenInternalLinks(page: Page, request: APIRequestContext, info: TestInfo) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  const pending = new Set(navGroups.flatMap((g) => g.links.map((l) => l.href)).filter((h) => !builtRoutes.has(h)));
  const failures: string[] = [];
  for (const href of hrefs) {
    const res = await request.get(href, { maxRedirects: 0 });
    const path = href.replace(/^\/hi(?=\/|$)/, '') || '/';
    if (pending.has(path)) {
      info.annotations.push({ type: 'page not built yet', description: `${href} (${res.status()})` });
      continue;
    }
    if (res.status() !== 200) failures.push(`${href}: ${res.status()}`);
  }
  return { hrefs, failures };
}
