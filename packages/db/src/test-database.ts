import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from './connection';

/** Names the file of the migrated cluster that the test run's global setup made (test-global-setup.ts). */
export const TEMPLATE_ENV = 'DRISHTI_TEST_PGLITE_TEMPLATE';

/**
 * A migrated, empty PGlite cluster as a tarball: the run's one from the global setup, or else made
 * once per test process. A new in-memory cluster from it starts several times faster than creating
 * and migrating one (initdb is slow).
 */
let template: Promise<Blob> | undefined;
function migratedTemplate(): Promise<Blob> {
  const file = process.env[TEMPLATE_ENV];
  if (!template && file && existsSync(file)) template = Promise.resolve(new Blob([readFileSync(file)]));
  template ??= (async () => {
    const database = await openDatabase();
    await database.migrate();
    const dump = await database.dump!();
    await database.close();
    return dump;
  })();
  return template;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throwaway database on the PostgreSQL server of TEST_DATABASE_URL (dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ loadDataDir: await migratedTemplate() });
    // Nothing left to apply: a no-op unless the migrations changed while this process ran.
    await database.migrate();
    return database;
  }
  const name = `drishti_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
