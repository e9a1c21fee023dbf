import { createServices, type Services } from '@drishti/core/services';
import { ConsoleSmsProvider, type SmsProvider } from '@drishti/core/sms';
import type { Database } from '@drishti/db/connection';
import type { Env } from './env';

/** What every route may use: configuration, the database and the domain services. Built once at start. */
export interface ApiContext {
  env: Env;
  database: Database;
  services: Services;
  version: string;
  /** Round-trips to the database; throws when it is unreachable. */
  ping(): Promise<void>;
}

export interface ContextOptions {
  sms?: SmsProvider;
  now?: () => Date;
  version?: string;
}

export function createContext(env: Env, database: Database, options: ContextOptions = {}): ApiContext {
  const sms = options.sms ?? new ConsoleSmsProvider();
  return {
    env,
    database,
    services: createServices({
      db: database.db,
      sms,
      secret: env.sessionSecret,
      publicUrl: env.publicUrl,
      ...(options.now ? { now: options.now } : {}),
    }),
    version: options.version ?? '0.1.0',
    ping: () => database.ping(),
  };
}
