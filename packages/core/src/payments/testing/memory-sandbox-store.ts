import type { RazorpayPaymentEntity, RazorpayRefundEntity } from '../webhooks';
import type { SandboxOrderRecord, SandboxStore, SandboxStoreChange } from '../sandbox-store';

/**
 * Tests only: the sandbox store in memory, for unit tests of the gateway without a database. It
 * behaves as the database store does: copies in and out (nothing changes behind the gateway's
 * back), one change per order at a time, and a change that throws writes nothing.
 */
export function memorySandboxStore(): SandboxStore {
  const orders = new Map<string, SandboxOrderRecord>();
  const payments = new Map<string, RazorpayPaymentEntity>();
  const refunds = new Map<string, RazorpayRefundEntity>();
  const locks = new Map<string, Promise<unknown>>();
  const copy = <T>(value: T): T => structuredClone(value);

  return {
    async addOrder(order) {
      if (orders.has(order.id)) return false;
      orders.set(order.id, copy(order));
      return true;
    },
    async order(id) {
      const order = orders.get(id);
      return order ? copy(order) : null;
    },
    async setReturnUrl(orderId, returnUrl) {
      const order = orders.get(orderId);
      if (order) order.returnUrl = returnUrl;
      return order !== undefined;
    },
    async payment(id) {
      const payment = payments.get(id);
      return payment ? copy(payment) : null;
    },
    async refund(id) {
      const refund = refunds.get(id);
      return refund ? copy(refund) : null;
    },
    async payments(orderId) {
      return [...payments.values()].filter((p) => p.order_id === orderId).map(copy);
    },
    async refunds(paymentId) {
      return [...refunds.values()].filter((r) => r.payment_id === paymentId).map(copy);
    },
    async change<T>(orderId: string, fn: (order: SandboxOrderRecord | null, change: SandboxStoreChange) => Promise<T>) {
      const before = locks.get(orderId) ?? Promise.resolve();
      const run = before.then(async () => {
        // Writes are staged and applied only when fn succeeds.
        const staged: (() => void)[] = [];
        const newPayments = new Set<string>();
        const newRefunds = new Set<string>();
        const order = orders.get(orderId);
        const result = await fn(order ? copy(order) : null, {
          payment: async (id) => {
            const payment = payments.get(id);
            return payment ? copy(payment) : null;
          },
          refund: async (id) => {
            const refund = refunds.get(id);
            return refund ? copy(refund) : null;
          },
          saveOrder: async (o) => {
            const saved = copy(o);
            staged.push(() => orders.set(saved.id, saved));
          },
          addPayment: async (p) => {
            if (payments.has(p.id) || newPayments.has(p.id)) return false;
            newPayments.add(p.id);
            const saved = copy(p);
            staged.push(() => payments.set(saved.id, saved));
            return true;
          },
          savePayment: async (p) => {
            const saved = copy(p);
            staged.push(() => payments.set(saved.id, saved));
          },
          addRefund: async (r) => {
            if (refunds.has(r.id) || newRefunds.has(r.id)) return false;
            newRefunds.add(r.id);
            const saved = copy(r);
            staged.push(() => refunds.set(saved.id, saved));
            return true;
          },
          saveRefund: async (r) => {
            const saved = copy(r);
            staged.push(() => refunds.set(saved.id, saved));
          },
        });
        for (const write of staged) write();
        return result;
      });
      locks.set(
        orderId,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
