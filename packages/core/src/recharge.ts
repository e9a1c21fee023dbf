import type { Db } from '@drishti/db/connection';
import { type PaymentOrder, paymentsRepository } from '@drishti/db/repositories/payments';
import { type PaymentRefund, refundsRepository } from '@drishti/db/repositories/refunds';
import { DomainError } from './errors';
import { ledgerOf } from './ledger/postings';
import type { CheckoutConfig, GatewayPayment, PaymentGateway } from './payments/gateway';
import { parseWebhookEvent } from './payments/webhooks';
import { paymentRefunds } from './payment-refunds';
import { GST_PERCENT, packById, type WalletService } from './wallet';

/** Orders still pending after this long are looked up at the gateway and settled. */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
export { REFUND_RETRY_AFTER_MS, refundPaise } from './payment-refunds';

export interface RechargeIntent {
  order: {
    id: string;
    gatewayOrderId: string;
    coins: number;
    pricePaise: number;
    gstPaise: number;
    totalPaise: number;
  };
  checkout: CheckoutConfig;
  /** False when the Idempotency-Key had been used: the same order is returned. */
  created: boolean;
}

/**
 * Wallet recharges. The server sets every amount from its price table; a payment is credited
 * once (the ledger's key `payment:<gateway payment id>`) whether the browser's verify call or a
 * webhook reports it first, however often, in any order; pending orders are reconciled.
 */
export interface PaidHooks {
  /** Called (possibly more than once) after a booking's payment is captured and credited. */
  onBookingPaid?: (order: PaymentOrder) => Promise<void>;
}

export function rechargeService({
  db,
  gateway,
  wallet,
  now = () => new Date(),
  hooks = {},
}: {
  db: Db;
  gateway: PaymentGateway;
  wallet: WalletService;
  now?: () => Date;
  hooks?: PaidHooks;
}) {
  const orders = paymentsRepository(db);
  const refunds = refundsRepository(db);
  const _money = ledgerOf(db);
  const toPaymentMethod = paymentRefunds({ db, gateway, now });

  /** Credits a captured payment of one of our orders (idempotent). */
  async function settle(order: PaymentOrder, payment: GatewayPayment): Promise<boolean> {
    if (payment.orderId !== order.gatewayOrderId) return false;
    // Only captured money is credited: an authorization can still lapse.
    if (payment.status !== 'captured') return false;
    // The amount paid must be what our price table asked for; anything else credits nothing.
    if (payment.amountPaise !== order.totalPaise) return false;
    const result = await wallet.creditPayment(order.userId, payment.id, order.coins);
    await orders.markPaid(order.id, payment.id, now());
    if (order.purpose === 'booking') await hooks.onBookingPaid?.(order);
    return result.applied;
  }

  async function createOrder(
    userId: string,
    input: {
      packId: string;
      purpose: 'recharge' | 'booking';
      coins: number;
      pricePaise: number;
      gstPaise: number;
      totalPaise: number;
      idempotencyKey?: string | undefined;
      lang?: 'en' | 'hi' | undefined;
      returnUrl?: string | undefined;
    },
  ): Promise<RechargeIntent> {
    const gOrder = await gateway.createOrder({
      amountPaise: input.totalPaise,
      currency: 'INR',
      receipt: `${input.purpose === 'booking' ? 'bk' : 'rc'}_${Date.now().toString(36)}_${userId.slice(0, 8)}`,
      notes: { userId, packId: input.packId },
      ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
    });
    const { order, created } = await orders.create({
      userId,
      gateway: gateway.name,
      gatewayOrderId: gOrder.id,
      packId: input.packId,
      purpose: input.purpose,
      coins: input.coins,
      pricePaise: input.pricePaise,
      gstPaise: input.gstPaise,
      totalPaise: input.totalPaise,
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: now(),
    });
    return intentOf(order, created, input.lang, input.returnUrl);
  }

  return {
    async createIntent(
      userId: string,
      input: { packId: string; idempotencyKey?: string | undefined; lang?: 'en' | 'hi'; returnUrl?: string },
    ): Promise<RechargeIntent> {
      const pack = packById(input.packId);
      if (!pack) {
        throw new DomainError('invalid', 'Choose one of the recharge packs.', {
          code: 'recharge-pack-unknown',
          fields: [{ field: 'packId', message: 'Unknown pack' }],
        });
      }
      if (input.idempotencyKey) {
        const existing = await orders.byIdempotencyKey(userId, input.idempotencyKey);
        if (existing) {
          if (existing.packId !== pack.id) {
            throw new DomainError('conflict', 'This Idempotency-Key was used for a different recharge.', {
              code: 'recharge-key-reused',
            });
          }
          return intentOf(existing, false);
        }
      }
      return createOrder(userId, {
        packId: pack.id,
        purpose: 'recharge',
        coins: pack.coins,
        pricePaise: pack.pricePaise,
        gstPaise: pack.gstPaise,
        totalPaise: pack.totalPaise,
        idempotencyKey: input.idempotencyKey,
        lang: input.lang,
        returnUrl: input.returnUrl,
      });
    },

    /**
     * An order that buys exactly `coins` coins for a booking (18% GST on top, as for packs).
     * The coins are credited to the wallet when captured and then held for the booking.
     */
    async createBookingOrder(
      userId: string,
      input: { bookingId: string; coins: number; lang?: 'en' | 'hi' | undefined; returnUrl?: string | undefined },
    ): Promise<RechargeIntent> {
      const pricePaise = input.coins * 100;
      const gstPaise = Math.round((pricePaise * GST_PERCENT) / 100);
      return createOrder(userId, {
        packId: 'booking',
        purpose: 'booking',
        coins: input.coins,
        pricePaise,
        gstPaise,
        totalPaise: pricePaise + gstPaise,
        idempotencyKey: `booking:${input.bookingId}`,
        lang: input.lang,
        returnUrl: input.returnUrl,
      });
    },

    /** The order behind a gateway order id, if it is this user's. */
    async orderOf(userId: string, gatewayOrderId: string): Promise<PaymentOrder | null> {
      const order = await orders.byGatewayOrderId(gatewayOrderId);
      return order && order.userId === userId ? order : null;
    },

    /** The browser's report after checkout: verified against the order id WE stored. */
    async verify(userId: string, input: { orderId: string; paymentId: string; signature: string }) {
      const order = await orders.byGatewayOrderId(input.orderId);
      if (!order || order.userId !== userId)
        throw new DomainError('not-found', 'No such recharge.', { code: 'no-such-recharge' });
      if (
        !gateway.verifyPaymentSignature({
          orderId: order.gatewayOrderId,
          paymentId: input.paymentId,
          signature: input.signature,
        })
      ) {
        throw new DomainError('invalid', 'The payment could not be verified.', {
          code: 'payment-not-verified',
          fields: [{ field: 'signature', message: 'Signature mismatch' }],
        });
      }
      const payments = await gateway.fetchOrderPayments(order.gatewayOrderId);
      const payment = payments.find((p) => p.id === input.paymentId);
      if (payment) await settle(order, payment);
      const fresh = (await orders.byGatewayOrderId(input.orderId))!;
      return { status: fresh.status, coins: fresh.coins, balance: (await wallet.balance(userId)).coins };
    },

    /**
     * After the checkout was closed without a signed result: asks the gateway about the order's
     * payments (a UPI request may still be awaiting approval), credits a captured one, and says
     * where the order stands.
     */
    async check(
      userId: string,
      gatewayOrderId: string,
    ): Promise<{ status: 'paid' | 'pending' | 'failed' | 'created'; coins: number; balance: number }> {
      const order = await orders.byGatewayOrderId(gatewayOrderId);
      if (!order || order.userId !== userId)
        throw new DomainError('not-found', 'No such recharge.', { code: 'no-such-recharge' });
      let payments: GatewayPayment[] = [];
      if (order.status !== 'paid') {
        payments = await gateway.fetchOrderPayments(order.gatewayOrderId);
        for (const p of payments) await settle(order, p);
      }
      const fresh = (await orders.byGatewayOrderId(gatewayOrderId))!;
      const status =
        fresh.status === 'paid'
          ? 'paid'
          : payments.some((p) => p.status === 'created' || p.status === 'authorized')
            ? 'pending'
            : payments.some((p) => p.status === 'failed') || fresh.status === 'failed'
              ? 'failed'
              : 'created';
      return { status, coins: fresh.coins, balance: (await wallet.balance(userId)).coins };
    },

    /**
     * A webhook: the signature is checked on the raw bytes before anything is parsed, the event
     * id is recorded once, then the payment is settled.
     */
    async webhook(
      rawBody: string,
      signature: string,
      eventId: string | undefined,
    ): Promise<{ accepted: boolean; duplicate: boolean }> {
      if (!signature || !gateway.verifyWebhookSignature(rawBody, signature)) {
        throw new DomainError('unauthenticated', 'Invalid webhook signature.', { code: 'invalid-webhook-signature' });
      }
      const event = parseWebhookEvent(rawBody);
      const id = eventId ?? `${event.event}:${event.payment?.id ?? event.order?.id ?? rawBody.length}`;
      const fresh = await orders.recordEvent({
        eventId: id,
        event: event.event,
        gatewayOrderId: event.payment?.orderId ?? event.order?.id ?? null,
        gatewayPaymentId: event.payment?.id ?? null,
      });
      if (!fresh) return { accepted: true, duplicate: true };
      if (event.event.startsWith('refund.')) {
        await toPaymentMethod.onEvent(event);
        return { accepted: true, duplicate: false };
      }
      if (!event.payment) return { accepted: true, duplicate: false };
      const order = await orders.byGatewayOrderId(event.payment.orderId);
      if (!order) return { accepted: true, duplicate: false };
      if (event.event === 'payment.failed') await orders.markFailed(order.id);
      else await settle(order, event.payment);
      return { accepted: true, duplicate: false };
    },

    /**
     * Settles orders still pending after 15 minutes by asking the gateway (lost webhooks, closed
     * tabs), and asks again about refund requests that got no answer.
     */
    async reconcile(): Promise<{ checked: number; credited: number; refundsRetried: number }> {
      const pending = await orders.pendingBefore(new Date(now().getTime() - RECONCILE_AFTER_MS));
      let credited = 0;
      for (const order of pending) {
        const payments = await gateway.fetchOrderPayments(order.gatewayOrderId);
        for (const p of payments) if (await settle(order, p)) credited++;
      }
      const refundsRetried = await toPaymentMethod.retryUnanswered();
      return { checked: pending.length, credited, refundsRetried };
    },

    /**
     * The gateway-paid order behind a booking whose coins can go back to the payment method:
     * paid through this gateway for the booking. Null otherwise (refund to the wallet then).
     */
    async refundableOrder(paymentOrderId: string | null): Promise<PaymentOrder | null> {
      if (!paymentOrderId) return null;
      const order = await orders.byId(paymentOrderId);
      if (order?.purpose !== 'booking' || order.status !== 'paid' || !order.gatewayPaymentId) return null;
      return order.gateway === gateway.name ? order : null;
    },

    /**
     * Refunds `coins` of a booking's gateway-paid order to the method it was paid with (the
     * same share of the total, GST included). The ledger has already moved the coins back to the
     * gateway account; a refund the gateway refuses or fails comes back to the wallet. Once per
     * booking, however often called.
     */
    refundBooking: (order: PaymentOrder, bookingId: string, coins: number): Promise<PaymentRefund> =>
      toPaymentMethod.refundOrder(order, bookingId, coins),

    refundOfBooking: (bookingId: string) => refunds.byBooking(bookingId),

    history: (userId: string) => orders.forUser(userId),
  };

  async function intentOf(
    order: PaymentOrder,
    created: boolean,
    lang?: 'en' | 'hi',
    returnUrl?: string,
  ): Promise<RechargeIntent> {
    return {
      order: {
        id: order.id,
        gatewayOrderId: order.gatewayOrderId,
        coins: order.coins,
        pricePaise: order.pricePaise,
        gstPaise: order.gstPaise,
        totalPaise: order.totalPaise,
      },
      checkout: await gateway.checkoutConfig(
        {
          id: order.gatewayOrderId,
          amountPaise: order.totalPaise,
          currency: 'INR',
          receipt: order.id,
          status: 'created',
        },
        { ...(lang ? { lang } : {}), ...(returnUrl ? { returnUrl } : {}) },
      ),
      created,
    };
  }
}

export type RechargeService = ReturnType<typeof rechargeService>;
