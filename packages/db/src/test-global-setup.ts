import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './connection';
import { TEMPLATE_ENV } from './test-database';

/**
 * Vitest global setup: makes the migrated, empty PGlite cluster once for the whole run and leaves
 * it in a file for every test process (they inherit the environment variable naming it). Creating
 * a cluster takes seconds (initdb and the migrations); loading this tarball takes a fraction of one.
 * Nothing to do when the tests run on PostgreSQL.
 */
export async function setup() {
  if (process.env.TEST_DATABASE_URL || process.env[TEMPLATE_ENV]) return;
  const database = await openDatabase();
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'drishti-pglite-template-'));
  const file = join(dir, 'cluster.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
