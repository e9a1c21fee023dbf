#!/usr/bin/env node
// `npm test`: every check and test, installing the system packages they need when missing.
//   1. lint and typecheck
//   2. unit and integration tests (vitest) on embedded PGlite
//   3. the database integration tests again on a throwaway PostgreSQL cluster
//   4. the deployment check: nginx, two instances, PostgreSQL and Redis (scripts/deploy-check.mjs)
//   5. end-to-end tests in headless Chromium against the built product
// `--only=unit|postgres|deploy|e2e|static` runs one stage.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureAptPackages, log, startThrowawayPostgres, systemChecks } from './lib/system.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const stages = only ? [only] : ['static', 'unit', 'postgres', 'deploy', 'e2e'];
const bin = (name) => join(root, 'node_modules/.bin', name);
const failures = [];
/** Failed tests of the Vitest stages, printed again at the very end where a log's tail shows them. */
const failedTests = [];
const reports = mkdtempSync(join(tmpdir(), 'drishti-test-reports-'));
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));

/** Vitest's arguments for a stage, with a JSON report beside the usual output. */
function vitestArgs(stage, ...rest) {
  return [
    'run',
    ...rest,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${stage}.json`)}`,
  ];
}

/** Reads the stage's JSON report and notes each failed test with the first lines of its error. */
function noteFailedTests(stage) {
  const file = join(reports, `${stage}.json`);
  if (!existsSync(file)) return failedTests.push(`${stage}: no report (the run stopped before writing it)`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults ?? []) {
    const path = relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failed.length === 0 && suite.status === 'failed')
      failedTests.push(`${stage}: ${path}: ${(suite.message ?? '').split('\n').slice(0, 3).join(' / ')}`);
    for (const t of failed) {
      const why = (t.failureMessages ?? [])[0]?.split('\n').slice(0, 3).join(' / ') ?? '';
      failedTests.push(`${stage}: ${path} › ${t.fullName}\n     ${why.slice(0, 600)}`);
    }
  }
}

function run(title, cmd, args, env = {}) {
  log(title);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    failures.push(title);
    log(`FAILED: ${title} (${seconds} s)`);
  } else log(`ok: ${title} (${seconds} s)`);
  return r.status === 0;
}

if (stages.includes('postgres') || stages.includes('e2e') || stages.includes('unit')) {
  ensureAptPackages({
    ...(stages.includes('unit') ? { 'poppler-utils': systemChecks['poppler-utils'] } : {}),
    ...(stages.includes('unit') || stages.includes('postgres') ? { 'redis-server': systemChecks['redis-server'] } : {}),
    // Chromium: the end-to-end tests, and the app shells' sync test (it renders their icons).
    ...(stages.includes('e2e') || stages.includes('unit') ? { chromium: systemChecks.chromium } : {}),
    ...(stages.includes('e2e')
      ? {
          'chromium-headless-shell': systemChecks['chromium-headless-shell'],
          'fonts-noto-core': systemChecks['fonts-noto-core'],
        }
      : {}),
    ...(stages.includes('postgres') ? { postgresql: systemChecks.postgresql } : {}),
    // The API through PgBouncer in transaction mode (apps/api/src/pgbouncer.db.test.ts).
    ...(stages.includes('unit') || stages.includes('postgres') ? { pgbouncer: systemChecks.pgbouncer } : {}),
    ...(stages.includes('unit') || stages.includes('postgres') || stages.includes('e2e')
      ? { janus: systemChecks.janus }
      : {}),
  });
}

if (stages.includes('static')) {
  run('lint (biome + import boundaries)', 'npm', ['run', '--silent', 'lint']);
  run('typecheck (every workspace)', 'npm', ['run', '--silent', 'typecheck']);
}

if (stages.includes('unit')) {
  if (!run('unit and integration tests on PGlite', bin('vitest'), vitestArgs('pglite'))) noteFailedTests('pglite');
}

if (stages.includes('postgres')) {
  let pg;
  try {
    pg = await startThrowawayPostgres();
    log(`PostgreSQL started for the tests at ${pg.url}`);
    const ok = run('database integration tests on PostgreSQL', bin('vitest'), vitestArgs('postgres', '.db.test.ts'), {
      TEST_DATABASE_URL: pg.url,
    });
    if (!ok) noteFailedTests('postgres');
  } catch (err) {
    failures.push('PostgreSQL run');
    log(`FAILED: could not start PostgreSQL: ${err.message}`);
  } finally {
    pg?.stop();
  }
}

if (stages.includes('deploy')) {
  // Builds the web app when stale (the end-to-end stage then reuses the build) and installs nginx,
  // its brotli module and openssl when missing.
  run('deployment check: nginx, two instances, PostgreSQL, Redis', process.execPath, [
    join(root, 'scripts/deploy-check.mjs'),
  ]);
}

if (stages.includes('e2e')) {
  // Two lanes: the specs that change the server's state one test at a time, the read-only ones
  // beside them; no traces (see e2e/playwright.config.ts).
  // Built for the origin the end-to-end server runs on (e2e/playwright.config.ts), so it is not built twice.
  if (!ensureWebBuild({ env: { ...process.env, PORT: process.env.E2E_PORT ?? '3100' } })) failures.push('web build');
  else
    run('end-to-end tests in headless Chromium', bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
      E2E_LANES: '1',
      E2E_TRACE: '0',
    });
}

if (failures.length) {
  if (failedTests.length) log(`failed tests:\n  ${failedTests.join('\n  ')}`);
  log(`${failures.length} stage(s) failed: ${failures.join(', ')}`);
  process.exit(1);
}
log('all stages passed');
