import { describe, expect, it } from 'vitest';
import { defaultNextPath, landingAfterSignIn, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('follows same-site paths with their query', () => {
    expect(safeNextPath('/bookings', 'en')).toBe('/bookings');
    expect(safeNextPath('/hi/wallet?before=42', 'hi')).toBe('/hi/wallet?before=42');
    expect(safeNextPath('/bookings/return?bookingId=abc&razorpay_order_id=order_1', 'en')).toBe(
      '/bookings/return?bookingId=abc&razorpay_order_id=order_1',
    );
    expect(safeNextPath(['/bookings', '/x'], 'en')).toBe('/bookings');
  });

  it('falls back to the wallet of the language', () => {
    expect(defaultNextPath('en')).toBe('/wallet');
    expect(defaultNextPath('hi')).toBe('/hi/wallet');
    expect(safeNextPath(undefined, 'hi')).toBe('/hi/wallet');
    expect(safeNextPath('', 'en')).toBe('/wallet');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/ /evil',
      '/\t/evil.example',
      `/${'a'.repeat(400)}`,
    ]) {
      expect(safeNextPath(bad, 'en'), bad).toBe('/wallet');
    }
    // An encoded newline stays an inert part of the path.
    expect(safeNextPath('/%0a/evil', 'en')).toBe('/%0a/evil');
  });

  it('does not send people to the API or back to sign-in', () => {
    expect(safeNextPath('/api/wallet', 'en')).toBe('/wallet');
    expect(safeNextPath('/_next/static/x.js', 'en')).toBe('/wallet');
    expect(safeNextPath('/login?next=/login', 'en')).toBe('/wallet');
    expect(safeNextPath('/hi/login', 'hi')).toBe('/hi/wallet');
    // A page whose name merely starts with "api" or "login" is fine.
    expect(safeNextPath('/login-help', 'en')).toBe('/login-help');
  });
});

describe('landingAfterSignIn', () => {
  it('goes back to the page the person came from', () => {
    expect(landingAfterSignIn('/horoscope/aries', 'user', 'en')).toBe('/horoscope/aries');
    expect(landingAfterSignIn('/hi/consultations', 'astrologer', 'hi')).toBe('/hi/consultations');
  });

  it('takes astrologers and admins from the home page (or no page) to their own desk', () => {
    expect(landingAfterSignIn('/', 'astrologer', 'en')).toBe('/astrologer/dashboard');
    expect(landingAfterSignIn(null, 'astrologer', 'hi')).toBe('/hi/astrologer/dashboard');
    expect(landingAfterSignIn('/hi', 'admin', 'hi')).toBe('/hi/admin');
  });

  it('keeps users on the home page they came from, and sends them to the wallet without a page', () => {
    expect(landingAfterSignIn('/hi', 'user', 'hi')).toBe('/hi');
    expect(landingAfterSignIn(null, 'user', 'en')).toBe('/wallet');
  });
});
