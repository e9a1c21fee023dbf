import type { OutgoingHttpHeaders } from 'node:http';

/**
 * The memory of the page cache (docs/PERFORMANCE.md, "The in-process page cache"): finished public
 * pages by key, least recently used first, bounded by the bytes they hold.
 */
export interface PageEntry {
  key: string;
  /** The path the browser asked for, without its query (on-demand renewals drop by path). */
  pathname: string;
  /** The headers as written for the page (CSP, Cache-Control, Vary, ETag, the locale cookie). */
  headers: OutgoingHttpHeaders;
  etag: string | undefined;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Answered from memory until then (the page's `s-maxage`). */
  freshUntil: number;
  /** After freshUntil, the old copy may be served until then while one request renews it. */
  staleUntil: number;
  /** A request is on its way through Next to replace this entry. */
  renewing: boolean;
  bytes: number;
}

export class PageStore {
  private readonly entries = new Map<string, PageEntry>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry, now the most recently used. */
  get(key: string): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Stores an entry (replacing one with its key), then forgets the least recently used past the bound. */
  set(entry: PageEntry): boolean {
    this.delete(entry.key);
    // One page may take at most a quarter of the memory: a huge answer never empties the cache.
    if (entry.bytes > this.maxBytes / 4) return false;
    this.entries.set(entry.key, entry);
    this.total += entry.bytes;
    for (const [key] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.delete(key);
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** Forgets every entry of these paths (all their queries and variants). */
  deletePaths(pathnames: ReadonlySet<string>): void {
    for (const [key, entry] of this.entries) if (pathnames.has(entry.pathname)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}

/** Bytes an entry holds: its three bodies and its headers. */
export function entryBytes(e: Pick<PageEntry, 'identity' | 'gzip' | 'br' | 'headers' | 'key'>): number {
  let bytes = e.identity.length + e.gzip.length + e.br.length + e.key.length + 256;
  for (const [name, value] of Object.entries(e.headers)) bytes += name.length + String(value).length;
  return bytes;
}

/** `s-maxage` and `stale-while-revalidate` of a public answer, or undefined when it may not be kept. */
export function sharedLifetime(cacheControl: string): { sMaxAge: number; swr: number } | undefined {
  const cc = cacheControl.toLowerCase();
  if (/(^|[\s,])(private|no-store|no-cache)\b/.test(cc)) return undefined;
  const sMaxAge = /(?:^|[\s,])s-maxage=(\d+)/.exec(cc);
  if (!sMaxAge || Number(sMaxAge[1]) <= 0) return undefined;
  const swr = /(?:^|[\s,])stale-while-revalidate=(\d+)/.exec(cc);
  return { sMaxAge: Number(sMaxAge[1]), swr: swr ? Number(swr[1]) : 0 };
}

/** The language a browser path is in: Hindi under /hi, English everywhere else. */
export function localeOfPath(pathname: string): 'hi' | 'en' {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/**
 * The paths a browser asks for a page renewed by its internal path: renewals name the locale
 * segment (`/en/blog`), the browser asks for English without it (`/blog`; `/en` is `/`).
 */
export function browserPaths(internal: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const raw of internal) {
    const path = raw.split('?')[0] || '/';
    out.add(path);
    if (path === '/en') out.add('/');
    else if (path.startsWith('/en/')) out.add(path.slice(3));
  }
  return out;
}
