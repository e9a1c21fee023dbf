import type { Browser, BrowserContext, Page, Request, TestInfo } from '@playwright/test';
import { birthToQuery, type BirthValue } from '../apps/web/components/birth-form/types';
import { allowedWord, userWritten, withoutAllowedText } from './hindi-allowlist';
import { hi } from '../apps/web/messages';
import { NAKSHATRAS } from '../packages/content/src/nakshatras';
import { NUMEROLOGY_TOPIC_SLUGS } from '../packages/content/src/pages/numerology';
import { MAJOR_ARCANA } from '../packages/content/src/tarot';
import { ZODIAC_SIGNS } from '../packages/content/src/zodiac';
import { expect, type SignInFixtures, test } from './fixtures';
import { fetchPages, hydrated, readDocuments } from './helpers';

/**
 * Every kind of Hindi page, signed out and signed in (a user, a demo astrologer, the admin), shows
 * no Latin-script word outside the allowlist (e2e/hindi-allowlist.ts): the visible text and the
 * words people hear or see in attributes (aria-label, alt, title, placeholder). Failures list each
 * page with its Latin words and where they stand.
 */

/** A demo astrologer no other spec uses (the n-th signs in with 99999100nn). */
const ASTROLOGER = { slug: 'bhavesh-shah', phone: '9999910013' };
const DEVANAGARI = /[\u0900-\u097F]/;

/** A mobile number of this spec's own. */
const phoneOf = (info: TestInfo, n: number) =>
  `98551${info.project.name === 'phone' ? 1 : 2}${String(n).padStart(4, '0')}`;

const birth = (name: string, gender: BirthValue['gender'], year: number): BirthValue => ({
  name,
  gender,
  year,
  month: 3,
  day: 2,
  hour: 6,
  minute: 45,
  place: { name: 'दिल्ली', label: 'दिल्ली, भारत', lat: 28.6139, lon: 77.209, timezone: 'Asia/Kolkata', utcOffset: 5.5 },
});
const kundali = birthToQuery(birth('अनीता', 'female', 1990));
const match = birthToQuery(birth('रवि', 'male', 1990), 'b');
for (const [k, v] of birthToQuery(birth('प्रिया', 'female', 1992), 'g')) match.set(k, v);

/**
 * One page of every kind anyone can open, under /hi, whose text the server renders: read from the
 * HTML the server sends (no browser needed), hidden text (closed panels, screen-reader text) too.
 */
const serverPages = [
  '/hi',
  '/hi/horoscope',
  '/hi/horoscope/daily-horoscope',
  '/hi/horoscope/daily-horoscope/aries',
  '/hi/horoscope/weekly-horoscope/leo',
  '/hi/horoscope/monthly-horoscope/virgo',
  '/hi/horoscope/yearly-horoscope/pisces',
  '/hi/zodiac-signs',
  ...ZODIAC_SIGNS.map((sign) => `/hi/zodiac-signs/${sign.key}`),
  '/hi/nakshatras',
  ...NAKSHATRAS.map((n) => `/hi/nakshatras/${n.key}`),
  '/hi/tarot',
  ...MAJOR_ARCANA.map((card) => `/hi/tarot/major-arcana/${card.slug}`),
  '/hi/tarot/yes-or-no-tarot',
  '/hi/numerology',
  ...NUMEROLOGY_TOPIC_SLUGS.map((topic) => `/hi/numerology/${topic}`),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/hi/numerology/number/${n}`),
  '/hi/numerology/numerology-calculator',
  '/hi/numerology/name-numerology-calculator',
  '/hi/numerology/mobile-numerology-calculator',
  '/hi/pythagoren-numerology-calculator',
  '/hi/astrology',
  '/hi/mole-astrology',
  '/hi/kaal-sarp-dosha',
  '/hi/blogs',
  '/hi/blog/understanding-rahu-kaal',
  '/hi/online-astrologer',
  '/hi/online-astrologer/meera-iyer',
  '/hi/muhurat',
  '/hi/kundali',
  '/hi/nakshatra-finder',
  '/hi/vedic-tools',
  '/hi/love-calculator',
  '/hi/lo-shu-grid-calculator',
  '/hi/vastu/online-vastu-compass',
  '/hi/vedic-mantra-meditation',
  '/hi/meditation-music',
  '/hi/community',
  '/hi/community/exam',
  '/hi/login',
  '/hi/consultant/registration',
  '/hi/terms',
  '/hi/privacy',
  '/hi/download-app',
  '/hi/offline',
];

/** Pages whose answer the browser computes or fetches: opened in the browser, once settled. */
const browserPages = [
  '/hi',
  '/hi/astrology/panchang?date=2026-01-14&lat=25.3176&lon=82.9739&tz=Asia%2FKolkata&p=%E0%A4%B5%E0%A4%BE%E0%A4%B0%E0%A4%BE%E0%A4%A3%E0%A4%B8%E0%A5%80',
  '/hi/astrology/shubh-muhurat?event=marriage&from=2026-04-15&to=2026-05-14',
  `/hi/kundali/kundali-matchmaking?${match}`,
  `/hi/mangal-dosha?${kundali}`,
  `/hi/kaal-sarp-dosha/check?${kundali}`,
  '/hi/no-such-page-here',
];

/**
 * The text of a server-rendered document, each text node apart (a table's cells do not run
 * together), without scripts, styles and templates, and the words of its attributes.
 */
function documentText(doc: Document, skip: string): string {
  const parts = [doc.title];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.parentElement?.closest(`script, style, template, noscript, ${skip}`)) continue;
    if (n.textContent?.trim()) parts.push(n.textContent);
  }
  for (const el of doc.body.querySelectorAll('[aria-label],[alt],[title],[placeholder]')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const v = el.getAttribute(name);
      if (v) parts.push(v);
    }
  }
  return parts.join('\n');
}

/**
 * What a reader sees and hears of the page: its text, title and the words in its attributes, less
 * the text of the elements `skip` selects (what people wrote themselves).
 */
function visibleText(skip: string): string {
  let text = document.body.innerText;
  for (const el of document.querySelectorAll<HTMLElement>(skip)) {
    const own = el.innerText.trim();
    if (own) text = text.replace(own, ' ');
  }
  const parts = [document.title, text];
  for (const el of document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const v = el.getAttribute(name);
      if (v) parts.push(v);
    }
  }
  return parts.join('\n');
}

/** The selector of what people wrote themselves (e2e/hindi-allowlist.ts), left out of the scan. */
const USER_WRITTEN = userWritten.map((u) => u.selector).join(', ');

/**
 * A Latin word: a run of Latin letters, digits and joiners (' ’ . _ -) that holds a Latin letter
 * ("Kolkata", "A4", "drishti_session", "D'Souza"), without the punctuation that ends it.
 */
const LATIN_WORD = /[\p{Script=Latin}\d_'’.-]*\p{Script=Latin}[\p{Script=Latin}\d_'’.-]*/gu;

/** The Latin words of `text` not allowed on `page`, each once, with a little of what surrounds it. */
function offences(page: string, text: string): string[] {
  const found = new Map<string, string>();
  const rest = withoutAllowedText(text, page);
  for (const m of rest.matchAll(LATIN_WORD)) {
    const word = m[0].replace(/^[_'’.-]+|[_'’.-]+$/g, '');
    if (found.has(word) || allowedWord(word, page)) continue;
    const at = m.index ?? 0;
    found.set(word, rest.slice(Math.max(0, at - 25), at + m[0].length + 25).replace(/\s+/g, ' '));
  }
  return [...found].map(([word, near]) => `${word}  («${near}»)`);
}

type Found = Record<string, string[]>;

/**
 * Requests a page has in flight, less Next's prefetches of linked pages (`?_rsc=`: a page's links
 * are fetched ahead in the background and say nothing about the page itself).
 */
const inFlight = new WeakMap<Page, { open: Set<Request>; changed: number }>();

function track(page: Page) {
  if (inFlight.has(page)) return inFlight.get(page)!;
  const state = { open: new Set<Request>(), changed: Date.now() };
  page.on('request', (r) => {
    if (r.url().includes('_rsc=')) return;
    state.open.add(r);
    state.changed = Date.now();
  });
  const done = (r: Request) => {
    if (state.open.delete(r)) state.changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, state);
  return state;
}

/** Waits until the page shows no loading placeholder and has had no request of its own in flight for 400 ms. */
async function settled(page: Page) {
  const state = track(page);
  await expect(page.locator('[data-testid="skeleton"], [data-testid="loading"]')).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(() => state.open.size === 0 && Date.now() - state.changed >= 400, { intervals: [100], timeout: 30_000 })
    .toBe(true);
}

/** Opens `path`, waits for the page and its requests to settle, and notes its Latin words. */
async function scan(page: Page, path: string, found: Found, who = '') {
  track(page);
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(path.endsWith('no-such-page-here') ? 404 : 200);
  // A page served without React never hydrates (docs/PERFORMANCE.md); its islands settle below.
  if ((await page.locator('meta[name="drishti-hydration"][content="none"]').count()) === 0) await hydrated(page);
  await settled(page);
  await note(page, found, who ? `${path} (${who})` : path);
}

/** Notes the Latin words of the page open in `page`, after checking that it is a Hindi page with Hindi text. */
async function note(page: Page, found: Found, label: string) {
  const text = await page.evaluate(visibleText, USER_WRITTEN);
  expect(await page.locator('html').getAttribute('lang'), label).toBe('hi');
  expect(text, label).toMatch(DEVANAGARI);
  const words = offences(label, text);
  if (words.length > 0) found[label] = words;
}

/** Runs `task` on every item, each lane (a page, say) taking every n-th item in turn. */
async function onLanes<L, T>(lanes: L[], items: readonly T[], task: (lane: L, item: T) => Promise<void>) {
  await Promise.all(
    lanes.map(async (lane, n) => {
      for (let i = n; i < items.length; i += lanes.length) await task(lane, items[i]!);
    }),
  );
}

async function newContext(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  const use = info.project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? null,
    locale: 'hi-IN',
    ...(use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
    ...(use.deviceScaleFactor !== undefined ? { deviceScaleFactor: use.deviceScaleFactor } : {}),
  });
}

/** Signs a context in through the API with the code from the development outbox. */
/** The demo admin, signed in once per run (the session file is shared with the other admin specs). */
async function adminContext(
  browser: Browser,
  info: TestInfo,
  signInAdmin: SignInFixtures['signInAdmin'],
): Promise<BrowserContext> {
  const context = await newContext(browser, info);
  await signInAdmin(context);
  return context;
}

/** Buys a pack through the sandbox checkout without the browser. */
async function fund(context: BrowserContext, packId: string, key: string) {
  const order = await context.request.post('/api/wallet/recharge', {
    data: { packId, returnUrl: '/hi/wallet/return' },
    headers: { 'idempotency-key': key },
  });
  expect(order.status(), await order.text()).toBe(200);
  const url = ((await order.json()) as { data: { checkout: { url: string } } }).data.checkout.url;
  const paid = await context.request.post(url, { form: { outcome: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

test.describe('Hindi pages show no stray English', () => {
  test('the scan flags Latin words the allowlist does not name, and only those', () => {
    const words = (page: string, text: string) => offences(page, text).map((o) => o.split(' ')[0]);
    expect(words('/hi/kundali', 'जन्म: 6:45 AM, Asia/Kolkata, UTC+05:30 · नवांश (D9) · PDF · Read in English')).toEqual([
      'AM',
      'Asia',
      'Kolkata',
      'UTC',
    ]);
    // Allowed on some pages only: the letters of numerology's tables are flagged elsewhere.
    expect(words('/hi/numerology/name-numerology-calculator', '1 A I J Q Y')).toEqual([]);
    expect(words('/hi/zodiac-signs/leo', '1 A I J Q Y')).toEqual(['A', 'I', 'J', 'Q', 'Y']);
    expect(words('/hi/online-astrologer/x/book (booked)', 'बुकिंग संख्या 7329FAD7')).toEqual([]);
    expect(words('/hi/bookings', 'सुबह 9:00 IST, Bhavesh Shah')).toEqual(['IST', 'Bhavesh', 'Shah']);
  });

  test('every public page type under /hi, signed out', async ({ browser, request }, info) => {
    test.setTimeout(180_000);
    const found: Found = {};
    const context = await newContext(browser, info);
    const pages = await Promise.all([context.newPage(), context.newPage()]);

    // Pages the server renders: their HTML, read in the browser without running it.
    const fetched = await fetchPages(request, serverPages, 3);
    for (const f of fetched) {
      expect(f.status, f.path).toBe(200);
      expect(f.html, f.path).toMatch(/<html[^>]*\slang="hi"/);
    }
    const texts = await readDocuments(
      pages[0]!,
      fetched.map((f) => f.html),
      documentText,
      USER_WRITTEN,
    );
    for (const [i, f] of fetched.entries()) {
      expect(texts[i], f.path).toMatch(DEVANAGARI);
      const words = offences(f.path, texts[i]!);
      if (words.length > 0) found[f.path] = words;
    }

    // Pages the browser completes: each once its requests have settled.
    await onLanes(pages, browserPages, (page, path) => scan(page, path, found));

    // A computed kundali, tab by tab.
    const [page, other] = pages as [Page, Page];
    const kundaliPage = (async () => {
      await scan(page, `/hi/kundali?${kundali}`, found);
      for (const [key, tab] of Object.entries(hi.kundali.tabs)) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByTestId('kundali-result').getByTestId('loading')).toHaveCount(0);
        if (key === 'report') await expect(page.getByTestId('report').locator('h4').first()).toBeVisible();
        await note(page, found, `/hi/kundali (${key} tab)`);
      }
    })();

    // Tools that answer a form: their results too.
    const tools = (async () => {
      await other.goto('/hi/love-calculator');
      await hydrated(other);
      await other.getByTestId('first-name').fill('राम');
      await other.getByTestId('second-name').fill('सीता');
      await other.getByTestId('calculate').click();
      await expect(other.getByTestId('result')).toBeVisible();
      await note(other, found, '/hi/love-calculator (result)');

      await other.goto('/hi/numerology/numerology-calculator');
      await hydrated(other);
      // Numerology counts the letters of a name written in Latin letters: the form asks for it so.
      await other.getByTestId('name-input').fill('Amit Kumar');
      await other.getByTestId('date-input').fill('15/08/1947');
      await other.getByTestId('calculate').click();
      await expect(other.getByTestId('result')).toBeVisible();
      await note(other, found, '/hi/numerology/numerology-calculator (result)');

      await other.goto('/hi/lo-shu-grid-calculator');
      await hydrated(other);
      await other.getByTestId('date-input').fill('15/08/1947');
      await other.getByLabel(hi.tools.loShu.male, { exact: true }).check();
      await other.getByTestId('calculate').click();
      await expect(other.getByTestId('result')).toBeVisible();
      await note(other, found, '/hi/lo-shu-grid-calculator (result)');

      await other.goto('/hi/numerology/mobile-numerology-calculator');
      await hydrated(other);
      await other.getByTestId('mobile-input').fill('98765 43210');
      await other.getByTestId('calculate').click();
      await expect(other.getByTestId('result')).toBeVisible();
      await note(other, found, '/hi/numerology/mobile-numerology-calculator (result)');
    })();
    await Promise.all([kundaliPage, tools]);

    await context.close();
    expect(found, 'Latin words on Hindi pages').toEqual({});
  });

  test('the pages of a signed-in user, a demo astrologer and the admin, in Hindi', async ({
    browser,
    signIn,
    signInAdmin,
  }, info) => {
    test.setTimeout(180_000);
    const found: Found = {};

    const [user, astrologer, admin] = await Promise.all([
      newContext(browser, info),
      newContext(browser, info),
      adminContext(browser, info, signInAdmin),
    ]);
    await Promise.all([signIn(user, phoneOf(info, 1)), signIn(astrologer, ASTROLOGER.phone)]);

    // The user has a saved birth, a reminder and a support ticket, and, with coins, books a
    // consultation with the astrologer: every page then has something of its own to show.
    const delhi = { lat: 28.6139, lon: 77.209, timezone: 'Asia/Kolkata' };
    const made = await Promise.all([
      user.request.post('/api/users/profiles', {
        data: {
          ...{ name: 'अनीता शर्मा', gender: 'female', relation: 'self', birthDate: '1990-03-02', birthTime: '06:45' },
          ...{ placeName: 'दिल्ली, भारत', ...delhi },
        },
      }),
      user.request.post('/api/users/reminders', {
        data: {
          ...{ remedy: 'mantra', title: 'गायत्री मंत्र का जप', note: 'सूर्योदय के समय 108 बार' },
          ...{
            schedule: { type: 'panchang', event: 'ekadashi', anchor: 'sunrise' },
            place: { name: 'दिल्ली', ...delhi },
          },
        },
      }),
      user.request.post('/api/users/support/tickets', {
        data: { category: 'payment', subject: 'रिचार्ज के सिक्के', body: 'मैंने रिचार्ज किया, सिक्के दिख रहे हैं, बस पूछना था।' },
      }),
    ]);
    for (const res of made) expect(res.status(), await res.text()).toBe(200);
    const ticket = ((await made[2].json()) as { data: { number: number } }).data.number;
    // The admin console meanwhile, one tab after another (it needs nothing the user does next).
    const adminPage = await admin.newPage();
    const adminDone = onLanes(
      [adminPage],
      ['', 'astrologers', 'users', 'payouts', 'reviews', 'community', 'support', 'blog', 'meditation', 'sms'],
      (p, tab) => scan(p, tab ? `/hi/admin?tab=${tab}` : '/hi/admin', found, 'admin'),
    );

    await fund(user, 'coins-1000', `e2e-hindi-scan-${phoneOf(info, 1)}`);
    const page = await user.newPage();
    await scan(page, `/hi/online-astrologer/${ASTROLOGER.slug}/book`, found);
    await page.getByTestId('duration-15').click();
    await page.getByTestId('channel-chat').click();
    await expect(page.getByTestId('slots')).toHaveAttribute('data-status', 'ready');
    await page.getByTestId('time-option').first().click();
    await page.getByTestId('booking-submit').click();
    await expect(page.getByTestId('booking-confirmed')).toBeVisible();
    await note(page, found, `/hi/online-astrologer/${ASTROLOGER.slug}/book (booked)`);

    const visits = [
      ...[
        '/hi',
        '/hi/horoscope',
        `/hi/support/${ticket}`,
        '/hi/consultant/registration',
        '/hi/support',
        '/hi/wallet',
        '/hi/account',
        '/hi/notifications',
        '/hi/reminders',
        '/hi/bookings',
        '/hi/consultations',
      ].map((path) => ({ context: user, path, who: 'user' })),
      ...['/hi/astrologer/dashboard', '/hi/wallet', '/hi/notifications'].map((path) => ({
        context: astrologer,
        path,
        who: 'astrologer',
      })),
    ];
    // Two more pages at a time, each in its own person's context.
    const lanes = [0, 1].map(() => new Map<BrowserContext, Page>());
    await onLanes(lanes, visits, async (tabs, v) => {
      if (!tabs.has(v.context)) tabs.set(v.context, await v.context.newPage());
      await scan(tabs.get(v.context)!, v.path, found, v.who);
    });
    await adminDone;

    await Promise.all([user.close(), astrologer.close(), admin.close()]);
    expect(found, 'Latin words on Hindi pages').toEqual({});
  });
});
