/**
 * The one set of phone-number rules, shared by the server (sign-in, SMS routing, the app link) and
 * the web forms (sign-in, registration, the app-link form, the admin's lists). Tiny and without
 * dependencies, so that a form can import it without pulling in a schema library.
 *
 * Stored numbers are E.164 without the plus sign ("919812345678"). India (+91) mobiles are 10
 * national digits starting 6–9; other countries 6–13 national digits; 15 digits in all at most.
 */

/** India's dial code, as stored (no plus). */
export const INDIA_DIAL = '91';

/** What people type between digits: spaces, dashes and brackets. */
export const stripPhone = (raw: string): string => raw.replace(/[\s\-()]/g, '');

/** The digits of what was typed, everything else dropped. */
export const phoneDigits = (raw: string): string => raw.replace(/\D/g, '');

/** Ten national digits starting 6–9: an Indian mobile number. */
export const isIndianMobile = (national: string): boolean => /^[6-9]\d{9}$/.test(national);

/** A stored number (E.164 without plus) that is an Indian mobile: "91" and ten digits. */
export const isIndianE164 = (e164: string): boolean => /^91\d{10}$/.test(e164);

/** A country dial code: 1 to 4 digits, a leading plus allowed. */
export const isDialCode = (raw: string): boolean => /^\+?\d{1,4}$/.test(raw.trim());

/**
 * The national digits of an Indian number typed in any usual way ("98765 43210",
 * "+91 98765-43210", "919876543210", "09876543210"), or the digits as typed when they do not fit.
 */
export function indianNationalDigits(raw: string): string {
  const digits = phoneDigits(raw);
  if (digits.length === 12 && digits.startsWith(INDIA_DIAL)) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * The 10-digit Indian mobile number in what was typed, or null. Only digits, spaces, dashes,
 * brackets and a leading "+91" may appear.
 */
export function indianMobile(raw: string): string | null {
  let d = stripPhone(raw);
  if (d.startsWith(`+${INDIA_DIAL}`)) d = d.slice(3);
  if (!/^\d+$/.test(d)) return null;
  const national = indianNationalDigits(d);
  return isIndianMobile(national) ? national : null;
}

export type PhoneCheck = { ok: true; e164: string } | { ok: false; field: 'countryCode' | 'phone' };

/**
 * A number and its country code as stored (E.164 without plus), or the field at fault. A number
 * typed with its own "+<code>" must carry the same code; an Indian number may start with a 0.
 */
export function toE164(phone: string, countryCode: string = INDIA_DIAL): PhoneCheck {
  const cc = countryCode.replace(/^\+/, '').trim();
  let national = stripPhone(phone);
  if (!/^\d{1,4}$/.test(cc)) return { ok: false, field: 'countryCode' };
  const bad = { ok: false, field: 'phone' } as const;
  if (national.startsWith('+')) {
    const digits = national.slice(1);
    if (!digits.startsWith(cc)) return bad;
    national = digits.slice(cc.length);
  }
  if (cc === INDIA_DIAL && national.length === 11 && national.startsWith('0')) national = national.slice(1);
  if (!/^\d+$/.test(national)) return bad;
  if (cc === INDIA_DIAL ? !isIndianMobile(national) : national.length < 6 || national.length > 13) return bad;
  if (cc.length + national.length > 15) return bad;
  return { ok: true, e164: `${cc}${national}` };
}

/** How a stored number shows: "+91 98765 43210" for an Indian mobile, "+<digits>" otherwise. */
export function formatPhone(e164: string): string {
  const digits = phoneDigits(e164);
  if (isIndianE164(digits)) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  return `+${digits}`;
}

/** A stored number with its last four digits only, for logs and messages ("+91••••••3210"). */
export function maskPhone(e164: string): string {
  return `+${e164.slice(0, -4).replace(/\d/g, (d, i) => (i < 2 ? d : '•'))}${e164.slice(-4)}`;
}

/** The app-link form's number (the download page): 8 to 10 digits, spaces and dashes allowed. */
export const APP_LINK_DIGITS = { min: 8, max: 10 } as const;

/** The app-link number without spaces and dashes. */
export const appLinkNumber = (raw: string): string => raw.replace(/[\s-]/g, '');

/** Whether the app-link number has 8 to 10 digits and nothing else (spaces and dashes aside). */
export function isAppLinkPhone(raw: string): boolean {
  const digits = appLinkNumber(raw);
  return /^\d+$/.test(digits) && digits.length >= APP_LINK_DIGITS.min && digits.length <= APP_LINK_DIGITS.max;
}
