// biome-ignore-all lint/correctness/noUnusedVariables: its functions are called by sw.js, which imports it (one global scope).
/*
 * Part of Drishti's service worker (sw.js imports it, and shares its global scope): which
 * requests it answers and which answers it may store, read with sw.js's configuration. Any edit
 * here changes sw.js's VERSION as well (its header comment).
 */

/* ---------------------------------------------------------------- caching: rules */

/** The language and the path without the /hi prefix. */
function splitLocale(pathname) {
  if (pathname === '/hi' || pathname.startsWith('/hi/')) return { locale: 'hi', path: pathname.slice(3) || '/' };
  return { locale: 'en', path: pathname };
}

/** 'public' (stored for offline reading), 'private' (left alone) or 'other' (answered, not stored). */
function pageKind(pathname) {
  const { path } = splitLocale(pathname);
  const parts = path.split('/');
  const section = parts[1] ?? '';
  if (PRIVATE_SECTIONS.has(section)) return 'private';
  // Booking a consultation is a signed-in flow under a public section.
  if (section === 'online-astrologer' && parts[3] === 'book') return 'private';
  return PUBLIC_SECTIONS.has(section) ? 'public' : 'other';
}

/**
 * How a request is handled: 'static', 'file', 'page' (public page), 'transient' (other page,
 * answered but not stored), or null for the browser to handle as if there were no worker.
 */
function routeOf(request, origin) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const p = url.pathname;
  if (p === '/api' || p.startsWith('/api/') || p === '/ws' || p.startsWith('/ws/')) return null;
  if (p.startsWith('/_next/static/')) return 'static';
  if (request.mode === 'navigate') {
    const kind = pageKind(p);
    if (kind === 'private') return null;
    return kind === 'public' ? 'page' : 'transient';
  }
  if (p.startsWith('/icons/') || p === '/icon.svg' || TAROT_CARD.test(p)) return 'file';
  return null;
}

/** Whether the response's Cache-Control forbids storing it. */
function forbidsStoring(response, isPublicPage) {
  const cc = (response.headers.get('cache-control') || '').toLowerCase().replace(/\s+/g, ' ').trim();
  if (isPublicPage && cc === RENDERED_ON_REQUEST) return false;
  return /(^|[\s,])(no-store|private)([\s,=]|$)/.test(cc);
}

/** Whether a fetched file may be stored: a whole same-origin 200 that does not forbid it. */
function storable(response) {
  return Boolean(response) && response.status === 200 && response.type === 'basic' && !forbidsStoring(response, false);
}

/** Whether a page's response may be kept for offline reading. */
function storablePage(url, response) {
  if (response?.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (!(response.headers.get('content-type') || '').includes('text/html')) return false;
  const u = new URL(url);
  if (pageKind(u.pathname) !== 'public') return false;
  if (PERSONAL_PARAMS.some((name) => u.searchParams.has(name))) return false;
  return !forbidsStoring(response, true);
}

/** The /_next/static files a page's HTML names (scripts, styles, preloaded fonts, lazy chunks). */
function staticAssetsIn(html) {
  const found = new Set();
  for (const m of html.matchAll(/\/_next\/static\/[\w\-.~/%]+/g)) {
    const path = m[0].replace(/[.]+$/, '');
    if (/\.(js|css|woff2?)$/.test(path)) found.add(path);
  }
  return [...found];
}

/** The chunks a script names for loading later (`import()` compiled to "static/chunks/<hash>.js"). */
function chunksNamedIn(js) {
  const found = new Set();
  for (const m of js.matchAll(/static\/chunks\/[\w\-.~]+\.js/g)) found.add(`/_next/${m[0]}`);
  return [...found];
}

/** The offline page in the language of the asked path. */
function offlinePathFor(pathname) {
  return splitLocale(pathname).locale === 'hi' ? '/hi/offline' : '/offline';
}
