#!/usr/bin/env node
// Brings the Android and iOS shells up to date for one deployment of the site:
//   PUBLIC_URL=https://example.in npm run mobile:sync
// renders icons and splash images when the logo or the recipe changed, writes the offline page and
// the host-dependent native settings, runs `cap sync` (no Android SDK, Xcode or CocoaPods needed:
// iOS uses Swift Package Manager), then checks that both projects agree with the configuration.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProjects } from './check.mjs';
import { fallbackPage } from './fallback.mjs';
import { iconsAreFresh, renderIcons } from './icons.mjs';
import { writeHostFiles, writeIfChanged } from './native.mjs';

const mobileDir = dirname(dirname(fileURLToPath(import.meta.url)));
const logoPath = join(mobileDir, '../web/app/icon.svg');

function fail(message) {
  console.error(`mobile sync: ${message}`);
  process.exit(1);
}

function cap(args) {
  const cli = join(
    dirname(createRequire(join(mobileDir, 'package.json')).resolve('@capacitor/cli/package.json')),
    'bin/capacitor',
  );
  const run = spawnSync(process.execPath, [cli, ...args], {
    cwd: mobileDir,
    encoding: 'utf8',
    // Non-interactive: no prompts, and Capacitor sends no usage data from non-interactive runs.
    env: { ...process.env, CI: '1', NO_COLOR: '1' },
  });
  if (run.status !== 0) fail(`cap ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

// The configuration as Capacitor evaluates it (capacitor.config.ts reads PUBLIC_URL).
let config;
try {
  config = JSON.parse(cap(['config', '--json'])).app.extConfig;
} catch (err) {
  fail(`could not read capacitor.config.ts: ${err.message}`);
}
const site = new URL(config.server.url);
console.log(`mobile sync: ${config.appId} → ${site.origin}`);

const logo = readFileSync(logoPath, 'utf8');
if (!iconsAreFresh(mobileDir, logo)) {
  console.log('mobile sync: rendering icons and splash images');
  await renderIcons(mobileDir, logo);
}

mkdirSync(join(mobileDir, config.webDir), { recursive: true });
writeIfChanged(
  join(mobileDir, config.webDir, config.server.errorPath ?? 'index.html'),
  fallbackPage(site.origin, logo),
);
writeHostFiles(mobileDir, site.hostname);

const output = cap(['sync']);
if (/\[(warn|error)\]/.test(output)) console.log(output.trim());

const problems = checkProjects(mobileDir, config);
if (problems.length > 0) fail(`the native projects are not consistent:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
console.log('mobile sync: Android and iOS projects are consistent');
