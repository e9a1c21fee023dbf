import { sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { appMeta } from '../schema';

/**
 * Background jobs run once per tick across instances: a tick is a numbered slot of the job's
 * period (`floor(time / period)`), and the instance whose claim moves the job's row to that slot
 * runs it. The claim is one atomic upsert, so two instances can never both win one slot, on
 * PostgreSQL as on PGlite. (docs/OPERATIONS.md explains the choice.)
 */
export function jobsRepository(db: Db) {
  return {
    /** True when this call claimed `slot` for the job (no one had it or a later one). */
    async claimTick(job: string, slot: number): Promise<boolean> {
      const rows = await db
        .insert(appMeta)
        .values({ key: `job:${job}`, value: String(slot) })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: { value: String(slot), updatedAt: new Date() },
          setWhere: sql`${appMeta.value}::bigint < ${slot}`,
        })
        .returning({ key: appMeta.key });
      return rows.length === 1;
    },
  };
}
