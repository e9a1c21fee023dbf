import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './browsers';
import { E2E_MEDIA_INTERFACE, enterE2eNetwork } from './netns';
import { SHOWCASE_PRESS } from './showcase-data';

// The whole run (server, Janus, browsers) happens in a network namespace of its own: media never
// goes to this machine's own address (e2e/netns.ts, docs/LIVE.md).
enterE2eNetwork();

const port = Number(process.env.E2E_PORT ?? 3100);
const root = resolve(import.meta.dirname, '..');
// A fresh data directory per run: the product starts as on a new machine.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'drishti-e2e-'));

const launchOptions = { executablePath: CHROMIUM, args: CHROMIUM_ARGS };

/**
 * Specs that only read what the server serves (content, calculators, charts): they change no data
 * and read none that another spec changes, so they may run beside anything else.
 */
const readOnlySpecs = [
  'caching-seo',
  'content-pages',
  'foundation',
  'horoscope',
  'js-budget',
  'kundali',
  'matching',
  'panchang',
  'pwa',
  'tarot',
  'tools-numerology',
].map((name) => `**/${name}.spec.ts`);

const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
// Phones first: every test runs at 390×844. At 1280×800 run the tests tagged @desktop — each
// page's layout and the flows whose widgets change with the width — to keep the suite short.
const desktopTests = /@desktop/;

/**
 * E2E_LANES=1 (set by `npm test`, for the whole suite): two lanes. Every spec that changes the
 * server's state (accounts, wallets, bookings, astrologers, admin, uploads; any new spec until it
 * is listed above) runs as always, one test at a time, all phone tests before the desktop ones
 * (the desktop project depends on the phone one). The read-only specs fill the second lane, and
 * both once the phone tests are done. Meant for whole runs: a project that others depend on runs
 * all of its tests whatever the file filter, so without E2E_LANES (the default) every spec runs
 * in the `phone` and `desktop` projects, one test at a time, phone first.
 */
const lanes = process.env.E2E_LANES === '1';

const projects: PlaywrightTestConfig['projects'] = lanes
  ? [
      { name: 'phone', testIgnore: readOnlySpecs, workers: 1, use: phone },
      {
        name: 'desktop',
        testIgnore: readOnlySpecs,
        grep: desktopTests,
        workers: 1,
        dependencies: ['phone'],
        use: desktop,
      },
      { name: 'phone-read-only', testMatch: readOnlySpecs, fullyParallel: true, use: phone },
      { name: 'desktop-read-only', testMatch: readOnlySpecs, grep: desktopTests, fullyParallel: true, use: desktop },
    ]
  : [
      { name: 'phone', use: phone },
      { name: 'desktop', grep: desktopTests, use: desktop },
    ];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(root, 'test-results'),
  fullyParallel: false,
  workers: lanes ? 2 : 1,
  retries: 0,
  reporter: [['list']],
  // Once the server is up: the home page's reviews, through the API (e2e/showcase-seed.ts).
  globalSetup: './showcase-seed.ts',
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // Kept for failed tests. No screencast frames: recording them costs every test time, and the
    // DOM snapshots of each step show what happened.
    // E2E_TRACE=0 (set by `npm test`): no traces. Recording one costs every step a DOM snapshot, a
    // third of the suite's CPU, for a file that only a developer running the spec can open.
    trace:
      process.env.E2E_TRACE === '0'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    locale: 'en-IN',
  },
  projects,
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
      // An unanswered request is missed after 20 s (60 s in production).
      CONSULT_REQUEST_TIMEOUT_MS: '20000',
      REMINDER_TICK_MS: '3000',
      // Follower notices left by a trigger's own run are taken up within a second.
      FOLLOW_FANOUT_TICK_MS: '1000',
      STUN_URLS: '',
      // The specs stand in for a proxy on this machine: community.spec.ts gives each member its own
      // client address with X-Forwarded-For, believed only from loopback.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // Every spec's browsers sign in from this one machine, two lanes at once: a per-address
      // minute sized for that, not for one visitor (the limit itself: apps/api/src/trusted-proxies.db.test.ts).
      OTP_PER_IP_PER_MINUTE: '60',
      // Likewise every spec's pages (and the web server's own reads) call the API from this address.
      API_PER_IP_PER_MINUTE: '20000',
      // The local Janus gathers ICE candidates on the run's own media interface only (e2e/netns.ts).
      LOCAL_JANUS_ICE_INTERFACE: E2E_MEDIA_INTERFACE,
      // The home page's press row (e2e/showcase-data.ts).
      PRESS_LINKS: JSON.stringify(SHOWCASE_PRESS),
    },
  },
});
