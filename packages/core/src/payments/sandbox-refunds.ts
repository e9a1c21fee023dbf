import { randomInt } from 'node:crypto';
import { DomainError } from '../errors';
import { PaymentGatewayError, type RefundInput } from './gateway';
import { razorpayNotes, razorpayStyleId } from './sandbox-entities';
import type { SandboxOrderRecord, SandboxStore } from './sandbox-store';
import type { RazorpayPaymentEntity, RazorpayRefundEntity } from './webhooks';

/** Refunds in the sandbox store, under the order's lock, with Razorpay's refusals (see sandbox.ts). */

/** Razorpay's answer to a request it refuses (an unknown id, a refund it cannot make). */
export const badRequest = (action: string, description: string) =>
  new PaymentGatewayError('sandbox', action, {
    gatewayStatus: 400,
    code: 'BAD_REQUEST_ERROR',
    description,
    retryable: false,
  });

/**
 * Records a pending refund of a captured payment, at most what is left unrefunded. Under the
 * order's lock: two refunds at once on any instances never exceed the payment.
 */
export async function recordRefund(
  store: SandboxStore,
  input: RefundInput,
  createdAt: number,
): Promise<RazorpayRefundEntity> {
  const refusal = (description: string) => badRequest('refund', description);
  const known = await store.payment(input.paymentId);
  if (!known) throw refusal('The id provided does not exist');
  return store.change(known.order_id!, async (_order, change) => {
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
      created_at: createdAt,
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
}

/** Settles a pending refund: processed, or failed (the amount is no longer counted as refunded). */
export async function settleRefundRecord(
  store: SandboxStore,
  refundId: string,
  result: 'processed' | 'failed',
): Promise<{ order: SandboxOrderRecord; payment: RazorpayPaymentEntity; refund: RazorpayRefundEntity }> {
  const known = await store.refund(refundId);
  if (!known) throw new DomainError('not-found', 'No such sandbox refund.', { code: 'no-such-sandbox-refund' });
  const owner = (await store.payment(known.payment_id))!;
  return store.change(owner.order_id!, async (order, change) => {
    const refund = (await change.refund(refundId))!;
    if (refund.status !== 'pending')
      throw new DomainError('conflict', 'This refund is not pending.', { code: 'refund-not-pending' });
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
}
