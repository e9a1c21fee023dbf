import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query interface shared by the PGlite and node-postgres drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * Applies the generated migrations that have not run yet. On PostgreSQL this runs under an
   * advisory lock on the direct connection, so instances starting together take turns (the later
   * ones find nothing left to do) and never crash on each other's half-made schema.
   */
  migrate(): Promise<void>;
  /** The migrations this code knows that the database has not applied (0: up to date). */
  pendingMigrations(): Promise<number>;
  /** Round-trips to the server; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (used to start test databases from a migrated copy). */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string. When absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite's data directory. When absent (and no url), PGlite runs in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PostgreSQL only: a direct connection string for migrations and advisory locks, when `url`
   * goes through a transaction-pooling PgBouncer (which cannot hold session locks). Default: `url`.
   */
  directUrl?: string | undefined;
  /** PGlite in memory only: start from this dump of a data directory (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob | undefined;
  /**
   * PostgreSQL only: told when an idle pooled connection fails (the server restarted, or an
   * administrator ended it). The pool drops that connection and opens a new one when needed;
   * without a listener such an error would end the process.
   */
  onConnectionError?: ((err: Error) => void) | undefined;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** The advisory lock key every instance takes to migrate (any fixed 64-bit number; "drishti" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x64726973687469n;

/** Counts the known migrations newer than the newest the database has recorded. */
async function pendingIn(db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder });
  let applied = 0;
  try {
    const result = (await db.execute(
      sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
    )) as { rows: { newest: string }[] };
    applied = Number(result.rows[0]?.newest ?? 0);
  } catch {
    return files.length; // no migrations table yet
  }
  return files.filter((f) => f.folderMillis > applied).length;
}

/**
 * Migrates PostgreSQL under the advisory lock, on its own connection to `url` (direct, not
 * through PgBouncer). Waits for another instance's migration to finish rather than failing.
 */
export async function migrateWithLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    pool.on('error', (err) => options.onConnectionError?.(err));
    // pool.end() resolves before its connections have finished closing; close() waits for them,
    // so that whoever closes the pool may drop the database or stop the server right after.
    let open = 0;
    let allClosed: (() => void) | undefined;
    pool.on('connect', () => {
      open++;
    });
    pool.on('remove', () => {
      open--;
      if (open <= 0) allClosed?.();
    });
    // Fail fast with a clear message instead of on the first request.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateWithLock(options.directUrl ?? url),
      pendingMigrations: () => pendingIn(db),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        const closed = open > 0 ? new Promise<void>((resolve) => (allClosed = resolve)) : Promise.resolve();
        await pool.end();
        // A connection that never closes (a hung server) must not hang the caller forever.
        await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? await PGlite.create(options.dataDir)
    : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    migrate: () => migratePglite(db, { migrationsFolder }),
    pendingMigrations: () => pendingIn(db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
