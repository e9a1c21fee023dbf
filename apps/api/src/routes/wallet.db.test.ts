import type { SandboxGateway } from '@drishti/core/payments/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
let clock = new Date('2026-11-22T06:00:00Z');
let sandbox: SandboxGateway;

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock, webhookDuplicates: 3 }, { rateLimits: false });
  sandbox = api.ctx.gateway as SandboxGateway;
});
afterAll(async () => {
  await api.close();
});

async function signIn(phone: string) {
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}
const get = (url: string, headers: Record<string, string>) => api.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) =>
  api.app.inject({ method: 'POST', url, payload, headers });
const balance = async (h: Record<string, string>) => (await get('/api/wallet', h)).json().data.coins as number;

describe('wallet and recharges', () => {
  it('lists packs priced by the server with 18% GST', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/wallet/packs' });
    const pack = res.json().data.packs.find((p: { id: string }) => p.id === 'coins-100');
    expect(pack).toEqual({ id: 'coins-100', coins: 100, pricePaise: 10000, gstPaise: 1800, totalPaise: 11800 });
  });

  it('keeps wallets private', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/wallet' })).statusCode).toBe(401);
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/wallet/recharge', payload: { packId: 'coins-100' } }))
        .statusCode,
    ).toBe(401);
  });

  it('recharges through the sandbox checkout and credits once, whatever reports the payment', async () => {
    const me = await signIn('9800000201');
    const key = { ...me, 'idempotency-key': 'checkout-attempt-0001' };
    const intent = (await post('/api/wallet/recharge', { packId: 'coins-100', returnUrl: '/wallet' }, key)).json().data;
    expect(intent.order).toMatchObject({ coins: 100, totalPaise: 11800 });
    // A retried checkout reuses the order.
    const again = (await post('/api/wallet/recharge', { packId: 'coins-100', returnUrl: '/wallet' }, key)).json().data;
    expect(again.order.id).toBe(intent.order.id);
    expect(again).toEqual(intent); // the first answer, replayed
    const other = await post('/api/wallet/recharge', { packId: 'coins-500' }, key);
    expect(other.statusCode).toBe(409);

    const page = await api.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(303);
    const back = new URL(page.headers.location as string, 'http://localhost');
    expect(await balance(me)).toBe(100); // the webhooks (three copies each) credited it once
    const verified = await post(
      '/api/wallet/recharge/verify',
      {
        razorpay_order_id: back.searchParams.get('razorpay_order_id'),
        razorpay_payment_id: back.searchParams.get('razorpay_payment_id'),
        razorpay_signature: back.searchParams.get('razorpay_signature'),
      },
      me,
    );
    expect(verified.json().data).toEqual({ status: 'paid', coins: 100, balance: 100 });
    const history = (await get('/api/wallet/history', me)).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'recharge', amount: 100, balanceAfter: 100 });
  });

  it('credits nothing for a tampered signature or webhook', async () => {
    const me = await signIn('9800000202');
    const intent = (await post('/api/wallet/recharge', { packId: 'coins-50' }, me)).json().data;
    const done = await sandbox.complete(intent.order.gatewayOrderId, 'pay', { deliver: false });
    const r = done.response!;
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('0') ? '1' : '0');
    const bad = await post(
      '/api/wallet/recharge/verify',
      {
        razorpay_order_id: r.razorpay_order_id,
        razorpay_payment_id: r.razorpay_payment_id,
        razorpay_signature: flip(r.razorpay_signature),
      },
      me,
    );
    expect(bad.statusCode).toBe(400);
    const delivery = done.deliveries[0]!;
    const tamperedBody = delivery.body.replace('"amount":5900', '"amount":590000');
    expect(tamperedBody).not.toBe(delivery.body);
    const hook = await api.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: delivery.headers,
      payload: tamperedBody,
    });
    expect(hook.statusCode).toBe(401);
    const badSig = await api.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { ...delivery.headers, 'x-razorpay-signature': flip(delivery.signature) },
      payload: delivery.body,
    });
    expect(badSig.statusCode).toBe(401);
    expect(await balance(me)).toBe(0);
  });

  it("answers create-order with what Razorpay's checkout needs", async () => {
    const me = await signIn('9800000206');
    const intent = (await post('/api/wallet/recharge', { packId: 'coins-100' }, me)).json().data;
    expect(intent.checkout).toMatchObject({
      gateway: 'sandbox',
      orderId: intent.order.gatewayOrderId,
      script: '/api/payments/sandbox/checkout.js',
      options: {
        key: expect.stringMatching(/^rzp_test_/),
        order_id: intent.order.gatewayOrderId,
        amount: 11800,
        currency: 'INR',
        name: 'Drishti',
        method: { upi: true, card: true, netbanking: true, wallet: true },
      },
    });
  });

  it('a checkout closed without a result: the gateway is asked where the order stands', async () => {
    const me = await signIn('9800000207');
    const stranger = await signIn('9800000208');
    const check = (orderId: string, who = me) =>
      post('/api/wallet/recharge/check', { razorpay_order_id: orderId }, who);
    const cancelled = (await post('/api/wallet/recharge', { packId: 'coins-50' }, me)).json().data;
    expect((await check(cancelled.order.gatewayOrderId)).json().data).toEqual({
      status: 'created',
      coins: 50,
      balance: 0,
    });
    expect((await check(cancelled.order.gatewayOrderId, stranger)).statusCode).toBe(404);

    const later = (await post('/api/wallet/recharge', { packId: 'coins-50' }, me)).json().data;
    const pending = await sandbox.complete(later.order.gatewayOrderId, 'pay-later');
    expect((await check(later.order.gatewayOrderId)).json().data.status).toBe('pending');
    // Approved later, its webhook lost: the check itself finds it captured and credits it once.
    await sandbox.settle(pending.payment!.id, 'captured', { deliver: false });
    expect((await check(later.order.gatewayOrderId)).json().data).toEqual({ status: 'paid', coins: 50, balance: 50 });
    expect((await check(later.order.gatewayOrderId)).json().data.balance).toBe(50);

    const failed = (await post('/api/wallet/recharge', { packId: 'coins-50' }, me)).json().data;
    await sandbox.complete(failed.order.gatewayOrderId, 'fail');
    expect((await check(failed.order.gatewayOrderId)).json().data.status).toBe('failed');
  });

  it("cannot verify another user's recharge", async () => {
    const owner = await signIn('9800000203');
    const thief = await signIn('9800000204');
    const intent = (await post('/api/wallet/recharge', { packId: 'coins-50' }, owner)).json().data;
    const done = await sandbox.complete(intent.order.gatewayOrderId, 'pay', { deliver: false });
    const res = await post('/api/wallet/recharge/verify', { ...done.response! }, thief);
    expect(res.statusCode).toBe(404);
    expect(await balance(thief)).toBe(0);
  });

  it('settles pending orders whose webhooks were lost, after 15 minutes', async () => {
    const me = await signIn('9800000205');
    const intent = (await post('/api/wallet/recharge', { packId: 'coins-200' }, me)).json().data;
    await sandbox.complete(intent.order.gatewayOrderId, 'pay', { deliver: false });
    expect(await balance(me)).toBe(0);
    expect((await api.ctx.services.recharge.reconcile()).credited).toBe(0); // not 15 minutes yet
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    // Every captured payment still pending is settled (earlier tests left some with lost webhooks).
    const r = await api.ctx.services.recharge.reconcile();
    expect(r.credited).toBeGreaterThanOrEqual(1);
    expect(await balance(me)).toBe(200);
    expect((await api.ctx.services.recharge.reconcile()).credited).toBe(0);
  });

  it('credits exactly 1,000 payments each delivered by three webhooks and a racing verify call', async () => {
    const me = await signIn('9800000206');
    const n = 1000;
    const intents = [];
    for (let i = 0; i < n; i++)
      intents.push((await post('/api/wallet/recharge', { packId: 'coins-50' }, me)).json().data);
    await Promise.all(
      intents.map(async (intent) => {
        const done = await sandbox.complete(intent.order.gatewayOrderId, 'pay', { deliver: false });
        await Promise.all([
          ...done.deliveries.map((d) =>
            api.app.inject({ method: 'POST', url: '/api/webhooks/razorpay', headers: d.headers, payload: d.body }),
          ),
          post('/api/wallet/recharge/verify', { ...done.response! }, me),
        ]);
      }),
    );
    expect(await balance(me)).toBe(n * 50);
    const user = await api.ctx.services.sessions.authenticate(me.cookie.split('=')[1]);
    const credits = await api.ctx.services.wallet.history(user!.id, { limit: 100 });
    expect(credits.every((c) => c.kind === 'recharge' && c.amount === 50)).toBe(true);
    expect(await api.ctx.services.wallet.ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
  }, 600_000);
});
