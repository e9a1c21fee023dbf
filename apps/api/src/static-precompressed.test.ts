import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/lib/precompress.mjs';
import { acceptedEncodings, servePrecompressed } from './static-precompressed';

const SCRIPT = `console.log(${JSON.stringify('नमस्ते '.repeat(400))});\n`;

describe('static files precompressed at build time', () => {
  let dir: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'drishti-static-'));
    mkdirSync(join(dir, '.next/static/chunks'), { recursive: true });
    writeFileSync(join(dir, '.next/static/chunks/app.js'), SCRIPT);
    writeFileSync(join(dir, '.next/static/chunks/tiny.js'), 'let a=1;');
    writeFileSync(join(dir, 'secret.js'), SCRIPT);
    const packed = precompressDir(join(dir, '.next/static'));
    expect(packed.count).toBe(1); // the tiny file is left as it is
    server = createServer((req, res) => {
      if (!servePrecompressed(req, res, dir)) res.writeHead(404).end('not from the copies');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  function get(path: string, acceptEncoding?: string, method = 'GET') {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path, method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('sends the brotli copy to a browser that accepts it, with the headers caches need', async () => {
    const res = await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted (or refused with q=0)', async () => {
    for (const ae of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/_next/static/chunks/app.js', ae);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, 'br', 0]);
  });

  it('leaves everything else to Next: no coding accepted, no copy, other paths, paths out of the folder', async () => {
    for (const [path, ae] of [
      ['/_next/static/chunks/app.js', undefined],
      ['/_next/static/chunks/app.js', 'identity'],
      ['/_next/static/chunks/tiny.js', 'br, gzip'],
      ['/_next/static/chunks/missing.js', 'br, gzip'],
      ['/_next/static/../../secret.js', 'br, gzip'],
      ['/_next/static/%2e%2e/%2e%2e/secret.js', 'br, gzip'],
      ['/secret.js', 'br, gzip'],
    ] as const) {
      const res = await get(path, ae);
      expect([path, ae, res.status, res.body.toString()]).toEqual([path, ae, 404, 'not from the copies']);
    }
  });

  it('reads Accept-Encoding as browsers write it', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('br;q=0, gzip;q=1.0')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
