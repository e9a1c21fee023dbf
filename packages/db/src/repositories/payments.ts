import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../connection';
import { paymentEvents, paymentOrders } from '../schema';

export type PaymentOrder = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = Omit<typeof paymentOrders.$inferInsert, 'id' | 'status' | 'paidAt'>;

export function paymentsRepository(db: Db) {
  return {
    /** Inserts the order; when the user's idempotency key was used before, returns that order instead. */
    async create(o: NewPaymentOrder): Promise<{ order: PaymentOrder; created: boolean }> {
      const rows = await db.insert(paymentOrders).values(o).onConflictDoNothing().returning();
      if (rows[0]) return { order: rows[0], created: true };
      if (!o.idempotencyKey) throw new Error('payment order conflict without an idempotency key');
      const existing = await this.byIdempotencyKey(o.userId, o.idempotencyKey);
      if (!existing) throw new Error('payment order conflict on the gateway order id');
      return { order: existing, created: false };
    },
    async byIdempotencyKey(userId: string, key: string): Promise<PaymentOrder | null> {
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.idempotencyKey, key)));
      return rows[0] ?? null;
    },
    async byId(id: string): Promise<PaymentOrder | null> {
      const rows = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
      return rows[0] ?? null;
    },
    async byGatewayOrderId(gatewayOrderId: string): Promise<PaymentOrder | null> {
      const rows = await db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
      return rows[0] ?? null;
    },
    /** Marks the order paid; false when it already was (the credit itself is idempotent separately). */
    async markPaid(id: string, gatewayPaymentId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(paymentOrders)
        .set({ status: 'paid', gatewayPaymentId, paidAt: at })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
        .returning({ id: paymentOrders.id });
      return rows.length === 1;
    },
    async markFailed(id: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'failed' })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
    },
    /** Orders still waiting for payment that were created before `before`. */
    async pendingBefore(before: Date, limit = 100): Promise<PaymentOrder[]> {
      return db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.status, 'created'), lt(paymentOrders.createdAt, before)))
        .limit(limit);
    },
    async forUser(userId: string, limit = 50): Promise<PaymentOrder[]> {
      return db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, userId))
        .orderBy(desc(paymentOrders.createdAt))
        .limit(limit);
    },
    /** Records a webhook event id; false when it was seen before. */
    async recordEvent(e: {
      eventId: string;
      event: string;
      gatewayOrderId: string | null;
      gatewayPaymentId: string | null;
    }): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values(e)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      return rows.length === 1;
    },
  };
}
