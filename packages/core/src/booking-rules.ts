import type { AvailabilityWindow, Booking } from '@drishti/db/repositories/bookings';

/**
 * The rules of booked consultations: lengths, lead time and horizon, how long a slot is held for
 * payment, the refund rules, and the free slots of an astrologer's weekly hours. Pure functions:
 * the service is in bookings.ts.
 */

/** Lengths a consultation can be booked for, minutes. */
export const BOOKING_DURATIONS = [15, 30, 45, 60] as const;
export type BookingDuration = (typeof BOOKING_DURATIONS)[number];
/** Slots start on these boundaries (minutes past the hour, Indian time). */
export const SLOT_STEP_MINUTES = 15;
/** A slot must start at least this long after booking. */
export const MIN_LEAD_MINUTES = 60;
/** How far ahead slots are offered, days. */
export const BOOKING_HORIZON_DAYS = 14;
/** An unpaid booking holds its slot this long. */
export const BOOKING_HOLD_MINUTES = 15;
/** Reminders go out this long before the start. */
export const REMINDER_BEFORE_MINUTES = 60;
/**
 * Cancellation by the user: at least 24 hours before the start, every coin comes back; between
 * 24 and 2 hours, half; within 2 hours it can no longer be cancelled. Cancellation by the
 * astrologer or an admin always refunds everything.
 */
export const FULL_REFUND_HOURS = 24;
export const LATE_CANCEL_HOURS = 2;
export const LATE_REFUND_PERCENT = 50;

/** India has one offset all year. */
const IST_OFFSET_MS = 330 * 60_000;

export type BookingChannel = 'chat' | 'voice' | 'video';

export interface Slot {
  startsAt: string;
  endsAt: string;
}

export interface BookingView {
  id: string;
  astrologer: { id: string; slug: string; name: string; nameHi: string };
  channel: BookingChannel;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  priceCoins: number;
  status: Booking['status'];
  note: string | null;
  hasAttachment: boolean;
  holdUntil: string;
  cancelledBy: Booking['cancelledBy'];
  cancelReason: string | null;
  refundCoins: number | null;
  /** What cancelling now would refund (null when it can no longer be cancelled by the user). */
  refundIfCancelledNow: number | null;
  /**
   * Where a refund goes (or went): the wallet, or the payment method of a booking paid at the
   * gateway (a refund the bank failed ends in the wallet). Null when there is nothing to refund.
   */
  refundTo: 'wallet' | 'payment-method' | null;
  createdAt: string;
}

/** Coins a user gets back when cancelling at `now` a booking starting at `startsAt`; null when too late. */
export function userRefund(priceCoins: number, startsAt: Date, now: Date): number | null {
  const hours = (startsAt.getTime() - now.getTime()) / 3_600_000;
  if (hours >= FULL_REFUND_HOURS) return priceCoins;
  if (hours >= LATE_CANCEL_HOURS) return Math.floor((priceCoins * LATE_REFUND_PERCENT) / 100);
  return null;
}

/** Free slots of `duration` minutes from the weekly windows, minus bookings, from `earliest`, for `days` days. */
export function freeSlots(opts: {
  windows: AvailabilityWindow[];
  busy: { startsAt: Date; durationMinutes: number }[];
  from: Date;
  earliest: Date;
  days: number;
  duration: number;
}): Slot[] {
  const out: Slot[] = [];
  const istMidnight = Math.floor((opts.from.getTime() + IST_OFFSET_MS) / 86_400_000) * 86_400_000 - IST_OFFSET_MS;
  for (let d = 0; d < opts.days; d++) {
    const dayStart = istMidnight + d * 86_400_000;
    const weekday = new Date(dayStart + IST_OFFSET_MS).getUTCDay();
    for (const w of opts.windows) {
      if (w.weekday !== weekday) continue;
      const first = Math.ceil(w.startMinute / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
      for (let m = first; m + opts.duration <= w.endMinute; m += SLOT_STEP_MINUTES) {
        const start = dayStart + m * 60_000;
        const end = start + opts.duration * 60_000;
        if (start < opts.earliest.getTime()) continue;
        const clash = opts.busy.some((b) => {
          const bs = b.startsAt.getTime();
          return bs < end && bs + b.durationMinutes * 60_000 > start;
        });
        if (!clash) out.push({ startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() });
      }
    }
  }
  return out.sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1));
}
