import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { followFanoutBatches, followFanouts, follows } from '../schema';

/** A batch of followers one run has claimed, with its fan-out. */
export interface ClaimedFollowBatch {
  id: string;
  fanoutId: string;
  astrologerId: string;
  notice: unknown;
  afterUser: string | null;
  throughUser: string;
  /** The lease this run holds: the batch is finished only under it. */
  leaseUntil: Date;
}

/**
 * Telling followers as a queued job (docs/FOLLOW.md): a fan-out per trigger, cut into batches of
 * followers that runs claim with a lease (FOR UPDATE SKIP LOCKED, so instances claiming at once take
 * different batches). A batch whose run stopped before finishing is claimed again once its lease ends.
 */
export function followFanoutsRepository(db: Db) {
  async function withFanout(
    batch: { id: string; fanoutId: string; afterUser: string | null; throughUser: string },
    leaseUntil: Date,
  ): Promise<ClaimedFollowBatch | null> {
    const [f] = await db
      .select({ astrologerId: followFanouts.astrologerId, notice: followFanouts.notice })
      .from(followFanouts)
      .where(eq(followFanouts.id, batch.fanoutId));
    return f ? { ...batch, ...f, leaseUntil } : null;
  }

  return {
    /** Records a fan-out to run; its id. */
    async record(astrologerId: string, notice: unknown, at: Date): Promise<string> {
      const [row] = await db
        .insert(followFanouts)
        .values({ astrologerId, notice, createdAt: at })
        .returning({ id: followFanouts.id });
      return row!.id;
    },

    /**
     * Claims a batch: first one whose lease ended without it being done, else a new one cut from
     * the oldest fan-out with followers left (`size` followers after its cursor). Only fan-out
     * `fanoutId` when given. Null when there is nothing to do.
     */
    async claimBatch(input: {
      now: Date;
      leaseUntil: Date;
      size: number;
      fanoutId?: string;
    }): Promise<ClaimedFollowBatch | null> {
      const { now, leaseUntil, size, fanoutId } = input;
      const only = fanoutId ? sql`and fanout_id = ${fanoutId}::uuid` : sql``;
      const res = await db.execute(sql`
        update follow_fanout_batches set lease_until = ${leaseUntil.toISOString()}::timestamptz
        where id = (
          select id from follow_fanout_batches
          where done_at is null and lease_until <= ${now.toISOString()}::timestamptz ${only}
          order by lease_until limit 1
          for update skip locked)
        returning id, fanout_id, after_user, through_user`);
      const stale = (res as unknown as { rows: Record<string, string | null>[] }).rows[0];
      if (stale)
        return withFanout(
          {
            id: String(stale.id),
            fanoutId: String(stale.fanout_id),
            afterUser: stale.after_user ? String(stale.after_user) : null,
            throughUser: String(stale.through_user),
          },
          leaseUntil,
        );

      for (;;) {
        const cut = await db.transaction(async (tx) => {
          const [f] = await tx
            .select({
              id: followFanouts.id,
              astrologerId: followFanouts.astrologerId,
              notice: followFanouts.notice,
              cursor: followFanouts.cursor,
            })
            .from(followFanouts)
            .where(and(isNull(followFanouts.doneAt), fanoutId ? eq(followFanouts.id, fanoutId) : undefined))
            .orderBy(asc(followFanouts.createdAt))
            .limit(1)
            .for('update', { skipLocked: true });
          if (!f) return null;
          const next = await tx
            .select({ userId: follows.userId })
            .from(follows)
            .where(and(eq(follows.astrologerId, f.astrologerId), f.cursor ? gt(follows.userId, f.cursor) : undefined))
            .orderBy(asc(follows.userId))
            .limit(size);
          const last = next[next.length - 1]?.userId;
          await tx
            .update(followFanouts)
            .set({ cursor: last ?? f.cursor, ...(next.length < size ? { doneAt: now } : {}) })
            .where(eq(followFanouts.id, f.id));
          if (!last) return 'empty' as const;
          const [b] = await tx
            .insert(followFanoutBatches)
            .values({ fanoutId: f.id, afterUser: f.cursor, throughUser: last, leaseUntil })
            .returning({ id: followFanoutBatches.id });
          return {
            id: b!.id,
            fanoutId: f.id,
            astrologerId: f.astrologerId,
            notice: f.notice,
            afterUser: f.cursor,
            throughUser: last,
            leaseUntil,
          };
        });
        // A fan-out with no follower left is done: look at the next one.
        if (cut !== 'empty') return cut;
      }
    },

    /** The followers of a batch (those still following), in user id order. */
    async followersOf(batch: ClaimedFollowBatch): Promise<string[]> {
      const rows = await db
        .select({ userId: follows.userId })
        .from(follows)
        .where(
          and(
            eq(follows.astrologerId, batch.astrologerId),
            batch.afterUser ? gt(follows.userId, batch.afterUser) : undefined,
            lte(follows.userId, batch.throughUser),
          ),
        )
        .orderBy(asc(follows.userId));
      return rows.map((r) => r.userId);
    },

    /** Marks a batch done, unless another run claimed it since (its lease changed); true when marked. */
    async finishBatch(batch: ClaimedFollowBatch, now: Date): Promise<boolean> {
      const rows = await db
        .update(followFanoutBatches)
        .set({ doneAt: now })
        .where(
          and(
            eq(followFanoutBatches.id, batch.id),
            isNull(followFanoutBatches.doneAt),
            eq(followFanoutBatches.leaseUntil, batch.leaseUntil),
          ),
        )
        .returning({ id: followFanoutBatches.id });
      return rows.length > 0;
    },

    /** Fan-outs with followers left or batches not done. */
    async open(): Promise<number> {
      const res = await db.execute(sql`
        select count(*)::int as n from follow_fanouts f
        where f.done_at is null
           or exists (select 1 from follow_fanout_batches b where b.fanout_id = f.id and b.done_at is null)`);
      return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },

    /** Forgets fan-outs finished before `before` (their batches go with them). */
    async purge(before: Date): Promise<number> {
      const res = await db.execute(sql`
        delete from follow_fanouts f
        where f.done_at is not null and f.done_at < ${before.toISOString()}::timestamptz
          and not exists (select 1 from follow_fanout_batches b where b.fanout_id = f.id and b.done_at is null)
        returning f.id`);
      return (res as unknown as { rows: unknown[] }).rows.length;
    },
  };
}
