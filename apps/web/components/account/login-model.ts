/**
 * The sign-in form's rules, kept pure for tests. Numbers are Indian mobiles (+91, 10 digits
 * starting 6–9), as the API requires; people paste them with spaces, dashes, +91 or a 0: those
 * rules are the shared ones of `@drishti/contracts/phone` (indianNationalDigits, isIndianMobile).
 */

/** The code as typed, digits only (SMS apps sometimes paste "123 456"). */
export function cleanCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

export function isValidCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** Whole seconds left until `until` (ms since the epoch), never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
