// The cost of a page's Content-Security-Policy (docs/CSP.md): a cacheable page is held until
// complete and the SHA-256 of each inline script goes into its header. Measured on the home page
// as the last `next build` wrote it (a stand-in of the same size and shape when there is no build):
// the work per page in process, and throughput of a server handing out the gzip'd page with and
// without applyPageCsp, loaded by autocannon from a second process, runs interleaved.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type autocannon from 'autocannon';
import { inlineScriptHashes } from '../../apps/api/src/csp';
import { applyPageCsp } from '../../apps/api/src/page-csp';
import type { BenchRow } from '../types';

const built = fileURLToPath(new URL('../../apps/web/.next/server/app/en.html', import.meta.url));

function homePage(): { html: string; source: string } {
  if (existsSync(built)) return { html: readFileSync(built, 'utf8'), source: 'the built home page' };
  const push = (i: number) => `<script>self.__next_f.push([1,"${'x'.repeat(20_000)}${i}"])</script>`;
  const body = `<main>${'<p>Aries · मेष</p>'.repeat(4000)}</main>${[0, 1, 2, 3, 4].map(push).join('')}`;
  return { html: `<!doctype html><html><body>${body}</body></html>`, source: 'a stand-in page (no build)' };
}

const cli = fileURLToPath(new URL('../../node_modules/autocannon/autocannon.js', import.meta.url));

function load(url: string): Promise<autocannon.Result> {
  const args = [cli, '-j', '-c', '16', '-d', '3', '-H', 'accept-encoding=gzip', url];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) => {
      if (err) reject(err);
      else resolve(JSON.parse(stdout) as autocannon.Result);
    });
  });
}

export async function run(): Promise<BenchRow[]> {
  const { html, source } = homePage();
  const gz = gzipSync(html);
  const rows: BenchRow[] = [];

  const runs = 300;
  for (let i = 0; i < 20; i++) inlineScriptHashes(gunzipSync(gz).toString('utf8'));
  const started = performance.now();
  let hashes = 0;
  for (let i = 0; i < runs; i++) hashes = inlineScriptHashes(gunzipSync(gz).toString('utf8')).length;
  rows.push({
    name: 'inflate + hash one cached page',
    value: Number(((performance.now() - started) / runs).toFixed(3)),
    unit: 'ms',
    note: `${source}: ${Math.round(html.length / 1024)} KB HTML, ${Math.round(gz.length / 1024)} KB gzip, ${hashes} inline scripts`,
  });

  // Next's answer for a static page: gzip'd HTML in a few chunks, cacheable.
  const answer = (res: ServerResponse, etag: boolean) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=31536000');
    res.setHeader('Content-Encoding', 'gzip');
    if (etag) res.setHeader('ETag', '"bench-home"');
    const third = Math.ceil(gz.length / 3);
    res.write(gz.subarray(0, third));
    res.write(gz.subarray(third, 2 * third));
    res.end(gz.subarray(2 * third));
  };
  const serve = (withCsp: boolean, etag: boolean) =>
    createServer((req: IncomingMessage, res: ServerResponse) => {
      if (withCsp) applyPageCsp(req, res, { publicUrl: 'http://localhost:3000', dev: false, razorpay: false });
      answer(res, etag);
    });
  // hashed: no ETag, so every answer is held and hashed; known: Next's ETag, hashed once.
  const servers = { plain: serve(false, true), hashed: serve(true, false), known: serve(true, true) };
  for (const s of Object.values(servers)) await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const url = (s: typeof servers.plain) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
  const totals = { plain: [] as number[], hashed: [] as number[], known: [] as number[] };
  for (let round = 0; round < 2; round++) {
    for (const name of ['plain', 'hashed', 'known'] as const) {
      totals[name].push((await load(url(servers[name]))).requests.average);
    }
  }
  for (const s of Object.values(servers)) s.close();
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  rows.push({
    name: 'cached page served as is',
    value: mean(totals.plain),
    unit: 'req/s',
    note: '16 connections, gzip, load from a second process',
  });
  rows.push({
    name: 'cached page with its CSP hashes',
    value: mean(totals.hashed),
    unit: 'req/s',
    note: 'the same page through applyPageCsp, hashed on every answer (a page without an ETag)',
  });
  rows.push({
    name: 'cached page with hashes known by ETag',
    value: mean(totals.known),
    unit: 'req/s',
    note: 'as Next answers: hashed on the first answer, then streamed with the stored hashes',
  });
  return rows;
}
