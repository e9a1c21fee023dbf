import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsultationViewData } from '@drishti/contracts/consultations';
import { openDatabase, demoAstrologerPhone } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, freePort, startApiProcess } from './api-process';
import { startRedisServer } from './redis-server';
import { TestSocket } from './test-client';

/**
 * Presence across instances: two production processes on one PostgreSQL database and one real
 * Redis. A side is away only when no live instance holds a socket of it, and a side whose only
 * socket was on an instance that is killed stops counting at that instance's last heartbeat
 * (docs/SCALING.md), not the away grace later.
 */
const HEARTBEAT_MS = 200;
const GRACE_MS = 3000;

interface Cluster {
  url: string;
  stop(): void;
}
let cluster: Cluster | undefined;
let adminUrl: string;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
const dataDir = mkdtempSync(join(tmpdir(), 'drishti-presence-'));
const dbName = `drishti_presence_${randomBytes(5).toString('hex')}`;
let created = false;
const processes: ApiProcess[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  if (process.env.TEST_DATABASE_URL) adminUrl = process.env.TEST_DATABASE_URL;
  else {
    const helper = fileURLToPath(new URL('../../../../scripts/lib/system.mjs', import.meta.url));
    const system = (await import(helper)) as { startThrowawayPostgres(): Promise<Cluster> };
    cluster = await system.startThrowawayPostgres();
    adminUrl = cluster.url;
  }
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  if (created) {
    const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
    await admin.db.execute(`drop database if exists ${dbName} with (force)`);
    await admin.close();
  }
  cluster?.stop();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('presence across two instances sharing Redis', () => {
  it('keeps a side present while another instance holds its socket, and stops a killed instance’s side at its last heartbeat', {
    timeout: 240_000,
  }, async () => {
    const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
    await admin.db.execute(`create database ${dbName}`);
    await admin.close();
    created = true;
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'presence-secret-presence-secret-presence-01',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '3',
      REDIS_URL: redis.url,
      REMINDER_TICK_MS: '0',
      CONSULT_MINUTE_MS: '6000',
      CONSULT_HEARTBEAT_INTERVAL_MS: String(HEARTBEAT_MS),
      CONSULT_AWAY_GRACE_MS: String(GRACE_MS),
    };
    const a = await startApiProcess(await freePort(), env);
    processes.push(a);
    const b = await startApiProcess(await freePort(), env);
    processes.push(b);

    const http = async (on: ApiProcess, method: string, path: string, cookie?: string, body?: object) => {
      const res = await fetch(`http://${on.base}${path}`, {
        method,
        headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await res.json()) as { data: unknown; message: string };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
      return { res, data: json.data };
    };
    const signIn = async (phone: string) => {
      await http(b, 'POST', '/api/auth/otp', undefined, { phone });
      const outbox = (await http(b, 'GET', `/api/dev/outbox?phone=91${phone}`)).data as { text: string }[];
      const code = outbox[0]!.text.match(/\b(\d{6})\b/)![1];
      const { res } = await http(b, 'POST', '/api/auth/verify', undefined, { phone, code });
      return res.headers
        .getSetCookie()
        .find((c) => c.startsWith('drishti_session='))!
        .split(';')[0]!;
    };
    const open = async (on: ApiProcess, cookie: string) => {
      const s = await TestSocket.open(on.base, cookie);
      s.ws.on('error', () => {}); // a killed instance resets its sockets
      sockets.push(s);
      return s;
    };

    const astro = await signIn(demoAstrologerPhone(12).slice(2));
    await http(b, 'POST', '/api/astrologer/presence', astro, { chat: true, voice: false, video: false });
    const user = await signIn('9876552301');
    const intent = (await http(b, 'POST', '/api/wallet/recharge', user, { packId: 'coins-500' })).data as {
      order: { gatewayOrderId: string };
    };
    await fetch(`http://${b.base}/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pay',
    });
    const data = await openDatabase({ url: url.toString(), poolSize: 1 });
    const found = (await data.db.execute(
      `select a.id from astrologers a join users u on u.id = a.user_id where u.phone = '${demoAstrologerPhone(12)}'`,
    )) as unknown as { rows: { id: string }[] };
    await data.close();
    const astrologerId = found.rows[0]!.id;
    const id = (
      (await http(b, 'POST', '/api/users/consultations', user, { astrologerId, channel: 'chat' })).data as {
        id: string;
      }
    ).id;
    await http(b, 'POST', `/api/astrologer/consultations/${id}/accept`, astro);

    // The astrologer is on A only; the user has a socket on each instance.
    const astroOnA = await open(a, astro);
    const userOnA = await open(a, user);
    const userOnB = await open(b, user);
    for (const s of [astroOnA, userOnA, userOnB]) {
      s.send({ type: 'join', consultationId: id, lastSeq: 0 });
      await s.next((m) => m.type === 'chat.history');
    }
    const view = async () => (await http(b, 'GET', `/api/consultations/${id}`, user)).data as ConsultationViewData;
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
    const ranOn = away.meter.connectedMs - before.meter.connectedMs;
    expect(ranOn).toBeLessThanOrEqual(killedAt - t0 + 500);
    expect(ranOn).toBeGreaterThanOrEqual(killedAt - t0 - 1000);
    // It stays stopped: a later meter run adds nothing.
    await until('a meter run after the takeover', async () => {
      const v = await view();
      return v.meter.connectedMs === away.meter.connectedMs && Date.now() - killedAt > 2 * GRACE_MS ? true : undefined;
    });
  });
});
