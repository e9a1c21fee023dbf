import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip, inflate } from 'node:zlib';
import { browserPaths, entryBytes, localeOfPath, type PageEntry, PageStore, sharedLifetime } from './page-cache-store';
import { acceptedEncodings } from './static-precompressed';

export type PageCacheResult = 'hit' | 'miss' | 'stale';

export interface PageCacheOptions {
  /** The bound on the bytes held (PAGE_CACHE_MB); 0 turns the cache off. */
  maxBytes: number;
  /** The clock (tests drive it). */
  now?: () => number;
  /** Each answered page request: from memory (hit, stale) or through Next (miss). */
  onResult?: (result: PageCacheResult) => void;
  /** The bytes held after each change. */
  onBytes?: (bytes: number) => void;
  onError?: (err: unknown) => void;
}

/** Request headers that give another answer for the same URL (Next's React Server Components fetches). */
const VARIANT_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
];
/** Cookies that make a request personal (the session) or show Next's draft pages. */
const PRIVATE_COOKIES = new Set(['drishti_session', '__prerender_bypass', '__next_preview_data']);
/** Headers never kept with a page: those of the connection and the coding, and Next's own cache state. */
const DROPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-page-cache',
  'x-nextjs-cache',
]);
/** Pages larger than this are not held (and not buffered to find out). */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const decoders: Record<string, (b: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
};

/**
 * Finished public pages answered from memory in front of Next (design and measurements:
 * docs/PERFORMANCE.md, "The in-process page cache"). A GET or HEAD with no session cookie and no
 * Authorization, whose URL last answered a 200 with `s-maxage` (never `private`/`no-store`, never
 * a cookie other than the URL's own NEXT_LOCALE, never a policy with nonces), is answered with the
 * headers as written and the body compressed once, brotli or gzip by Accept-Encoding. After
 * `s-maxage` the old copy is served while one request renews it through Next.
 */
export class PageCache {
  private readonly store: PageStore;
  private readonly now: () => number;
  /** Headers some page named in Vary beyond the known ones: they join every key. */
  private readonly learnedVary: string[] = [];
  /** Bumped by every on-demand renewal: an answer begun before it is not kept. */
  private epoch = 0;
  private readonly droppedAt = new Map<string, number>();
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly o: PageCacheOptions) {
    this.store = new PageStore(o.maxBytes);
    this.now = o.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.o.maxBytes > 0;
  }

  get bytes(): number {
    return this.store.bytes;
  }

  get size(): number {
    return this.store.size;
  }

  /**
   * Answers the request from memory and returns true; or returns false after arranging for the
   * page Next writes to be kept, when it may be. Call it before anything else wraps the response.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    if (!this.enabled || !cacheableRequest(req, url)) return false;
    const key = this.keyOf(req, url);
    const entry = this.store.get(key);
    const now = this.now();
    if (entry && now < entry.freshUntil) return this.serve(req, res, entry, 'hit');
    if (entry && now < entry.staleUntil) {
      if (entry.renewing) return this.serve(req, res, entry, 'stale');
      if (req.method !== 'GET') return this.serve(req, res, entry, 'stale');
      entry.renewing = true;
    } else if (entry) this.store.delete(key);
    this.o.onResult?.('miss');
    res.setHeader('X-Page-Cache', 'MISS');
    if (req.method === 'GET') this.capture(res, key, pathOf(url), entry);
    return false;
  }

  /** Drops the pages renewed on demand, by the paths renewals name (`/en`, `/hi/...`). */
  drop(internalPaths: readonly string[]): void {
    const paths = browserPaths(internalPaths);
    this.epoch += 1;
    for (const path of paths) this.droppedAt.set(path, this.epoch);
    this.store.deletePaths(paths);
    this.o.onBytes?.(this.store.bytes);
  }

  /** Resolves once every answer being kept has been compressed and stored (tests wait for it). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private keyOf(req: IncomingMessage, url: string): string {
    const parts = [url];
    for (const name of VARIANT_HEADERS) parts.push(String(req.headers[name] ?? ''));
    for (const name of this.learnedVary) parts.push(String(req.headers[name] ?? ''));
    return parts.join('\n');
  }

  private serve(req: IncomingMessage, res: ServerResponse, entry: PageEntry, result: 'hit' | 'stale'): true {
    this.o.onResult?.(result);
    const label = result === 'hit' ? 'HIT' : 'STALE';
    const inm = req.headers['if-none-match'];
    if (entry.etag && typeof inm === 'string' && etagMatches(inm, entry.etag)) {
      // As Next's own 304: no body and no policy (the browser keeps the one stored with the page).
      const headers: OutgoingHttpHeaders = { 'x-page-cache': label };
      for (const name of ['etag', 'cache-control', 'vary'])
        if (entry.headers[name] !== undefined) headers[name] = entry.headers[name];
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const [coding, body] = accepted.has('br')
      ? ['br', entry.br]
      : accepted.has('gzip')
        ? ['gzip', entry.gzip]
        : [undefined, entry.identity];
    const headers: OutgoingHttpHeaders = { ...entry.headers, 'content-length': body.length, 'x-page-cache': label };
    if (coding) headers['content-encoding'] = coding;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
    return true;
  }

  /** Records what Next writes for this request; keeps it if it is a public page. */
  private capture(res: ServerResponse, key: string, pathname: string, old: PageEntry | undefined): void {
    const startEpoch = this.epoch;
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    type Loose<R> = (this: ServerResponse, ...args: unknown[]) => R;
    let keep: { sMaxAge: number; swr: number; stale: boolean } | undefined;
    let decided = false;
    let size = 0;
    const chunks: Buffer[] = [];
    const release = () => {
      if (old) old.renewing = false;
    };
    const decide = (r: ServerResponse) => {
      decided = true;
      keep = this.keepable(r, pathname);
    };
    res.writeHead = function capturedWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      if (!decided) {
        // Headers given here are folded into the response's own so that all of them are seen.
        const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
        if (Array.isArray(headers)) {
          for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(String(headers[i]), headers[i + 1]);
        } else if (headers && typeof headers === 'object') {
          for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
            if (value !== undefined) this.setHeader(name, value);
        }
        this.statusCode = statusCode;
        decide(this);
        return typeof rest[0] === 'string'
          ? (writeHead as Loose<ServerResponse>).call(this, statusCode, rest[0])
          : (writeHead as Loose<ServerResponse>).call(this, statusCode);
      }
      return (writeHead as Loose<ServerResponse>).call(this, statusCode, ...rest);
    } as ServerResponse['writeHead'];
    const hold = (chunk: unknown, encoding: unknown) => {
      if (!keep || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buf = toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined);
      size += buf.length;
      if (size > MAX_PAGE_BYTES) {
        keep = undefined;
        chunks.length = 0;
      } else chunks.push(buf);
    };
    res.write = function capturedWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!decided && !this.headersSent) this.writeHead(this.statusCode);
      hold(chunk, rest[0]);
      return (write as Loose<boolean>).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function capturedEnd(this: ServerResponse, ...args: unknown[]) {
      if (!decided && !this.headersSent) this.writeHead(this.statusCode);
      hold(args[0], args[1]);
      return (end as Loose<ServerResponse>).apply(this, args);
    } as ServerResponse['end'];

    res.once('close', () => {
      if (!keep || !res.writableFinished) {
        // Not a public page (or never finished): the old copy, if any, is not served again.
        if (old && res.writableFinished) this.store.delete(key);
        release();
        return;
      }
      const headers = storedHeaders(res);
      const encoding = String(res.getHeader('content-encoding') ?? '')
        .trim()
        .toLowerCase();
      const life = keep;
      const job = this.keep({ key, pathname, headers, encoding, chunks, life, startEpoch })
        .catch((err) => this.o.onError?.(err))
        .finally(() => {
          release();
          this.pending.delete(job);
        });
      this.pending.add(job);
    });
  }

  /** Whether the answer being written may be kept, and for how long. */
  private keepable(res: ServerResponse, pathname: string) {
    if (res.statusCode !== 200) return undefined;
    const life = sharedLifetime(String(res.getHeader('cache-control') ?? ''));
    if (!life) return undefined;
    if (/'nonce-/.test(String(res.getHeader('content-security-policy') ?? ''))) return undefined;
    const coding = String(res.getHeader('content-encoding') ?? '')
      .trim()
      .toLowerCase();
    if (coding && !decoders[coding]) return undefined;
    const cookies = res.getHeader('set-cookie');
    const locale = localeOfPath(pathname);
    for (const cookie of cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)]) {
      if (!new RegExp(`^NEXT_LOCALE=${locale}(;|$)`).test(cookie.trim())) return undefined;
    }
    const vary = varyNames(res.getHeader('vary'));
    if (vary.includes('*') || vary.includes('cookie') || vary.includes('authorization')) return undefined;
    for (const name of vary) {
      if (name === 'accept-encoding' || VARIANT_HEADERS.includes(name) || this.learnedVary.includes(name)) continue;
      // A header that now changes a page: it joins every key, and what was keyed without it goes.
      this.learnedVary.push(name);
      this.store.clear();
      return undefined;
    }
    const stale = String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase() === 'STALE';
    return { ...life, stale };
  }

  private async keep(a: {
    key: string;
    pathname: string;
    headers: OutgoingHttpHeaders;
    encoding: string;
    chunks: Buffer[];
    life: { sMaxAge: number; swr: number; stale: boolean };
    startEpoch: number;
  }): Promise<void> {
    const raw = Buffer.concat(a.chunks);
    const decode = decoders[a.encoding];
    const identity = decode ? await decode(raw) : raw;
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    // A renewal of this path after the answer began: the answer may be the old page.
    if ((this.droppedAt.get(a.pathname) ?? 0) > a.startEpoch) return;
    const now = this.now();
    // Next served its own stale copy (it renews in the background): kept, but renewed on the next request.
    const freshUntil = a.life.stale ? now : now + a.life.sMaxAge * 1000;
    const etag = typeof a.headers.etag === 'string' ? a.headers.etag : undefined;
    const entry: PageEntry = {
      key: a.key,
      pathname: a.pathname,
      headers: a.headers,
      etag,
      identity,
      gzip: gz,
      br,
      freshUntil,
      staleUntil: freshUntil + a.life.swr * 1000,
      renewing: false,
      bytes: 0,
    };
    entry.bytes = entryBytes(entry);
    this.store.set(entry);
    this.o.onBytes?.(this.store.bytes);
  }
}

function cacheableRequest(req: IncomingMessage, url: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/_next/static/'))
    return false;
  const h = req.headers;
  if (h.authorization || h.range || h['x-prerender-revalidate'] || h['next-action']) return false;
  if (typeof h.cookie === 'string') {
    for (const part of h.cookie.split(';')) {
      const name = part.split('=')[0]?.trim() ?? '';
      if (PRIVATE_COOKIES.has(name)) return false;
    }
  }
  return true;
}

function pathOf(url: string): string {
  return url.split('?')[0] || '/';
}

function varyNames(vary: unknown): string[] {
  const list = Array.isArray(vary) ? vary.join(',') : String(vary ?? '');
  return list
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/** The response's headers as kept: without those of the connection and coding; Vary names Accept-Encoding. */
function storedHeaders(res: ServerResponse): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || DROPPED_HEADERS.has(name.toLowerCase())) continue;
    out[name.toLowerCase()] = value;
  }
  const vary = varyNames(out.vary);
  if (!vary.includes('accept-encoding')) out.vary = [...vary, 'Accept-Encoding'].join(', ');
  return out;
}

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding);
}
