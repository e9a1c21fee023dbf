import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ConsultationViewData } from '@drishti/contracts/consultations';
import type { WsServerMessage } from '@drishti/contracts/ws';
import { localHub } from '@drishti/core/consultations/hub';
import { consultationService } from '@drishti/core/consultations/service';
import {
  consultationMessages,
  consultations,
  demoAstrologerPhone,
  eq,
  ledgerRepository,
  loadDemoData,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../realtime/test-client';
import { createTestApi } from '../testing';
import { turnCredentials } from './consultations';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
let base: string;
let clock = new Date('2026-11-22T06:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60_000;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  api = await createTestApi(
    { STUN_URLS: 'stun:stun.example.org:3478', TURN_URLS: 'turn:turn.example.org:3478', TURN_SECRET: 'turn-secret' },
    { now: () => clock },
    { rateLimits: false },
  );
  await loadDemoData(api.ctx.database.db, clock);
  api.app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    api.wsUpgrades.emit('upgrade', req, socket, head),
  );
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) await s.close();
  await api.close();
});

type Headers = Record<string, string>;
async function signIn(phone: string): Promise<Headers> {
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}
const get = (url: string, headers: Headers = {}) => api.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });
async function recharge(me: Headers, packId: string) {
  const intent = (await post('/api/wallet/recharge', { packId }, me)).json().data;
  await api.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`,
    payload: 'outcome=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
const wallet = async (me: Headers) => (await get('/api/wallet', me)).json().data as { coins: number; reserved: number };
const astroPhone = (n: number) => demoAstrologerPhone(n).slice(2);
async function open(me: Headers) {
  const s = await TestSocket.open(base, me.cookie);
  sockets.push(s);
  return s;
}
const sweep = () => api.ctx.services.consultations.sweep();
/** Both sides' sockets report in, as their heartbeats would every 15 s. */
const heartbeat = (id: string) =>
  api.ctx.services.consultations.seen([
    { id, role: 'user' },
    { id, role: 'astrologer' },
  ]);
/** Time passes with both sides connected: heartbeats every 15 s and the meter running. */
async function connectedFor(id: string, ms: number) {
  for (let t = 0; t < ms; t += 15_000) {
    advance(Math.min(15_000, ms - t));
    await heartbeat(id);
    await sweep();
  }
}

/** The demo astrologer n, signed in and live on every channel. */
async function liveAstrologer(n: number) {
  const me = await signIn(astroPhone(n));
  const res = await post('/api/astrologer/presence', { chat: true, voice: true, video: true }, me);
  expect(res.statusCode).toBe(200);
  const list = (await get('/api/publics/astrologers?limit=50')).json().data.items as {
    id: string;
    slug: string;
    price: { perMinute: number };
  }[];
  const overview = (await get('/api/astrologer/consultations', me)).json().data;
  expect(overview.presence).toEqual({ chat: true, voice: true, video: true });
  return { me, list, ...(await astrologerOf(n)) };
}

/** The demo astrologer n's id and price, found through their account's phone. */
async function astrologerOf(n: number): Promise<{ id: string; price: number }> {
  const rows = await api.ctx.database.db.execute(
    `select a.id, a.price_per_minute as price from astrologers a join users u on u.id = a.user_id where u.phone = '${demoAstrologerPhone(n)}'`,
  );
  const r = (rows as unknown as { rows: { id: string; price: number }[] }).rows[0]!;
  return { id: r.id, price: Number(r.price) };
}

let userSeq = 0;
async function newUser(pack?: string): Promise<Headers> {
  userSeq++;
  const me = await signIn(`98765${String(40000 + userSeq).padStart(5, '0')}`);
  if (pack) await recharge(me, pack);
  return me;
}

describe('who is online', () => {
  const online = async () =>
    (await get('/api/publics/astrologers?online=true&limit=50')).json().data as {
      total: number;
      items: { slug: string; isOnline: boolean; sessionsStatus: Record<string, boolean> }[];
    };

  it('nobody on a fresh start; then only a connected astrologer with the channel switched on', async () => {
    // The demo data: 26 astrologers, none of them there.
    expect((await get('/api/publics/astrologers?limit=50')).json().data.total).toBe(26);
    expect((await online()).total).toBe(0);
    const n = 19;
    const a = await astrologerOf(n);
    const slug = (await api.ctx.database.db.execute(
      `select slug from astrologers where id = '${a.id}'`,
    )) as unknown as {
      rows: { slug: string }[];
    };
    const profile = async () => (await get(`/api/publics/astrologers/${slug.rows[0]!.slug}`)).json().data;
    const me = await signIn(astroPhone(n));
    const socket = await open(me);
    expect((await online()).total).toBe(0); // connected, nothing switched on
    await post('/api/astrologer/presence', { chat: true, voice: false, video: false }, me);
    expect((await online()).items.map((x) => x.slug)).toEqual([slug.rows[0]!.slug]);
    expect((await profile()).sessionsStatus).toEqual({ isChatLive: true, isVoiceLive: false, isVideoLive: false });
    // The connection drops: offline once the grace has passed, though chat stays switched on.
    await socket.close();
    advance(46_000);
    expect((await online()).total).toBe(0);
    expect((await profile()).isOnline).toBe(false);
    expect((await get('/api/astrologer/presence', me)).json().data).toEqual({ chat: true, voice: false, video: false });
    const user = await newUser('coins-500');
    const refused = await post('/api/users/consultations', { astrologerId: a.id, channel: 'chat' }, user);
    expect(refused.json().code).toBe('astrologer-offline');
    // Back on reconnecting.
    await open(me);
    expect((await profile()).sessionsStatus.isChatLive).toBe(true);
    // A missed request switches chat off: offline, while still connected.
    const req = await post('/api/users/consultations', { astrologerId: a.id, channel: 'chat' }, user);
    expect(req.json().data.status).toBe('requested');
    advance(61_000);
    await api.ctx.services.consultations.astrologerSeen([(await get('/api/auth/me', me)).json().data.id]);
    await sweep();
    expect((await get(`/api/consultations/${req.json().data.id}`, user)).json().data.status).toBe('missed');
    expect((await profile()).sessionsStatus.isChatLive).toBe(false);
    expect((await get('/api/astrologer/presence', me)).json().data).toEqual({
      chat: false,
      voice: false,
      video: false,
    });
    expect(await wallet(user)).toEqual({ coins: 500, reserved: 0 });
  });
});

describe('starting a consultation', () => {
  it('needs coins for five minutes, an online astrologer and a signed-in user', async () => {
    const { me: astro, ...a } = await liveAstrologer(0);
    expect((await post('/api/users/consultations', { astrologerId: a.id, channel: 'chat' })).statusCode).toBe(401);
    const poor = await newUser('coins-50');
    const res = await post('/api/users/consultations', { astrologerId: a.id, channel: 'chat' }, poor);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('insufficient-balance');
    expect(res.json().message).toContain(`${a.price * 5} coins`);
    // Hindi on request.
    const hi = await post(
      '/api/users/consultations',
      { astrologerId: a.id, channel: 'chat' },
      { ...poor, 'x-lang': 'hi' },
    );
    expect(hi.json().message).toMatch(/सिक्के/);
    expect(await wallet(poor)).toEqual({ coins: 50, reserved: 0 });
    await post('/api/astrologer/presence', { chat: false, voice: true, video: true }, astro);
    const rich = await newUser('coins-500');
    const offline = await post('/api/users/consultations', { astrologerId: a.id, channel: 'chat' }, rich);
    expect(offline.statusCode).toBe(409);
    expect(offline.json().code).toBe('astrologer-offline');
    // An astrologer cannot consult themselves; a user cannot accept.
    const self = await post('/api/users/consultations', { astrologerId: a.id, channel: 'voice' }, astro);
    expect(self.json().code).toBe('own-profile');
    await post('/api/astrologer/presence', { chat: true, voice: true, video: true }, astro);
  });

  it('reserves the five minutes, reuses the request for the same key, and releases them when missed', async () => {
    const { me: astro, ...a } = await liveAstrologer(1);
    const user = await newUser('coins-500');
    const key = { 'idempotency-key': 'start-key-0001' };
    const first = await post('/api/users/consultations', { astrologerId: a.id, channel: 'chat' }, { ...user, ...key });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/users/consultations', { astrologerId: a.id, channel: 'chat' }, { ...user, ...key });
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(first.json().data).toMatchObject({ status: 'requested', reservedCoins: a.price * 5, you: 'user' });
    expect(await wallet(user)).toEqual({ coins: 500 - a.price * 5, reserved: a.price * 5 });
    // A second open consultation is refused.
    const second = await post('/api/users/consultations', { astrologerId: a.id, channel: 'voice' }, user);
    expect(second.json().code).toBe('already-open');
    // The astrologer sees it; nobody answers for 60 s.
    const overview = (await get('/api/astrologer/consultations', astro)).json().data;
    expect(overview.incoming.map((c: ConsultationViewData) => c.id)).toContain(first.json().data.id);
    advance(61_000);
    expect((await sweep()).missed).toBeGreaterThanOrEqual(1);
    const after = (await get(`/api/consultations/${first.json().data.id}`, user)).json().data;
    expect(after).toMatchObject({ status: 'missed', endReason: 'missed', chargedCoins: 0 });
    expect(await wallet(user)).toEqual({ coins: 500, reserved: 0 });
    const late = await post(`/api/astrologer/consultations/${after.id}/accept`, {}, astro);
    expect(late.statusCode).toBe(409);
  });

  it('queues users while the astrologer is busy and sends the next request when they are free', async () => {
    const { me: astro, ...a } = await liveAstrologer(2);
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => newUser('coins-500')));
    const started = await Promise.all(
      users.map((u) => post('/api/users/consultations', { astrologerId: a.id, channel: 'chat' }, u)),
    );
    for (const r of started) expect(r.statusCode).toBe(200);
    // Positions as they stand once everyone is in line.
    const views = await Promise.all(
      started.map(
        async (r, i) =>
          (await get(`/api/consultations/${r.json().data.id}`, users[i]!)).json().data as ConsultationViewData,
      ),
    );
    expect(views.filter((v) => v.status === 'requested')).toHaveLength(1);
    const queued = views.filter((v) => v.status === 'waitlisted');
    expect(queued.map((v) => v.waitlistPosition).sort()).toEqual([1, 2, 3, 4]);
    const firstIdx = views.findIndex((v) => v.status === 'requested');
    const nextIdx = views.findIndex((v) => v.waitlistPosition === 1);
    const nextSocket = await open(users[nextIdx]!);
    nextSocket.send({ type: 'join', consultationId: views[nextIdx]!.id, lastSeq: 0 });
    await nextSocket.next((m) => m.type === 'consultation.state');
    const promoted = nextSocket.upcoming<Extract<WsServerMessage, { type: 'consultation.state' }>>(
      (m) => m.type === 'consultation.state' && m.consultation.status === 'requested',
    );
    // The first withdraws; the next in line is asked now.
    expect(
      (await post(`/api/users/consultations/${views[firstIdx]!.id}/cancel`, {}, users[firstIdx]!)).json().data.status,
    ).toBe('cancelled');
    expect((await promoted).consultation.id).toBe(views[nextIdx]!.id);
    const positions = await Promise.all(
      views.map(async (v, i) => (await get(`/api/consultations/${v.id}`, users[i]!)).json().data.waitlistPosition),
    );
    expect(positions.filter((p) => p !== null).sort()).toEqual([1, 2, 3]);
    // Decline everything left so the astrologer is free for later tests.
    for (let i = 0; i < 4; i++) {
      const ov = (await get('/api/astrologer/consultations', astro)).json().data;
      const req = ov.incoming[0] as ConsultationViewData;
      expect((await post(`/api/astrologer/consultations/${req.id}/decline`, {}, astro)).json().data.status).toBe(
        'declined',
      );
    }
    for (const u of users) expect(await wallet(u)).toEqual({ coins: 500, reserved: 0 });
  });
});

/** A user and astrologer in an accepted chat, both joined over sockets. */
async function activeChat(n: number, pack = 'coins-500', channel: 'chat' | 'video' = 'chat') {
  const { me: astro, ...a } = await liveAstrologer(n);
  const user = await newUser(pack);
  const created = (await post('/api/users/consultations', { astrologerId: a.id, channel }, user)).json();
  expect(created.success).toBe(true);
  const id = created.data.id as string;
  const astroSocket = await open(astro);
  const userSocket = await open(user);
  const accepted = await post(`/api/astrologer/consultations/${id}/accept`, {}, astro);
  expect(accepted.json().data.status).toBe('active');
  userSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
  astroSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
  await userSocket.next((m) => m.type === 'chat.history');
  await astroSocket.next((m) => m.type === 'chat.history');
  return { astro, a, user, id, astroSocket, userSocket };
}

describe('a paid chat', () => {
  it('delivers messages both ways once, in order, blocks contact details, bills connected minutes and settles once', async () => {
    const { astro, a, user, id, astroSocket, userSocket } = await activeChat(3);
    // Messages: the same client id twice is stored once.
    userSocket.send({
      type: 'chat.send',
      consultationId: id,
      clientId: 'msg-user-0001',
      text: 'नमस्ते, मेरी शादी कब होगी?',
    });
    userSocket.send({
      type: 'chat.send',
      consultationId: id,
      clientId: 'msg-user-0001',
      text: 'नमस्ते, मेरी शादी कब होगी?',
    });
    const ack1 = await userSocket.next<Extract<WsServerMessage, { type: 'chat.ack' }>>((m) => m.type === 'chat.ack');
    const incoming = await astroSocket.next<Extract<WsServerMessage, { type: 'chat.message' }>>(
      (m) => m.type === 'chat.message',
    );
    expect(incoming.message).toMatchObject({ seq: ack1.seq, from: 'user', text: 'नमस्ते, मेरी शादी कब होगी?' });
    astroSocket.send({ type: 'chat.receipt', consultationId: id, seq: ack1.seq, status: 'read' });
    const receipt = await userSocket.next<Extract<WsServerMessage, { type: 'chat.receipt' }>>(
      (m) => m.type === 'chat.receipt',
    );
    expect(receipt).toMatchObject({ seq: ack1.seq, status: 'read', by: 'astrologer' });
    astroSocket.send({ type: 'typing', consultationId: id, typing: true });
    expect((await userSocket.next((m) => m.type === 'typing')) as object).toMatchObject({
      from: 'astrologer',
      typing: true,
    });
    astroSocket.send({
      type: 'chat.send',
      consultationId: id,
      clientId: 'msg-astro-001',
      text: 'Call me on 98765 43210',
    });
    const blocked = await astroSocket.next<Extract<WsServerMessage, { type: 'error' }>>((m) => m.type === 'error');
    expect(blocked).toMatchObject({ code: 'blocked-content', reason: 'phone', clientId: 'msg-astro-001' });
    astroSocket.send({
      type: 'chat.send',
      consultationId: id,
      clientId: 'msg-astro-002',
      text: 'Your 7th house lord is strong.',
    });
    await astroSocket.next((m) => m.type === 'chat.ack');
    // Two minutes and a bit of connected time: three started minutes.
    await connectedFor(id, 2 * MINUTE + 10_000);
    const mid = (await get(`/api/consultations/${id}`, user)).json().data as ConsultationViewData;
    expect(mid.meter.billedMinutes).toBe(3);
    expect(mid.meter.running).toBe(true);
    // Reconnecting with lastSeq gets only what was missed.
    const msgs = (await get(`/api/consultations/${id}/messages?after=0`, user)).json().data;
    expect(msgs.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
    expect((await get(`/api/consultations/${id}/messages?after=1`, astro)).json().data.messages).toHaveLength(1);
    // Strangers see nothing.
    const stranger = await newUser();
    expect((await get(`/api/consultations/${id}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/consultations/${id}/messages`, stranger)).statusCode).toBe(404);
    expect((await post(`/api/consultations/${id}/end`, {}, stranger)).statusCode).toBe(404);
    const strangerSocket = await open(stranger);
    strangerSocket.send({ type: 'chat.send', consultationId: id, clientId: 'msg-strange-1', text: 'hello' });
    expect(await strangerSocket.next((m) => m.type === 'error')).toMatchObject({ code: 'no-such-consultation' });
    // Both end at once; the sweep runs too: settled exactly once.
    const ends = await Promise.all([
      post(`/api/consultations/${id}/end`, {}, user),
      post(`/api/consultations/${id}/end`, {}, astro),
      sweep(),
    ]);
    const ended = ends[0].json().data as ConsultationViewData;
    expect(ended).toMatchObject({ status: 'ended', settled: true, chargedCoins: 3 * a.price });
    const astroView = ends[1].json().data as ConsultationViewData;
    const platform = Math.floor((3 * a.price * 30) / 100);
    expect(astroView.astrologerCoins).toBe(3 * a.price - platform);
    expect(await wallet(user)).toEqual({ coins: 500 - 3 * a.price, reserved: 0 });
    const ledger = ledgerRepository(api.ctx.database.db);
    const earnings = await ledger.account('earnings', a.id);
    expect(earnings.balance).toBe(3 * a.price - platform);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
    // Payouts count the commission once: as it was taken at the settlement, not again on the share.
    const day = 86_400_000;
    const payouts = await api.ctx.services.marketplaceAdmin.payouts(
      new Date(Date.now() - day),
      new Date(Date.now() + day),
    );
    expect(payouts.find((p) => p.astrologerId === a.id)).toMatchObject({
      gross: 3 * a.price,
      commission: platform,
      payable: 3 * a.price - platform,
    });
    const settles = await api.ctx.database.db.execute(
      `select count(*)::int as n from ledger_transactions where idempotency_key = 'settle:${id}'`,
    );
    expect((settles as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // Sending after the end is refused; the transcript downloads, then can be deleted.
    userSocket.send({ type: 'chat.send', consultationId: id, clientId: 'msg-user-late', text: 'one more' });
    expect(await userSocket.upcoming((m) => m.type === 'error')).toMatchObject({
      code: 'consultation-not-in-progress',
    });
    const transcript = await get(`/api/users/consultations/${id}/transcript`, user);
    expect(transcript.headers['content-disposition']).toMatch(/attachment/);
    expect(transcript.body).toContain('नमस्ते, मेरी शादी कब होगी?');
    expect(transcript.body).toContain('Your 7th house lord is strong.');
    expect(transcript.body).not.toContain('98765');
    expect((await get(`/api/users/consultations/${id}/transcript`, astro)).statusCode).toBe(403);
    // One review per consultation, by its user only.
    const review = await post('/api/users/reviews', { consultationId: id, rating: 5, comment: 'बहुत सटीक' }, user);
    expect(review.statusCode).toBe(200);
    expect((await post('/api/users/reviews', { consultationId: id, rating: 4 }, user)).statusCode).toBe(409);
    expect((await post('/api/users/reviews', { consultationId: id, rating: 4 }, stranger)).statusCode).toBe(404);
    expect((await post('/api/users/reviews', { rating: 4 }, user)).statusCode).toBe(400);
    expect((await get(`/api/consultations/${id}`, user)).json().data.reviewed).toBe(true);
    const refund = await post(
      `/api/users/consultations/${id}/refund-request`,
      { reason: 'The answers were cut off.' },
      user,
    );
    expect(refund.json().data.refundRequested).toBe(true);
    const del = await api.app.inject({
      method: 'DELETE',
      url: `/api/users/consultations/${id}/transcript`,
      headers: user,
    });
    expect(del.json().data.transcriptDeleted).toBe(true);
    expect((await get(`/api/consultations/${id}/messages`, user)).json().data.messages).toEqual([]);
    // History shows it for the user and the astrologer.
    expect((await get('/api/users/consultations', user)).json().data[0]).toMatchObject({ id, status: 'ended' });
    const ov = (await get('/api/astrologer/consultations', astro)).json().data;
    expect(ov.history[0]).toMatchObject({ id, astrologerCoins: 3 * a.price - platform });
    expect(ov.earnings.total).toBeGreaterThanOrEqual(3 * a.price - platform);
  });

  it('pauses while a side is away, resumes on return, and ends itself after the away limit', async () => {
    const { a, user, id, userSocket } = await activeChat(4);
    await connectedFor(id, 30_000);
    // The user's connection drops for 30 s: nothing is billed for that time.
    await userSocket.close();
    await new Promise((r) => setTimeout(r, 100));
    const before = (await get(`/api/consultations/${id}`, user)).json().data as ConsultationViewData;
    expect(before.meter.connectedMs).toBe(30_000);
    expect(before.meter.userPresent).toBe(false);
    advance(30_000);
    await sweep();
    const back = await open(user);
    back.send({ type: 'join', consultationId: id, lastSeq: 0 });
    await back.next((m) => m.type === 'chat.history');
    await connectedFor(id, 20_000);
    const resumed = (await get(`/api/consultations/${id}`, user)).json().data as ConsultationViewData;
    expect(resumed.meter.connectedMs).toBe(50_000);
    expect(resumed.meter.billedMinutes).toBe(1);
    // Then the user goes away for 5 minutes: the consultation ends itself after 3 minutes away.
    await back.close();
    await new Promise((r) => setTimeout(r, 100));
    advance(5 * MINUTE);
    await sweep();
    const ended = (await get(`/api/consultations/${id}`, user)).json().data as ConsultationViewData;
    expect(ended).toMatchObject({ status: 'ended', endReason: 'disconnected', chargedCoins: a.price, settled: true });
    expect(await wallet(user)).toEqual({ coins: 500 - a.price, reserved: 0 });
  });

  it('treats a silent side as away after the heartbeat grace, counting only up to the grace', async () => {
    const { user, id } = await activeChat(5);
    // Nobody's socket reports in (their heartbeats would): after 45 s of silence both count as away.
    advance(2 * MINUTE);
    await sweep();
    const v = (await get(`/api/consultations/${id}`, user)).json().data as ConsultationViewData;
    expect(v.meter.connectedMs).toBe(45_000);
    expect(v.meter.running).toBe(false);
    await post(`/api/consultations/${id}/end`, {}, user);
  });

  it('warns a minute ahead and ends itself when the coins run out, charging what was reserved', async () => {
    const { me: astro, ...a } = await liveAstrologer(6);
    const user = await newUser('coins-200');
    expect(a.price * 5).toBeLessThanOrEqual(200);
    const id = (await post('/api/users/consultations', { astrologerId: a.id, channel: 'chat' }, user)).json().data
      .id as string;
    const userSocket = await open(user);
    const astroSocket = await open(astro);
    await post(`/api/astrologer/consultations/${id}/accept`, {}, astro);
    userSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
    astroSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
    await userSocket.next((m) => m.type === 'chat.history');
    await astroSocket.next((m) => m.type === 'chat.history');
    const affordable = Math.floor(200 / a.price);
    const warning = userSocket.upcoming((m) => m.type === 'consultation.warning', 10_000);
    const ended = userSocket.upcoming<Extract<WsServerMessage, { type: 'consultation.state' }>>(
      (m) => m.type === 'consultation.state' && m.consultation.status === 'ended',
      10_000,
    );
    await connectedFor(id, (affordable * 60 + 30) * 1000);
    expect(await warning).toMatchObject({ consultationId: id });
    const final = (await ended).consultation;
    expect(final).toMatchObject({ endReason: 'balance', chargedCoins: affordable * a.price });
    expect(final.meter.billedMinutes).toBe(affordable);
    expect(await wallet(user)).toEqual({ coins: 200 - affordable * a.price, reserved: 0 });
  });

  it('survives a crashed instance: another settles from the database, once, billing at most connected + 1 minute', async () => {
    const { a, user, id, userSocket, astroSocket } = await activeChat(7);
    await connectedFor(id, 90_000);
    // "Kill" this instance: its sockets vanish without leaving (no close handling reaches the DB).
    userSocket.ws.terminate();
    astroSocket.ws.terminate();
    // This instance still sees both sockets close and records the sides as gone: wait for that to
    // be stored before the clock moves, so it cannot land in the middle of the other's sweeps.
    await expect
      .poll(async () => {
        const m = ((await get(`/api/consultations/${id}`, user)).json().data as ConsultationViewData).meter;
        return [m.userPresent, m.astrologerPresent];
      })
      .toEqual([false, false]);
    // Another instance (or this one restarted) carries on from the database alone.
    const other = consultationService({ db: api.ctx.database.db, hub: localHub(), now: () => clock });
    advance(5 * MINUTE);
    await Promise.all([other.sweep(), other.sweep()]);
    const v = (await get(`/api/consultations/${id}`, user)).json().data as ConsultationViewData;
    expect(v).toMatchObject({ status: 'ended', endReason: 'disconnected', settled: true });
    // Connected: 90 s seen + up to the 45 s grace → at most 3 started minutes.
    expect(v.meter.connectedMs).toBeLessThanOrEqual(135_000);
    expect(v.chargedCoins).toBeLessThanOrEqual(3 * a.price);
    expect(v.chargedCoins).toBeGreaterThanOrEqual(2 * a.price);
    expect(await wallet(user)).toEqual({ coins: 500 - (v.chargedCoins ?? 0), reserved: 0 });
    const ledger = ledgerRepository(api.ctx.database.db);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
  });
});

describe('calls', () => {
  it('meters a call only once the media connects, forwards signals, and gives short-lived TURN credentials', async () => {
    const { a, user, id, userSocket, astroSocket } = await activeChat(8, 'coins-500', 'video');
    const ice = (await get(`/api/consultations/${id}/ice`, user)).json().data;
    expect(ice.iceServers[0]).toEqual({ urls: ['stun:stun.example.org:3478'] });
    const turn = ice.iceServers[1];
    expect(turn.urls).toEqual(['turn:turn.example.org:3478']);
    const [expiry] = turn.username.split(':');
    expect(Number(expiry) - Math.floor(Date.now() / 1000)).toBeGreaterThan(3000);
    expect(turn.credential).toBe(
      turnCredentials('turn-secret', turn.username.split(':')[1], (Number(expiry) - 3600) * 1000).credential,
    );
    astroSocket.send({ type: 'rtc.signal', consultationId: id, signal: { type: 'offer', sdp: 'v=0 fake offer' } });
    expect(await userSocket.next((m) => m.type === 'rtc.signal')).toMatchObject({
      from: 'astrologer',
      signal: { type: 'offer' },
    });
    await connectedFor(id, MINUTE);
    expect((await get(`/api/consultations/${id}`, user)).json().data.meter.connectedMs).toBe(0);
    userSocket.send({ type: 'rtc.state', consultationId: id, state: 'connected' });
    await new Promise((r) => setTimeout(r, 200));
    await connectedFor(id, 30_000);
    expect((await get(`/api/consultations/${id}`, user)).json().data.meter.connectedMs).toBe(30_000);
    const ended = (await post(`/api/consultations/${id}/end`, {}, user)).json().data;
    expect(ended.chargedCoins).toBe(a.price);
  });
});

describe('delivery after a crash and long resumes', () => {
  it('re-publishes a resent message that was committed but never delivered; the other side gets it once', async () => {
    const { user, id, astroSocket, userSocket } = await activeChat(9);
    const me = (await get('/api/auth/me', user)).json().data as { id: string };
    // The instance commits the message and dies before publishing it: nothing reaches the astrologer.
    const committed = await api.ctx.services.consultations.send(me.id, id, 'msg-crash-0001', 'Are you there?');
    expect(committed.duplicate).toBe(false);
    const mark = astroSocket.received.length;
    // The sender never got the ack, so it resends the same client id (here on its live socket).
    userSocket.send({ type: 'chat.send', consultationId: id, clientId: 'msg-crash-0001', text: 'Are you there?' });
    const ack = await userSocket.next<Extract<WsServerMessage, { type: 'chat.ack' }>>(
      (m) => m.type === 'chat.ack' && m.clientId === 'msg-crash-0001',
    );
    expect(ack.seq).toBe(committed.message.seq);
    const incoming = await astroSocket.next<Extract<WsServerMessage, { type: 'chat.message' }>>(
      (m) => m.type === 'chat.message' && m.message.clientId === 'msg-crash-0001',
      5000,
      mark,
    );
    expect(incoming.message).toMatchObject({ seq: committed.message.seq, from: 'user', text: 'Are you there?' });
    // A later message arrives after it: the re-published one was delivered exactly once.
    userSocket.send({ type: 'chat.send', consultationId: id, clientId: 'msg-crash-0002', text: 'Hello?' });
    await astroSocket.next((m) => m.type === 'chat.message' && m.message.clientId === 'msg-crash-0002', 5000, mark);
    const copies = astroSocket.received
      .slice(mark)
      .filter((m) => m.type === 'chat.message' && m.message.clientId === 'msg-crash-0001');
    expect(copies).toHaveLength(1);
    await post(`/api/consultations/${id}/end`, {}, user);
  });

  it('resumes a 1,200-message chat completely: the join gives a page, the API pages through the rest', async () => {
    const { user, id } = await activeChat(10);
    const db = api.ctx.database.db;
    const total = 1200;
    const rows = Array.from({ length: total }, (_, i) => ({
      consultationId: id,
      seq: i + 1,
      sender: i % 2 === 0 ? ('user' as const) : ('astrologer' as const),
      clientId: `msg-long-${String(i + 1).padStart(5, '0')}`,
      body: `Message ${i + 1}`,
    }));
    for (let i = 0; i < total; i += 400) await db.insert(consultationMessages).values(rows.slice(i, i + 400));
    await db.update(consultations).set({ lastSeq: total }).where(eq(consultations.id, id));
    // A second socket of the user resumes from the start.
    const again = await open(user);
    again.send({ type: 'join', consultationId: id, lastSeq: 0 });
    const first = await again.next<Extract<WsServerMessage, { type: 'chat.history' }>>(
      (m) => m.type === 'chat.history',
    );
    expect(first.messages).toHaveLength(500);
    expect(first).toMatchObject({ lastSeq: total, more: true, nextAfterSeq: 500 });
    const seqs = first.messages.map((m) => m.seq);
    let cursor = first.nextAfterSeq as number;
    for (let pages = 0; pages < 10; pages++) {
      const page = (await get(`/api/consultations/${id}/messages?afterSeq=${cursor}&limit=500`, user)).json().data as {
        messages: { seq: number }[];
        lastSeq: number;
        more: boolean;
        nextAfterSeq: number;
      };
      seqs.push(...page.messages.map((m) => m.seq));
      cursor = page.nextAfterSeq;
      if (!page.more) break;
    }
    expect(seqs).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(cursor).toBe(total);
    await again.close();
    await post(`/api/consultations/${id}/end`, {}, user);
  });
});
