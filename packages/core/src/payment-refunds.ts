import type { Db } from '@drishti/db/connection';
import type { PaymentOrder } from '@drishti/db/repositories/payments';
import { type PaymentRefund, refundsRepository } from '@drishti/db/repositories/refunds';
import { DomainError } from './errors';
import { ledgerOf } from './ledger/postings';
import { notify } from './notifications';
import { type GatewayRefund, isPaymentGatewayError, type PaymentGateway } from './payments/gateway';
import type { parseWebhookEvent } from './payments/webhooks';

/** Refund requests that got no answer (network trouble) are asked about again after this long. */
export const REFUND_RETRY_AFTER_MS = 60 * 1000;

/**
 * The paise given back for `coins` of an order's coins: the same share of the total paid, GST
 * included in proportion (all of it for every coin).
 */
export function refundPaise(order: Pick<PaymentOrder, 'coins' | 'totalPaise'>, coins: number): number {
  if (!Number.isSafeInteger(coins) || coins <= 0 || coins > order.coins) throw new Error('coins out of range');
  return coins === order.coins ? order.totalPaise : Math.round((order.totalPaise * coins) / order.coins);
}

/**
 * Refunds to the payment method (recharge.ts uses them for bookings paid at the gateway): asked
 * of the gateway once per booking, settled by its answer or its webhooks, asked again when no
 * answer came; a refund the gateway refuses or fails comes back to the wallet, once.
 */
export function paymentRefunds({ db, gateway, now }: { db: Db; gateway: PaymentGateway; now: () => Date }) {
  const refunds = refundsRepository(db);
  const money = ledgerOf(db);

  /** A refund that reached its end at the gateway: processed (the user is told), or failed (to the wallet). */
  async function finishRefund(row: PaymentRefund, status: 'processed' | 'failed', gatewayRefundId?: string) {
    if (!(await refunds.settle(row.id, status, now(), gatewayRefundId))) return;
    if (status === 'processed') {
      await notify(db, row.userId, 'payment', { event: 'refund-processed', amountPaise: row.amountPaise }, '/bookings');
      return;
    }
    await creditRefundToWallet(row);
  }

  /** A failed refund: the coins go to the wallet instead, once, and the user is told. */
  async function creditRefundToWallet(row: PaymentRefund) {
    const posted = await money.credit({
      userId: row.userId,
      coins: row.coins,
      from: 'gateway',
      key: `refund:${row.id}:wallet`,
      kind: 'refund-to-wallet',
      meta: { refundId: row.id, bookingId: row.bookingId, coins: row.coins },
    });
    await refunds.markWalletCredited(row.id);
    if (posted.applied)
      await notify(db, row.userId, 'payment', { event: 'refund-failed', coins: row.coins }, '/wallet');
  }

  function applyGatewayRefund(row: PaymentRefund, refund: GatewayRefund) {
    if (refund.status === 'pending') return refunds.recordGatewayRefund(row.id, refund.id, 'pending');
    return finishRefund(row, refund.status, refund.id);
  }

  /**
   * Asks the gateway for a refund. Refused outright: the wallet is credited instead. No answer
   * (network, timeout, 429, 5xx): left `requested`, found again by its receipt or asked again later.
   */
  async function requestRefund(row: PaymentRefund, retry: boolean) {
    if (row.status !== 'requested') return;
    try {
      if (retry) {
        const known = (await gateway.fetchRefunds(row.gatewayPaymentId)).find((r) => r.receipt === row.id);
        if (known) return await applyGatewayRefund(row, known);
      }
      const refund = await gateway.refundPayment({
        paymentId: row.gatewayPaymentId,
        amountPaise: row.amountPaise,
        receipt: row.id,
        notes: { refundId: row.id, ...(row.bookingId ? { bookingId: row.bookingId } : {}) },
      });
      await applyGatewayRefund((await refunds.byId(row.id)) ?? row, refund);
    } catch (error) {
      if (isPaymentGatewayError(error) && error.retryable) return;
      if (isPaymentGatewayError(error) || (error instanceof DomainError && error.kind === 'invalid'))
        return finishRefund(row, 'failed');
      throw error;
    }
  }

  async function refundEvent(event: ReturnType<typeof parseWebhookEvent>) {
    const r = event.refund;
    if (!r) return;
    const row =
      (await refunds.byGatewayRefundId(r.id)) ??
      (r.receipt && /^[0-9a-f-]{36}$/i.test(r.receipt) ? await refunds.byId(r.receipt) : null);
    if (!row || row.gatewayPaymentId !== r.paymentId) return;
    if (event.event === 'refund.processed') await finishRefund(row, 'processed', r.id);
    else if (event.event === 'refund.failed') await finishRefund(row, 'failed', r.id);
  }

  return {
    /** A `refund.*` webhook event. */
    onEvent: refundEvent,

    /** Asks again about refund requests that got no answer; returns how many. */
    async retryUnanswered(): Promise<number> {
      const unanswered = await refunds.unanswered(new Date(now().getTime() - REFUND_RETRY_AFTER_MS));
      for (const row of unanswered) await requestRefund(row, true);
      return unanswered.length;
    },

    /** Refunds `coins` of a gateway-paid order for a booking, once per booking. */
    async refundOrder(order: PaymentOrder, bookingId: string, coins: number): Promise<PaymentRefund> {
      if (!order.gatewayPaymentId) throw new Error('the order has no captured payment');
      const { refund } = await refunds.create({
        userId: order.userId,
        paymentOrderId: order.id,
        bookingId,
        gatewayPaymentId: order.gatewayPaymentId,
        coins,
        amountPaise: refundPaise(order, coins),
        createdAt: now(),
      });
      await requestRefund(refund, false);
      return (await refunds.byId(refund.id)) ?? refund;
    },
  };
}
