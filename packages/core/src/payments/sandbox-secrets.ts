import { randomBytes } from 'node:crypto';
import type { Db } from '@drishti/db/connection';
import { metaRepository } from '@drishti/db/repositories/meta';

export interface SandboxSecrets {
  keySecret: string;
  webhookSecret: string;
}

const KEY = 'sandbox-gateway-secrets';
const generate = (): SandboxSecrets => ({
  keySecret: randomBytes(32).toString('base64url'),
  webhookSecret: randomBytes(32).toString('base64url'),
});

/**
 * The sandbox gateway's signing secrets: generated once per installation and kept in the database,
 * so that every instance (and every restart) signs and verifies alike. They are their own random
 * values, never derived from SESSION_SECRET: a leaked session secret cannot forge a payment.
 */
export async function loadSandboxSecrets(db: Db): Promise<SandboxSecrets> {
  const meta = metaRepository(db);
  await meta.claim(KEY, JSON.stringify(generate()));
  const stored = JSON.parse((await meta.get(KEY)) ?? '{}') as Partial<SandboxSecrets>;
  if (!stored.keySecret || !stored.webhookSecret) throw new Error(`app_meta ${KEY} is damaged`);
  return { keySecret: stored.keySecret, webhookSecret: stored.webhookSecret };
}

/** For contexts built without the database's secrets (tests, benchmarks): one random pair per process. */
export const processSandboxSecrets: SandboxSecrets = generate();
