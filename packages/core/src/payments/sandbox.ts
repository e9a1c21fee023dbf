import { createHmac, randomInt } from 'node:crypto';
import { DomainError } from '../errors';
import {
  assertOrderInput,
  assertRefundInput,
  CHECKOUT_METHODS,
  type CheckoutConfig,
  type CheckoutOptions,
  type CreateOrderInput,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  isSameSitePath,
  type OrderStatus,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentSignatureInput,
  type PaymentStatus,
  type RefundInput,
  type RefundStatus,
} from './gateway';
import { signPayment, signWebhook, verifyPaymentSignature, verifyWebhookSignature } from './signatures';
import type {
  RazorpayNotes,
  RazorpayOrderEntity,
  RazorpayPaymentEntity,
  RazorpayRefundEntity,
  RazorpayWebhookEvent,
  WebhookEventName,
} from './webhooks';

/**
 * The built-in sandbox gateway, used when no Razorpay keys are set (development, tests, demos).
 * It keeps orders and payments in memory in Razorpay's shapes and ids, signs checkout responses
 * and webhooks exactly as Razorpay does, and delivers webhooks at least once (optionally several
 * times, shuffled) through a callback. It moves no money: never serve it where real payments are expected.
 */

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

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 14 random base62 characters, as in Razorpay's ids. */
export function razorpayStyleId(prefix: string): string {
  let id = prefix;
  for (let i = 0; i < 14; i++) id += BASE62[randomInt(62)];
  return id;
}

/** Stable sandbox secrets derived from a server secret, so that restarts keep verifying. */
export function sandboxSecrets(seed: string): { keySecret: string; webhookSecret: string } {
  const derive = (label: string) => createHmac('sha256', seed).update(label).digest('base64url');
  return { keySecret: derive('drishti sandbox key secret'), webhookSecret: derive('drishti sandbox webhook secret') };
}

/** Razorpay sends empty notes as `[]`. */
const razorpayNotes = (notes: Record<string, string>): RazorpayNotes =>
  Object.keys(notes).length === 0 ? [] : { ...notes };

interface OrderRecord {
  id: string;
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
  returnUrl: string;
  status: OrderStatus;
  attempts: number;
  amountPaidPaise: number;
  createdAt: Date;
  paymentIds: string[];
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly #keySecret: string;
  readonly #webhookSecret: string;
  readonly #deliver: DeliverWebhook | undefined;
  readonly #duplicates: number;
  readonly #shuffle: boolean;
  readonly #random: () => number;
  readonly #now: () => Date;
  readonly #checkoutPath: string;
  readonly #checkoutScript: string;
  readonly #refundResult: (input: RefundInput) => RefundStatus;
  readonly #refunds = new Map<string, RazorpayRefundEntity>();
  readonly #accountId = razorpayStyleId('acc_');
  readonly #orders = new Map<string, OrderRecord>();
  readonly #payments = new Map<string, RazorpayPaymentEntity>();
  #undelivered: WebhookDelivery[] = [];

  constructor(options: SandboxGatewayOptions) {
    if (!options.keySecret || !options.webhookSecret)
      throw new Error('The sandbox gateway needs a key secret and a webhook secret.');
    const duplicates = options.duplicates ?? 1;
    if (!Number.isInteger(duplicates) || duplicates < 1) throw new Error('duplicates must be a positive integer.');
    this.#keySecret = options.keySecret;
    this.#webhookSecret = options.webhookSecret;
    this.#deliver = options.deliver;
    this.#duplicates = duplicates;
    this.#shuffle = options.shuffle ?? false;
    this.#random = options.random ?? Math.random;
    this.#now = options.now ?? (() => new Date());
    this.#checkoutPath = options.checkoutPath ?? SANDBOX_CHECKOUT_PATH;
    this.#checkoutScript = options.checkoutScript ?? SANDBOX_CHECKOUT_SCRIPT;
    this.#refundResult = options.refundResult ?? (() => 'processed');
  }

  // --- the gateway interface -------------------------------------------------------------

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    assertOrderInput(input);
    let id = razorpayStyleId('order_');
    while (this.#orders.has(id)) id = razorpayStyleId('order_');
    const record: OrderRecord = {
      id,
      amountPaise: input.amountPaise,
      receipt: input.receipt,
      notes: { ...(input.notes ?? {}) },
      returnUrl: input.returnUrl ?? DEFAULT_RETURN_URL,
      status: 'created',
      attempts: 0,
      amountPaidPaise: 0,
      createdAt: this.#now(),
      paymentIds: [],
    };
    this.#orders.set(id, record);
    return this.#gatewayOrder(record);
  }

  async fetchOrder(orderId: string): Promise<GatewayOrder> {
    return this.#gatewayOrder(this.#knownOrder(orderId, 'order lookup'));
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const record = this.#knownOrder(orderId, 'payment lookup');
    return record.paymentIds.map((id) => this.#gatewayPayment(this.#payments.get(id)!));
  }

  verifyPaymentSignature(input: PaymentSignatureInput): boolean {
    return verifyPaymentSignature(this.#keySecret, input);
  }

  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean {
    return verifyWebhookSignature(this.#webhookSecret, rawBody, signature);
  }

  /** The sandbox checkout page's URL; a `returnUrl` given here replaces the order's. */
  checkoutConfig(order: GatewayOrder, opts: CheckoutOptions = {}): CheckoutConfig {
    const record = this.#orders.get(order.id);
    if (!record) throw new DomainError('not-found', 'No such sandbox order.');
    if (opts.returnUrl !== undefined) {
      if (!isSameSitePath(opts.returnUrl))
        throw new DomainError('invalid', 'The return URL must be a path on this site.');
      record.returnUrl = opts.returnUrl;
    }
    const query = opts.lang ? `?lang=${opts.lang}` : '';
    return {
      gateway: 'sandbox',
      orderId: record.id,
      amountPaise: record.amountPaise,
      currency: 'INR',
      script: this.#checkoutScript,
      options: {
        key: SANDBOX_KEY_ID,
        order_id: record.id,
        amount: record.amountPaise,
        currency: 'INR',
        name: opts.merchantName ?? 'Drishti',
        ...(opts.description ? { description: opts.description } : {}),
        ...(opts.prefill ? { prefill: opts.prefill } : {}),
        method: { ...CHECKOUT_METHODS },
      },
      url: `${this.#checkoutPath}/${encodeURIComponent(record.id)}${query}`,
    };
  }

  /**
   * A refund as Razorpay makes one: only of a captured payment, at most what is left unrefunded
   * (else Razorpay's BAD_REQUEST_ERROR); `refund.processed` or `refund.failed` is emitted as the
   * refund settles (at once, unless `refundResult` leaves it pending).
   */
  async refundPayment(input: RefundInput): Promise<GatewayRefund> {
    assertRefundInput(input);
    const payment = this.#payments.get(input.paymentId);
    const refusal = (description: string) =>
      new PaymentGatewayError('sandbox', 'refund', {
        gatewayStatus: 400,
        code: 'BAD_REQUEST_ERROR',
        description,
        retryable: false,
      });
    if (!payment) throw refusal('The id provided does not exist');
    if (!payment.captured) throw refusal('The payment has not been captured');
    if (input.amountPaise > payment.amount - payment.amount_refunded)
      throw refusal('The refund amount provided is greater than amount captured');
    let id = razorpayStyleId('rfnd_');
    while (this.#refunds.has(id)) id = razorpayStyleId('rfnd_');
    const refund: RazorpayRefundEntity = {
      id,
      entity: 'refund',
      amount: input.amountPaise,
      currency: 'INR',
      payment_id: payment.id,
      notes: razorpayNotes(input.notes ?? {}),
      receipt: input.receipt,
      acquirer_data: { arn: null },
      created_at: this.#seconds(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    this.#refunds.set(id, refund);
    payment.amount_refunded += refund.amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    const result = this.#refundResult(input);
    if (result !== 'pending') await this.settleRefund(id, result);
    return this.#gatewayRefund(refund);
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    if (!this.#payments.has(paymentId))
      throw new PaymentGatewayError('sandbox', 'refund lookup', {
        gatewayStatus: 400,
        code: 'BAD_REQUEST_ERROR',
        description: 'The id provided does not exist',
        retryable: false,
      });
    return [...this.#refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => this.#gatewayRefund(r));
  }

  /** Settles a pending refund: processed, or failed (the amount is no longer counted as refunded). */
  async settleRefund(
    refundId: string,
    result: 'processed' | 'failed',
    options: { deliver?: boolean } = {},
  ): Promise<{ refund: GatewayRefund } & Pick<SandboxCompletion, 'deliveries' | 'failedDeliveries'>> {
    const refund = this.#refunds.get(refundId);
    if (!refund) throw new DomainError('not-found', 'No such sandbox refund.');
    if (refund.status !== 'pending') throw new DomainError('conflict', 'This refund is not pending.');
    const payment = this.#payments.get(refund.payment_id)!;
    refund.status = result;
    if (result === 'processed') refund.acquirer_data = { arn: String(randomInt(1e11, 1e12)) };
    else {
      payment.amount_refunded -= refund.amount;
      payment.refund_status = payment.amount_refunded === 0 ? null : 'partial';
      if (payment.status === 'refunded') payment.status = 'captured';
    }
    const record = this.#orders.get(payment.order_id!)!;
    const sent = await this.#emit(
      record,
      payment,
      [result === 'processed' ? 'refund.processed' : 'refund.failed'],
      options.deliver ?? true,
      refund,
    );
    return { refund: this.#gatewayRefund(refund), ...sent };
  }

  #gatewayRefund(r: RazorpayRefundEntity): GatewayRefund {
    return { id: r.id, paymentId: r.payment_id, amountPaise: r.amount, receipt: r.receipt, status: r.status };
  }

  // --- the sandbox's own controls --------------------------------------------------------

  /** The order with its sandbox details, or undefined when unknown. */
  getOrder(orderId: string): SandboxOrder | undefined {
    const record = this.#orders.get(orderId);
    return record ? this.#sandboxOrder(record) : undefined;
  }

  getPayment(paymentId: string): GatewayPayment | undefined {
    const payment = this.#payments.get(paymentId);
    return payment ? this.#gatewayPayment(payment) : undefined;
  }

  /**
   * What the customer does on the checkout page:
   * - `pay`: a captured payment; the order is paid; returns the signed browser response;
   *   emits `payment.captured` and `order.paid`;
   * - `fail`: a failed payment; the order is attempted; emits `payment.failed`;
   * - `cancel`: the customer closes checkout; nothing is recorded or emitted;
   * - `pay-later`: a payment left pending (status `created`, as a UPI collect awaiting approval);
   *   nothing is emitted until `settle()`.
   * Webhooks go through the `deliver` callback unless `deliver: false` (then they are only returned,
   * as when Razorpay's webhooks are lost).
   */
  async complete(
    orderId: string,
    outcome: SandboxOutcome,
    options: { deliver?: boolean } = {},
  ): Promise<SandboxCompletion> {
    const record = this.#orders.get(orderId);
    if (!record) throw new DomainError('not-found', 'No such sandbox order.');
    if (record.status === 'paid') throw new DomainError('conflict', 'This order is already paid.');
    if (!SANDBOX_OUTCOMES.includes(outcome)) throw new DomainError('invalid', 'Unknown checkout outcome.');

    if (outcome === 'cancel') {
      return {
        outcome,
        order: this.#sandboxOrder(record),
        payment: null,
        response: null,
        error: null,
        deliveries: [],
        failedDeliveries: [],
      };
    }

    const status: PaymentStatus = outcome === 'pay' ? 'captured' : outcome === 'fail' ? 'failed' : 'created';
    const payment = this.#recordPayment(record, status);
    let events: WebhookEventName[] = [];
    let response: CheckoutResponse | null = null;
    let error: CheckoutFailure | null = null;
    if (outcome === 'pay') {
      events = ['payment.captured', 'order.paid'];
      response = {
        razorpay_order_id: record.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: signPayment(this.#keySecret, record.id, payment.id),
      };
    } else if (outcome === 'fail') {
      events = ['payment.failed'];
      error = {
        code: payment.error_code!,
        description: payment.error_description!,
        source: payment.error_source!,
        step: payment.error_step!,
        reason: payment.error_reason!,
        metadata: { order_id: record.id, payment_id: payment.id },
      };
    }
    const { deliveries, failedDeliveries } = await this.#emit(record, payment, events, options.deliver ?? true);
    return {
      outcome,
      order: this.#sandboxOrder(record),
      payment: this.#gatewayPayment(payment),
      response,
      error,
      deliveries,
      failedDeliveries,
    };
  }

  /**
   * Settles a payment left pending by `pay-later`: captured (the order becomes paid; emits
   * `payment.captured` and `order.paid`) or failed (emits `payment.failed`).
   */
  async settle(
    paymentId: string,
    result: 'captured' | 'failed',
    options: { deliver?: boolean } = {},
  ): Promise<Pick<SandboxCompletion, 'order' | 'deliveries' | 'failedDeliveries'> & { payment: GatewayPayment }> {
    const payment = this.#payments.get(paymentId);
    if (!payment) throw new DomainError('not-found', 'No such sandbox payment.');
    if (payment.status !== 'created') throw new DomainError('conflict', 'This payment is not pending.');
    const record = this.#orders.get(payment.order_id!)!;
    if (result === 'captured' && record.status === 'paid')
      throw new DomainError('conflict', 'This order is already paid.');
    this.#applyStatus(record, payment, result);
    const events: WebhookEventName[] = result === 'captured' ? ['payment.captured', 'order.paid'] : ['payment.failed'];
    const sent = await this.#emit(record, payment, events, options.deliver ?? true);
    return { order: this.#sandboxOrder(record), payment: this.#gatewayPayment(payment), ...sent };
  }

  /** Deliveries whose callback threw, waiting for `redeliverFailed()`. */
  get undelivered(): readonly WebhookDelivery[] {
    return [...this.#undelivered];
  }

  /** Tries the failed deliveries again (Razorpay retries too); returns those that failed again. */
  async redeliverFailed(): Promise<{ delivery: WebhookDelivery; error: unknown }[]> {
    const queue = this.#undelivered;
    this.#undelivered = [];
    return this.#dispatch(queue);
  }

  // --- internals -------------------------------------------------------------------------

  #knownOrder(orderId: string, action: string): OrderRecord {
    const record = this.#orders.get(orderId);
    if (!record)
      // What Razorpay answers for an unknown id.
      throw new PaymentGatewayError('sandbox', action, {
        gatewayStatus: 400,
        code: 'BAD_REQUEST_ERROR',
        description: 'The id provided does not exist',
        retryable: false,
      });
    return record;
  }

  #seconds(): number {
    return Math.floor(this.#now().getTime() / 1000);
  }

  #recordPayment(record: OrderRecord, status: PaymentStatus): RazorpayPaymentEntity {
    let id = razorpayStyleId('pay_');
    while (this.#payments.has(id)) id = razorpayStyleId('pay_');
    const payment: RazorpayPaymentEntity = {
      id,
      entity: 'payment',
      amount: record.amountPaise,
      currency: 'INR',
      status: 'created',
      order_id: record.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: status === 'failed' ? 'failure@razorpay' : 'success@razorpay',
      email: 'void@razorpay.com',
      contact: '+919000090000',
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { rrn: null },
      created_at: this.#seconds(),
    };
    this.#payments.set(id, payment);
    record.paymentIds.push(id);
    record.attempts += 1;
    if (record.status === 'created') record.status = 'attempted';
    this.#applyStatus(record, payment, status);
    return payment;
  }

  #applyStatus(record: OrderRecord, payment: RazorpayPaymentEntity, status: PaymentStatus): void {
    payment.status = status;
    if (status === 'captured') {
      payment.captured = true;
      // Razorpay's fee includes 18% GST on it.
      payment.fee = Math.round(payment.amount * 0.0236);
      payment.tax = Math.round((payment.fee * 18) / 118);
      payment.acquirer_data = { rrn: String(randomInt(1e11, 1e12)) };
      record.status = 'paid';
      record.amountPaidPaise = payment.amount;
    } else if (status === 'failed') {
      payment.error_code = 'BAD_REQUEST_ERROR';
      payment.error_description = 'Payment failed';
      payment.error_source = 'customer';
      payment.error_step = 'payment_authentication';
      payment.error_reason = 'payment_failed';
    }
  }

  #orderEntity(record: OrderRecord): RazorpayOrderEntity {
    return {
      id: record.id,
      entity: 'order',
      amount: record.amountPaise,
      amount_paid: record.amountPaidPaise,
      amount_due: record.amountPaise - record.amountPaidPaise,
      currency: 'INR',
      receipt: record.receipt,
      offer_id: null,
      status: record.status,
      attempts: record.attempts,
      notes: razorpayNotes(record.notes),
      created_at: Math.floor(record.createdAt.getTime() / 1000),
    };
  }

  async #emit(
    record: OrderRecord,
    payment: RazorpayPaymentEntity,
    events: WebhookEventName[],
    deliver: boolean,
    refund?: RazorpayRefundEntity,
  ): Promise<Pick<SandboxCompletion, 'deliveries' | 'failedDeliveries'>> {
    const once = events.map((event) => {
      const body: RazorpayWebhookEvent = {
        entity: 'event',
        account_id: this.#accountId,
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : refund ? ['refund', 'payment'] : ['payment'],
        payload: {
          ...(refund ? { refund: { entity: structuredClone(refund) } } : {}),
          payment: { entity: structuredClone(payment) },
          ...(event === 'order.paid' ? { order: { entity: this.#orderEntity(record) } } : {}),
        },
        created_at: this.#seconds(),
      };
      const raw = JSON.stringify(body);
      const signature = signWebhook(this.#webhookSecret, raw);
      const eventId = razorpayStyleId('');
      const delivery: WebhookDelivery = {
        eventId,
        event,
        body: raw,
        signature,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
      };
      return delivery;
    });
    const deliveries: WebhookDelivery[] = [];
    for (let round = 0; round < this.#duplicates; round++) deliveries.push(...once);
    if (this.#shuffle)
      for (let i = deliveries.length - 1; i > 0; i--) {
        const j = Math.floor(this.#random() * (i + 1));
        [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
      }
    const failedDeliveries = deliver ? await this.#dispatch(deliveries) : [];
    return { deliveries, failedDeliveries };
  }

  async #dispatch(deliveries: WebhookDelivery[]): Promise<{ delivery: WebhookDelivery; error: unknown }[]> {
    const failed: { delivery: WebhookDelivery; error: unknown }[] = [];
    if (!this.#deliver) return failed;
    for (const delivery of deliveries) {
      try {
        await this.#deliver(delivery);
      } catch (error) {
        failed.push({ delivery, error });
        this.#undelivered.push(delivery);
      }
    }
    return failed;
  }

  #gatewayOrder(record: OrderRecord): GatewayOrder {
    return {
      id: record.id,
      amountPaise: record.amountPaise,
      currency: 'INR',
      receipt: record.receipt,
      status: record.status,
    };
  }

  #sandboxOrder(record: OrderRecord): SandboxOrder {
    return {
      ...this.#gatewayOrder(record),
      notes: { ...record.notes },
      returnUrl: record.returnUrl,
      attempts: record.attempts,
      amountPaidPaise: record.amountPaidPaise,
      createdAt: new Date(record.createdAt),
    };
  }

  #gatewayPayment(p: RazorpayPaymentEntity): GatewayPayment {
    return {
      id: p.id,
      orderId: p.order_id!,
      amountPaise: p.amount,
      currency: p.currency,
      status: p.status,
      errorCode: p.error_code,
      errorDescription: p.error_description,
    };
  }
}
