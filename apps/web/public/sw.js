// biome-ignore-all lint/correctness/noUnusedVariables: its constants are read by sw-rules.js, which it imports (one global scope).
/*
 * Drishti's service worker: web push, offline reading and the offline tools of the installable app.
 *
 * Push: the server (packages/core/src/push.ts) sends a JSON payload, already in the reader's
 * language: { title, body, url, tag?, lang }. We show it as a notification, and a tap focuses an
 * open Drishti tab (navigating it to the url) or opens one. Each concern has its own section and
 * listeners; the push and click sections do not depend on the caching ones.
 *
 * Caches (all named drishti-*):
 *   drishti-precache-<VERSION>  stored at install from /sw-precache.json: the offline page, the home
 *                               page and the offline tools in English and Hindi, every /_next/static
 *                               file their HTML names, the icons and the 78 yes/no tarot card files;
 *                               its `apps` (the kundali rendered for a birth) also with every chunk
 *                               their scripts may load later (the tabs, the offline engine).
 *   drishti-static-v1           /_next/static files fetched while browsing, cache-first. Their names
 *                               carry a content hash, so an entry never goes stale; the cache lives
 *                               across versions and loses its oldest entries beyond STATIC_LIMIT.
 *   drishti-pages-v1            the HTML of public reading and tool pages as last fetched, so that a
 *                               visited page reloads offline; oldest dropped beyond PAGES_LIMIT.
 * The -v1 suffixes change only when what those caches hold changes shape; VERSION changes with
 * every edit of this file (or of the two it imports, sw-rules.js and sw-push.js) that should
 * refresh the precache.
 *
 * Requests:
 *   - never answered here: anything but GET, other origins, /api and /ws (so the page itself sees
 *     every API call, and test doubles installed on the page keep working), private pages (see
 *     PRIVATE_SECTIONS), and every path not listed below (images, audio, uploads…);
 *   - /_next/static/*: cache-first (precache, then the static cache), else the network;
 *   - icons and tarot card files: cache-first, else the network;
 *   - page navigations: the network first (navigation preload when the browser has it). A
 *     successful HTML response of a public page (PUBLIC_SECTIONS) is stored; with no network the
 *     answer is the stored copy of the exact URL, else the stored copy of the same path without
 *     its query (tools keep their inputs in the query and compute in the browser), else the offline
 *     page in the URL's language (/hi/... is Hindi). Before the copy without a query, a URL with a
 *     query is answered with a precached copy of its path rendered for a query, if there is one
 *     (/sw-precache.json's `apps`): the kundali's form page (no query) is served without React,
 *     and only a copy rendered for a birth holds the React page that computes the URL's birth on
 *     the device.
 *   - A response marked Cache-Control no-store or private is never stored, with one exception:
 *     Next marks every page it renders per request "private, no-cache, no-store, max-age=0,
 *     must-revalidate", whether or not it holds anything personal. For public pages that exact
 *     header is read as "rendered on request", not as a privacy request; any other no-store or
 *     private header is obeyed. Private pages are decided by their path, never by that header.
 *
 * Updates: a new sw.js installs beside the running one, stores its precache (a failed download
 * never blocks the install: push must keep working), then takes over at once (skipWaiting and
 * clients.claim), so pushes and new navigations use it straight away. Open pages keep running the
 * scripts they loaded; the chunks they may still load lazily stay available because the static cache
 * is shared by all versions and the old precache's /_next/static files are moved into it before
 * that precache is deleted. The next navigation of an open tab loads the new build. Between edits
 * of this file, a precached page is refreshed (with its files) whenever it is fetched online.
 */

/* ---------------------------------------------------------------- caching: configuration */

const VERSION = '2026-11-29.1';
const CACHE_PREFIX = 'drishti-';
const PRECACHE = `${CACHE_PREFIX}precache-${VERSION}`;
const STATIC_CACHE = `${CACHE_PREFIX}static-v1`;
const PAGES_CACHE = `${CACHE_PREFIX}pages-v1`;
const STATIC_LIMIT = 400;
const PAGES_LIMIT = 80;
const PRECACHE_LIST = '/sw-precache.json';
/** At most this many scripts are followed from a precached app page's own (chunkGraph). */
const CHUNK_GRAPH_LIMIT = 300;

/** Sections (first path segment, after /hi) whose pages are the same for every visitor. */
const PUBLIC_SECTIONS = new Set([
  '',
  'horoscope',
  'tarot',
  'numerology',
  'pythagoren-numerology-calculator',
  'pythagorean-numerology-calculator',
  'lo-shu-grid-calculator',
  'love-calculator',
  'kundali',
  'astrology',
  'muhurat',
  'mangal-dosha',
  'kaal-sarp-dosha',
  'nakshatra-finder',
  'nakshatras',
  'zodiac-signs',
  'mole-astrology',
  'vastu',
  'vedic-tools',
  'vedic-mantra-meditation',
  'meditation-music',
  'blogs',
  'blog',
  'live-astrologer',
  'online-astrologer',
  'download-app',
  'privacy',
  'terms',
  'offline',
]);

/**
 * Sections that belong to a signed-in person: neither stored nor answered. The community is here
 * too: its pages show the member's own pseudonym, posts and reactions, and a stale copy would
 * offer to post while offline.
 */
const PRIVATE_SECTIONS = new Set([
  'account',
  'wallet',
  'admin',
  'consultation',
  'consultations',
  'support',
  'notifications',
  'reminders',
  'bookings',
  'login',
  'astrologer',
  'community',
  'consultant',
]);

/** Query parameters that make the server draw the signed-in person's own data into a public page. */
const PERSONAL_PARAMS = ['profile'];

/** Next's header for a page rendered per request (see the header comment). */
const RENDERED_ON_REQUEST = 'private, no-cache, no-store, max-age=0, must-revalidate';

const TAROT_CARD = /^\/tarot\/yes-or-no-tarot\/card\/[a-z0-9-]+$/;

/* The rules (which requests are answered, what may be stored) and push: sw-rules.js, sw-push.js. */
importScripts('/sw-rules.js', '/sw-push.js');

/* ---------------------------------------------------------------- caching: storage */

const MATCH = { ignoreVary: true };

/** Runs `task` on every item, at most `limit` at a time; a failed item does not stop the others. */
async function eachLimited(items, limit, task) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      try {
        await task(item);
      } catch {
        // One missing file leaves one page less capable offline; the rest still count.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Drops the oldest entries beyond `max` (Cache keys come back in insertion order). */
async function trimCache(name, max) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

let trimming = null;
/** One trim at a time, whatever the number of puts asking for it. */
function trimSoon(name, max) {
  if (!trimming) trimming = trimCache(name, max).finally(() => (trimming = null));
  return trimming;
}

/** Stores a file into the precache, copying it from another cache when it is there already. */
async function precacheFile(cache, path) {
  if (await cache.match(path, MATCH)) return;
  const known = await caches.match(path, MATCH);
  if (known) return cache.put(path, known);
  const res = await fetch(path, { cache: 'no-cache', credentials: 'same-origin' });
  if (storable(res)) await cache.put(path, res);
}

/** Stores a page with every /_next/static file its HTML names; the files go first. */
async function precachePage(cache, path, response) {
  const res = response ?? (await fetch(path, { cache: 'no-cache', credentials: 'same-origin' }));
  if (!storablePage(new URL(path, self.location.origin).href, res)) return;
  const html = await res.clone().text();
  await eachLimited(staticAssetsIn(html), 4, (asset) => precacheFile(cache, asset));
  await cache.put(path, res);
}

/**
 * The scripts a precached page's scripts may load later, and theirs in turn (the kundali's tabs
 * and its offline engine, imported on demand): read from the precache, fetched when missing.
 */
async function chunkGraph(cache, scripts, fetchMissing) {
  const seen = new Set();
  let queue = scripts.filter((a) => a.endsWith('.js'));
  while (queue.length > 0 && seen.size < CHUNK_GRAPH_LIMIT) {
    const next = new Set();
    await eachLimited(queue, 4, async (path) => {
      if (seen.has(path)) return;
      seen.add(path);
      if (fetchMissing) await precacheFile(cache, path).catch(() => {});
      const res = await cache.match(path, MATCH);
      if (res) for (const c of chunksNamedIn(await res.text())) if (!seen.has(c)) next.add(c);
    });
    queue = [...next];
  }
  return seen;
}

/** A page stored with its HTML's files and every chunk their scripts may load (PRECACHE_LIST's `apps`). */
async function precacheApp(cache, path) {
  await precachePage(cache, path);
  const res = await cache.match(path, MATCH);
  if (res) await chunkGraph(cache, staticAssetsIn(await res.text()), true);
}

/** Removes precached /_next/static files that no precached page names any more. */
async function prunePrecache(cache) {
  const keys = await cache.keys();
  const wanted = new Set();
  const assets = [];
  for (const req of keys) {
    const path = new URL(req.url).pathname;
    if (path.startsWith('/_next/static/')) {
      assets.push(req);
      continue;
    }
    const res = await cache.match(req, MATCH);
    if (res && (res.headers.get('content-type') || '').includes('text/html')) {
      for (const a of staticAssetsIn(await res.text())) wanted.add(a);
    }
  }
  // The chunks those scripts load later stay too (the precached kundali's engine).
  for (const a of await chunkGraph(cache, [...wanted], false)) wanted.add(a);
  for (const req of assets) if (!wanted.has(new URL(req.url).pathname)) await cache.delete(req);
}

/** Install: everything /sw-precache.json lists, as far as the network allows. */
async function precacheAll() {
  let list;
  try {
    const res = await fetch(PRECACHE_LIST, { cache: 'no-cache' });
    if (!res.ok) return;
    list = await res.json();
  } catch {
    return;
  }
  const cache = await caches.open(PRECACHE);
  await eachLimited(Array.isArray(list.files) ? list.files : [], 6, (f) => precacheFile(cache, f));
  await eachLimited(Array.isArray(list.pages) ? list.pages : [], 2, (p) => precachePage(cache, p));
  await eachLimited(Array.isArray(list.apps) ? list.apps : [], 1, (p) => precacheApp(cache, p));
}

/** Activate: moves old precaches' hashed files into the shared static cache, then drops them. */
async function retireOldCaches() {
  const keep = new Set([PRECACHE, STATIC_CACHE, PAGES_CACHE]);
  const names = (await caches.keys()).filter((n) => n.startsWith(CACHE_PREFIX) && !keep.has(n));
  const statics = await caches.open(STATIC_CACHE);
  for (const name of names) {
    if (name.startsWith(`${CACHE_PREFIX}precache-`)) {
      const old = await caches.open(name);
      for (const req of await old.keys()) {
        if (!new URL(req.url).pathname.startsWith('/_next/static/')) continue;
        const res = await old.match(req, MATCH);
        if (res && !(await statics.match(req, MATCH))) await statics.put(req, res);
      }
    }
    await caches.delete(name);
  }
  await trimCache(STATIC_CACHE, STATIC_LIMIT);
}

/* ---------------------------------------------------------------- caching: answers */

async function staticFirst(event) {
  const hit = await caches.match(event.request, MATCH);
  if (hit) return hit;
  const res = await fetch(event.request);
  if (storable(res)) {
    const copy = res.clone();
    event.waitUntil(
      caches
        .open(STATIC_CACHE)
        .then((c) => c.put(event.request, copy))
        .then(() => trimSoon(STATIC_CACHE, STATIC_LIMIT)),
    );
  }
  return res;
}

async function fileFirst(event) {
  const hit = await caches.match(event.request, MATCH);
  if (hit) return hit;
  const res = await fetch(event.request);
  if (storable(res)) {
    const copy = res.clone();
    event.waitUntil(caches.open(PRECACHE).then((c) => c.put(event.request, copy)));
  }
  return res;
}

/**
 * A precached copy of the same path rendered for a query (/sw-precache.json's `apps`: the kundali
 * for a birth), if any: the React page that computes the URL's birth on the device.
 */
async function precachedApp(url) {
  const cache = await caches.open(PRECACHE);
  const app = (await cache.keys()).find((req) => {
    const u = new URL(req.url);
    return u.pathname === url.pathname && u.search !== '';
  });
  return app ? cache.match(app, MATCH) : undefined;
}

/** A stored copy for a page that could not be fetched, in the order the header comment gives. */
async function storedPage(href) {
  const url = new URL(href);
  const exact = await caches.match(url.href, MATCH);
  if (exact) return exact;
  const queried = url.search === '' ? undefined : await precachedApp(url);
  if (queried) return queried;
  const bare = await caches.match(url.origin + url.pathname, MATCH);
  if (bare) return bare;
  const sibling = await caches.match(url.href, { ignoreVary: true, ignoreSearch: true });
  if (sibling) return sibling;
  return caches.match(url.origin + offlinePathFor(url.pathname), MATCH);
}

/** Keeps a fetched page: precached pages are refreshed in the precache with their files. */
async function keepPage(href, response) {
  const url = new URL(href);
  const precache = await caches.open(PRECACHE);
  const bare = url.origin + url.pathname;
  const before = url.search === '' ? await precache.match(bare, MATCH) : undefined;
  if (before) {
    const same = staticAssetsIn(await before.text()).join() === staticAssetsIn(await response.clone().text()).join();
    if (same) await precache.put(bare, response);
    else {
      // A new build: its files join the precache and the previous build's leave it.
      await precachePage(precache, bare, response);
      await prunePrecache(precache);
    }
    return;
  }
  const pages = await caches.open(PAGES_CACHE);
  await pages.put(href, response);
  await trimCache(PAGES_CACHE, PAGES_LIMIT);
}

async function networkFirst(event, keep) {
  const { request } = event;
  try {
    const res = (await event.preloadResponse) || (await fetch(request));
    if (keep && storablePage(request.url, res)) event.waitUntil(keepPage(request.url, res.clone()));
    return res;
  } catch {
    return (await storedPage(request.url)) || Response.error();
  }
}

/* ---------------------------------------------------------------- lifecycle */

self.addEventListener('install', (event) => {
  // Take over as soon as the precache is stored, so a new version handles pushes straight away.
  self.skipWaiting();
  event.waitUntil(precacheAll());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (self.registration.navigationPreload) {
        await self.registration.navigationPreload.enable().catch(() => {});
      }
      await retireOldCaches().catch(() => {});
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, self.location.origin);
  if (route === 'static') event.respondWith(staticFirst(event));
  else if (route === 'file') event.respondWith(fileFirst(event));
  else if (route === 'page' || route === 'transient') event.respondWith(networkFirst(event, route === 'page'));
});
