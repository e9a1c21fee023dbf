import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { astrologers, consultations, ledgerEntries, ledgerTransactions, reviews, users } from '../schema';

/** A live consultation's row (packages/core/src/consultations, docs/CONSULTATIONS.md). */
export type Consultation = typeof consultations.$inferSelect;
export type ConsultationStatus = Consultation['status'];
export type ConsultationPatch = Partial<typeof consultations.$inferInsert>;
/** An astrologer's row as the consultations see it: live switches, connection, price and account. */
export type ConsultingAstrologer = typeof astrologers.$inferSelect;
export type LiveChannel = Consultation['channel'];

/** Waitlisted, requested or active: a consultation that still holds coins and a place in line. */
export const OPEN_STATUSES = ['waitlisted', 'requested', 'active'] as const;

/** Whether an error (or one it wraps) broke the unique index `index`. */
export function isUniqueViolation(e: unknown, index: string): boolean {
  let err: unknown = e;
  for (let i = 0; i < 4 && err; i++) {
    const x = err as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (x.code === '23505' && (!x.constraint || x.constraint === index)) return true;
    if (typeof x.message === 'string' && x.message.includes(index)) return true;
    err = x.cause;
  }
  return false;
}

const liveColumn = { chat: 'isChatLive', voice: 'isVoiceLive', video: 'isVideoLive' } as const;

/**
 * The consultations' rows and the astrologer columns they read and write. Every method runs on
 * the handle it was made with: the database, or an open transaction (see {@link transaction}).
 */
export function consultationsRepository(db: Db) {
  return {
    /**
     * Runs `fn` in one database transaction; `tx` stands for the database inside it (make
     * repositories on it). A transaction's connection runs one statement at a time.
     */
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },

    async byId(id: string): Promise<Consultation | null> {
      const rows = await db.select().from(consultations).where(eq(consultations.id, id));
      return rows[0] ?? null;
    },

    /** The row under a lock until the transaction ends (only inside {@link transaction}). */
    async lock(id: string): Promise<Consultation | null> {
      const rows = await db.select().from(consultations).where(eq(consultations.id, id)).for('update');
      return rows[0] ?? null;
    },

    /** A user's consultation made with this idempotency key, if any. */
    async byIdempotencyKey(userId: string, key: string): Promise<Consultation | null> {
      const rows = await db
        .select()
        .from(consultations)
        .where(and(eq(consultations.userId, userId), eq(consultations.idempotencyKey, key)));
      return rows[0] ?? null;
    },

    async insert(values: typeof consultations.$inferInsert): Promise<Consultation> {
      const rows = await db.insert(consultations).values(values).returning();
      return rows[0]!;
    },

    /** Writes `patch` to the row and returns it (null: no such row). */
    async update(id: string, patch: ConsultationPatch): Promise<Consultation | null> {
      const rows = await db.update(consultations).set(patch).where(eq(consultations.id, id)).returning();
      return rows[0] ?? null;
    },

    /** A request becomes a session, while it is still requested and not expired at `at`. */
    async accept(id: string, at: Date): Promise<Consultation | null> {
      const rows = await db
        .update(consultations)
        .set({ status: 'active', acceptedAt: at, meterAt: at, awaySince: at, nextDueAt: at })
        .where(
          and(eq(consultations.id, id), eq(consultations.status, 'requested'), gt(consultations.requestExpiresAt, at)),
        )
        .returning();
      return rows[0] ?? null;
    },

    /** 1-based place of a waitlisted consultation in its astrologer's line (by request time, then id). */
    async waitlistPosition(c: Consultation): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(consultations)
        .where(
          and(
            eq(consultations.astrologerId, c.astrologerId),
            eq(consultations.status, 'waitlisted'),
            or(
              lt(consultations.requestedAt, c.requestedAt),
              and(eq(consultations.requestedAt, c.requestedAt), lt(consultations.id, c.id)),
            ),
          ),
        );
      return (rows[0]?.n ?? 0) + 1;
    },

    /** The oldest waitlisted consultation of an astrologer. */
    async firstWaiting(astrologerId: string): Promise<Consultation | null> {
      const rows = await db
        .select()
        .from(consultations)
        .where(and(eq(consultations.astrologerId, astrologerId), eq(consultations.status, 'waitlisted')))
        .orderBy(asc(consultations.requestedAt), asc(consultations.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A waitlisted consultation becomes a request expiring at `expiresAt` (null: no longer waitlisted). */
    async promote(id: string, expiresAt: Date): Promise<Consultation | null> {
      const rows = await db
        .update(consultations)
        .set({ status: 'requested', requestExpiresAt: expiresAt })
        .where(and(eq(consultations.id, id), eq(consultations.status, 'waitlisted')))
        .returning();
      return rows[0] ?? null;
    },

    /** An astrologer's waitlisted consultations (of one channel, when given). */
    async waiting(astrologerId: string, channel?: LiveChannel): Promise<Consultation[]> {
      return db
        .select()
        .from(consultations)
        .where(
          and(
            eq(consultations.astrologerId, astrologerId),
            channel ? eq(consultations.channel, channel) : undefined,
            eq(consultations.status, 'waitlisted'),
          ),
        );
    },

    /** Ids of consultations in a status (requests expired before `expiredBefore`, when given). */
    async idsIn(status: ConsultationStatus, expiredBefore?: Date): Promise<string[]> {
      const rows = await db
        .select({ id: consultations.id })
        .from(consultations)
        .where(
          and(
            eq(consultations.status, status),
            expiredBefore ? lt(consultations.requestExpiresAt, expiredBefore) : undefined,
          ),
        );
      return rows.map((r) => r.id);
    },

    /** A user's consultations, newest first (100). */
    async listForUser(userId: string): Promise<Consultation[]> {
      return db
        .select()
        .from(consultations)
        .where(eq(consultations.userId, userId))
        .orderBy(desc(consultations.requestedAt))
        .limit(100);
    },

    /** An astrologer's consultations, newest first (200). */
    async listForAstrologer(astrologerId: string): Promise<Consultation[]> {
      return db
        .select()
        .from(consultations)
        .where(eq(consultations.astrologerId, astrologerId))
        .orderBy(desc(consultations.requestedAt))
        .limit(200);
    },

    /** The user's open consultation (see {@link OPEN_STATUSES}), if any. */
    async openForUser(userId: string): Promise<Consultation | null> {
      const rows = await db
        .select()
        .from(consultations)
        .where(and(eq(consultations.userId, userId), inArray(consultations.status, [...OPEN_STATUSES])));
      return rows[0] ?? null;
    },

    /** The user's name (for the astrologer's view). */
    async userName(userId: string): Promise<string | null> {
      const rows = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return rows[0]?.name ?? null;
    },

    /** Whether the user has reviewed this consultation. */
    async reviewed(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.subject, `session:${id}`));
      return rows.length > 0;
    },

    /** Coins credited to an earnings account by consultations' settlements (after `from`, when given). */
    async earned(accountId: string, from: Date | null): Promise<number> {
      const r = await db
        .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .where(
          and(
            eq(ledgerEntries.accountId, accountId),
            eq(ledgerTransactions.kind, 'consultation'),
            from ? gt(ledgerEntries.createdAt, from) : undefined,
          ),
        );
      return r[0]?.n ?? 0;
    },

    // ---- the astrologer side --------------------------------------------------------------

    async astrologer(id: string): Promise<ConsultingAstrologer | null> {
      const rows = await db.select().from(astrologers).where(eq(astrologers.id, id));
      return rows[0] ?? null;
    },

    async astrologerByUser(userId: string): Promise<ConsultingAstrologer | null> {
      const rows = await db.select().from(astrologers).where(eq(astrologers.userId, userId));
      return rows[0] ?? null;
    },

    /** The account that acts as an astrologer (null for one without an account). */
    async accountOf(astrologerId: string): Promise<string | null> {
      const rows = await db
        .select({ userId: astrologers.userId })
        .from(astrologers)
        .where(eq(astrologers.id, astrologerId));
      return rows[0]?.userId ?? null;
    },

    /** Switches one of an astrologer's channels off. */
    async switchOff(astrologerId: string, channel: LiveChannel): Promise<void> {
      await db
        .update(astrologers)
        .set({ [liveColumn[channel]]: false })
        .where(eq(astrologers.id, astrologerId));
    },

    /** Sets an astrologer's live switches; they count as connected from `at`. */
    async setLive(astrologerId: string, p: { chat: boolean; voice: boolean; video: boolean }, at: Date): Promise<void> {
      await db
        .update(astrologers)
        .set({ isChatLive: p.chat, isVoiceLive: p.voice, isVideoLive: p.video, presenceSeenAt: at })
        .where(eq(astrologers.id, astrologerId));
    },

    /** Astrologers (by account) were heard from at `at`. */
    async astrologersSeen(userIds: string[], at: Date): Promise<void> {
      await db.update(astrologers).set({ presenceSeenAt: at }).where(inArray(astrologers.userId, userIds));
    },

    /** Whether the channel's switch is on. */
    isLive(a: ConsultingAstrologer, channel: LiveChannel): boolean {
      return a[liveColumn[channel]];
    },
  };
}

export type ConsultationsRepository = ReturnType<typeof consultationsRepository>;
