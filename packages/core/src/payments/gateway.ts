import { DomainError } from '../errors';

/**
 * The one interface every payment gateway implements: the Razorpay adapter when keys are set,
 * otherwise the built-in sandbox. Amounts are integer paise throughout; the server decides every
 * amount from its own price table and never takes one from the browser.
 */
export type GatewayName = 'razorpay' | 'sandbox';

export type OrderStatus = 'created' | 'attempted' | 'paid';
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';

export const ORDER_STATUSES: readonly OrderStatus[] = ['created', 'attempted', 'paid'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['created', 'authorized', 'captured', 'failed', 'refunded'];

export interface CreateOrderInput {
  /** A positive integer number of paise. */
  amountPaise: number;
  currency: 'INR';
  /** Our reference for the order (Razorpay allows at most 40 characters). */
  receipt: string;
  /** At most 15 keys, values of at most 256 characters (Razorpay's limits). */
  notes?: Record<string, string>;
  /**
   * Sandbox only: the same-site path the checkout page sends the browser back to
   * (Razorpay's checkout runs inside our page instead). Defaults to `/wallet`.
   */
  returnUrl?: string;
}

export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
  receipt: string;
  status: OrderStatus;
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: PaymentStatus;
  /** For failed payments, the gateway's error code and description. */
  errorCode?: string | null;
  errorDescription?: string | null;
}

export interface PaymentSignatureInput {
  /** The order id WE stored for this checkout, never one sent back by the browser. */
  orderId: string;
  paymentId: string;
  signature: string;
}

export interface CheckoutOptions {
  /** Shown as the merchant name on the checkout (default "Drishti"). */
  merchantName?: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  /** Sandbox only: where the checkout page sends the browser back (a same-site path). */
  returnUrl?: string;
  /** Sandbox only: the language of the checkout page. */
  lang?: 'en' | 'hi';
}

/** The options object for Razorpay's Checkout.js (`new Razorpay(options).open()`). */
export interface RazorpayCheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  /** The payment methods offered (Standard Checkout's `method` option). */
  method: { upi: boolean; card: boolean; netbanking: boolean; wallet: boolean };
}

/** Razorpay Standard Checkout's script (docs/payments-checkout.md). */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
/** UPI, cards, netbanking and wallets: the methods every paying page offers. */
export const CHECKOUT_METHODS = { upi: true, card: true, netbanking: true, wallet: true } as const;

/**
 * What the browser needs to open checkout for an order: the script that defines `Razorpay`
 * (Razorpay's own, or the sandbox's same-origin stand-in with the same contract) and the options
 * for `new Razorpay(options).open()`. The sandbox also names its checkout page (`url`), which
 * its script shows in an overlay and which works alone too.
 */
export type CheckoutConfig =
  | {
      gateway: 'razorpay';
      orderId: string;
      amountPaise: number;
      currency: 'INR';
      script: string;
      options: RazorpayCheckoutOptions;
    }
  | {
      gateway: 'sandbox';
      orderId: string;
      amountPaise: number;
      currency: 'INR';
      script: string;
      options: RazorpayCheckoutOptions;
      url: string;
    };

export type RefundStatus = 'pending' | 'processed' | 'failed';
export const REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'processed', 'failed'];

export interface RefundInput {
  /** The captured payment to refund, to the method it was paid with. */
  paymentId: string;
  /** A positive integer number of paise, at most what is left unrefunded. */
  amountPaise: number;
  /** Our reference for the refund (at most 40 characters); found again with `fetchRefunds`. */
  receipt: string;
  notes?: Record<string, string>;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  receipt: string | null;
  status: RefundStatus;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /** The order as the gateway sees it now (for the reconciler). */
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  /** Every payment attempt on an order (for the reconciler). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** HMAC-SHA256 of `orderId|paymentId` with the key secret, compared in constant time. */
  verifyPaymentSignature(input: PaymentSignatureInput): boolean;
  /** HMAC-SHA256 of the raw body with the webhook secret, compared in constant time. Check before parsing. */
  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean;
  checkoutConfig(order: GatewayOrder, opts?: CheckoutOptions): Promise<CheckoutConfig>;
  /** A normal-speed refund of (part of) a captured payment, to the method it was paid with. */
  refundPayment(input: RefundInput): Promise<GatewayRefund>;
  /** The refunds of a payment (to find one again by its receipt after a lost answer). */
  fetchRefunds(paymentId: string): Promise<GatewayRefund[]>;
}

/** Refuses refund input the gateways would refuse. */
export function assertRefundInput(input: RefundInput): void {
  if (typeof input.paymentId !== 'string' || !/^pay_[A-Za-z0-9]{10,30}$/.test(input.paymentId))
    throw new DomainError('invalid', 'Not a payment id.', { code: 'not-payment-id' });
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new DomainError('invalid', 'Invalid refund: amountPaise must be a positive integer number of paise', {
      code: 'refund-amount-invalid',
    });
  if (typeof input.receipt !== 'string' || input.receipt.length === 0 || input.receipt.length > 40)
    throw new DomainError('invalid', 'Invalid refund: receipt must have 1 to 40 characters', {
      code: 'refund-receipt-invalid',
    });
}

/** A gateway call that failed: the gateway refused it, timed out or could not be reached. */
export class PaymentGatewayError extends Error {
  readonly gateway: GatewayName;
  /** The gateway's HTTP status, when it answered. (Not `statusCode`: this is never the client's fault.) */
  readonly gatewayStatus: number | undefined;
  /** The gateway's error code, e.g. BAD_REQUEST_ERROR, or NETWORK_ERROR / TIMEOUT / INVALID_RESPONSE. */
  readonly code: string;
  readonly description: string;
  /** Worth trying again later (network trouble, timeouts, 429 and 5xx). */
  readonly retryable: boolean;

  constructor(
    gateway: GatewayName,
    action: string,
    detail: { gatewayStatus?: number | undefined; code: string; description: string; retryable: boolean },
  ) {
    super(`${gateway} ${action} failed: ${detail.code}: ${detail.description}`);
    this.name = 'PaymentGatewayError';
    this.gateway = gateway;
    this.gatewayStatus = detail.gatewayStatus;
    this.code = detail.code;
    this.description = detail.description;
    this.retryable = detail.retryable;
  }
}

export const isPaymentGatewayError = (e: unknown): e is PaymentGatewayError => e instanceof PaymentGatewayError;

/** Refuses order input the gateways would refuse (or that would be a bug in our price table). */
export function assertOrderInput(input: CreateOrderInput): void {
  const problems: { field: string; message: string }[] = [];
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0)
    problems.push({ field: 'amountPaise', message: 'must be a positive integer number of paise' });
  if (input.currency !== 'INR') problems.push({ field: 'currency', message: 'must be INR' });
  if (typeof input.receipt !== 'string' || input.receipt.length === 0 || input.receipt.length > 40)
    problems.push({ field: 'receipt', message: 'must have 1 to 40 characters' });
  const notes = Object.entries(input.notes ?? {});
  if (notes.length > 15) problems.push({ field: 'notes', message: 'at most 15 notes' });
  for (const [key, value] of notes)
    if (typeof value !== 'string' || value.length > 256)
      problems.push({ field: `notes.${key}`, message: 'must be a string of at most 256 characters' });
  if (input.returnUrl !== undefined && !isSameSitePath(input.returnUrl))
    problems.push({ field: 'returnUrl', message: 'must be a path on this site' });
  const first = problems[0];
  if (first)
    throw new DomainError('invalid', `Invalid order: ${first.field} ${first.message}`, {
      code: 'invalid-request',
      fields: problems,
    });
}

/** A path on our own site (`/wallet?x=1`), never another origin (`//evil.example`, `https://…`, `/\evil`). */
export function isSameSitePath(url: string): boolean {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return false;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return false; // control characters and backslashes
  }
  try {
    return new URL(url, 'http://same.invalid').origin === 'http://same.invalid';
  } catch {
    return false;
  }
}
