import { BOOKING_ATTACHMENT_MAX_BYTES } from '@drishti/contracts/bookings';
import type { Locale } from '@drishti/content/types';

/** Lengths a consultation can be booked for, minutes (the API accepts these only). */
export const DURATIONS = [15, 30, 45, 60] as const;
export type Duration = (typeof DURATIONS)[number];
export const DEFAULT_DURATION: Duration = 15;

export const CHANNELS = ['chat', 'voice', 'video'] as const;
export type Channel = (typeof CHANNELS)[number];

/** GST on payments through the gateway (the server adds the same on its order). */
export const GST_PERCENT = 18;

export const isDuration = (n: number): n is Duration => (DURATIONS as readonly number[]).includes(n);
export const isChannel = (s: string): s is Channel => (CHANNELS as readonly string[]).includes(s);

/** The price of a booking in coins (1 coin = ₹1): per-minute price × minutes. */
export const bookingCoins = (perMinute: number, minutes: number) => perMinute * minutes;

/** What paying for `coins` through the gateway costs, in paise, GST included (shown before paying). */
export function gatewayAmounts(coins: number): { pricePaise: number; gstPaise: number; totalPaise: number } {
  const pricePaise = coins * 100;
  const gstPaise = Math.round((pricePaise * GST_PERCENT) / 100);
  return { pricePaise, gstPaise, totalPaise: pricePaise + gstPaise };
}

/** Coins missing from the wallet for a booking (0 when the balance is enough). */
export const shortfall = (balance: number, price: number) => Math.max(0, price - balance);

/** File types a booking may carry (the server checks the content again). */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES).join(',');
export const ATTACHMENT_MAX_BYTES = BOOKING_ATTACHMENT_MAX_BYTES;

const EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'pdf']);

/** Why a chosen file cannot be attached ('size' or 'type'), or null when it can. */
export function attachmentProblem(file: { name: string; size: number; type: string }): 'size' | 'type' | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  // Some phones report no type for a photo: the extension decides then.
  const typeOk = file.type ? Object.hasOwn(ATTACHMENT_TYPES, file.type) : EXTENSIONS.has(ext);
  if (!typeOk) return 'type';
  if (file.size > ATTACHMENT_MAX_BYTES || file.size === 0) return 'size';
  return null;
}

/** A fresh Idempotency-Key for one booking attempt. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return `booking-${c.randomUUID()}`;
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return `booking-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface Attempt {
  startsAt: string;
  durationMinutes: number;
  channel: Channel;
  note: string;
  file: { name: string; size: number } | null;
}

/**
 * What makes two submissions the same attempt: a retry of the same choices reuses the
 * Idempotency-Key (the server answers with the same booking), a changed choice gets a new one.
 * The payment method is left out on purpose: after "not enough coins" the same pending
 * booking can be paid online.
 */
export function attemptSignature(a: Attempt): string {
  return JSON.stringify([a.startsAt, a.durationMinutes, a.channel, a.note.trim(), a.file?.name, a.file?.size]);
}

/** The account area's pages this flow links to: the wallet (to recharge) and the user's bookings. */
export const WALLET_PATH = '/wallet';
export const BOOKINGS_PATH = '/bookings';

/** The page the payment gateway sends the browser back to (built by the account area). */
export function paymentReturnPath(locale: Locale, bookingId?: string): string {
  const base = locale === 'hi' ? '/hi/bookings/return' : '/bookings/return';
  return bookingId ? `${base}?bookingId=${encodeURIComponent(bookingId)}` : base;
}
