/**
 * The pure rules of live consultations: what may not be written in chat, how the meter advances,
 * and how a settlement splits the coins. No I/O here, so each rule is tested on its own.
 */

import { commissionSplit } from '../ledger/postings';

export { commissionSplit } from '../ledger/postings';
export { type ContactKind, findContact } from './contact-filter';

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
