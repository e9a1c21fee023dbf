import type { GatewayOrder, GatewayPayment, RefundInput, RefundStatus } from './gateway';
import type { SandboxStore } from './sandbox-store';
import type { WebhookEventName } from './webhooks';

/** The sandbox gateway's settings, paths and the shapes its controls answer (see sandbox.ts). */

/** Where the API serves the sandbox checkout page (`/:orderId`). */
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';
export const DEFAULT_RETURN_URL = '/wallet';
/** Where the API serves the sandbox's stand-in for Razorpay's checkout.js (same origin as the site). */
export const SANDBOX_CHECKOUT_SCRIPT = '/api/payments/sandbox/checkout.js';
/** The key id the sandbox hands to checkout, in Razorpay's test-key shape. */
export const SANDBOX_KEY_ID = 'rzp_test_DrishtiSandbox';

export type SandboxOutcome = 'pay' | 'fail' | 'cancel' | 'pay-later';
export const SANDBOX_OUTCOMES: readonly SandboxOutcome[] = ['pay', 'fail', 'cancel', 'pay-later'];

export interface WebhookDelivery {
  /** The event id Razorpay sends as `X-Razorpay-Event-Id`; the same on every repeat of one event. */
  eventId: string;
  event: WebhookEventName;
  /** The raw JSON body, byte for byte what was signed. */
  body: string;
  signature: string;
  headers: { 'content-type': 'application/json'; 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}

export type DeliverWebhook = (delivery: WebhookDelivery) => Promise<void> | void;

export interface SandboxGatewayOptions {
  /** Where orders, payments and refunds are kept: the database in the product, so any instance sees any order. */
  store: SandboxStore;
  /** Signs checkout responses (`order_id|payment_id`), as Razorpay's key secret does. */
  keySecret: string;
  /** Signs webhook bodies, as Razorpay's webhook secret does. */
  webhookSecret: string;
  /** Sends one webhook delivery (e.g. POSTs it to our own webhook route). Without it nothing is sent. */
  deliver?: DeliverWebhook;
  /** Each webhook is delivered this many times (at least once; default 1). */
  duplicates?: number;
  /** Deliver the webhooks (and their repeats) in random order. */
  shuffle?: boolean;
  /** Random numbers in [0, 1) for the shuffle (default Math.random). */
  random?: () => number;
  now?: () => Date;
  /** Where the checkout page is served (default SANDBOX_CHECKOUT_PATH). */
  checkoutPath?: string;
  /** Where the stand-in checkout.js is served (default SANDBOX_CHECKOUT_SCRIPT). */
  checkoutScript?: string;
  /**
   * What becomes of each refund the moment it is asked for (default `processed`; `pending` leaves
   * it for `settleRefund`). Razorpay's own outcome depends on the bank.
   */
  refundResult?: (input: RefundInput) => RefundStatus;
}

export interface SandboxOrder extends GatewayOrder {
  notes: Record<string, string>;
  /** The same-site path the checkout page sends the browser back to. */
  returnUrl: string;
  attempts: number;
  amountPaidPaise: number;
  createdAt: Date;
}

/** What Razorpay's checkout hands the page after a successful payment (the page posts it to our verify call). */
export interface CheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What Razorpay's checkout hands the page on `payment.failed`. */
export interface CheckoutFailure {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id: string; payment_id: string };
}

export interface SandboxCompletion {
  outcome: SandboxOutcome;
  order: SandboxOrder;
  /** The payment recorded (none on cancel). */
  payment: GatewayPayment | null;
  /** For `pay`: what the browser would post back. */
  response: CheckoutResponse | null;
  /** For `fail`: the error the browser would see. */
  error: CheckoutFailure | null;
  /** The deliveries made (or, with `deliver: false`, due), repeats included, in delivery order. */
  deliveries: WebhookDelivery[];
  /** Deliveries whose callback threw; they stay queued for `redeliverFailed()`. */
  failedDeliveries: { delivery: WebhookDelivery; error: unknown }[];
}
