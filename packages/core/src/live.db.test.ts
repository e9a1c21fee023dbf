import type { Database } from '@drishti/db/connection';
import { liveRepository } from '@drishti/db/repositories/live';
import { usersRepository } from '@drishti/db/repositories/users';
import { demoAstrologerPhone, loadDemoData } from '@drishti/db/seed';
import { createTestDatabase } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SERVER_FAILURES, type LiveMedia, liveService } from './live';

/**
 * The media check of live events (docs/LIVE.md) against a fake media port that answers as the
 * Janus adapter does: a host who drops is "reconnecting" for the grace period, then the event ends;
 * a Janus that fails moves its events to another one, or ends them when there is none.
 */

type Room = { server: string; room: number; secret: string; pin: string };

/** Janus servers in memory: rooms, whether the host publishes in each, and servers that are down. */
function fakeMedia(servers: string[]) {
  const rooms = new Map<number, Room & { publishing: boolean }>();
  const down = new Set<string>();
  /** Rooms the stage guest's feed was kicked from. */
  const kicked: number[] = [];
  let next = 100;
  const reach = (server: string) => {
    if (down.has(server)) throw new Error(`janus ${server}: connection refused`);
  };
  const media: LiveMedia = {
    servers,
    async createRoom(server) {
      reach(server);
      const r = { server, room: next++, secret: `s${next}`, pin: `p${next}` };
      rooms.set(r.room, { ...r, publishing: false });
      return r;
    },
    async destroyRoom({ server, room }) {
      reach(server);
      rooms.delete(room);
    },
    async kickHost({ server }) {
      reach(server);
    },
    async kickStage({ server, room }) {
      reach(server);
      kicked.push(room);
    },
    async ping(server) {
      reach(server);
    },
    async hostPublishing({ server, room }) {
      reach(server);
      const r = rooms.get(room);
      return r && r.server === server ? r.publishing : 'no-room';
    },
  };
  return {
    media,
    rooms,
    down,
    kicked,
    publish(room: number, on: boolean) {
      rooms.get(room)!.publishing = on;
    },
    /** The server restarts: its rooms are gone. */
    restart(server: string) {
      for (const [id, r] of rooms) if (r.server === server) rooms.delete(id);
    },
  };
}

let database: Database;
let hostA: string;
let hostB: string;
let clock = new Date('2026-11-20T10:00:00Z');
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  database = await createTestDatabase();
  await loadDemoData(database.db);
  const users = usersRepository(database.db);
  hostA = (await users.findByPhone(demoAstrologerPhone(0)))!.id;
  hostB = (await users.findByPhone(demoAstrologerPhone(1)))!.id;
});
afterAll(async () => {
  await database?.close();
});

const event = (title: string) => ({
  titleEn: title,
  titleHi: `${title} (हिंदी)`,
  topicEn: 'Saturn transit and careers',
  topicHi: 'शनि का गोचर और करियर',
  language: 'en' as const,
});

describe('live media check', () => {
  it('a host who drops is reconnecting within the grace period, and the event ends after it', async () => {
    const f = fakeMedia(['ws://a']);
    const live = liveService({
      db: database.db,
      secret: 'x'.repeat(32),
      media: f.media,
      hostGraceSeconds: 60,
      now: () => clock,
    });
    const e = await live.create(hostA, event('Grace'));
    const room = (await liveRepository(database.db).media(e.id))!.room!;

    // Before the host's first video the event is not "reconnecting".
    expect((await live.monitor()).away).toEqual([]);
    expect((await live.get(e.id)).hostAway).toBe(false);
    f.publish(room, true);
    await live.monitor();

    // The feed drops: viewers see "reconnecting"; gifts wait (nothing is billed for the gap).
    f.publish(room, false);
    tick(2);
    expect((await live.monitor()).away).toEqual([e.id]);
    expect((await live.get(e.id)).hostAway).toBe(true);
    const viewer = (await usersRepository(database.db).findOrCreateByPhone('919800000701')).id;
    await expect(live.gift({ id: viewer, role: 'user' }, e.id, 'diya', 'key-00000001')).rejects.toMatchObject({
      code: 'host-away',
    });

    // Back within the grace period: live again, nothing ended.
    tick(50);
    f.publish(room, true);
    expect((await live.monitor()).back).toEqual([e.id]);
    expect(await live.get(e.id)).toMatchObject({ status: 'live', hostAway: false });

    // Gone again, for longer than the grace period: the event ends and says why.
    f.publish(room, false);
    tick(2);
    await live.monitor();
    tick(59);
    expect((await live.monitor()).ended).toEqual([]);
    tick(2);
    expect((await live.monitor()).ended).toEqual([{ id: e.id, reason: 'host-lost' }]);
    expect(await live.get(e.id)).toMatchObject({ status: 'ended', endReason: 'host-lost', hostAway: false });
    expect(f.rooms.has(room)).toBe(false);
  });

  it('a failed Janus moves the event to another one (new room, new generation), then ends it when none is left', async () => {
    const f = fakeMedia(['ws://a', 'ws://b']);
    const live = liveService({
      db: database.db,
      secret: 'x'.repeat(32),
      media: f.media,
      hostGraceSeconds: 60,
      now: () => clock,
    });
    const e = await live.create(hostB, event('Failover'));
    const repo = liveRepository(database.db);
    const first = (await repo.media(e.id))!;
    f.publish(first.room!, true);
    await live.monitor();
    expect((await live.get(e.id)).mediaGeneration).toBe(0);

    // One failed check is not yet a failure; LIVE_SERVER_FAILURES in a row is.
    f.down.add(first.server!);
    for (let i = 1; i < LIVE_SERVER_FAILURES; i++) {
      tick(2);
      expect((await live.monitor()).moved).toEqual([]);
    }
    tick(2);
    const report = await live.monitor();
    expect(report.down).toEqual([first.server]);
    expect(report.moved).toEqual([e.id]);
    const second = (await repo.media(e.id))!;
    expect(second.server).not.toBe(first.server);
    expect(f.rooms.get(second.room!)?.server).toBe(second.server);
    // Viewers see "reconnecting" until the host publishes in the new room; tokens open the new room.
    expect(await live.get(e.id)).toMatchObject({ status: 'live', hostAway: true, mediaGeneration: 1 });
    const token = await live.token(null, e.id, 'viewer');
    expect((await live.openToken(token.token))?.server).toBe(second.server);
    expect(token.room).toBe(second.room);
    f.publish(second.room!, true);
    await live.monitor();
    expect((await live.get(e.id)).hostAway).toBe(false);

    // A second event goes live on the server that is up, not the one that is down.
    const other = await live.create(hostA, event('Placed on the live server'));
    expect((await repo.media(other.id))!.server).toBe(second.server);

    // The last server fails too: every event on it ends, and everyone is told why.
    f.down.add(second.server!);
    for (let i = 0; i < LIVE_SERVER_FAILURES; i++) {
      tick(2);
      await live.monitor();
    }
    expect(await live.get(e.id)).toMatchObject({ status: 'ended', endReason: 'media-lost' });
    expect(await live.get(other.id)).toMatchObject({ status: 'ended', endReason: 'media-lost' });
    await expect(live.token(null, e.id, 'viewer')).rejects.toMatchObject({ code: 'not-live' });
  });

  it('a server at JANUS_MAX_VIEWERS tells new viewers the event is full; the host still gets in', async () => {
    const f = fakeMedia(['ws://a']);
    const live = liveService({
      db: database.db,
      secret: 'x'.repeat(32),
      media: f.media,
      maxViewersPerServer: 2,
      now: () => clock,
    });
    const e = await live.create(hostB, event('Full house'));
    await live.state(null, e.id, 'viewer-key-0000000001');
    await live.state(null, e.id, 'viewer-key-0000000002');
    // Two pages counted: the limit is reached but not passed, so both of them get their video.
    expect((await live.token(null, e.id, 'viewer')).role).toBe('viewer');
    await live.state(null, e.id, 'viewer-key-0000000003');
    await expect(live.token(null, e.id, 'viewer')).rejects.toMatchObject({ code: 'live-full' });
    expect((await live.token({ id: hostB, role: 'astrologer' }, e.id, 'publisher')).role).toBe('publisher');
    // Viewers who left (not heard from for 30 seconds) free their places.
    tick(31);
    await live.state(null, e.id, 'viewer-key-0000000004');
    expect((await live.token(null, e.id, 'viewer')).role).toBe('viewer');
    await live.end({ id: hostB, role: 'astrologer' }, e.id);
  });

  it('a Janus that restarted (the room is gone) moves the event into a new room', async () => {
    const f = fakeMedia(['ws://a']);
    const live = liveService({ db: database.db, secret: 'x'.repeat(32), media: f.media, now: () => clock });
    const e = await live.create(hostA, event('Restart'));
    const before = (await liveRepository(database.db).media(e.id))!;
    f.restart('ws://a');
    expect((await live.monitor()).moved).toEqual([e.id]);
    const after = (await liveRepository(database.db).media(e.id))!;
    expect(after.room).not.toBe(before.room);
    expect(f.rooms.has(after.room!)).toBe(true);
    expect((await live.get(e.id)).mediaGeneration).toBe(1);
    await live.end({ id: hostA, role: 'astrologer' }, e.id);
    expect(await live.get(e.id)).toMatchObject({ status: 'ended', endReason: 'host' });
  });
});
