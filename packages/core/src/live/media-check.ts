import type { LiveContext, LiveMedia } from './context';

/** How often the API checks the Janus servers and the hosts' feeds (docs/LIVE.md). */
export const LIVE_MEDIA_CHECK_SECONDS = 2;

/** What one media check did: events whose host went away, events moved to another server, events ended. */
export interface LiveMonitorReport {
  down: string[];
  away: string[];
  back: string[];
  moved: string[];
  ended: { id: string; reason: 'host-lost' | 'media-lost' }[];
}

/**
 * One media check (every LIVE_MEDIA_CHECK_SECONDS on each API instance; every step is a
 * conditional update, so instances checking at once agree): pings every Janus server; a server
 * failing LIVE_SERVER_FAILURES checks in a row is down, and its events move to a new room on the
 * least-loaded server that is up, or end with everyone told when there is none ('media-lost').
 * A room gone from a server that answers (it restarted) moves the same way. For the others, the
 * host's feed: missing after it was seen, the event is "reconnecting" (the stage's meter pauses);
 * back, it is live again; missing for longer than the grace period, the event ends ('host-lost').
 */
export function liveMediaCheck(ctx: LiveContext) {
  const { repo, failures, isDown, now } = ctx;

  return async function monitor(): Promise<LiveMonitorReport> {
    const report: LiveMonitorReport = { down: [], away: [], back: [], moved: [], ended: [] };
    if (!ctx.media) return report;
    const m = ctx.media;
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
    const graceStart = new Date(t.getTime() - ctx.hostGraceSeconds * 1000);
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
        if (r.hostAwaySince <= graceStart && (await ctx.endFor(r, 'host-lost', { awayBefore: graceStart })))
          report.ended.push({ id: r.id, reason: 'host-lost' });
      } else if (r.hostPublishedAt !== null) {
        await repo.hostAway(r.id, t);
        for (const f of ctx.onHostAway) await f(r.id);
        report.away.push(r.id);
      }
    }
    for (const r of move) {
      const up = m.servers.filter((server) => !isDown(server));
      if (up.length === 0) {
        if (await ctx.endFor(r, 'media-lost')) report.ended.push({ id: r.id, reason: 'media-lost' });
        continue;
      }
      let room: Awaited<ReturnType<LiveMedia['createRoom']>>;
      try {
        room = await m.createRoom(await ctx.leastLoaded(m, up));
      } catch {
        continue; // the next check tries again (or finds that server down too)
      }
      if (await repo.moveRoom(r.id, r.generation, room, now())) {
        report.moved.push(r.id);
        // The host counts as away until they publish in the new room: the stage's meter pauses too.
        for (const f of ctx.onHostAway) await f(r.id);
        if (r.server && r.room !== null && r.secret && !isDown(r.server))
          await m.destroyRoom({ server: r.server, room: r.room, secret: r.secret }).catch(() => {});
      } else await m.destroyRoom(room).catch(() => {});
    }
    return report;
  };
}
