import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One config for the whole monorepo. Tests sit next to what they test.
// Database integration tests are named *.db.test.ts so that the test command can run
// them a second time against PostgreSQL (TEST_DATABASE_URL).
export default defineConfig({
  // The web app's own alias (apps/web/tsconfig.json: "@/*").
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web', import.meta.url)) } },
  test: {
    include: [
      'packages/**/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/**/*.test.{ts,tsx}',
      'apps/mobile/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/.next/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core (Vitest's default leaves one core free, which on two cores halves the
    // speed): most files spend much of their time waiting on sockets, timers and the database.
    maxWorkers: availableParallelism(),
    // One migrated PGlite cluster for the whole run, loaded by each database test file.
    globalSetup: ['packages/db/src/test-global-setup.ts'],
  },
});
