import { createHmac } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { isPaymentGatewayError } from './gateway';
import { createPaymentGateway } from './index';
import { RazorpayGateway } from './razorpay';
import { SandboxGateway, type SandboxGatewayOptions, sandboxSecrets, type WebhookDelivery } from './sandbox';
import { memorySandboxStore } from './testing/memory-sandbox-store';
import { parseWebhookEvent } from './webhooks';

const keySecret = 'sandbox_key_secret';
const webhookSecret = 'sandbox_webhook_secret';
const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

function sandbox(options: Partial<SandboxGatewayOptions> = {}) {
  const delivered: WebhookDelivery[] = [];
  const gateway = new SandboxGateway({
    keySecret,
    webhookSecret,
    store: memorySandboxStore(),
    deliver: (d) => {
      delivered.push(d);
    },
    now: () => new Date('2026-03-01T10:00:00Z'),
    ...options,
  });
  return { gateway, delivered };
}

const order = { amountPaise: 118000, currency: 'INR' as const, receipt: 'rcpt_1' };

describe('sandbox orders', () => {
  it('creates orders with Razorpay-style ids and the exact amount', async () => {
    const { gateway } = sandbox();
    const created = await gateway.createOrder({ ...order, notes: { pack: 'p100' } });
    expect(created).toEqual({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      amountPaise: 118000,
      currency: 'INR',
      receipt: 'rcpt_1',
      status: 'created',
    });
    expect(await gateway.fetchOrder(created.id)).toEqual(created);
    expect(await gateway.fetchOrderPayments(created.id)).toEqual([]);
    expect(await gateway.getOrder(created.id)).toMatchObject({
      returnUrl: '/wallet',
      notes: { pack: 'p100' },
      attempts: 0,
    });
    const ids = new Set(
      await Promise.all(Array.from({ length: 200 }, () => gateway.createOrder(order))).then((os) =>
        os.map((o) => o.id),
      ),
    );
    expect(ids.size).toBe(200);
  });

  it('refuses amounts that are not positive whole paise and foreign return URLs', async () => {
    const { gateway } = sandbox();
    for (const amountPaise of [0, -100, 10.5, Number.NaN, 2 ** 60])
      await expect(gateway.createOrder({ ...order, amountPaise })).rejects.toMatchObject({ kind: 'invalid' });
    await expect(gateway.createOrder({ ...order, receipt: 'x'.repeat(41) })).rejects.toMatchObject({ kind: 'invalid' });
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'wallet', '/a\nb'])
      await expect(gateway.createOrder({ ...order, returnUrl })).rejects.toMatchObject({ kind: 'invalid' });
    const ok = await gateway.createOrder({ ...order, returnUrl: '/wallet?tab=recharge' });
    expect((await gateway.getOrder(ok.id))?.returnUrl).toBe('/wallet?tab=recharge');
  });

  it('answers unknown orders as Razorpay does', async () => {
    const { gateway } = sandbox();
    const error = await gateway.fetchOrderPayments('order_AAAAAAAAAAAAAA').catch((e: unknown) => e);
    expect(isPaymentGatewayError(error)).toBe(true);
    expect(error).toMatchObject({
      gateway: 'sandbox',
      gatewayStatus: 400,
      code: 'BAD_REQUEST_ERROR',
      retryable: false,
    });
    await expect(gateway.complete('order_AAAAAAAAAAAAAA', 'pay')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('gives the checkout page URL and keeps a new return URL', async () => {
    const { gateway } = sandbox();
    const created = await gateway.createOrder(order);
    expect(await gateway.checkoutConfig(created, { lang: 'hi', returnUrl: '/wallet?from=pack' })).toEqual({
      gateway: 'sandbox',
      orderId: created.id,
      amountPaise: 118000,
      currency: 'INR',
      script: '/api/payments/sandbox/checkout.js',
      options: {
        key: 'rzp_test_DrishtiSandbox',
        order_id: created.id,
        amount: 118000,
        currency: 'INR',
        name: 'Drishti',
        method: { upi: true, card: true, netbanking: true, wallet: true },
      },
      url: `/api/payments/sandbox/checkout/${created.id}?lang=hi`,
    });
    expect((await gateway.getOrder(created.id))?.returnUrl).toBe('/wallet?from=pack');
    await expect(gateway.checkoutConfig(created, { returnUrl: 'https://evil.example' })).rejects.toMatchObject({
      kind: 'invalid',
    });
    await expect(gateway.checkoutConfig({ ...created, id: 'order_AAAAAAAAAAAAAA' })).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});

describe('sandbox outcomes', () => {
  it('pay: a captured payment, a paid order, a signed response and two signed webhooks', async () => {
    const { gateway, delivered } = sandbox();
    const created = await gateway.createOrder({ ...order, notes: { userId: 'u1' } });
    const result = await gateway.complete(created.id, 'pay');

    expect(result.payment).toMatchObject({
      id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/),
      orderId: created.id,
      amountPaise: 118000,
      status: 'captured',
    });
    const paymentId = result.payment!.id;
    expect(result.order).toMatchObject({ status: 'paid', amountPaidPaise: 118000, attempts: 1 });
    expect(result.response).toEqual({
      razorpay_order_id: created.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(keySecret, `${created.id}|${paymentId}`),
    });
    const { razorpay_signature: signature } = result.response!;
    expect(gateway.verifyPaymentSignature({ orderId: created.id, paymentId, signature })).toBe(true);
    expect(validatePaymentVerification({ order_id: created.id, payment_id: paymentId }, signature, keySecret)).toBe(
      true,
    );
    expect((await gateway.fetchOrder(created.id)).status).toBe('paid');
    expect(await gateway.fetchOrderPayments(created.id)).toEqual([result.payment]);

    expect(delivered).toEqual(result.deliveries);
    expect(delivered.map((d) => d.event)).toEqual(['payment.captured', 'order.paid']);
    for (const d of delivered) {
      expect(d.signature).toBe(hmac(webhookSecret, d.body));
      expect(d.headers['x-razorpay-signature']).toBe(d.signature);
      expect(d.headers['x-razorpay-event-id']).toBe(d.eventId);
      expect(gateway.verifyWebhookSignature(d.body, d.headers['x-razorpay-signature'])).toBe(true);
      expect(validateWebhookSignature(d.body, d.signature, webhookSecret)).toBe(true);
    }
    expect(new Set(delivered.map((d) => d.eventId)).size).toBe(2);

    const captured = JSON.parse(delivered[0]!.body);
    expect(captured).toMatchObject({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_[0-9A-Za-z]{14}$/),
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: 118000,
            currency: 'INR',
            status: 'captured',
            order_id: created.id,
            captured: true,
            notes: [],
            error_code: null,
          },
        },
      },
      created_at: Date.parse('2026-03-01T10:00:00Z') / 1000,
    });
    expect(captured.payload.order).toBeUndefined();
    const paid = JSON.parse(delivered[1]!.body);
    expect(paid).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: paymentId, status: 'captured' } },
        order: {
          entity: {
            id: created.id,
            entity: 'order',
            amount: 118000,
            amount_paid: 118000,
            amount_due: 0,
            status: 'paid',
            receipt: 'rcpt_1',
            attempts: 1,
            notes: { userId: 'u1' },
          },
        },
      },
    });

    expect(parseWebhookEvent(delivered[1]!.body)).toEqual({
      event: 'order.paid',
      createdAt: new Date('2026-03-01T10:00:00Z'),
      payment: {
        id: paymentId,
        orderId: created.id,
        amountPaise: 118000,
        currency: 'INR',
        status: 'captured',
        errorCode: null,
        errorDescription: null,
      },
      order: { id: created.id, amountPaise: 118000, currency: 'INR', receipt: 'rcpt_1', status: 'paid' },
      refund: null,
    });

    // A paid order cannot be paid again.
    await expect(gateway.complete(created.id, 'pay')).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('tampered webhook bodies and signatures do not verify', async () => {
    const { gateway, delivered } = sandbox();
    const created = await gateway.createOrder(order);
    await gateway.complete(created.id, 'pay');
    const d = delivered[0]!;
    expect(gateway.verifyWebhookSignature(d.body.replace('118000', '100'), d.signature)).toBe(false);
    expect(
      gateway.verifyWebhookSignature(
        d.body,
        d.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBe(false);
    const other = new SandboxGateway({ keySecret, webhookSecret: 'another', store: memorySandboxStore() });
    expect(other.verifyWebhookSignature(d.body, d.signature)).toBe(false);
  });

  it('fail: a failed payment, an attempted order, payment.failed and the browser error', async () => {
    const { gateway, delivered } = sandbox();
    const created = await gateway.createOrder(order);
    const result = await gateway.complete(created.id, 'fail');
    expect(result.payment).toMatchObject({ status: 'failed', errorCode: 'BAD_REQUEST_ERROR' });
    expect(result.order).toMatchObject({ status: 'attempted', amountPaidPaise: 0, attempts: 1 });
    expect(result.response).toBeNull();
    expect(result.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_failed',
      metadata: { order_id: created.id, payment_id: result.payment!.id },
    });
    expect(delivered.map((d) => d.event)).toEqual(['payment.failed']);
    expect(JSON.parse(delivered[0]!.body).payload.payment.entity).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_reason: 'payment_failed',
    });
    expect(gateway.verifyWebhookSignature(delivered[0]!.body, delivered[0]!.signature)).toBe(true);

    // The customer may try again on the same order.
    const retry = await gateway.complete(created.id, 'pay');
    expect(retry.order).toMatchObject({ status: 'paid', attempts: 2 });
    expect((await gateway.fetchOrderPayments(created.id)).map((p) => p.status)).toEqual(['failed', 'captured']);
  });

  it('cancel: nothing recorded, nothing sent', async () => {
    const { gateway, delivered } = sandbox();
    const created = await gateway.createOrder(order);
    const result = await gateway.complete(created.id, 'cancel');
    expect(result).toMatchObject({ payment: null, response: null, error: null, deliveries: [] });
    expect(result.order.status).toBe('created');
    expect(delivered).toEqual([]);
    expect(await gateway.fetchOrderPayments(created.id)).toEqual([]);
  });

  it('pay-later: a pending payment, no webhook until it settles', async () => {
    const { gateway, delivered } = sandbox();
    const created = await gateway.createOrder(order);
    const result = await gateway.complete(created.id, 'pay-later');
    expect(result.payment).toMatchObject({ status: 'created', amountPaise: 118000 });
    expect(result.order.status).toBe('attempted');
    expect(result.response).toBeNull();
    expect(delivered).toEqual([]);
    expect(await gateway.fetchOrderPayments(created.id)).toEqual([result.payment]);

    const settled = await gateway.settle(result.payment!.id, 'captured');
    expect(settled.order.status).toBe('paid');
    expect(settled.payment.status).toBe('captured');
    expect(delivered.map((d) => d.event)).toEqual(['payment.captured', 'order.paid']);
    await expect(gateway.settle(result.payment!.id, 'captured')).rejects.toMatchObject({ kind: 'conflict' });

    const second = await gateway.createOrder(order);
    const pending = await gateway.complete(second.id, 'pay-later');
    await gateway.settle(pending.payment!.id, 'failed');
    expect(delivered.at(-1)?.event).toBe('payment.failed');
    expect((await gateway.fetchOrder(second.id)).status).toBe('attempted');
  });

  it('can withhold webhooks (lost deliveries; the reconciler must find the payment)', async () => {
    const { gateway, delivered } = sandbox();
    const created = await gateway.createOrder(order);
    const result = await gateway.complete(created.id, 'pay', { deliver: false });
    expect(result.deliveries).toHaveLength(2);
    expect(delivered).toEqual([]);
    expect((await gateway.fetchOrderPayments(created.id))[0]?.status).toBe('captured');
  });
});

describe('sandbox deliveries', () => {
  it('repeats each delivery with the same event id and body', async () => {
    const { gateway, delivered } = sandbox({ duplicates: 3 });
    const created = await gateway.createOrder(order);
    await gateway.complete(created.id, 'pay');
    expect(delivered).toHaveLength(6);
    expect(delivered.map((d) => d.event)).toEqual([
      'payment.captured',
      'order.paid',
      'payment.captured',
      'order.paid',
      'payment.captured',
      'order.paid',
    ]);
    const byId = new Map<string, WebhookDelivery[]>();
    for (const d of delivered) byId.set(d.eventId, [...(byId.get(d.eventId) ?? []), d]);
    expect(byId.size).toBe(2);
    for (const copies of byId.values()) {
      expect(copies).toHaveLength(3);
      expect(new Set(copies.map((d) => d.body)).size).toBe(1);
    }
  });

  it('shuffles deliveries when asked', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const orders: string[][] = [];
    const { gateway, delivered } = sandbox({ duplicates: 3, shuffle: true, random });
    for (let i = 0; i < 5; i++) {
      delivered.length = 0;
      const created = await gateway.createOrder(order);
      await gateway.complete(created.id, 'pay');
      expect(delivered).toHaveLength(6);
      expect(delivered.filter((d) => d.event === 'order.paid')).toHaveLength(3);
      orders.push(delivered.map((d) => d.event));
    }
    const inOrder = ['payment.captured', 'order.paid'].join();
    expect(orders.some((o) => o.slice(0, 2).join() !== inOrder || o.slice(2, 4).join() !== inOrder)).toBe(true);
  });

  it('keeps failed deliveries for a retry', async () => {
    let failing = true;
    const received: string[] = [];
    const gateway = new SandboxGateway({
      keySecret,
      webhookSecret,
      store: memorySandboxStore(),
      deliver: (d) => {
        if (failing) throw new Error('503');
        received.push(d.event);
      },
    });
    const created = await gateway.createOrder(order);
    const result = await gateway.complete(created.id, 'pay');
    expect(result.failedDeliveries).toHaveLength(2);
    expect(gateway.undelivered).toHaveLength(2);
    failing = false;
    expect(await gateway.redeliverFailed()).toEqual([]);
    expect(received).toEqual(['payment.captured', 'order.paid']);
    expect(gateway.undelivered).toHaveLength(0);
  });

  it('refuses a zero duplicates option', () => {
    expect(
      () => new SandboxGateway({ keySecret, webhookSecret, store: memorySandboxStore(), duplicates: 0 }),
    ).toThrow();
  });
});

describe('sandbox instances sharing one store', () => {
  function pair() {
    const store = memorySandboxStore();
    const delivered: WebhookDelivery[] = [];
    const make = () => new SandboxGateway({ keySecret, webhookSecret, store, deliver: (d) => void delivered.push(d) });
    return { a: make(), b: make(), delivered };
  }

  it('an order made by one is shown, paid and refunded by the other, as one merchant account', async () => {
    const { a, b, delivered } = pair();
    const created = await a.createOrder({ ...order, notes: { userId: 'u1' } });
    expect(await b.fetchOrder(created.id)).toEqual(created);
    await b.checkoutConfig(created, { returnUrl: '/wallet?via=b' });
    expect((await a.getOrder(created.id))?.returnUrl).toBe('/wallet?via=b');
    const paid = await b.complete(created.id, 'pay');
    expect(
      a.verifyPaymentSignature({
        orderId: created.id,
        paymentId: paid.payment!.id,
        signature: paid.response!.razorpay_signature,
      }),
    ).toBe(true);
    expect(await a.fetchOrder(created.id)).toMatchObject({ status: 'paid' });
    expect(await a.fetchOrderPayments(created.id)).toEqual([paid.payment]);
    const refund = await a.refundPayment({ paymentId: paid.payment!.id, amountPaise: 1000, receipt: 'rf_a' });
    expect(await b.fetchRefunds(paid.payment!.id)).toEqual([refund]);
    const accounts = new Set(delivered.map((d) => JSON.parse(d.body).account_id));
    expect(delivered.map((d) => d.event)).toEqual(['payment.captured', 'order.paid', 'refund.processed']);
    expect(accounts.size).toBe(1);
    // Another installation (other secrets) is another account.
    const elsewhere: WebhookDelivery[] = [];
    const third = new SandboxGateway({
      keySecret: 'another key',
      webhookSecret,
      store: memorySandboxStore(),
      deliver: (d) => void elsewhere.push(d),
    });
    await third.complete((await third.createOrder(order)).id, 'fail');
    expect(JSON.parse(elsewhere[0]!.body).account_id).not.toBe([...accounts][0]);
  });

  it('two instances paying one order at once capture it once', async () => {
    const { a, b, delivered } = pair();
    const created = await a.createOrder(order);
    const results = await Promise.allSettled([a.complete(created.id, 'pay'), b.complete(created.id, 'pay')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { kind: 'conflict' } });
    expect(await a.fetchOrderPayments(created.id)).toHaveLength(1);
    expect((await b.getOrder(created.id))?.attempts).toBe(1);
    expect(delivered.filter((d) => d.event === 'order.paid')).toHaveLength(1);
  });

  it('two refunds at once never exceed the payment', async () => {
    const { a, b } = pair();
    const created = await a.createOrder(order);
    const paymentId = (await a.complete(created.id, 'pay')).payment!.id;
    const results = await Promise.allSettled([
      a.refundPayment({ paymentId, amountPaise: 100000, receipt: 'rf_a' }),
      b.refundPayment({ paymentId, amountPaise: 100000, receipt: 'rf_b' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await b.fetchRefunds(paymentId)).toHaveLength(1);
  });
});

describe('gateway choice', () => {
  it('is the sandbox without keys and Razorpay with them', () => {
    const secrets = sandboxSecrets('server-secret');
    expect(secrets).toEqual(sandboxSecrets('server-secret'));
    expect(secrets.keySecret).not.toBe(secrets.webhookSecret);
    const store = memorySandboxStore();
    expect(createPaymentGateway({ sandbox: { ...secrets, store } }).name).toBe('sandbox');
    const razorpay = createPaymentGateway({
      razorpay: { keyId: 'rzp_test_abc', keySecret: 'secret' },
      sandbox: { ...secrets, store },
    });
    expect(razorpay).toBeInstanceOf(RazorpayGateway);
    expect(razorpay.name).toBe('razorpay');
  });
});

describe('sandbox refunds', () => {
  it('refunds part of a captured payment and signs refund.processed as Razorpay does', async () => {
    const { gateway, delivered } = sandbox();
    const created = await gateway.createOrder(order);
    const paid = await gateway.complete(created.id, 'pay');
    const paymentId = paid.payment!.id;
    delivered.length = 0;

    const refund = await gateway.refundPayment({ paymentId, amountPaise: 59000, receipt: 'rf_1', notes: { b: '1' } });
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      paymentId,
      amountPaise: 59000,
      receipt: 'rf_1',
      status: 'processed',
    });
    expect(await gateway.fetchRefunds(paymentId)).toEqual([refund]);
    expect(delivered.map((d) => d.event)).toEqual(['refund.processed']);
    const d = delivered[0]!;
    expect(validateWebhookSignature(d.body, d.signature, webhookSecret)).toBe(true);
    const parsed = parseWebhookEvent(d.body);
    expect(parsed.event).toBe('refund.processed');
    expect(parsed.refund).toEqual(refund);
    expect(JSON.parse(d.body).contains).toEqual(['refund', 'payment']);
    expect(JSON.parse(d.body).payload.payment.entity).toMatchObject({
      amount_refunded: 59000,
      refund_status: 'partial',
    });

    // More than what is left is refused as Razorpay refuses it; the rest is allowed.
    await expect(gateway.refundPayment({ paymentId, amountPaise: 59001, receipt: 'rf_2' })).rejects.toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      gatewayStatus: 400,
    });
    await gateway.refundPayment({ paymentId, amountPaise: 59000, receipt: 'rf_3' });
    expect((await gateway.getPayment(paymentId))?.status).toBe('refunded');
  });

  it('refuses refunds of unknown or uncaptured payments', async () => {
    const { gateway } = sandbox();
    const created = await gateway.createOrder(order);
    const pending = await gateway.complete(created.id, 'pay-later');
    await expect(
      gateway.refundPayment({ paymentId: pending.payment!.id, amountPaise: 100, receipt: 'r' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'The payment has not been captured' });
    await expect(
      gateway.refundPayment({ paymentId: 'pay_00000000000000', amountPaise: 100, receipt: 'r' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST_ERROR' });
  });

  it('a refund left pending can fail later: refund.failed, and the amount can be refunded again', async () => {
    const { gateway, delivered } = sandbox({ refundResult: () => 'pending' });
    const created = await gateway.createOrder(order);
    const paymentId = (await gateway.complete(created.id, 'pay')).payment!.id;
    delivered.length = 0;
    const refund = await gateway.refundPayment({ paymentId, amountPaise: 118000, receipt: 'rf_1' });
    expect(refund.status).toBe('pending');
    expect(delivered).toEqual([]);
    const settled = await gateway.settleRefund(refund.id, 'failed');
    expect(settled.refund.status).toBe('failed');
    expect(delivered.map((d) => d.event)).toEqual(['refund.failed']);
    expect(parseWebhookEvent(delivered[0]!.body).refund).toMatchObject({ id: refund.id, status: 'failed' });
    await expect(gateway.settleRefund(refund.id, 'processed')).rejects.toMatchObject({ kind: 'conflict' });
    expect((await gateway.getPayment(paymentId))?.status).toBe('captured');
    await expect(gateway.refundPayment({ paymentId, amountPaise: 118000, receipt: 'rf_2' })).resolves.toMatchObject({
      status: 'pending',
    });
  });
});

describe('webhook parsing', () => {
  it('refuses what is not a Razorpay event', () => {
    expect(() => parseWebhookEvent('not json')).toThrow(/not JSON/);
    expect(() => parseWebhookEvent('{"entity":"event"}')).toThrow(/not a Razorpay event/);
    expect(() =>
      parseWebhookEvent(
        JSON.stringify({
          entity: 'event',
          event: 'payment.captured',
          created_at: 1,
          payload: {
            payment: {
              entity: {
                id: 'pay_x',
                entity: 'payment',
                amount: 1.5,
                currency: 'INR',
                status: 'captured',
                order_id: 'order_x',
              },
            },
          },
        }),
      ),
    ).toThrow();
  });
});
