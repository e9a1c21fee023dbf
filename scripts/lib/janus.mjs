// A local Janus WebRTC Server for development and tests (docs/LIVE.md): a generated configuration
// folder in a temporary directory, the VideoRoom plugin and the WebSocket transport only, signalling
// on 127.0.0.1, media candidates from one enforced interface (`lo` unless told otherwise), fresh
// random secrets.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';

export const JANUS_BIN = process.env.JANUS_BIN ?? '/usr/bin/janus';

/** The folder holding Janus's plugins, transports, loggers and event handlers (Debian's multiarch path). */
function janusLibDir() {
  for (const dir of ['/usr/lib/x86_64-linux-gnu/janus', '/usr/lib/aarch64-linux-gnu/janus', '/usr/lib/janus']) {
    if (existsSync(join(dir, 'plugins', 'libjanus_videoroom.so'))) return dir;
  }
  const multi = spawnSync('dpkg-architecture', ['-qDEB_HOST_MULTIARCH'], { encoding: 'utf8' }).stdout?.trim();
  const dir = multi ? `/usr/lib/${multi}/janus` : '';
  return dir && existsSync(dir) ? dir : undefined;
}

export function janusAvailable() {
  return existsSync(JANUS_BIN) && janusLibDir() !== undefined;
}

/**
 * Whether `npm start` runs a local Janus: only without JANUS_URL, outside production mode
 * (DRISHTI_MODE=production or an https PUBLIC_URL, as apps/api/src/env.ts decides), with the binary.
 * Returns 'configured', 'production', 'missing' or 'start'.
 */
export function localJanusDecision(env, available = janusAvailable()) {
  if (env.JANUS_URL?.trim()) return 'configured';
  if (env.DRISHTI_MODE === 'production' || (env.PUBLIC_URL ?? '').startsWith('https://')) return 'production';
  return available ? 'start' : 'missing';
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

/** Every library of a folder except the ones kept, as Janus's `disable` list. */
function disableAllBut(dir, keep) {
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .filter((f) => /^libjanus_.*\.so$/.test(f) && !keep.includes(f))
    .join(',');
}

/** An interface name as Janus's ice_enforce_list takes it (letters, digits, `.`, `_`, `-`; 15 at most). */
const INTERFACE_NAME = /^[A-Za-z0-9_.-]{1,15}$/;

/**
 * Writes a configuration folder: janus.jcfg (API secret, admin secret, ICE candidates only from
 * `iceInterface` (default `lo`), the other plugins and transports disabled), the WebSocket transport
 * on 127.0.0.1:port (no admin WebSocket, no HTTP), the VideoRoom plugin with an admin key (only the
 * API may create rooms).
 */
export function writeJanusConfig(
  dir,
  { port, apiSecret, adminSecret, adminKey, rtpRange = '20000-40000', iceInterface = 'lo' },
) {
  if (!INTERFACE_NAME.test(iceInterface)) throw new Error(`not an interface name: ${JSON.stringify(iceInterface)}`);
  const lib = janusLibDir();
  if (!lib) throw new Error('the Janus plugins folder was not found');
  const q = (s) => JSON.stringify(s);
  writeFileSync(
    join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = ${q(dir)}
  plugins_folder = ${q(join(lib, 'plugins'))}
  transports_folder = ${q(join(lib, 'transports'))}
  events_folder = ${q(join(lib, 'events'))}
  loggers_folder = ${q(join(lib, 'loggers'))}
  debug_level = 3
  api_secret = ${q(apiSecret)}
  admin_secret = ${q(adminSecret)}
  token_auth = false
  server_name = "drishti-live"
  session_timeout = 60
}
media: {
  rtp_port_range = ${q(rtpRange)}
}
nat: {
  nice_debug = false
  ice_enforce_list = ${q(iceInterface)}
  ignore_mdns = true
}
plugins: {
  disable = ${q(disableAllBut(join(lib, 'plugins'), ['libjanus_videoroom.so']))}
}
transports: {
  disable = ${q(disableAllBut(join(lib, 'transports'), ['libjanus_websockets.so']))}
}
loggers: {
  disable = ${q(disableAllBut(join(lib, 'loggers'), []))}
}
events: {
  broadcast = false
  disable = ${q(disableAllBut(join(lib, 'events'), []))}
}
`,
  );
  writeFileSync(
    join(dir, 'janus.transport.websockets.jcfg'),
    `general: {
  json = "plain"
  ws = true
  ws_port = ${port}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
  );
  writeFileSync(
    join(dir, 'janus.plugin.videoroom.jcfg'),
    `general: {
  admin_key = ${q(adminKey)}
  string_ids = false
}
`,
  );
}

/** Waits until something accepts connections on 127.0.0.1:port. */
async function waitForPort(port, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`janus exited with code ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const s = createConnection({ host: '127.0.0.1', port });
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`janus did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`);
}

/**
 * Starts Janus with a generated configuration in a temporary folder. Returns the settings the API
 * takes (JANUS_URL, JANUS_API_SECRET, JANUS_ADMIN_SECRET, JANUS_ADMIN_KEY) and stop().
 */
export async function startLocalJanus({
  log = () => {},
  output = 'ignore',
  secrets = undefined,
  iceInterface = undefined,
} = {}) {
  // Janus falls back to every interface when the enforced one matches nothing: refuse that.
  if (iceInterface && iceInterface !== 'lo' && !networkInterfaces()[iceInterface]?.length)
    throw new Error(`the interface ${iceInterface} (LOCAL_JANUS_ICE_INTERFACE) has no address here`);
  const dir = mkdtempSync(join(tmpdir(), 'drishti-janus-'));
  const port = await freePort();
  const secret = () => randomBytes(24).toString('base64url');
  // `secrets` (apiSecret, adminSecret, adminKey): the same ones for several servers behind one JANUS_URL list.
  const settings = secrets ?? { apiSecret: secret(), adminSecret: secret(), adminKey: secret() };
  // `iceInterface`: the one interface whose addresses Janus offers as ICE candidates (default `lo`).
  writeJanusConfig(dir, { port, ...settings, ...(iceInterface ? { iceInterface } : {}) });
  // Janus logs to stdout only when asked to (`output: 'inherit'`).
  const child = spawn(JANUS_BIN, ['-F', dir, ...(output === 'inherit' ? [] : ['-N'])], {
    stdio: ['ignore', output, output],
  });
  let stopped = false;
  const removeConfig = () => rmSync(dir, { recursive: true, force: true });
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) child.kill('SIGTERM');
    removeConfig();
  };
  try {
    await waitForPort(port, child, 15_000);
  } catch (err) {
    stop();
    throw err;
  }
  // Janus has read its configuration once it listens: the folder (and the secrets in it) goes now,
  // so nothing is left behind even when we are killed without a chance to clean up.
  removeConfig();
  log(`Janus started on ws://127.0.0.1:${port}${iceInterface ? ` (media on ${iceInterface})` : ''}`);
  return {
    env: {
      JANUS_URL: `ws://127.0.0.1:${port}`,
      JANUS_API_SECRET: settings.apiSecret,
      JANUS_ADMIN_SECRET: settings.adminSecret,
      JANUS_ADMIN_KEY: settings.adminKey,
    },
    child,
    dir,
    stop,
  };
}
