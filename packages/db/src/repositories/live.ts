import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { astrologers, liveEvents, liveViewers, users } from '../schema';
import { liveChatRepository } from './live-chat';
import { liveStageRepository } from './live-stage';

/** Live events, their chat, mutes and viewers (docs/LIVE.md); the rules are in packages/core/src/live.ts. */

export type LiveEventRow = NonNullable<Awaited<ReturnType<ReturnType<typeof liveRepository>['byId']>>>;
export type LiveRoomRef = { server: string; room: number; secret: string };
export type LiveMediaRow = {
  id: string;
  status: 'scheduled' | 'live' | 'ended';
  server: string | null;
  room: number | null;
  secret: string | null;
  pin: string | null;
};

/** Going live failed because the astrologer already has a live event (the one-live unique index). */
export class AlreadyLiveError extends Error {
  constructor() {
    super('already live');
    this.name = 'AlreadyLiveError';
  }
}

export function liveRepository(db: Db) {
  const eventColumns = {
    id: liveEvents.id,
    titleEn: liveEvents.titleEn,
    titleHi: liveEvents.titleHi,
    topicEn: liveEvents.topicEn,
    topicHi: liveEvents.topicHi,
    language: liveEvents.language,
    status: liveEvents.status,
    startsAt: liveEvents.startsAt,
    startedAt: liveEvents.startedAt,
    endedAt: liveEvents.endedAt,
    hearts: liveEvents.hearts,
    stagePricePerMinute: liveEvents.stagePricePerMinute,
    hostAwaySince: liveEvents.hostAwaySince,
    mediaGeneration: liveEvents.mediaGeneration,
    endReason: liveEvents.endReason,
    astrologerId: astrologers.id,
    astrologerSlug: astrologers.slug,
    astrologerName: astrologers.name,
    astrologerNameHi: astrologers.nameHi,
    hostUserId: astrologers.userId,
  };
  const selectEvents = () =>
    db.select(eventColumns).from(liveEvents).innerJoin(astrologers, eq(astrologers.id, liveEvents.astrologerId));
  const mediaColumns = {
    id: liveEvents.id,
    status: liveEvents.status,
    server: liveEvents.janusServer,
    room: liveEvents.janusRoom,
    secret: liveEvents.janusSecret,
    pin: liveEvents.janusPin,
  };

  return {
    ...liveChatRepository(db),
    ...liveStageRepository(db),

    async byId(id: string) {
      const [r] = await selectEvents().where(eq(liveEvents.id, id));
      return r ?? null;
    },
    /** Live events, most recently started first. */
    live() {
      return selectEvents().where(eq(liveEvents.status, 'live')).orderBy(desc(liveEvents.startedAt));
    },
    /** Scheduled events starting after `since`, soonest first. */
    upcoming(since: Date, limit: number) {
      return selectEvents()
        .where(and(eq(liveEvents.status, 'scheduled'), gte(liveEvents.startsAt, since)))
        .orderBy(asc(liveEvents.startsAt))
        .limit(limit);
    },
    byAstrologer(astrologerId: string, limit: number) {
      return selectEvents()
        .where(eq(liveEvents.astrologerId, astrologerId))
        .orderBy(desc(liveEvents.createdAt))
        .limit(limit);
    },

    /** Viewers per event heard from after `since`. */
    async viewerCounts(ids: string[], since: Date): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ eventId: liveViewers.eventId, n: count() })
        .from(liveViewers)
        .where(and(inArray(liveViewers.eventId, ids), gt(liveViewers.seenAt, since)))
        .groupBy(liveViewers.eventId);
      return new Map(rows.map((r) => [r.eventId, r.n]));
    },
    /** Counts a viewer as watching; the row is rewritten only when older than `refreshBefore`. */
    async touchViewer(eventId: string, viewerKey: string, at: Date, refreshBefore: Date) {
      await db
        .insert(liveViewers)
        .values({ eventId, viewerKey, seenAt: at })
        .onConflictDoUpdate({
          target: [liveViewers.eventId, liveViewers.viewerKey],
          set: { seenAt: at },
          setWhere: sql`${liveViewers.seenAt} < ${refreshBefore}`,
        });
    },
    async clearViewers(eventId: string) {
      await db.delete(liveViewers).where(eq(liveViewers.eventId, eventId));
    },

    async astrologerByUser(userId: string) {
      const [a] = await db
        .select({
          id: astrologers.id,
          status: astrologers.status,
          commissionPercent: astrologers.commissionPercent,
          pricePerMinute: astrologers.pricePerMinute,
        })
        .from(astrologers)
        .where(eq(astrologers.userId, userId));
      return a ?? null;
    },
    async commissionPercent(astrologerId: string): Promise<number> {
      const [a] = await db
        .select({ commissionPercent: astrologers.commissionPercent })
        .from(astrologers)
        .where(eq(astrologers.id, astrologerId));
      return a!.commissionPercent;
    },
    async userName(userId: string): Promise<string | null> {
      const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return u?.name ?? null;
    },

    async insertEvent(values: {
      astrologerId: string;
      titleEn: string;
      titleHi: string;
      topicEn: string;
      topicHi: string;
      language: 'en' | 'hi';
      startsAt: Date;
      stagePricePerMinute: number | null;
    }): Promise<string> {
      const [created] = await db.insert(liveEvents).values(values).returning({ id: liveEvents.id });
      return created!.id;
    },
    async deleteEvent(id: string) {
      await db.delete(liveEvents).where(eq(liveEvents.id, id));
    },

    /**
     * A scheduled event goes live in a room; false when it is no longer scheduled. Throws
     * AlreadyLiveError when the astrologer has another live event.
     */
    async setLive(
      id: string,
      at: Date,
      room: { server: string; room: number; secret: string; pin: string },
    ): Promise<boolean> {
      try {
        const updated = await db
          .update(liveEvents)
          .set({
            status: 'live',
            startedAt: at,
            janusServer: room.server,
            janusRoom: room.room,
            janusSecret: room.secret,
            janusPin: room.pin,
          })
          .where(and(eq(liveEvents.id, id), eq(liveEvents.status, 'scheduled')))
          .returning({ id: liveEvents.id });
        return updated.length > 0;
      } catch (e) {
        if (String((e as { cause?: { message?: string } })?.cause?.message ?? e).includes('live_events_one_live_key'))
          throw new AlreadyLiveError();
        throw e;
      }
    },

    /**
     * Ends a scheduled or live event; its room (to destroy) or null when it had ended already (or
     * the condition no longer holds: the host away since `awayBefore` at the latest, the room of
     * `generation`).
     */
    async end(
      id: string,
      at: Date,
      reason: 'host' | 'host-lost' | 'media-lost',
      when: { awayBefore?: Date; generation?: number } = {},
    ): Promise<{ server: string | null; room: number | null; secret: string | null } | null> {
      const [ended] = await db
        .update(liveEvents)
        .set({ status: 'ended', endedAt: at, endReason: reason, hostAwaySince: null })
        .where(
          and(
            eq(liveEvents.id, id),
            inArray(liveEvents.status, ['scheduled', 'live']),
            when.awayBefore ? lte(liveEvents.hostAwaySince, when.awayBefore) : undefined,
            when.generation !== undefined ? eq(liveEvents.mediaGeneration, when.generation) : undefined,
          ),
        )
        .returning({ server: liveEvents.janusServer, room: liveEvents.janusRoom, secret: liveEvents.janusSecret });
      return ended ?? null;
    },

    /** The event's status and room (with its secret and PIN: for the API only). */
    async media(id: string): Promise<LiveMediaRow | null> {
      const [r] = await db.select(mediaColumns).from(liveEvents).where(eq(liveEvents.id, id));
      return r ?? null;
    },

    /** Live events with a room, for the media check. */
    liveRooms() {
      return db
        .select({
          id: liveEvents.id,
          server: liveEvents.janusServer,
          room: liveEvents.janusRoom,
          secret: liveEvents.janusSecret,
          hostPublishedAt: liveEvents.hostPublishedAt,
          hostAwaySince: liveEvents.hostAwaySince,
          generation: liveEvents.mediaGeneration,
        })
        .from(liveEvents)
        .where(and(eq(liveEvents.status, 'live'), isNotNull(liveEvents.janusRoom)));
    },
    /** The host's feed is in the room: no longer away (and marked as having published). */
    async hostPresent(id: string, at: Date) {
      await db
        .update(liveEvents)
        .set({ hostPublishedAt: sql`coalesce(${liveEvents.hostPublishedAt}, ${at})`, hostAwaySince: null })
        .where(
          and(
            eq(liveEvents.id, id),
            eq(liveEvents.status, 'live'),
            sql`(${liveEvents.hostPublishedAt} is null or ${liveEvents.hostAwaySince} is not null)`,
          ),
        );
    },
    /** The host's feed (seen before) is missing: away from `at` unless already away. */
    async hostAway(id: string, at: Date) {
      await db
        .update(liveEvents)
        .set({ hostAwaySince: at })
        .where(
          and(
            eq(liveEvents.id, id),
            eq(liveEvents.status, 'live'),
            isNotNull(liveEvents.hostPublishedAt),
            isNull(liveEvents.hostAwaySince),
          ),
        );
    },
    /**
     * Moves a live event to a new room (another Janus) when it is still on room `generation`: the
     * generation goes up and the host counts as away until they publish in the new room.
     */
    async moveRoom(
      id: string,
      generation: number,
      room: { server: string; room: number; secret: string; pin: string },
      at: Date,
    ): Promise<boolean> {
      const moved = await db
        .update(liveEvents)
        .set({
          janusServer: room.server,
          janusRoom: room.room,
          janusSecret: room.secret,
          janusPin: room.pin,
          mediaGeneration: generation + 1,
          hostAwaySince: at,
          hostPublishedAt: sql`coalesce(${liveEvents.hostPublishedAt}, ${at})`,
        })
        .where(and(eq(liveEvents.id, id), eq(liveEvents.status, 'live'), eq(liveEvents.mediaGeneration, generation)))
        .returning({ id: liveEvents.id });
      return moved.length > 0;
    },

    /** Viewers heard from after `since` across the live events on one server. */
    async serverViewers(server: string, since: Date): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(liveViewers)
        .innerJoin(liveEvents, eq(liveEvents.id, liveViewers.eventId))
        .where(and(eq(liveEvents.status, 'live'), eq(liveEvents.janusServer, server), gt(liveViewers.seenAt, since)));
      return r?.n ?? 0;
    },

    /** Live events per server, for the given servers. */
    async liveLoad(servers: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ server: liveEvents.janusServer, n: count() })
        .from(liveEvents)
        .where(and(eq(liveEvents.status, 'live'), inArray(liveEvents.janusServer, servers)))
        .groupBy(liveEvents.janusServer);
      return new Map(rows.map((r) => [r.server ?? '', r.n]));
    },

    /** One more heart for a live event; null when it is not live. */
    async heart(eventId: string): Promise<number | null> {
      const [h] = await db
        .update(liveEvents)
        .set({ hearts: sql`${liveEvents.hearts} + 1` })
        .where(and(eq(liveEvents.id, eventId), eq(liveEvents.status, 'live')))
        .returning({ hearts: liveEvents.hearts });
      return h?.hearts ?? null;
    },
  };
}
