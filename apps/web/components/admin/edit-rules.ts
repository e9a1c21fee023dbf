/**
 * The admin forms' rules, mirroring the API's (packages/contracts/src/admin.ts): checked before
 * anything is sent, so that mistakes show at once and in the page's language.
 */

/** A whole non-negative number typed in a field, or null. */
export function wholeNumber(raw: string): number | null {
  const t = raw.trim();
  return /^\d{1,7}$/.test(t) ? Number(t) : null;
}

/** Price bounds: both whole, 1 to 10,000, lowest not above highest. */
export function checkBounds(min: string, max: string): { min: number; max: number } | null {
  const lo = wholeNumber(min);
  const hi = wholeNumber(max);
  if (lo === null || hi === null) return null;
  if (lo < 1 || hi > 10000 || lo > hi) return null;
  return { min: lo, max: hi };
}

/** A price per minute within the current bounds. */
export function checkPrice(raw: string, bounds: { min: number; max: number }): number | null {
  const n = wholeNumber(raw);
  return n !== null && n >= bounds.min && n <= bounds.max ? n : null;
}

/** A commission of 0 to 90 percent. */
export function checkCommission(raw: string): number | null {
  const n = wholeNumber(raw);
  return n !== null && n <= 90 ? n : null;
}

/** A refund: 1 to 1,00,000 coins and a reason of 3 to 300 characters. */
export function checkRefund(coins: string, reason: string): { coins: 'coins' | null; reason: 'refundReason' | null } {
  const n = wholeNumber(coins);
  const r = reason.trim().length;
  return {
    coins: n !== null && n >= 1 && n <= 100000 ? null : 'coins',
    reason: r >= 3 && r <= 300 ? null : 'refundReason',
  };
}

/** How a phone stored as E.164 digits shows: "+91 98765 43210" for India, "+<digits>" otherwise. */
export { formatPhone as displayPhone } from '@drishti/contracts/phone';
