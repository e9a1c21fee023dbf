import { BOOKING_ATTACHMENT_MAX_BYTES, bookingFields } from '@drishti/contracts/bookings';
import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  attemptSignature,
  bookingCoins,
  CHANNELS,
  DURATIONS,
  gatewayAmounts,
  isChannel,
  isDuration,
  newIdempotencyKey,
  paymentReturnPath,
  shortfall,
} from './booking-model';

const attempt = {
  startsAt: '2026-11-24T03:45:00.000Z',
  durationMinutes: 15,
  channel: 'chat' as const,
  note: 'Career question',
  file: null,
};

describe('booking model', () => {
  it('prices a booking as per-minute price × minutes, and online payment with 18% GST', () => {
    expect(bookingCoins(35, 15)).toBe(525);
    expect(bookingCoins(29, 60)).toBe(1740);
    expect(gatewayAmounts(525)).toEqual({ pricePaise: 52500, gstPaise: 9450, totalPaise: 61950 });
    expect(gatewayAmounts(100)).toEqual({ pricePaise: 10000, gstPaise: 1800, totalPaise: 11800 });
    expect(shortfall(1000, 525)).toBe(0);
    expect(shortfall(100, 525)).toBe(425);
  });

  it('offers exactly the lengths and channels the API accepts', () => {
    for (const d of DURATIONS) expect(bookingFields.shape.durationMinutes.safeParse(d).success).toBe(true);
    expect(bookingFields.shape.durationMinutes.safeParse(20).success).toBe(false);
    for (const c of CHANNELS) expect(bookingFields.shape.channel.safeParse(c).success).toBe(true);
    expect(isDuration(30)).toBe(true);
    expect(isDuration(20)).toBe(false);
    expect(isChannel('video')).toBe(true);
    expect(isChannel('fax')).toBe(false);
  });

  it('checks an attachment’s type and size before sending it', () => {
    expect(attachmentProblem({ name: 'palm.jpg', size: 200_000, type: 'image/jpeg' })).toBeNull();
    expect(
      attachmentProblem({ name: 'plan.pdf', size: BOOKING_ATTACHMENT_MAX_BYTES, type: 'application/pdf' }),
    ).toBeNull();
    expect(
      attachmentProblem({ name: 'plan.pdf', size: BOOKING_ATTACHMENT_MAX_BYTES + 1, type: 'application/pdf' }),
    ).toBe('size');
    expect(attachmentProblem({ name: 'empty.png', size: 0, type: 'image/png' })).toBe('size');
    expect(attachmentProblem({ name: 'notes.docx', size: 10, type: 'application/msword' })).toBe('type');
    expect(attachmentProblem({ name: 'face.gif', size: 10, type: 'image/gif' })).toBe('type');
    // No type reported (some phones): the extension decides.
    expect(attachmentProblem({ name: 'face.WEBP', size: 10, type: '' })).toBeNull();
    expect(attachmentProblem({ name: 'script.exe', size: 10, type: '' })).toBe('type');
  });

  it('keeps one Idempotency-Key per attempt: the same choices are the same attempt', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(100);
    expect(attemptSignature(attempt)).toBe(attemptSignature({ ...attempt, note: ' Career question ' }));
    expect(attemptSignature(attempt)).not.toBe(attemptSignature({ ...attempt, durationMinutes: 30 }));
    expect(attemptSignature(attempt)).not.toBe(attemptSignature({ ...attempt, startsAt: '2026-11-24T04:00:00.000Z' }));
    expect(attemptSignature(attempt)).not.toBe(attemptSignature({ ...attempt, file: { name: 'palm.jpg', size: 5 } }));
  });

  it('returns from the gateway to the account area in the page language', () => {
    const id = '0b7e6c1a-1111-4222-8333-444455556666';
    expect(paymentReturnPath('en')).toBe('/bookings/return');
    expect(paymentReturnPath('hi', id)).toBe(`/hi/bookings/return?bookingId=${id}`);
    expect(bookingFields.shape.returnUrl.safeParse(paymentReturnPath('hi', id)).success).toBe(true);
    expect(bookingFields.shape.returnUrl.safeParse(paymentReturnPath('en', id)).success).toBe(true);
  });
});
