import { describe, expect, it } from 'vitest';
import { returnNamingBooking } from './bookings';

describe('returnNamingBooking', () => {
  it('names the booking in the gateway return address, keeping what the page asked for', () => {
    expect(returnNamingBooking('/hi/bookings/return', 'b-1')).toBe('/hi/bookings/return?bookingId=b-1');
    expect(returnNamingBooking('/bookings/return?x=1', 'b-2')).toBe('/bookings/return?x=1&bookingId=b-2');
    expect(returnNamingBooking('/bookings/return?bookingId=b-3', 'b-9')).toBe('/bookings/return?bookingId=b-3');
    expect(returnNamingBooking(undefined, 'b-4')).toBeUndefined();
  });
});
