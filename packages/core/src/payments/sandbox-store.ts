import type { Db } from '@drishti/db/connection';
import { sandboxGatewayRepository } from '@drishti/db/repositories/sandbox-gateway';
import type { OrderStatus } from './gateway';
import type { RazorpayPaymentEntity, RazorpayRefundEntity } from './webhooks';

/** A sandbox order as stored (its payments are stored apart, under the order's id). */
export interface SandboxOrderRecord {
  id: string;
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
  /** The same-site path the checkout page sends the browser back to. */
  returnUrl: string;
  status: OrderStatus;
  attempts: number;
  amountPaidPaise: number;
  createdAt: Date;
}

/** Reads and writes made while one order is locked against every other change to it. */
export interface SandboxStoreChange {
  payment(id: string): Promise<RazorpayPaymentEntity | null>;
  refund(id: string): Promise<RazorpayRefundEntity | null>;
  saveOrder(order: SandboxOrderRecord): Promise<void>;
  /** False when the id is taken (nothing is written). */
  addPayment(payment: RazorpayPaymentEntity): Promise<boolean>;
  savePayment(payment: RazorpayPaymentEntity): Promise<void>;
  /** False when the id is taken (nothing is written). */
  addRefund(refund: RazorpayRefundEntity): Promise<boolean>;
  saveRefund(refund: RazorpayRefundEntity): Promise<void>;
}

/**
 * Where the sandbox gateway keeps its orders, payments and refunds. The product's store is the
 * database (`sandboxDatabaseStore`), shared by every instance.
 */
export interface SandboxStore {
  /** False when the id is taken (nothing is written). */
  addOrder(order: SandboxOrderRecord): Promise<boolean>;
  order(id: string): Promise<SandboxOrderRecord | null>;
  /** False when there is no such order. */
  setReturnUrl(orderId: string, returnUrl: string): Promise<boolean>;
  payment(id: string): Promise<RazorpayPaymentEntity | null>;
  refund(id: string): Promise<RazorpayRefundEntity | null>;
  /** An order's payments, oldest first. */
  payments(orderId: string): Promise<RazorpayPaymentEntity[]>;
  /** A payment's refunds, oldest first. */
  refunds(paymentId: string): Promise<RazorpayRefundEntity[]>;
  /**
   * Runs `fn` atomically while holding the order (null when unknown) against any other change to
   * it from any instance; whatever `fn` throws undoes its writes.
   */
  change<T>(
    orderId: string,
    fn: (order: SandboxOrderRecord | null, change: SandboxStoreChange) => Promise<T>,
  ): Promise<T>;
}

/** The sandbox's state in the database (tables sandbox_orders, sandbox_payments, sandbox_refunds). */
export function sandboxDatabaseStore(db: Db): SandboxStore {
  return sandboxGatewayRepository<RazorpayPaymentEntity, RazorpayRefundEntity>(db);
}
