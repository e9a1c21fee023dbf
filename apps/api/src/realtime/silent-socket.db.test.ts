import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ConsultationViewData } from '@drishti/contracts/consultations';
import { demoAstrologerPhone, loadDemoData } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadEnv } from '../env';
import { createTestApi } from '../testing';
import { TestSocket } from './test-client';

/**
 * A client that stops answering pings (a phone whose network went away without closing the
 * socket) counts as away the grace after it was last heard, not after the server gives up on it.
 * Heartbeats every 200 ms and a 1 s grace keep the test to seconds (real clock).
 */
const INTERVAL_MS = 200;
const GRACE_MS = 1000;
let api: Awaited<ReturnType<typeof createTestApi>>;
let base: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  api = await createTestApi(
    { CONSULT_HEARTBEAT_INTERVAL_MS: String(INTERVAL_MS), CONSULT_AWAY_GRACE_MS: String(GRACE_MS) },
    {},
    { rateLimits: false },
  );
  await loadDemoData(api.ctx.database.db, new Date());
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
const post = (url: string, payload: object, headers: Headers) =>
  api.app.inject({ method: 'POST', url, payload, headers });

describe('a socket that stops answering pings', () => {
  it('is billed no more than the away grace after it was last heard', async () => {
    const astro = await signIn(demoAstrologerPhone(11).slice(2));
    expect((await post('/api/astrologer/presence', { chat: true, voice: false, video: false }, astro)).statusCode).toBe(
      200,
    );
    const astroSocket = await TestSocket.open(base, astro.cookie);
    sockets.push(astroSocket);
    const user = await signIn('9876551001');
    const intent = (await post('/api/wallet/recharge', { packId: 'coins-500' }, user)).json().data;
    await api.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const list = (await api.app.inject({ method: 'GET', url: '/api/publics/astrologers?online=true&limit=50' })).json()
      .data.items as { id: string }[];
    const created = (
      await post('/api/users/consultations', { astrologerId: list[0]!.id, channel: 'chat' }, user)
    ).json();
    expect(created.success).toBe(true);
    const id = created.data.id as string;
    expect((await post(`/api/astrologer/consultations/${id}/accept`, {}, astro)).json().data.status).toBe('active');
    astroSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
    await astroSocket.next((m) => m.type === 'chat.history');

    // The user's socket never answers a ping: its join is the last the server hears from it.
    const silent = new WebSocket(`ws://${base}/ws`, {
      headers: { origin: 'http://localhost:3000', cookie: user.cookie },
      autoPong: false,
    });
    const frames: { type: string }[] = [];
    silent.on('message', (data) => frames.push(JSON.parse(String(data)) as { type: string }));
    await new Promise<void>((resolve, reject) => {
      silent.once('open', () => resolve());
      silent.once('error', reject);
    });
    const closed = new Promise<void>((resolve) => silent.once('close', () => resolve()));
    silent.send(JSON.stringify({ type: 'join', consultationId: id, lastSeq: 0 }));
    await new Promise<void>((resolve) => {
      const check = () => (frames.some((f) => f.type === 'chat.history') ? resolve() : setTimeout(check, 20));
      check();
    });
    // The server closes it once it has been silent for the grace; the meter has stopped by then.
    await closed;
    await api.ctx.services.consultations.sweep();
    const view = (await api.app.inject({ method: 'GET', url: `/api/consultations/${id}`, headers: user })).json()
      .data as ConsultationViewData;
    expect(view.meter.userPresent).toBe(false);
    expect(view.meter.connectedMs).toBeGreaterThan(0);
    expect(view.meter.connectedMs).toBeLessThanOrEqual(GRACE_MS);
    await post(`/api/consultations/${id}/end`, {}, user);
  });

  it('needs a grace of at least three heartbeats (a live socket is recorded up to two heartbeats late)', () => {
    const env = (interval: string, grace: string) =>
      loadEnv({
        NODE_ENV: 'test',
        SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
        DATA_DIR: '/tmp/drishti-test-data',
        CONSULT_HEARTBEAT_INTERVAL_MS: interval,
        CONSULT_AWAY_GRACE_MS: grace,
      });
    expect(() => env('500', '1000')).toThrow(/CONSULT_AWAY_GRACE_MS/);
    expect(env('500', '1500')).toMatchObject({ consultHeartbeatMs: 500, consultGraceMs: 1500 });
    expect(
      loadEnv({
        NODE_ENV: 'test',
        SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
        DATA_DIR: '/tmp/drishti-test-data',
      }),
    ).toMatchObject({
      consultHeartbeatMs: 15_000,
      consultGraceMs: 45_000,
    });
  });
});
