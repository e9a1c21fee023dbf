import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures, computed and checked in one place for both gateways:
 * - checkout: HMAC-SHA256 (hex) of `order_id|payment_id` with the key secret;
 * - webhook: HMAC-SHA256 (hex) of the raw request body with the webhook secret.
 */

function requireSecret(secret: string): void {
  if (typeof secret !== 'string' || secret.length === 0) throw new Error('A signing secret is required.');
}

/** Lowercase hex HMAC-SHA256 of the message; a string message is signed as its UTF-8 bytes. */
export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  requireSecret(secret);
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The checkout signature Razorpay returns as `razorpay_signature`. */
export function signPayment(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** The webhook signature Razorpay sends as `X-Razorpay-Signature`. */
export function signWebhook(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

/** Constant-time comparison of an expected hex signature with the one given (any length, any content). */
export function signaturesMatch(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  // The length of a hex HMAC-SHA256 (64) is public; only equal-length inputs are compared byte by byte.
  if (expected.length !== actual.length) return false;
  return timingSafeEqual(expected, actual);
}

/**
 * Checks a checkout signature. `orderId` must be the order id we stored for this checkout,
 * never the one the browser sent back. A missing secret verifies nothing.
 */
export function verifyPaymentSignature(
  keySecret: string | undefined,
  input: { orderId: string; paymentId: string; signature: string },
): boolean {
  if (!keySecret || typeof input.orderId !== 'string' || typeof input.paymentId !== 'string') return false;
  if (input.orderId.length === 0 || input.paymentId.length === 0) return false;
  return signaturesMatch(signPayment(keySecret, input.orderId, input.paymentId), input.signature);
}

/** Checks a webhook signature against the raw body, before anything parses it. A missing secret verifies nothing. */
export function verifyWebhookSignature(
  webhookSecret: string | undefined,
  rawBody: string | Buffer,
  signature: unknown,
): boolean {
  if (!webhookSecret) return false;
  if (typeof rawBody !== 'string' && !Buffer.isBuffer(rawBody)) return false;
  return signaturesMatch(signWebhook(webhookSecret, rawBody), signature);
}
