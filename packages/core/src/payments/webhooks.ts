import { z } from 'zod';
import { DomainError } from '../errors';
import {
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  REFUND_STATUSES,
  type RefundStatus,
} from './gateway';

/**
 * Razorpay's webhook event shape (the sandbox emits the same). Only the fields we read are typed
 * strictly; Razorpay adds fields over time. Note Razorpay's quirk: empty `notes` arrive as `[]`.
 */
export type RazorpayNotes = Record<string, string> | never[];

export interface RazorpayPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: PaymentStatus;
  order_id: string | null;
  invoice_id: string | null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: string | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string | null;
  contact: string | null;
  notes: RazorpayNotes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface RazorpayOrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: OrderStatus;
  attempts: number;
  notes: RazorpayNotes;
  created_at: number;
}

export interface RazorpayRefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: RazorpayNotes;
  receipt: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
  batch_id: string | null;
  status: RefundStatus;
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

export type WebhookEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.processed'
  | 'refund.failed';

export interface RazorpayWebhookEvent {
  entity: 'event';
  account_id: string;
  event: WebhookEventName;
  contains: ('payment' | 'order' | 'refund')[];
  payload: {
    payment: { entity: RazorpayPaymentEntity };
    order?: { entity: RazorpayOrderEntity };
    refund?: { entity: RazorpayRefundEntity };
  };
  created_at: number;
}

const amount = z.number().int().nonnegative();
const paymentEntity = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount,
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES as [PaymentStatus, ...PaymentStatus[]]),
  order_id: z.string().nullable(),
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
});
const orderEntity = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount,
  currency: z.literal('INR'),
  receipt: z.string().nullish(),
  status: z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]]),
});
const refundEntity = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount,
  payment_id: z.string().min(1),
  receipt: z.string().nullish(),
  status: z.enum(REFUND_STATUSES as [RefundStatus, ...RefundStatus[]]),
});
const eventSchema = z.looseObject({
  entity: z.literal('event'),
  event: z.string().min(1),
  payload: z.looseObject({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: orderEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
  created_at: z.number().int(),
});

export interface ParsedWebhookEvent {
  /** e.g. payment.captured, order.paid, payment.failed (others are passed through as they come). */
  event: string;
  createdAt: Date;
  payment: GatewayPayment | null;
  order: GatewayOrder | null;
  /** For refund.* events: the refund. */
  refund: GatewayRefund | null;
}

/**
 * Parses a webhook body whose signature has ALREADY been verified against the raw bytes.
 * Throws an `invalid` DomainError when the body is not a Razorpay event.
 */
export function parseWebhookEvent(rawBody: string | Buffer): ParsedWebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    throw new DomainError('invalid', 'The webhook body is not JSON.', { code: 'webhook-not-json' });
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success)
    throw new DomainError('invalid', 'The webhook body is not a Razorpay event.', {
      code: 'webhook-not-razorpay-event',
    });
  const { event, payload, created_at } = parsed.data;
  const p = payload.payment?.entity;
  const o = payload.order?.entity;
  const r = payload.refund?.entity;
  return {
    event,
    createdAt: new Date(created_at * 1000),
    payment: p?.order_id
      ? {
          id: p.id,
          orderId: p.order_id,
          amountPaise: p.amount,
          currency: p.currency,
          status: p.status,
          errorCode: p.error_code ?? null,
          errorDescription: p.error_description ?? null,
        }
      : null,
    order: o
      ? { id: o.id, amountPaise: o.amount, currency: o.currency, receipt: o.receipt ?? '', status: o.status }
      : null,
    refund: r
      ? { id: r.id, paymentId: r.payment_id, amountPaise: r.amount, receipt: r.receipt ?? null, status: r.status }
      : null,
  };
}
