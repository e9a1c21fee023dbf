import { z } from 'zod';
import { envelope } from './envelope';

/**
 * Statement lines: one per consultation and per booking (its hold, the minutes reserved ahead and
 * the settlement or refund folded together), and one per other wallet entry (a recharge, a refund
 * by the team, a gift). Amounts are integer coins (1 coin = ₹1).
 */

export const statementQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** The `cursor` of the last line of the previous page. */
  before: z.coerce.number().int().positive().optional(),
});

export const statementSubject = z.object({
  type: z.enum(['consultation', 'booking']),
  id: z.string(),
  channel: z.enum(['chat', 'voice', 'video']),
  /** The consultation's or booking's own status. */
  status: z.string(),
  astrologer: z.object({ slug: z.string(), name: z.string(), nameHi: z.string() }),
  /** The user's name as they gave it (null: none given). */
  userName: z.string().nullable(),
  /** Minutes billed (a consultation) or booked (a booking). */
  minutes: z.number().int(),
  /** Coins per minute (null for a booking whose price is not a whole number of coins per minute). */
  pricePerMinute: z.number().int().nullable(),
  /** A booking's start. */
  startsAt: z.string().nullable(),
  /** What the user was charged in the end (null while it is still open). */
  charged: z.number().int().nullable(),
  /** Coins still held for it (a running consultation, a booking not yet held or completed). */
  held: z.number().int(),
  /** Coins given back on cancelling a booking (null: not cancelled). */
  refund: z.number().int().nullable(),
  /** Where that refund went. */
  refundTo: z.enum(['wallet', 'payment-method']).nullable(),
  /** The astrologer's side (earnings statements only): what the user paid, the commission, their share. */
  earnings: z.object({ gross: z.number().int(), commission: z.number().int(), net: z.number().int() }).nullable(),
  /** A call on a live event's paid stage: the event it was in (null for anything else). */
  liveEvent: z.object({ id: z.string(), titleEn: z.string(), titleHi: z.string() }).nullable().default(null),
});
export type StatementSubjectData = z.infer<typeof statementSubject>;

export const statementLine = z.object({
  /** `consultation:<id>`, `booking:<id>` or `entry:<ledger entry id>`. */
  id: z.string(),
  /** Paging cursor: pass it as `before` for the lines older than this one. */
  cursor: z.number().int(),
  /** `consultation`, `booking`, or the ledger kind of a line of its own (`recharge`, `refund`, …). */
  kind: z.string(),
  /** Pending: coins are still held for it (a running consultation, a booking yet to happen). */
  status: z.enum(['pending', 'done']),
  /** What the line did to the balance shown (wallet or earnings), in coins. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** When it began, and its latest change. */
  at: z.string(),
  updatedAt: z.string(),
  subject: statementSubject.nullable(),
});
export type StatementLineData = z.infer<typeof statementLine>;

export const statementResponse = envelope(z.array(statementLine));
