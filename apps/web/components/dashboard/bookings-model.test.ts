import { describe, expect, it } from 'vitest';
import { type BookingLike, canComplete, orderBookings } from './bookings-model';

const b = (id: string, startsAt: string, status: BookingLike['status'] = 'confirmed'): BookingLike => ({
  id,
  startsAt,
  status,
  astrologer: { slug: 'meera-joshi' },
});

describe('orderBookings', () => {
  it('puts upcoming confirmed bookings first, soonest first, then the rest newest first', () => {
    const now = new Date('2026-03-20T06:00:00Z');
    const list = [
      b('past', '2026-03-20T04:00:00Z', 'completed'),
      b('later', '2026-03-22T04:00:00Z'),
      b('cancelled', '2026-03-21T04:00:00Z', 'cancelled'),
      b('soon', '2026-03-20T08:00:00Z'),
      b('older', '2026-03-19T10:00:00Z', 'completed'),
    ];
    expect(orderBookings(list, now).map((x) => x.id)).toEqual(['soon', 'later', 'cancelled', 'past', 'older']);
  });
});

describe('canComplete', () => {
  it('offers completing a confirmed booking from the start of its slot, not before', () => {
    const starts = '2026-03-20T06:00:00Z';
    expect(canComplete(b('x', starts), new Date('2026-03-20T05:59:59Z'))).toBe(false);
    expect(canComplete(b('x', starts), new Date(starts))).toBe(true);
    expect(canComplete(b('x', starts), new Date('2026-03-21T06:00:00Z'))).toBe(true);
  });

  it('never for bookings that are not confirmed', () => {
    const later = new Date('2026-03-21T06:00:00Z');
    for (const status of ['pending_payment', 'cancelled', 'completed', 'expired'] as const) {
      expect(canComplete(b('x', '2026-03-20T06:00:00Z', status), later)).toBe(false);
    }
  });
});
