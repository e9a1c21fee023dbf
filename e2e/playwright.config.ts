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

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    locale: 'en-IN',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      // Phones first: every test runs at 390×844. At 1280×800 run the tests tagged @desktop — each
      // page's layout and the flows whose widgets change with the width — to keep the suite short.
      name: 'desktop',
      grep: /@desktop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
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
