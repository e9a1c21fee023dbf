import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../connection';
import { paymentRefunds } from '../schema';

export type PaymentRefund = typeof paymentRefunds.$inferSelect;
export type RefundStatus = PaymentRefund['status'];

/** Refunds to the original payment method, one per booking. */
export function refundsRepository(db: Db) {
  return {
    /** Inserts the refund of a booking; when the booking has one already, returns that one. */
    async create(r: {
      userId: string;
      paymentOrderId: string;
      bookingId: string;
      gatewayPaymentId: string;
      coins: number;
      amountPaise: number;
      createdAt: Date;
    }): Promise<{ refund: PaymentRefund; created: boolean }> {
      const rows = await db.insert(paymentRefunds).values(r).onConflictDoNothing().returning();
      if (rows[0]) return { refund: rows[0], created: true };
      const existing = await db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, r.bookingId));
      if (!existing[0]) throw new Error('refund conflict without a refund for the booking');
      return { refund: existing[0], created: false };
    },
    async byId(id: string): Promise<PaymentRefund | null> {
      const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
      return rows[0] ?? null;
    },
    async byGatewayRefundId(gatewayRefundId: string): Promise<PaymentRefund | null> {
      const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.gatewayRefundId, gatewayRefundId));
      return rows[0] ?? null;
    },
    async byBooking(bookingId: string): Promise<PaymentRefund | null> {
      const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
      return rows[0] ?? null;
    },
    /** Records the gateway's refund id and status while the refund is still open. */
    async recordGatewayRefund(id: string, gatewayRefundId: string, status: 'pending' | 'processed'): Promise<void> {
      await db
        .update(paymentRefunds)
        .set({ gatewayRefundId, status })
        .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.status, ['requested', 'pending'])));
    },
    /**
     * Moves an open refund to its final status; false when it was already final (so whatever
     * follows a transition happens once).
     */
    async settle(id: string, status: 'processed' | 'failed', at: Date, gatewayRefundId?: string): Promise<boolean> {
      const rows = await db
        .update(paymentRefunds)
        .set({ status, settledAt: at, ...(gatewayRefundId ? { gatewayRefundId } : {}) })
        .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.status, ['requested', 'pending'])))
        .returning({ id: paymentRefunds.id });
      return rows.length === 1;
    },
    async markWalletCredited(id: string): Promise<void> {
      await db.update(paymentRefunds).set({ walletCredited: true }).where(eq(paymentRefunds.id, id));
    },
    /** Refunds whose request got no answer (network trouble), created before `before`. */
    async unanswered(before: Date, limit = 100): Promise<PaymentRefund[]> {
      return db
        .select()
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.status, 'requested'), lt(paymentRefunds.createdAt, before)))
        .limit(limit);
    },
    async forUser(userId: string): Promise<PaymentRefund[]> {
      return db.select().from(paymentRefunds).where(eq(paymentRefunds.userId, userId));
    },
  };
}
