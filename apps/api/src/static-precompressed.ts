import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The codings a request accepts (Accept-Encoding), without those it refuses with q=0. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name);
  }
  return out;
}

/**
 * `/_next/static/…` files from the brotli or gzip copy written at build time (scripts/lib/precompress.mjs),
 * with `Content-Encoding`, `Vary: Accept-Encoding` and a year's immutable caching (the names carry
 * their content hash). Returns false when there is no such copy or the client accepts neither
 * coding: Next answers then, as before.
 */
export function servePrecompressed(req: IncomingMessage, res: ServerResponse, webDir: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (!url.startsWith('/_next/static/')) return false;
  const type = TYPES[extname(url.split('?')[0] ?? '')];
  if (!type) return false;
  let rel: string;
  try {
    rel = decodeURIComponent((url.split('?')[0] ?? '').slice('/_next/static/'.length));
  } catch {
    return false;
  }
  const root = join(webDir, '.next/static');
  const file = normalize(join(root, rel));
  if (!file.startsWith(root + sep) || rel.includes('\0')) return false;
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(coding)) continue;
    let size: number;
    try {
      const st = statSync(file + suffix);
      if (!st.isFile()) continue;
      size = st.size;
    } catch {
      continue;
    }
    res.statusCode = 200;
    res.setHeader('content-type', type);
    res.setHeader('content-encoding', coding);
    res.setHeader('content-length', size);
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    const stream = createReadStream(file + suffix);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return true;
  }
  return false;
}

/**
 * Development only: the islands as `npm run dev` built them (apps/web/.islands), since `next dev`
 * does not serve files it did not build. Production copies them into .next/static/islands.
 */
export function serveDevIslands(req: IncomingMessage, res: ServerResponse, webDir: string): boolean {
  const match = /^\/_next\/static\/islands\/([A-Za-z0-9_-]+\.js)(\?.*)?$/.exec(req.url ?? '');
  if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const file = join(webDir, '.islands', match[1] ?? '');
  try {
    if (!statSync(file).isFile()) return false;
  } catch {
    return false;
  }
  res.statusCode = 200;
  res.setHeader('content-type', TYPES['.js'] ?? 'application/javascript');
  res.setHeader('cache-control', 'no-store');
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
  return true;
}
