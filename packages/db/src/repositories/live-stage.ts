import { and, asc, count, eq, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../connection';
import { consultations, liveStageRequests, users } from '../schema';

/** The paid stage of live events: the queue and the stage calls (consultation rows linked to the event). */
export function liveStageRepository(db: Db) {
  return {
    /** Asks to join (or, already waiting, changes the cap and video choice); the request's row. */
    async askStage(r: { eventId: string; userId: string; video: boolean; capCoins: number | null; createdAt: Date }) {
      const [row] = await db
        .insert(liveStageRequests)
        .values({ ...r, status: 'waiting' })
        .onConflictDoUpdate({
          target: [liveStageRequests.eventId, liveStageRequests.userId],
          targetWhere: sql`${liveStageRequests.status} = 'waiting'`,
          set: { video: r.video, capCoins: r.capCoins },
        })
        .returning();
      return row!;
    },
    /** Leaves the queue; false when the user was not waiting. */
    async leaveStage(eventId: string, userId: string): Promise<boolean> {
      const left = await db
        .update(liveStageRequests)
        .set({ status: 'left' })
        .where(
          and(
            eq(liveStageRequests.eventId, eventId),
            eq(liveStageRequests.userId, userId),
            eq(liveStageRequests.status, 'waiting'),
          ),
        )
        .returning({ id: liveStageRequests.id });
      return left.length > 0;
    },
    /** Everyone still waiting leaves the queue (the event ended). */
    async closeQueue(eventId: string) {
      await db
        .update(liveStageRequests)
        .set({ status: 'left' })
        .where(and(eq(liveStageRequests.eventId, eventId), eq(liveStageRequests.status, 'waiting')));
    },
    /** The queue, first asked first, with each viewer's name. */
    stageQueue(eventId: string, limit = 50) {
      return db
        .select({
          id: liveStageRequests.id,
          userId: liveStageRequests.userId,
          name: users.name,
          video: liveStageRequests.video,
          capCoins: liveStageRequests.capCoins,
          at: liveStageRequests.createdAt,
        })
        .from(liveStageRequests)
        .innerJoin(users, eq(users.id, liveStageRequests.userId))
        .where(and(eq(liveStageRequests.eventId, eventId), eq(liveStageRequests.status, 'waiting')))
        .orderBy(asc(liveStageRequests.createdAt), asc(liveStageRequests.id))
        .limit(limit);
    },
    async queueLength(eventId: string): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(liveStageRequests)
        .where(and(eq(liveStageRequests.eventId, eventId), eq(liveStageRequests.status, 'waiting')));
      return r?.n ?? 0;
    },
    /** The user's waiting request and their place in the queue (1 = next), or null. */
    async myRequest(eventId: string, userId: string) {
      const [mine] = await db
        .select()
        .from(liveStageRequests)
        .where(
          and(
            eq(liveStageRequests.eventId, eventId),
            eq(liveStageRequests.userId, userId),
            eq(liveStageRequests.status, 'waiting'),
          ),
        );
      if (!mine) return null;
      const [ahead] = await db
        .select({ n: count() })
        .from(liveStageRequests)
        .where(
          and(
            eq(liveStageRequests.eventId, eventId),
            eq(liveStageRequests.status, 'waiting'),
            or(
              lt(liveStageRequests.createdAt, mine.createdAt),
              and(eq(liveStageRequests.createdAt, mine.createdAt), lte(liveStageRequests.id, mine.id)),
            ),
          ),
        );
      return { ...mine, place: ahead?.n ?? 1 };
    },
    async stageRequest(id: string) {
      const [r] = await db.select().from(liveStageRequests).where(eq(liveStageRequests.id, id));
      return r ?? null;
    },
    /** The request is picked for the stage call `consultationId`; false when it was no longer waiting. */
    async markPicked(id: string, consultationId: string): Promise<boolean> {
      const done = await db
        .update(liveStageRequests)
        .set({ status: 'picked', consultationId })
        .where(and(eq(liveStageRequests.id, id), eq(liveStageRequests.status, 'waiting')))
        .returning({ id: liveStageRequests.id });
      return done.length > 0;
    },
    /** The event's stage call in progress, if any. */
    async activeStage(eventId: string) {
      const [c] = await db
        .select()
        .from(consultations)
        .where(and(eq(consultations.liveEventId, eventId), eq(consultations.status, 'active')));
      return c ?? null;
    },
    /** Coins the user has paid for the event's stage calls that ended. */
    async stageSpent(eventId: string, userId: string): Promise<number> {
      const [r] = await db
        .select({ n: sum(consultations.chargedCoins) })
        .from(consultations)
        .where(and(eq(consultations.liveEventId, eventId), eq(consultations.userId, userId)));
      return Number(r?.n ?? 0);
    },
  };
}
