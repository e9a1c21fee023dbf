import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';
import { inlineScriptHashes, isPayingPage, newNonce, pagePolicy } from './csp';
import { isAfterPaintHtml, isStaticPageHtml, withoutNextRuntime, withScriptsAfterPaint } from './static-page';

export interface PageCspOptions {
  publicUrl: string;
  dev: boolean;
  /** Razorpay keys are configured: paying pages may load its checkout. */
  razorpay: boolean;
  /** Called when a buffered page could not be read for hashing (it is then sent with no inline script allowed). */
  onError?: (err: unknown) => void;
}

/** `sniff`: a page rendered per request, held until its <head> is read (marked static or not). */
type Mode = 'pass' | 'buffer' | 'sniff';

/** A page whose <head> is not read in this many bytes is streamed on as it is. */
const SNIFF_LIMIT = 256 * 1024;

/**
 * Hashes of pages already read, by strong ETag (Next derives it from the page's bytes, so a
 * revalidated page has a new one). A page seen before goes out streamed with its stored hashes.
 */
const hashesByEtag = new Map<string, string[]>();
const HASHES_KEPT = 2000;

function strongEtag(res: ServerResponse): string | undefined {
  const etag = res.getHeader('etag');
  return typeof etag === 'string' && etag.startsWith('"') ? etag : undefined;
}

function rememberHashes(etag: string, hashes: string[]) {
  hashesByEtag.delete(etag);
  hashesByEtag.set(etag, hashes);
  if (hashesByEtag.size > HASHES_KEPT) hashesByEtag.delete(hashesByEtag.keys().next().value!);
}

/**
 * Gives one response of the web app its Content-Security-Policy (design: docs/CSP.md). Call it
 * before handing the request to Next.
 *
 * The request carries a fresh nonce in a `Content-Security-Policy` request header, which Next
 * reads and puts on every script of a page it renders for this request. When the response starts:
 * - an HTML page rendered per request (`Cache-Control: … no-store`) is streamed through with that
 *   nonce in its policy, once its <head> shows that it is not marked static or "scripts after
 *   paint" (a marked one is held until complete and sent rewritten, as below);
 * - a cacheable HTML page (static or revalidated: it was rendered earlier, without this nonce) is
 *   held until complete, the SHA-256 of each of its inline scripts goes into its policy, then it is
 *   sent unchanged; the hashes are kept by the page's ETag, so the next answer with that ETag is
 *   streamed with them at once (a 304 gets no policy, so the browser keeps the one stored with the
 *   page);
 * - anything else Next serves (scripts, images, the service worker, RSC payloads) gets the page
 *   policy with no inline script allowed.
 */
export function applyPageCsp(req: IncomingMessage, res: ServerResponse, o: PageCspOptions): void {
  const paying = isPayingPage(req.url ?? '/');
  const policy = (extra: { nonce?: string; hashes?: string[] } = {}) =>
    pagePolicy({ publicUrl: o.publicUrl, dev: o.dev, paying, razorpay: o.razorpay, ...extra });
  // Only our nonce may reach Next: a client-sent policy header would choose the page's nonce.
  delete req.headers['content-security-policy-report-only'];
  const nonce = o.dev ? undefined : newNonce();
  if (nonce) req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
  else delete req.headers['content-security-policy'];

  type Loose<R> = (this: ServerResponse, ...args: unknown[]) => R;
  const writeHead = res.writeHead as unknown as Loose<ServerResponse>;
  const write = res.write as unknown as Loose<boolean>;
  const end = res.end as unknown as Loose<ServerResponse>;
  const flushHeaders = res.flushHeaders;
  const head = (r: ServerResponse) =>
    statusMessage === undefined ? writeHead.call(r, r.statusCode) : writeHead.call(r, r.statusCode, statusMessage);
  let mode: Mode | undefined;
  let statusMessage: string | undefined;
  const held: Buffer[] = [];

  const decide = (): Mode => {
    // A 304 has no body and often no Content-Type: any policy on it would replace the one the
    // browser stored with the page (and its hashes), so it carries none.
    if (res.statusCode === 304) {
      res.removeHeader('Content-Security-Policy');
      return 'pass';
    }
    const type = String(res.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) {
      res.setHeader('Content-Security-Policy', policy());
      return 'pass';
    }
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    if (o.dev || /\bno-store\b/.test(cacheControl)) {
      res.setHeader('Content-Security-Policy', policy({ nonce }));
      return o.dev ? 'pass' : 'sniff';
    }
    const etag = strongEtag(res);
    const known = etag ? hashesByEtag.get(etag) : undefined;
    if (known) {
      res.setHeader('Content-Security-Policy', policy({ hashes: known }));
      return 'pass';
    }
    return 'buffer';
  };

  res.writeHead = function patchedWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (mode === 'buffer' || mode === 'sniff') return this; // already decided; the head goes out later
    if (mode === 'pass') return writeHead.call(this, statusCode, ...rest);
    let headers: unknown = rest[0];
    if (typeof rest[0] === 'string') {
      statusMessage = rest[0];
      headers = rest[1];
    }
    // Headers given here are folded into the response's own, so the policy sees them all.
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(String(headers[i]), headers[i + 1]);
    } else if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
        if (value !== undefined) this.setHeader(name, value);
    }
    this.statusCode = statusCode;
    mode = decide();
    if (mode === 'buffer' || mode === 'sniff') return this;
    return head(this);
  } as ServerResponse['writeHead'];

  const start = () => {
    if (mode === undefined && !res.headersSent) res.writeHead(res.statusCode);
  };

  res.flushHeaders = function patchedFlushHeaders(this: ServerResponse) {
    start();
    if (mode === 'pass') flushHeaders.call(this);
  };

  res.write = function patchedWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    start();
    if (mode === 'pass') return write.call(this, chunk, ...rest);
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    held.push(toBuffer(chunk, encoding));
    const callback = rest.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    if (mode === 'sniff') sniff(this);
    return true;
  } as ServerResponse['write'];

  /** Reads the held start of a per-request page: streamed on unless its <head> marks it static. */
  const sniff = (r: ServerResponse) => {
    const body = Buffer.concat(held);
    let text: string;
    try {
      text = decodeStart(body, String(r.getHeader('content-encoding') ?? ''));
    } catch {
      text = '';
    }
    const headRead = /<body[\s>]/i.test(text);
    if (headRead && (isStaticPageHtml(text) || isAfterPaintHtml(text))) {
      mode = 'buffer';
      return;
    }
    if (!headRead && body.length < SNIFF_LIMIT) return;
    mode = 'pass';
    held.length = 0;
    head(r);
    write.call(r, body);
  };

  res.end = function patchedEnd(this: ServerResponse, ...args: unknown[]) {
    start();
    // A per-request page that ends before its <head> was read: read whole, like a cached one
    // (a body-less answer, such as one to HEAD, goes out as it is).
    if (mode === 'sniff') {
      const chunk = typeof args[0] === 'function' ? undefined : args[0];
      mode = held.length > 0 || (chunk !== undefined && chunk !== null) ? 'buffer' : 'pass';
    }
    if (mode !== 'buffer') return end.apply(this, args);
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
    let body: Buffer = Buffer.concat(held);
    held.length = 0;
    let hashes: string[] = [];
    try {
      const coding = String(this.getHeader('content-encoding') ?? '');
      let html = decode(body, coding);
      // A page marked static goes out without Next's runtime (static-page.ts); it is read again
      // every time (never streamed by its ETag), so that it never goes out with the runtime.
      // So is a page whose scripts start after its first paint (withScriptsAfterPaint).
      const rewritten = isStaticPageHtml(html)
        ? withoutNextRuntime(html)
        : isAfterPaintHtml(html)
          ? withScriptsAfterPaint(html)
          : undefined;
      if (rewritten !== undefined) {
        html = rewritten;
        body = encode(html, coding);
        if (this.hasHeader('content-length')) this.setHeader('content-length', body.length);
      }
      hashes = inlineScriptHashes(html);
      const etag = this.statusCode === 200 ? strongEtag(this) : undefined;
      if (etag && rewritten === undefined) rememberHashes(etag, hashes);
    } catch (err) {
      o.onError?.(err);
    }
    this.setHeader('Content-Security-Policy', policy({ hashes }));
    mode = 'pass';
    head(this);
    return body.length ? end.call(this, body, callback) : end.call(this, callback);
  } as ServerResponse['end'];
}

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding);
}

/** The page's text, whichever content coding Next (or its compression) applied. */
function decode(body: Buffer, contentEncoding: string): string {
  const coding = contentEncoding.trim().toLowerCase();
  if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(body).toString('utf8');
  if (coding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (coding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** The text of the start of a page, from however many of its (possibly compressed) bytes came. */
function decodeStart(body: Buffer, contentEncoding: string): string {
  const coding = contentEncoding.trim().toLowerCase();
  const partial = { finishFlush: constants.Z_SYNC_FLUSH };
  if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(body, partial).toString('utf8');
  if (coding === 'br')
    return brotliDecompressSync(body, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString('utf8');
  if (coding === 'deflate') return inflateSync(body, partial).toString('utf8');
  return body.toString('utf8');
}

function encode(text: string, contentEncoding: string): Buffer {
  const coding = contentEncoding.trim().toLowerCase();
  const raw = Buffer.from(text, 'utf8');
  if (coding === 'gzip' || coding === 'x-gzip') return gzipSync(raw);
  if (coding === 'br') return brotliCompressSync(raw);
  if (coding === 'deflate') return deflateSync(raw);
  return raw;
}
