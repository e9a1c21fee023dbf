import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../connection';
import { idempotencyKeys } from '../schema';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyScope {
  userId: string;
  route: string;
  key: string;
}

const scoped = (s: IdempotencyScope) =>
  and(eq(idempotencyKeys.userId, s.userId), eq(idempotencyKeys.route, s.route), eq(idempotencyKeys.key, s.key));

/** Stored idempotency keys (see the table's comment in schema.ts). */
export function idempotencyRepository(db: Db) {
  return {
    /**
     * Claims the key for a request with this fingerprint. Returns null when the claim is new,
     * otherwise the record already stored under the key (running or finished).
     */
    async claim(s: IdempotencyScope, fingerprint: string, now: Date): Promise<IdempotencyRecord | null> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ ...s, fingerprint, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (rows[0]) return null;
      const existing = await db.select().from(idempotencyKeys).where(scoped(s));
      return existing[0] ?? null;
    },
    /** Stores the answer of the request that claimed the key. */
    async complete(s: IdempotencyScope, statusCode: number, response: unknown): Promise<void> {
      await db.update(idempotencyKeys).set({ statusCode, response }).where(scoped(s));
    },
    /** Frees the key (the request failed before any effect was committed, or the key expired). */
    async release(s: IdempotencyScope): Promise<void> {
      await db.delete(idempotencyKeys).where(scoped(s));
    },
    /** Deletes keys created before `before`; returns how many. */
    async purge(before: Date): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}
