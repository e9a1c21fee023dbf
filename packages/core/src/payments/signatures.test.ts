import { createHmac } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import {
  hmacSha256Hex,
  signaturesMatch,
  signPayment,
  signWebhook,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from './signatures';

const keySecret = 'test_key_secret_Qw3rTy';
const webhookSecret = 'whsec_sandbox_123';
const orderId = 'order_IluGWxBm9U8zJ8';
const paymentId = 'pay_IluGXbXmv4yx2M';

/** Computed independently of the code under test. */
const reference = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** Changes one character of a hex string (keeps it hex and the same length). */
const flip = (hex: string, at = 10) => hex.slice(0, at) + (hex[at] === 'a' ? 'b' : 'a') + hex.slice(at + 1);

describe('payment signature', () => {
  const signature = reference(keySecret, `${orderId}|${paymentId}`);

  it('is HMAC-SHA256 hex of order_id|payment_id with the key secret', () => {
    expect(signPayment(keySecret, orderId, paymentId)).toBe(signature);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyPaymentSignature(keySecret, { orderId, paymentId, signature })).toBe(true);
  });

  it('agrees with the Razorpay SDK', () => {
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret)).toBe(true);
    const ours = signPayment(keySecret, orderId, paymentId);
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, ours, keySecret)).toBe(true);
  });

  it('rejects one changed character anywhere', () => {
    expect(verifyPaymentSignature(keySecret, { orderId, paymentId, signature: flip(signature) })).toBe(false);
    expect(verifyPaymentSignature(keySecret, { orderId, paymentId, signature: flip(signature, 63) })).toBe(false);
    expect(verifyPaymentSignature(keySecret, { orderId: `${orderId.slice(0, -1)}9`, paymentId, signature })).toBe(
      false,
    );
    expect(verifyPaymentSignature(keySecret, { orderId, paymentId: `${paymentId.slice(0, -1)}N`, signature })).toBe(
      false,
    );
    expect(verifyPaymentSignature(`${keySecret}x`, { orderId, paymentId, signature })).toBe(false);
  });

  it('rejects the wrong order (a signature is bound to the order we stored)', () => {
    const other = reference(keySecret, `order_AAAAAAAAAAAAAA|${paymentId}`);
    expect(verifyPaymentSignature(keySecret, { orderId, paymentId, signature: other })).toBe(false);
  });

  it('rejects malformed input without throwing', () => {
    expect(verifyPaymentSignature(keySecret, { orderId, paymentId, signature: '' })).toBe(false);
    expect(verifyPaymentSignature(keySecret, { orderId, paymentId, signature: signature.toUpperCase() })).toBe(false);
    expect(verifyPaymentSignature(keySecret, { orderId, paymentId, signature: `${signature}0` })).toBe(false);
    expect(verifyPaymentSignature(keySecret, { orderId, paymentId, signature: 'é'.repeat(32) })).toBe(false);
    expect(verifyPaymentSignature(keySecret, { orderId, paymentId, signature: undefined as unknown as string })).toBe(
      false,
    );
    expect(verifyPaymentSignature('', { orderId, paymentId, signature })).toBe(false);
    expect(verifyPaymentSignature(undefined, { orderId, paymentId, signature })).toBe(false);
    // An empty order or payment id never verifies, even with a matching signature of "|".
    expect(
      verifyPaymentSignature(keySecret, { orderId: '', paymentId: '', signature: reference(keySecret, '|') }),
    ).toBe(false);
  });
});

describe('webhook signature', () => {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, amount: 118000, note: 'नमस्ते' } } },
    created_at: 1_700_000_000,
  });
  const signature = reference(webhookSecret, body);

  it('is HMAC-SHA256 hex of the raw body (UTF-8) with the webhook secret', () => {
    expect(signWebhook(webhookSecret, body)).toBe(signature);
    expect(signWebhook(webhookSecret, Buffer.from(body, 'utf8'))).toBe(signature);
    expect(verifyWebhookSignature(webhookSecret, body, signature)).toBe(true);
    expect(verifyWebhookSignature(webhookSecret, Buffer.from(body), signature)).toBe(true);
  });

  it('agrees with the Razorpay SDK', () => {
    expect(validateWebhookSignature(body, signWebhook(webhookSecret, body), webhookSecret)).toBe(true);
  });

  it('rejects a tampered body or signature', () => {
    expect(verifyWebhookSignature(webhookSecret, body.replace('118000', '118001'), signature)).toBe(false);
    expect(verifyWebhookSignature(webhookSecret, `${body} `, signature)).toBe(false);
    // Re-serialising parsed JSON is not the raw body.
    expect(verifyWebhookSignature(webhookSecret, JSON.stringify(JSON.parse(body), null, 1), signature)).toBe(false);
    expect(verifyWebhookSignature(webhookSecret, body, flip(signature))).toBe(false);
    expect(verifyWebhookSignature('other-secret', body, signature)).toBe(false);
    expect(verifyWebhookSignature(undefined, body, signature)).toBe(false);
    expect(verifyWebhookSignature(webhookSecret, body, '')).toBe(false);
    expect(verifyWebhookSignature(webhookSecret, body, null)).toBe(false);
  });
});

describe('helpers', () => {
  it('compares only equal strings', () => {
    expect(signaturesMatch('abc', 'abc')).toBe(true);
    expect(signaturesMatch('abc', 'abd')).toBe(false);
    expect(signaturesMatch('abc', 'ab')).toBe(false);
    expect(signaturesMatch('abc', 42)).toBe(false);
  });

  it('refuses to sign with an empty secret', () => {
    expect(() => hmacSha256Hex('', 'x')).toThrow();
  });
});
