import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  LIVE_LIMITS,
  type LiveChatMessageData,
  type LiveEventCreate,
  type LiveEventData,
  type LiveStateData,
} from '@drishti/contracts/live';
import { liveGift } from '@drishti/content/live-gifts';
import type { Db } from '@drishti/db/connection';
import { InsufficientFundsError, ledgerRepository } from '@drishti/db/repositories/ledger';
import { AlreadyLiveError, type LiveEventRow, liveRepository } from '@drishti/db/repositories/live';
import { findContact } from './consultations/contact-filter';
import { commissionSplit } from './consultations/rules';
import { DomainError } from './errors';
import { tellFollowers } from './follows';

/**
 * Live events (docs/LIVE.md): an astrologer schedules an event or goes live now; while it is live a
 * Janus VideoRoom room exists for it (created here through `media`, with a random secret and PIN
 * only the server knows); the browser reaches Janus through our `/janus` proxy with a short-lived
 * token this service signs, bound to one event and one role (publisher or viewer).
 */

/** The media server side: rooms on one of the configured Janus servers. */
export interface LiveMedia {
  /** The configured servers (JANUS_URL entries). */
  readonly servers: readonly string[];
  /** Creates a room on the given server. */
  createRoom(server: string): Promise<{ server: string; room: number; secret: string; pin: string }>;
  /** Destroys a room (everyone in it is told); a room already gone is not an error. */
  destroyRoom(room: { server: string; room: number; secret: string }): Promise<void>;
  /**
   * Removes the host's feed from the room when it is there (a connection of theirs that dropped
   * without leaving), so that they can publish again at once; no feed is not an error.
   */
  kickHost(room: { server: string; room: number; secret: string }): Promise<void>;
  /** Answers when the server is up and its VideoRoom plugin answers; throws otherwise (the health check). */
  ping(server: string): Promise<void>;
  /**
   * Whether the host's feed is publishing in the room; 'no-room' when the room is gone (the server
   * restarted). Throws when the server cannot be reached.
   */
  hostPublishing(room: { server: string; room: number; secret: string }): Promise<boolean | 'no-room'>;
}

/** How often the API checks the Janus servers and the hosts' feeds (docs/LIVE.md). */
export const LIVE_MEDIA_CHECK_SECONDS = 2;
/** Failed health checks in a row after which a Janus server counts as down and its events move. */
export const LIVE_SERVER_FAILURES = 2;

/** What one media check did: events whose host went away, events moved to another server, events ended. */
export interface LiveMonitorReport {
  down: string[];
  away: string[];
  back: string[];
  moved: string[];
  ended: { id: string; reason: 'host-lost' | 'media-lost' }[];
}

export type LiveRole = 'publisher' | 'viewer';
type Caller = { id: string; role: 'user' | 'astrologer' | 'admin' } | null;

/** A signed token: `<event id>.<role>.<expiry ms>.<nonce>.<signature>`. */
export function signLiveToken(secret: string, eventId: string, role: LiveRole, expiresAt: Date): string {
  const body = `${eventId}.${role}.${expiresAt.getTime()}.${randomBytes(9).toString('base64url')}`;
  const sig = createHmac('sha256', `live-token:${secret}`).update(body).digest('base64url');
  return `${body}.${sig}`;
}

/** The event and role of a valid, unexpired token; null for anything else. */
export function verifyLiveToken(secret: string, token: string, now: Date): { eventId: string; role: LiveRole } | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [eventId, role, exp, nonce, sig] = parts as [string, string, string, string, string];
  if (role !== 'publisher' && role !== 'viewer') return null;
  if (!/^\d{1,16}$/.test(exp) || Number(exp) < now.getTime()) return null;
  const expected = createHmac('sha256', `live-token:${secret}`).update(`${eventId}.${role}.${exp}.${nonce}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { eventId, role };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function liveService({
  db,
  secret,
  media,
  hostGraceSeconds = 60,
  maxViewersPerServer,
  now = () => new Date(),
}: {
  db: Db;
  /** Signs the Janus tokens (the session secret). */
  secret: string;
  /** null: no Janus is configured and live events are off. */
  media: LiveMedia | null;
  /** How long a host whose feed dropped has to come back before the event ends (LIVE_HOST_GRACE_SECONDS). */
  hostGraceSeconds?: number;
  /**
   * Viewers one Janus server carries at most (JANUS_MAX_VIEWERS, from the bench); past it a new
   * viewer is told the event is full. Undefined: no limit.
   */
  maxViewersPerServer?: number;
  now?: () => Date;
}) {
  /** Failed health checks in a row per server (this instance's view). */
  const failures = new Map<string, number>();
  const isDown = (server: string) => (failures.get(server) ?? 0) >= LIVE_SERVER_FAILURES;
  const repo = liveRepository(db);
  type Row = LiveEventRow;

  function viewerCounts(ids: string[]): Promise<Map<string, number>> {
    return repo.viewerCounts(ids, new Date(now().getTime() - LIVE_LIMITS.viewerStaleSeconds * 1000));
  }

  const view = (r: Row, viewers: number): LiveEventData => ({
    id: r.id,
    astrologer: { id: r.astrologerId, slug: r.astrologerSlug, name: r.astrologerName, nameHi: r.astrologerNameHi },
    titleEn: r.titleEn,
    titleHi: r.titleHi,
    topicEn: r.topicEn,
    topicHi: r.topicHi,
    language: r.language,
    status: r.status,
    startsAt: r.startsAt.toISOString(),
    startedAt: iso(r.startedAt),
    endedAt: iso(r.endedAt),
    viewers: r.status === 'live' ? viewers : 0,
    hearts: r.hearts,
    hostAway: r.status === 'live' && r.hostAwaySince !== null,
    mediaGeneration: r.mediaGeneration,
    endReason: r.status === 'ended' ? r.endReason : null,
  });

  async function views(rows: Row[]): Promise<LiveEventData[]> {
    const counts = await viewerCounts(rows.filter((r) => r.status === 'live').map((r) => r.id));
    return rows.map((r) => view(r, counts.get(r.id) ?? 0));
  }

  async function row(id: string): Promise<Row> {
    const r = await repo.byId(id);
    if (!r) throw new DomainError('not-found', 'No such live event.');
    return r;
  }

  async function astrologerOf(userId: string) {
    const a = await repo.astrologerByUser(userId);
    if (a?.status !== 'active') throw new DomainError('forbidden', 'Only astrologers can hold live events.');
    return a;
  }

  /** The event's own astrologer, or (when `admins`) an admin. */
  function mayModerate(r: Row, caller: Caller): boolean {
    if (!caller) return false;
    return caller.role === 'admin' || (r.hostUserId !== null && r.hostUserId === caller.id);
  }

  function needMedia(): LiveMedia {
    if (!media) throw new DomainError('unavailable', 'Live events are off on this server.', { code: 'live-off' });
    return media;
  }

  /** The server with the fewest live events (counted in the database, so every instance agrees). */
  async function leastLoaded(m: LiveMedia, among: readonly string[] = upServers(m)): Promise<string> {
    if (among.length === 0)
      throw new DomainError('unavailable', 'Live events are off on this server.', { code: 'live-off' });
    if (among.length === 1) return among[0]!;
    const load = await repo.liveLoad([...among]);
    return [...among].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0))[0]!;
  }

  /** The configured servers not counted as down (all of them when every one is). */
  function upServers(m: LiveMedia): string[] {
    const up = m.servers.filter((server) => !isDown(server));
    return up.length > 0 ? up : [...m.servers];
  }

  /** Ends an event for a reason of the media check; its room is destroyed when the server answers. */
  async function endFor(
    r: { id: string; server: string | null; room: number | null; secret: string | null; generation: number },
    reason: 'host-lost' | 'media-lost',
    when: { awayBefore?: Date } = {},
  ): Promise<boolean> {
    const ended = await repo.end(r.id, now(), reason, { ...when, generation: r.generation });
    if (!ended) return false;
    if (media && ended.server && ended.room !== null && ended.secret && !isDown(ended.server))
      await media.destroyRoom({ server: ended.server, room: ended.room, secret: ended.secret }).catch(() => {});
    await repo.clearViewers(r.id);
    return true;
  }

  async function goLive(r: Row): Promise<LiveEventData> {
    const m = needMedia();
    const room = await m.createRoom(await leastLoaded(m));
    let updated: boolean;
    try {
      updated = await repo.setLive(r.id, now(), room);
    } catch (e) {
      await m.destroyRoom(room).catch(() => {});
      if (e instanceof AlreadyLiveError)
        throw new DomainError('conflict', 'You are already live in another event. End it first.');
      throw e;
    }
    if (!updated) {
      await m.destroyRoom(room).catch(() => {});
      throw new DomainError('conflict', 'This event has already started or ended.');
    }
    tellFollowers(
      db,
      r.astrologerId,
      { event: 'live', eventId: r.id, titleEn: r.titleEn, titleHi: r.titleHi, startsAt: r.startsAt },
      { now },
    );
    return (await views([await row(r.id)]))[0]!;
  }

  return {
    enabled: () => media !== null,

    /** Live events (most watched first) and upcoming ones (soonest first). */
    async list(): Promise<{ live: LiveEventData[]; upcoming: LiveEventData[] }> {
      const liveRows = await repo.live();
      const upcomingRows = await repo.upcoming(new Date(now().getTime() - 3_600_000), 50);
      const live = (await views(liveRows)).sort((a, b) => b.viewers - a.viewers);
      return { live, upcoming: await views(upcomingRows) };
    },

    async get(id: string): Promise<LiveEventData> {
      return (await views([await row(id)]))[0]!;
    },

    /** The signed-in astrologer's events, newest first. */
    async mine(userId: string): Promise<LiveEventData[]> {
      const a = await astrologerOf(userId);
      return views(await repo.byAstrologer(a.id, 30));
    },

    /** Schedules an event, or (without a start time) creates it and goes live at once. */
    async create(userId: string, body: LiveEventCreate): Promise<LiveEventData> {
      const a = await astrologerOf(userId);
      const at = body.startsAt ? new Date(body.startsAt) : now();
      if (body.startsAt) {
        const ahead = at.getTime() - now().getTime();
        if (ahead < 0) throw new DomainError('invalid', 'Choose a start time in the future.');
        if (ahead > LIVE_LIMITS.scheduleDaysAhead * 86_400_000)
          throw new DomainError('invalid', `Schedule at most ${LIVE_LIMITS.scheduleDaysAhead} days ahead.`);
      } else needMedia();
      const createdId = await repo.insertEvent({
        astrologerId: a.id,
        titleEn: body.titleEn,
        titleHi: body.titleHi,
        topicEn: body.topicEn,
        topicHi: body.topicHi,
        language: body.language,
        startsAt: at,
      });
      const r = await row(createdId);
      if (body.startsAt) {
        tellFollowers(
          db,
          a.id,
          { event: 'scheduled', eventId: r.id, titleEn: r.titleEn, titleHi: r.titleHi, startsAt: at },
          { now },
        );
        return view(r, 0);
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
      const a = await astrologerOf(userId);
      const r = await row(id);
      if (r.astrologerId !== a.id) throw new DomainError('not-found', 'No such live event.');
      if (r.status !== 'scheduled') throw new DomainError('conflict', 'This event has already started or ended.');
      return goLive(r);
    },

    /** The astrologer (or an admin) ends an event; its room is destroyed and everyone watching is told. */
    async end(caller: NonNullable<Caller>, id: string): Promise<LiveEventData> {
      const r = await row(id);
      if (!mayModerate(r, caller)) throw new DomainError('not-found', 'No such live event.');
      const ended = await repo.end(id, now(), 'host');
      if (!ended) throw new DomainError('conflict', 'This event has already ended.');
      if (ended.server && ended.room !== null && ended.secret && media)
        await media.destroyRoom({ server: ended.server, room: ended.room, secret: ended.secret }).catch(() => {});
      await repo.clearViewers(id);
      return (await views([await row(id)]))[0]!;
    },

    /**
     * A token for the `/janus` socket: the event's own astrologer publishes, anyone (signed in or
     * not) views; only while the event is live.
     */
    async token(caller: Caller, id: string, role: LiveRole) {
      const r = await row(id);
      if (r.status !== 'live') throw new DomainError('conflict', 'This event is not live.', { code: 'not-live' });
      if (role === 'publisher' && !(caller && r.hostUserId === caller.id))
        throw new DomainError('forbidden', 'Only the astrologer of this event can broadcast in it.');
      const room = await repo.media(id);
      // A full server: the viewers already counted on it (pages polled in the last 30 seconds, this
      // one included once it has polled) are at the limit.
      if (role === 'viewer' && maxViewersPerServer !== undefined && room?.server) {
        const since = new Date(now().getTime() - LIVE_LIMITS.viewerStaleSeconds * 1000);
        if ((await repo.serverViewers(room.server, since)) > maxViewersPerServer)
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
      return { token: signLiveToken(secret, id, role, expiresAt), role, room: room!.room!, expiresAt };
    },

    /** What the `/janus` proxy needs for a valid token: the live event's server, room and PIN. */
    async openToken(token: string): Promise<{
      eventId: string;
      role: LiveRole;
      server: string;
      room: number;
      pin: string;
    } | null> {
      const t = verifyLiveToken(secret, token, now());
      if (!t) return null;
      const r = await repo.media(t.eventId);
      if (r?.status !== 'live' || !r.server || r.room === null || !r.pin) return null;
      return { eventId: t.eventId, role: t.role, server: r.server, room: r.room, pin: r.pin };
    },

    /**
     * What a watching page polls: the event, the latest shown chat messages (removed ones are gone
     * for everyone at the next poll), and what the caller may do. `viewerKey` counts the page as watching.
     */
    async state(caller: Caller, id: string, viewerKey?: string): Promise<LiveStateData> {
      const r = await row(id);
      const t = now();
      if (viewerKey && r.status === 'live') {
        // One write per viewer every few polls at most: refreshed only when it is getting old.
        await repo.touchViewer(id, viewerKey, t, new Date(t.getTime() - 10_000));
      }
      const moderator = mayModerate(r, caller);
      const rows = await repo.chatWindow(id, LIVE_LIMITS.chatWindow);
      const messages: LiveChatMessageData[] = rows.map((m) => ({
        id: m.id,
        userId: moderator ? m.userId : null,
        author: m.author,
        host: m.userId !== null && m.userId === r.hostUserId,
        body: m.body,
        gift: m.gift !== null && m.giftCoins !== null ? { id: m.gift, coins: m.giftCoins } : null,
        at: m.at.toISOString(),
      }));
      let muted = false;
      let coins: number | null = null;
      if (caller) {
        muted = await repo.isMuted(id, caller.id);
        const wallet = await ledgerRepository(db).account('wallet', caller.id);
        coins = wallet.balance;
      }
      return {
        event: (await views([r]))[0]!,
        messages,
        me: {
          signedIn: caller !== null,
          muted,
          moderator,
          host: caller !== null && r.hostUserId === caller.id,
          coins,
        },
      };
    },

    /** A signed-in viewer's chat message: live events only, not muted, no contact details, 10 a minute. */
    async chat(caller: NonNullable<Caller>, id: string, body: string): Promise<LiveChatMessageData> {
      const r = await row(id);
      if (r.status !== 'live') throw new DomainError('conflict', 'This event is not live.', { code: 'not-live' });
      const found = findContact(body);
      if (found)
        throw new DomainError('invalid', 'Phone numbers, e-mail addresses, UPI ids and links cannot be shared here.', {
          code: `blocked-content:${found}`,
        });
      if (await repo.isMuted(id, caller.id))
        throw new DomainError('forbidden', 'You have been muted in this live chat.', { code: 'muted' });
      const recent = await repo.chatCountSince(id, caller.id, new Date(now().getTime() - 60_000));
      if (recent >= LIVE_LIMITS.chatPerMinute)
        throw new DomainError('rate-limited', 'You are sending messages too fast. Please wait a moment.', {
          retryAfterSeconds: 30,
        });
      const host = r.hostUserId === caller.id;
      let author: string;
      if (host) author = r.astrologerName;
      else {
        // First name only: the chat is public.
        author = ((await repo.userName(caller.id)) ?? '').trim().split(/\s+/)[0]?.slice(0, 40) ?? '';
      }
      const m = await repo.insertChat({ eventId: id, userId: caller.id, authorName: author, body, createdAt: now() });
      return { id: m.id, userId: caller.id, author, host, body, gift: null, at: m.createdAt.toISOString() };
    },

    /**
     * A signed-in viewer sends a gift from the fixed list: its price moves from their wallet to the
     * astrologer's earnings (minus the platform's commission, as for consultations) in one ledger
     * transaction, and a gift line appears in the chat. The caller's idempotency key makes the
     * ledger key: a repeat moves nothing and answers with the first gift line; the same key for a
     * different gift or event is refused.
     */
    async gift(
      caller: NonNullable<Caller>,
      id: string,
      giftId: string,
      key: string,
    ): Promise<{ message: LiveChatMessageData; coins: number }> {
      const gift = liveGift(giftId);
      if (!gift) throw new DomainError('invalid', 'No such gift.');
      const r = await row(id);
      if (r.status !== 'live') throw new DomainError('conflict', 'This event is not live.', { code: 'not-live' });
      if (r.hostUserId === caller.id) throw new DomainError('forbidden', 'You cannot send a gift to yourself.');
      // Nothing is billed while the host is away (reconnecting or moving to another server).
      if (r.hostAwaySince !== null)
        throw new DomainError('conflict', 'The astrologer is reconnecting. Send your gift when they are back.', {
          code: 'host-away',
        });
      const split = commissionSplit(gift.coins, await repo.commissionPercent(r.astrologerId));
      const author = ((await repo.userName(caller.id)) ?? '').trim().split(/\s+/)[0]?.slice(0, 40) ?? '';
      const ledger = ledgerRepository(db);
      const wallet = await ledger.account('wallet', caller.id);
      // The gift line is written first so that the ledger transaction can name it; a repeat
      // (the key already posted) rolls the new line back and answers with the first one.
      let messageId: number;
      try {
        const posted = await repo.postGift({
          eventId: id,
          userId: caller.id,
          astrologerId: r.astrologerId,
          author,
          gift: { id: gift.id, coins: gift.coins, memo: gift.en },
          split,
          ledgerKey: `live-gift:${caller.id}:${key}`,
          at: now(),
        });
        if ('messageId' in posted) messageId = posted.messageId;
        else {
          const meta = posted.repeated;
          if (meta.eventId !== id || meta.giftId !== gift.id || typeof meta.messageId !== 'number')
            throw new DomainError('conflict', 'This Idempotency-Key was already used for a different request.', {
              code: 'idempotency-key-reused',
            });
          messageId = meta.messageId;
        }
      } catch (e) {
        if (e instanceof InsufficientFundsError) {
          const have = await ledger.balance(wallet.id);
          throw new DomainError('conflict', `This gift costs ${gift.coins} coins; you have ${have}.`, {
            code: 'insufficient-balance',
          });
        }
        throw e;
      }
      const m = (await repo.chatMessage(messageId))!;
      return {
        message: {
          id: m.id,
          userId: caller.id,
          author: m.authorName,
          host: false,
          body: '',
          gift: { id: m.gift!, coins: m.giftCoins! },
          at: m.createdAt.toISOString(),
        },
        coins: await ledger.balance(wallet.id),
      };
    },
    /** The astrologer or an admin removes a message: it disappears for everyone. */
    async removeMessage(caller: NonNullable<Caller>, id: string, messageId: number): Promise<void> {
      const r = await row(id);
      if (!mayModerate(r, caller))
        throw new DomainError('forbidden', 'Only the astrologer and admins can moderate this chat.');
      if (!(await repo.removeMessage(id, messageId, caller.id, now())))
        throw new DomainError('not-found', 'No such message.');
    },

    /** The astrologer or an admin mutes a viewer in this event's chat. */
    async mute(caller: NonNullable<Caller>, id: string, userId: string): Promise<void> {
      const r = await row(id);
      if (!mayModerate(r, caller))
        throw new DomainError('forbidden', 'Only the astrologer and admins can moderate this chat.');
      if (userId === r.hostUserId) throw new DomainError('invalid', 'The astrologer cannot be muted.');
      await repo.mute(id, userId, caller.id);
    },

    /**
     * One media check (every LIVE_MEDIA_CHECK_SECONDS on each API instance; every step is a
     * conditional update, so instances checking at once agree): pings every Janus server; a server
     * failing LIVE_SERVER_FAILURES checks in a row is down, and its events move to a new room on the
     * least-loaded server that is up, or end with everyone told when there is none ('media-lost').
     * A room gone from a server that answers (it restarted) moves the same way. For the others, the
     * host's feed: missing after it was seen, the event is "reconnecting"; back, it is live again;
     * missing for longer than the grace period, the event ends ('host-lost').
     */
    async monitor(): Promise<LiveMonitorReport> {
      const report: LiveMonitorReport = { down: [], away: [], back: [], moved: [], ended: [] };
      if (!media) return report;
      const m = media;
      await Promise.all(
        m.servers.map(async (server) => {
          try {
            await m.ping(server);
            failures.delete(server);
          } catch {
            failures.set(server, (failures.get(server) ?? 0) + 1);
          }
        }),
      );
      report.down = m.servers.filter(isDown);
      const t = now();
      const graceStart = new Date(t.getTime() - hostGraceSeconds * 1000);
      const move: Awaited<ReturnType<typeof repo.liveRooms>> = [];
      for (const r of await repo.liveRooms()) {
        if (!r.server || r.room === null || !r.secret) continue;
        if (isDown(r.server) || !m.servers.includes(r.server)) {
          move.push(r);
          continue;
        }
        if ((failures.get(r.server) ?? 0) > 0) continue; // not answering right now: wait for the next check
        let publishing: boolean | 'no-room';
        try {
          publishing = await m.hostPublishing({ server: r.server, room: r.room, secret: r.secret });
        } catch {
          continue;
        }
        if (publishing === 'no-room') move.push(r);
        else if (publishing) {
          if (r.hostAwaySince !== null || r.hostPublishedAt === null) {
            await repo.hostPresent(r.id, t);
            if (r.hostAwaySince !== null) report.back.push(r.id);
          }
        } else if (r.hostAwaySince !== null) {
          if (r.hostAwaySince <= graceStart && (await endFor(r, 'host-lost', { awayBefore: graceStart })))
            report.ended.push({ id: r.id, reason: 'host-lost' });
        } else if (r.hostPublishedAt !== null) {
          await repo.hostAway(r.id, t);
          report.away.push(r.id);
        }
      }
      for (const r of move) {
        const up = m.servers.filter((server) => !isDown(server));
        if (up.length === 0) {
          if (await endFor(r, 'media-lost')) report.ended.push({ id: r.id, reason: 'media-lost' });
          continue;
        }
        let room: Awaited<ReturnType<LiveMedia['createRoom']>>;
        try {
          room = await m.createRoom(await leastLoaded(m, up));
        } catch {
          continue; // the next check tries again (or finds that server down too)
        }
        if (await repo.moveRoom(r.id, r.generation, room, now())) {
          report.moved.push(r.id);
          if (r.server && r.room !== null && r.secret && !isDown(r.server))
            await m.destroyRoom({ server: r.server, room: r.room, secret: r.secret }).catch(() => {});
        } else await m.destroyRoom(room).catch(() => {});
      }
      return report;
    },

    /** A heart for a live event (anyone watching). */
    async heart(id: string): Promise<number> {
      const h = await repo.heart(id);
      if (h === null) throw new DomainError('conflict', 'This event is not live.', { code: 'not-live' });
      return h;
    },
  };
}

export type LiveService = ReturnType<typeof liveService>;

/** A random VideoRoom room id (a safe JavaScript integer) and a room secret and PIN. */
export function newRoomSecrets() {
  return {
    room: randomInt(1, 2 ** 47),
    secret: randomBytes(24).toString('base64url'),
    pin: randomBytes(18).toString('base64url'),
  };
}
