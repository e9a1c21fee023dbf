/** The astrologer's bookings as the dashboard lists them. */

export interface BookingLike {
  id: string;
  startsAt: string;
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'completed' | 'expired';
  astrologer: { slug: string };
}

/**
 * Upcoming confirmed bookings first (soonest first), then the rest (most recent first): what needs
 * the astrologer next is at the top.
 */
export function orderBookings<T extends BookingLike>(list: readonly T[], now: Date): T[] {
  const t = now.getTime();
  const upcoming = (b: T) => b.status === 'confirmed' && Date.parse(b.startsAt) >= t;
  return [...list].sort((a, b) => {
    const ua = upcoming(a);
    const ub = upcoming(b);
    if (ua !== ub) return ua ? -1 : 1;
    const da = Date.parse(a.startsAt);
    const db = Date.parse(b.startsAt);
    return ua ? da - db : db - da;
  });
}

/**
 * Whether the astrologer may mark a booking as completed: confirmed, and its slot has begun (by
 * this device's clock; the server decides by its own).
 */
export function canComplete(b: Pick<BookingLike, 'status' | 'startsAt'>, now: Date): boolean {
  return b.status === 'confirmed' && Date.parse(b.startsAt) <= now.getTime();
}
