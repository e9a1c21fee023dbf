import type { Database } from '@drishti/db/connection';
import { createTestDatabase, eq, sandboxOrders, sandboxPayments, sandboxRefunds } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxGateway, type WebhookDelivery } from './sandbox';
import { sandboxDatabaseStore } from './sandbox-store';

/** The sandbox gateway on the database, as several instances run it: one store, many gateways. */
let database: Database;
const delivered: WebhookDelivery[] = [];
const instance = () =>
  new SandboxGateway({
    keySecret: 'db-key-secret',
    webhookSecret: 'db-webhook-secret',
    store: sandboxDatabaseStore(database.db),
    deliver: (d) => void delivered.push(d),
  });
const order = { amountPaise: 59000, currency: 'INR' as const, receipt: 'rcpt_db' };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('sandbox gateway on the database', () => {
  it('keeps orders, payments and refunds where another instance finds them, entities as they were made', async () => {
    const a = instance();
    const b = instance();
    const created = await a.createOrder({ ...order, notes: { userId: 'u1', packId: 'coins-50' }, returnUrl: '/w' });
    expect(await b.getOrder(created.id)).toMatchObject({
      id: created.id,
      notes: { userId: 'u1', packId: 'coins-50' },
      returnUrl: '/w',
      status: 'created',
      attempts: 0,
      amountPaidPaise: 0,
    });
    const failed = await b.complete(created.id, 'fail');
    delivered.length = 0;
    const paid = await a.complete(created.id, 'pay');
    expect((await b.fetchOrderPayments(created.id)).map((p) => p.id)).toEqual([failed.payment!.id, paid.payment!.id]);
    expect(await b.getOrder(created.id)).toMatchObject({ status: 'paid', attempts: 2, amountPaidPaise: 59000 });

    const refund = await b.refundPayment({ paymentId: paid.payment!.id, amountPaise: 9000, receipt: 'rf_db' });
    expect(refund.status).toBe('processed');
    expect(await a.fetchRefunds(paid.payment!.id)).toEqual([refund]);
    // The payment read back for the refund's webhook has Razorpay's fields in Razorpay's order.
    const [captured, orderPaid, processed] = delivered.map((d) => JSON.parse(d.body));
    expect(processed.event).toBe('refund.processed');
    expect(Object.keys(processed.payload.payment.entity)).toEqual(Object.keys(captured.payload.payment.entity));
    expect(Object.keys(orderPaid.payload.order.entity.notes)).toEqual(['userId', 'packId']);
    expect(processed.payload.payment.entity).toMatchObject({ amount_refunded: 9000, refund_status: 'partial' });
    expect(processed.account_id).toBe(captured.account_id);

    const rows = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, created.id));
    expect(rows).toHaveLength(2);
  });

  it('captures an order once when several instances pay it at the same moment', async () => {
    const gateways = Array.from({ length: 6 }, instance);
    for (let round = 0; round < 5; round++) {
      const created = await gateways[round]!.createOrder(order);
      delivered.length = 0;
      const results = await Promise.allSettled(gateways.map((g) => g.complete(created.id, 'pay')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((r) => r.status === 'rejected'))
        expect(r.reason).toMatchObject({ kind: 'conflict' });
      const [row] = await database.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, created.id));
      expect(row).toMatchObject({ status: 'paid', attempts: 1, amountPaidPaise: 59000 });
      expect(await gateways[5]!.fetchOrderPayments(created.id)).toHaveLength(1);
      expect(delivered.filter((d) => d.event === 'order.paid')).toHaveLength(1);
    }
  });

  it('settles a pending payment once, and never refunds more than was captured', async () => {
    const [a, b] = [instance(), instance()];
    const created = await a.createOrder(order);
    const pending = await a.complete(created.id, 'pay-later');
    const settled = await Promise.allSettled([
      a.settle(pending.payment!.id, 'captured'),
      b.settle(pending.payment!.id, 'captured'),
    ]);
    expect(settled.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await b.fetchOrder(created.id)).status).toBe('paid');

    const paymentId = pending.payment!.id;
    const refunds = await Promise.allSettled(
      [a, b, a, b].map((g, i) => g.refundPayment({ paymentId, amountPaise: 20000, receipt: `rf_${i}` })),
    );
    // 59,000 paise captured: two refunds of 20,000 fit, the third and fourth do not.
    expect(refunds.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of refunds.filter((r) => r.status === 'rejected'))
      expect(r.reason).toMatchObject({ code: 'BAD_REQUEST_ERROR', gatewayStatus: 400 });
    expect(await database.db.$count(sandboxRefunds, eq(sandboxRefunds.paymentId, paymentId))).toBe(2);
    expect(await b.getPayment(paymentId)).toMatchObject({ status: 'captured' });
  });
});
