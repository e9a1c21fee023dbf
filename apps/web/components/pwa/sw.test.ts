import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL } from '@/components/notifications/push-control';
import { PAGES_CACHE } from './saved-pages-model';
import { SW_URL } from './sw-register';

/*
 * public/sw.js runs here as the browser would run it: one script in its own global scope (with the
 * scripts it imports), with a Cache API, fetch and the worker's events played by the test.
 */

const PUBLIC = join(import.meta.dirname, '../../public');
const SOURCE = readFileSync(join(PUBLIC, 'sw.js'), 'utf8');
const ORIGIN = 'https://drishti.test';
const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** A same-origin response as the browser hands it over: type "basic", also when cloned. */
function basic(res: Response, redirected = false): Response {
  const clone = res.clone.bind(res);
  Object.defineProperty(res, 'type', { value: 'basic' });
  Object.defineProperty(res, 'redirected', { value: redirected });
  Object.defineProperty(res, 'clone', { value: () => basic(clone(), redirected) });
  return res;
}

const html = (body: string, headers: Record<string, string> = {}) =>
  basic(new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } }));

type Req = string | { url: string };
const urlOf = (r: Req) => new URL(typeof r === 'string' ? r : r.url, ORIGIN);

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(r: Req, opts: { ignoreSearch?: boolean } = {}) {
    const u = urlOf(r);
    for (const [key, res] of this.entries) {
      const k = new URL(key);
      const same = opts.ignoreSearch ? k.origin + k.pathname === u.origin + u.pathname : key === u.href;
      if (same) return res.clone();
    }
    return undefined;
  }
  async put(r: Req, res: Response) {
    const key = urlOf(r).href;
    // As in browsers: a new put goes to the end of the key order.
    this.entries.delete(key);
    this.entries.set(key, basic(new Response(await res.clone().arrayBuffer(), res), res.redirected));
  }
  async delete(r: Req) {
    return this.entries.delete(urlOf(r).href);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
}

class FakeCaches {
  readonly named = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name)!;
  }
  async has(name: string) {
    return this.named.has(name);
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async keys() {
    return [...this.named.keys()];
  }
  async match(r: Req, opts: { ignoreSearch?: boolean } = {}) {
    for (const cache of this.named.values()) {
      const hit = await cache.match(r, opts);
      if (hit) return hit;
    }
    return undefined;
  }
  paths(name: string) {
    return [...(this.named.get(name)?.entries.keys() ?? [])].map((k) => {
      const u = new URL(k);
      return u.pathname + u.search;
    });
  }
}

type Handler = (event: Record<string, unknown>) => void;

/** A fresh worker: its listeners, its scope (for reading its constants) and the fakes it uses. */
function loadWorker(network: (url: URL) => Response | Promise<Response>) {
  const listeners: Record<string, Handler> = {};
  const storage = new FakeCaches();
  const online = { value: true };
  const fetched: string[] = [];
  const fetchImpl = vi.fn(async (r: Req) => {
    const url = urlOf(r);
    fetched.push(url.pathname + url.search);
    if (!online.value) throw new TypeError('Failed to fetch');
    return network(url);
  });
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Handler) => {
      listeners[type] = fn;
    },
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => {}), matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => {}) },
    registration: { showNotification: vi.fn(async () => {}) },
  };
  const globals: Record<string, unknown> = {
    self,
    caches: storage,
    fetch: fetchImpl,
    URL,
    Response,
    Headers,
    TypeError,
  };
  // importScripts: same-origin paths, run in the worker's own global scope.
  globals.importScripts = (...paths: string[]) => {
    for (const path of paths) vm.runInContext(readFileSync(join(PUBLIC, path), 'utf8'), scope, { filename: path });
  };
  const scope = vm.createContext(globals);
  vm.runInContext(SOURCE, scope, { filename: 'sw.js' });
  const read = <T>(expr: string) => vm.runInContext(expr, scope) as T;

  async function lifecycle(type: 'install' | 'activate') {
    const pending: Promise<unknown>[] = [];
    listeners[type]!({ waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
  }

  /** Dispatches a fetch; `answer` is undefined when the worker left the request to the browser. */
  async function request(path: string, init: { mode?: string; method?: string } = {}) {
    const url = new URL(path, ORIGIN).href;
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.fetch!({
      request: { url, method: init.method ?? 'GET', mode: init.mode ?? 'no-cors' },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (p: Promise<Response>) => {
        answer = p;
      },
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    const res = answer ? await answer : undefined;
    await Promise.all(pending);
    return res;
  }
  const navigate = (path: string) => request(path, { mode: 'navigate' });

  return { listeners, storage, online, fetched, fetchImpl, self, read, lifecycle, request, navigate };
}

type Worker = ReturnType<typeof loadWorker>;
const names = (w: Worker) => ({
  precache: w.read<string>('PRECACHE'),
  statics: w.read<string>('STATIC_CACHE'),
  pages: w.read<string>('PAGES_CACHE'),
});

describe('what the worker answers', () => {
  const w = loadWorker(() => html('<p>x</p>'));
  const route = (path: string, mode = 'no-cors', method = 'GET', origin = ORIGIN) =>
    w.read<(r: object, o: string) => string | null>('routeOf')(
      { url: new URL(path, origin).href, mode, method },
      ORIGIN,
    );

  it('leaves the API, the socket, other methods and other sites to the browser', () => {
    expect(route('/api/publics/horoscope', 'cors')).toBeNull();
    expect(route('/api', 'navigate')).toBeNull();
    expect(route('/ws', 'websocket')).toBeNull();
    expect(route('/horoscope', 'navigate', 'POST')).toBeNull();
    expect(route('/_next/static/chunks/a.js', 'no-cors', 'GET', 'https://cdn.example')).toBeNull();
  });

  it('never answers private pages, whatever the language', () => {
    for (const p of [
      '/account',
      '/hi/wallet',
      '/admin?tab=blog',
      '/consultation/1f0c',
      '/consultations',
      '/support/T-1',
      '/notifications',
      '/reminders',
      '/bookings/return',
      '/login?next=%2Faccount',
      '/astrologer/dashboard',
      '/community/exam',
      '/hi/community',
      '/consultant/registration',
      '/online-astrologer/asha-sharma/book',
    ]) {
      expect(route(p, 'navigate'), p).toBeNull();
    }
  });

  it('stores public reading and tool pages, answers other pages without storing them', () => {
    for (const p of [
      '/',
      '/hi',
      '/horoscope/daily-horoscope/aries',
      '/hi/tarot/major-arcana/the-fool',
      '/numerology/numerology-calculator',
      '/kundali?name=Asha&dob=1990-01-01',
      '/astrology/panchang',
      '/blog/saturn-return',
      '/blogs?category=yoga',
      '/online-astrologer/asha-sharma',
      '/offline',
    ]) {
      expect(route(p, 'navigate'), p).toBe('page');
    }
    expect(route('/no-such-page', 'navigate')).toBe('transient');
  });

  it('serves hashed files, icons and tarot cards, and nothing else that is not a page', () => {
    expect(route('/_next/static/chunks/0u1c6uvu-mtta.js')).toBe('static');
    expect(route('/icons/icon-192.png')).toBe('file');
    expect(route('/icon.svg?3f2a')).toBe('file');
    expect(route('/tarot/yes-or-no-tarot/card/the-fool', 'cors')).toBe('file');
    // Press logos, uploads, audio and the data of client-side navigations go straight to the network.
    expect(route('/press/abp-live.svg')).toBeNull();
    expect(route('/horoscope?_rsc=1x2y', 'cors')).toBeNull();
    expect(route('/sw.js')).toBeNull();
  });

  it('does not call respondWith for the API, so the page itself sees every API request', async () => {
    const w2 = loadWorker(() => html(''));
    expect(await w2.request('/api/publics/blog/list', { mode: 'cors', method: 'POST' })).toBeUndefined();
    expect(await w2.request('/api/users/profiles', { mode: 'cors' })).toBeUndefined();
    expect(await w2.navigate('/account')).toBeUndefined();
    expect(w2.fetched).toEqual([]);
  });
});

describe('Cache-Control', () => {
  const w = loadWorker(() => html(''));
  const forbids = (cc: string, page: boolean) =>
    w.read<(r: Response, p: boolean) => boolean>('forbidsStoring')(html('', { 'cache-control': cc }), page);
  const storablePage = (url: string, res: Response) =>
    w.read<(u: string, r: Response) => boolean>('storablePage')(new URL(url, ORIGIN).href, res);

  it('is obeyed when it says no-store or private', () => {
    expect(forbids('no-store', true)).toBe(true);
    expect(forbids('private, max-age=60', true)).toBe(true);
    expect(forbids('no-store', false)).toBe(true);
    expect(forbids('public, max-age=31536000, immutable', false)).toBe(false);
    expect(forbids('s-maxage=3600, stale-while-revalidate=31532400', true)).toBe(false);
  });

  it("reads Next's header for pages rendered on request as no privacy request on public pages only", () => {
    expect(forbids(NEXT_DYNAMIC, true)).toBe(false);
    expect(forbids(NEXT_DYNAMIC, false)).toBe(true);
    expect(storablePage('/kundali', html('', { 'cache-control': NEXT_DYNAMIC }))).toBe(true);
  });

  it("keeps no page that carries the signed-in person's data, a redirect or something other than HTML", () => {
    expect(storablePage('/kundali?profile=8b1c2f9e-0000-4000-8000-000000000000', html(''))).toBe(false);
    expect(
      storablePage('/horoscope', basic(new Response('x', { headers: { 'content-type': 'text/html' } }), true)),
    ).toBe(false);
    expect(
      storablePage('/horoscope', basic(new Response('{}', { headers: { 'content-type': 'application/json' } }))),
    ).toBe(false);
    expect(
      storablePage('/horoscope', basic(new Response('x', { status: 404, headers: { 'content-type': 'text/html' } }))),
    ).toBe(false);
  });
});

describe('page navigations', () => {
  let pages: Record<string, Response | (() => Response)>;
  let w: Worker;
  beforeEach(() => {
    pages = {};
    w = loadWorker((url) => {
      const p = pages[url.pathname + url.search] ?? pages[url.pathname];
      if (!p) return html('<title>Not found | Drishti</title>', {});
      return typeof p === 'function' ? p() : p.clone();
    });
  });

  it('come from the network first and keep public pages for offline reading', async () => {
    pages['/horoscope/daily-horoscope/aries'] = () =>
      html('<title>Aries today | Drishti</title>', { 'cache-control': 's-maxage=3600' });
    const res = await w.navigate('/horoscope/daily-horoscope/aries');
    expect(await res!.text()).toContain('Aries today');
    expect(w.storage.paths(names(w).pages)).toEqual(['/horoscope/daily-horoscope/aries']);

    w.online.value = false;
    const offline = await w.navigate('/horoscope/daily-horoscope/aries');
    expect(await offline!.text()).toContain('Aries today');
  });

  it('offline: the exact URL, else the same path without the query, else the offline page of the language', async () => {
    pages['/kundali'] = () => html('<title>Kundali form</title>', { 'cache-control': NEXT_DYNAMIC });
    pages['/offline'] = () => html('<title>You are offline</title>');
    pages['/hi/offline'] = () => html('<title>आप ऑफ़लाइन हैं</title>');
    await w.navigate('/kundali?name=Asha&dob=1990-01-01');
    const pagesCache = await w.storage.open(names(w).pages);
    await pagesCache.put('/offline', html('<title>You are offline</title>'));
    await pagesCache.put('/hi/offline', html('<title>आप ऑफ़लाइन हैं</title>'));

    w.online.value = false;
    expect(await (await w.navigate('/kundali?name=Asha&dob=1990-01-01'))!.text()).toContain('Kundali form');
    // Another person's details: the stored page computes them in the browser from the URL.
    expect(await (await w.navigate('/kundali?name=Ravi&dob=1985-05-05'))!.text()).toContain('Kundali form');
    expect(await (await w.navigate('/horoscope/weekly-horoscope/leo'))!.text()).toContain('You are offline');
    expect(await (await w.navigate('/hi/horoscope/weekly-horoscope/leo'))!.text()).toContain('आप ऑफ़लाइन हैं');
  });

  it('prefer the stored page without a query over another query of the same path', async () => {
    const cache = await w.storage.open(names(w).pages);
    await cache.put('/love-calculator?a=Ram&b=Sita', html('<title>with names</title>'));
    await cache.put('/love-calculator', html('<title>bare</title>'));
    w.online.value = false;
    expect(await (await w.navigate('/love-calculator?a=Nal&b=Damayanti'))!.text()).toContain('bare');
  });

  it('are answered but never stored for pages outside the public list, or when the server says no-store', async () => {
    pages['/no-such-page'] = () => html('<title>Not found</title>');
    pages['/terms'] = () => html('<title>Terms</title>', { 'cache-control': 'no-store' });
    expect(await (await w.navigate('/no-such-page'))!.text()).toContain('Not found');
    expect(await (await w.navigate('/terms'))!.text()).toContain('Terms');
    expect(w.storage.paths(names(w).pages)).toEqual([]);
  });

  it('give the browser its network error when nothing is stored at all', async () => {
    w.online.value = false;
    const res = await w.navigate('/horoscope');
    expect(res!.type).toBe('error');
  });
});

/** A tiny site: two tool pages naming their chunks, the precache list and the files. */
function site(build: 'a' | 'b' = 'a') {
  const chunk = build === 'a' ? 'aaa111' : 'bbb222';
  const page = (title: string) =>
    html(
      `<title>${title}</title><link rel="stylesheet" href="/_next/static/chunks/style-${chunk}.css">` +
        (title === '/love-calculator' ? `<script src="/_next/static/chunks/love-${chunk}.js" async></script>` : '') +
        `<script src="/_next/static/chunks/main-${chunk}.js" async></script>` +
        `<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/lazy-${chunk}.js\\"]"])</script>`,
    );
  return (url: URL): Response => {
    const p = url.pathname;
    if (p === '/sw-precache.json') {
      return basic(
        Response.json({
          pages: ['/offline', '/hi/offline', '/love-calculator'],
          files: ['/icons/icon-192.png', '/tarot/yes-or-no-tarot/card/the-fool', '/icons/missing.png'],
        }),
      );
    }
    if (p === '/offline' || p === '/hi/offline' || p === '/love-calculator') return page(p);
    if (p.startsWith('/_next/static/')) {
      return basic(new Response(`/* ${p} */`, { headers: { 'cache-control': 'public, max-age=31536000, immutable' } }));
    }
    if (p === '/icons/icon-192.png') return basic(new Response('png', { headers: { 'content-type': 'image/png' } }));
    if (p === '/tarot/yes-or-no-tarot/card/the-fool') return basic(Response.json({ slug: 'the-fool' }));
    return basic(new Response('missing', { status: 404 }));
  };
}

describe('install, activate and updates', () => {
  it('precaches the listed pages with the files their HTML names, and the listed files', async () => {
    const w = loadWorker(site());
    await w.lifecycle('install');
    expect(w.self.skipWaiting).toHaveBeenCalled();
    expect(w.storage.paths(names(w).precache).sort()).toEqual(
      [
        '/_next/static/chunks/lazy-aaa111.js',
        '/_next/static/chunks/love-aaa111.js',
        '/_next/static/chunks/main-aaa111.js',
        '/_next/static/chunks/style-aaa111.css',
        '/hi/offline',
        '/icons/icon-192.png',
        '/love-calculator',
        '/offline',
        '/tarot/yes-or-no-tarot/card/the-fool',
      ].sort(),
    );
  });

  it('installs even when the precache cannot be fetched: push must keep working', async () => {
    const w = loadWorker(site());
    w.online.value = false;
    await expect(w.lifecycle('install')).resolves.toBeUndefined();
  });

  it('works offline from the precache: tool page, its chunks and the tarot cards', async () => {
    const w = loadWorker(site());
    await w.lifecycle('install');
    await w.lifecycle('activate');
    w.online.value = false;
    expect(await (await w.navigate('/love-calculator?a=Ram&b=Sita'))!.text()).toContain('<title>/love-calculator');
    expect(await (await w.request('/_next/static/chunks/main-aaa111.js'))!.text()).toContain('main-aaa111');
    expect(await (await w.request('/tarot/yes-or-no-tarot/card/the-fool', { mode: 'cors' }))!.json()).toEqual({
      slug: 'the-fool',
    });
    expect(await (await w.navigate('/hi/numerology'))!.text()).toContain('<title>/hi/offline');
  });

  it('serves hashed files cache-first and keeps them in the shared static cache', async () => {
    const w = loadWorker(site());
    await w.request('/_next/static/chunks/other-ccc333.js');
    expect(w.storage.paths(names(w).statics)).toEqual(['/_next/static/chunks/other-ccc333.js']);
    w.fetched.length = 0;
    await w.request('/_next/static/chunks/other-ccc333.js');
    expect(w.fetched).toEqual([]);
  });

  it('a new version keeps the old chunks for open pages, drops the old precache and trims by count', async () => {
    const old = loadWorker(site('a'));
    await old.lifecycle('install');
    // The new worker sees the same caches, under a new VERSION.
    const next = loadWorker(site('b'));
    for (const [name, cache] of old.storage.named)
      next.storage.named.set(name.replace(/precache-.*/, 'precache-old'), cache);
    const statics = await next.storage.open(names(next).statics);
    const limit = next.read<number>('STATIC_LIMIT');
    for (let i = 0; i < limit; i++) await statics.put(`/_next/static/chunks/filler-${i}.js`, basic(new Response('x')));
    await next.storage.open('unrelated-cache');

    await next.lifecycle('install');
    await next.lifecycle('activate');
    const cacheNames = await next.storage.keys();
    expect(cacheNames).not.toContain(`${'drishti-'}precache-old`);
    expect(cacheNames).toContain('unrelated-cache');
    expect(next.self.clients.claim).toHaveBeenCalled();
    const kept = next.storage.paths(names(next).statics);
    expect(kept).toHaveLength(limit);
    // The old build's chunks moved in last, so the oldest fillers made room for them.
    expect(kept).toContain('/_next/static/chunks/lazy-aaa111.js');
    expect(kept).not.toContain('/_next/static/chunks/filler-0.js');
    expect(next.storage.paths(names(next).precache)).toContain('/_next/static/chunks/main-bbb222.js');
  });

  it('refreshes a precached page fetched online, with the new build’s files, and prunes the old ones', async () => {
    let build: 'a' | 'b' = 'a';
    const w = loadWorker((url) => site(build)(url));
    await w.lifecycle('install');
    build = 'b';
    await w.navigate('/love-calculator');
    const precached = w.storage.paths(names(w).precache);
    expect(precached).toContain('/_next/static/chunks/love-bbb222.js');
    expect(precached).toContain('/_next/static/chunks/main-bbb222.js');
    expect(precached).not.toContain('/_next/static/chunks/love-aaa111.js');
    // The offline pages (not fetched again) still name the old build's shared files, which stay.
    expect(precached).toContain('/_next/static/chunks/main-aaa111.js');
    expect(w.storage.paths(names(w).pages)).toEqual([]);
  });

  it('keeps at most PAGES_LIMIT visited pages, the least recently fetched leaving first', async () => {
    const w = loadWorker((url) => html(`<title>${url.pathname}</title>`));
    const limit = w.read<number>('PAGES_LIMIT');
    for (let i = 0; i <= limit; i++) await w.navigate(`/nakshatras/n-${i}`);
    const stored = w.storage.paths(names(w).pages);
    expect(stored).toHaveLength(limit);
    expect(stored).not.toContain('/nakshatras/n-0');
    expect(stored.at(-1)).toBe(`/nakshatras/n-${limit}`);
  });
});

describe('what the HTML names', () => {
  it('finds scripts, styles, fonts and the chunks listed in the streamed page data', () => {
    const w = loadWorker(() => html(''));
    const found = w.read<(h: string) => string[]>('staticAssetsIn')(
      '<link rel="preload" href="/_next/static/media/noto_sans_latin_400_normal-s.p.25gl__q4lp_ic.woff2" as="font">' +
        '<link rel="stylesheet" href="/_next/static/chunks/25ke1_db_gv60.css" data-precedence="next">' +
        '<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async=""></script>' +
        '<script>self.__next_f.push([1,"7:I[12345,[\\"/_next/static/chunks/0cz1d0mv5g_q7.js\\"],\\"Tool\\"]"])</script>' +
        '<img src="/_next/static/media/logo.png"><a href="/horoscope">x</a>',
    );
    expect(found.sort()).toEqual(
      [
        '/_next/static/chunks/0cz1d0mv5g_q7.js',
        '/_next/static/chunks/25ke1_db_gv60.css',
        '/_next/static/chunks/turbopack-2u1d16houkiyo.js',
        '/_next/static/media/noto_sans_latin_400_normal-s.p.25gl__q4lp_ic.woff2',
      ].sort(),
    );
  });
});

describe('push and notification clicks (unchanged by caching)', () => {
  it('shows the payload as sent and opens only same-site paths', async () => {
    const w = loadWorker(() => html(''));
    const pending: Promise<unknown>[] = [];
    w.listeners.push!({
      data: { json: () => ({ title: 'नया संदेश', body: 'पढ़ें', url: '//evil.example', lang: 'hi' }) },
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    await Promise.all(pending);
    expect(w.self.registration.showNotification).toHaveBeenCalledWith('नया संदेश', {
      body: 'पढ़ें',
      tag: undefined,
      lang: 'hi',
      icon: '/icon.svg',
      badge: '/icon.svg',
      data: { url: '/notifications' },
    });
  });
});

describe('names shared with the pages', () => {
  it('registers the same worker URL as the notifications page, and reads the same pages cache', () => {
    expect(SW_URL).toBe(SERVICE_WORKER_URL);
    expect(loadWorker(() => html('')).read<string>('PAGES_CACHE')).toBe(PAGES_CACHE);
  });
});

describe('the kundali offline: a page rendered for a birth, with every chunk its scripts load', () => {
  const birth = '/kundali?n=Drishti&d=2000-01-01';
  /** The form page (no React), the kundali for a birth naming its page chunk, and a chain of lazy chunks. */
  function kundaliSite(build: 'a' | 'b' = 'a') {
    return (url: URL): Response => {
      const p = url.pathname + url.search;
      if (p === '/sw-precache.json') return basic(Response.json({ pages: ['/kundali'], files: [], apps: [birth] }));
      if (p === '/kundali')
        return html(`<title>form</title><link rel="stylesheet" href="/_next/static/chunks/form-${build}.css">`, {
          'cache-control': NEXT_DYNAMIC,
        });
      if (url.pathname === '/kundali')
        return html(
          `<title>kundali for ${url.searchParams.get('n')}</title><script src="/_next/static/chunks/page-${build}.js"></script>`,
          {
            'cache-control': NEXT_DYNAMIC,
          },
        );
      const named: Record<string, string> = {
        [`/_next/static/chunks/page-${build}.js`]: `e.l("static/chunks/tabs-${build}.js")`,
        [`/_next/static/chunks/tabs-${build}.js`]: `Promise.all(["static/chunks/engine-${build}.js"].map(e.l))`,
        [`/_next/static/chunks/engine-${build}.js`]: '/* the engine */',
      };
      if (named[url.pathname]) return basic(new Response(named[url.pathname]));
      if (url.pathname.endsWith('.css')) return basic(new Response('/* css */'));
      return basic(new Response('missing', { status: 404 }));
    };
  }

  it('precaches the apps with the chunks their scripts name, transitively', async () => {
    const w = loadWorker(kundaliSite());
    await w.lifecycle('install');
    expect(w.storage.paths(names(w).precache).sort()).toEqual(
      [
        '/_next/static/chunks/engine-a.js',
        '/_next/static/chunks/form-a.css',
        '/_next/static/chunks/page-a.js',
        '/_next/static/chunks/tabs-a.js',
        '/kundali',
        birth,
      ].sort(),
    );
  });

  it('offline, a birth never seen gets the copy rendered for another birth, before the form page', async () => {
    const w = loadWorker(kundaliSite());
    await w.lifecycle('install');
    await w.lifecycle('activate');
    w.online.value = false;
    expect(await (await w.navigate('/kundali?n=Ravi&d=1985-05-05'))!.text()).toContain('kundali for Drishti');
    expect(await (await w.navigate('/kundali'))!.text()).toContain('<title>form');
    expect(await (await w.request('/_next/static/chunks/engine-a.js'))!.text()).toContain('the engine');
  });

  it('a new build of the form page fetched online prunes nothing the precached kundali still loads', async () => {
    let build: 'a' | 'b' = 'a';
    const w = loadWorker((url) => kundaliSite(build)(url));
    await w.lifecycle('install');
    build = 'b';
    // The new build's form page names a file of its own: the precache is refreshed and pruned.
    await w.navigate('/kundali');
    const precached = w.storage.paths(names(w).precache);
    expect(precached).toContain('/_next/static/chunks/form-b.css');
    expect(precached).not.toContain('/_next/static/chunks/form-a.css');
    expect(precached).toContain('/_next/static/chunks/engine-a.js');
    expect(precached).toContain('/_next/static/chunks/tabs-a.js');
  });
});
