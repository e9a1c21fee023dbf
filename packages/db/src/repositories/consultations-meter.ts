import { and, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { consultations } from '../schema';
import type { Consultation } from './consultations';

/** Heartbeat and batch writes go in slices of this many rows, each a short statement. */
export const METER_SLICE = 100;

/** A plain meter run (packages/core/src/consultations/meter.ts): the new connected time and billed minutes. */
export interface PlainRun {
  c: Consultation;
  connectedMs: number;
  billedMinutes: number;
  /** When the meter is next due after this run. */
  nextDueAt: Date;
}

/**
 * The meter's batch statements on consultations: claiming due sessions for a sweep, running many
 * plain meters in one statement, and recording signs of life.
 */
export function consultationMeterRepository(db: Db) {
  return {
    /**
     * Claims up to `limit` active sessions whose next due time has come at `at` (earliest first)
     * and that no other sweep is claiming, by moving their next due time to `claimedUntil` (a
     * crashed sweep's claim lapses then). Rows another sweep is claiming are skipped, so several
     * instances divide the meter between them.
     */
    async claimDue(o: { at: Date; claimedUntil: Date; limit: number }) {
      return db
        .update(consultations)
        .set({ nextDueAt: o.claimedUntil })
        .where(
          inArray(
            consultations.id,
            db
              .select({ id: consultations.id })
              .from(consultations)
              .where(and(eq(consultations.status, 'active'), lte(consultations.nextDueAt, o.at)))
              .orderBy(consultations.nextDueAt)
              .limit(o.limit)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
    },

    /**
     * Ends this sweep's claim on sessions it did not run, setting each one's next due time: only
     * rows still claimed by it (a run, a join or a leave has written its own since).
     */
    async releaseClaims(rows: { id: string; nextDueAt: Date }[], claimedUntil: Date): Promise<void> {
      if (rows.length === 0) return;
      await db
        .update(consultations)
        .set({
          nextDueAt: sql`case ${consultations.id} ${sql.join(
            rows.map((r) => sql`when ${r.id}::uuid then ${r.nextDueAt.toISOString()}::timestamptz`),
            sql` `,
          )} end`,
        })
        .where(
          and(
            inArray(
              consultations.id,
              rows.map((r) => r.id),
            ),
            eq(consultations.nextDueAt, claimedUntil),
          ),
        );
    },

    /**
     * Writes plain meter runs in one statement: only rows still active, unwarned and unchanged
     * since read (their meterAt as read). Returns the rows written.
     */
    async runPlain(runs: PlainRun[], at: Date): Promise<Consultation[]> {
      const cases = (value: (r: PlainRun) => SQL) =>
        sql.join(
          runs.map((r) => sql`when ${r.c.id}::uuid then ${value(r)}`),
          sql` `,
        );
      return db
        .update(consultations)
        .set({
          connectedMs: sql`case ${consultations.id} ${cases((r) => sql`${r.connectedMs}::bigint`)} end`,
          billedMinutes: sql`case ${consultations.id} ${cases((r) => sql`${r.billedMinutes}::int`)} end`,
          nextDueAt: sql`case ${consultations.id} ${cases((r) => sql`${r.nextDueAt.toISOString()}::timestamptz`)} end`,
          meterAt: at,
          awaySince: null,
        })
        .where(
          and(
            inArray(
              consultations.id,
              runs.map((r) => r.c.id),
            ),
            eq(consultations.status, 'active'),
            isNull(consultations.warnedAt),
            sql`(${consultations.id}, ${consultations.meterAt}) in (${sql.join(
              runs.map((r) => sql`(${r.c.id}::uuid, ${r.c.meterAt!.toISOString()}::timestamptz)`),
              sql`, `,
            )})`,
          ),
        )
        .returning();
    },

    /**
     * Moves a side's sign-of-life mark of active sessions it has joined to `at` (never back),
     * for at most {@link METER_SLICE} ids.
     */
    async markSeen(ids: string[], role: 'user' | 'astrologer', at: Date): Promise<void> {
      const col = role === 'user' ? consultations.userSeenAt : consultations.astrologerSeenAt;
      const mark = sql`greatest(${col}, ${at.toISOString()}::timestamptz)`;
      await db
        .update(consultations)
        .set(role === 'user' ? { userSeenAt: mark } : { astrologerSeenAt: mark })
        .where(
          and(
            inArray(consultations.id, ids),
            eq(consultations.status, 'active'),
            eq(role === 'user' ? consultations.userJoined : consultations.astrologerJoined, true),
          ),
        );
    },
  };
}
