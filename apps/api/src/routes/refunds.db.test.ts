import type { RefundStatus } from '@drishti/core/payments/gateway';
import type { SandboxGateway } from '@drishti/core/payments/sandbox';
import { refundPaise } from '@drishti/core/recharge';
import { bookings, eq, loadDemoData, notifications } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
let sandbox: SandboxGateway;
// Sunday 22 Nov 2026, 11:30 in India.
let clock = new Date('2026-11-22T06:00:00Z');
/** What the sandbox does with the next refund asked for. */
let nextRefund: RefundStatus = 'processed';
let raghav: { id: string };

beforeAll(async () => {
  api = await createTestApi(
    {},
    { now: () => clock, webhookDuplicates: 2, sandboxRefundResult: () => nextRefund },
    { rateLimits: false },
  );
  sandbox = api.ctx.gateway as SandboxGateway;
  await loadDemoData(api.ctx.database.db, clock);
  raghav = (await api.app.inject({ method: 'GET', url: '/api/publics/astrologers/acharya-raghav-shastri' })).json()
    .data;
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
const wallet = async (me: Headers) => (await get('/api/wallet', me)).json().data as { coins: number; reserved: number };

/** Books a 15-minute slot paid at the gateway and pays it in the sandbox checkout. */
async function bookPaid(me: Headers, startsAt: string) {
  const boundary = '----refund-test';
  const fields = { astrologerId: raghav.id, startsAt, durationMinutes: '15', channel: 'chat', payWith: 'gateway' };
  const body = `${Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${boundary}--\r\n`;
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/publics/consultant-booking',
    payload: body,
    headers: { ...me, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(200);
  const { booking, payment } = res.json().data;
  const paid = await sandbox.complete(payment.order.gatewayOrderId, 'pay');
  expect((await get(`/api/users/bookings/${booking.id}`, me)).json().data.status).toBe('confirmed');
  return { booking, order: payment.order, paymentId: paid.payment!.id };
}

/** The notifications of the user who made a booking. */
const notificationsOf = async (bookingId: string) => {
  const [b] = await api.ctx.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const rows = await api.ctx.database.db.select().from(notifications).where(eq(notifications.userId, b!.userId));
  return rows.map((n) => ({ kind: n.kind, params: n.params }));
};

describe('refunds to the payment method', () => {
  it('takes the same share of the total, GST included', () => {
    const order = { coins: 435, totalPaise: 51330 };
    expect(refundPaise(order, 435)).toBe(51330);
    expect(refundPaise(order, 217)).toBe(Math.round((51330 * 217) / 435));
    expect(() => refundPaise(order, 436)).toThrow();
    expect(() => refundPaise(order, 0)).toThrow();
  });

  it('a day ahead: every paisa back to the payment method, nothing to the wallet, once', async () => {
    const me = await signIn('9800000701');
    const { booking, order, paymentId } = await bookPaid(me, '2026-11-25T04:30:00.000Z');
    expect(await wallet(me)).toEqual({ coins: 0, reserved: 435 });
    const gatewayBefore = (await api.ctx.services.wallet.ledger.account('gateway', null)).balance;

    nextRefund = 'processed';
    // Before cancelling, the booking says where its refund would go.
    expect((await get(`/api/users/bookings/${booking.id}`, me)).json().data.refundTo).toBe('payment-method');
    const cancelled = await post(`/api/users/bookings/${booking.id}/cancel`, { reason: 'Travel' }, me);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', refundCoins: 435, refundTo: 'payment-method' });
    // The coins left through the gateway: the wallet stays empty, the gateway account takes them back.
    expect(await wallet(me)).toEqual({ coins: 0, reserved: 0 });
    expect((await api.ctx.services.wallet.ledger.account('gateway', null)).balance).toBe(gatewayBefore + 435);

    const refunds = await sandbox.fetchRefunds(paymentId);
    expect(refunds).toEqual([expect.objectContaining({ amountPaise: order.totalPaise, status: 'processed' })]);
    const row = await api.ctx.services.recharge.refundOfBooking(booking.id);
    expect(row).toMatchObject({
      status: 'processed',
      coins: 435,
      amountPaise: 51330,
      gatewayRefundId: refunds[0]!.id,
      walletCredited: false,
    });
    expect((await sandbox.getPayment(paymentId))?.status).toBe('refunded');
    // Told once, although the webhook came twice.
    const told = (await notificationsOf(booking.id)).filter((n) => n.kind === 'payment');
    expect(told).toEqual([{ kind: 'payment', params: { event: 'refund-processed', amountPaise: 51330 } }]);

    // The refund is part of the user's data export.
    const exported = JSON.parse((await get('/api/users/me/export', me)).body);
    expect(exported.refunds).toEqual([
      expect.objectContaining({ bookingId: booking.id, coins: 435, amountPaise: 51330, status: 'processed' }),
    ]);

    // Asking again changes nothing.
    expect((await post(`/api/users/bookings/${booking.id}/cancel`, {}, me)).statusCode).toBe(409);
    expect(await sandbox.fetchRefunds(paymentId)).toHaveLength(1);
    expect(await api.ctx.services.wallet.ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
  });

  it('within a day: half the coins, the same share of what was paid', async () => {
    const me = await signIn('9800000702');
    const { booking, paymentId } = await bookPaid(me, '2026-11-23T06:30:00.000Z');
    clock = new Date('2026-11-23T02:00:00Z'); // 4.5 h before
    try {
      nextRefund = 'processed';
      const half = (await post(`/api/users/bookings/${booking.id}/cancel`, {}, me)).json().data;
      expect(half.refundCoins).toBe(217);
      expect(await sandbox.fetchRefunds(paymentId)).toEqual([
        expect.objectContaining({ amountPaise: Math.round((51330 * 217) / 435), status: 'processed' }),
      ]);
      expect(await wallet(me)).toEqual({ coins: 0, reserved: 0 });
    } finally {
      clock = new Date('2026-11-22T06:00:00Z');
    }
  });

  it('a refund the bank fails comes to the wallet instead, once, and the user is told', async () => {
    const me = await signIn('9800000703');
    const { booking, paymentId } = await bookPaid(me, '2026-11-25T05:30:00.000Z');
    nextRefund = 'pending';
    await post(`/api/users/bookings/${booking.id}/cancel`, {}, me);
    const pending = await api.ctx.services.recharge.refundOfBooking(booking.id);
    expect(pending).toMatchObject({ status: 'pending', walletCredited: false });
    expect(await wallet(me)).toEqual({ coins: 0, reserved: 0 });

    // refund.failed arrives (twice: webhooks are delivered at least once).
    await sandbox.settleRefund(pending!.gatewayRefundId!, 'failed');
    expect(await api.ctx.services.recharge.refundOfBooking(booking.id)).toMatchObject({
      status: 'failed',
      walletCredited: true,
    });
    expect(await wallet(me)).toEqual({ coins: 435, reserved: 0 });
    expect((await get(`/api/users/bookings/${booking.id}`, me)).json().data.refundTo).toBe('wallet');
    const told = (await notificationsOf(booking.id)).filter((n) => n.kind === 'payment');
    expect(told).toEqual([{ kind: 'payment', params: { event: 'refund-failed', coins: 435 } }]);
    const history = (await get('/api/wallet/history', me)).json().data as { kind: string; amount: number }[];
    expect(history[0]).toMatchObject({ kind: 'refund-to-wallet', amount: 435 });
    expect((await sandbox.getPayment(paymentId))?.status).toBe('captured');
    expect(await api.ctx.services.wallet.ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
  });

  it('a refund the gateway refuses outright comes to the wallet at once', async () => {
    const me = await signIn('9800000704');
    const { booking, paymentId } = await bookPaid(me, '2026-11-25T06:30:00.000Z');
    // Someone refunded the whole payment already (e.g. from the gateway's dashboard): ours is refused.
    nextRefund = 'processed';
    await sandbox.refundPayment({ paymentId, amountPaise: 51330, receipt: 'dashboard' });
    await post(`/api/users/bookings/${booking.id}/cancel`, {}, me);
    expect(await api.ctx.services.recharge.refundOfBooking(booking.id)).toMatchObject({
      status: 'failed',
      gatewayRefundId: null,
      walletCredited: true,
    });
    expect(await wallet(me)).toEqual({ coins: 435, reserved: 0 });
  });

  it('refuses refund webhooks with a bad signature', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'refund.failed', payload: {}, created_at: 1 });
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a wallet-paid booking is still refunded to the wallet', async () => {
    const me = await signIn('9800000705');
    const intent = (await post('/api/wallet/recharge', { packId: 'coins-500' }, me)).json().data;
    await sandbox.complete(intent.order.gatewayOrderId, 'pay');
    const boundary = '----refund-test';
    const fields = {
      astrologerId: raghav.id,
      startsAt: '2026-11-25T04:45:00.000Z',
      durationMinutes: '15',
      channel: 'chat',
      payWith: 'wallet',
    };
    const body = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const booked = await api.app.inject({
      method: 'POST',
      url: '/api/publics/consultant-booking',
      payload: body,
      headers: { ...me, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = booked.json().data.booking;
    expect(booking.refundTo).toBe('wallet');
    expect((await post(`/api/users/bookings/${booking.id}/cancel`, {}, me)).json().data.refundTo).toBe('wallet');
    expect(await wallet(me)).toEqual({ coins: 500, reserved: 0 });
    expect(await api.ctx.services.recharge.refundOfBooking(booking.id)).toBeNull();
    expect((await notificationsOf(booking.id)).filter((n) => n.kind === 'payment')).toEqual([]);
  });
});
