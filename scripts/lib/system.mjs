// Helpers for the test and start commands: system packages, a throwaway PostgreSQL and PgBouncer in front of it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function log(message) {
  process.stdout.write(`\n== ${message}\n`);
}

function commandExists(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Finds the PostgreSQL server binaries: '' when initdb and pg_ctl are on the PATH, their
 * directory under /usr/lib/postgresql otherwise, undefined when there are none.
 */
export function findPostgresBin() {
  if (commandExists('initdb') && commandExists('pg_ctl')) return '';
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

let aptUpdated = false;
/**
 * Installs Debian packages that are missing (when we can: root and apt-get present).
 * `wanted` maps a package name to a check that tells whether it is already there.
 */
export function ensureAptPackages(wanted) {
  const missing = Object.entries(wanted)
    .filter(([, present]) => !present())
    .map(([name]) => name);
  if (missing.length === 0) return true;
  if (!commandExists('apt-get')) {
    log(`missing system packages (${missing.join(', ')}) and no apt-get to install them`);
    return false;
  }
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  log(`installing system packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), 'update', '-qq'], {
      stdio: 'inherit',
      env,
    });
    aptUpdated = true;
  }
  const r = spawnSync(
    sudo[0] ?? 'apt-get',
    [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), 'install', '-y', '-qq', '--no-install-recommends', ...missing],
    { stdio: 'inherit', env },
  );
  return r.status === 0;
}

export const systemChecks = {
  chromium: () => existsSync('/usr/bin/chromium'),
  // The lighter browser most end-to-end tests run in (e2e/browsers.ts).
  'chromium-headless-shell': () => existsSync('/usr/bin/chromium-headless-shell'),
  'fonts-noto-core': () => existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf'),
  postgresql: () => findPostgresBin() !== undefined,
  // pdftoppm: the PDF tests rasterize pages to check they carry ink.
  'poppler-utils': () => existsSync('/usr/bin/pdftoppm'),
  // The two-instance consultation test starts its own Redis server.
  'redis-server': () => existsSync('/usr/bin/redis-server'),
  // The deployment check (scripts/deploy-check.mjs): nginx in front, its brotli filter, a self-signed certificate.
  nginx: () => existsSync('/usr/sbin/nginx'),
  'libnginx-mod-http-brotli-filter': () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'),
  'libnginx-mod-http-brotli-static': () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  openssl: () => existsSync('/usr/bin/openssl'),
  // Live events: the API's tests and the end-to-end specs run a local Janus (scripts/lib/janus.mjs).
  janus: () => existsSync('/usr/bin/janus'),
  // The API through PgBouncer in transaction mode (apps/api/src/pgbouncer.db.test.ts, startPgBouncer).
  pgbouncer: () => existsSync('/usr/sbin/pgbouncer'),
};

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
 * Starts a PostgreSQL cluster in a temporary directory, listening on loopback only.
 * Returns { url, stop }. As root, the cluster runs as the `postgres` system user.
 */
export async function startThrowawayPostgres() {
  const binDir = findPostgresBin();
  if (binDir === undefined) throw new Error('PostgreSQL server binaries not found');
  const bin = (name) => (binDir ? join(binDir, name) : name);
  const dir = mkdtempSync(join(tmpdir(), 'drishti-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    execFileSync(full[0], full[1], { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  run(bin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run(bin('pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // The cluster may already be gone; the directory is removed either way.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}

/** Resolves once something accepts TCP connections on 127.0.0.1:`port` (rejects after `timeoutMs`). */
function waitForPort(port, timeoutMs, exited) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (exited()) return reject(new Error('pgbouncer exited during start'));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`nothing listening on port ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Starts PgBouncer in transaction mode in front of the PostgreSQL server of `targetUrl` (trust
 * authentication, loopback only), serving each of `databases` under its own name with at most
 * `poolSize` server connections. Returns { url(database), adminUrl, log(), stop() }: url() is a
 * client connection string through PgBouncer; adminUrl its admin console (SHOW STATS and the like).
 * As root, PgBouncer runs as the `postgres` system user (it refuses to run as root).
 */
export async function startPgBouncer({ targetUrl, databases, poolSize = 5 }) {
  const bin = '/usr/sbin/pgbouncer';
  if (!existsSync(bin)) throw new Error('pgbouncer not found');
  const target = new URL(targetUrl);
  const user = decodeURIComponent(target.username || 'postgres');
  const dir = mkdtempSync(join(tmpdir(), 'drishti-pgbouncer-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const ini = join(dir, 'pgbouncer.ini');
  const logFile = join(dir, 'pgbouncer.log');
  writeFileSync(
    ini,
    [
      '[databases]',
      ...databases.map(
        (name) => `${name} = host=${target.hostname} port=${target.port || 5432} dbname=${name} user=${user}`,
      ),
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      `admin_users = ${user}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      // node-postgres sends none of these, but other clients do; PgBouncer cannot keep them per client.
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${logFile}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  chmodSync(ini, 0o644);
  const asRoot = process.getuid?.() === 0;
  const child = spawn(bin, [...(asRoot ? ['-u', 'postgres'] : []), ini], { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  try {
    await waitForPort(port, 15_000, () => exited);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${err.message}\n${log()}`);
  }
  let stopped = false;
  return {
    url: (database) => `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`,
    adminUrl: `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/pgbouncer`,
    log,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (!exited) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
