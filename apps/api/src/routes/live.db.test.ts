import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  ledgerRepository,
  liveRepository,
  DEMO_ADMIN_PHONE,
  demoAstrologerPhone,
  loadDemoData,
  usersRepository,
} from '@drishti/db/testing';
import { liveService } from '@drishti/core/live';
import Janode from 'janode';
import VideoRoomPlugin from 'janode/plugins/videoroom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { janusMedia } from '../live/janus-media';
import { filterClientMessage } from '../live/janus-proxy';
import { createTestApi } from '../testing';

/**
 * Live events against a real Janus started here on loopback (scripts/lib/janus.mjs): rooms per
 * event, tokens bound to one event and one role, the /janus proxy's checks as Janus sees them, the
 * chat's contact filter and moderation, and the end of an event.
 */

type LocalJanus = { env: Record<string, string>; stop(): void };
type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let janus: LocalJanus;
let api: TestApi;
let base: string;

beforeAll(async () => {
  const helper = fileURLToPath(new URL('../../../../scripts/lib/janus.mjs', import.meta.url));
  const lib = (await import(helper)) as { startLocalJanus(): Promise<LocalJanus> };
  janus = await lib.startLocalJanus();
  api = await createTestApi(janus.env, {}, { rateLimits: false, liveMediaCheck: false });
  await loadDemoData(api.ctx.database.db);
  await usersRepository(api.ctx.database.db).findOrCreateByPhone(DEMO_ADMIN_PHONE, { role: 'admin' });
  api.app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    api.wsUpgrades.emit('upgrade', req, socket, head),
  );
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await api?.close();
  janus?.stop();
});

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
const del = (url: string, headers: Headers = {}) => api.app.inject({ method: 'DELETE', url, headers });

const event = (title: string) => ({
  titleEn: title,
  titleHi: `${title} (हिंदी)`,
  topicEn: 'Saturn transit and careers',
  topicHi: 'शनि का गोचर और करियर',
  language: 'hi',
});

/** A Janus client speaking Janus's WebSocket protocol to our /janus proxy. */
class JanusClient {
  private waiting = new Map<string, (m: Record<string, unknown>) => void>();
  readonly events: Record<string, unknown>[] = [];
  private seq = 0;
  session = 0;
  handle = 0;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as Record<string, unknown>;
      this.events.push(m);
      // Plugin answers come as an `ack` first, then an `event` with the same transaction.
      if (m.janus === 'ack') return;
      const w = this.waiting.get(String(m.transaction));
      if (w) {
        this.waiting.delete(String(m.transaction));
        w(m);
      }
    });
  }
  static async open(token: string, headers: Headers = {}): Promise<JanusClient> {
    const ws = new WebSocket(`ws://${base}/janus?token=${encodeURIComponent(token)}`, 'janus-protocol', { headers });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new JanusClient(ws);
  }
  closed(): Promise<number> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) resolve(-1);
      this.ws.once('close', (code) => resolve(code));
    });
  }
  request(m: Record<string, unknown>): Promise<Record<string, unknown>> {
    const transaction = `t${++this.seq}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${JSON.stringify(m)}`)), 5000);
      this.waiting.set(transaction, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      this.ws.send(JSON.stringify({ ...m, transaction }));
    });
  }
  async attach() {
    const s = await this.request({ janus: 'create' });
    expect(s.janus, JSON.stringify(s)).toBe('success');
    this.session = (s.data as { id: number }).id;
    const h = await this.request({ janus: 'attach', session_id: this.session, plugin: 'janus.plugin.videoroom' });
    expect(h.janus, JSON.stringify(h)).toBe('success');
    this.handle = (h.data as { id: number }).id;
  }
  message(body: Record<string, unknown>, jsep?: Record<string, unknown>) {
    return this.request({
      janus: 'message',
      session_id: this.session,
      handle_id: this.handle,
      body,
      ...(jsep ? { jsep } : {}),
    });
  }
  close() {
    this.ws.close();
  }
}

/** Who is in a room, asked of Janus directly with the room's secret (as only the API can). */
async function participants(eventId: string): Promise<{ id: number }[] | 'no such room'> {
  const e = await liveRepository(api.ctx.database.db).media(eventId);
  const conn = await Janode.connect({
    address: [{ url: janus.env.JANUS_URL!, apisecret: janus.env.JANUS_API_SECRET! }],
  });
  try {
    const session = await conn.create();
    const handle = (await session.attach(VideoRoomPlugin)) as unknown as {
      exists(p: { room: number }): Promise<{ exists: boolean }>;
      listParticipants(p: { room: number; secret: string }): Promise<{ participants: { feed: number }[] }>;
    };
    if (!(await handle.exists({ room: e!.room! })).exists) return 'no such room';
    const list = await handle.listParticipants({ room: e!.room!, secret: e!.secret! });
    return list.participants.map((p) => ({ id: p.feed }));
  } finally {
    await conn.close();
  }
}

/** A fake SDP offer with one sendonly audio line, enough for Janus to accept a publish request. */
const offerSdp = [
  'v=0',
  'o=- 1 1 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=msid-semantic: WMS',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'c=IN IP4 0.0.0.0',
  'a=rtcp:9 IN IP4 0.0.0.0',
  'a=ice-ufrag:abcd',
  'a=ice-pwd:abcdefghijklmnopqrstuvwx',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 12:34:56:78:9A:BC:DE:F0:12:34:56:78:9A:BC:DE:F0:12:34:56:78:9A:BC:DE:F0:12:34:56:78:9A:BC:DE:F0',
  'a=setup:actpass',
  'a=mid:0',
  'a=sendonly',
  'a=rtcp-mux',
  'a=rtpmap:111 opus/48000/2',
  '',
].join('\r\n');

describe('live events on Janus', () => {
  let host: Headers;
  let other: Headers;
  let viewer: Headers;
  let admin: Headers;
  let eventA: string;
  let eventB: string;

  beforeAll(async () => {
    host = await signIn(demoAstrologerPhone(1).slice(2));
    other = await signIn(demoAstrologerPhone(2).slice(2));
    viewer = await signIn('9700002801');
    admin = await signIn(DEMO_ADMIN_PHONE.slice(2));
    const me = (await get('/api/auth/me', viewer)).json().data.id as string;
    await usersRepository(api.ctx.database.db).update(me, { name: 'Ravi Kumar' });
  });

  it('goes live now with a room of its own, and lists it for anyone', async () => {
    expect((await get('/api/publics/live/status')).json().data.enabled).toBe(true);
    const a = await post('/api/astrologer/live/events', event('Ask about Saturn'), host);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data.status).toBe('live');
    eventA = a.json().data.id;
    const b = await post('/api/astrologer/live/events', event('Second astrologer live'), other);
    expect(b.statusCode, b.body).toBe(200);
    eventB = b.json().data.id;
    // One live event per astrologer at a time.
    const again = await post('/api/astrologer/live/events', event('Twice at once'), host);
    expect(again.statusCode).toBe(409);
    // A user cannot hold events; nobody signed out can.
    expect((await post('/api/astrologer/live/events', event('Not an astrologer'), viewer)).statusCode).toBe(403);
    const list = (await get('/api/publics/live/events')).json().data;
    expect(list.live.map((e: { id: string }) => e.id).sort()).toEqual([eventA, eventB].sort());
    const rooms = await Promise.all([eventA, eventB].map((id) => liveRepository(api.ctx.database.db).media(id)));
    expect(new Set(rooms.map((r) => r!.room)).size).toBe(2);
    expect(await participants(eventA)).toEqual([]);
    // A scheduled event is upcoming, not live.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const s = await post('/api/astrologer/live/events', { ...event('Tomorrow'), startsAt: later }, host);
    expect(s.json().data.status).toBe('scheduled');
    expect((await get('/api/publics/live/events')).json().data.upcoming.map((e: { id: string }) => e.id)).toContain(
      s.json().data.id,
    );
  });

  it('gives publisher tokens only to the event’s own astrologer, viewer tokens to anyone', async () => {
    expect((await post(`/api/astrologer/live/events/${eventA}/token`, {}, host)).statusCode).toBe(200);
    expect((await post(`/api/astrologer/live/events/${eventA}/token`, {}, other)).statusCode).toBe(403);
    expect((await post(`/api/astrologer/live/events/${eventA}/token`, {}, viewer)).statusCode).toBe(403);
    expect((await post(`/api/publics/live/events/${eventA}/token`, {})).statusCode).toBe(200);
    expect((await post(`/api/publics/live/events/${eventA}/token`, {}, viewer)).statusCode).toBe(200);
  });

  it('a token for one event does not open another', async () => {
    const tokenA = (await post(`/api/astrologer/live/events/${eventA}/token`, {}, host)).json().data;
    const tokenB = (await post(`/api/astrologer/live/events/${eventB}/token`, {}, other)).json().data;
    // Astrologer 1 joins with A's token but names B's room: the proxy puts them in A's room.
    const c = await JanusClient.open(tokenA.token);
    await c.attach();
    const joined = await c.message({ request: 'join', ptype: 'publisher', room: tokenB.room, display: 'x' });
    expect((joined.plugindata as { data: { videoroom: string; room: number } }).data).toMatchObject({
      videoroom: 'joined',
      room: tokenA.room,
    });
    expect(await participants(eventB)).toEqual([]);
    c.close();
    // A token re-signed for another event, or altered, or made up, is refused at the door.
    const [id, role, exp, nonce, sig] = tokenA.token.split('.');
    for (const forged of [
      `${eventB}.${role}.${exp}.${nonce}.${sig}`,
      `${id}.${role}.${Number(exp) + 1}.${nonce}.${sig}`,
      'x',
    ]) {
      const f = await JanusClient.open(forged);
      expect(await f.closed()).toBe(4001);
    }
  });

  it('a viewer cannot publish, create rooms or reach another plugin', async () => {
    const t = (await post(`/api/publics/live/events/${eventA}/token`, {})).json().data;
    expect(t.role).toBe('viewer');
    const c = await JanusClient.open(t.token);
    const plugin = await c.request({ janus: 'create' });
    const session = (plugin.data as { id: number }).id;
    const echo = await c.request({ janus: 'attach', session_id: session, plugin: 'janus.plugin.echotest' });
    expect(echo.janus).toBe('error');
    c.session = session;
    const h = await c.request({ janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' });
    c.handle = (h.data as { id: number }).id;
    for (const body of [
      { request: 'join', ptype: 'publisher', room: t.room, id: 1 },
      { request: 'joinandconfigure', ptype: 'publisher', room: t.room },
      { request: 'publish' },
      { request: 'create', room: 4242 },
      { request: 'destroy', room: t.room },
      { request: 'kick', room: t.room, id: 1 },
      { request: 'join', ptype: 'subscriber', room: t.room, streams: [{ feed: 3 }] },
    ]) {
      const answer = await c.message(body);
      expect(answer.janus, JSON.stringify(body)).toBe('error');
      expect((answer.error as { code: number }).code).toBe(403);
    }
    // An offer (media from the viewer) is refused even on an allowed request.
    const offer = await c.message({ request: 'configure' }, { type: 'offer', sdp: offerSdp });
    expect(offer.janus).toBe('error');
    expect(await participants(eventA)).toEqual([]);
    c.close();
  });

  it('the host publishes into their own room', async () => {
    const t = (await post(`/api/astrologer/live/events/${eventA}/token`, {}, host)).json().data;
    const c = await JanusClient.open(t.token);
    await c.attach();
    const answer = await c.message(
      { request: 'joinandconfigure', ptype: 'publisher', display: 'host', audio: true },
      { type: 'offer', sdp: offerSdp },
    );
    expect((answer.plugindata as { data: { videoroom: string } }).data.videoroom).toBe('joined');
    expect((answer.jsep as { type: string }).type).toBe('answer');
    expect(await participants(eventA)).toEqual([{ id: 1 }]);
    // What the media check sees (docs/LIVE.md): the host's feed is in the room, but with no media
    // flowing (this offer has no reachable candidates) Janus does not count it as publishing; a
    // room that does not exist is told apart from one without the host.
    const media = janusMedia({
      urls: [janus.env.JANUS_URL!],
      apiSecret: janus.env.JANUS_API_SECRET,
      adminKey: janus.env.JANUS_ADMIN_KEY,
    });
    const room = (await liveRepository(api.ctx.database.db).media(eventA))!;
    const ref = { server: room.server!, room: room.room!, secret: room.secret! };
    expect(await media.hostPublishing(ref)).toBe(false);
    // The host's connection drops without leaving; a new token clears the stale feed, so the host
    // publishes again at once.
    const again = (await post(`/api/astrologer/live/events/${eventA}/token`, {}, host)).json().data;
    expect(await participants(eventA)).toEqual([]);
    expect(await media.hostPublishing(ref)).toBe(false);
    expect(await media.hostPublishing({ ...ref, room: ref.room + 1 })).toBe('no-room');
    await media.ping(ref.server);
    await media.close();
    const c2 = await JanusClient.open(again.token);
    await c2.attach();
    const rejoined = await c2.message(
      { request: 'joinandconfigure', ptype: 'publisher', display: 'host', audio: true },
      { type: 'offer', sdp: offerSdp },
    );
    expect((rejoined.plugindata as { data: { videoroom: string } }).data.videoroom).toBe('joined');
    expect(await participants(eventA)).toEqual([{ id: 1 }]);
    c.close();
    c2.close();
  });

  it('chats with the contact filter; a removed message disappears for everyone; a muted viewer is silent', async () => {
    const say = (body: string, who: Headers) => post(`/api/users/live/events/${eventA}/messages`, { body }, who);
    expect((await post(`/api/users/live/events/${eventA}/messages`, { body: 'hi' })).statusCode).toBe(401);
    const hello = await say('Namaste, when is a good time to start a business?', viewer);
    expect(hello.statusCode, hello.body).toBe(200);
    expect(hello.json().data.author).toBe('Ravi');
    const refused = await say('call me on 98 76 54 32 10', viewer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('blocked-content:phone');
    const reply = await say('After the Moon enters Taurus.', host);
    expect(reply.json().data.host).toBe(true);

    const shown = async (who?: Headers) =>
      (
        (await get(`/api/publics/live/events/${eventA}/state`, who)).json().data.messages as {
          id: number;
          body: string;
        }[]
      ).map((m) => m.body);
    expect(await shown()).toEqual([
      'Namaste, when is a good time to start a business?',
      'After the Moon enters Taurus.',
    ]);
    // Only the host and admins see authors' accounts and may moderate.
    const hostView = (await get(`/api/publics/live/events/${eventA}/state`, host)).json().data;
    expect(hostView.me.moderator).toBe(true);
    expect(hostView.messages[0].userId).toBeTruthy();
    const anonView = (await get(`/api/publics/live/events/${eventA}/state`)).json().data;
    expect(anonView.messages[0].userId).toBeNull();
    const messageId = hello.json().data.id as number;
    expect((await del(`/api/users/live/events/${eventA}/messages/${messageId}`, viewer)).statusCode).toBe(403);
    expect((await del(`/api/users/live/events/${eventA}/messages/${messageId}`, other)).statusCode).toBe(403);
    expect((await del(`/api/users/live/events/${eventA}/messages/${messageId}`, host)).statusCode).toBe(200);
    for (const who of [undefined, viewer, host, admin])
      expect(await shown(who)).toEqual(['After the Moon enters Taurus.']);

    // An admin mutes the viewer: their messages are refused, and their page says so.
    const userId = hostView.messages[0].userId as string;
    expect((await post(`/api/users/live/events/${eventA}/mutes`, { userId }, viewer)).statusCode).toBe(403);
    expect((await post(`/api/users/live/events/${eventA}/mutes`, { userId }, admin)).statusCode).toBe(200);
    const muted = await say('Am I still here?', viewer);
    expect(muted.statusCode).toBe(403);
    expect(muted.json().code).toBe('muted');
    expect((await get(`/api/publics/live/events/${eventA}/state`, viewer)).json().data.me.muted).toBe(true);
  });

  it('counts viewers and hearts', async () => {
    await get(`/api/publics/live/events/${eventA}/state?viewer=aaaaaaaaaaaaaaaaaaaa`);
    await get(`/api/publics/live/events/${eventA}/state?viewer=bbbbbbbbbbbbbbbbbbbb`);
    await get(`/api/publics/live/events/${eventA}/state?viewer=aaaaaaaaaaaaaaaaaaaa`);
    expect((await get(`/api/publics/live/events/${eventA}`)).json().data.viewers).toBe(2);
    expect((await post(`/api/publics/live/events/${eventA}/hearts`, {})).json().data.hearts).toBe(1);
    expect((await post(`/api/publics/live/events/${eventA}/hearts`, {})).json().data.hearts).toBe(2);
  });

  it('a gift moves coins once per idempotency key, split by the commission, and shows in chat and statements', async () => {
    const db = api.ctx.database.db;
    const giver = await signIn('9700002802');
    const giverId = (await get('/api/auth/me', giver)).json().data.id as string;
    await usersRepository(db).update(giverId, { name: 'Meera Joshi' });
    const ledger = ledgerRepository(db);
    const wallet = await ledger.account('wallet', giverId);
    const gateway = await ledger.account('gateway', null);
    await ledger.post({
      key: 'live-gift-test-topup',
      kind: 'recharge',
      postings: [
        { accountId: gateway.id, amount: -60 },
        { accountId: wallet.id, amount: 60 },
      ],
    });
    const astrologerId: string = (await get(`/api/publics/live/events/${eventA}`)).json().data.astrologer.id;
    const a = { id: astrologerId, commissionPercent: await liveRepository(db).commissionPercent(astrologerId) };
    const earnings = await ledger.account('earnings', a.id);
    const platform = await ledger.account('platform', null);
    const before = { earnings: await ledger.balance(earnings.id), platform: await ledger.balance(platform.id) };
    const gift = (giftId: string, key: string | null, who: Headers = giver) =>
      post(`/api/users/live/events/${eventA}/gifts`, { giftId }, key ? { ...who, 'idempotency-key': key } : who);

    // Signed in, with an Idempotency-Key, a gift of the list, not to oneself.
    expect((await post(`/api/users/live/events/${eventA}/gifts`, { giftId: 'garland' })).statusCode).toBe(401);
    expect((await gift('garland', null)).statusCode).toBe(400);
    expect((await gift('rocket', 'gift-key-000000')).statusCode).toBe(400);
    expect((await gift('diya', 'gift-key-host-0001', host)).statusCode).toBe(403);

    const first = await gift('garland', 'gift-key-0000001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.coins).toBe(9);
    expect(first.json().data.message).toMatchObject({ author: 'Meera', gift: { id: 'garland', coins: 51 } });
    // The same request again changes nothing and answers the same.
    const again = await gift('garland', 'gift-key-0000001');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.message.id).toBe(first.json().data.message.id);
    expect(await ledger.balance(wallet.id)).toBe(9);
    // The same key for another gift is refused.
    const reused = await gift('diya', 'gift-key-0000001');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('idempotency-key-reused');
    expect(await ledger.balance(wallet.id)).toBe(9);
    // The service itself refuses the same key for another gift (a repeat past the API's key store).
    const service = liveService({ db, secret: 'unused-here', media: null });
    await expect(service.gift({ id: giverId, role: 'user' }, eventA, 'diya', 'gift-key-0000001')).rejects.toThrow(
      'already used for a different request',
    );
    const same = await service.gift({ id: giverId, role: 'user' }, eventA, 'garland', 'gift-key-0000001');
    expect(same.message.id).toBe(first.json().data.message.id);
    expect(same.coins).toBe(9);

    // Not enough coins: a clear message, in Hindi too, and nothing moves.
    const poor = await gift('lotus', 'gift-key-0000002');
    expect(poor.statusCode).toBe(409);
    expect(poor.json().code).toBe('insufficient-balance');
    expect(poor.json().message).toBe('This gift costs 21 coins; you have 9.');
    const poorHi = await gift('lotus', 'gift-key-0000003', { ...giver, 'x-lang': 'hi' });
    expect(poorHi.json().message).toBe('इस उपहार के 21 सिक्के लगते हैं; आपके पास 9 हैं।');
    expect(await ledger.balance(wallet.id)).toBe(9);

    // The astrologer earns the price minus the commission; the platform keeps the commission.
    const commission = Math.floor((51 * a.commissionPercent) / 100);
    expect(await ledger.balance(earnings.id)).toBe(before.earnings + 51 - commission);
    expect(await ledger.balance(platform.id)).toBe(before.platform + commission);
    expect(await ledger.audit([wallet.id, earnings.id, platform.id])).toEqual({
      unbalancedTransactions: 0,
      mismatchedAccounts: 0,
    });

    // Everyone sees one gift line in the chat; the giver sees their balance.
    const state = (await get(`/api/publics/live/events/${eventA}/state`)).json().data;
    expect(state.messages.filter((m: { gift: unknown }) => m.gift !== null)).toEqual([
      expect.objectContaining({ author: 'Meera', body: '', gift: { id: 'garland', coins: 51 } }),
    ]);
    expect((await get(`/api/publics/live/events/${eventA}/state`, giver)).json().data.me.coins).toBe(9);
    // The wallet statement has the gift as a line of its own.
    const lines = (await get('/api/wallet/statement', giver)).json().data as { kind: string; amount: number }[];
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([
      ['live-gift', -51],
      ['recharge', 60],
    ]);
    // And the astrologer's earnings have it as a line of its own, net of the commission.
    const earned = (await get('/api/astrologer/earnings', host)).json().data as { kind: string; amount: number }[];
    expect(earned[0]).toMatchObject({ kind: 'live-gift', amount: 51 - commission });
  });

  it('the stage guest publishes as the second feed, with their own session only, until the call ends', async () => {
    const db = api.ctx.database.db;
    const guest = await signIn('9700002803');
    const guestId = (await get('/api/auth/me', guest)).json().data.id as string;
    const ledger = ledgerRepository(db);
    const [wallet, gateway] = [await ledger.account('wallet', guestId), await ledger.account('gateway', null)];
    await ledger.post({
      key: 'live-stage-test-topup',
      kind: 'recharge',
      postings: [
        { accountId: gateway.id, amount: -1000 },
        { accountId: wallet.id, amount: 1000 },
      ],
    });
    const stageUrl = `/api/users/live/events/${eventA}/stage`;
    expect((await post(`${stageUrl}/requests`, { capCoins: 500 }, guest)).statusCode).toBe(200);
    const queue = (await get(`/api/publics/live/events/${eventA}/state`, host)).json().data.stage.queue;
    expect(queue).toHaveLength(1);
    // Only the host picks; only the guest gets a stage token.
    expect((await post(`${stageUrl}/pick`, { requestId: queue[0].id }, viewer)).statusCode).toBe(403);
    expect((await post(`${stageUrl}/pick`, { requestId: queue[0].id }, host)).statusCode).toBe(200);
    expect((await post(`${stageUrl}/token`, {}, viewer)).statusCode).toBe(403);
    const t = (await post(`${stageUrl}/token`, {}, guest)).json().data;
    expect(t).toMatchObject({ role: 'stage', feed: 2 });
    // Someone else's session (or none) with the guest's token is refused at the door.
    for (const who of [viewer, {}]) expect(await (await JanusClient.open(t.token, who)).closed()).toBe(4001);
    const c = await JanusClient.open(t.token, guest);
    await c.attach();
    const answer = await c.message(
      { request: 'joinandconfigure', ptype: 'publisher', id: 1, display: 'guest', audio: true },
      { type: 'offer', sdp: offerSdp },
    );
    expect((answer.plugindata as { data: { videoroom: string } }).data.videoroom).toBe('joined');
    expect(await participants(eventA)).toEqual([{ id: 2 }]);
    // The call ends: the feed is removed and the guest's socket closes.
    const closed = c.closed();
    expect((await post(`${stageUrl}/end`, {}, host)).statusCode).toBe(200);
    expect(await closed).toBe(4003);
    expect(await participants(eventA)).toEqual([]);
    expect(await (await JanusClient.open(t.token, guest)).closed()).toBe(4001);
  });

  it('ends: the room is destroyed, no more tokens or chat, and everyone sees it ended', async () => {
    expect((await post(`/api/users/live/events/${eventA}/end`, {}, other)).statusCode).toBe(404);
    const ended = await post(`/api/users/live/events/${eventA}/end`, {}, host);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.status).toBe('ended');
    expect(await participants(eventA)).toBe('no such room');
    expect((await post(`/api/publics/live/events/${eventA}/token`, {})).statusCode).toBe(409);
    expect((await post(`/api/users/live/events/${eventA}/messages`, { body: 'still there?' }, admin)).statusCode).toBe(
      409,
    );
    expect((await get(`/api/publics/live/events/${eventA}/state`)).json().data.event.status).toBe('ended');
    // An admin may end anyone's event.
    expect((await post(`/api/users/live/events/${eventB}/end`, {}, admin)).statusCode).toBe(200);
    expect((await get('/api/publics/live/events')).json().data.live).toEqual([]);
  });
});

describe('the /janus proxy filter', () => {
  const target = { role: 'viewer' as const, room: 77, pin: 'the-pin', apiSecret: 'api-secret' };
  it('fills in the room, the PIN and the API secret, and drops what a browser must not set', () => {
    const state = { sessions: 0, handles: 0 };
    const out = filterClientMessage(
      {
        janus: 'message',
        transaction: 't',
        token: 'x',
        apisecret: 'guess',
        body: { request: 'join', ptype: 'subscriber', room: 1, pin: 'guess', streams: [{ feed: 1 }], secret: 's' },
      },
      target,
      state,
    );
    expect(out).toEqual({
      forward: {
        janus: 'message',
        transaction: 't',
        apisecret: 'api-secret',
        body: { request: 'join', ptype: 'subscriber', room: 77, pin: 'the-pin', streams: [{ feed: 1 }] },
      },
    });
    expect('refuse' in filterClientMessage({ janus: 'create' }, target, state)).toBe(false);
    expect('refuse' in filterClientMessage({ janus: 'create' }, target, state)).toBe(true);
    expect('refuse' in filterClientMessage({ janus: 'info' }, target, state)).toBe(true);
  });
});
