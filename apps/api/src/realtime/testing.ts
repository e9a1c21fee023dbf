import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { ConsultationViewData } from '@drishti/contracts/consultations';
import { ConsoleSmsProvider } from '@drishti/core/sms';
import {
  createTestDatabase,
  type Database,
  demoAstrologerPhone,
  loadDemoData,
  openDatabase,
} from '@drishti/db/testing';
import { buildApi } from '../app';
import { createContext } from '../context';
import { loadEnv } from '../env';
import type { ApiProcess } from './api-process';
import { redisHub } from './redis-hub';
import { startRedisServer } from './redis-server';
import { TestSocket } from './test-client';

// What the multi-instance tests share instead of each setting it up: API instances in this
// process joined by a real Redis (first part), and the production server as real processes on
// PostgreSQL (second part).

/**
 * API instances in this process on one test database, joined only by a real Redis server that a
 * test may stop and start again (an outage), each on its own port with WebSockets, all on one
 * clock the test drives. What the multi-instance tests share instead of each setting it up.
 */
export interface Instance {
  api: Awaited<ReturnType<typeof buildApi>>;
  ctx: ReturnType<typeof createContext>;
  /** host:port for HTTP and WebSockets. */
  base: string;
}

export type Headers = { cookie: string };

export async function startInstances(o: { now: () => Date }) {
  let redis = await startRedisServer();
  const database: Database = await createTestDatabase();
  await loadDemoData(database.db, o.now());
  const instances: Instance[] = [];
  const sockets: TestSocket[] = [];
  /** Errors the instances' Redis connections reported (an outage shows here). */
  const hubErrors: unknown[] = [];

  const fixture = {
    database,
    hubErrors,
    get redisUrl() {
      return redis.url;
    },

    /** One more instance on the shared database and Redis. */
    async instance(): Promise<Instance> {
      const env = loadEnv({
        NODE_ENV: 'test',
        SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
        DATA_DIR: '/tmp/drishti-test-data',
        REDIS_URL: redis.url,
      });
      const hub = await redisHub(redis.url, (err) => hubErrors.push(err));
      const ctx = createContext(env, database, { sms: new ConsoleSmsProvider(() => {}), now: o.now, hub });
      const api = await buildApi({ ctx, rateLimits: false });
      api.app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
        api.wsUpgrades.emit('upgrade', req, socket, head),
      );
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const made = { api, ctx, base: `127.0.0.1:${(api.app.server.address() as AddressInfo).port}` };
      instances.push(made);
      return made;
    },

    /** Signs in on `on` with a code from the development SMS outbox. */
    async signIn(on: Instance, phone: string): Promise<Headers> {
      const app = on.api.app;
      await app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
      const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
      const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
      const res = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
      return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
    },

    /** Demo astrologer `n` signed in on `on` with chat switched on; their id and slug. */
    async liveAstrologer(on: Instance, n: number) {
      const headers = await fixture.signIn(on, demoAstrologerPhone(n).slice(2));
      const live = await on.api.app.inject({
        method: 'POST',
        url: '/api/astrologer/presence',
        payload: { chat: true, voice: false, video: false },
        headers,
      });
      if (live.statusCode !== 200) throw new Error(`going live: ${live.statusCode}`);
      const found = await database.db.execute(
        `select a.id, a.slug from astrologers a join users u on u.id = a.user_id where u.phone = '${demoAstrologerPhone(n)}'`,
      );
      const row = (found as unknown as { rows: { id: string; slug: string }[] }).rows[0]!;
      return { headers, id: row.id, slug: row.slug };
    },

    /** A user signed in on `on` who has bought 500 coins through the sandbox gateway. */
    async payingUser(on: Instance, phone: string): Promise<Headers> {
      const headers = await fixture.signIn(on, phone);
      const intent = (
        await on.api.app.inject({
          method: 'POST',
          url: '/api/wallet/recharge',
          payload: { packId: 'coins-500' },
          headers,
        })
      ).json().data;
      await on.api.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`,
        payload: 'outcome=pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return headers;
    },

    /** A WebSocket to `on` (closed by close()). */
    async socket(on: Instance, headers: Headers): Promise<TestSocket> {
      const s = await TestSocket.open(on.base, headers.cookie);
      sockets.push(s);
      return s;
    },

    /** Redis stops (an outage begins). */
    async redisDown(): Promise<void> {
      await redis.stop();
    },

    /** Redis starts again on the same address (the outage ends). */
    async redisUp(): Promise<void> {
      redis = await startRedisServer(redis.port);
    },

    async close(): Promise<void> {
      for (const s of sockets) await s.close();
      for (const i of instances) {
        await i.api.app.close();
        await i.ctx.services.hub.close();
      }
      await database.close();
      await redis.stop();
    },
  };
  return fixture;
}

export type Instances = Awaited<ReturnType<typeof startInstances>>;

// ---- The production server as processes ----

/**
 * What the tests that run the production server as real processes share: a PostgreSQL server
 * (TEST_DATABASE_URL's, else a throwaway cluster), a database of their own on it, and the HTTP
 * steps of a paid chat (sign in, recharge, request, accept).
 */

interface Cluster {
  url: string;
  stop(): void;
}

export interface SystemHelpers {
  startThrowawayPostgres(): Promise<Cluster>;
  startPgBouncer(o: { targetUrl: string; databases: string[]; poolSize?: number }): Promise<{
    url(database: string): string;
    adminUrl: string;
    log(): string;
    stop(): Promise<void>;
  }>;
}

/** The repository's system helpers (scripts/lib/system.mjs). */
export async function systemHelpers(): Promise<SystemHelpers> {
  const helper = fileURLToPath(new URL('../../../../scripts/lib/system.mjs', import.meta.url));
  return (await import(helper)) as SystemHelpers;
}

export interface TestPostgres {
  /** The server's administrative connection string. */
  adminUrl: string;
  /** Creates a database of its own (dropped by stop) and returns its connection string. */
  database(prefix: string): Promise<{ name: string; url: string }>;
  stop(): Promise<void>;
}

export async function testPostgres(): Promise<TestPostgres> {
  let cluster: Cluster | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    cluster = await (await systemHelpers()).startThrowawayPostgres();
    adminUrl = cluster.url;
  }
  const made: string[] = [];
  const admin = adminUrl;
  return {
    adminUrl: admin,
    async database(prefix) {
      const name = `${prefix}_${randomBytes(5).toString('hex')}`;
      const db = await openDatabase({ url: admin, poolSize: 1 });
      await db.db.execute(`create database ${name}`);
      await db.close();
      made.push(name);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      return { name, url: url.toString() };
    },
    async stop() {
      if (made.length > 0) {
        const db = await openDatabase({ url: admin, poolSize: 1 });
        for (const name of made) await db.db.execute(`drop database if exists ${name} with (force)`);
        await db.close();
      }
      cluster?.stop();
    },
  };
}

/** Polls `probe` until it returns a value (every 50 ms, failing after `timeoutMs`). */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A JSON call to a running API process; throws on an error status. */
export async function http(on: ApiProcess, method: string, path: string, cookie?: string, body?: object) {
  const res = await fetch(`http://${on.base}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: unknown; message: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return { res, data: json.data };
}

/** Signs in with a code from the development SMS outbox; returns the session cookie. */
export async function signIn(on: ApiProcess, phone: string): Promise<string> {
  await http(on, 'POST', '/api/auth/otp', undefined, { phone });
  const outbox = (await http(on, 'GET', `/api/dev/outbox?phone=91${phone}`)).data as { text: string }[];
  const code = outbox[0]!.text.match(/\b(\d{6})\b/)![1];
  const { res } = await http(on, 'POST', '/api/auth/verify', undefined, { phone, code });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('drishti_session='))!
    .split(';')[0]!;
}

/** A consultation's view as the user sees it. */
export async function viewOf(on: ApiProcess, cookie: string, id: string): Promise<ConsultationViewData> {
  return (await http(on, 'GET', `/api/consultations/${id}`, cookie)).data as ConsultationViewData;
}

/**
 * A chat accepted and ready to join: demo astrologer `astrologer` goes live, a user (`userPhone`)
 * buys 500 coins through the sandbox gateway, requests a chat, and the astrologer accepts.
 */
export async function acceptedChat(
  on: ApiProcess,
  databaseUrl: string,
  o: { astrologer: number; userPhone: string },
): Promise<{ id: string; astro: string; user: string; coinsBefore: number }> {
  const astro = await signIn(on, demoAstrologerPhone(o.astrologer).slice(2));
  await http(on, 'POST', '/api/astrologer/presence', astro, { chat: true, voice: false, video: false });
  const user = await signIn(on, o.userPhone);
  const intent = (await http(on, 'POST', '/api/wallet/recharge', user, { packId: 'coins-500' })).data as {
    order: { gatewayOrderId: string };
  };
  await fetch(`http://${on.base}/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=pay',
  });
  const coinsBefore = ((await http(on, 'GET', '/api/wallet', user)).data as { coins: number }).coins;
  const data = await openDatabase({ url: databaseUrl, poolSize: 1 });
  const found = (await data.db.execute(
    `select a.id from astrologers a join users u on u.id = a.user_id where u.phone = '${demoAstrologerPhone(o.astrologer)}'`,
  )) as unknown as { rows: { id: string }[] };
  await data.close();
  const astrologerId = found.rows[0]!.id;
  const { id } = (await http(on, 'POST', '/api/users/consultations', user, { astrologerId, channel: 'chat' })).data as {
    id: string;
  };
  await http(on, 'POST', `/api/astrologer/consultations/${id}/accept`, astro);
  return { id, astro, user, coinsBefore };
}

/** Opens a socket (kept in `into` for clean-up) that ignores the reset of a killed instance. */
export async function openSocket(on: ApiProcess, cookie: string, into: TestSocket[]): Promise<TestSocket> {
  const s = await TestSocket.open(on.base, cookie);
  s.ws.on('error', () => {});
  into.push(s);
  return s;
}

/** Joins the consultation on each socket and waits for its history. */
export async function joinAll(id: string, sockets: TestSocket[]): Promise<void> {
  for (const s of sockets) {
    s.send({ type: 'join', consultationId: id, lastSeq: 0 });
    await s.next((m) => m.type === 'chat.history', 15_000);
  }
}
