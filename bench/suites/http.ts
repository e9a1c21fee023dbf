// HTTP throughput of the API on loopback: the server runs in this process on an in-memory
// database, autocannon in a child process (so that the load does not share the server's core).
// Rate limits are off: this measures the server, not the limiter.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { createTestApi } from '../../apps/api/src/testing';
import { writeDeployNginx } from '../../scripts/lib/deploy-nginx.mjs';
import type { BenchRow } from '../types';

const chennai = JSON.stringify({
  day: 7,
  month: 12,
  year: 1996,
  hour: 10,
  min: 34,
  lat: 13.0833,
  lon: 80.2833,
  tzone: 5.5,
});

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  target?: string;
}

const targets: Target[] = [
  {
    name: 'GET all-today-horoscope',
    method: 'GET',
    path: '/api/publics/astrology/all-today-horoscope',
    target: '>= 5000 req/s',
  },
  {
    name: 'POST basic-details (cached birth)',
    method: 'POST',
    path: '/api/users/astrology/basic-details',
    body: chennai,
  },
  { name: 'GET /api/health (database round trip)', method: 'GET', path: '/api/health' },
  {
    name: 'POST kundali-details (cached birth)',
    method: 'POST',
    path: '/api/users/astrology/kundali-details',
    body: chennai,
  },
  {
    name: 'POST nakshaktra by birth (cached birth)',
    method: 'POST',
    path: '/api/publics/astrology/nakshaktra',
    body: chennai,
  },
];

const cli = fileURLToPath(new URL('../../node_modules/autocannon/autocannon.js', import.meta.url));

/** Runs autocannon's CLI against `url` (32 connections for 4 s unless told) and returns its JSON result. */
export function load(
  url: string,
  t: Target,
  env: NodeJS.ProcessEnv = process.env,
  { connections = 32, seconds = 4 } = {},
): Promise<autocannon.Result> {
  const args = [cli, '-j', '-c', String(connections), '-d', String(seconds), '-m', t.method];
  if (t.body) args.push('-H', 'content-type=application/json', '-b', t.body);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024, env }, (err, stdout) => {
      if (err) reject(err);
      else resolve(JSON.parse(stdout) as autocannon.Result);
    });
  });
}

export async function run(): Promise<BenchRow[]> {
  const api = await createTestApi({ NODE_ENV: 'production' }, {}, { rateLimits: false });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (api.app.server.address() as AddressInfo).port;
  const rows: BenchRow[] = [];
  for (const t of targets) {
    // A second of warm-up first: the figure is the steady state, not the compiler's first pass
    // over the route (the first route measured would otherwise pay for it).
    await load(`http://127.0.0.1:${port}${t.path}`, t, process.env, { seconds: 1 });
    const result = await load(`http://127.0.0.1:${port}${t.path}`, t);
    rows.push({
      name: t.name,
      value: Math.round(result.requests.average),
      unit: 'req/s',
      ...(t.target ? { target: t.target } : {}),
      note: `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, 32 connections, load from a second process`,
    });
  }
  await api.close();
  rows.push(...(await originRows()));
  return rows;
}

/*
 * The origin side by side, in one run: a cached horoscope page from the Node process alone, the
 * same bytes from disk by nginx (the ceiling), and the page through deploy/nginx's configuration
 * (TLS, micro-caching) in front of that Node process. Plain requests (no Accept-Encoding) everywhere.
 */
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const PAGE = '/horoscope/daily-horoscope/aries';

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => ok(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, init?: RequestInit & { dispatcher?: unknown }) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Asks for a page until the in-process page cache answers it (X-Page-Cache: HIT), for at most 10 s. */
async function fromPageCache(url: string): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.headers.get('x-page-cache') === 'HIT') return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

async function originRows(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'drishti-origin-'));
  chmodSync(dir, 0o755);
  const [appPort, diskPort, httpsPort, httpPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  // The product as `npm start` runs it; the build is served whatever origin it was made for.
  const app = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(appPort),
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL_CHECK: 'warn',
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  let nginx: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${appPort}/api/health`, app);
    const body = await (await fetch(`http://127.0.0.1:${appPort}${PAGE}`)).text();
    // The page cache keeps the page once it is compressed: measured once it answers from memory.
    const cached = await fromPageCache(`http://127.0.0.1:${appPort}${PAGE}`);
    mkdirSync(join(dir, 'www', PAGE), { recursive: true });
    writeFileSync(join(dir, 'www', PAGE, 'index.html'), body);

    // nginx: the deploy template as deploy:check renders it, plus one server that reads the page from disk.
    const n = join(dir, 'nginx');
    mkdirSync(n, { recursive: true });
    const cert = join(n, 'cert.pem');
    const key = join(n, 'key.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    ); // prettier-ignore
    const { args } = writeDeployNginx(n, {
      httpPort,
      httpsPort,
      upstreams: `server 127.0.0.1:${appPort};\n`,
      cert,
      key,
      staticDir: join(root, 'apps/web/.next/static'),
      extraServers: [
        `server { listen 127.0.0.1:${diskPort}; access_log off; root ${join(dir, 'www')}; index index.html; }`,
      ],
    });
    nginx = spawn('nginx', args, {
      stdio: 'ignore',
    });
    await waitFor(`http://127.0.0.1:${diskPort}${PAGE}/`, nginx);

    const get: Target = { name: '', method: 'GET', path: PAGE };
    const node = await load(`http://127.0.0.1:${appPort}${PAGE}`, get);
    const disk = await load(`http://127.0.0.1:${diskPort}${PAGE}/`, get);
    // Through the edge: TLS and HTTP/1.1 keep-alive to nginx, which answers from its micro-cache.
    const edge = await load(`https://localhost:${httpsPort}${PAGE}`, get, {
      ...process.env,
      NODE_EXTRA_CA_CERTS: cert,
    });
    const ratio = (r: autocannon.Result) => Math.round((r.requests.average / disk.requests.average) * 100);
    const note = (r: autocannon.Result) => `p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx, ${body.length} bytes a page`;
    return [
      {
        name: `nginx, the page from disk (${PAGE})`,
        value: Math.round(disk.requests.average),
        unit: 'req/s',
        note: note(disk),
      },
      {
        name: `Node alone, the page from ${cached ? 'the in-process page cache' : 'Next (the page cache did not keep it)'}`,
        value: Math.round(node.requests.average),
        unit: 'req/s',
        note: note(node),
      },
      { name: 'Node alone / nginx from disk', value: ratio(node), unit: '%', target: '>= 25 %' },
      {
        name: 'deploy nginx (TLS, micro-cache) in front of Node',
        value: Math.round(edge.requests.average),
        unit: 'req/s',
        note: note(edge),
      },
      { name: 'deploy nginx / nginx from disk', value: ratio(edge), unit: '%', target: '>= 80 %' },
    ];
  } finally {
    nginx?.kill('SIGQUIT');
    app.kill('SIGTERM');
    await new Promise((r) => (app.exitCode !== null ? r(null) : app.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  }
}
