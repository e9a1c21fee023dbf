import type { Database } from '@drishti/core/database';
import { createTestDatabase } from '@drishti/db/testing';
import { type BuildOptions, buildApi } from './app';
import { ConsoleSmsProvider } from '@drishti/core/sms';
import { type ContextOptions, createContext, createSmsProvider } from './context';
import { loadEnv } from './env';

/** An API on a fresh test database, configured as in production apart from the data directory. */
export async function createTestApi(
  extraEnv: Record<string, string> = {},
  options: ContextOptions = {},
  build: Pick<BuildOptions, 'rateLimits' | 'sandboxCheckout' | 'logger' | 'liveMediaCheck'> = {},
) {
  const database: Database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/drishti-test-data',
    ...extraEnv,
  });
  // The console provider, quiet; the configured one when a test sets SMS_PROVIDER (a local stand-in).
  const sms = env.sms ? createSmsProvider(env) : new ConsoleSmsProvider(() => {});
  const ctx = createContext(env, database, { sms, ...options });
  const built = await buildApi({ ctx, ...build });
  return {
    ...built,
    ctx,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}
