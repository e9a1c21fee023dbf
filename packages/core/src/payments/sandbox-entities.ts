import { createHmac, randomInt } from 'node:crypto';
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentStatus } from './gateway';
import type { SandboxOrderRecord } from './sandbox-store';
import type { SandboxOrder } from './sandbox-types';
import type { RazorpayNotes, RazorpayOrderEntity, RazorpayPaymentEntity, RazorpayRefundEntity } from './webhooks';

/** The sandbox's records in Razorpay's shapes and ids, and as the gateway interface answers them. */

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

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
export const razorpayNotes = (notes: Record<string, string>): RazorpayNotes =>
  Object.keys(notes).length === 0 ? [] : { ...notes };

/** A payment's new status, with what Razorpay records beside it (fee and tax, or the error), and its order's. */
export function applyPaymentStatus(
  record: SandboxOrderRecord,
  payment: RazorpayPaymentEntity,
  status: PaymentStatus,
): void {
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

/** The order as Razorpay's webhooks carry it. */
export function orderEntity(record: SandboxOrderRecord): RazorpayOrderEntity {
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

export function gatewayOrder(record: SandboxOrderRecord): GatewayOrder {
  return {
    id: record.id,
    amountPaise: record.amountPaise,
    currency: 'INR',
    receipt: record.receipt,
    status: record.status,
  };
}

export function sandboxOrder(record: SandboxOrderRecord): SandboxOrder {
  return {
    ...gatewayOrder(record),
    notes: { ...record.notes },
    returnUrl: record.returnUrl,
    attempts: record.attempts,
    amountPaidPaise: record.amountPaidPaise,
    createdAt: new Date(record.createdAt),
  };
}

export function gatewayPayment(p: RazorpayPaymentEntity): GatewayPayment {
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

export function gatewayRefund(r: RazorpayRefundEntity): GatewayRefund {
  return { id: r.id, paymentId: r.payment_id, amountPaise: r.amount, receipt: r.receipt, status: r.status };
}
