import type { Db } from '@drishti/db/connection';
import { astrologersRepository } from '@drishti/db/repositories/astrologers';
import type { Booking } from '@drishti/db/repositories/bookings';
import { type BookingView, userRefund } from './booking-rules';
import type { RechargeService } from './recharge';

/** A booking as the API answers it: dates as ISO strings, where a refund goes, what cancelling now returns. */
export function bookingViews({ db, recharge, now }: { db: Db; recharge: RechargeService; now: () => Date }) {
  const astrologers = astrologersRepository(db);

  async function refundTo(b: Booking): Promise<BookingView['refundTo']> {
    if (b.status === 'cancelled') {
      if (!b.refundCoins) return null;
      const refund = await recharge.refundOfBooking(b.id);
      return refund && !refund.walletCredited ? 'payment-method' : 'wallet';
    }
    if (b.status !== 'confirmed') return null;
    return (await recharge.refundableOrder(b.paymentOrderId)) ? 'payment-method' : 'wallet';
  }

  async function view(b: Booking): Promise<BookingView> {
    const a = await astrologers.findById(b.astrologerId);
    const start = b.startsAt;
    return {
      id: b.id,
      astrologer: { id: b.astrologerId, slug: a?.slug ?? '', name: a?.name ?? '', nameHi: a?.nameHi ?? '' },
      channel: b.channel,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + b.durationMinutes * 60_000).toISOString(),
      durationMinutes: b.durationMinutes,
      priceCoins: b.priceCoins,
      status: b.status,
      note: b.note,
      hasAttachment: b.attachmentKey !== null,
      holdUntil: b.holdUntil.toISOString(),
      cancelledBy: b.cancelledBy,
      cancelReason: b.cancelReason,
      refundCoins: b.refundCoins,
      refundIfCancelledNow: b.status === 'confirmed' ? userRefund(b.priceCoins, start, now()) : null,
      refundTo: await refundTo(b),
      createdAt: b.createdAt.toISOString(),
    };
  }

  return view;
}
