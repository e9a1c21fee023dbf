#!/usr/bin/env node
// Keeps imports one-way between workspaces: exactly the table in docs/ARCHITECTURE.md ("Layers")
// and README.md, with no exceptions.
//   engine imports nothing internal; readings (engine + content) runs in browsers too;
//   db <- core <- api: only core imports @drishti/db; Drizzle (drizzle-orm) and @drishti/db/schema
//   are imported only inside packages/db; tests (*.test.ts, testing.ts), bench/ and e2e/ may use
//   the @drishti/db/testing entry for fixtures; nothing imports apps/*.
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
  api: ['core', 'contracts', 'engine', 'content'],
  web: ['contracts', 'content', 'engine', 'readings'],
  mobile: [],
  bench: ['core', 'contracts', 'engine', 'content', 'readings'],
  e2e: ['core', 'contracts', 'engine', 'content', 'readings'],
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
  bench: 'bench',
  e2e: 'e2e',
};
/** Tests and their helpers, the benchmarks and the end-to-end specs: they may use @drishti/db/testing. */
const isTestCode = (name, rel) =>
  name === 'bench' || name === 'e2e' || /\.test\.tsx?$/.test(rel) || /(^|\/)testing\.ts$/.test(rel);

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
      const dbTesting = spec === '@drishti/db/testing' && isTestCode(name, rel);
      if (ws && ws !== name && !allowed[name].includes(ws) && !dbTesting)
        problems.push(`${rel}: ${name} must not import @drishti/${ws}`);
      if (name !== 'db' && /^(drizzle-orm|drizzle-kit)(\/|$)/.test(spec))
        problems.push(`${rel}: Drizzle is used only inside packages/db (${spec})`);
      if (name !== 'db' && spec === '@drishti/db/schema')
        problems.push(`${rel}: the schema is used only inside packages/db (${spec})`);
      if (name === 'db' && spec === '@drishti/db/testing' && !isTestCode(name, rel))
        problems.push(`${rel}: @drishti/db/testing is for tests only`);
      // The benchmarks and the end-to-end specs exercise the apps: they may reach into them.
      if (name !== 'bench' && name !== 'e2e' && /(^|\/)apps\//.test(spec))
        problems.push(`${rel}: nothing imports from apps/* (${spec})`);
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
