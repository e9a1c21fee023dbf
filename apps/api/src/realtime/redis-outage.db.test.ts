import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { WsServerMessage } from '@drishti/contracts/ws';
import { ConsoleSmsProvider } from '@drishti/core/sms';
import { type Database, demoAstrologerPhone, loadDemoData, createTestDatabase } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../app';
import { createContext } from '../context';
import { loadEnv } from '../env';
import { redisHub } from './redis-hub';
import { startRedisServer } from './redis-server';
import { TestSocket } from './test-client';

/**
 * Two API instances joined by a real Redis server that is stopped mid-conversation and started
 * again: every message acknowledged during the outage reaches the other side once Redis is back,
 * and a socket opened during the outage is not deaf afterwards (docs/SCALING.md).
 */
type ChatMessage = Extract<WsServerMessage, { type: 'chat.message' }>;
let database: Database;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
const clock = new Date('2026-11-23T06:00:00Z');
const instances: { api: Awaited<ReturnType<typeof buildApi>>; ctx: ReturnType<typeof createContext>; base: string }[] =
  [];
const sockets: TestSocket[] = [];
const hubErrors: unknown[] = [];

async function instance() {
  const env = loadEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/drishti-test-data',
    REDIS_URL: redis.url,
  });
  const hub = await redisHub(redis.url, (err) => hubErrors.push(err));
  const ctx = createContext(env, database, { sms: new ConsoleSmsProvider(() => {}), now: () => clock, hub });
  const api = await buildApi({ ctx, rateLimits: false });
  api.app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    api.wsUpgrades.emit('upgrade', req, socket, head),
  );
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const made = { api, ctx, base: `127.0.0.1:${(api.app.server.address() as AddressInfo).port}` };
  instances.push(made);
  return made;
}

beforeAll(async () => {
  redis = await startRedisServer();
  database = await createTestDatabase();
  await loadDemoData(database.db, clock);
});
afterAll(async () => {
  for (const s of sockets) await s.close();
  for (const i of instances) {
    await i.api.app.close();
    await i.ctx.services.hub.close();
  }
  await database?.close();
  await redis?.stop();
});

type Inst = Awaited<ReturnType<typeof instance>>;
async function signIn(on: Inst, phone: string): Promise<{ cookie: string }> {
  const app = on.api.app;
  await app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}

/** The distinct chat messages a socket has been sent (live or in history), by sequence number. */
function chatSeen(s: TestSocket): Map<number, string> {
  const seen = new Map<number, string>();
  for (const m of s.received) {
    if (m.type === 'chat.message') seen.set(m.message.seq, m.message.clientId ?? '');
    if (m.type === 'chat.history') for (const h of m.messages) seen.set(h.seq, h.clientId ?? '');
  }
  return seen;
}

describe('a Redis outage between two instances', () => {
  it('delivers what was acknowledged during the outage once Redis is back, and leaves no deaf socket', {
    timeout: 120_000,
  }, async () => {
    const a = await instance();
    const b = await instance();
    const astro = await signIn(b, demoAstrologerPhone(13).slice(2));
    await b.api.app.inject({
      method: 'POST',
      url: '/api/astrologer/presence',
      payload: { chat: true, voice: false, video: false },
      headers: astro,
    });
    const astroOnB = await TestSocket.open(b.base, astro.cookie);
    sockets.push(astroOnB);
    const found = await database.db.execute(
      `select a.id from astrologers a join users u on u.id = a.user_id where u.phone = '${demoAstrologerPhone(13)}'`,
    );
    const astrologerId = (found as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const user = await signIn(a, '9876552302');
    const intent = (
      await a.api.app.inject({
        method: 'POST',
        url: '/api/wallet/recharge',
        payload: { packId: 'coins-500' },
        headers: user,
      })
    ).json().data;
    await a.api.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const userOnA = await TestSocket.open(a.base, user.cookie);
    sockets.push(userOnA);
    const created = await a.api.app.inject({
      method: 'POST',
      url: '/api/users/consultations',
      payload: { astrologerId, channel: 'chat' },
      headers: user,
    });
    const id = created.json().data.id as string;
    await b.api.app.inject({ method: 'POST', url: `/api/astrologer/consultations/${id}/accept`, headers: astro });
    for (const s of [userOnA, astroOnB]) {
      s.send({ type: 'join', consultationId: id, lastSeq: 0 });
      await s.next((m) => m.type === 'chat.history');
    }
    userOnA.send({ type: 'chat.send', consultationId: id, clientId: 'outage-u-0', text: 'Namaste' });
    await astroOnB.next((m) => m.type === 'chat.message' && m.message.clientId === 'outage-u-0');

    // Redis goes down. Both sides keep chatting: each message is stored and acknowledged.
    await redis.stop();
    const errorsBefore = hubErrors.length;
    astroOnB.send({ type: 'chat.send', consultationId: id, clientId: 'outage-a-1', text: 'Your Saturn is strong.' });
    await astroOnB.next((m) => m.type === 'chat.ack' && m.clientId === 'outage-a-1', 15_000);
    // The astrologer opens a socket on A, the first of theirs there, while Redis is down.
    const astroOnA = await TestSocket.open(a.base, astro.cookie);
    sockets.push(astroOnA);
    astroOnA.send({ type: 'join', consultationId: id, lastSeq: 0 });
    await astroOnA.next((m) => m.type === 'chat.history', 15_000);
    userOnA.send({ type: 'chat.send', consultationId: id, clientId: 'outage-u-2', text: 'Will it change soon?' });
    await userOnA.next((m) => m.type === 'chat.ack' && m.clientId === 'outage-u-2', 15_000);
    // Nothing crossed: the publishes failed.
    expect(hubErrors.length).toBeGreaterThan(errorsBefore);
    expect([...chatSeen(userOnA).values()]).not.toContain('outage-a-1');
    expect([...chatSeen(astroOnB).values()]).not.toContain('outage-u-2');

    // Redis is back on the same address: what was acknowledged arrives, on every socket.
    redis = await startRedisServer(redis.port);
    await userOnA.next((m) => m.type === 'chat.message' && m.message.clientId === 'outage-a-1', 20_000);
    await astroOnB.next((m) => m.type === 'chat.message' && m.message.clientId === 'outage-u-2', 20_000);
    await astroOnA.next(
      (m) =>
        (m.type === 'chat.message' && m.message.clientId === 'outage-u-2') ||
        (m.type === 'chat.history' && m.messages.some((h) => h.clientId === 'outage-u-2')),
      20_000,
    );

    // And the socket opened during the outage hears what is sent afterwards.
    userOnA.send({ type: 'chat.send', consultationId: id, clientId: 'outage-u-3', text: 'Thank you.' });
    const live = await astroOnA.next<ChatMessage>(
      (m) => m.type === 'chat.message' && m.message.clientId === 'outage-u-3',
      20_000,
    );
    expect(live.message.seq).toBe(4);
    for (const s of [userOnA, astroOnB])
      await s.next((m) => m.type === 'chat.message' && m.message.clientId === 'outage-u-3', 20_000);
    // Each side has every message exactly once by sequence number, the same one for each client id.
    for (const s of [userOnA, astroOnB, astroOnA]) {
      const seen = chatSeen(s);
      expect([...seen.keys()].sort()).toEqual([1, 2, 3, 4]);
      expect(seen.get(2)).toBe('outage-a-1');
      expect(seen.get(3)).toBe('outage-u-2');
    }
  });
});
