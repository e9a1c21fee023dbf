import type { Database } from '@drishti/db/connection';
import type { Env } from './env';

/** What every route may use: configuration and the database. Built once at start. */
export interface ApiContext {
  env: Env;
  database: Database;
  version: string;
  /** Round-trips to the database; throws when it is unreachable. */
  ping(): Promise<void>;
}

export function createContext(env: Env, database: Database, version = '0.1.0'): ApiContext {
  return {
    env,
    database,
    version,
    ping: () => database.ping(),
  };
}
