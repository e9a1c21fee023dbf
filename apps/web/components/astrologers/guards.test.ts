import { astrologerCard } from '@drishti/contracts/astrologers';
import { bookingView, slotsResponse } from '@drishti/contracts/bookings';
import { describe, expect, it } from 'vitest';
import { astrologerPage, bookingCreated, isAstrologerCard, isBookingView, slotList, walletBalance } from './guards';

const card = {
  id: '7b0c7a4e-5a3f-4f8e-9d7e-1f2a3b4c5d6e',
  slug: 'meera-iyer',
  name: 'Meera Iyer',
  nameHi: 'मीरा अय्यर',
  gender: 'female',
  profileImage: null,
  skills: ['kp-astrology', 'tarot'],
  languages: ['english', 'tamil', 'hindi'],
  specializations: ['career'],
  experienceYears: 11,
  price: { perMinute: 35, currency: 'INR' },
  rating: null,
  reviewCount: 0,
  problemSolved: 0,
  isOnline: true,
  sessionsStatus: { isChatLive: true, isVoiceLive: false, isVideoLive: true },
};

const booking = {
  id: 'b1b2c3d4-0000-4000-8000-000000000001',
  astrologer: { id: card.id, slug: card.slug, name: card.name, nameHi: card.nameHi },
  channel: 'chat',
  startsAt: '2026-11-24T03:45:00.000Z',
  endsAt: '2026-11-24T04:00:00.000Z',
  durationMinutes: 15,
  priceCoins: 525,
  status: 'confirmed',
  note: null,
  hasAttachment: false,
  holdUntil: '2026-11-23T10:15:00.000Z',
  cancelledBy: null,
  cancelReason: null,
  refundCoins: null,
  refundIfCancelledNow: 525,
  refundTo: 'wallet',
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('client shape checks', () => {
  it('accept what the contracts accept', () => {
    expect(astrologerCard.safeParse(card).success).toBe(true);
    expect(isAstrologerCard(card)).toBe(true);
    expect(bookingView.safeParse(booking).success).toBe(true);
    expect(isBookingView(booking)).toBe(true);
    const slots = {
      astrologerId: card.id,
      pricePerMinute: 35,
      slots: [{ startsAt: booking.startsAt, endsAt: booking.endsAt }],
    };
    expect(slotsResponse.safeParse({ success: true, data: slots }).success).toBe(true);
    expect(slotList(slots)).toEqual({ pricePerMinute: 35, slots: slots.slots });
  });

  it('reject what the contracts reject', () => {
    for (const broken of [
      { ...card, price: { perMinute: '35' } },
      { ...card, skills: 'tarot' },
      { ...card, sessionsStatus: undefined },
      { ...card, slug: undefined },
    ]) {
      expect(astrologerCard.safeParse(broken).success).toBe(false);
      expect(isAstrologerCard(broken)).toBe(false);
    }
    for (const broken of [
      { ...booking, channel: 'fax' },
      { ...booking, priceCoins: 5.5 },
      { ...booking, astrologer: null },
    ]) {
      expect(bookingView.safeParse(broken).success).toBe(false);
      expect(isBookingView(broken)).toBe(false);
    }
  });

  it('reads a page of the list, skipping malformed cards', () => {
    expect(astrologerPage({ items: [card, { id: 1 }], total: 26 })).toEqual({ items: [card], total: 26 });
    expect(astrologerPage({ items: [card] })).toBeNull();
    expect(astrologerPage(null)).toBeNull();
  });

  it('reads the wallet and the booking answer', () => {
    expect(walletBalance({ coins: 1000, reserved: 0 })).toEqual({ coins: 1000, reserved: 0 });
    expect(walletBalance({ coins: '1000', reserved: 0 })).toBeNull();
    expect(bookingCreated({ booking, payment: null })).toEqual({ booking, checkout: null });
    const checkout = {
      gateway: 'sandbox',
      orderId: 'order_1',
      amountPaise: 51330,
      currency: 'INR',
      script: '/api/payments/sandbox/checkout.js',
      options: { key: 'rzp_test_x', order_id: 'order_1', amount: 51330, currency: 'INR', name: 'Drishti' },
      url: '/api/payments/sandbox/checkout/order_1?lang=hi',
    };
    expect(
      bookingCreated({ booking: { ...booking, status: 'pending_payment' }, payment: { order: {}, checkout } })
        ?.checkout,
    ).toEqual({ gateway: 'sandbox', orderId: 'order_1', script: checkout.script, options: checkout.options });
    // A script from anywhere else is never loaded.
    expect(
      bookingCreated({
        booking: { ...booking, status: 'pending_payment' },
        payment: { order: {}, checkout: { ...checkout, script: 'https://evil.example/checkout.js' } },
      })?.checkout,
    ).toBeNull();
    expect(bookingCreated({ booking: { ...booking, id: 3 } })).toBeNull();
  });
});
