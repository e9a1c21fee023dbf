import type { BrowserContext, Page } from '@playwright/test';
import { birthToQuery, type BirthValue } from '../apps/web/components/birth-form/types';
import { expect, test } from './fixtures';

/**
 * The Content-Security-Policy holds on every kind of page, in English and Hindi: no page allows
 * inline script by 'unsafe-inline' (each inline script is allowed by its hash or the page's nonce),
 * no page reports a violation while it loads, hydrates and settles, an inline script added later is
 * refused, and only the paying pages (wallet, booking) may show frames. Design: docs/CSP.md.
 */

const kundali = new URLSearchParams({
  n: 'CSP',
  g: 'f',
  d: '1990-08-15',
  t: '14:30',
  lat: '18.5204',
  lon: '73.8567',
  tz: 'Asia/Kolkata',
  p: 'Pune, Maharashtra, India',
});
const birth = (name: string, gender: BirthValue['gender'], year: number): BirthValue => ({
  name,
  gender,
  year,
  month: 3,
  day: 2,
  hour: 6,
  minute: 45,
  place: { name: 'Delhi', label: 'Delhi, India', lat: 28.6139, lon: 77.209, timezone: 'Asia/Kolkata', utcOffset: 5.5 },
});
const match = birthToQuery(birth('Ravi', 'male', 1990), 'b');
for (const [k, v] of birthToQuery(birth('Priya', 'female', 1992), 'g')) match.set(k, v);

/** One page of every kind anyone can open (paths without the language prefix). */
const publicPages = [
  '/',
  '/horoscope/daily-horoscope/aries',
  '/tarot/major-arcana/the-fool',
  '/tarot/yes-or-no-tarot',
  '/nakshatras/ashwini',
  '/numerology/life-path-number',
  '/zodiac-signs/leo',
  '/blogs',
  '/blog/understanding-rahu-kaal',
  `/kundali?${kundali}`,
  '/astrology/panchang?date=2026-01-14&lat=25.3176&lon=82.9739&tz=Asia%2FKolkata&p=Varanasi',
  `/kundali/kundali-matchmaking?${match}`,
  '/numerology/numerology-calculator',
  '/lo-shu-grid-calculator',
  '/meditation-music',
  '/online-astrologer',
  '/online-astrologer/meera-iyer',
  '/community',
  '/login',
  '/no-such-page-here',
];
/** Pages of a signed-in user (here the demo admin), the paying ones first. */
const payingPages = ['/wallet', '/online-astrologer/meera-iyer/book'];
const accountPages = ['/account', '/bookings', '/admin'];

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every `securitypolicyviolation` event and every CSP console error of the context's pages. */
async function watchViolations(context: BrowserContext) {
  const violations: Violation[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, v: Omit<Violation, 'page'>) => {
    violations.push({ page: page.url(), ...v });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation: (v: object) => void }).__reportCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  context.on('console', (msg) => {
    if (msg.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(msg.text()))
      violations.push({ page: msg.page()?.url() ?? '', directive: 'console', blocked: '', sample: msg.text() });
  });
  return violations;
}

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** A page served without React (docs/PERFORMANCE.md): it never hydrates, only its islands run. */
const servedStatic = (html: string) => /<meta name="drishti-hydration" content="none"\s*\/?>/.test(html);

/**
 * Opens a page, waits until its behaviour is attached (React hydrated it, its inline scripts ran,
 * and its islands are mounted) and its requests settle; returns its policy. A page that does not
 * come alive fails with the violations seen.
 */
async function visit(page: Page, path: string, violations: Violation[]) {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  const html = await res!.text(); // before the page replaces its URL (tools keep their inputs in it)
  if (!servedStatic(html))
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 30_000 })
      .catch((err: Error) => {
        throw new Error(`${path} did not hydrate: ${JSON.stringify(violations)}\n${err.message}`);
      });
  await page.waitForLoadState('networkidle');
  const policy = res!.headers()['content-security-policy'] ?? '';
  return { policy, html, status: res!.status() };
}

function expectStrictScripts(path: string, policy: string, html: string) {
  const d = directives(policy);
  const scripts = d.get('script-src') ?? [];
  expect(scripts, `${path}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${path}: script-src`).not.toContain("'unsafe-eval'");
  // Next's pages carry inline scripts: each is allowed by a hash or by the page's nonce. A page
  // served without React (docs/PERFORMANCE.md) may have none left: it loads the islands alone.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)];
  if (servedStatic(html)) expect(html, `${path}: Next's chunks`).not.toMatch(/src="\/_next\/static\/chunks\//);
  else expect(inline.length, `${path}: inline scripts`).toBeGreaterThan(0);
  const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  if (nonce) for (const tag of inline) expect(tag[0], path).toContain(`nonce="${nonce}"`);
  else if (inline.length > 0)
    expect(scripts.filter((s) => s.startsWith("'sha256-")).length, `${path}: hashes`).toBeGreaterThan(0);
  for (const name of ['object-src', 'base-uri', 'frame-ancestors'])
    expect(d.get(name), `${path}: ${name}`).toEqual(["'none'"]);
  expect(d.get('report-uri'), path).toEqual(['/api/csp-report']);
  return d;
}

/** Runs `task` on every item, each page taking every n-th item in turn (a page opens one at a time). */
async function onPages<T>(pages: Page[], items: readonly T[], task: (page: Page, item: T) => Promise<void>) {
  await Promise.all(
    pages.map(async (page, lane) => {
      for (let i = lane; i < items.length; i += pages.length) await task(page, items[i]!);
    }),
  );
}

test.describe('content security policy', () => {
  test.setTimeout(180_000);

  test('every page type in both languages runs with no inline script allowed and no violation', async ({
    context,
    signInAdmin,
  }) => {
    const violations = await watchViolations(context);
    const pages = await Promise.all([context.newPage(), context.newPage()]);
    const paths = ['', '/hi'].flatMap((prefix) => publicPages.map((p) => (p === '/' && prefix ? prefix : prefix + p)));
    await onPages(pages, paths, async (page, path) => {
      const { policy, html } = await visit(page, path, violations);
      const d = expectStrictScripts(path, policy, html);
      expect(d.get('frame-src'), `${path}: frame-src`).toEqual(["'none'"]);
    });

    // The policy is enforced: an inline script added to a page (hashed or nonced) does not run.
    const page = pages[0]!;
    for (const path of ['/hi', `/hi/kundali?${kundali}`]) {
      await visit(page, path, violations);
      const before = violations.length;
      const ran = await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.__injectedRan = true;';
        document.body.append(s);
        return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
      });
      expect(ran, path).toBe(false);
      // Both signs of the refusal (the event and Chromium's console error) arrive before they are set aside.
      await expect
        .poll(() => {
          const seen = violations.slice(before);
          return seen.some((v) => v.directive === 'script-src-elem') && seen.some((v) => v.directive === 'console');
        })
        .toBe(true);
      violations.splice(before);
    }

    // Signed in: the paying pages may frame our checkout (no Razorpay keys here, so no Razorpay
    // origin anywhere); the account pages and the admin console show no frames.
    await signInAdmin(context);
    const signedIn = ['', '/hi'].flatMap((prefix) =>
      [...payingPages, ...accountPages].map((p) => ({ path: prefix + p, paying: payingPages.includes(p) })),
    );
    await onPages(pages, signedIn, async (page, { path, paying }) => {
      const { policy, html, status } = await visit(page, path, violations);
      expect(status, path).toBe(200);
      const d = expectStrictScripts(path, policy, html);
      expect(d.get('frame-src'), `${path}: frame-src`).toEqual(paying ? ["'self'"] : ["'none'"]);
      expect(policy, path).not.toContain('razorpay');
    });

    expect(violations).toEqual([]);
  });
});
