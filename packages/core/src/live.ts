import { LIVE_LIMITS, type LiveEventCreate, type LiveEventData } from '@drishti/contracts/live';
import { AlreadyLiveError } from '@drishti/db/repositories/live';
import { DomainError } from './errors';
import { tellFollowers } from './follows';
import { liveChat } from './live/chat';
import { type Caller, type LiveConfig, liveContext, type Row } from './live/context';
import { liveGifts } from './live/gifts';
import { liveMediaCheck } from './live/media-check';
import { liveStage } from './live/stage';
import { type LiveRole, signLiveToken, verifyLiveToken } from './live/tokens';

export { type LiveConfig, type LiveMedia, LIVE_SERVER_FAILURES } from './live/context';
export { LIVE_MEDIA_CHECK_SECONDS, type LiveMonitorReport } from './live/media-check';
export { type LiveRole, type LiveTokenClaims, newRoomSecrets, signLiveToken, verifyLiveToken } from './live/tokens';

/**
 * Live events (docs/LIVE.md): an astrologer schedules an event or goes live now; while it is live a
 * Janus VideoRoom room exists for it (created here through `media`, with a random secret and PIN
 * only the server knows); the browser reaches Janus through our `/janus` proxy with a short-lived
 * token this service signs, bound to one event and one role (publisher, viewer, or the stage's
 * guest). Each concern lives in its own file under `live/`: the chat, gifts, the paid stage, the
 * media check; this file holds the events themselves and puts the parts together.
 */
export function liveService(config: LiveConfig) {
  const ctx = liveContext(config);
  const { repo, now, media, db } = ctx;
  const stage = liveStage(ctx);
  const chat = liveChat(ctx, stage.stageOf);
  const gifts = liveGifts(ctx);

  async function goLive(r: Row): Promise<LiveEventData> {
    const m = ctx.needMedia();
    const room = await m.createRoom(await ctx.leastLoaded(m));
    let updated: boolean;
    try {
      updated = await repo.setLive(r.id, now(), room);
    } catch (e) {
      await m.destroyRoom(room).catch(() => {});
      if (e instanceof AlreadyLiveError)
        throw new DomainError('conflict', 'You are already live in another event. End it first.', {
          code: 'already-live-elsewhere',
        });
      throw e;
    }
    if (!updated) {
      await m.destroyRoom(room).catch(() => {});
      throw new DomainError('conflict', 'This event has already started or ended.', {
        code: 'event-started-or-ended',
      });
    }
    tellFollowers(
      db,
      r.astrologerId,
      { event: 'live', eventId: r.id, titleEn: r.titleEn, titleHi: r.titleHi, startsAt: r.startsAt },
      { now },
    );
    return (await ctx.views([await ctx.row(r.id)]))[0]!;
  }

  return {
    enabled: () => media !== null,

    /** Live events (most watched first) and upcoming ones (soonest first). */
    async list(): Promise<{ live: LiveEventData[]; upcoming: LiveEventData[] }> {
      const liveRows = await repo.live();
      const upcomingRows = await repo.upcoming(new Date(now().getTime() - 3_600_000), 50);
      const live = (await ctx.views(liveRows)).sort((a, b) => b.viewers - a.viewers);
      return { live, upcoming: await ctx.views(upcomingRows) };
    },

    async get(id: string): Promise<LiveEventData> {
      return (await ctx.views([await ctx.row(id)]))[0]!;
    },

    /** The signed-in astrologer's events, newest first. */
    async mine(userId: string): Promise<LiveEventData[]> {
      const a = await ctx.astrologerOf(userId);
      return ctx.views(await repo.byAstrologer(a.id, 30));
    },

    /** Schedules an event, or (without a start time) creates it and goes live at once. */
    async create(userId: string, body: LiveEventCreate): Promise<LiveEventData> {
      const a = await ctx.astrologerOf(userId);
      const at = body.startsAt ? new Date(body.startsAt) : now();
      if (body.startsAt) {
        const ahead = at.getTime() - now().getTime();
        if (ahead < 0)
          throw new DomainError('invalid', 'Choose a start time in the future.', { code: 'start-not-in-future' });
        if (ahead > LIVE_LIMITS.scheduleDaysAhead * 86_400_000)
          throw new DomainError('invalid', `Schedule at most ${LIVE_LIMITS.scheduleDaysAhead} days ahead.`, {
            code: 'live-too-far-ahead',
            values: { days: LIVE_LIMITS.scheduleDaysAhead },
          });
      } else ctx.needMedia();
      const createdId = await repo.insertEvent({
        astrologerId: a.id,
        titleEn: body.titleEn,
        titleHi: body.titleHi,
        topicEn: body.topicEn,
        topicHi: body.topicHi,
        language: body.language,
        startsAt: at,
        stagePricePerMinute: body.stagePricePerMinute ?? a.pricePerMinute,
      });
      const r = await ctx.row(createdId);
      if (body.startsAt) {
        tellFollowers(
          db,
          a.id,
          { event: 'scheduled', eventId: r.id, titleEn: r.titleEn, titleHi: r.titleHi, startsAt: at },
          { now },
        );
        return ctx.view(r, 0);
      }
      try {
        return await goLive(r);
      } catch (e) {
        await repo.deleteEvent(r.id);
        throw e;
      }
    },

    /** The astrologer starts a scheduled event. */
    async start(userId: string, id: string): Promise<LiveEventData> {
      const a = await ctx.astrologerOf(userId);
      const r = await ctx.row(id);
      if (r.astrologerId !== a.id)
        throw new DomainError('not-found', 'No such live event.', { code: 'no-such-live-event' });
      if (r.status !== 'scheduled')
        throw new DomainError('conflict', 'This event has already started or ended.', {
          code: 'event-started-or-ended',
        });
      return goLive(r);
    },

    /** The astrologer (or an admin) ends an event; its room is destroyed and everyone watching is told. */
    async end(caller: NonNullable<Caller>, id: string): Promise<LiveEventData> {
      const r = await ctx.row(id);
      if (!ctx.mayModerate(r, caller))
        throw new DomainError('not-found', 'No such live event.', { code: 'no-such-live-event' });
      const ended = await repo.end(id, now(), 'host');
      if (!ended) throw new DomainError('conflict', 'This event has already ended.', { code: 'event-already-ended' });
      if (ended.server && ended.room !== null && ended.secret && media)
        await media.destroyRoom({ server: ended.server, room: ended.room, secret: ended.secret }).catch(() => {});
      await ctx.ended(id);
      return (await ctx.views([await ctx.row(id)]))[0]!;
    },

    /**
     * A token for the `/janus` socket: the event's own astrologer publishes, anyone (signed in or
     * not) views, the viewer on stage publishes the guest's feed; only while the event is live.
     */
    async token(caller: Caller, id: string, role: LiveRole) {
      const r = await ctx.row(id);
      if (r.status !== 'live') throw new DomainError('conflict', 'This event is not live.', { code: 'not-live' });
      if (role === 'publisher' && !(caller && r.hostUserId === caller.id))
        throw new DomainError('forbidden', 'Only the astrologer of this event can broadcast in it.', {
          code: 'only-host-broadcasts',
        });
      let stageId: string | undefined;
      if (role === 'stage') {
        const c = await repo.activeStage(id);
        if (!caller || c?.userId !== caller.id)
          throw new DomainError('forbidden', 'You are not on the call in this event.', {
            key: 'not-on-call-in-event',
            code: 'not-on-stage',
          });
        stageId = c.id;
      }
      const room = await repo.media(id);
      // A full server: the viewers already counted on it (pages polled in the last 30 seconds, this
      // one included once it has polled) are at the limit.
      if (role === 'viewer' && config.maxViewersPerServer !== undefined && room?.server) {
        const since = new Date(now().getTime() - LIVE_LIMITS.viewerStaleSeconds * 1000);
        if ((await repo.serverViewers(room.server, since)) > config.maxViewersPerServer)
          throw new DomainError(
            'unavailable',
            'This live event is full right now. Please try again in a few minutes.',
            {
              code: 'live-full',
              retryAfterSeconds: 60,
            },
          );
      }
      // The host starting (again): a feed left over from a dropped connection would block the new one.
      if (role === 'publisher' && media && room?.server && room.room !== null && room.secret)
        // A server that does not answer is the media check's concern (the event moves or ends).
        await media.kickHost({ server: room.server, room: room.room, secret: room.secret }).catch(() => {});
      const expiresAt = new Date(now().getTime() + LIVE_LIMITS.tokenSeconds * 1000);
      return { token: signLiveToken(config.secret, id, role, expiresAt, stageId), role, room: room!.room!, expiresAt };
    },

    /**
     * What the `/janus` proxy needs for a valid token: the live event's server, room and PIN. A
     * stage token opens only for the signed-in user on stage (`userId`, the socket's session)
     * while their call is on.
     */
    async openToken(
      token: string,
      userId: string | null = null,
    ): Promise<{
      eventId: string;
      role: LiveRole;
      stageId: string | null;
      server: string;
      room: number;
      pin: string;
    } | null> {
      const t = verifyLiveToken(config.secret, token, now());
      if (!t) return null;
      const r = await repo.media(t.eventId);
      if (r?.status !== 'live' || !r.server || r.room === null || !r.pin) return null;
      if (t.role === 'stage' && !(await stage.stageOpen(t.eventId, t.stageId!, userId))) return null;
      return { eventId: t.eventId, role: t.role, stageId: t.stageId, server: r.server, room: r.room, pin: r.pin };
    },

    state: chat.state,
    chat: chat.chat,
    removeMessage: chat.removeMessage,
    mute: chat.mute,
    heart: chat.heart,
    gift: gifts.gift,
    askStage: stage.askStage,
    leaveStage: stage.leaveStage,
    pickStage: stage.pickStage,
    endStage: stage.endStage,
    stageConnected: stage.stageConnected,
    stageOpen: stage.stageOpen,
    monitor: liveMediaCheck(ctx),
  };
}

export type LiveService = ReturnType<typeof liveService>;
