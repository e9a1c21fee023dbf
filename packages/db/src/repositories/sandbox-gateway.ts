import { asc, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../schema';

export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
/** What the table needs of a stored payment entity (the sandbox stores Razorpay's whole entity). */
export interface SandboxPaymentShape {
  id: string;
  order_id: string | null;
}
/** What the table needs of a stored refund entity. */
export interface SandboxRefundShape {
  id: string;
  payment_id: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Reads and writes made while one order is locked (see `change`). */
export interface SandboxChange<Payment, Refund> {
  payment(id: string): Promise<Payment | null>;
  refund(id: string): Promise<Refund | null>;
  saveOrder(order: SandboxOrderRow): Promise<void>;
  /** False when the id is taken (nothing is written). */
  addPayment(payment: Payment): Promise<boolean>;
  savePayment(payment: Payment): Promise<void>;
  /** False when the id is taken (nothing is written). */
  addRefund(refund: Refund): Promise<boolean>;
  saveRefund(refund: Refund): Promise<void>;
}

/**
 * The sandbox gateway's orders, payments and refunds (see the tables' comment), typed with the
 * entity types the gateway stores. Every change to an order, its payments or their refunds runs in
 * `change`, one transaction holding the order's row lock: two instances acting on one order take
 * turns, and the later one sees what the first did (it cannot capture a paid order again).
 */
export function sandboxGatewayRepository<Payment extends SandboxPaymentShape, Refund extends SandboxRefundShape>(
  db: Db,
) {
  const payment = async (q: Db | Tx, id: string): Promise<Payment | null> => {
    const rows = await q
      .select({ entity: sandboxPayments.entity })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, id));
    return (rows[0]?.entity as Payment | undefined) ?? null;
  };
  const refund = async (q: Db | Tx, id: string): Promise<Refund | null> => {
    const rows = await q
      .select({ entity: sandboxRefunds.entity })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.id, id));
    return (rows[0]?.entity as Refund | undefined) ?? null;
  };
  return {
    /** False when the id is taken (nothing is written). */
    async addOrder(order: SandboxOrderRow): Promise<boolean> {
      const rows = await db
        .insert(sandboxOrders)
        .values(order)
        .onConflictDoNothing()
        .returning({ id: sandboxOrders.id });
      return rows.length === 1;
    },
    async order(id: string): Promise<SandboxOrderRow | null> {
      const rows = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
      return rows[0] ?? null;
    },
    /** False when there is no such order. */
    async setReturnUrl(id: string, returnUrl: string): Promise<boolean> {
      const rows = await db
        .update(sandboxOrders)
        .set({ returnUrl })
        .where(eq(sandboxOrders.id, id))
        .returning({ id: sandboxOrders.id });
      return rows.length === 1;
    },
    payment: (id: string) => payment(db, id),
    refund: (id: string) => refund(db, id),
    /** An order's payments, oldest first. */
    async payments(orderId: string): Promise<Payment[]> {
      const rows = await db
        .select({ entity: sandboxPayments.entity })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, orderId))
        .orderBy(asc(sandboxPayments.seq));
      return rows.map((r) => r.entity as Payment);
    },
    /** A payment's refunds, oldest first. */
    async refunds(paymentId: string): Promise<Refund[]> {
      const rows = await db
        .select({ entity: sandboxRefunds.entity })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, paymentId))
        .orderBy(asc(sandboxRefunds.seq));
      return rows.map((r) => r.entity as Refund);
    },
    /**
     * Runs `fn` in one transaction with the order's row locked (`select … for update`); `fn` gets
     * the order as it is now (null when there is none). Whatever `fn` throws rolls it all back.
     */
    async change<T>(
      orderId: string,
      fn: (order: SandboxOrderRow | null, change: SandboxChange<Payment, Refund>) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId)).for('update');
        return fn(rows[0] ?? null, {
          payment: (id) => payment(tx, id),
          refund: (id) => refund(tx, id),
          async saveOrder(order) {
            const { id, ...rest } = order;
            await tx.update(sandboxOrders).set(rest).where(eq(sandboxOrders.id, id));
          },
          async addPayment(p) {
            if (p.order_id === null) throw new Error('a sandbox payment belongs to an order');
            const added = await tx
              .insert(sandboxPayments)
              .values({ id: p.id, orderId: p.order_id, entity: p })
              .onConflictDoNothing()
              .returning({ id: sandboxPayments.id });
            return added.length === 1;
          },
          async savePayment(p) {
            await tx.update(sandboxPayments).set({ entity: p }).where(eq(sandboxPayments.id, p.id));
          },
          async addRefund(r) {
            const added = await tx
              .insert(sandboxRefunds)
              .values({ id: r.id, paymentId: r.payment_id, entity: r })
              .onConflictDoNothing()
              .returning({ id: sandboxRefunds.id });
            return added.length === 1;
          },
          async saveRefund(r) {
            await tx.update(sandboxRefunds).set({ entity: r }).where(eq(sandboxRefunds.id, r.id));
          },
        });
      });
    },
  };
}

export type SandboxGatewayRepository<
  Payment extends SandboxPaymentShape,
  Refund extends SandboxRefundShape,
> = ReturnType<typeof sandboxGatewayRepository<Payment, Refund>>;
