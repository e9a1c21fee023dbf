import { and, eq, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
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
}

/**
 * The meter's batch statements on consultations: claiming due sessions for a sweep, running many
 * plain meters in one statement, and recording signs of life.
 */
export function consultationMeterRepository(db: Db) {
  return {
    /**
     * Claims up to `limit` active sessions that may be due at `at` (a superset: the meter
     * decides) and are not claimed by another sweep, until `claimedUntil`. Rows another sweep is
     * claiming are skipped, so several instances divide the meter between them.
     */
    async claimDue(o: { at: Date; claimedUntil: Date; minuteMs: number; graceMs: number; limit: number }) {
      const now = o.at.getTime();
      const halfMinuteAgo = new Date(now - o.minuteMs / 2);
      const graceAgo = new Date(now - o.graceMs);
      const dueNow = or(
        isNull(consultations.meterAt),
        lte(consultations.meterAt, halfMinuteAgo),
        isNotNull(consultations.warnedAt),
        eq(consultations.userJoined, false),
        eq(consultations.astrologerJoined, false),
        isNull(consultations.userSeenAt),
        isNull(consultations.astrologerSeenAt),
        lt(consultations.userSeenAt, graceAgo),
        lt(consultations.astrologerSeenAt, graceAgo),
        // Connected time is at most what is stored plus the time since the meter ran.
        sql`floor(${consultations.reservedCoins}::numeric / ${consultations.pricePerMinute}) * ${o.minuteMs}
          - ${consultations.connectedMs}
          - extract(epoch from (${o.at.toISOString()}::timestamptz - ${consultations.meterAt})) * 1000 < ${o.minuteMs}`,
      );
      return db
        .update(consultations)
        .set({ meterClaimedUntil: o.claimedUntil })
        .where(
          inArray(
            consultations.id,
            db
              .select({ id: consultations.id })
              .from(consultations)
              .where(
                and(
                  eq(consultations.status, 'active'),
                  or(isNull(consultations.meterClaimedUntil), lt(consultations.meterClaimedUntil, o.at)),
                  dueNow,
                ),
              )
              .orderBy(sql`${consultations.meterClaimedUntil} asc nulls first`)
              .limit(o.limit)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
    },

    /** Ends this sweep's claim on `ids` (claimable again by sweeps from `until` on). */
    async releaseClaims(ids: string[], claimedUntil: Date, until: Date): Promise<void> {
      await db
        .update(consultations)
        .set({ meterClaimedUntil: until })
        .where(and(inArray(consultations.id, ids), eq(consultations.meterClaimedUntil, claimedUntil)));
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
