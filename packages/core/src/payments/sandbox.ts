import { createHmac } from 'node:crypto';
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
  type PaymentSignatureInput,
  type PaymentStatus,
  type RefundInput,
  type RefundStatus,
} from './gateway';
import {
  applyPaymentStatus,
  BASE62,
  gatewayOrder,
  gatewayPayment,
  gatewayRefund,
  razorpayStyleId,
  sandboxOrder,
} from './sandbox-entities';
import type { SandboxOrderRecord, SandboxStore, SandboxStoreChange } from './sandbox-store';
import {
  DEFAULT_RETURN_URL,
  type CheckoutFailure,
  type CheckoutResponse,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_CHECKOUT_SCRIPT,
  SANDBOX_KEY_ID,
  SANDBOX_OUTCOMES,
  type SandboxCompletion,
  type SandboxGatewayOptions,
  type SandboxOutcome,
  type SandboxOrder,
  type WebhookDelivery,
} from './sandbox-types';
import { badRequest, recordRefund, settleRefundRecord } from './sandbox-refunds';
import { SandboxWebhooks } from './sandbox-webhooks';
import { signPayment, verifyPaymentSignature, verifyWebhookSignature } from './signatures';
import type { RazorpayPaymentEntity, WebhookEventName } from './webhooks';

/**
 * The built-in sandbox gateway, used when no Razorpay keys are set (development, tests, demos).
 * It keeps orders, payments and refunds in Razorpay's shapes and ids in a store that every
 * instance shares (the database: `sandboxDatabaseStore`), signs checkout responses and webhooks
 * exactly as Razorpay does, and delivers webhooks at least once (optionally several times,
 * shuffled) through a callback. It moves no money: never serve it where real payments are expected.
 * Its settings and answers are in `sandbox-types.ts`, its records in Razorpay's shapes in
 * `sandbox-entities.ts`, its webhooks in `sandbox-webhooks.ts`.
 */

export * from './sandbox-types';
export { razorpayStyleId, sandboxSecrets } from './sandbox-entities';

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly #store: SandboxStore;
  readonly #keySecret: string;
  readonly #webhookSecret: string;
  readonly #webhooks: SandboxWebhooks;
  readonly #now: () => Date;
  readonly #checkoutPath: string;
  readonly #checkoutScript: string;
  readonly #refundResult: (input: RefundInput) => RefundStatus;

  constructor(options: SandboxGatewayOptions) {
    if (!options.keySecret || !options.webhookSecret)
      throw new Error('The sandbox gateway needs a key secret and a webhook secret.');
    if (!options.store) throw new Error('The sandbox gateway needs a store for its orders.');
    const duplicates = options.duplicates ?? 1;
    if (!Number.isInteger(duplicates) || duplicates < 1) throw new Error('duplicates must be a positive integer.');
    this.#store = options.store;
    this.#keySecret = options.keySecret;
    this.#webhookSecret = options.webhookSecret;
    this.#now = options.now ?? (() => new Date());
    this.#checkoutPath = options.checkoutPath ?? SANDBOX_CHECKOUT_PATH;
    this.#checkoutScript = options.checkoutScript ?? SANDBOX_CHECKOUT_SCRIPT;
    this.#refundResult = options.refundResult ?? (() => 'processed');
    // One merchant account, as with Razorpay: the same on every instance that shares the secrets.
    const digest = createHmac('sha256', options.keySecret).update('drishti sandbox account').digest();
    this.#webhooks = new SandboxWebhooks({
      accountId: `acc_${[...digest.subarray(0, 14)].map((b) => BASE62[b % 62]).join('')}`,
      webhookSecret: options.webhookSecret,
      deliver: options.deliver,
      duplicates,
      shuffle: options.shuffle ?? false,
      random: options.random ?? Math.random,
      seconds: () => this.#seconds(),
    });
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
    return gatewayOrder(record);
  }

  async fetchOrder(orderId: string): Promise<GatewayOrder> {
    return gatewayOrder(await this.#knownOrder(orderId, 'order lookup'));
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    await this.#knownOrder(orderId, 'payment lookup');
    return (await this.#store.payments(orderId)).map((p) => gatewayPayment(p));
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
    if (!record) throw new DomainError('not-found', 'No such sandbox order.', { code: 'no-such-sandbox-order' });
    if (opts.returnUrl !== undefined) {
      if (!isSameSitePath(opts.returnUrl))
        throw new DomainError('invalid', 'The return URL must be a path on this site.', {
          code: 'return-url-not-same-site',
        });
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
    const refund = await recordRefund(this.#store, input, this.#seconds());
    const result = this.#refundResult(input);
    if (result !== 'pending') return (await this.settleRefund(refund.id, result)).refund;
    return gatewayRefund(refund);
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    if (!(await this.#store.payment(paymentId))) throw badRequest('refund lookup', 'The id provided does not exist');
    return (await this.#store.refunds(paymentId)).map((r) => gatewayRefund(r));
  }

  /** Settles a pending refund: processed, or failed (the amount is no longer counted as refunded). */
  async settleRefund(
    refundId: string,
    result: 'processed' | 'failed',
    options: { deliver?: boolean } = {},
  ): Promise<{ refund: GatewayRefund } & Pick<SandboxCompletion, 'deliveries' | 'failedDeliveries'>> {
    const settled = await settleRefundRecord(this.#store, refundId, result);
    const sent = await this.#webhooks.emit(
      settled.order,
      settled.payment,
      [result === 'processed' ? 'refund.processed' : 'refund.failed'],
      options.deliver ?? true,
      settled.refund,
    );
    return { refund: gatewayRefund(settled.refund), ...sent };
  }

  /** The order with its sandbox details, or undefined when unknown. */
  async getOrder(orderId: string): Promise<SandboxOrder | undefined> {
    const record = await this.#store.order(orderId);
    return record ? sandboxOrder(record) : undefined;
  }

  async getPayment(paymentId: string): Promise<GatewayPayment | undefined> {
    const payment = await this.#store.payment(paymentId);
    return payment ? gatewayPayment(payment) : undefined;
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
      if (!record) throw new DomainError('not-found', 'No such sandbox order.', { code: 'no-such-sandbox-order' });
      if (record.status === 'paid')
        throw new DomainError('conflict', 'This order is already paid.', { code: 'order-already-paid' });
      if (!SANDBOX_OUTCOMES.includes(outcome))
        throw new DomainError('invalid', 'Unknown checkout outcome.', { code: 'unknown-checkout-outcome' });
      if (outcome === 'cancel') return { record, payment: null };
      const status: PaymentStatus = outcome === 'pay' ? 'captured' : outcome === 'fail' ? 'failed' : 'created';
      return { record, payment: await this.#recordPayment(change, record, status) };
    });

    if (!payment) {
      return {
        outcome,
        order: sandboxOrder(record),
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
    const { deliveries, failedDeliveries } = await this.#webhooks.emit(
      record,
      payment,
      events,
      options.deliver ?? true,
    );
    return {
      outcome,
      order: sandboxOrder(record),
      payment: gatewayPayment(payment),
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
    if (!known) throw new DomainError('not-found', 'No such sandbox payment.', { code: 'no-such-sandbox-payment' });
    const { record, payment } = await this.#store.change(known.order_id!, async (record, change) => {
      const payment = (await change.payment(paymentId))!;
      if (payment.status !== 'created')
        throw new DomainError('conflict', 'This payment is not pending.', { code: 'payment-not-pending' });
      if (result === 'captured' && record!.status === 'paid')
        throw new DomainError('conflict', 'This order is already paid.', { code: 'order-already-paid' });
      applyPaymentStatus(record!, payment, result);
      await change.savePayment(payment);
      await change.saveOrder(record!);
      return { record: record!, payment };
    });
    const events: WebhookEventName[] = result === 'captured' ? ['payment.captured', 'order.paid'] : ['payment.failed'];
    const sent = await this.#webhooks.emit(record, payment, events, options.deliver ?? true);
    return { order: sandboxOrder(record), payment: gatewayPayment(payment), ...sent };
  }

  /** This instance's deliveries whose callback threw, waiting for `redeliverFailed()`. */
  get undelivered(): readonly WebhookDelivery[] {
    return this.#webhooks.undelivered;
  }

  /** Tries the failed deliveries again (Razorpay retries too); returns those that failed again. */
  async redeliverFailed(): Promise<{ delivery: WebhookDelivery; error: unknown }[]> {
    return this.#webhooks.redeliverFailed();
  }

  // --- internals -------------------------------------------------------------------------

  async #knownOrder(orderId: string, action: string): Promise<SandboxOrderRecord> {
    const record = await this.#store.order(orderId);
    // What Razorpay answers for an unknown id.
    if (!record) throw badRequest(action, 'The id provided does not exist');
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
    applyPaymentStatus(record, payment, status);
    while (!(await change.addPayment(payment))) payment.id = razorpayStyleId('pay_');
    await change.saveOrder(record);
    return payment;
  }
}
