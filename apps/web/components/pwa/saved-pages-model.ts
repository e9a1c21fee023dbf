/** Where the service worker keeps visited pages (PAGES_CACHE in apps/web/public/sw.js). */
export const PAGES_CACHE = 'drishti-pages-v1';

/** How many saved pages the offline page lists. */
export const SAVED_PAGES_SHOWN = 40;

export interface SavedPage {
  href: string;
  title: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[code.toLowerCase()] ?? m;
  });
}

/** A stored page's title without the " | Drishti" every title ends with; null when it has none. */
export function pageTitle(html: string, siteName: string): string | null {
  const m = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!m) return null;
  const title = decodeEntities(m[1]!).trim();
  const suffix = ` | ${siteName}`;
  const bare = title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() : title;
  return bare || null;
}

const isHindi = (pathname: string) => pathname === '/hi' || pathname.startsWith('/hi/');

/**
 * The saved pages worth listing, newest first: this site's pages in the page's language, each
 * address once, never the offline page itself. `urls` come in the cache's order (oldest first).
 */
export function pagesToList(urls: readonly string[], locale: 'en' | 'hi', origin: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...urls].reverse()) {
    const url = new URL(raw);
    if (url.origin !== origin || isHindi(url.pathname) !== (locale === 'hi')) continue;
    if (url.pathname === '/offline' || url.pathname === '/hi/offline') continue;
    const href = url.pathname + url.search;
    if (seen.has(href)) continue;
    seen.add(href);
    out.push(href);
    if (out.length === SAVED_PAGES_SHOWN) break;
  }
  return out;
}

/** Reads the saved pages from the Cache API, with their titles. Null when the browser has no Cache API. */
export async function readSavedPages(locale: 'en' | 'hi', siteName: string): Promise<SavedPage[] | null> {
  if (typeof caches === 'undefined') return null;
  // caches.open would create the cache: a visitor who never saved a page simply has none.
  if (!(await caches.has(PAGES_CACHE))) return [];
  const cache = await caches.open(PAGES_CACHE);
  const requests = await cache.keys();
  const hrefs = pagesToList(
    requests.map((r) => r.url),
    locale,
    window.location.origin,
  );
  const pages: SavedPage[] = [];
  for (const href of hrefs) {
    const res = await cache.match(href, { ignoreVary: true });
    const title = res ? pageTitle(await res.text(), siteName) : null;
    pages.push({ href, title: title ?? href });
  }
  return pages;
}
