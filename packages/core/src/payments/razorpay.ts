import Razorpay from 'razorpay';
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
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentSignatureInput,
  type PaymentStatus,
  RAZORPAY_CHECKOUT_SCRIPT,
  REFUND_STATUSES,
  type RefundInput,
  type RefundStatus,
} from './gateway';
import { verifyPaymentSignature, verifyWebhookSignature } from './signatures';

/** The part of the official SDK we use; `new Razorpay({ key_id, key_secret })` satisfies it, and so can a fake. */
export interface RazorpaySdk {
  orders: {
    create(params: {
      amount: number;
      currency: string;
      receipt?: string;
      notes?: Record<string, string>;
    }): Promise<RazorpayOrderLike>;
    fetch(orderId: string): Promise<RazorpayOrderLike>;
    fetchPayments(orderId: string): Promise<{ entity?: string; count?: number; items: RazorpayPaymentLike[] }>;
  };
  payments: {
    refund(
      paymentId: string,
      params: { amount: number; speed?: 'normal' | 'optimum'; receipt?: string; notes?: Record<string, string> },
    ): Promise<RazorpayRefundLike>;
    fetchMultipleRefund(
      paymentId: string,
      params?: { count?: number; skip?: number },
    ): Promise<{ entity?: string; count?: number; items: RazorpayRefundLike[] }>;
  };
}

export interface RazorpayRefundLike {
  id: string;
  payment_id: string;
  /** Optional in the SDK's types; always present in the API's answers (checked). */
  amount?: number | string | undefined;
  currency: string;
  receipt?: string | null;
  status: string;
}

export interface RazorpayOrderLike {
  id: string;
  amount: number | string;
  currency: string;
  receipt?: string | null;
  status: string;
}

export interface RazorpayPaymentLike {
  id: string;
  order_id?: string | null;
  amount: number | string;
  currency: string;
  status: string;
  error_code?: string | null;
  error_description?: string | null;
}

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  /** Without it no webhook verifies (they are all refused); the reconciler still settles orders. */
  webhookSecret?: string | undefined;
  /** Injected in tests; by default the official SDK. */
  sdk?: RazorpaySdk;
  /** The SDK sets no timeout of its own. Default 15 s. */
  timeoutMs?: number;
  merchantName?: string;
}

/** Razorpay's ids: a prefix and 14 base62 characters (a little slack allowed). Guards the SDK's URL paths. */
const ORDER_ID = /^order_[A-Za-z0-9]{10,30}$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Turns whatever the SDK rejected with into a PaymentGatewayError. */
export function toGatewayError(error: unknown, action: string): PaymentGatewayError {
  if (error instanceof PaymentGatewayError) return error;
  // The SDK rejects API errors with { statusCode, error: { code, description, ... } }.
  if (isObject(error) && isObject(error.error) && 'statusCode' in error) {
    const status = Number(error.statusCode);
    const known = Number.isFinite(status) ? status : undefined;
    return new PaymentGatewayError('razorpay', action, {
      gatewayStatus: known,
      code: typeof error.error.code === 'string' ? error.error.code : 'UNKNOWN_ERROR',
      description: typeof error.error.description === 'string' ? error.error.description : 'No description given.',
      retryable: known === undefined || known === 429 || known >= 500,
    });
  }
  // No response at all (network failure; the SDK then fails reading `err.response.status`).
  return new PaymentGatewayError('razorpay', action, {
    code: 'NETWORK_ERROR',
    description: 'Razorpay could not be reached.',
    retryable: true,
  });
}

function invalidResponse(action: string, description: string): PaymentGatewayError {
  return new PaymentGatewayError('razorpay', action, { code: 'INVALID_RESPONSE', description, retryable: false });
}

function toPaise(value: number | string, action: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
    throw invalidResponse(action, `amount ${String(value)} is not a whole number of paise`);
  return n;
}

function toOrder(o: RazorpayOrderLike, action: string): GatewayOrder {
  if (!isObject(o) || typeof o.id !== 'string') throw invalidResponse(action, 'no order in the answer');
  if (o.currency !== 'INR') throw invalidResponse(action, `order ${o.id} is in ${String(o.currency)}`);
  if (!ORDER_STATUSES.includes(o.status as OrderStatus))
    throw invalidResponse(action, `order ${o.id} has unknown status ${String(o.status)}`);
  return {
    id: o.id,
    amountPaise: toPaise(o.amount, action),
    currency: 'INR',
    receipt: o.receipt ?? '',
    status: o.status as OrderStatus,
  };
}

function toPayment(p: RazorpayPaymentLike, orderId: string, action: string): GatewayPayment {
  if (!isObject(p) || typeof p.id !== 'string') throw invalidResponse(action, 'no payment in the answer');
  if (!PAYMENT_STATUSES.includes(p.status as PaymentStatus))
    throw invalidResponse(action, `payment ${p.id} has unknown status ${String(p.status)}`);
  if (p.order_id && p.order_id !== orderId)
    throw invalidResponse(action, `payment ${p.id} belongs to ${p.order_id}, not ${orderId}`);
  return {
    id: p.id,
    orderId,
    amountPaise: toPaise(p.amount, action),
    currency: String(p.currency),
    status: p.status as PaymentStatus,
    errorCode: p.error_code ?? null,
    errorDescription: p.error_description ?? null,
  };
}

function toRefund(r: RazorpayRefundLike, paymentId: string, action: string): GatewayRefund {
  if (!isObject(r) || typeof r.id !== 'string') throw invalidResponse(action, 'no refund in the answer');
  if (!REFUND_STATUSES.includes(r.status as RefundStatus))
    throw invalidResponse(action, `refund ${r.id} has unknown status ${String(r.status)}`);
  if (r.payment_id !== paymentId)
    throw invalidResponse(action, `refund ${r.id} belongs to ${String(r.payment_id)}, not ${paymentId}`);
  return {
    id: r.id,
    paymentId,
    amountPaise: toPaise(r.amount ?? -1, action),
    receipt: r.receipt ?? null,
    status: r.status as RefundStatus,
  };
}

function assertOrderId(orderId: string): void {
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId))
    throw new DomainError('invalid', 'Not a Razorpay order id.', { code: 'not-razorpay-order-id' });
}

/** The Razorpay gateway on the official SDK, used when keys are configured. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly #keySecret: string;
  readonly #webhookSecret: string | undefined;
  readonly #sdk: RazorpaySdk;
  readonly #timeoutMs: number;
  readonly #merchantName: string;

  constructor(options: RazorpayGatewayOptions) {
    if (!options.keyId || !options.keySecret) throw new Error('Razorpay needs a key id and a key secret.');
    this.keyId = options.keyId;
    this.#keySecret = options.keySecret;
    this.#webhookSecret = options.webhookSecret || undefined;
    this.#sdk = options.sdk ?? new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    this.#timeoutMs = options.timeoutMs ?? 15_000;
    this.#merchantName = options.merchantName ?? 'Drishti';
  }

  async #call<T>(action: string, run: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new PaymentGatewayError('razorpay', action, {
              code: 'TIMEOUT',
              description: `no answer within ${this.#timeoutMs} ms`,
              retryable: true,
            }),
          ),
        this.#timeoutMs,
      );
    });
    try {
      return await Promise.race([Promise.resolve().then(run), timeout]);
    } catch (error) {
      throw toGatewayError(error, action);
    } finally {
      clearTimeout(timer);
    }
  }

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    assertOrderInput(input);
    const action = 'order creation';
    const created = await this.#call(action, () =>
      this.#sdk.orders.create({
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        ...(input.notes && Object.keys(input.notes).length > 0 ? { notes: { ...input.notes } } : {}),
      }),
    );
    const order = toOrder(created, action);
    if (order.amountPaise !== input.amountPaise)
      throw invalidResponse(action, `asked for ${input.amountPaise} paise, order ${order.id} has ${order.amountPaise}`);
    return order;
  }

  async fetchOrder(orderId: string): Promise<GatewayOrder> {
    assertOrderId(orderId);
    return toOrder(await this.#call('order lookup', () => this.#sdk.orders.fetch(orderId)), 'order lookup');
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    assertOrderId(orderId);
    const action = 'payment lookup';
    const answer = await this.#call(action, () => this.#sdk.orders.fetchPayments(orderId));
    if (!isObject(answer) || !Array.isArray(answer.items)) throw invalidResponse(action, 'no payment list');
    return answer.items.map((p) => toPayment(p, orderId, action));
  }

  async refundPayment(input: RefundInput): Promise<GatewayRefund> {
    assertRefundInput(input);
    const action = 'refund';
    const created = await this.#call(action, () =>
      this.#sdk.payments.refund(input.paymentId, {
        amount: input.amountPaise,
        speed: 'normal',
        receipt: input.receipt,
        ...(input.notes && Object.keys(input.notes).length > 0 ? { notes: { ...input.notes } } : {}),
      }),
    );
    const refund = toRefund(created, input.paymentId, action);
    if (refund.amountPaise !== input.amountPaise)
      throw invalidResponse(
        action,
        `asked to refund ${input.amountPaise} paise, refund ${refund.id} has ${refund.amountPaise}`,
      );
    return refund;
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    if (typeof paymentId !== 'string' || !/^pay_[A-Za-z0-9]{10,30}$/.test(paymentId))
      throw new DomainError('invalid', 'Not a Razorpay payment id.', { code: 'not-razorpay-payment-id' });
    const action = 'refund lookup';
    const answer = await this.#call(action, () => this.#sdk.payments.fetchMultipleRefund(paymentId, { count: 100 }));
    if (!isObject(answer) || !Array.isArray(answer.items)) throw invalidResponse(action, 'no refund list');
    return answer.items.map((r) => toRefund(r, paymentId, action));
  }

  verifyPaymentSignature(input: PaymentSignatureInput): boolean {
    return verifyPaymentSignature(this.#keySecret, input);
  }

  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean {
    return verifyWebhookSignature(this.#webhookSecret, rawBody, signature);
  }

  async checkoutConfig(order: GatewayOrder, opts: CheckoutOptions = {}): Promise<CheckoutConfig> {
    return {
      gateway: 'razorpay',
      orderId: order.id,
      amountPaise: order.amountPaise,
      currency: order.currency,
      script: RAZORPAY_CHECKOUT_SCRIPT,
      options: {
        key: this.keyId,
        order_id: order.id,
        amount: order.amountPaise,
        currency: order.currency,
        name: opts.merchantName ?? this.#merchantName,
        ...(opts.description ? { description: opts.description } : {}),
        ...(opts.prefill ? { prefill: opts.prefill } : {}),
        method: { ...CHECKOUT_METHODS },
      },
    };
  }
}
