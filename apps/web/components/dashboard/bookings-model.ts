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
 * The astrologer's own profile slug, for their public reviews. Bookings name it for certain; without
 * any, the one public profile with exactly the application's name (null when none or several).
 */
export function ownSlug(
  bookings: readonly BookingLike[],
  name: string | null,
  candidates: readonly { slug: string; name: string }[],
): string | null {
  const fromBooking = bookings[0]?.astrologer.slug;
  if (fromBooking) return fromBooking;
  if (!name) return null;
  const wanted = name.trim().toLocaleLowerCase();
  const same = candidates.filter((c) => c.name.trim().toLocaleLowerCase() === wanted);
  return same.length === 1 ? same[0]!.slug : null;
}
