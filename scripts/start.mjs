#!/usr/bin/env node
// `npm start`: builds the web app when needed, then serves pages, /api and /ws on one port.
// `npm run dev`: the same with Next in development mode. `--api-only` serves the API alone.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const apiOnly = args.includes('--api-only');

if (!dev && !apiOnly && !ensureWebBuild()) {
  console.error('The web app failed to build.');
  process.exit(1);
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts'), ...args], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
