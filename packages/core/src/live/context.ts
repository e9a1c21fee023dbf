import { LIVE_LIMITS, type LiveEventData } from '@drishti/contracts/live';
import type { Db } from '@drishti/db/connection';
import { type LiveEventRow, liveRepository } from '@drishti/db/repositories/live';
import type { ConsultationService } from '../consultations/service';
import { DomainError } from '../errors';

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
  /** Removes the stage guest's feed from the room (the stage call ended); no feed is not an error. */
  kickStage(room: { server: string; room: number; secret: string }): Promise<void>;
  /** Answers when the server is up and its VideoRoom plugin answers; throws otherwise (the health check). */
  ping(server: string): Promise<void>;
  /**
   * Whether the host's feed is publishing in the room; 'no-room' when the room is gone (the server
   * restarted). Throws when the server cannot be reached.
   */
  hostPublishing(room: { server: string; room: number; secret: string }): Promise<boolean | 'no-room'>;
}

export type Caller = { id: string; role: 'user' | 'astrologer' | 'admin' } | null;
export type Row = LiveEventRow;

export interface LiveConfig {
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
  /** The consultation meter that bills the paid stage; without it the stage is off. */
  consultations?: ConsultationService;
  now?: () => Date;
}

/** Failed health checks in a row after which a Janus server counts as down and its events move. */
export const LIVE_SERVER_FAILURES = 2;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What every part of live events shares: the settings, the repository, the event's view and who may do what. */
export function liveContext(config: LiveConfig) {
  const { db, media } = config;
  const now = config.now ?? (() => new Date());
  const repo = liveRepository(db);
  /** Failed health checks in a row per server (this instance's view). */
  const failures = new Map<string, number>();
  const isDown = (server: string) => (failures.get(server) ?? 0) >= LIVE_SERVER_FAILURES;
  /** Called when an event ends, whatever ended it (the stage's call ends with it). */
  const onEnd: ((eventId: string) => Promise<void>)[] = [];
  /** Called when a live event's host goes away (the stage's meter pauses). */
  const onHostAway: ((eventId: string) => Promise<void>)[] = [];

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
    stagePricePerMinute: r.stagePricePerMinute,
  });

  async function views(rows: Row[]): Promise<LiveEventData[]> {
    const counts = await viewerCounts(rows.filter((r) => r.status === 'live').map((r) => r.id));
    return rows.map((r) => view(r, counts.get(r.id) ?? 0));
  }

  async function row(id: string): Promise<Row> {
    const r = await repo.byId(id);
    if (!r) throw new DomainError('not-found', 'No such live event.', { code: 'no-such-live-event' });
    return r;
  }

  async function astrologerOf(userId: string) {
    const a = await repo.astrologerByUser(userId);
    if (a?.status !== 'active')
      throw new DomainError('forbidden', 'Only astrologers can hold live events.', {
        code: 'only-astrologers-go-live',
      });
    return a;
  }

  /** The event's own astrologer, or an admin. */
  function mayModerate(r: Row, caller: Caller): boolean {
    if (!caller) return false;
    return caller.role === 'admin' || (r.hostUserId !== null && r.hostUserId === caller.id);
  }

  function needMedia(): LiveMedia {
    if (!media) throw new DomainError('unavailable', 'Live events are off on this server.', { code: 'live-off' });
    return media;
  }

  /** The configured servers not counted as down (all of them when every one is). */
  function upServers(m: LiveMedia): string[] {
    const up = m.servers.filter((server) => !isDown(server));
    return up.length > 0 ? up : [...m.servers];
  }

  /** The server with the fewest live events (counted in the database, so every instance agrees). */
  async function leastLoaded(m: LiveMedia, among: readonly string[] = upServers(m)): Promise<string> {
    if (among.length === 0)
      throw new DomainError('unavailable', 'Live events are off on this server.', { code: 'live-off' });
    if (among.length === 1) return among[0]!;
    const load = await repo.liveLoad([...among]);
    return [...among].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0))[0]!;
  }

  /** After an event ended: its viewers are cleared and whatever hangs on it (the stage) ends. */
  async function ended(id: string) {
    await repo.clearViewers(id);
    for (const f of onEnd) await f(id);
  }

  /** Ends an event for a reason of the media check; its room is destroyed when the server answers. */
  async function endFor(
    r: { id: string; server: string | null; room: number | null; secret: string | null; generation: number },
    reason: 'host-lost' | 'media-lost',
    when: { awayBefore?: Date } = {},
  ): Promise<boolean> {
    const done = await repo.end(r.id, now(), reason, { ...when, generation: r.generation });
    if (!done) return false;
    if (media && done.server && done.room !== null && done.secret && !isDown(done.server))
      await media.destroyRoom({ server: done.server, room: done.room, secret: done.secret }).catch(() => {});
    await ended(r.id);
    return true;
  }

  /** First name only: the chat is public. */
  async function firstName(userId: string): Promise<string> {
    return ((await repo.userName(userId)) ?? '').trim().split(/\s+/)[0]?.slice(0, 40) ?? '';
  }

  return {
    ...config,
    db,
    media,
    now,
    repo,
    failures,
    isDown,
    onEnd,
    onHostAway,
    hostGraceSeconds: config.hostGraceSeconds ?? 60,
    view,
    views,
    row,
    astrologerOf,
    mayModerate,
    needMedia,
    upServers,
    leastLoaded,
    ended,
    endFor,
    firstName,
  };
}

export type LiveContext = ReturnType<typeof liveContext>;
