import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const root = resolve(import.meta.dirname, '..');
// A fresh data directory per run: the product starts as on a new machine.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'drishti-e2e-'));

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Specs that only read what the server serves (content, calculators, charts): they change no data
 * and read none that another spec changes, so they run beside anything else, two at a time.
 * Every other spec (accounts, wallets, bookings, astrologers, admin, uploads, and any new spec
 * until it is listed here) runs as before: one test at a time, all phone tests before the desktop
 * ones, never beside another such test.
 */
const readOnlySpecs = [
  'blogs',
  'content-pages',
  'foundation',
  'horoscope',
  'kundali',
  'matching',
  'panchang',
  'tarot',
  'tools-numerology',
].map((name) => `**/${name}.spec.ts`);

const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
// Phones first: every test runs at 390×844. At 1280×800 run the tests tagged @desktop — each
// page's layout and the flows whose widgets change with the width — to keep the suite short.
const desktopTests = /@desktop/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(root, 'test-results'),
  fullyParallel: false,
  // Two lanes: the specs that change the server's state in one, the read-only specs in the other
  // (and in both once those are done). `--workers 1` runs everything in one lane, as before.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // Kept for failed tests. No screencast frames: recording them costs every test time, and the
    // DOM snapshots of each step show what happened.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    locale: 'en-IN',
  },
  projects: [
    // The specs that change state: one test at a time per project, and desktop only once phone is
    // done (so that they never overlap). `--project desktop` therefore runs the phone project
    // first; add `--no-deps` to run the desktop tests alone.
    { name: 'phone', testIgnore: readOnlySpecs, workers: 1, use: phone },
    {
      name: 'desktop',
      testIgnore: readOnlySpecs,
      grep: desktopTests,
      workers: 1,
      dependencies: ['phone'],
      use: desktop,
    },
    // The read-only specs, in any order and beside the others (`--project 'phone*'` selects both
    // phone projects). They do not look at the project's name.
    { name: 'phone-read-only', testMatch: readOnlySpecs, fullyParallel: true, use: phone },
    { name: 'desktop-read-only', testMatch: readOnlySpecs, grep: desktopTests, fullyParallel: true, use: desktop },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 900_000, // builds the web app first when stale: minutes on a busy machine
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // A billed consultation minute lasts 6 s here, so metered stories finish quickly; no STUN (no internet).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      CONSULT_MINUTE_MS: '6000',
      STUN_URLS: '',
    },
  },
});
