#!/usr/bin/env node
// `npm run deploy:check`: brings the production topology of deploy/ up on this machine, all on
// loopback in a temporary directory, and runs smoke tests through nginx:
//   PostgreSQL (throwaway cluster) and Redis, the release migration (`npm run db:migrate`), two app
//   instances of the built product (scripts/start.mjs), nginx from deploy/nginx/drishti.conf.template
//   with a self-signed certificate; then pages in both languages, sign-in, a sandbox recharge ordered
//   on one instance and paid on the other, a chat between a user and an astrologer on different
//   instances that goes on when one instance stops, /api/ready and /metrics. Everything it started
//   is stopped and removed at the end, on failure and on Ctrl-C too.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { writeDeployNginx } from './lib/deploy-nginx.mjs';
import { ensureAptPackages, log, startThrowawayPostgres, systemChecks } from './lib/system.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';

/** The web build's static files, which nginx sends from disk with their precompressed copies. */
const STATIC_DIR = join(root, 'apps/web/.next/static');
const startedAt = Date.now();
const upstreamName = (port) => `127.0.0.1:${port}`;
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// Teardown: every started part registers how to stop it; they stop in reverse order, once.

const cleanups = [];
/** The child processes started, for their logs when the check fails. */
const started = [];
let tornDown;
function teardown() {
  tornDown ??= (async () => {
    for (const { name, stop } of cleanups.reverse()) {
      try {
        await stop();
      } catch (err) {
        process.stdout.write(`   could not stop ${name}: ${err.message}\n`);
      }
    }
  })();
  return tornDown;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: stopping everything`);
    teardown().finally(() => process.exit(130));
  });
}

let stepNo = 0;
async function step(title, fn) {
  stepNo += 1;
  log(`[${stepNo}] ${title}`);
  const t = Date.now();
  const result = await fn();
  process.stdout.write(`   ok (${((Date.now() - t) / 1000).toFixed(1)} s)\n`);
  return result;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `probe` until it returns a truthy value; fails with `what` after `timeoutMs`, or at once
 * when `gone()` names a reason to stop waiting (a process that exited).
 */
async function waitFor(what, probe, timeoutMs = 15_000, everyMs = 100, gone = () => undefined) {
  const until = Date.now() + timeoutMs;
  let last;
  for (;;) {
    const reason = gone();
    if (reason) throw new Error(`while waiting for ${what}: ${reason}`);
    try {
      const value = await probe();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
    await sleep(everyMs);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A child process in a process group of its own, its output going to a log file. `stop` sends
 * `signal` to the child (which passes it on to its own children, as scripts/start.mjs does), waits
 * for the exit and, after `graceMs`, kills the whole group.
 */
function startChild(name, cmd, args, { env, cwd = root, logFile }) {
  const out = logFile ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'];
  const child = spawn(cmd, args, { cwd, env, stdio: out, detached: true });
  if (logFile) {
    const append = (d) => writeFileSync(logFile, d, { flag: 'a' });
    child.stdout.on('data', append);
    child.stderr.on('data', append);
  }
  const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve(code ?? sig)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const proc = {
    name,
    child,
    running,
    exited,
    tail: (lines = 40) =>
      logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n') : '',
    async stop(signal = 'SIGTERM', graceMs = 20_000) {
      const killGroup = () => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // the group is gone already
        }
      };
      if (!running()) {
        killGroup(); // what the child left behind, if anything
        return exited;
      }
      child.kill(signal);
      const timer = setTimeout(killGroup, graceMs);
      const code = await exited;
      clearTimeout(timer);
      killGroup();
      return code;
    },
  };
  cleanups.push({ name, stop: () => proc.stop() });
  started.push(proc);
  return proc;
}

// ---------------------------------------------------------------------------------------------
// HTTP through nginx (TLS with the check's own certificate) and straight to an instance.

let ca;
let edge; // { port, origin, host }
let edgeLogDir; // nginx's directory: its access log names the upstream of each request
const cookieOf = (res, name) =>
  (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith(`${name}=`));

/**
 * One request. `via`: 'edge' (nginx, https) or an instance's port (plain http). Resolves with
 * { status, headers, body (Buffer), text, json() }.
 */
function call(method, path, { via = 'edge', headers = {}, body, localAddress } = {}) {
  const payload =
    body === undefined
      ? undefined
      : Buffer.isBuffer(body) || typeof body === 'string'
        ? Buffer.from(body)
        : Buffer.from(JSON.stringify(body));
  const h = {
    host: via === 'edge' ? edge.host : `127.0.0.1:${via}`,
    ...(payload && !headers['content-type'] ? { 'content-type': 'application/json' } : {}),
    ...(payload ? { 'content-length': String(payload.length) } : {}),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const options = { method, path, headers: h, host: '127.0.0.1', agent: false, timeout: 20_000 };
    const req =
      via === 'edge'
        ? httpsRequest({ ...options, port: edge.port, ca, servername: 'localhost', localAddress })
        : httpRequest({ ...options, port: via, localAddress });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 20 s`)));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const buf = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: buf,
          text: buf.toString('utf8'),
          json() {
            try {
              return JSON.parse(buf.toString('utf8'));
            } catch {
              throw new Error(`${method} ${path}: not JSON (${res.statusCode}): ${buf.toString('utf8').slice(0, 200)}`);
            }
          },
        });
      });
      res.on('error', reject);
    });
    if (payload) req.write(payload);
    req.end();
  });
}

/** Asserts the status and returns the envelope's data. */
async function api(method, path, options = {}, expected = 200) {
  const res = await call(method, path, { ...options, headers: { origin: edge.origin, ...options.headers } });
  check(
    res.status === expected,
    `${method} ${path} answered ${res.status}, expected ${expected}: ${res.text.slice(0, 300)}`,
  );
  return res.json().data;
}

/** Lines of nginx's access log (log_format drishti): the upstream that served each request. */
function accessLog(dir) {
  const file = join(dir, 'access.log');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}
/**
 * Runs `send` (one request through nginx whose request line starts with `requestStart`) and returns
 * its result with the upstream that served it, once nginx has logged the request.
 */
async function served(requestStart, send) {
  const matching = () => accessLog(edgeLogDir).filter((l) => l.includes(`"${requestStart}`));
  const before = matching().length;
  const result = await send();
  const line = await waitFor(`nginx's log of ${requestStart}`, () => matching()[before], 5000, 20);
  return { result, upstream: line.match(/ upstream=(\S+)/)?.[1] };
}

// ---------------------------------------------------------------------------------------------
// WebSocket client (the protocol of packages/contracts/src/ws.ts).

class Socket {
  received = [];
  waiters = [];
  static async open(url, cookie) {
    const s = new Socket();
    s.ws = new WebSocket(url, {
      ca,
      servername: 'localhost',
      headers: { origin: edge.origin, cookie },
      handshakeTimeout: 10_000,
    });
    s.closed = new Promise((resolve) => s.ws.once('close', () => resolve()));
    s.ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      s.received.push(m);
      s.waiters = s.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    s.ws.on('error', () => {});
    await new Promise((resolve, reject) => {
      s.ws.once('open', resolve);
      s.ws.once('unexpected-response', (_req, res) => reject(new Error(`${url}: upgrade refused (${res.statusCode})`)));
      s.ws.once('error', reject);
    });
    s.send({ type: 'hello', protocol: 1 });
    await s.next((m) => m.type === 'welcome', 'welcome');
    return s;
  }
  send(m) {
    this.ws.send(JSON.stringify(m));
  }
  /** The first message matching `pred` received from index `from` on (already here or still to come). */
  next(pred, what, from = 0, timeoutMs = 15_000) {
    const seen = this.received.slice(from).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${what} on the socket; last: ${JSON.stringify(this.received.slice(-3))}`)),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }
  upcoming(pred, what, timeoutMs) {
    return this.next(pred, what, this.received.length, timeoutMs);
  }
  async close() {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await Promise.race([this.closed, sleep(2000)]);
    this.ws.terminate();
  }
}

// ---------------------------------------------------------------------------------------------
// The parts of the topology.

/** Redis on loopback, no persistence; resolves once it answers PING. */
async function startRedis(dir) {
  const port = await freePort();
  const proc = startChild(
    'redis-server',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { env: process.env, logFile: join(dir, 'redis.log') },
  );
  const ping = () =>
    new Promise((resolve) => {
      const s = createConnection({ host: '127.0.0.1', port }, () => s.write('PING\r\n'));
      s.on('data', (d) => {
        resolve(String(d).startsWith('+PONG'));
        s.destroy();
      });
      s.on('error', () => resolve(false));
    });
  await waitFor('Redis to answer PING', ping, 15_000, 100, () => (proc.running() ? undefined : 'redis-server exited'));
  return { url: `redis://127.0.0.1:${port}`, proc };
}

/** A self-signed certificate for localhost and 127.0.0.1, valid two days. */
function makeCertificate(dir) {
  const cert = join(dir, 'tls-cert.pem');
  const key = join(dir, 'tls-key.pem');
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
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { cert, key };
}

/** Web push keys shared by the instances (as an operator sets VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY). */
function vapidKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x, 'base64url'), Buffer.from(pub.y, 'base64url')]);
  return { VAPID_PUBLIC_KEY: raw.toString('base64url'), VAPID_PRIVATE_KEY: priv.d };
}

async function startNginx(dir, { httpsPort, httpPort, upstreamPorts, tls }) {
  const n = join(dir, 'nginx');
  const { conf, args } = writeDeployNginx(n, {
    httpPort,
    httpsPort,
    upstreams: upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join(''),
    cert: tls.cert,
    key: tls.key,
    staticDir: STATIC_DIR,
  });
  const test = spawnSync('nginx', ['-t', '-q', '-p', n, '-e', join(n, 'error.log'), '-c', conf], { encoding: 'utf8' });
  check(
    test.status === 0,
    `nginx refused the configuration:\n${test.stderr}${readFileSync(join(n, 'error.log'), 'utf8')}`,
  );
  const proc = startChild('nginx', 'nginx', args, {
    env: process.env,
    logFile: join(n, 'stderr.log'),
  });
  // SIGQUIT: nginx's graceful stop.
  cleanups[cleanups.length - 1].stop = () => proc.stop('SIGQUIT', 5000);
  return { proc, dir: n };
}

/** One app instance of the built product, as the systemd unit runs it. */
function startInstance(n, port, env, dir) {
  const dataDir = join(dir, `instance-${n}`);
  mkdirSync(dataDir, { recursive: true });
  return startChild(`instance ${n} (port ${port})`, process.execPath, [join(root, 'scripts/start.mjs')], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    logFile: join(dir, `instance-${n}.log`),
  });
}

async function waitReady(proc, port) {
  await waitFor(
    `${proc.name} to be ready`,
    async () => (await call('GET', '/api/ready', { via: port })).status === 200,
    180_000,
    250,
    () => (proc.running() ? undefined : `${proc.name} exited during start`),
  );
}

// ---------------------------------------------------------------------------------------------
// The check.

/**
 * Signs in through nginx. The development outbox answers only direct local requests (never through
 * the proxy), so the code is read straight from the instance that did not take the request: the
 * outbox is shared through the database.
 */
async function signIn(phone, instances) {
  const { upstream: servedBy } = await served('POST /api/auth/otp', () =>
    api('POST', '/api/auth/otp', { body: { phone } }),
  );
  const other = instances.find((i) => `127.0.0.1:${i.port}` !== servedBy && i.proc.running());
  check(servedBy && other, `the sign-in code request was served by ${servedBy}`);
  const outbox = await waitFor(`the sign-in code for ${phone} in the outbox of the other instance`, async () => {
    const res = await call('GET', `/api/dev/outbox?phone=91${phone}`, { via: other.port });
    check(res.status === 200, `the outbox answered ${res.status}: ${res.text.slice(0, 200)}`);
    const list = res.json().data;
    return list.length > 0 && list;
  });
  const code = outbox[0].text.match(/\b(\d{6})\b/)?.[1];
  check(code, `no code in the SMS: ${outbox[0].text}`);
  const res = await call('POST', '/api/auth/verify', { body: { phone, code }, headers: { origin: edge.origin } });
  check(res.status === 200, `sign-in of ${phone} failed (${res.status}): ${res.text.slice(0, 200)}`);
  const cookie = cookieOf(res, 'drishti_session');
  check(cookie, 'no session cookie after sign-in');
  const set = res.headers['set-cookie'].find((c) => c.startsWith('drishti_session='));
  check(/;\s*secure/i.test(set), 'the session cookie is not Secure behind https');
  // The session is good on every instance.
  for (const i of instances) {
    const r = await call('GET', '/api/wallet', { via: i.port, headers: { cookie } });
    check(r.status === 200, `the session is refused by ${i.proc.name} (${r.status})`);
  }
  return { cookie };
}

async function main() {
  await step('system packages: nginx (with brotli), openssl, PostgreSQL, Redis', async () => {
    const ok = ensureAptPackages({
      nginx: systemChecks.nginx,
      'libnginx-mod-http-brotli-filter': systemChecks['libnginx-mod-http-brotli-filter'],
      'libnginx-mod-http-brotli-static': systemChecks['libnginx-mod-http-brotli-static'],
      openssl: systemChecks.openssl,
      postgresql: systemChecks.postgresql,
      'redis-server': systemChecks['redis-server'],
    });
    check(ok, 'the system packages could not be installed');
  });

  await step('the web build (next build when missing or stale)', async () => {
    // Any fresh build will do: the instances serve it behind the edge's origin on purpose
    // (PUBLIC_URL_CHECK=warn below). A missing one is built for the end-to-end server's origin
    // (e2e/playwright.config.ts), so that `npm test` builds the web app once.
    const env = { ...process.env, PORT: process.env.E2E_PORT ?? '3100' };
    delete env.PUBLIC_URL;
    check(ensureWebBuild({ origin: false, env }), 'the web app failed to build');
  });

  const dir = mkdtempSync(join(tmpdir(), 'drishti-deploy-'));
  chmodSync(dir, 0o755);
  cleanups.push({ name: 'the temporary directory', stop: () => rmSync(dir, { recursive: true, force: true }) });
  process.stdout.write(`   working in ${dir}\n`);

  const pg = await step('PostgreSQL: a throwaway cluster on loopback', async () => {
    const p = await startThrowawayPostgres();
    cleanups.push({ name: 'PostgreSQL', stop: () => p.stop() });
    process.stdout.write(`   ${p.url}\n`);
    return p;
  });

  const redis = await step('Redis on loopback', async () => {
    const r = await startRedis(dir);
    process.stdout.write(`   ${r.url}\n`);
    return r;
  });

  const [httpsPort, httpPort, port1, port2] = [await freePort(), await freePort(), await freePort(), await freePort()];
  edge = { port: httpsPort, origin: `https://localhost:${httpsPort}`, host: `localhost:${httpsPort}` };
  const metricsToken = randomBytes(24).toString('base64url');
  const config = {
    DATABASE_URL: pg.url,
    DATABASE_DIRECT_URL: pg.url,
    REDIS_URL: redis.url,
    PUBLIC_URL: edge.origin,
    PUBLIC_URL_CHECK: 'warn',
    STORAGE_DIR: join(dir, 'uploads'),
    DRISHTI_DEMO: '1',
    TRUSTED_PROXIES: '127.0.0.1',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    METRICS_TOKEN: metricsToken,
    METRICS_ALLOW: '127.0.0.1',
    ...vapidKeys(),
    LOG_LEVEL: 'info',
    NEXT_TELEMETRY_DISABLED: '1',
  };

  await step('the release migration (npm run db:migrate)', async () => {
    const r = spawnSync('npm', ['run', '--silent', 'db:migrate'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'production', ...config },
    });
    check(r.status === 0, `the migration failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  });

  const tls = await step('a self-signed certificate (openssl)', async () => makeCertificate(dir));
  ca = readFileSync(tls.cert);

  const instances = await step(`two app instances (ports ${port1} and ${port2})`, async () => {
    const list = [
      { port: port1, proc: startInstance(1, port1, config, dir) },
      { port: port2, proc: startInstance(2, port2, config, dir) },
    ];
    await Promise.all(list.map((i) => waitReady(i.proc, i.port)));
    // Production mode (an https PUBLIC_URL) with the demo switch on: each instance says so.
    for (const i of list)
      check(i.proc.tail(400).includes('DRISHTI_DEMO=1 in production mode'), `${i.proc.name} did not warn of the demo`);
    return list;
  });
  const [one, two] = instances;

  const nginx = await step(`nginx with TLS on 127.0.0.1:${httpsPort}`, async () => {
    const n = await startNginx(dir, { httpsPort, httpPort, upstreamPorts: [port1, port2], tls });
    await waitFor(
      'nginx to answer',
      async () => (await call('GET', '/api/health')).status === 200,
      15_000,
      100,
      () => (n.proc.running() ? undefined : 'nginx exited'),
    );
    edgeLogDir = n.dir;
    return n;
  });

  await step('TLS, HTTP/2 and the redirect from http', async () => {
    const session = http2Connect(`https://localhost:${httpsPort}`, {
      ca,
      host: '127.0.0.1',
      servername: 'localhost',
    });
    try {
      const status = await new Promise((resolve, reject) => {
        session.once('error', reject);
        const req = session.request({ ':path': '/api/health', ':method': 'GET' });
        req.once('response', (h) => resolve(h[':status']));
        req.once('error', reject);
        req.resume();
        req.end();
      });
      check(session.alpnProtocol === 'h2', `nginx negotiated ${session.alpnProtocol}, not HTTP/2`);
      check(status === 200, `/api/health over HTTP/2 answered ${status}`);
    } finally {
      session.close();
    }
    const plain = await new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: httpPort, path: '/hi?x=1', headers: { host: 'localhost' } });
      req.on('response', (res) => {
        res.resume();
        resolve(res);
      });
      req.on('error', reject);
      req.end();
    });
    check(plain.statusCode === 301, `http answered ${plain.statusCode}, not a redirect`);
    check(plain.headers.location === 'https://localhost/hi?x=1', `http redirects to ${plain.headers.location}`);
  });

  await step('pages in English and Hindi, compressed', async () => {
    const en = await call('GET', '/', { headers: { 'accept-encoding': 'identity' } });
    check(en.status === 200, `/ answered ${en.status}`);
    check(/<html[^>]*lang="en"/.test(en.text), '/ is not the English page');
    const hi = await call('GET', '/hi', { headers: { 'accept-encoding': 'identity' } });
    check(hi.status === 200, `/hi answered ${hi.status}`);
    check(/<html[^>]*lang="hi"/.test(hi.text) && /[\u0900-\u097F]{3}/.test(hi.text), '/hi is not the Hindi page');
    const br = await call('GET', '/hi', { headers: { 'accept-encoding': 'br' } });
    check(br.headers['content-encoding'] === 'br', `no brotli: content-encoding ${br.headers['content-encoding']}`);
    const gz = await call('GET', '/', { headers: { 'accept-encoding': 'gzip' } });
    check(gz.headers['content-encoding'] === 'gzip', `no gzip: content-encoding ${gz.headers['content-encoding']}`);
    check(
      String(en.headers['strict-transport-security'] ?? '').includes('max-age='),
      'no Strict-Transport-Security header',
    );
    // Both instances served pages (round-robin, no stickiness).
    const served = new Set(
      accessLog(nginx.dir)
        .filter((l) => /"GET \/(hi)? HTTP/.test(l))
        .map((l) => l.match(/ upstream=(\S+)/)?.[1]),
    );
    check(served.has(upstreamName(port1)) && served.has(upstreamName(port2)), `pages came from ${[...served]} only`);

    const asset = en.text.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
    check(asset, 'no /_next/static script on the home page');
    const first = await call('GET', asset);
    const second = await call('GET', asset);
    check(first.status === 200 && second.status === 200, `${asset} answered ${first.status}, ${second.status}`);
    check(
      String(second.headers['cache-control']).includes('max-age=31536000') &&
        String(second.headers['cache-control']).includes('immutable'),
      `static files are not cached long: ${second.headers['cache-control']}`,
    );
    // A file no instance has is not kept: the name may exist once every instance runs a new release.
    const missing = await call('GET', '/_next/static/chunks/not-in-this-build.js');
    check(
      missing.status === 404 && !String(missing.headers['cache-control']).includes('immutable'),
      `a missing static file answered ${missing.status} with Cache-Control ${missing.headers['cache-control']}`,
    );
    // Sent from disk as the build compressed it: the bytes of the .gz and .br copies, not compressed
    // per request (those would differ: nginx compresses at level 5, the build at gzip 9 and brotli 11).
    const onDisk = join(STATIC_DIR, asset.slice('/_next/static/'.length));
    for (const [coding, ext] of [
      ['gzip', 'gz'],
      ['br', 'br'],
    ]) {
      check(existsSync(`${onDisk}.${ext}`), `the build wrote no ${onDisk}.${ext}`);
      const res = await call('GET', asset, { headers: { 'accept-encoding': coding } });
      check(res.status === 200, `${asset} with ${coding} answered ${res.status}`);
      check(
        res.headers['content-encoding'] === coding,
        `${asset}: content-encoding ${res.headers['content-encoding']}`,
      );
      check(
        res.body.equals(readFileSync(`${onDisk}.${ext}`)),
        `${asset} with ${coding} is not the build's ${ext} copy (compressed per request?)`,
      );
      check(res.headers['x-cache-status'] === undefined, `${asset} went to an instance, not read from disk`);
    }
    // A file the build on disk does not have (an older release's) is asked of the instances.
    const gone = await call('GET', '/_next/static/chunks/not-in-this-build.js');
    check(gone.status === 404, `a file missing from the build answered ${gone.status}`);
    check(gone.headers['x-cache-status'] !== undefined, 'a file missing from disk was not asked of the instances');
  });

  await step('request size limit (413 from nginx above 6 MB)', async () => {
    const res = await call('POST', '/api/auth/verify', {
      body: Buffer.alloc(7 * 1024 * 1024, 0x20),
      headers: { origin: edge.origin },
    });
    check(res.status === 413, `a 7 MB body answered ${res.status}`);
  });

  const user = await step('sign-in through nginx (the code from the other instance: a shared SMS outbox)', () =>
    signIn('9876512345', instances),
  );

  await step(
    'a recharge through the sandbox gateway (ordered on one instance and paid on the other, through nginx)',
    async () => {
      const before = (await api('GET', '/api/wallet', { headers: { cookie: user.cookie } })).coins;
      const { result: intent, upstream: madeOn } = await served('POST /api/wallet/recharge', () =>
        api('POST', '/api/wallet/recharge', { body: { packId: 'coins-500' }, headers: { cookie: user.cookie } }),
      );
      const orderId = intent.order.gatewayOrderId;
      const madeBy = instances.find((i) => upstreamName(i.port) === madeOn);
      check(madeBy, `the order was made on ${madeOn}, not one of the instances`);
      // The sandbox's orders are in the database (docs/OPERATIONS.md, "State every instance sees"):
      // the checkout is opened and paid through nginx, on the instance that did NOT make the order.
      // nginx (one worker) takes turns between the instances, so a request served by the order's
      // instance sends the next one to the other; cheap requests line the turns up.
      const nextOnOther = async () => {
        for (let i = 0; i < 4; i++) {
          const { upstream } = await served('GET /api/health', () => call('GET', '/api/health'));
          if (upstream === madeOn) return;
        }
        throw new Error(`nginx never sent /api/health to ${madeOn}: it does not take turns`);
      };
      const checkoutPath = `/api/payments/sandbox/checkout/${orderId}`;
      await nextOnOther();
      const { result: page, upstream: shownOn } = await served(`GET ${checkoutPath}`, () =>
        call('GET', checkoutPath, { headers: { cookie: user.cookie } }),
      );
      check(shownOn && shownOn !== madeOn, `the checkout page was served by ${shownOn}, the order's own instance`);
      check(
        page.status === 200 && page.text.includes('<form'),
        `the checkout page answered ${page.status} on ${shownOn}`,
      );
      await nextOnOther();
      const { result: paid, upstream: paidOn } = await served(`POST ${checkoutPath}`, () =>
        call('POST', checkoutPath, {
          body: 'outcome=pay',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: edge.origin, cookie: user.cookie },
        }),
      );
      check(paidOn && paidOn !== madeOn, `the checkout was paid on ${paidOn}, the order's own instance`);
      check(paid.status === 303, `paying on ${paidOn} answered ${paid.status}: ${paid.text.slice(0, 200)}`);
      // The webhook credited the wallet in the database: every instance shows the coins.
      const after = await waitFor('the coins in the wallet', async () => {
        const b = (await api('GET', '/api/wallet', { headers: { cookie: user.cookie } })).coins;
        return b > before && b;
      });
      for (const i of instances) {
        const res = await call('GET', '/api/wallet', { via: i.port, headers: { cookie: user.cookie } });
        check(res.json().data?.coins === after, `${i.proc.name} shows ${res.text.slice(0, 100)}, not ${after} coins`);
      }
      process.stdout.write(`   coins ${before} → ${after} (order made on ${madeOn}, paid on ${paidOn})\n`);
    },
  );

  await step('a chat: the user on one instance, the astrologer on the other; one stops mid-chat', async () => {
    const astro = await signIn('9999910001', instances);
    await api('POST', '/api/astrologer/presence', {
      body: { chat: true, voice: false, video: false },
      headers: { cookie: astro.cookie },
    });
    // The first demo astrologer (packages/db/src/demo/astrologers.ts), who signs in with +91 99999 10001.
    const found = await api('GET', `/api/publics/astrologers?search=${encodeURIComponent('Acharya Raghav Shastri')}`);
    const astrologer = found.items[0];
    check(astrologer?.sessionsStatus?.isChatLive, 'the astrologer who went live is not listed as live for chat');
    // The user's socket on instance 1, the astrologer's on instance 2 (straight to each instance).
    const userWs = await Socket.open(`ws://127.0.0.1:${one.port}/ws`, user.cookie);
    let astroWs = await Socket.open(`ws://127.0.0.1:${two.port}/ws`, astro.cookie);
    try {
      const incoming = astroWs.upcoming(
        (m) => m.type === 'consultation.state' && m.consultation.status === 'requested',
        'the request at the astrologer',
      );
      const consultation = await api('POST', '/api/users/consultations', {
        body: { astrologerId: astrologer.id, channel: 'chat' },
        headers: { cookie: user.cookie },
      });
      const id = consultation.id;
      await incoming;
      const active = userWs.upcoming(
        (m) => m.type === 'consultation.state' && m.consultation.status === 'active',
        'the acceptance at the user',
      );
      await api('POST', `/api/astrologer/consultations/${id}/accept`, { headers: { cookie: astro.cookie } });
      await active;
      userWs.send({ type: 'join', consultationId: id, lastSeq: 0 });
      astroWs.send({ type: 'join', consultationId: id, lastSeq: 0 });
      await userWs.next((m) => m.type === 'chat.history', 'the user’s history');
      await astroWs.next((m) => m.type === 'chat.history', 'the astrologer’s history');

      userWs.send({ type: 'chat.send', consultationId: id, clientId: 'deploy-u-1', text: 'Will I get the job?' });
      const m1 = await astroWs.next((m) => m.type === 'chat.message' && m.message.from === 'user', 'message 1');
      check(m1.message.seq === 1, `message 1 has seq ${m1.message.seq}`);
      astroWs.send({ type: 'chat.send', consultationId: id, clientId: 'deploy-a-1', text: 'Jupiter favours you.' });
      await userWs.next((m) => m.type === 'chat.message' && m.message.from === 'astrologer', 'message 2');

      // Instance 2 stops (as systemd stops it: SIGTERM); the astrologer's socket is closed.
      const code = await two.proc.stop('SIGTERM');
      await Promise.race([astroWs.closed, sleep(5000)]);
      process.stdout.write(`   instance 2 stopped (exit ${code}); the astrologer's socket closed\n`);
      check(code === 0, `instance 2 did not stop cleanly (exit ${code}):\n${two.proc.tail()}`);

      // The user writes while the astrologer is away; the astrologer resumes through nginx, which
      // can only reach instance 1 now, and gets what was missed.
      userWs.send({ type: 'chat.send', consultationId: id, clientId: 'deploy-u-2', text: 'Are you there?' });
      await userWs.next((m) => m.type === 'chat.ack' && m.clientId === 'deploy-u-2', 'the ack of message 3');
      astroWs = await Socket.open(`wss://localhost:${httpsPort}/ws`, astro.cookie);
      astroWs.send({ type: 'join', consultationId: id, lastSeq: 2 });
      const missed = await astroWs.next(
        (m) =>
          (m.type === 'chat.history' && m.messages?.some((x) => x.text === 'Are you there?')) ||
          (m.type === 'chat.message' && m.message.text === 'Are you there?'),
        'the message sent while away',
      );
      check(missed, 'the astrologer did not get the message sent while away');
      const reply = userWs.upcoming(
        (m) => m.type === 'chat.message' && m.message.from === 'astrologer' && m.message.text === 'Yes, go on.',
        'the reply after the resume',
      );
      astroWs.send({ type: 'chat.send', consultationId: id, clientId: 'deploy-a-2', text: 'Yes, go on.' });
      await reply;

      const ended = userWs.upcoming(
        (m) => m.type === 'consultation.state' && m.consultation.status === 'ended',
        'the end at the user',
      );
      await api('POST', `/api/consultations/${id}/end`, { headers: { cookie: astro.cookie } });
      const end = await ended;
      check(end.consultation.settled === true, 'the consultation ended unsettled');
      // Every request still answers with instance 2 gone.
      for (let i = 0; i < 4; i++) check((await call('GET', '/api/health')).status === 200, 'a request failed');
    } finally {
      await userWs.close();
      await astroWs.close();
    }
  });

  await step('/api/ready and /metrics through nginx', async () => {
    const ready = await call('GET', '/api/ready');
    check(ready.status === 200, `/api/ready answered ${ready.status}: ${ready.text.slice(0, 200)}`);
    const withToken = await call('GET', '/metrics', { headers: { authorization: `Bearer ${metricsToken}` } });
    check(withToken.status === 200, `/metrics with the token answered ${withToken.status}`);
    for (const name of ['drishti_http_request_duration_seconds', 'drishti_websocket_connections'])
      check(new RegExp(`^# TYPE ${name} `, 'm').test(withToken.text), `/metrics has no ${name}`);
    // From another address (127.0.0.2 is loopback too, but not in METRICS_ALLOW), with a forged
    // X-Forwarded-For naming an allowed one: nginx passes the real address and the app refuses.
    const forged = await call('GET', '/metrics', {
      localAddress: '127.0.0.2',
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    });
    check(forged.status !== 200, '/metrics answered a forged X-Forwarded-For from an address not allowed');
    const allowed = await call('GET', '/metrics', { localAddress: '127.0.0.1' });
    check(allowed.status === 200, `/metrics from an allowed address answered ${allowed.status}`);
  });

  await step('/api/ready names Redis when it stops', async () => {
    await redis.proc.stop('SIGTERM');
    const res = await waitFor('/api/ready to answer 503', async () => {
      const r = await call('GET', '/api/ready', { via: one.port });
      return r.status === 503 && r;
    });
    check(/redis/i.test(res.text), `/api/ready does not name Redis: ${res.text.slice(0, 200)}`);
  });
}

let failed = false;
try {
  await main();
} catch (err) {
  failed = true;
  log(`FAILED: ${err.stack ?? err.message}`);
  for (const p of started) {
    const tail = p.tail(30);
    if (tail) process.stdout.write(`\n--- the last lines of ${p.name}'s log\n${tail}\n`);
  }
  if (edgeLogDir && existsSync(join(edgeLogDir, 'error.log')))
    process.stdout.write(
      `\n--- nginx's error log\n${readFileSync(join(edgeLogDir, 'error.log'), 'utf8').slice(-3000)}\n`,
    );
} finally {
  log('stopping everything');
  await teardown();
}
log(failed ? `deploy check failed (${elapsed()})` : `deploy check passed (${elapsed()})`);
process.exit(failed ? 1 : 0);
