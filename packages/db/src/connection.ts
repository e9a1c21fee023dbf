import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query interface shared by the PGlite and node-postgres drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies the generated migrations that have not run yet. */
  migrate(): Promise<void>;
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

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
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
      migrate: () => migratePg(db, { migrationsFolder }),
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
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
