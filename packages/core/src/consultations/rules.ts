/**
 * The pure rules of live consultations: what may not be written in chat, how the meter advances,
 * and how a settlement splits the coins. No I/O here, so each rule is tested on its own.
 */

export type ContactKind = 'phone' | 'email' | 'upi' | 'link';

const DEVANAGARI_DIGITS = /[०-९]/g;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/iu;
/** UPI ids look like `name@bank` (no dot after the handle, unlike an e-mail address). */
const UPI = /[\p{L}\p{N}._-]{2,}@[a-z]{2,}\b/iu;
const LINK =
  /(\b(https?|ftp):\/\/|\bwww\.|\b(wa|t)\.me\/|\b[a-z0-9-]{2,}\.(com|in|net|org|io|co|me|ly|app|link|xyz|info|biz|us|uk|site|online|page|to|gl|gg)\b(\/|\s|$|[.,!?)]))/iu;
/** A run of digits with the separators people put inside phone numbers. */
const DIGIT_RUN = /[+(]?\d[\d\s\-.()]{6,}\d/g;

/**
 * Finds contact details that may not be shared in a consultation (both ways): phone numbers
 * (10 or more digits, also in Devanagari numerals or split by spaces and dashes), e-mail addresses,
 * UPI ids and links. Dates and times (`15/08/1990 10:30`) pass.
 */
export function findContact(text: string): ContactKind | null {
  const t = text.normalize('NFKC').replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966));
  if (EMAIL.test(t)) return 'email';
  if (UPI.test(t)) return 'upi';
  if (LINK.test(t)) return 'link';
  for (const m of t.matchAll(DIGIT_RUN)) {
    if (m[0].replace(/\D/g, '').length >= 10) return 'phone';
  }
  // Digits spread through words ("98 seven 6…") are caught when ten or more digits sit close together.
  const spread = t.replace(/[^\d]+/g, (gap) => (gap.length <= 3 ? '' : ' '));
  if (/\d{10,}/.test(spread)) return 'phone';
  return null;
}

export interface MeterInput {
  channel: 'chat' | 'voice' | 'video';
  connectedMs: number;
  /** When the meter last ran (null: never, it starts now). */
  meterAt: Date | null;
  userJoined: boolean;
  astrologerJoined: boolean;
  userSeenAt: Date | null;
  astrologerSeenAt: Date | null;
  mediaConnectedAt: Date | null;
}

/** The last instant a side counts as present: its last sign of life plus the grace, or now. */
export function presentUntil(joined: boolean, seenAt: Date | null, now: number, graceMs: number): number | null {
  if (!joined || !seenAt) return null;
  return Math.min(now, seenAt.getTime() + graceMs);
}

export function isPresent(joined: boolean, seenAt: Date | null, now: number, graceMs: number): boolean {
  return joined && seenAt !== null && now - seenAt.getTime() <= graceMs;
}

/**
 * Connected time added since the meter last ran: the stretch during which both sides were present
 * (and, for calls, the media had connected). Presence flags change only right after the meter has
 * run, so between two runs a side is present up to its last sign of life plus the grace.
 */
export function meterDelta(m: MeterInput, now: number, graceMs: number): number {
  if (!m.meterAt) return 0;
  let start = m.meterAt.getTime();
  if (m.channel !== 'chat') {
    if (!m.mediaConnectedAt) return 0;
    start = Math.max(start, m.mediaConnectedAt.getTime());
  }
  const u = presentUntil(m.userJoined, m.userSeenAt, now, graceMs);
  const a = presentUntil(m.astrologerJoined, m.astrologerSeenAt, now, graceMs);
  if (u === null || a === null) return 0;
  return Math.max(0, Math.min(now, u, a) - start);
}

/** Each started minute is billed in full. */
export function startedMinutes(connectedMs: number, minuteMs: number): number {
  return connectedMs <= 0 ? 0 : Math.ceil(connectedMs / minuteMs);
}

export interface Settlement {
  /** Coins the user pays: billed minutes × price. */
  charged: number;
  /** The astrologer's share after the platform's commission. */
  astrologer: number;
  platform: number;
  /** Reserved coins going back to the user's wallet. */
  released: number;
}

/** Coins paid for an astrologer's time, split: the platform's commission (rounded down) and the astrologer's share. */
export function commissionSplit(coins: number, commissionPercent: number): { astrologer: number; platform: number } {
  const platform = Math.floor((coins * commissionPercent) / 100);
  return { astrologer: coins - platform, platform };
}

/** Splits a consultation's reserved coins at the end. The platform's share is rounded down. */
export function settlement(
  billedMinutes: number,
  pricePerMinute: number,
  reserved: number,
  commissionPercent: number,
): Settlement {
  const charged = Math.min(billedMinutes * pricePerMinute, reserved);
  return { charged, ...commissionSplit(charged, commissionPercent), released: reserved - charged };
}
