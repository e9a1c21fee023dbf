/**
 * The engine core must run in browsers: no Node modules, no process, no clock, no I/O outside
 * src/cli. This reads the core's sources and fails on the first import or global that would break
 * that promise.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const coreFiles = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

const FORBIDDEN: [RegExp, string][] = [
  [/from ['"]node:/, 'a node: import'],
  [/from ['"](fs|path|os|child_process|worker_threads)['"]/, 'a Node built-in import'],
  [/from ['"]geo-tz/, 'geo-tz (Node only; it belongs in src/cli)'],
  [/\bprocess\./, 'process'],
  [/\bDate\.now\(|new Date\(\)/, 'the clock'],
  [/\brequire\(/, 'require'],
];

describe('browser-safe core', () => {
  it.each(coreFiles)('%s uses nothing Node-only', (file) => {
    const source = readFileSync(join(here, file), 'utf8');
    for (const [pattern, what] of FORBIDDEN) expect(pattern.test(source), `${file} uses ${what}`).toBe(false);
  });
});
