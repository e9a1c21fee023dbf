import { describe, expect, it } from 'vitest';
import { astrologerName, type Booking, cancelOption, paymentCandidates, replaceBooking } from './booking-model';

function booking(over: Partial<Booking> = {}): Booking {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    astrologer: { id: 'a1', slug: 'meera-iyer', name: 'Meera Iyer', nameHi: 'मीरा अय्यर' },
    channel: 'chat',
    startsAt: '2030-01-10T10:00:00.000Z',
    endsAt: '2030-01-10T10:15:00.000Z',
    durationMinutes: 15,
    priceCoins: 525,
    status: 'confirmed',
    note: null,
    hasAttachment: false,
    holdUntil: '2030-01-01T00:00:00.000Z',
    cancelledBy: null,
    cancelReason: null,
    refundCoins: null,
    refundIfCancelledNow: 525,
    refundTo: 'wallet',
    createdAt: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

describe('cancelOption', () => {
  it('offers cancelling with the refund the server computed', () => {
    expect(cancelOption(booking())).toEqual({ kind: 'cancel', refund: 525 });
    expect(cancelOption(booking({ refundIfCancelledNow: 262 }))).toEqual({ kind: 'cancel', refund: 262 });
  });

  it('says when it is too late, and offers nothing for finished bookings', () => {
    expect(cancelOption(booking({ refundIfCancelledNow: null }))).toEqual({ kind: 'too-late' });
    expect(cancelOption(booking({ status: 'cancelled', refundIfCancelledNow: null }))).toEqual({ kind: 'none' });
    expect(cancelOption(booking({ status: 'completed', refundIfCancelledNow: null }))).toEqual({ kind: 'none' });
    expect(cancelOption(booking({ status: 'expired', refundIfCancelledNow: null }))).toEqual({ kind: 'none' });
  });

  it('lets an unpaid booking go without a refund', () => {
    expect(cancelOption(booking({ status: 'pending_payment', refundIfCancelledNow: null }))).toEqual({
      kind: 'cancel',
      refund: 0,
    });
  });
});

describe('list helpers', () => {
  it('names the astrologer in the page language', () => {
    expect(astrologerName(booking(), 'hi')).toBe('मीरा अय्यर');
    expect(astrologerName(booking(), 'en')).toBe('Meera Iyer');
    expect(astrologerName(booking({ astrologer: { id: 'a', slug: 's', name: 'X', nameHi: '' } }), 'hi')).toBe('X');
  });

  it('replaces a booking in place', () => {
    const a = booking();
    const b = booking({ id: '00000000-0000-4000-8000-000000000002' });
    const cancelled = { ...a, status: 'cancelled' as const, refundCoins: 525 };
    expect(replaceBooking([a, b], cancelled)).toEqual([cancelled, b]);
  });

  it('picks the bookings a payment may belong to, newest first', () => {
    const old = booking({ id: 'old', status: 'pending_payment', createdAt: '2030-01-01T00:00:00.000Z' });
    const recent = booking({ id: 'recent', status: 'pending_payment', createdAt: '2030-01-02T00:00:00.000Z' });
    const done = booking({ id: 'done', status: 'cancelled', createdAt: '2030-01-03T00:00:00.000Z' });
    expect(paymentCandidates([old, done, recent]).map((b) => b.id)).toEqual(['recent', 'old']);
    expect(paymentCandidates([old, recent], 1).map((b) => b.id)).toEqual(['recent']);
  });
});
