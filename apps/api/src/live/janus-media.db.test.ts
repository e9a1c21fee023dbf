import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { LIVE_SERVER_FAILURES, liveService } from '@drishti/core/live';
import {
  type Database,
  liveRepository,
  usersRepository,
  demoAstrologerPhone,
  loadDemoData,
  createTestDatabase,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { janusMedia } from './janus-media';

/**
 * Two real Janus servers on loopback behind one JANUS_URL list (docs/LIVE.md): when the one carrying
 * an event stops, the media check moves the event into a new room on the other; when that one
 * stops too, the event ends with everyone told ('media-lost').
 */

type LocalJanus = { env: Record<string, string>; child: ChildProcess; stop(): void };

/** Stops a Janus and waits until its process has exited (its port refuses connections from then on). */
async function stopped(j: LocalJanus) {
  const exited = j.child.exitCode !== null ? Promise.resolve() : once(j.child, 'exit');
  j.stop();
  await exited;
}
let a: LocalJanus;
let b: LocalJanus;
let database: Database;
let media: ReturnType<typeof janusMedia>;

beforeAll(async () => {
  const helper = fileURLToPath(new URL('../../../../scripts/lib/janus.mjs', import.meta.url));
  const lib = (await import(helper)) as {
    startLocalJanus(o: { secrets: Record<string, string> }): Promise<LocalJanus>;
  };
  const secret = () => randomBytes(24).toString('base64url');
  const secrets = { apiSecret: secret(), adminSecret: secret(), adminKey: secret() };
  [a, b] = await Promise.all([lib.startLocalJanus({ secrets }), lib.startLocalJanus({ secrets })]);
  database = await createTestDatabase();
  await loadDemoData(database.db);
  media = janusMedia({
    urls: [a.env.JANUS_URL!, b.env.JANUS_URL!],
    apiSecret: secrets.apiSecret,
    adminKey: secrets.adminKey,
  });
}, 60_000);
afterAll(async () => {
  await media?.close();
  a?.stop();
  b?.stop();
  await database?.close();
});

describe('a Janus that fails', () => {
  it('moves the event to the other Janus, then ends it when none is left', async () => {
    const live = liveService({ db: database.db, secret: 'x'.repeat(32), media });
    const host = (await usersRepository(database.db).findByPhone(demoAstrologerPhone(2)))!.id;
    const e = await live.create(host, {
      titleEn: 'Failover on real servers',
      titleHi: 'असली सर्वरों पर',
      topicEn: 'Moving between media servers',
      topicHi: 'सर्वर बदलना',
      language: 'en',
    });
    const repo = liveRepository(database.db);
    const first = (await repo.media(e.id))!;
    const [carrying, spare] = first.server === a.env.JANUS_URL ? [a, b] : [b, a];
    // The room exists on the server that carries it, with nobody publishing yet.
    expect(await media.hostPublishing({ server: first.server!, room: first.room!, secret: first.secret! })).toBe(false);
    expect((await live.monitor()).moved).toEqual([]);

    await stopped(carrying);
    let report = await live.monitor();
    for (let i = 1; i < LIVE_SERVER_FAILURES; i++) {
      expect(report.moved).toEqual([]);
      report = await live.monitor();
    }
    expect(report.down).toEqual([carrying.env.JANUS_URL]);
    expect(report.moved).toEqual([e.id]);
    const second = (await repo.media(e.id))!;
    expect(second.server).toBe(spare.env.JANUS_URL);
    // The new room is real: Janus knows it (no publisher yet: the host re-joins with a new token).
    expect(await media.hostPublishing({ server: second.server!, room: second.room!, secret: second.secret! })).toBe(
      false,
    );
    expect(await live.get(e.id)).toMatchObject({ status: 'live', hostAway: true, mediaGeneration: 1 });
    expect((await live.openToken((await live.token(null, e.id, 'viewer')).token))?.server).toBe(spare.env.JANUS_URL);

    await stopped(spare);
    for (let i = 0; i < LIVE_SERVER_FAILURES; i++) report = await live.monitor();
    expect(report.ended).toEqual([{ id: e.id, reason: 'media-lost' }]);
    expect(await live.get(e.id)).toMatchObject({ status: 'ended', endReason: 'media-lost' });
  }, 60_000);
});
