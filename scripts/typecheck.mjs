#!/usr/bin/env node
// `npm run typecheck`: every workspace's TypeScript project, and the e2e and bench ones, checked
// with tsc a few at a time (one per core). Each project's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const tsc = join(root, 'node_modules/.bin/tsc');
const projects = [
  ...['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(root, group, name, 'tsconfig.json'))
      .filter((file) => existsSync(file)),
  ),
  join(root, 'e2e/tsconfig.json'),
  join(root, 'bench/tsconfig.json'),
];

function check(project) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(tsc, ['-p', project, '--pretty', 'false'], { cwd: root });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const name = relative(root, project);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'} ${name} (${seconds} s)\n${out}`);
      done(code === 0);
    });
  });
}

// The largest first, so that the small ones fill in beside it.
const queue = [...projects].sort((a, b) => Number(b.includes('apps/web')) - Number(a.includes('apps/web')));
const results = [];
await Promise.all(
  Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await check(next));
  }),
);
if (results.includes(false)) process.exit(1);
