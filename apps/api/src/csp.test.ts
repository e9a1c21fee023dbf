import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY, apiHtmlPolicy, inlineScriptHashes, isPayingPage, newNonce, pagePolicy } from './csp';
import { applyPageCsp, type PageCspOptions } from './page-csp';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const base = { publicUrl: 'http://localhost:3000', dev: false, paying: false, razorpay: false };

describe('page policy', () => {
  it('allows scripts from our origin and the given hashes and nonce, never unsafe-inline', () => {
    const d = directives(pagePolicy({ ...base, nonce: 'abc123==', hashes: ['sha256-AAAA', 'sha256-BBBB'] }));
    expect(d.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'sha256-AAAA'", "'sha256-BBBB'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('frame-src')).toEqual(["'none'"]);
    expect(d.get('report-uri')).toEqual(['/api/csp-report']);
    expect(d.has('report-to')).toBe(false); // it would make browsers ignore report-uri
    expect(d.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
    expect(d.has('upgrade-insecure-requests')).toBe(false);
  });

  it('with no hash and no nonce allows no inline script at all', () => {
    expect(directives(pagePolicy(base)).get('script-src')).toEqual(["'self'"]);
  });

  it('upgrades insecure requests and uses wss behind https', () => {
    const d = directives(pagePolicy({ ...base, publicUrl: 'https://drishti.example/' }));
    expect(d.get('upgrade-insecure-requests')).toEqual([]);
    expect(d.get('connect-src')).toEqual(["'self'", 'wss://drishti.example']);
  });

  it("lets Razorpay's checkout in only on paying pages and only when Razorpay is configured", () => {
    const razorpay = (paying: boolean, configured: boolean) =>
      directives(pagePolicy({ ...base, paying, razorpay: configured }));
    const paying = razorpay(true, true);
    expect(paying.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(paying.get('frame-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com']);
    // The sandbox (no keys): the paying page frames only our own checkout page.
    expect(razorpay(true, false).get('frame-src')).toEqual(["'self'"]);
    expect(pagePolicy({ ...base, paying: true, razorpay: false })).not.toContain('razorpay');
    // Every other page: no Razorpay, no frames, whether or not the keys are set.
    expect(pagePolicy({ ...base, paying: false, razorpay: true })).not.toContain('razorpay');
    expect(razorpay(false, true).get('frame-src')).toEqual(["'none'"]);
  });

  it("keeps Next's development server working in dev mode", () => {
    const d = directives(pagePolicy({ ...base, dev: true }));
    expect(d.get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(d.get('connect-src')).toContain('ws:');
  });

  it('knows the paying pages in both languages', () => {
    for (const path of [
      '/wallet',
      '/hi/wallet',
      '/en/wallet',
      '/wallet?pack=3',
      '/online-astrologer/meera-iyer/book',
      '/hi/online-astrologer/meera-iyer/book/',
    ])
      expect(isPayingPage(path), path).toBe(true);
    for (const path of [
      '/',
      '/hi',
      '/wallet/return',
      '/online-astrologer/meera-iyer',
      '/online-astrologer',
      '/account',
      '/blog/wallet',
      '/hi/wallets',
      '/x/wallet',
    ])
      expect(isPayingPage(path), path).toBe(false);
  });

  it('gives fresh nonces in the form Next reads', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe('API policies', () => {
  it('JSON answers allow nothing', () => {
    expect(API_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('HTML under /api runs no inline script and may not be framed (the framed checkout sets its own)', () => {
    const d = directives(apiHtmlPolicy('http://localhost:3000'));
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
  });
});

describe('inline script hashes', () => {
  it('hashes each inline script a browser runs, exactly as written, once', () => {
    const a = '(self.__next_f=self.__next_f||[]).push([0])';
    const b = 'self.__next_f.push([1,"हिन्दी \\u003c/script"])';
    const html = `<!doctype html><html><head><script src="/_next/static/chunks/a.js" async=""></script>
<script type="application/ld+json">{"@type":"FAQPage"}</script></head><body>
<script>${a}</script><script nonce="xyz">${b}</script><script id="_R_">${a}</script>
<SCRIPT type="module">import "/m.js"</SCRIPT><script type="text/plain">not run</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(a), sha256(b), sha256('import "/m.js"')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/x.js"></script>')).toEqual([]);
  });
});

/** Stands in for Next: answers as the test says, after applyPageCsp, optionally through Next's compression. */
type Respond = (req: IncomingMessage, res: ServerResponse) => void;
const require = createRequire(import.meta.url);
const compression = require('next/dist/compiled/compression') as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

let server: Server;
let respond: Respond = () => {};
let options: PageCspOptions = { publicUrl: 'http://localhost:3000', dev: false, razorpay: false };
let seenRequestPolicy: string | undefined;
const compress = compression();

beforeAll(async () => {
  server = createServer((req, res) => {
    applyPageCsp(req, res, options);
    seenRequestPolicy = req.headers['content-security-policy'] as string | undefined;
    if (req.headers['accept-encoding']) compress(req, res, () => respond(req, res));
    else respond(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
  /** Milliseconds from the request until the first body byte and until the end. */
  firstByte: number;
  done: number;
}

function fetchPage(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      let firstByte = -1;
      res.on('data', (c: Buffer) => {
        if (firstByte < 0) firstByte = Date.now() - started;
        chunks.push(c);
      });
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: body.toString('utf8'),
          firstByte,
          done: Date.now() - started,
        });
      });
    }).on('error', reject);
  });
}

const scriptA = 'self.__next_f.push([1,"a"])';
const scriptB = 'self.__next_f.push([1,"b: ₹1,180"])';
const cachedPage: Respond = (_req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 's-maxage=31536000');
  res.setHeader('x-nextjs-cache', 'HIT');
  res.write(`<!doctype html><html><body><script>${scriptA}</script>`);
  setTimeout(
    () => res.end(`<script>${scriptB}</script><script type="application/ld+json">{}</script></body></html>`),
    5,
  );
};

describe('page responses', () => {
  it('a cacheable page is sent whole, unchanged, with the hash of each inline script', async () => {
    options = { publicUrl: 'http://localhost:3000', dev: false, razorpay: false };
    respond = cachedPage;
    for (const encoding of [undefined, 'gzip']) {
      const res = await fetchPage('/hi/tarot', encoding ? { 'accept-encoding': encoding } : {});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.body).toContain(scriptB);
      const scripts = directives(String(res.headers['content-security-policy'])).get('script-src');
      expect(scripts).toEqual(["'self'", `'${sha256(scriptA)}'`, `'${sha256(scriptB)}'`]);
      expect(res.headers['cache-control']).toBe('s-maxage=31536000');
    }
  });

  it('a page seen before is streamed at once with the hashes kept for its ETag', async () => {
    options = { publicUrl: 'http://localhost:3000', dev: false, razorpay: false };
    let script = scriptA;
    respond = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=31536000');
      res.setHeader('ETag', '"page-v1"');
      res.write(`<!doctype html><html><body><script>${script}</script>`);
      setTimeout(() => res.end('</body></html>'), 600);
    };
    const first = await fetchPage('/nakshatras/ashwini');
    expect(first.firstByte).toBeGreaterThanOrEqual(550); // held until complete
    expect(String(first.headers['content-security-policy'])).toContain(`'${sha256(scriptA)}'`);
    script = scriptB; // the same ETag names the same bytes: the stored hashes are used, unread
    const again = await fetchPage('/nakshatras/ashwini');
    expect(again.done - again.firstByte).toBeGreaterThan(300); // streamed
    expect(String(again.headers['content-security-policy'])).toContain(`'${sha256(scriptA)}'`);
    expect(String(again.headers['content-security-policy'])).not.toContain(sha256(scriptB));
  });

  it('a page rendered for the request streams, with the nonce Next was given', async () => {
    respond = (req, res) => {
      const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      });
      res.write(`<!doctype html><html><body><script nonce="${nonce}">${scriptA}</script>`);
      setTimeout(() => res.end('</body></html>'), 600);
    };
    for (const encoding of [undefined, 'gzip']) {
      const res = await fetchPage('/kundali', {
        ...(encoding ? { 'accept-encoding': encoding } : {}),
        // A client cannot choose the nonce: its header is replaced.
        'content-security-policy': "script-src 'nonce-chosenByTheClient'",
      });
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(seenRequestPolicy).toBe(`script-src 'nonce-${nonce}'`);
      expect(res.body).toContain(`<script nonce="${nonce}">`);
      expect(directives(String(res.headers['content-security-policy'])).get('script-src')).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
      ]);
      // Streamed: the first bytes arrived long before the end.
      if (!encoding) expect(res.done - res.firstByte).toBeGreaterThan(300);
    }
  });

  it("a page rendered for the request and marked static goes out whole, without Next's runtime", async () => {
    options = { publicUrl: 'http://localhost:3000', dev: false, razorpay: false };
    respond = (req, res) => {
      const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      });
      res.write('<!doctype html><html><head><meta name="drishti-hydration" content="none"/>');
      res.write(`<script src="/_next/static/chunks/main.js" async="" nonce="${nonce}"></script></head>`);
      res.write('<body><h1>Lo Shu</h1><script type="application/ld+json">{}</script>');
      setTimeout(() => res.end(`<script nonce="${nonce}">${scriptA}</script></body></html>`), 300);
    };
    for (const encoding of [undefined, 'gzip']) {
      const res = await fetchPage('/blog/lo-shu-grid-basics', encoding ? { 'accept-encoding': encoding } : {});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.firstByte).toBeGreaterThanOrEqual(250); // held until complete
      expect(res.body).toContain('<h1>Lo Shu</h1>');
      expect(res.body).toContain('<script type="application/ld+json">{}</script>');
      expect(res.body).not.toContain('/_next/static/chunks/main.js');
      expect(res.body).not.toContain(scriptA);
      expect(res.body.endsWith('</body></html>')).toBe(true);
      expect(directives(String(res.headers['content-security-policy'])).get('script-src')).toEqual(["'self'"]);
    }
  });

  it('a page rendered for the request and marked "scripts after paint" goes out whole, its chunks started by a hashed loader', async () => {
    options = { publicUrl: 'http://localhost:3000', dev: false, razorpay: false };
    respond = (req, res) => {
      const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      });
      res.write('<!doctype html><html><head><meta name="drishti-hydration" content="after-paint"/>');
      res.write(`<script src="/_next/static/chunks/main.js" async="" nonce="${nonce}"></script></head>`);
      res.write('<body><h1>Kundali</h1>');
      setTimeout(() => res.end(`<script nonce="${nonce}">${scriptA}</script></body></html>`), 300);
    };
    for (const encoding of [undefined, 'gzip']) {
      const res = await fetchPage('/kundali', encoding ? { 'accept-encoding': encoding } : {});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.firstByte).toBeGreaterThanOrEqual(250); // held until complete
      expect(res.body).not.toContain('<script src="/_next/static/chunks/main.js"');
      expect(res.body).toContain(scriptA);
      const inline = [...res.body.matchAll(/<script(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      const loader = inline.find((body) => body.includes('"/_next/static/chunks/main.js"'));
      expect(loader).toBeDefined();
      const allowed = directives(String(res.headers['content-security-policy'])).get('script-src');
      for (const body of [scriptA, loader!])
        expect(allowed).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      expect(res.body.endsWith('</body></html>')).toBe(true);
    }
  });

  it('a page rendered for the request whose <head> is not marked streams on once the <head> is read', async () => {
    options = { publicUrl: 'http://localhost:3000', dev: false, razorpay: false };
    respond = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.write('<!doctype html><html><head><title>Kundali</title>');
      setTimeout(() => res.write('</head><body><h1>Kundali</h1>'), 300);
      setTimeout(() => res.end('</body></html>'), 900);
    };
    const res = await fetchPage('/kundali');
    expect(res.body).toBe(
      '<!doctype html><html><head><title>Kundali</title></head><body><h1>Kundali</h1></body></html>',
    );
    expect(res.firstByte).toBeGreaterThanOrEqual(250); // the head was waited for
    expect(res.done - res.firstByte).toBeGreaterThan(400); // then streamed
  });

  it('a 304 carries no policy, so the browser keeps the one stored with the page', async () => {
    respond = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=31536000');
      res.statusCode = 304;
      res.end();
    };
    const res = await fetchPage('/');
    expect(res.status).toBe(304);
    expect(res.headers['content-security-policy']).toBeUndefined();
    // As Next answers a matching If-None-Match: status and end, no Content-Type.
    respond = (_req, res) => {
      res.statusCode = 304;
      res.end();
    };
    const bare = await fetchPage('/hi');
    expect(bare.status).toBe(304);
    expect(bare.headers['content-security-policy']).toBeUndefined();
  });

  it('files other than pages get the page policy with no inline script', async () => {
    respond = (_req, res) => {
      res.writeHead(200, 'OK', ['Content-Type', 'application/javascript; charset=UTF-8']);
      res.end('self.addEventListener("fetch", () => {});');
    };
    const res = await fetchPage('/sw.js');
    expect(directives(String(res.headers['content-security-policy'])).get('script-src')).toEqual(["'self'"]);
    expect(res.body).toContain('addEventListener');
  });

  it('paying pages get the checkout origins only when Razorpay is configured', async () => {
    respond = cachedPage;
    options = { publicUrl: 'http://localhost:3000', dev: false, razorpay: true };
    const wallet = String((await fetchPage('/hi/wallet')).headers['content-security-policy']);
    expect(directives(wallet).get('script-src')).toContain('https://checkout.razorpay.com');
    expect(directives(wallet).get('frame-src')).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
    ]);
    const home = String((await fetchPage('/hi')).headers['content-security-policy']);
    expect(home).not.toContain('razorpay');
    options = { publicUrl: 'http://localhost:3000', dev: false, razorpay: false };
    expect(String((await fetchPage('/wallet')).headers['content-security-policy'])).not.toContain('razorpay');
  });

  it('a page that cannot be read for hashing is sent with no inline script allowed', async () => {
    const errors: unknown[] = [];
    options = { publicUrl: 'http://localhost:3000', dev: false, razorpay: false, onError: (e) => errors.push(e) };
    respond = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Encoding', 'gzip'); // claims gzip, is not
      res.end(`<script>${scriptA}</script>`);
    };
    const { port } = server.address() as AddressInfo;
    const policy = await new Promise<string>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/broken' }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy']));
      }).on('error', reject),
    );
    expect(directives(policy).get('script-src')).toEqual(["'self'"]);
    expect(errors).toHaveLength(1);
  });
});
