import {
  CONSULT_AWAY_LIMIT_SECONDS,
  CONSULT_HEARTBEAT_GRACE_SECONDS,
  CONSULT_REQUEST_TIMEOUT_SECONDS,
  type ConsultRole,
} from '@drishti/contracts/consultations';
import type { Db } from '@drishti/db/connection';
import { type Consultation, consultationsRepository } from '@drishti/db/repositories/consultations';
import { ledgerRepository } from '@drishti/db/repositories/ledger';
import { DomainError } from '../errors';
import type { Hub } from './hub';
import { LruMap } from './lru';

export type { Consultation } from '@drishti/db/repositories/consultations';

/** Plain meter runs (see plainRun in meter.ts) go in statements of this many sessions. */
const METER_BATCH = 100;
/** Astrologer accounts remembered per instance (see accountOf): one per astrologer in a live session,
 * so 50,000 concurrent consultations (docs/CAPACITY.md) fit, at about 200 bytes an entry. */
const ACCOUNT_CACHE = 100_000;

export interface ConsultationConfig {
  db: Db;
  hub: Hub;
  now: () => Date;
  /** Length of a billed minute (60,000 ms; tests shorten it). */
  minuteMs?: number;
  graceMs?: number;
  awayLimitMs?: number;
  requestTimeoutMs?: number;
  /** How many due sessions a sweep claims at a time (100). */
  meterBatch?: number;
}

/**
 * Lets the event loop read sockets between the steps of a long batch. PGlite runs each statement
 * synchronously inside its promise, so a loop of statements would otherwise go on in microtasks
 * alone and hold every incoming chat message until the whole batch is done.
 */
export const yieldToSockets = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What every part of the consultations shares (docs/CONSULTATIONS.md): the settings with their
 * defaults, the repositories, and who is who in a consultation.
 */
export function consultationContext(config: ConsultationConfig) {
  const { db, hub, now } = config;
  const repo = consultationsRepository(db);
  const ledger = ledgerRepository(db);

  async function byId(id: string): Promise<Consultation | null> {
    return repo.byId(id);
  }

  /**
   * The account behind each astrologer profile, remembered: it never changes once set, and the
   * chat and meter paths ask for it on every message and every run. The most recently used
   * {@link ACCOUNT_CACHE} are kept.
   */
  const accounts = new LruMap<string, string>(ACCOUNT_CACHE);
  async function accountOf(astrologerId: string): Promise<string | null> {
    const known = accounts.get(astrologerId);
    if (known) return known;
    const userId = await repo.accountOf(astrologerId);
    if (userId) accounts.set(astrologerId, userId);
    return userId;
  }

  /** Which side a signed-in user is in a consultation, or null when they are neither. */
  async function roleIn(c: Consultation, userId: string): Promise<ConsultRole | null> {
    if (c.userId === userId) return 'user';
    return (await accountOf(c.astrologerId)) === userId ? 'astrologer' : null;
  }

  async function participant(id: string, userId: string): Promise<{ c: Consultation; role: ConsultRole }> {
    const c = await byId(id);
    if (!c) throw new DomainError('not-found', 'No such consultation.', { code: 'no-such-consultation' });
    const role = await roleIn(c, userId);
    if (!role) throw new DomainError('not-found', 'No such consultation.', { code: 'no-such-consultation' });
    return { c, role };
  }

  async function walletBalance(userId: string): Promise<number> {
    return (await ledger.account('wallet', userId)).balance;
  }

  /** The astrologer profile of a signed-in account, or `forbidden`. */
  async function ownAstrologer(userId: string) {
    const a = await repo.astrologerByUser(userId);
    if (!a) throw new DomainError('forbidden', 'This account is not an astrologer.', { code: 'not-an-astrologer' });
    return a;
  }

  return {
    db,
    hub,
    now,
    repo,
    ledger,
    minuteMs: config.minuteMs ?? 60_000,
    graceMs: config.graceMs ?? CONSULT_HEARTBEAT_GRACE_SECONDS * 1000,
    meterBatch: config.meterBatch ?? METER_BATCH,
    awayLimitMs: config.awayLimitMs ?? CONSULT_AWAY_LIMIT_SECONDS * 1000,
    requestTimeoutMs: config.requestTimeoutMs ?? CONSULT_REQUEST_TIMEOUT_SECONDS * 1000,
    byId,
    accountOf,
    participant,
    walletBalance,
    ownAstrologer,
  };
}

export type ConsultationContext = ReturnType<typeof consultationContext>;
