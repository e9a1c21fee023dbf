import type { Db } from '@drishti/db/connection';
import { astrologersRepository } from '@drishti/db/repositories/astrologers';
import {
  type AvailabilityWindow,
  type Booking,
  bookingsRepository,
  SlotTakenError,
} from '@drishti/db/repositories/bookings';
import type { PaymentOrder } from '@drishti/db/repositories/payments';
import { usersRepository } from '@drishti/db/repositories/users';
import { refusal } from './booking-errors';
import { ledgerOf, type Payee } from './ledger/postings';
import type { RechargeIntent, RechargeService } from './recharge';
import type { SmsProvider } from './sms';
import type { FileStorage, SniffedType } from './storage';
import type { WalletService } from './wallet';
import { bookingNotices } from './booking-notices';
import {
  BOOKING_DURATIONS,
  BOOKING_HOLD_MINUTES,
  BOOKING_HORIZON_DAYS,
  type BookingChannel,
  type BookingView,
  freeSlots,
  MIN_LEAD_MINUTES,
  REMINDER_BEFORE_MINUTES,
  type Slot,
  userRefund,
} from './booking-rules';
import { bookingViews } from './booking-views';

/**
 * Booked consultations: a slot from the astrologer's weekly hours, paid in advance from the
 * wallet or through the gateway, held in the user's reserved account until the consultation
 * is completed (then the astrologer's earnings) or cancelled (refunded by the stated rules).
 * The rules themselves (lengths, lead time, refunds, free slots) are in `booking-rules.ts`; the
 * answer's shape in `booking-views.ts`; the SMS notices in `booking-notices.ts`.
 */

export function bookingService({
  db,
  wallet,
  recharge,
  sms,
  storage,
  now = () => new Date(),
}: {
  db: Db;
  wallet: WalletService;
  recharge: RechargeService;
  sms: SmsProvider;
  storage: FileStorage;
  now?: () => Date;
}) {
  const repo = bookingsRepository(db);
  const astrologers = astrologersRepository(db);
  const money = ledgerOf(db);
  const _users = usersRepository(db);

  const view = bookingViews({ db, recharge, now });
  const notify = bookingNotices({ db, sms, now });

  /** Moves the price from the user's wallet into their reserved account for this booking (idempotent). */
  async function hold(b: Booking): Promise<boolean> {
    const held = await money.hold({
      userId: b.userId,
      coins: b.priceCoins,
      key: `booking:${b.id}:hold`,
      kind: 'booking-hold',
      meta: { bookingId: b.id, coins: b.priceCoins },
    });
    return held !== null;
  }

  /** A paid booking becomes confirmed once its coins are held; a lapsed one leaves the coins in the wallet. */
  async function confirmIfPaid(b: Booking): Promise<Booking> {
    if (b.status !== 'pending_payment') return b;
    if (b.holdUntil.getTime() < now().getTime()) {
      // The slot was not kept for a payment this late: the coins stay in the wallet.
      return (await repo.transition(b.id, ['pending_payment'], 'expired')) ?? ((await repo.byId(b.id)) as Booking);
    }
    if (!(await hold(b))) return b;
    const confirmed = await repo.transition(b.id, ['pending_payment'], 'confirmed', { confirmedAt: now() });
    if (confirmed) {
      await notify(confirmed, 'booking-confirmed');
      return confirmed;
    }
    return (await repo.byId(b.id)) as Booking;
  }

  /** Who a booking pays: the astrologer, at their commission. */
  async function payee(b: Booking): Promise<Payee> {
    const astrologer = await astrologers.findById(b.astrologerId);
    return { astrologerId: b.astrologerId, commissionPercent: astrologer?.commissionPercent ?? 0 };
  }

  /**
   * Releases a cancelled booking's held coins: `coins` back to the user — to the wallet, or with
   * `toGateway` back out through the gateway account (refunded to the payment method) — and the
   * rest to the astrologer.
   */
  async function refund(b: Booking, coins: number, reason: string, toGateway = false) {
    await money.settle({
      userId: b.userId,
      held: b.priceCoins,
      charged: b.priceCoins - coins,
      payee: await payee(b),
      to: toGateway ? 'gateway' : 'wallet',
      key: `booking:${b.id}:release`,
      kind: toGateway ? 'booking-refund-to-source' : 'booking-refund',
      meta: { bookingId: b.id, refund: coins, reason, ...(toGateway ? { to: 'payment-method' } : {}) },
    });
  }

  return {
    async slots(
      slug: string,
      input: { duration: number; days?: number | undefined },
    ): Promise<{ astrologerId: string; pricePerMinute: number; slots: Slot[] }> {
      const a = await astrologers.findBySlug(slug);
      if (a?.status !== 'active') throw refusal.noSuchAstrologer();
      const t = now();
      const days = Math.min(input.days ?? BOOKING_HORIZON_DAYS, BOOKING_HORIZON_DAYS);
      const until = new Date(t.getTime() + (days + 1) * 86_400_000);
      const [windows, busy] = await Promise.all([repo.availability(a.id), repo.activeBetween(a.id, t, until)]);
      const live = busy.filter((b) => b.status === 'confirmed' || b.holdUntil.getTime() >= t.getTime());
      return {
        astrologerId: a.id,
        pricePerMinute: a.pricePerMinute,
        slots: freeSlots({
          windows,
          busy: live,
          from: t,
          earliest: new Date(t.getTime() + MIN_LEAD_MINUTES * 60_000),
          days,
          duration: input.duration,
        }),
      };
    },

    /**
     * Books a slot. With `payWith: 'wallet'` the price is held from the wallet at once (409 when
     * the balance is short); with `'gateway'` an order for exactly the price (plus GST) is made and
     * the booking is confirmed when that payment is captured (verify call or webhook).
     */
    async create(
      userId: string,
      input: {
        astrologerId: string;
        startsAt: Date;
        durationMinutes: number;
        channel: BookingChannel;
        note?: string | undefined;
        attachment?: { bytes: Uint8Array; type: SniffedType } | undefined;
        payWith: 'wallet' | 'gateway';
        idempotencyKey?: string | undefined;
        lang?: 'en' | 'hi' | undefined;
        returnUrl?: string | undefined;
      },
    ): Promise<{ booking: BookingView; payment: RechargeIntent | null }> {
      if (input.idempotencyKey) {
        const existing = await repo.byIdempotencyKey(userId, input.idempotencyKey);
        if (existing) return this.resume(userId, existing, input);
      }
      const a = await astrologers.findById(input.astrologerId);
      if (a?.status !== 'active') throw refusal.noSuchAstrologer();
      if (!(BOOKING_DURATIONS as readonly number[]).includes(input.durationMinutes)) {
        throw refusal.durationInvalid();
      }
      const free = await this.slots(a.slug, { duration: input.durationMinutes });
      if (!free.slots.some((s) => s.startsAt === input.startsAt.toISOString())) {
        throw refusal.slotTaken();
      }
      const t = now();
      let attachmentKey: string | null = null;
      if (input.attachment)
        attachmentKey = await storage.put('bookings', input.attachment.bytes, input.attachment.type);
      let booking: Booking;
      try {
        booking = await repo.createIfFree(
          {
            userId,
            astrologerId: a.id,
            channel: input.channel,
            startsAt: input.startsAt,
            durationMinutes: input.durationMinutes,
            priceCoins: a.pricePerMinute * input.durationMinutes,
            note: input.note?.trim() || null,
            attachmentKey,
            attachmentType: input.attachment?.type ?? null,
            idempotencyKey: input.idempotencyKey ?? null,
            holdUntil: new Date(t.getTime() + BOOKING_HOLD_MINUTES * 60_000),
          },
          t,
        );
      } catch (e) {
        if (attachmentKey) await storage.remove(attachmentKey);
        if (e instanceof SlotTakenError) {
          throw refusal.slotTaken();
        }
        throw e;
      }
      return this.resume(userId, booking, input);
    },

    /** Pays a pending booking by the chosen method (also used when a request is retried). */
    async resume(
      userId: string,
      booking: Booking,
      input: { payWith: 'wallet' | 'gateway'; lang?: 'en' | 'hi' | undefined; returnUrl?: string | undefined },
    ): Promise<{ booking: BookingView; payment: RechargeIntent | null }> {
      if (booking.status !== 'pending_payment') return { booking: await view(booking), payment: null };
      if (input.payWith === 'wallet') {
        const after = await confirmIfPaid(booking);
        if (after.status === 'pending_payment') {
          const balance = (await wallet.balance(userId)).coins;
          throw refusal.walletShort(balance, booking.priceCoins);
        }
        return { booking: await view(after), payment: null };
      }
      const payment = await recharge.createBookingOrder(userId, {
        bookingId: booking.id,
        coins: booking.priceCoins,
        lang: input.lang,
        returnUrl: returnNamingBooking(input.returnUrl, booking.id),
      });
      if (!booking.paymentOrderId) await repo.setPaymentOrder(booking.id, payment.order.id);
      return { booking: await view(booking), payment };
    },

    /** The browser's report after paying for a booking: the signature is checked, then the booking confirmed. */
    async verify(
      userId: string,
      input: { bookingId: string; orderId: string; paymentId: string; signature: string },
    ): Promise<BookingView> {
      const booking = await repo.byId(input.bookingId);
      if (!booking || booking.userId !== userId) throw refusal.noSuchBooking();
      const order = await recharge.orderOf(userId, input.orderId);
      if (!order || order.id !== booking.paymentOrderId) throw refusal.noSuchBooking();
      await recharge.verify(userId, input);
      return view((await repo.byId(booking.id)) as Booking);
    },

    /** Called once the payment of a booking order is captured and credited (idempotent). */
    async onPaymentSettled(order: PaymentOrder): Promise<void> {
      const booking = await repo.byPaymentOrder(order.id);
      if (booking) await confirmIfPaid(booking);
    },

    async get(actor: { id: string; role: string }, bookingId: string): Promise<BookingView> {
      const b = await repo.byId(bookingId);
      if (!b) throw refusal.noSuchBooking();
      const a = await astrologers.findById(b.astrologerId);
      const allowed =
        b.userId === actor.id || actor.role === 'admin' || (a && (await isAstrologerUser(a.id, actor.id)));
      if (!allowed) throw refusal.noSuchBooking();
      return view(b);
    },

    async attachment(actor: { id: string; role: string }, bookingId: string) {
      await this.get(actor, bookingId);
      const b = (await repo.byId(bookingId)) as Booking;
      if (!b.attachmentKey || !b.attachmentType) throw refusal.noAttachment();
      const bytes = await storage.get(b.attachmentKey);
      if (!bytes) throw refusal.noAttachment();
      return { bytes, type: b.attachmentType };
    },

    async mine(userId: string): Promise<BookingView[]> {
      return Promise.all((await repo.forUser(userId)).map(view));
    },

    async forAstrologer(astrologerId: string): Promise<BookingView[]> {
      const list = await repo.forAstrologer(astrologerId, new Date(now().getTime() - 86_400_000));
      return Promise.all(list.filter((b) => b.status !== 'pending_payment' && b.status !== 'expired').map(view));
    },

    /**
     * Cancels a booking. Users get the refund of the stated rules; the astrologer or an admin
     * cancelling refunds everything. A pending booking is simply released.
     */
    async cancel(
      actor: { id: string; role: 'user' | 'astrologer' | 'admin' },
      bookingId: string,
      reason?: string,
    ): Promise<BookingView> {
      const b = await repo.byId(bookingId);
      if (!b) throw refusal.noSuchBooking();
      const a = await astrologers.findById(b.astrologerId);
      const by: 'user' | 'astrologer' | 'admin' =
        b.userId === actor.id
          ? 'user'
          : actor.role === 'admin'
            ? 'admin'
            : a && (await isAstrologerUser(a.id, actor.id))
              ? 'astrologer'
              : (() => {
                  throw refusal.noSuchBooking();
                })();
      if (b.status === 'pending_payment') {
        const done = await repo.transition(b.id, ['pending_payment'], 'cancelled', {
          cancelledAt: now(),
          cancelledBy: by,
          cancelReason: reason ?? null,
          refundCoins: 0,
        });
        return view(done ?? ((await repo.byId(b.id)) as Booking));
      }
      if (b.status !== 'confirmed') throw refusal.notCancellable();
      const coins = by === 'user' ? userRefund(b.priceCoins, b.startsAt, now()) : b.priceCoins;
      if (coins === null) {
        throw refusal.cancelTooLate();
      }
      const done = await repo.transition(b.id, ['confirmed'], 'cancelled', {
        cancelledAt: now(),
        cancelledBy: by,
        cancelReason: reason ?? null,
        refundCoins: coins,
      });
      if (!done) throw refusal.notCancellable();
      // Paid at the gateway: the refund goes back to the payment method (a failed one to the wallet).
      const paidOrder = coins > 0 ? await recharge.refundableOrder(done.paymentOrderId) : null;
      await refund(done, coins, by, paidOrder !== null);
      if (paidOrder) await recharge.refundBooking(paidOrder, done.id, coins);
      await notify(done, 'booking-cancelled');
      return view(done);
    },

    /**
     * After the consultation: the held coins become the astrologer's earnings, less the platform's
     * commission (idempotent). With `by.astrologerId`, only that astrologer's own booking can be
     * completed (others are not found).
     */
    async complete(bookingId: string, by: { astrologerId?: string } = {}): Promise<BookingView> {
      const b = await repo.byId(bookingId);
      if (!b || (by.astrologerId !== undefined && b.astrologerId !== by.astrologerId)) {
        throw refusal.noSuchBooking();
      }
      if (b.status === 'completed') return view(b);
      if (b.status !== 'confirmed') throw refusal.notConfirmed();
      if (b.startsAt.getTime() > now().getTime()) {
        throw refusal.notStarted();
      }
      const done = await repo.transition(b.id, ['confirmed'], 'completed');
      if (!done) return view((await repo.byId(b.id)) as Booking);
      await money.settle({
        userId: b.userId,
        held: b.priceCoins,
        charged: b.priceCoins,
        payee: await payee(b),
        key: `booking:${b.id}:release`,
        kind: 'booking-complete',
        meta: { bookingId: b.id, coins: b.priceCoins },
      });
      return view(done);
    },

    /** Sends the reminder SMS of bookings starting within the hour (each once). */
    async sendReminders(): Promise<number> {
      const t = now();
      const due = await repo.dueReminders(t, new Date(t.getTime() + REMINDER_BEFORE_MINUTES * 60_000));
      let sent = 0;
      for (const b of due) {
        if (await repo.claimReminder(b.id, t)) {
          await notify(b, 'booking-reminder');
          sent++;
        }
      }
      return sent;
    },

    availability: (astrologerId: string) => repo.availability(astrologerId),
    setAvailability: (astrologerId: string, windows: AvailabilityWindow[]) =>
      repo.setAvailability(astrologerId, windows),
  };

  async function isAstrologerUser(astrologerId: string, userId: string): Promise<boolean> {
    return (await astrologers.userIdOf(astrologerId)) === userId;
  }
}

export type BookingService = ReturnType<typeof bookingService>;

/**
 * The page the gateway returns to, naming the booking (`?bookingId=`) so that the return page can
 * find it: the browser asks once and need not learn the booking's id first.
 */
export function returnNamingBooking(returnUrl: string | undefined, bookingId: string): string | undefined {
  if (!returnUrl) return undefined;
  const url = new URL(returnUrl, 'http://same.invalid');
  if (!url.searchParams.has('bookingId')) url.searchParams.set('bookingId', bookingId);
  return `${url.pathname}${url.search}${url.hash}`;
}
