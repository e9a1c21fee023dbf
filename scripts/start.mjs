#!/usr/bin/env node
// `npm start`: builds the web app when needed, then serves pages, /api and /ws on one port.
// `npm run dev`: the same with Next in development mode. `--api-only` serves the API alone.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { localJanusDecision, startLocalJanus } from './lib/janus.mjs';
import { buildIslands } from './lib/islands-build.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const apiOnly = args.includes('--api-only');

// A build made for another PUBLIC_URL is rebuilt (its pages carry absolute canonical links), unless
// the operator serves it elsewhere on purpose (PUBLIC_URL_CHECK=warn: docs/PERFORMANCE.md).
if (!dev && !apiOnly && !ensureWebBuild({ origin: process.env.PUBLIC_URL_CHECK !== 'warn' })) {
  console.error('The web app failed to build.');
  process.exit(1);
}
// Development serves the islands from apps/web/.islands (docs/PERFORMANCE.md); built once here.
if (dev && !apiOnly) buildIslands(join(root, 'apps/web'), { dev: true });

// Live events (docs/LIVE.md): without JANUS_URL, a local Janus with a generated configuration on
// loopback when the `janus` binary is installed. Production mode never starts one.
// LOCAL_JANUS_ICE_INTERFACE names the one interface its media candidates come from (default `lo`;
// the end-to-end run gives it the media interface of its own network namespace: e2e/netns.ts).
let janus;
const janusDecision = localJanusDecision(process.env);
if (janusDecision === 'start') {
  try {
    janus = await startLocalJanus({
      log: (m) => console.log(m),
      iceInterface: process.env.LOCAL_JANUS_ICE_INTERFACE?.trim() || undefined,
    });
  } catch (err) {
    console.error(`Live events are off: the local Janus did not start (${err.message}).`);
  }
} else if (janusDecision === 'missing')
  console.log('Live events are off: no JANUS_URL and no janus binary (apt-get install janus).');

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts'), ...args], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(janus?.env ?? {}),
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  janus?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
// Janus goes with us even when we are killed without a signal handler running.
process.on('exit', () => janus?.stop());
