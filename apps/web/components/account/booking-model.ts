import type { BookingViewData } from '@drishti/contracts/bookings';

export type Booking = BookingViewData;

/** What the list offers for a booking: cancel (with the refund now), too late to cancel, or nothing. */
export type CancelOption = { kind: 'cancel'; refund: number } | { kind: 'too-late' } | { kind: 'none' };

export function cancelOption(b: Booking): CancelOption {
  if (b.status === 'pending_payment') return { kind: 'cancel', refund: 0 };
  if (b.status !== 'confirmed') return { kind: 'none' };
  // The server works out the refund by the rules (≥ 24 h all, 2–24 h half, later none).
  return b.refundIfCancelledNow === null ? { kind: 'too-late' } : { kind: 'cancel', refund: b.refundIfCancelledNow };
}

/** The astrologer's name in the page's language (Hindi falls back to the English name). */
export function astrologerName(b: Booking, locale: string): string {
  return locale === 'hi' && b.astrologer.nameHi ? b.astrologer.nameHi : b.astrologer.name;
}

/** Replaces one booking in the list by its new view, keeping the order. */
export function replaceBooking(list: readonly Booking[], next: Booking): Booking[] {
  return list.map((b) => (b.id === next.id ? next : b));
}

/**
 * Bookings a gateway payment could belong to when the return URL does not name one:
 * awaiting payment (or just confirmed by the webhook), newest first, a handful at most.
 */
export function paymentCandidates(list: readonly Booking[], limit = 5): Booking[] {
  return list
    .filter((b) => b.status === 'pending_payment' || b.status === 'confirmed')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}
