import { describe, expect, it } from 'vitest';
import { type BookingLike, orderBookings, ownSlug } from './bookings-model';

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

describe('ownSlug', () => {
  it('takes the slug from a booking when there is one', () => {
    expect(ownSlug([b('x', '2026-03-20T04:00:00Z')], 'Someone Else', [])).toBe('meera-joshi');
  });

  it('otherwise finds the one profile with exactly the application name', () => {
    const candidates = [
      { slug: 'meera-joshi-2', name: 'Meera Joshi' },
      { slug: 'meera-joshiya', name: 'Meera Joshiya' },
    ];
    expect(ownSlug([], 'meera joshi ', candidates)).toBe('meera-joshi-2');
    expect(ownSlug([], 'Meera Joshi', [...candidates, { slug: 'meera-joshi', name: 'Meera Joshi' }])).toBeNull();
    expect(ownSlug([], 'Nobody', candidates)).toBeNull();
    expect(ownSlug([], null, candidates)).toBeNull();
  });
});
