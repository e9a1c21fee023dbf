import { DEMO_ADMIN_PHONE, demoAstrologerPhone, loadDemoData } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
// Sunday 22 Nov 2026, 11:30 in India.
let clock = new Date('2026-11-22T06:00:00Z');

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock }, { rateLimits: false });
  await loadDemoData(api.ctx.database.db, clock);
});
afterAll(async () => {
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

function form(fields: Record<string, string>) {
  const boundary = '----drishti-statement-test';
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return { payload: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('statement lines over the API', () => {
  it('folds each booking into one line with its refund, the same for the user, the astrologer, the admin and the export', async () => {
    const me = await signIn('9800000411');
    const userId = (
      await api.app.inject({ method: 'PATCH', url: '/api/users/me', payload: { name: 'Kavita' }, headers: me })
    ).json().data.id;
    const intent = (await post('/api/wallet/recharge', { packId: 'coins-1000' }, me)).json().data;
    await api.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const raghav = (await get('/api/publics/astrologers/acharya-raghav-shastri')).json().data;
    const book = async (startsAt: string) => {
      const f = form({ astrologerId: raghav.id, startsAt, durationMinutes: '15', channel: 'voice', payWith: 'wallet' });
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/publics/consultant-booking',
        payload: f.payload,
        headers: { ...me, 'content-type': f.contentType },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.booking as { id: string; priceCoins: number };
    };
    const far = await book('2026-11-25T04:30:00.000Z'); // ~70 h ahead: a full refund
    const near = await book('2026-11-23T06:30:00.000Z'); // ~24.5 h ahead
    expect(far.priceCoins).toBe(435);
    expect((await post(`/api/users/bookings/${far.id}/cancel`, {}, me)).statusCode).toBe(200);
    const open = await book('2026-11-24T04:30:00.000Z');
    clock = new Date('2026-11-23T02:00:00Z'); // 4.5 h before `near`: half back
    expect((await post(`/api/users/bookings/${near.id}/cancel`, {}, me)).json().data.refundCoins).toBe(217);

    const res = await get('/api/wallet/statement', me);
    expect(res.statusCode).toBe(200);
    const lines = res.json().data;
    expect(lines.map((l: { id: string }) => l.id)).toEqual([
      `booking:${near.id}`,
      `booking:${open.id}`,
      `booking:${far.id}`,
      expect.stringMatching(/^entry:\d+$/),
    ]);
    const subject = { type: 'booking', channel: 'voice', minutes: 15, pricePerMinute: 29, earnings: null };
    expect(lines[0]).toMatchObject({
      kind: 'booking',
      status: 'done',
      amount: -218,
      balanceAfter: 347,
      subject: { ...subject, status: 'cancelled', charged: 218, refund: 217, refundTo: 'wallet', held: 0 },
    });
    expect(lines[0].subject.astrologer).toEqual({ slug: raghav.slug, name: raghav.name, nameHi: raghav.nameHi });
    expect(lines[1]).toMatchObject({
      status: 'pending',
      amount: -435,
      subject: { ...subject, status: 'confirmed', charged: null, held: 435, refund: null },
    });
    expect(lines[2]).toMatchObject({
      status: 'done',
      amount: 0,
      subject: { status: 'cancelled', charged: 0, refund: 435, refundTo: 'wallet' },
    });
    expect(lines[3]).toMatchObject({ kind: 'recharge', amount: 1000, balanceAfter: 1000, subject: null });
    // The raw ledger is still there, entry by entry.
    expect((await get('/api/wallet/history', me)).json().data).toHaveLength(6);

    // Pages never split a line.
    const page1 = (await get('/api/wallet/statement?limit=2', me)).json().data;
    const page2 = (await get(`/api/wallet/statement?limit=2&before=${page1[1].cursor}`, me)).json().data;
    expect([...page1, ...page2]).toEqual(lines);
    expect((await get('/api/wallet/statement?limit=0', me)).statusCode).toBe(400);
    expect((await get('/api/wallet/statement')).statusCode).toBe(401);

    // The astrologer: the half kept is one line (bookings name no user to astrologers), gross, commission and net.
    const astrologer = await signIn(demoAstrologerPhone(0).slice(2));
    const earnings = (await get('/api/astrologer/earnings', astrologer)).json().data;
    expect(earnings[0]).toMatchObject({
      id: `booking:${near.id}`,
      amount: 153,
      subject: { userName: null, minutes: 15, earnings: { gross: 218, commission: 65, net: 153 } },
    });
    expect(earnings.map((l: { id: string }) => l.id)).not.toContain(`booking:${far.id}`);
    expect((await get('/api/astrologer/earnings', me)).statusCode).toBe(403);

    // The admin sees the same lines; nobody else does.
    const admin = await signIn(DEMO_ADMIN_PHONE.slice(2));
    expect((await get(`/api/admin/users/${userId}/wallet`, admin)).json().data).toEqual(lines);
    expect((await get(`/api/admin/astrologers/${raghav.id}/earnings`, admin)).json().data).toEqual(earnings);
    expect((await get(`/api/admin/astrologers/${raghav.id}/earnings`, me)).statusCode).toBe(403);

    // The export has both the raw entries and the lines.
    const exported = JSON.parse((await get('/api/users/me/export', me)).body);
    expect(exported.wallet.statement).toHaveLength(6);
    expect(exported.wallet.lines).toEqual(lines);
    clock = new Date('2026-11-22T06:00:00Z');
  });
});
