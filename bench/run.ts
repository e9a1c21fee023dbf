// `npm run bench`: runs every suite under bench/suites and prints one table.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow, BenchSuite } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const suites = readdirSync(join(here, 'suites'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

const rows: (BenchRow & { suite: string })[] = [];
for (const file of suites) {
  const suite = file.replace(/\.ts$/, '');
  process.stderr.write(`running ${suite}…\n`);
  const mod = (await import(join(here, 'suites', file))) as { run: BenchSuite };
  for (const row of await mod.run()) rows.push({ suite, ...row });
}

const fmt = (n: number) =>
  Number.isInteger(n) ? n.toLocaleString('en-IN') : n.toLocaleString('en-IN', { maximumFractionDigits: 2 });
const table = [
  ['suite', 'measure', 'value', 'unit', 'target', 'note'],
  ...rows.map((r) => [r.suite, r.name, fmt(r.value), r.unit, r.target ?? '', r.note ?? '']),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(table[0]!));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table.slice(1)) console.log(line(row));
