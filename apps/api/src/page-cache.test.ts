import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PageCache, type PageCacheResult } from './page-cache';
import { browserPaths } from './page-cache-store';

/** What the stand-in for Next answers per path, and how often it was asked. */
interface Page {
  status?: number;
  headers?: Record<string, string | string[]>;
  body: string;
  /** Write the body gzip-encoded, as Next's compression does for a client that accepts it. */
  gzipped?: boolean;
  /** Write headers with writeHead(status, headers) instead of setHeader. */
  viaWriteHead?: boolean;
}

const PUBLIC = 's-maxage=60, stale-while-revalidate=600';
let clock = 1_000_000;
let pages: Record<string, Page> = {};
let calls: string[] = [];
let results: PageCacheResult[] = [];
let cache: PageCache;
let server: Server;
let base: string;
/** A request to Next that has not been answered yet, released by the test. */
let gate: Promise<void> | undefined;

function next(req: IncomingMessage, res: ServerResponse) {
  calls.push(`${req.url} ${req.headers.rsc ?? ''}`.trim());
  const answer = async () => {
    if (gate) await gate;
    const page = pages[(req.url ?? '/').split('?')[0] ?? '/'] ?? { status: 404, body: 'not found' };
    const body = page.gzipped ? gzipSync(page.body) : Buffer.from(`${page.body}${req.headers.rsc ? ' (rsc)' : ''}`);
    const headers: Record<string, string | string[]> = {
      'content-type': 'text/html; charset=utf-8',
      vary: 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding',
      etag: `"${Buffer.from(page.body).toString('base64url').slice(0, 16)}"`,
      ...(page.gzipped ? { 'content-encoding': 'gzip' } : {}),
      ...page.headers,
    };
    if (page.viaWriteHead) {
      res.writeHead(page.status ?? 200, headers);
    } else {
      res.statusCode = page.status ?? 200;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    // Written in two pieces, as a streamed render is.
    res.write(body.subarray(0, 10));
    res.end(body.subarray(10));
  };
  void answer();
}

function startServer(maxBytes: number) {
  cache = new PageCache({ maxBytes, now: () => clock, onResult: (r) => results.push(r) });
  server = createServer((req, res) => {
    if (cache.answer(req, res)) return;
    next(req, res);
  });
  return new Promise<void>((ok) =>
    server.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      ok();
    }),
  );
}

/** A request with node:http (fetch would undo the content coding this test checks). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Headers; body: Buffer; cache: string | null }>((ok, fail) => {
    const req = request(base + path, { method, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', fail);
      res.on('end', () => {
        const h = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) h.set(name, Array.isArray(value) ? value.join(', ') : value);
        ok({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks), cache: h.get('x-page-cache') });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** Asks once so that the page is kept, and waits until it is. */
async function warm(path: string, headers: Record<string, string> = {}) {
  const first = await get(path, headers);
  await cache.settled();
  return first;
}

beforeAll(() => startServer(1024 * 1024));
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(() => {
  pages = {};
  calls = [];
  results = [];
  gate = undefined;
  cache.drop([...new Set(Object.keys(pages)), '/aries', '/hi/aries', '/', '/en', '/hi', '/big', '/other']);
});

describe('page cache', () => {
  it('answers a public page from memory until its s-maxage, with the headers Next wrote', async () => {
    pages['/aries'] = {
      body: '<html>aries today</html>',
      headers: { 'cache-control': PUBLIC, 'content-security-policy': "script-src 'sha256-abc'" },
    };
    const first = await warm('/aries');
    expect(first.cache).toBe('MISS');
    const second = await get('/aries');
    expect(second.cache).toBe('HIT');
    expect(second.body.toString()).toBe('<html>aries today</html>');
    expect(second.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.headers.get('content-security-policy')).toBe("script-src 'sha256-abc'");
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('vary')).toContain('Accept-Encoding');
    expect(calls).toEqual(['/aries']);
    expect(results).toEqual(['miss', 'hit']);
    clock += 59_000;
    expect((await get('/aries')).cache).toBe('HIT');
    expect(calls).toHaveLength(1);
  });

  it('serves the old copy after s-maxage while one request renews it through Next', async () => {
    pages['/aries'] = { body: 'old page', headers: { 'cache-control': PUBLIC } };
    await warm('/aries');
    clock += 61_000;
    pages['/aries'] = { body: 'new page', headers: { 'cache-control': PUBLIC } };
    let release!: () => void;
    gate = new Promise((ok) => {
      release = ok;
    });
    const renewing = get('/aries');
    await expect.poll(() => calls.length).toBe(2);
    // While that request is in Next, others get the old copy, and none of them goes to Next.
    const during = await get('/aries');
    expect(during.cache).toBe('STALE');
    expect(during.body.toString()).toBe('old page');
    expect((await get('/aries')).cache).toBe('STALE');
    expect(calls).toHaveLength(2);
    release();
    const renewed = await renewing;
    expect(renewed.cache).toBe('MISS');
    expect(renewed.body.toString()).toBe('new page');
    await cache.settled();
    const after = await get('/aries');
    expect(after.cache).toBe('HIT');
    expect(after.body.toString()).toBe('new page');
    expect(calls).toHaveLength(2);
  });

  it('goes to Next once the page is older than s-maxage plus stale-while-revalidate', async () => {
    pages['/aries'] = { body: 'page', headers: { 'cache-control': PUBLIC } };
    await warm('/aries');
    clock += 661_000;
    expect((await get('/aries')).cache).toBe('MISS');
    expect(calls).toHaveLength(2);
  });

  it('keeps a copy Next served stale only until the next request, which renews it', async () => {
    pages['/aries'] = { body: 'stale from next', headers: { 'cache-control': PUBLIC, 'x-nextjs-cache': 'STALE' } };
    await warm('/aries');
    expect((await get('/aries')).cache).toBe('MISS');
    await cache.settled();
    pages['/aries'] = { body: 'fresh from next', headers: { 'cache-control': PUBLIC, 'x-nextjs-cache': 'HIT' } };
    expect((await get('/aries')).body.toString()).toBe('fresh from next');
    await cache.settled();
    const hit = await get('/aries');
    expect(hit.cache).toBe('HIT');
    expect(hit.headers.get('x-nextjs-cache')).toBeNull();
  });

  it('never keeps private, no-store, non-200, cookie-setting or nonce pages', async () => {
    const cases: Page[] = [
      { body: 'private', headers: { 'cache-control': 'private, no-store' } },
      { body: 'no-store', headers: { 'cache-control': 'no-store, must-revalidate' } },
      { body: 'no s-maxage', headers: { 'cache-control': 'public, max-age=60' } },
      { status: 404, body: 'missing', headers: { 'cache-control': PUBLIC } },
      { body: 'session', headers: { 'cache-control': PUBLIC, 'set-cookie': 'drishti_session=abc; Path=/' } },
      { body: 'wrong locale', headers: { 'cache-control': PUBLIC, 'set-cookie': 'NEXT_LOCALE=hi; Path=/' } },
      { body: 'nonce', headers: { 'cache-control': PUBLIC, 'content-security-policy': "script-src 'nonce-xyz'" } },
      { body: 'vary cookie', headers: { 'cache-control': PUBLIC, vary: 'Cookie' } },
      { body: 'via writeHead', headers: { 'cache-control': 'private, no-cache' }, viaWriteHead: true },
    ];
    for (const page of cases) {
      pages['/other'] = page;
      calls = [];
      await warm('/other');
      const again = await get('/other');
      expect(again.cache, page.body).toBe('MISS');
      expect(calls, page.body).toHaveLength(2);
    }
    expect(cache.size).toBe(0);
  });

  it("keeps a page that sets its own language's NEXT_LOCALE cookie, with the cookie", async () => {
    pages['/hi/aries'] = {
      body: 'मेष',
      headers: { 'cache-control': PUBLIC, 'set-cookie': 'NEXT_LOCALE=hi; Path=/; SameSite=lax' },
      viaWriteHead: true,
    };
    await warm('/hi/aries');
    const hit = await get('/hi/aries');
    expect(hit.cache).toBe('HIT');
    expect(hit.body.toString()).toBe('मेष');
    expect(hit.headers.get('set-cookie')).toBe('NEXT_LOCALE=hi; Path=/; SameSite=lax');
  });

  it('never answers a signed-in, authorized or renewal request from memory', async () => {
    pages['/aries'] = { body: 'page', headers: { 'cache-control': PUBLIC } };
    await warm('/aries');
    for (const headers of <Record<string, string>[]>[
      { cookie: 'theme=dark; drishti_session=abc' },
      { authorization: 'Bearer token' },
      { 'x-prerender-revalidate': 'id' },
    ]) {
      const res = await get('/aries', headers);
      expect(res.cache, JSON.stringify(headers)).toBeNull();
    }
    expect(calls).toHaveLength(4);
    // An unrelated cookie does not make a page personal.
    expect((await get('/aries', { cookie: 'theme=dark' })).cache).toBe('HIT');
    // A POST always goes to Next.
    expect((await get('/aries', {}, 'POST')).cache).toBeNull();
  });

  it('keeps RSC answers apart from the HTML of the same path', async () => {
    pages['/aries'] = { body: 'page', headers: { 'cache-control': PUBLIC } };
    await warm('/aries');
    const rsc = await warm('/aries', { rsc: '1' });
    expect(rsc.cache).toBe('MISS');
    expect(rsc.body.toString()).toBe('page (rsc)');
    expect((await get('/aries', { rsc: '1' })).body.toString()).toBe('page (rsc)');
    expect((await get('/aries')).body.toString()).toBe('page');
    expect(calls).toEqual(['/aries', '/aries 1']);
  });

  it('sends brotli, gzip or identity by Accept-Encoding, from a page Next wrote gzip-encoded', async () => {
    const text = `<html>${'horoscope '.repeat(500)}</html>`;
    pages['/aries'] = { body: text, gzipped: true, headers: { 'cache-control': PUBLIC } };
    await warm('/aries', { 'accept-encoding': 'gzip' });
    const br = await get('/aries', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    const gz = await get('/aries', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);
    const plain = await get('/aries', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(text);
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(br.body.length).toBeLessThan(text.length / 5);
    const head = await get('/aries', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.cache).toBe('HIT');
    expect(head.body.length).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('answers 304 to a matching If-None-Match, without a body or a policy', async () => {
    pages['/aries'] = {
      body: 'page',
      headers: { 'cache-control': PUBLIC, 'content-security-policy': "script-src 'sha256-abc'" },
    };
    const first = await warm('/aries');
    const etag = first.headers.get('etag') ?? '';
    const notModified = await get('/aries', { 'if-none-match': `"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.cache).toBe('HIT');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
    expect((await get('/aries', { 'if-none-match': '"other"' })).status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('drops the pages a renewal names, by the paths the browser asks for', async () => {
    pages['/'] = { body: 'home', headers: { 'cache-control': PUBLIC } };
    pages['/hi'] = { body: 'घर', headers: { 'cache-control': PUBLIC } };
    pages['/aries'] = { body: 'aries', headers: { 'cache-control': PUBLIC } };
    await warm('/');
    await warm('/?_rsc=abc', { rsc: '1' });
    await warm('/hi');
    await warm('/aries');
    expect(cache.size).toBe(4);
    cache.drop(['/en', '/hi']);
    expect(cache.size).toBe(1);
    expect((await get('/')).cache).toBe('MISS');
    expect((await get('/hi')).cache).toBe('MISS');
    expect((await get('/aries')).cache).toBe('HIT');
    expect([...browserPaths(['/en', '/en/blog/a', '/hi/blog/a'])].sort()).toEqual([
      '/',
      '/blog/a',
      '/en',
      '/en/blog/a',
      '/hi/blog/a',
    ]);
  });

  it('does not keep an answer that began before a renewal of its path', async () => {
    pages['/'] = { body: 'old home', headers: { 'cache-control': PUBLIC } };
    let release!: () => void;
    gate = new Promise((ok) => {
      release = ok;
    });
    const inFlight = get('/');
    await expect.poll(() => calls.length).toBe(1);
    cache.drop(['/en']);
    release();
    await inFlight;
    await cache.settled();
    expect((await get('/')).cache).toBe('MISS');
  });
});

describe('page cache memory', () => {
  it('is off with a bound of 0', async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
    await startServer(0);
    pages['/aries'] = { body: 'page', headers: { 'cache-control': PUBLIC } };
    await warm('/aries');
    expect((await get('/aries')).cache).toBeNull();
    expect(calls).toHaveLength(2);
    await new Promise<void>((ok) => server.close(() => ok()));
    await startServer(1024 * 1024);
  });

  it('forgets the least recently used pages past its bound in bytes', async () => {
    // Pages of the same size that do not compress: each holds about three times its text.
    for (const path of ['/a1', '/a2', '/a3', '/a4', '/a5'])
      pages[path] = { body: randomBytes(15_000).toString('base64'), headers: { 'cache-control': PUBLIC } };
    await warm('/a1');
    const one = cache.bytes;
    expect(one).toBeGreaterThan(3 * 15_000);
    await new Promise<void>((ok) => server.close(() => ok()));
    // Room for four such pages, not five.
    await startServer(Math.floor(one * 4.5));
    for (const path of ['/a1', '/a2', '/a3', '/a4']) await warm(path);
    expect(cache.size).toBe(4);
    // /a1 used last: /a2 is the least recently used when /a5 comes.
    expect((await get('/a1')).cache).toBe('HIT');
    await warm('/a5');
    expect(cache.size).toBe(4);
    expect(cache.bytes).toBeLessThanOrEqual(Math.floor(one * 4.5));
    for (const path of ['/a1', '/a3', '/a4', '/a5']) expect((await get(path)).cache, path).toBe('HIT');
    expect((await get('/a2')).cache).toBe('MISS');
    await cache.settled();
    await new Promise<void>((ok) => server.close(() => ok()));
    await startServer(1024 * 1024);
  });
});
