import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { WsServerMessage } from '@drishti/contracts/ws';
import { ConsoleSmsProvider } from '@drishti/core/sms';
import { createTestDatabase, type Database, demoAstrologerPhone, loadDemoData } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../app';
import { createContext } from '../context';
import { loadEnv } from '../env';
import { redisHub } from './redis-hub';
import { startRedisServer } from './redis-server';
import { TestSocket } from './test-client';

/**
 * Two API instances on one database, joined only by a real Redis server: a user on one talks
 * with an astrologer on the other, and the astrologer's online state is right on both.
 */
let database: Database;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let clock = new Date('2026-11-22T06:00:00Z');
const instances: { api: Awaited<ReturnType<typeof buildApi>>; ctx: ReturnType<typeof createContext>; base: string }[] =
  [];
const sockets: TestSocket[] = [];

async function instance() {
  const env = loadEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/drishti-test-data',
    REDIS_URL: redis.url,
  });
  const hub = await redisHub(redis.url, (err) => {
    throw err;
  });
  const ctx = createContext(env, database, { sms: new ConsoleSmsProvider(() => {}), now: () => clock, hub });
  const api = await buildApi({ ctx, rateLimits: false });
  api.app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    api.wsUpgrades.emit('upgrade', req, socket, head),
  );
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const made = { api, ctx, base };
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

type Headers = Record<string, string>;
type Inst = Awaited<ReturnType<typeof instance>>;
async function signIn(on: Inst, phone: string): Promise<Headers> {
  const app = on.api.app;
  await app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}

describe('two API instances with Redis', () => {
  it('carries a consultation between a user on one instance and an astrologer on the other', async () => {
    const a = await instance();
    const b = await instance();
    // The astrologer works on B; the user browses and pays on A.
    const astro = await signIn(b, demoAstrologerPhone(10).slice(2));
    const live = await b.api.app.inject({
      method: 'POST',
      url: '/api/astrologer/presence',
      payload: { chat: true, voice: false, video: false },
      headers: astro,
    });
    expect(live.statusCode).toBe(200);
    const astroSocket = await TestSocket.open(b.base, astro.cookie);
    sockets.push(astroSocket);
    const found = await database.db.execute(
      `select a.id, a.slug from astrologers a join users u on u.id = a.user_id where u.phone = '${demoAstrologerPhone(10)}'`,
    );
    const astrologer = (found as unknown as { rows: { id: string; slug: string }[] }).rows[0]!;
    const onA = (await a.api.app.inject({ method: 'GET', url: `/api/publics/astrologers/${astrologer.slug}` })).json()
      .data;
    expect(onA.sessionsStatus).toMatchObject({ isChatLive: true, isVoiceLive: false });

    const user = await signIn(a, '9876550001');
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
    const userSocket = await TestSocket.open(a.base, user.cookie);
    sockets.push(userSocket);

    // The request made on A reaches the astrologer's socket on B.
    const incoming = astroSocket.upcoming<Extract<WsServerMessage, { type: 'consultation.state' }>>(
      (m) => m.type === 'consultation.state' && m.consultation.status === 'requested',
    );
    const created = await a.api.app.inject({
      method: 'POST',
      url: '/api/users/consultations',
      payload: { astrologerId: astrologer.id, channel: 'chat' },
      headers: user,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as string;
    expect((await incoming).consultation).toMatchObject({ id, you: 'astrologer' });

    // Accepted on B: the user on A hears of it.
    const accepted = userSocket.upcoming<Extract<WsServerMessage, { type: 'consultation.state' }>>(
      (m) => m.type === 'consultation.state' && m.consultation.status === 'active',
    );
    await b.api.app.inject({ method: 'POST', url: `/api/astrologer/consultations/${id}/accept`, headers: astro });
    await accepted;
    userSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
    astroSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
    await userSocket.next((m) => m.type === 'chat.history');
    await astroSocket.next((m) => m.type === 'chat.history');

    // Messages and typing cross the instances both ways.
    userSocket.send({ type: 'chat.send', consultationId: id, clientId: 'two-inst-u-1', text: 'Will I get the job?' });
    const toAstro = await astroSocket.next<Extract<WsServerMessage, { type: 'chat.message' }>>(
      (m) => m.type === 'chat.message',
    );
    expect(toAstro.message).toMatchObject({ seq: 1, from: 'user', text: 'Will I get the job?' });
    astroSocket.send({ type: 'typing', consultationId: id, typing: true });
    await userSocket.next((m) => m.type === 'typing');
    astroSocket.send({
      type: 'chat.send',
      consultationId: id,
      clientId: 'two-inst-a-1',
      text: 'Jupiter transits your 10th house.',
    });
    const toUser = await userSocket.next<Extract<WsServerMessage, { type: 'chat.message' }>>(
      (m) => m.type === 'chat.message' && m.message.from === 'astrologer',
    );
    expect(toUser.message.seq).toBe(2);

    // The meter, run by instance B, reaches the user on A.
    clock = new Date(clock.getTime() + 35_000);
    await b.ctx.services.consultations.seen([
      { id, role: 'user' },
      { id, role: 'astrologer' },
    ]);
    const meter = userSocket.upcoming<Extract<WsServerMessage, { type: 'consultation.meter' }>>(
      (m) => m.type === 'consultation.meter' && m.meter.connectedMs > 0,
    );
    await b.ctx.services.consultations.sweep();
    expect((await meter).meter).toMatchObject({ connectedMs: 35_000, billedMinutes: 1, running: true });

    // The astrologer ends on B; the user on A sees the settled result.
    const ended = userSocket.upcoming<Extract<WsServerMessage, { type: 'consultation.state' }>>(
      (m) => m.type === 'consultation.state' && m.consultation.status === 'ended',
    );
    await b.api.app.inject({ method: 'POST', url: `/api/consultations/${id}/end`, headers: astro });
    expect((await ended).consultation).toMatchObject({
      settled: true,
      chargedCoins: created.json().data.pricePerMinute,
    });

    // The astrologer's socket goes quiet: after two minutes both instances show them offline.
    await astroSocket.close();
    clock = new Date(clock.getTime() + 3 * 60_000);
    await a.ctx.services.consultations.sweep();
    for (const inst of [a, b]) {
      const p = (
        await inst.api.app.inject({ method: 'GET', url: `/api/publics/astrologers/${astrologer.slug}` })
      ).json().data;
      expect(p.sessionsStatus).toMatchObject({ isChatLive: false, isVoiceLive: false, isVideoLive: false });
    }
  });
});
