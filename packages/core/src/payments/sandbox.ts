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
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentSignatureInput,
  type PaymentStatus,
  type RefundInput,
  type RefundStatus,
} from './gateway';
import type { SandboxOrderRecord, SandboxStore, SandboxStoreChange } from './sandbox-store';
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
 * It keeps orders, payments and refunds in Razorpay's shapes and ids in a store that every
 * instance shares (the database: `sandboxDatabaseStore`), signs checkout responses and webhooks
 * exactly as Razorpay does, and delivers webhooks at least once (optionally several times,
 * shuffled) through a callback. It moves no money: never serve it where real payments are expected.
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

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly #store: SandboxStore;
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
  /** One merchant account, as with Razorpay: the same on every instance that shares the secrets. */
  readonly #accountId: string;
  #undelivered: WebhookDelivery[] = [];

  constructor(options: SandboxGatewayOptions) {
    if (!options.keySecret || !options.webhookSecret)
      throw new Error('The sandbox gateway needs a key secret and a webhook secret.');
    if (!options.store) throw new Error('The sandbox gateway needs a store for its orders.');
    const duplicates = options.duplicates ?? 1;
    if (!Number.isInteger(duplicates) || duplicates < 1) throw new Error('duplicates must be a positive integer.');
    this.#store = options.store;
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
    const digest = createHmac('sha256', options.keySecret).update('drishti sandbox account').digest();
    this.#accountId = `acc_${[...digest.subarray(0, 14)].map((b) => BASE62[b % 62]).join('')}`;
  }

  // --- the gateway interface -------------------------------------------------------------

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    assertOrderInput(input);
    const record: SandboxOrderRecord = {
      id: razorpayStyleId('order_'),
      amountPaise: input.amountPaise,
      receipt: input.receipt,
      notes: { ...(input.notes ?? {}) },
      returnUrl: input.returnUrl ?? DEFAULT_RETURN_URL,
      status: 'created',
      attempts: 0,
      amountPaidPaise: 0,
      createdAt: this.#now(),
    };
    while (!(await this.#store.addOrder(record))) record.id = razorpayStyleId('order_');
    return this.#gatewayOrder(record);
  }

  async fetchOrder(orderId: string): Promise<GatewayOrder> {
    return this.#gatewayOrder(await this.#knownOrder(orderId, 'order lookup'));
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    await this.#knownOrder(orderId, 'payment lookup');
    return (await this.#store.payments(orderId)).map((p) => this.#gatewayPayment(p));
  }

  verifyPaymentSignature(input: PaymentSignatureInput): boolean {
    return verifyPaymentSignature(this.#keySecret, input);
  }

  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean {
    return verifyWebhookSignature(this.#webhookSecret, rawBody, signature);
  }

  /** The sandbox checkout page's URL; a `returnUrl` given here replaces the order's. */
  async checkoutConfig(order: GatewayOrder, opts: CheckoutOptions = {}): Promise<CheckoutConfig> {
    const record = await this.#store.order(order.id);
    if (!record) throw new DomainError('not-found', 'No such sandbox order.');
    if (opts.returnUrl !== undefined) {
      if (!isSameSitePath(opts.returnUrl))
        throw new DomainError('invalid', 'The return URL must be a path on this site.');
      await this.#store.setReturnUrl(record.id, opts.returnUrl);
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
    const refusal = (description: string) =>
      new PaymentGatewayError('sandbox', 'refund', {
        gatewayStatus: 400,
        code: 'BAD_REQUEST_ERROR',
        description,
        retryable: false,
      });
    const known = await this.#store.payment(input.paymentId);
    if (!known) throw refusal('The id provided does not exist');
    // Under the order's lock: two refunds at once on any instances never exceed the payment.
    const refund = await this.#store.change(known.order_id!, async (_order, change) => {
      const payment = (await change.payment(input.paymentId))!;
      if (!payment.captured) throw refusal('The payment has not been captured');
      if (input.amountPaise > payment.amount - payment.amount_refunded)
        throw refusal('The refund amount provided is greater than amount captured');
      const refund: RazorpayRefundEntity = {
        id: razorpayStyleId('rfnd_'),
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
      while (!(await change.addRefund(refund))) refund.id = razorpayStyleId('rfnd_');
      payment.amount_refunded += refund.amount;
      payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
      if (payment.refund_status === 'full') payment.status = 'refunded';
      await change.savePayment(payment);
      return refund;
    });
    const result = this.#refundResult(input);
    if (result !== 'pending') return (await this.settleRefund(refund.id, result)).refund;
    return this.#gatewayRefund(refund);
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    if (!(await this.#store.payment(paymentId)))
      throw new PaymentGatewayError('sandbox', 'refund lookup', {
        gatewayStatus: 400,
        code: 'BAD_REQUEST_ERROR',
        description: 'The id provided does not exist',
        retryable: false,
      });
    return (await this.#store.refunds(paymentId)).map((r) => this.#gatewayRefund(r));
  }

  /** Settles a pending refund: processed, or failed (the amount is no longer counted as refunded). */
  async settleRefund(
    refundId: string,
    result: 'processed' | 'failed',
    options: { deliver?: boolean } = {},
  ): Promise<{ refund: GatewayRefund } & Pick<SandboxCompletion, 'deliveries' | 'failedDeliveries'>> {
    const known = await this.#store.refund(refundId);
    if (!known) throw new DomainError('not-found', 'No such sandbox refund.');
    const owner = (await this.#store.payment(known.payment_id))!;
    const settled = await this.#store.change(owner.order_id!, async (order, change) => {
      const refund = (await change.refund(refundId))!;
      if (refund.status !== 'pending') throw new DomainError('conflict', 'This refund is not pending.');
      const payment = (await change.payment(refund.payment_id))!;
      refund.status = result;
      if (result === 'processed') refund.acquirer_data = { arn: String(randomInt(1e11, 1e12)) };
      else {
        payment.amount_refunded -= refund.amount;
        payment.refund_status = payment.amount_refunded === 0 ? null : 'partial';
        if (payment.status === 'refunded') payment.status = 'captured';
        await change.savePayment(payment);
      }
      await change.saveRefund(refund);
      return { order: order!, payment, refund };
    });
    const sent = await this.#emit(
      settled.order,
      settled.payment,
      [result === 'processed' ? 'refund.processed' : 'refund.failed'],
      options.deliver ?? true,
      settled.refund,
    );
    return { refund: this.#gatewayRefund(settled.refund), ...sent };
  }

  #gatewayRefund(r: RazorpayRefundEntity): GatewayRefund {
    return { id: r.id, paymentId: r.payment_id, amountPaise: r.amount, receipt: r.receipt, status: r.status };
  }

  // --- the sandbox's own controls --------------------------------------------------------

  /** The order with its sandbox details, or undefined when unknown. */
  async getOrder(orderId: string): Promise<SandboxOrder | undefined> {
    const record = await this.#store.order(orderId);
    return record ? this.#sandboxOrder(record) : undefined;
  }

  async getPayment(paymentId: string): Promise<GatewayPayment | undefined> {
    const payment = await this.#store.payment(paymentId);
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
   * as when Razorpay's webhooks are lost). Two completions of one order at once, on any instances,
   * take turns on the order's lock: a paid order is never paid again.
   */
  async complete(
    orderId: string,
    outcome: SandboxOutcome,
    options: { deliver?: boolean } = {},
  ): Promise<SandboxCompletion> {
    const { record, payment } = await this.#store.change(orderId, async (record, change) => {
      if (!record) throw new DomainError('not-found', 'No such sandbox order.');
      if (record.status === 'paid') throw new DomainError('conflict', 'This order is already paid.');
      if (!SANDBOX_OUTCOMES.includes(outcome)) throw new DomainError('invalid', 'Unknown checkout outcome.');
      if (outcome === 'cancel') return { record, payment: null };
      const status: PaymentStatus = outcome === 'pay' ? 'captured' : outcome === 'fail' ? 'failed' : 'created';
      return { record, payment: await this.#recordPayment(change, record, status) };
    });

    if (!payment) {
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
    const known = await this.#store.payment(paymentId);
    if (!known) throw new DomainError('not-found', 'No such sandbox payment.');
    const { record, payment } = await this.#store.change(known.order_id!, async (record, change) => {
      const payment = (await change.payment(paymentId))!;
      if (payment.status !== 'created') throw new DomainError('conflict', 'This payment is not pending.');
      if (result === 'captured' && record!.status === 'paid')
        throw new DomainError('conflict', 'This order is already paid.');
      this.#applyStatus(record!, payment, result);
      await change.savePayment(payment);
      await change.saveOrder(record!);
      return { record: record!, payment };
    });
    const events: WebhookEventName[] = result === 'captured' ? ['payment.captured', 'order.paid'] : ['payment.failed'];
    const sent = await this.#emit(record, payment, events, options.deliver ?? true);
    return { order: this.#sandboxOrder(record), payment: this.#gatewayPayment(payment), ...sent };
  }

  /** This instance's deliveries whose callback threw, waiting for `redeliverFailed()`. */
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

  async #knownOrder(orderId: string, action: string): Promise<SandboxOrderRecord> {
    const record = await this.#store.order(orderId);
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

  /** A new payment attempt on the order (whose lock `change` holds), stored with the order's new state. */
  async #recordPayment(
    change: SandboxStoreChange,
    record: SandboxOrderRecord,
    status: PaymentStatus,
  ): Promise<RazorpayPaymentEntity> {
    const payment: RazorpayPaymentEntity = {
      id: razorpayStyleId('pay_'),
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
    record.attempts += 1;
    if (record.status === 'created') record.status = 'attempted';
    this.#applyStatus(record, payment, status);
    while (!(await change.addPayment(payment))) payment.id = razorpayStyleId('pay_');
    await change.saveOrder(record);
    return payment;
  }

  #applyStatus(record: SandboxOrderRecord, payment: RazorpayPaymentEntity, status: PaymentStatus): void {
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

  #orderEntity(record: SandboxOrderRecord): RazorpayOrderEntity {
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
    record: SandboxOrderRecord,
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

  #gatewayOrder(record: SandboxOrderRecord): GatewayOrder {
    return {
      id: record.id,
      amountPaise: record.amountPaise,
      currency: 'INR',
      receipt: record.receipt,
      status: record.status,
    };
  }

  #sandboxOrder(record: SandboxOrderRecord): SandboxOrder {
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
