/**
 * Shared steps of the end-to-end specs.
 *
 * Astrologers online: every demo astrologer starts offline, and one is online on a channel only
 * while the channel is switched on AND they are connected (a live socket on /ws). A spec that starts
 * a consultation brings its astrologer online first, as that astrologer, through the API:
 *
 *   const online = await bringOnline(astro.request, '9999910024', ['chat']);
 *   try { ...request, accept, chat... } finally { await online.close(); }
 *
 * `request` is an API context of the astrologer's own (a browser context's `request` shares its
 * cookies, so that context's pages are then signed in as the astrologer too); it is signed in as
 * the astrologer unless it already is. The returned socket answers the server's pings and keeps
 * the astrologer connected until `close()`, which switches their channels off and disconnects (an
 * astrologer whose connection drops without that shows offline 45 s later).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import WebSocket from 'ws';
import { builtRoutes, navGroups } from '../apps/web/lib/site-map';
import { WS_PROTOCOL_VERSION } from '../packages/contracts/src/ws';

/**
 * Collects console errors (with the address they came from) and uncaught exceptions while a page
 * is open. `ignoreFavicon`: a missing /favicon.ico is not counted (a page opened on a bare route).
 */
export function watchErrors(page: Page, options: { ignoreFavicon?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const url = msg.location().url;
    if (options.ignoreFavicon && url.endsWith('/favicon.ico')) return;
    errors.push(url ? `${msg.text()} (${url})` : msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits until React has hydrated the page (its widgets answer input from then on). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const CHUNKS = '**/_next/static/chunks/**';

/**
 * Holds back the page's script chunks, as a slow phone network would, so that a test can type
 * into the server-rendered page before React hydrates it. Navigate with `waitUntil: 'commit'`
 * (held scripts keep the page from loading). The returned function lets the scripts go and waits
 * for hydration. A route turns the browser's cache off, so a reload fetches the chunks again.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CHUNKS, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await hydrated(page);
    await page.unroute(CHUNKS);
  };
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

/** Runs `task` on every item, at most `limit` at a time; the results keep the items' order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** A page as the server sends it, read without a browser. */
export interface FetchedPage {
  path: string;
  status: number;
  headers: Record<string, string>;
  html: string;
}

/** GETs every path (no redirects followed), a few at a time: for checks that need no browser. */
export async function fetchPages(request: APIRequestContext, paths: readonly string[], limit = 4) {
  return mapLimit(paths, limit, async (path): Promise<FetchedPage> => {
    const res = await request.get(path, { maxRedirects: 0 });
    return { path, status: res.status(), headers: res.headers(), html: await res.text() };
  });
}

/**
 * Parses server HTML with the browser's DOMParser (nothing runs, nothing loads: no navigation) and
 * reads each document with `read`, which runs in the browser like a page.evaluate function: it may
 * use only its arguments. `arg` must be JSON. Works on any page, whatever its CSP.
 */
export async function readDocuments<T, A = null>(
  page: Page,
  htmls: readonly string[],
  read: (doc: Document, arg: A) => T,
  arg?: A,
): Promise<T[]> {
  const out: T[] = [];
  // Scripts never run in a parsed document: they are left out (all but JSON-LD data), which makes
  // the documents a third of their size. A few documents per call keeps each message small.
  const lean = htmls.map((html) =>
    html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, ''),
  );
  for (let i = 0; i < lean.length; i += 8) {
    const batch = lean.slice(i, i + 8);
    const expression = `(() => {
      const read = (${read.toString()});
      const parser = new DOMParser();
      const arg = ${JSON.stringify(arg ?? null)};
      return ${JSON.stringify(batch)}.map((html) => read(parser.parseFromString(html, 'text/html'), arg));
    })()`;
    out.push(...((await page.evaluate(expression)) as T[]));
  }
  return out;
}

/** The same-site hrefs of each server HTML document, as brokenInternalLinks reads them from a page. */
export async function hrefsInHtml(page: Page, htmls: readonly string[]): Promise<string[][]> {
  return readDocuments(page, htmls, (doc) => [
    ...new Set([...doc.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '')),
  ]);
}

/** Same-site hrefs of the page open in the browser, as brokenInternalLinks reads them. */
export async function pageHrefs(page: Page): Promise<string[]> {
  return page.locator('a[href^="/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
}

/** Links found answering 200 in this worker: a link shared by many pages (header, footer) is requested once. */
const linksAnswering200 = new Set<string>();

/**
 * brokenInternalLinks for a list of hrefs: requests them a few at a time, and each href only once
 * per worker process once it has answered 200 (the server and its build do not change during a
 * run). Not-yet-built navigation pages are noted on the test, as there. Returns "href: status"
 * for every link that does not answer 200, in the order given.
 */
export async function brokenLinks(request: APIRequestContext, hrefs: readonly string[], info: TestInfo, limit = 4) {
  const pending = new Set(navGroups.flatMap((g) => g.links.map((l) => l.href)).filter((h) => !builtRoutes.has(h)));
  const results = await mapLimit(hrefs, limit, async (href) => {
    const path = href.replace(/^\/hi(?=\/|$)/, '') || '/';
    if (!pending.has(path) && linksAnswering200.has(href)) return undefined;
    const res = await request.get(href, { maxRedirects: 0 });
    if (pending.has(path)) {
      info.annotations.push({ type: 'page not built yet', description: `${href} (${res.status()})` });
      return undefined;
    }
    if (res.status() === 200) {
      linksAnswering200.add(href);
      return undefined;
    }
    return `${href}: ${res.status()}`;
  });
  return results.filter((f): f is string => f !== undefined);
}

/**
 * Screenshots for people to look at (nothing compares them): taken only when E2E_SCREENSHOTS is
 * set, as a full-page screenshot costs seconds on a small machine.
 */
export async function screenshotForReview(page: Page, info: TestInfo, name: string, fullPage = false) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: info.outputPath(name), fullPage });
}

/**
 * The same-site hrefs of the links in server HTML, each once, in document order: what
 * brokenInternalLinks reads from the page, for pages whose links are all rendered on the server.
 */
export function linksInHtml(html: string): string[] {
  const entities: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)].map((m) =>
    m[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, e: string) => entities[e]!),
  );
  return [...new Set(hrefs)];
}

/**
 * Checks of many values without an `expect` apiece (each expect records a step: milliseconds of
 * CPU, which adds up over thousands of values): every mismatch is noted, then the test asserts
 * with one `expect(checks.problems).toEqual([])` that there were none.
 */
export class Checks {
  readonly problems: string[] = [];

  private note(what: string, expected: string, actual: unknown) {
    this.problems.push(`${what}: expected ${expected}, got ${JSON.stringify(actual)}`);
  }

  /** Deep equality, as toStrictEqual. */
  equal(actual: unknown, expected: unknown, what: string) {
    if (!isDeepStrictEqual(actual, expected)) this.note(what, JSON.stringify(expected), actual);
  }

  match(actual: string | null | undefined, pattern: RegExp, what: string) {
    if (typeof actual !== 'string' || !pattern.test(actual)) this.note(what, `to match ${pattern}`, actual);
  }

  contains(actual: string | readonly unknown[] | null | undefined, part: unknown, what: string) {
    const found =
      typeof actual === 'string' ? typeof part === 'string' && actual.includes(part) : actual?.includes(part);
    if (!found) this.note(what, `to contain ${JSON.stringify(part)}`, actual);
  }

  atLeast(actual: number, min: number, what: string) {
    if (!(actual >= min)) this.note(what, `at least ${min}`, actual);
  }

  more(actual: number, than: number, what: string) {
    if (!(actual > than)) this.note(what, `more than ${than}`, actual);
  }

  atMost(actual: number, max: number, what: string) {
    if (!(actual <= max)) this.note(what, `at most ${max}`, actual);
  }
}

/**
 * brokenInternalLinks with brokenLinks' speed: the same result ({ hrefs, failures }) for the page
 * open in the browser, its links requested a few at a time and each only once per worker.
 */
export async function brokenLinksOnPage(page: Page, request: APIRequestContext, info: TestInfo) {
  const hrefs = await pageHrefs(page);
  return { hrefs, failures: await brokenLinks(request, hrefs, info) };
}

/**
 * An element's horizontal scroll position once a smooth scroll in progress has finished: two
 * reads a moment apart agree. (Smooth scrolling runs on the browser's time, not the page's clock.)
 */
export async function settledScrollLeft(target: Locator) {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const now = await target.evaluate((el) => Math.round(el.scrollLeft));
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return last;
}

/**
 * Moves a paused page clock on by `ms` (timers fire as they would have), then allows a moment of
 * real time for a smooth scroll they started to show: something that moved has moved by then.
 */
export async function letTimePass(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.waitForTimeout(400);
}

/** A demo astrologer kept online by {@link bringOnline}. */
export interface Online {
  /** The astrologer's account id. */
  userId: string;
  /** Switches every channel off and closes the astrologer's socket: offline at once. */
  close(): Promise<void>;
}

/**
 * The sign-in code the development outbox holds for a phone (10 digits), waiting for it to
 * arrive; `not`: a code already used, to wait past (a second sign-in of the same number).
 */
export async function otpFor(request: APIRequestContext, phone: string, not?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?phone=91${phone}`);
        const json = (await res.json()) as { data?: { text: string }[] };
        code = /\b(\d{6})\b/.exec(json.data?.[0]?.text ?? '')?.[1];
        return code && code !== not ? code : null;
      },
      // The SMS is written to the outbox after the response: within a few seconds on a busy machine.
      { message: `a sign-in code for ${phone}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return code!;
}

/**
 * Signs an API context in with a phone number through the development outbox (waiting out a
 * resend pause) and returns the code used; `previousCode`: the code of an earlier sign-in of the
 * same number, not to be taken for the new one.
 */
export async function signInByApi(request: APIRequestContext, phone: string, previousCode?: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const sent = await request.post('/api/auth/otp', { data: { phone, countryCode: '91' } });
    if (sent.status() === 429 && attempt < 3) {
      const wait = Number(sent.headers()['retry-after'] ?? '30');
      expect(wait, 'resend pause').toBeLessThanOrEqual(130);
      await new Promise((r) => setTimeout(r, wait * 1000 + 500));
      continue;
    }
    expect(sent.status(), await sent.text()).toBe(200);
    break;
  }
  const code = await otpFor(request, phone, previousCode);
  const verified = await request.post('/api/auth/verify', { data: { phone, countryCode: '91', code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return code;
}

/** The demo admin's phone number. */
export const ADMIN_PHONE = '9999900001';

/**
 * Signs a browser context in as the demo admin. The session is kept in a file shared by the
 * specs of this port (a new code cannot be asked for within the resend pause) and checked before
 * use; the context's own cookies (the consent choice) are kept.
 */
export async function signInAdmin(context: BrowserContext): Promise<void> {
  const file = join(tmpdir(), `drishti-e2e-admin-${process.env.E2E_PORT ?? '3100'}.json`);
  if (existsSync(file)) {
    const own = await context.cookies();
    await context.addCookies(JSON.parse(readFileSync(file, 'utf8')));
    const me = await context.request.get('/api/auth/me');
    if (me.ok() && ((await me.json()) as { data?: { role?: string } }).data?.role === 'admin') return;
    await context.clearCookies();
    await context.addCookies(own);
  }
  await signInByApi(context.request, ADMIN_PHONE);
  writeFileSync(file, JSON.stringify(await context.cookies()));
}

/**
 * Brings a demo astrologer online on `channels` as that astrologer: signs `request` in with
 * `astrologerPhone` (10 digits, e.g. 9999910024) unless it already is, connects a socket to /ws
 * with its session, and switches exactly those channels on (the others off). See the top of this file.
 */
export async function bringOnline(
  request: APIRequestContext,
  astrologerPhone: string,
  channels: readonly ('chat' | 'voice' | 'video')[],
): Promise<Online> {
  let me = await request.get('/api/auth/me');
  let who = me.ok() ? ((await me.json()) as { data?: { id: string; phone: string; role: string } }).data : undefined;
  if (!who?.phone.endsWith(astrologerPhone)) {
    await signInByApi(request, astrologerPhone);
    me = await request.get('/api/auth/me');
    who = ((await me.json()) as { data?: { id: string; phone: string; role: string } }).data;
  }
  expect(who?.role, `${astrologerPhone} is an astrologer`).toBe('astrologer');
  const url = new URL('/ws', me.url());
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const cookie = (await request.storageState()).cookies
    .filter((c) => url.hostname.endsWith(c.domain.replace(/^\./, '')))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const socket = new WebSocket(url, { headers: { cookie } });
  // Welcomed with the astrologer's id: the server knows who is connected (and has noted them as there).
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', protocol: WS_PROTOCOL_VERSION })));
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string; userId?: string | null };
      if (m.type !== 'welcome') return;
      if (m.userId === who?.id) resolve();
      else reject(new Error(`the socket was welcomed as ${m.userId}, not the astrologer`));
    });
  });
  const body = {
    chat: channels.includes('chat'),
    voice: channels.includes('voice'),
    video: channels.includes('video'),
  };
  const saved = await request.post('/api/astrologer/presence', { data: body });
  expect(saved.status(), await saved.text()).toBe(200);
  return {
    userId: who!.id,
    // Every channel switched off first: offline at once, not only when the grace runs out, so
    // that what later specs see does not depend on how long ago this one ended.
    close: async () => {
      const off = await request.post('/api/astrologer/presence', { data: { chat: false, voice: false, video: false } });
      expect(off.status(), await off.text()).toBe(200);
      await new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}
