import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN_PHONE, demoAstrologerPhone, loadDemoData } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, fingerprintOf } from './plugins/idempotency';
import { createTestApi } from './testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
let clock = new Date('2026-11-22T06:00:00Z');
let admin: Headers;

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock }, { rateLimits: false });
  await loadDemoData(api.ctx.database.db, clock);
  admin = await signIn(DEMO_ADMIN_PHONE.slice(2));
});
afterAll(async () => {
  await api.close();
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
const keyed = (h: Headers, key: string) => ({ ...h, 'idempotency-key': key });
const wallet = async (me: Headers) => (await get('/api/wallet', me)).json().data as { coins: number; reserved: number };
const userId = async (me: Headers) => (await get('/api/auth/me', me)).json().data.id as string;

async function recharge(me: Headers, packId: string) {
  const intent = (await post('/api/wallet/recharge', { packId }, me)).json().data;
  await api.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`,
    payload: 'outcome=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

function form(fields: Record<string, string>) {
  const boundary = '----drishti-idempotency';
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
const book = (fields: Record<string, string>, headers: Headers) => {
  const f = form(fields);
  return api.app.inject({
    method: 'POST',
    url: '/api/publics/consultant-booking',
    payload: f.payload,
    headers: { ...headers, 'content-type': f.contentType },
  });
};

function expectReused(res: { statusCode: number; json(): { message: string; code?: string } }) {
  expect(res.statusCode).toBe(409);
  expect(res.json().code).toBe('idempotency-key-reused');
  expect(res.json().message).toBe('This Idempotency-Key was already used for a different request.');
}

/** The routes the test below covers: every route whose OpenAPI entry declares the header. */
const COVERED = [
  'post /api/admin/refunds',
  'post /api/wallet/recharge',
  'post /api/publics/consultant-booking',
  'post /api/users/consultations',
  'post /api/consultations/{id}/end',
];

/**
 * Routes whose keys are tested beside the service they need (a live gift needs a running Janus):
 * the file named must send the route a replay and a different request under one key.
 */
const COVERED_ELSEWHERE: Record<string, { file: string; route: RegExp }> = {
  'post /api/users/live/events/{id}/gifts': {
    file: 'routes/live.db.test.ts',
    route: /\/api\/users\/live\/events\/\$\{\w+\}\/gifts/,
  },
};

describe('idempotency keys', () => {
  it('are declared by exactly the routes tested here', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const declaring = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
        .map(([method]) => `${method} ${path}`),
    );
    expect(declaring.sort()).toEqual([...COVERED, ...Object.keys(COVERED_ELSEWHERE)].sort());
    for (const { file, route } of Object.values(COVERED_ELSEWHERE)) {
      const text = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(text, file).toMatch(route);
      expect(text, file).toContain("'idempotency-key'");
      expect(text, file).toContain('idempotency-key-reused');
    }
  });

  it('fingerprint parameters canonically: key order does not matter, values do', () => {
    expect(canonicalJson({ b: [1, { y: 2, x: 1 }], a: 'x', u: undefined })).toBe('{"a":"x","b":[1,{"x":1,"y":2}]}');
    expect(fingerprintOf({ a: 1, b: 2 })).toBe(fingerprintOf({ b: 2, a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });

  it('admin refunds: per admin, a different user or amount under the same key is refused', async () => {
    const first = await signIn('9711000001');
    const second = await signIn('9711000002');
    const [a, b] = [await userId(first), await userId(second)];
    const refund = (h: Headers, body: object) => post('/api/admin/refunds', body, keyed(h, 'refund-key-0001'));
    const ok = await refund(admin, { userId: a, coins: 50, reason: 'Dropped call' });
    expect(ok.json().data).toEqual({ applied: true, balance: 50 });
    // The identical request gets the first answer again, and nothing happens twice.
    const replay = await refund(admin, { userId: a, coins: 50, reason: 'Dropped call' });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data).toEqual({ applied: true, balance: 50 });
    expect((await wallet(first)).coins).toBe(50);
    // The refund to a second user with the same key does not silently not happen: it is refused.
    expectReused(await refund(admin, { userId: b, coins: 50, reason: 'Dropped call' }));
    expectReused(await refund(admin, { userId: a, coins: 60, reason: 'Dropped call' }));
    const hindi = await post(
      '/api/admin/refunds',
      { userId: b, coins: 50, reason: 'Dropped call' },
      { ...keyed(admin, 'refund-key-0001'), 'x-lang': 'hi' },
    );
    expect(hindi.json().message).toMatch(/Idempotency-Key किसी दूसरे अनुरोध/);
    expect((await wallet(second)).coins).toBe(0);
    // With a new key the second refund happens.
    expect(
      (
        await post(
          '/api/admin/refunds',
          { userId: b, coins: 50, reason: 'Dropped call' },
          keyed(admin, 'refund-key-0002'),
        )
      ).json().data,
    ).toEqual({ applied: true, balance: 50 });
  });

  it('wallet recharge: another pack under the same key is refused, the same one replayed', async () => {
    const me = await signIn('9711000003');
    const first = await post('/api/wallet/recharge', { packId: 'coins-100' }, keyed(me, 'recharge-key-01'));
    expect(first.statusCode).toBe(200);
    const again = await post('/api/wallet/recharge', { packId: 'coins-100' }, keyed(me, 'recharge-key-01'));
    expect(again.json().data.order.id).toBe(first.json().data.order.id);
    expectReused(await post('/api/wallet/recharge', { packId: 'coins-500' }, keyed(me, 'recharge-key-01')));
    // Keys belong to their caller: another user's identical key is theirs alone.
    const other = await signIn('9711000004');
    const theirs = await post('/api/wallet/recharge', { packId: 'coins-500' }, keyed(other, 'recharge-key-01'));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.order.id).not.toBe(first.json().data.order.id);
  });

  it('bookings (multipart): another slot under the same key is refused', async () => {
    const me = await signIn('9711000005');
    await recharge(me, 'coins-1000');
    const astrologers = (await get('/api/publics/astrologers?limit=50')).json().data.items as {
      id: string;
      slug: string;
    }[];
    const raghav = astrologers.find((a) => a.slug === 'acharya-raghav-shastri')!;
    const fields = {
      astrologerId: raghav.id,
      startsAt: '2026-11-23T05:30:00.000Z',
      durationMinutes: '15',
      channel: 'chat',
      payWith: 'wallet',
    };
    const first = await book(fields, keyed(me, 'booking-key-0001'));
    expect(first.statusCode).toBe(200);
    const held = await wallet(me);
    const replay = await book(fields, keyed(me, 'booking-key-0001'));
    expect(replay.json().data.booking.id).toBe(first.json().data.booking.id);
    expectReused(await book({ ...fields, startsAt: '2026-11-23T06:30:00.000Z' }, keyed(me, 'booking-key-0001')));
    expectReused(await book({ ...fields, note: 'Another question' }, keyed(me, 'booking-key-0001')));
    expect(await wallet(me)).toEqual(held);
    const mine = (await get('/api/users/bookings', me)).json().data as unknown[];
    expect(mine).toHaveLength(1);
  });

  it('consultations: another astrologer or channel under the same start key, another consultation under the same end key, are refused', async () => {
    const astro = await signIn(demoAstrologerPhone(3).slice(2));
    expect((await post('/api/astrologer/presence', { chat: true, voice: true, video: true }, astro)).statusCode).toBe(
      200,
    );
    const rows = (await api.ctx.database.db.execute(
      `select a.id from astrologers a join users u on u.id = a.user_id where u.phone = '${demoAstrologerPhone(3)}'`,
    )) as unknown as { rows: { id: string }[] };
    const astrologerId = rows.rows[0]!.id;
    const me = await signIn('9711000006');
    await recharge(me, 'coins-1000');
    const start = (body: object) => post('/api/users/consultations', body, keyed(me, 'start-key-00001'));
    const first = await start({ astrologerId, channel: 'chat' });
    expect(first.statusCode).toBe(200);
    const id = first.json().data.id as string;
    expect((await start({ astrologerId, channel: 'chat' })).json().data.id).toBe(id);
    expectReused(await start({ astrologerId, channel: 'video' }));
    expect((await get('/api/users/consultations', me)).json().data).toHaveLength(1);

    expect((await post(`/api/astrologer/consultations/${id}/accept`, {}, astro)).statusCode).toBe(200);
    const end = (consultation: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/consultations/${consultation}/end`,
        headers: keyed(me, 'end-key-000001'),
      });
    const ended = await end(id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.status).toBe('ended');
    expectReused(await end(randomUUID()));
    expect((await end(id)).headers['idempotent-replayed']).toBe('true');
  });

  it('are kept 24 hours, then the key starts a new request', async () => {
    const me = await signIn('9711000007');
    const first = await post('/api/wallet/recharge', { packId: 'coins-100' }, keyed(me, 'recharge-key-ttl'));
    clock = new Date(clock.getTime() + 23 * 3600_000);
    expectReused(await post('/api/wallet/recharge', { packId: 'coins-500' }, keyed(me, 'recharge-key-ttl')));
    clock = new Date(clock.getTime() + 2 * 3600_000);
    const count = async () =>
      (
        (await api.ctx.database.db.execute(
          `select count(*)::int as n from idempotency_keys where key = 'recharge-key-ttl'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await count()).toBe(1);
    const later = await post('/api/wallet/recharge', { packId: 'coins-100' }, keyed(me, 'recharge-key-ttl'));
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(first.statusCode).toBe(200);
  });
});
