import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, freePort, startApiProcess } from './api-process';
import { acceptedChat, http, joinAll, openSocket, type TestPostgres, testPostgres, until, viewOf } from './testing';
import { startRedisServer } from './redis-server';
import type { TestSocket } from './test-client';

/**
 * Presence across instances: production processes on one PostgreSQL database and one real
 * Redis. A side is away only when no live instance holds a socket of it; a side whose only
 * socket was on an instance that is killed stops counting at that instance's last heartbeat
 * (docs/SCALING.md), not the away grace later; and when every instance is killed, the time until
 * one is back is billed to no one.
 */
const HEARTBEAT_MS = 200;
const GRACE_MS = 3000;
const MINUTE_MS = 6000;
/** How long every instance stays down in the second test (the 40 s: almost 7 minutes here). */
const DOWN_MS = 40_000;

let postgres: TestPostgres;
let databaseUrl: string;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
const dataDir = mkdtempSync(join(tmpdir(), 'drishti-presence-'));
const processes: ApiProcess[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  postgres = await testPostgres();
  databaseUrl = (await postgres.database('drishti_presence')).url;
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await postgres?.stop();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One more production instance on the shared database and Redis. */
async function instance(): Promise<ApiProcess> {
  const p = await startApiProcess(await freePort(), {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'presence-secret-presence-secret-presence-01',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '3',
    REDIS_URL: redis.url,
    REMINDER_TICK_MS: '0',
    CONSULT_MINUTE_MS: String(MINUTE_MS),
    CONSULT_HEARTBEAT_INTERVAL_MS: String(HEARTBEAT_MS),
    CONSULT_AWAY_GRACE_MS: String(GRACE_MS),
  });
  processes.push(p);
  return p;
}

describe('presence across instances sharing Redis', () => {
  it('keeps a side present while another instance holds its socket, and stops a killed instance’s side at its last heartbeat', {
    timeout: 240_000,
  }, async () => {
    const a = await instance();
    const b = await instance();
    const { id, astro, user } = await acceptedChat(b, databaseUrl, { astrologer: 12, userPhone: '9876552301' });

    // The astrologer is on A only; the user has a socket on each instance.
    const astroOnA = await openSocket(a, astro, sockets);
    const userOnA = await openSocket(a, user, sockets);
    const userOnB = await openSocket(b, user, sockets);
    const joinedFrom = Date.now();
    await joinAll(id, [astroOnA, userOnA, userOnB]);
    const view = () => viewOf(b, user, id);
    await until('the meter running', async () => ((await view()).meter.running ? true : undefined));

    // The user's socket on A closes (a phone changing network): B still holds one, so the meter
    // keeps running through several heartbeats and meter runs, with the user present throughout.
    await userOnA.close();
    const afterClose = (await view()).meter.connectedMs;
    await until('the meter to run on after the close', async () => {
      const v = await view();
      expect(v.status).toBe('active');
      expect(v.meter.userPresent).toBe(true);
      expect(v.meter.running).toBe(true);
      return v.meter.connectedMs >= afterClose + 2 * GRACE_MS ? true : undefined;
    });

    // Instance A dies with the astrologer's only socket: B takes over A's sides once A's liveness
    // lapses, and the astrologer's connected time ends at A's last heartbeat, not the grace later.
    const before = await view();
    const t0 = Date.now();
    await a.stop('SIGKILL');
    const killedAt = Date.now();
    const away = await until('the astrologer away', async () => {
      const v = await view();
      return v.meter.astrologerPresent ? undefined : v;
    });
    expect(Date.now() - killedAt).toBeLessThan(GRACE_MS);
    expect(away.status).toBe('active');
    expect(away.meter.running).toBe(false);
    // Connected no longer than both were (the grace after the kill would add 3 s) ...
    expect(away.meter.connectedMs).toBeLessThanOrEqual(killedAt - joinedFrom + 500);
    // ... and up to about the kill (the last run before it may be a sweep or more behind).
    expect(away.meter.connectedMs - before.meter.connectedMs).toBeGreaterThanOrEqual(killedAt - t0 - 2000);
    // It stays stopped: a later meter run adds nothing.
    await until('a meter run after the takeover', async () => {
      const v = await view();
      return v.meter.connectedMs === away.meter.connectedMs && Date.now() - killedAt > 2 * GRACE_MS ? true : undefined;
    });
    await http(b, 'POST', `/api/consultations/${id}/end`, user, {});
    await b.stop('SIGKILL');
  });

  it(`bills none of the ${DOWN_MS / 1000} s during which every instance was down`, {
    timeout: 240_000,
  }, async () => {
    // A session between a user on one instance and an astrologer on another, the meter running.
    const a = await instance();
    const b = await instance();
    const { id, astro, user } = await acceptedChat(a, databaseUrl, { astrologer: 11, userPhone: '9876552311' });
    const joinedFrom = Date.now();
    await joinAll(id, [await openSocket(a, user, sockets), await openSocket(b, astro, sockets)]);
    const joinedBy = Date.now();
    await until('the meter past a minute', async () => {
      const v = await viewOf(a, user, id);
      return v.meter.running && v.meter.connectedMs > MINUTE_MS ? true : undefined;
    });

    // Both instances are killed together and stay down.
    const before = await viewOf(a, user, id);
    const t0 = Date.now();
    await Promise.all([a.stop('SIGKILL'), b.stop('SIGKILL')]);
    const killedAt = Date.now();
    await new Promise((r) => setTimeout(r, DOWN_MS));

    // The first instance back takes over the dead ones' sides at their last heartbeats: the
    // session is still active, nobody present, and its connected time ends where the kill was.
    const c = await instance();
    // (Their signs of life are long past the grace, so the view shows both away at once; the
    // takeover is done when both sides are recorded as gone.)
    const data = await openDatabase({ url: databaseUrl, poolSize: 1 });
    await until('the takeover', async () => {
      const rows = (await data.db.execute(
        `select user_joined or astrologer_joined as joined from consultations where id = '${id}'`,
      )) as unknown as { rows: { joined: boolean }[] };
      return rows.rows[0]?.joined === false ? true : undefined;
    });
    await data.close();
    const back = await viewOf(c, user, id);
    expect(back.meter.userPresent || back.meter.astrologerPresent).toBe(false);
    expect(back.status).toBe('active');
    expect(back.meter.running).toBe(false);
    // Connected no longer than both were before the kill (the down time is not in it) ...
    expect(back.meter.connectedMs).toBeLessThanOrEqual(killedAt - joinedFrom + 500);
    // ... and about all of that (time an earlier run counted after the last heartbeats, on the
    // strength of the grace, is taken back).
    expect(back.meter.connectedMs).toBeGreaterThanOrEqual(t0 - joinedBy - 2000);
    expect(back.meter.billedMinutes).toBeLessThanOrEqual(before.meter.billedMinutes + 1);

    // Both come back (on the new instance): the meter resumes from their return, and the end
    // charges the connected minutes only.
    const resumedAt = Date.now();
    await joinAll(id, [await openSocket(c, user, sockets), await openSocket(c, astro, sockets)]);
    await until('the meter running again', async () => {
      const v = await viewOf(c, user, id);
      return v.meter.running && v.meter.connectedMs > back.meter.connectedMs + 2 * HEARTBEAT_MS ? true : undefined;
    });
    await http(c, 'POST', `/api/consultations/${id}/end`, user, {});
    const ended = await viewOf(c, user, id);
    expect(ended).toMatchObject({ status: 'ended', settled: true });
    expect(ended.meter.connectedMs - back.meter.connectedMs).toBeLessThanOrEqual(Date.now() - resumedAt + 500);
    expect(ended.meter.billedMinutes).toBe(Math.ceil(ended.meter.connectedMs / MINUTE_MS));
    expect(ended.chargedCoins).toBe(ended.meter.billedMinutes * ended.pricePerMinute);
    // Without the takeover, the 40 s down would have been billed: almost seven minutes more.
    expect(ended.meter.billedMinutes).toBeLessThan(
      before.meter.billedMinutes + (Date.now() - t0 - DOWN_MS) / MINUTE_MS + 2,
    );
  });
});
