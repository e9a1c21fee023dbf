import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { BookingViewData } from '@drishti/contracts/bookings';
import { type Checkout, parseCheckout } from '@/components/payments/checkout';

/*
 * Shape checks for what the browser loads from the API. The zod schemas of @drishti/contracts
 * describe the same shapes (server components use them), but zod would add about 90 KB
 * (gzipped) to these pages' JavaScript; these look only at the fields the pages use.
 * A test keeps them in step with the schemas.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isInstant = (v: unknown): v is string => isString(v) && !Number.isNaN(Date.parse(v));

export function isAstrologerCard(v: unknown): v is AstrologerCardData {
  if (!isObject(v)) return false;
  const { price, sessionsStatus: live } = v;
  return (
    isString(v.id) &&
    isString(v.slug) &&
    isString(v.name) &&
    isString(v.nameHi) &&
    (v.profileImage === null || isString(v.profileImage)) &&
    isStrings(v.skills) &&
    isStrings(v.languages) &&
    isStrings(v.specializations) &&
    isInt(v.experienceYears) &&
    isObject(price) &&
    isInt(price.perMinute) &&
    (v.rating === null || Number.isFinite(v.rating)) &&
    isInt(v.reviewCount) &&
    isInt(v.problemSolved) &&
    isObject(live) &&
    typeof live.isChatLive === 'boolean' &&
    typeof live.isVoiceLive === 'boolean' &&
    typeof live.isVideoLive === 'boolean'
  );
}

/** `data` of GET /api/publics/astrologers (`{ items, total }`), or null for another shape. */
export function astrologerPage(data: unknown): { items: AstrologerCardData[]; total: number } | null {
  if (!isObject(data) || !Array.isArray(data.items) || !isInt(data.total)) return null;
  return { items: data.items.filter(isAstrologerCard), total: data.total };
}

export interface SlotData {
  startsAt: string;
  endsAt: string;
}

/** `data` of GET /api/publics/astrologers/:slug/slots, or null for another shape. */
export function slotList(data: unknown): { pricePerMinute: number; slots: SlotData[] } | null {
  if (!isObject(data) || !isInt(data.pricePerMinute) || !Array.isArray(data.slots)) return null;
  const slots = data.slots.filter((s): s is SlotData => isObject(s) && isInstant(s.startsAt) && isInstant(s.endsAt));
  return { pricePerMinute: data.pricePerMinute, slots };
}

/** `data` of GET /api/wallet, or null for another shape. */
export function walletBalance(data: unknown): { coins: number; reserved: number } | null {
  return isObject(data) && isInt(data.coins) && isInt(data.reserved)
    ? { coins: data.coins, reserved: data.reserved }
    : null;
}

export function isBookingView(v: unknown): v is BookingViewData {
  if (!isObject(v) || !isObject(v.astrologer)) return false;
  return (
    isString(v.id) &&
    isString(v.astrologer.name) &&
    isString(v.astrologer.nameHi) &&
    (v.channel === 'chat' || v.channel === 'voice' || v.channel === 'video') &&
    isInstant(v.startsAt) &&
    isInstant(v.endsAt) &&
    isInt(v.durationMinutes) &&
    isInt(v.priceCoins) &&
    isString(v.status)
  );
}

export interface BookingCreated {
  booking: BookingViewData;
  /** The gateway's checkout when paying online (null when it cannot be opened). */
  checkout: Checkout | null;
}

/** `data` of POST /api/publics/consultant-booking, or null for another shape. */
export function bookingCreated(data: unknown): BookingCreated | null {
  if (!isObject(data) || !isBookingView(data.booking)) return null;
  const payment = data.payment;
  if (payment === null || payment === undefined) return { booking: data.booking, checkout: null };
  if (!isObject(payment) || !isObject(payment.checkout)) return null;
  return { booking: data.booking, checkout: parseCheckout(payment.checkout) };
}
