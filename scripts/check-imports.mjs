#!/usr/bin/env node
// Keeps imports one-way between workspaces (README.md):
//   engine imports nothing internal; readings (engine + content) runs in browsers too; content and contracts import no other workspace but each other where allowed;
//   db <- core <- api; nothing imports apps/*.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const allowed = {
  engine: [],
  content: [],
  contracts: [],
  db: ['content'],
  readings: ['engine', 'content'],
  core: ['engine', 'db', 'contracts', 'content', 'readings'],
  api: ['core', 'db', 'contracts', 'engine', 'content'],
  web: ['contracts', 'content', 'engine', 'readings'],
  mobile: [],
};
const dirs = {
  engine: 'packages/engine',
  content: 'packages/content',
  contracts: 'packages/contracts',
  readings: 'packages/readings',
  db: 'packages/db',
  core: 'packages/core',
  api: 'apps/api',
  web: 'apps/web',
  mobile: 'apps/mobile',
};

const importRe =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.next', 'dist', '__fixtures__'].includes(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(e.name)) yield p;
  }
}

const problems = [];
for (const [name, dir] of Object.entries(dirs)) {
  for (const file of files(join(root, dir))) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(importRe)) {
      const spec = m[1] ?? m[2] ?? m[3];
      const rel = relative(root, file);
      const ws = spec.match(/^@drishti\/([a-z-]+)/)?.[1];
      if (ws && ws !== name && !allowed[name].includes(ws))
        problems.push(`${rel}: ${name} must not import @drishti/${ws}`);
      if (/(^|\/)apps\//.test(spec)) problems.push(`${rel}: nothing imports from apps/* (${spec})`);
      if (
        (name === 'engine' || name === 'readings') &&
        !rel.includes('/cli/') &&
        !rel.endsWith('.test.ts') &&
        /^(node:|fs$|path$|os$|child_process$|geo-tz$)/.test(spec)
      ) {
        problems.push(`${rel}: ${name} runs in browsers too; ${spec} belongs on the server side`);
      }
    }
  }
}
if (problems.length) {
  console.error(`Import boundary violations:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('import boundaries hold');
