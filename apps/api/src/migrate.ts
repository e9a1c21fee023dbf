import { openDatabase } from '@drishti/core/database';
import { loadEnv } from './env';

/**
 * `npm run db:migrate`: the release step that applies new migrations once, before instances of a
 * new version start. On PostgreSQL it takes the migration advisory lock on the direct connection
 * (DATABASE_DIRECT_URL, else DATABASE_URL); instances that start meanwhile wait for it. Without
 * DATABASE_URL it migrates the embedded PGlite database in DATA_DIR.
 */
let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (err) {
  process.stderr.write(`Cannot migrate. ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
const database = await openDatabase({
  url: env.databaseUrl,
  directUrl: env.databaseDirectUrl,
  dataDir: env.databaseUrl ? undefined : env.pgliteDir,
  poolSize: 1,
});
try {
  const before = await database.pendingMigrations();
  await database.migrate();
  const after = await database.pendingMigrations();
  if (after > 0) throw new Error(`${after} migrations still pending after migrating`);
  process.stdout.write(`database ${database.kind}: ${before} migration(s) applied, schema up to date\n`);
} catch (err) {
  process.stderr.write(`Migration failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
