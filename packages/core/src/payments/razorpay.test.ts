import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { PaymentGatewayError } from './gateway';
import {
  RazorpayGateway,
  type RazorpayOrderLike,
  type RazorpayPaymentLike,
  type RazorpayRefundLike,
  type RazorpaySdk,
} from './razorpay';

const keyId = 'rzp_test_1DP5mmOlF5G5ag';
const keySecret = 'thisisasecret';
const webhookSecret = 'webhook-secret';
const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** A fake of the SDK's `orders` and `payments` resources: same method signatures, same rejection shape. */
function fakeSdk(
  behaviour: {
    create?: (params: Parameters<RazorpaySdk['orders']['create']>[0]) => Promise<RazorpayOrderLike>;
    fetch?: (orderId: string) => Promise<RazorpayOrderLike>;
    payments?: RazorpayPaymentLike[] | (() => Promise<never>);
    refund?: (
      paymentId: string,
      params: Parameters<RazorpaySdk['payments']['refund']>[1],
    ) => Promise<RazorpayRefundLike>;
    refunds?: RazorpayRefundLike[];
  } = {},
) {
  const calls: { method: string; args: unknown[] }[] = [];
  const sdk: RazorpaySdk = {
    orders: {
      create: async (params) => {
        calls.push({ method: 'create', args: [params] });
        if (behaviour.create) return behaviour.create(params);
        return {
          id: 'order_IluGWxBm9U8zJ8',
          entity: 'order',
          amount: params.amount,
          amount_paid: 0,
          amount_due: params.amount,
          currency: params.currency,
          receipt: params.receipt,
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes: params.notes ?? [],
          created_at: 1_700_000_000,
        } as RazorpayOrderLike;
      },
      fetch: async (orderId) => {
        calls.push({ method: 'fetch', args: [orderId] });
        if (behaviour.fetch) return behaviour.fetch(orderId);
        return { id: orderId, amount: 118000, currency: 'INR', receipt: 'rcpt_1', status: 'paid' };
      },
      fetchPayments: async (orderId) => {
        calls.push({ method: 'fetchPayments', args: [orderId] });
        const p = behaviour.payments ?? [];
        if (typeof p === 'function') return p();
        return { entity: 'collection', count: p.length, items: p };
      },
    },
    payments: {
      refund: async (paymentId, params) => {
        calls.push({ method: 'refund', args: [paymentId, params] });
        if (behaviour.refund) return behaviour.refund(paymentId, params);
        return {
          id: 'rfnd_FP8QHiV938haTz',
          entity: 'refund',
          amount: params.amount,
          receipt: params.receipt ?? null,
          currency: 'INR',
          payment_id: paymentId,
          notes: params.notes ?? [],
          acquirer_data: { arn: null },
          created_at: 1_700_000_100,
          batch_id: null,
          status: 'processed',
          speed_processed: 'normal',
          speed_requested: 'normal',
        } as RazorpayRefundLike;
      },
      fetchMultipleRefund: async (paymentId, params) => {
        calls.push({ method: 'fetchMultipleRefund', args: [paymentId, params] });
        const items = behaviour.refunds ?? [];
        return { entity: 'collection', count: items.length, items };
      },
    },
  };
  return { sdk, calls };
}

/** How the SDK rejects when Razorpay answers with an error (see its api.js normalizeError). */
const apiError = (statusCode: number, code: string, description: string) =>
  Promise.reject({ statusCode, error: { code, description, source: 'business', step: 'payment_initiation' } });

const input = { amountPaise: 118000, currency: 'INR' as const, receipt: 'rcpt_1', notes: { userId: 'u1' } };

describe('Razorpay adapter', () => {
  it('accepts the official SDK as its client type', () => {
    // Compile-time: the real SDK satisfies the interface the adapter uses.
    const sdk: RazorpaySdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
    expect(typeof sdk.orders.create).toBe('function');
    expect(typeof sdk.orders.fetchPayments).toBe('function');
    expect(new RazorpayGateway({ keyId, keySecret }).name).toBe('razorpay');
  });

  it('creates orders in integer paise and maps the answer', async () => {
    const { sdk, calls } = fakeSdk();
    const gateway = new RazorpayGateway({ keyId, keySecret, webhookSecret, sdk });
    const order = await gateway.createOrder(input);
    expect(calls).toEqual([
      { method: 'create', args: [{ amount: 118000, currency: 'INR', receipt: 'rcpt_1', notes: { userId: 'u1' } }] },
    ]);
    expect(order).toEqual({
      id: 'order_IluGWxBm9U8zJ8',
      amountPaise: 118000,
      currency: 'INR',
      receipt: 'rcpt_1',
      status: 'created',
    });
  });

  it('reads amounts Razorpay sends as strings', async () => {
    const { sdk } = fakeSdk({
      create: async (p) => ({
        id: 'order_IluGWxBm9U8zJ8',
        amount: String(p.amount),
        currency: 'INR',
        status: 'created',
      }),
    });
    const order = await new RazorpayGateway({ keyId, keySecret, sdk }).createOrder(input);
    expect(order).toMatchObject({ amountPaise: 118000, receipt: '' });
  });

  it('refuses invalid amounts before calling Razorpay', async () => {
    const { sdk, calls } = fakeSdk();
    const gateway = new RazorpayGateway({ keyId, keySecret, sdk });
    for (const amountPaise of [0, -1, 1180.5])
      await expect(gateway.createOrder({ ...input, amountPaise })).rejects.toMatchObject({ kind: 'invalid' });
    expect(calls).toEqual([]);
  });

  it('refuses an order whose amount differs from the one asked', async () => {
    const { sdk } = fakeSdk({
      create: async () => ({ id: 'order_IluGWxBm9U8zJ8', amount: 100, currency: 'INR', status: 'created' }),
    });
    await expect(new RazorpayGateway({ keyId, keySecret, sdk }).createOrder(input)).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      code: 'INVALID_RESPONSE',
    });
  });

  it('turns SDK errors into typed errors', async () => {
    const { sdk } = fakeSdk({
      create: () => apiError(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00'),
    });
    const error = await new RazorpayGateway({ keyId, keySecret, sdk }).createOrder(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({
      gateway: 'razorpay',
      gatewayStatus: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'The amount must be atleast INR 1.00',
      retryable: false,
    });
    // Not a client error of OUR API: it carries no statusCode for the error handler to echo.
    expect((error as { statusCode?: unknown }).statusCode).toBeUndefined();

    const auth = fakeSdk({ create: () => apiError(401, 'BAD_REQUEST_ERROR', 'Authentication failed') });
    await expect(new RazorpayGateway({ keyId, keySecret, sdk: auth.sdk }).createOrder(input)).rejects.toMatchObject({
      gatewayStatus: 401,
      retryable: false,
    });
    const down = fakeSdk({ create: () => apiError(503, 'SERVER_ERROR', 'Service unavailable') });
    await expect(new RazorpayGateway({ keyId, keySecret, sdk: down.sdk }).createOrder(input)).rejects.toMatchObject({
      gatewayStatus: 503,
      retryable: true,
    });
    // No response at all: the SDK fails with a TypeError reading err.response.status.
    const offline = fakeSdk({
      create: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'status')")),
    });
    await expect(new RazorpayGateway({ keyId, keySecret, sdk: offline.sdk }).createOrder(input)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      retryable: true,
    });
  });

  it('times out when Razorpay does not answer', async () => {
    const { sdk } = fakeSdk({ create: () => new Promise(() => {}) });
    await expect(
      new RazorpayGateway({ keyId, keySecret, sdk, timeoutMs: 20 }).createOrder(input),
    ).rejects.toMatchObject({
      code: 'TIMEOUT',
      retryable: true,
    });
  });

  it("fetches an order's payments for the reconciler", async () => {
    const { sdk, calls } = fakeSdk({
      payments: [
        {
          id: 'pay_A1',
          order_id: 'order_IluGWxBm9U8zJ8',
          amount: 118000,
          currency: 'INR',
          status: 'failed',
          error_code: 'BAD_REQUEST_ERROR',
          error_description: 'Payment failed',
        },
        { id: 'pay_A2', order_id: 'order_IluGWxBm9U8zJ8', amount: 118000, currency: 'INR', status: 'captured' },
      ],
    });
    const gateway = new RazorpayGateway({ keyId, keySecret, sdk });
    expect(await gateway.fetchOrderPayments('order_IluGWxBm9U8zJ8')).toEqual([
      {
        id: 'pay_A1',
        orderId: 'order_IluGWxBm9U8zJ8',
        amountPaise: 118000,
        currency: 'INR',
        status: 'failed',
        errorCode: 'BAD_REQUEST_ERROR',
        errorDescription: 'Payment failed',
      },
      {
        id: 'pay_A2',
        orderId: 'order_IluGWxBm9U8zJ8',
        amountPaise: 118000,
        currency: 'INR',
        status: 'captured',
        errorCode: null,
        errorDescription: null,
      },
    ]);
    expect(await gateway.fetchOrder('order_IluGWxBm9U8zJ8')).toMatchObject({ status: 'paid', amountPaise: 118000 });
    expect(calls.map((c) => c.method)).toEqual(['fetchPayments', 'fetch']);
  });

  it('refuses ids that are not order ids (they end up in the SDK URL path)', async () => {
    const { sdk, calls } = fakeSdk();
    const gateway = new RazorpayGateway({ keyId, keySecret, sdk });
    await expect(gateway.fetchOrderPayments('order_x/../../payments')).rejects.toMatchObject({ kind: 'invalid' });
    await expect(gateway.fetchOrder('pay_IluGXbXmv4yx2M')).rejects.toMatchObject({ kind: 'invalid' });
    expect(calls).toEqual([]);
  });

  it('maps payment lookup failures and unknown statuses', async () => {
    const failing = fakeSdk({ payments: () => apiError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist') });
    await expect(
      new RazorpayGateway({ keyId, keySecret, sdk: failing.sdk }).fetchOrderPayments('order_IluGWxBm9U8zJ8'),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST_ERROR', gatewayStatus: 400 });
    const odd = fakeSdk({ payments: [{ id: 'pay_A', amount: 1, currency: 'INR', status: 'mystery' }] });
    await expect(
      new RazorpayGateway({ keyId, keySecret, sdk: odd.sdk }).fetchOrderPayments('order_IluGWxBm9U8zJ8'),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('verifies payment signatures with the key secret, as the SDK does', () => {
    const gateway = new RazorpayGateway({ keyId, keySecret, webhookSecret, sdk: fakeSdk().sdk });
    const orderId = 'order_IluGWxBm9U8zJ8';
    const paymentId = 'pay_IluGXbXmv4yx2M';
    const signature = hmac(keySecret, `${orderId}|${paymentId}`);
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret)).toBe(true);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(true);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: `${signature.slice(0, -1)}x` })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_IluGWxBm9U8zJ9', paymentId, signature })).toBe(false);
  });

  it('verifies webhook signatures with the webhook secret, and none without one', () => {
    const body = '{"entity":"event","event":"payment.captured"}';
    const signature = hmac(webhookSecret, body);
    expect(validateWebhookSignature(body, signature, webhookSecret)).toBe(true);
    const gateway = new RazorpayGateway({ keyId, keySecret, webhookSecret, sdk: fakeSdk().sdk });
    expect(gateway.verifyWebhookSignature(body, signature)).toBe(true);
    expect(gateway.verifyWebhookSignature(body.replace('captured', 'failed'), signature)).toBe(false);
    // Signed with the key secret instead of the webhook secret: refused.
    expect(gateway.verifyWebhookSignature(body, hmac(keySecret, body))).toBe(false);
    const withoutSecret = new RazorpayGateway({ keyId, keySecret, sdk: fakeSdk().sdk });
    expect(withoutSecret.verifyWebhookSignature(body, hmac('', body))).toBe(false);
  });

  it('gives Checkout.js its options', async () => {
    const gateway = new RazorpayGateway({ keyId, keySecret, sdk: fakeSdk().sdk });
    const order = await gateway.createOrder(input);
    expect(
      await gateway.checkoutConfig(order, { description: '100 coins', prefill: { contact: '+919876543210' } }),
    ).toEqual({
      gateway: 'razorpay',
      orderId: order.id,
      amountPaise: 118000,
      currency: 'INR',
      script: 'https://checkout.razorpay.com/v1/checkout.js',
      options: {
        key: keyId,
        order_id: order.id,
        amount: 118000,
        currency: 'INR',
        name: 'Drishti',
        description: '100 coins',
        prefill: { contact: '+919876543210' },
        method: { upi: true, card: true, netbanking: true, wallet: true },
      },
    });
  });

  it('refunds part of a payment through payments.refund, at normal speed, with our receipt', async () => {
    const { sdk, calls } = fakeSdk();
    const gateway = new RazorpayGateway({ keyId, keySecret, sdk });
    const refund = await gateway.refundPayment({
      paymentId: 'pay_29QQoUBi66xm2f',
      amountPaise: 29500,
      receipt: 'refund_1',
      notes: { bookingId: 'b1' },
    });
    expect(calls).toEqual([
      {
        method: 'refund',
        args: [
          'pay_29QQoUBi66xm2f',
          { amount: 29500, speed: 'normal', receipt: 'refund_1', notes: { bookingId: 'b1' } },
        ],
      },
    ]);
    expect(refund).toEqual({
      id: 'rfnd_FP8QHiV938haTz',
      paymentId: 'pay_29QQoUBi66xm2f',
      amountPaise: 29500,
      receipt: 'refund_1',
      status: 'processed',
    });
  });

  it('refuses bad refund input before calling Razorpay, and maps its refusals', async () => {
    const refused = fakeSdk({
      refund: () => apiError(400, 'BAD_REQUEST_ERROR', 'The refund amount provided is greater than amount captured'),
    });
    const gateway = new RazorpayGateway({ keyId, keySecret, sdk: refused.sdk });
    await expect(gateway.refundPayment({ paymentId: 'order_x', amountPaise: 1, receipt: 'r' })).rejects.toThrow(
      /payment id/,
    );
    await expect(
      gateway.refundPayment({ paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 12.5, receipt: 'r' }),
    ).rejects.toThrow(/paise/);
    expect(refused.calls).toEqual([]);
    const error = await gateway
      .refundPayment({ paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 999_999, receipt: 'r' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ gatewayStatus: 400, code: 'BAD_REQUEST_ERROR', retryable: false });

    const wrong = fakeSdk({
      refund: async (paymentId, params) => ({
        id: 'rfnd_FP8QHiV938haTz',
        payment_id: paymentId,
        amount: (params.amount ?? 0) + 1,
        currency: 'INR',
        status: 'processed',
      }),
    });
    await expect(
      new RazorpayGateway({ keyId, keySecret, sdk: wrong.sdk }).refundPayment({
        paymentId: 'pay_29QQoUBi66xm2f',
        amountPaise: 100,
        receipt: 'r',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it("lists a payment's refunds to find one again by its receipt", async () => {
    const { sdk, calls } = fakeSdk({
      refunds: [
        {
          id: 'rfnd_FP8QHiV938haTz',
          payment_id: 'pay_29QQoUBi66xm2f',
          amount: '500',
          currency: 'INR',
          receipt: 'a',
          status: 'failed',
        },
        {
          id: 'rfnd_FP8R8EGjGbPkVb',
          payment_id: 'pay_29QQoUBi66xm2f',
          amount: 700,
          currency: 'INR',
          status: 'pending',
        },
      ],
    });
    const gateway = new RazorpayGateway({ keyId, keySecret, sdk });
    expect(await gateway.fetchRefunds('pay_29QQoUBi66xm2f')).toEqual([
      { id: 'rfnd_FP8QHiV938haTz', paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 500, receipt: 'a', status: 'failed' },
      {
        id: 'rfnd_FP8R8EGjGbPkVb',
        paymentId: 'pay_29QQoUBi66xm2f',
        amountPaise: 700,
        receipt: null,
        status: 'pending',
      },
    ]);
    expect(calls).toEqual([{ method: 'fetchMultipleRefund', args: ['pay_29QQoUBi66xm2f', { count: 100 }] }]);
    const odd = fakeSdk({
      refunds: [
        {
          id: 'rfnd_FP8QHiV938haTz',
          payment_id: 'pay_other0000000000',
          amount: 1,
          currency: 'INR',
          status: 'processed',
        },
      ],
    });
    await expect(
      new RazorpayGateway({ keyId, keySecret, sdk: odd.sdk }).fetchRefunds('pay_29QQoUBi66xm2f'),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
