/**
 * What the API's plumbing keeps in the database: the operators' counts, the stored idempotency keys
 * (apps/api/src/plugins/idempotency.ts) and the development SMS outbox that every instance shares.
 */
import type { Db } from '@drishti/db/connection';
import { idempotencyRepository } from '@drishti/db/repositories/idempotency';
import { operationsRepository } from '@drishti/db/repositories/operations';
import { smsOutboxRepository } from '@drishti/db/repositories/sms-outbox';

export type { IdempotencyRecord, IdempotencyScope } from '@drishti/db/repositories/idempotency';
export type { OutboxMessage } from '@drishti/db/repositories/sms-outbox';

export function operationsService({ db }: { db: Db }) {
  return {
    ...operationsRepository(db),
    /** Idempotency keys: claim, complete, release, purge (see the table's comment in the schema). */
    idempotency: idempotencyRepository(db),
    /** The development SMS outbox (console provider with the demo on): add, list. */
    outbox: smsOutboxRepository(db),
  };
}
