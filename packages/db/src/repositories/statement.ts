import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { astrologers, bookings, consultations, liveEvents, users } from '../schema';

/**
 * Statements as people read them, built from the ledger without changing it: every entry of an
 * account that belongs to a consultation or a booking (its hold, the minutes reserved ahead, the
 * settlement that charges and returns the rest, a cancellation's refund) is folded into one line
 * about that consultation or booking; any other entry (a recharge, a refund by the team, a gift)
 * is a line of its own.
 *
 * A line sits where its newest entry sits, newest first; `cursor` is that entry's id, and a page
 * `before` a cursor holds the lines whose newest entry is older, so a line is never split across
 * pages and never shown twice.
 */

export type StatementChannel = 'chat' | 'voice' | 'video';

export interface StatementParty {
  /** The astrologer (English and Hindi names, profile slug). */
  astrologer: { id: string; slug: string; name: string; nameHi: string };
  /** The user's own name as they gave it (null when they gave none). */
  userName: string | null;
}

export interface ConsultationPart extends StatementParty {
  id: string;
  channel: StatementChannel;
  status: 'waitlisted' | 'requested' | 'active' | 'ended' | 'declined' | 'missed' | 'cancelled';
  /** Started minutes billed so far. */
  minutes: number;
  pricePerMinute: number;
  commissionPercent: number;
  /** Coins the user paid (null until it is settled). */
  charged: number | null;
  /** The astrologer's share of `charged` (null until it is settled). */
  astrologerCoins: number | null;
  /** Coins held for it right now (0 once settled). */
  held: number;
  at: Date;
  /** The live event whose paid stage this call was (docs/LIVE.md); null for a consultation. */
  liveEvent: { id: string; titleEn: string; titleHi: string } | null;
}

export interface BookingPart extends StatementParty {
  id: string;
  channel: StatementChannel;
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'completed' | 'expired';
  startsAt: Date;
  minutes: number;
  priceCoins: number;
  /** Coins given back when it was cancelled (null when it was not). */
  refund: number | null;
}

export interface GroupedLine {
  /** The newest ledger entry of the line (the paging cursor). */
  cursor: number;
  /** `consultation`, `booking`, or the ledger transaction's kind for a line of its own. */
  kind: string;
  /** The line's ledger kinds, oldest first (e.g. `consultation-hold`, `consultation`). */
  kinds: string[];
  /** What the line did to this account: the sum of its entries. */
  amount: number;
  /** The account's balance after the line's newest entry. */
  balanceAfter: number;
  /** Oldest and newest entry times. */
  firstAt: Date;
  lastAt: Date;
  memo: string | null;
  /** The transaction's details for a line of its own (e.g. a refund's reason). */
  meta: Record<string, string | number | boolean | null> | null;
  consultation: ConsultationPart | null;
  booking: BookingPart | null;
}

interface Row extends Record<string, unknown> {
  grp: string;
  cursor: string | number;
  amount: string | number;
  balance_after: string | number;
  first_at: string | Date;
  last_at: string | Date;
  kinds: string[] | string;
  memo: string | null;
  meta: Record<string, string | number | boolean | null> | string | null;
}

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

export function statementRepository(db: Db) {
  /** One page of an account's lines, newest first. */
  async function lines(accountId: string, opts: { limit?: number; before?: number } = {}): Promise<GroupedLine[]> {
    const limit = Math.min(Math.max(opts.limit ?? 50, 1), 500);
    const res = await db.execute(sql`
      with e as (
        select le.id, le.amount, le.balance_after, le.created_at, t.kind, t.memo, t.meta,
          case
            when t.meta ->> 'consultationId' is not null then 'c:' || (t.meta ->> 'consultationId')
            when t.meta ->> 'bookingId' is not null then 'b:' || (t.meta ->> 'bookingId')
            else 'e:' || le.id::text
          end as grp
        from ledger_entries le
        join ledger_transactions t on t.id = le.transaction_id
        where le.account_id = ${accountId}
      ),
      g as (
        select grp, max(id) as cursor, sum(amount) as amount, min(created_at) as first_at,
          max(created_at) as last_at, json_agg(kind order by id) as kinds
        from e
        group by grp
      )
      select g.grp, g.cursor, g.amount, g.first_at, g.last_at, g.kinds, e.balance_after, e.memo, e.meta
      from g
      join e on e.id = g.cursor
      ${opts.before ? sql`where g.cursor < ${opts.before}` : sql``}
      order by g.cursor desc
      limit ${limit}
    `);
    const rows = (res as unknown as { rows: Row[] }).rows;
    const consultationIds = rows.filter((r) => r.grp.startsWith('c:')).map((r) => r.grp.slice(2));
    const bookingIds = rows.filter((r) => r.grp.startsWith('b:')).map((r) => r.grp.slice(2));
    const [cs, bs] = await Promise.all([consultationParts(consultationIds), bookingParts(bookingIds)]);
    return rows.map((r) => {
      const kinds = (typeof r.kinds === 'string' ? JSON.parse(r.kinds) : r.kinds) as string[];
      const consultation = r.grp.startsWith('c:') ? (cs.get(r.grp.slice(2)) ?? null) : null;
      const booking = r.grp.startsWith('b:') ? (bs.get(r.grp.slice(2)) ?? null) : null;
      const meta = typeof r.meta === 'string' ? (JSON.parse(r.meta) as GroupedLine['meta']) : r.meta;
      return {
        cursor: Number(r.cursor),
        kind: consultation ? 'consultation' : booking ? 'booking' : (kinds.at(-1) ?? 'other'),
        kinds,
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after),
        firstAt: toDate(r.first_at),
        lastAt: toDate(r.last_at),
        memo: r.memo,
        meta: consultation || booking ? null : meta,
        consultation,
        booking,
      };
    });
  }

  async function names(astrologerIds: string[], userIds: string[]) {
    const [as, us] = await Promise.all([
      astrologerIds.length
        ? db
            .select({ id: astrologers.id, slug: astrologers.slug, name: astrologers.name, nameHi: astrologers.nameHi })
            .from(astrologers)
            .where(inArray(astrologers.id, [...new Set(astrologerIds)]))
        : [],
      userIds.length
        ? db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, [...new Set(userIds)]))
        : [],
    ]);
    const astrologer = new Map(as.map((a) => [a.id, a]));
    const user = new Map(us.map((u) => [u.id, u.name]));
    return (astrologerId: string, userId: string): StatementParty => ({
      astrologer: astrologer.get(astrologerId) ?? { id: astrologerId, slug: '', name: '', nameHi: '' },
      userName: user.get(userId) ?? null,
    });
  }

  async function consultationParts(ids: string[]): Promise<Map<string, ConsultationPart>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(consultations).where(inArray(consultations.id, ids));
    const party = await names(
      rows.map((c) => c.astrologerId),
      rows.map((c) => c.userId),
    );
    const eventIds = [...new Set(rows.flatMap((c) => (c.liveEventId ? [c.liveEventId] : [])))];
    const events = new Map(
      (eventIds.length === 0
        ? []
        : await db
            .select({ id: liveEvents.id, titleEn: liveEvents.titleEn, titleHi: liveEvents.titleHi })
            .from(liveEvents)
            .where(inArray(liveEvents.id, eventIds))
      ).map((e) => [e.id, e]),
    );
    return new Map(
      rows.map((c) => [
        c.id,
        {
          id: c.id,
          liveEvent: c.liveEventId ? (events.get(c.liveEventId) ?? null) : null,
          ...party(c.astrologerId, c.userId),
          channel: c.channel,
          status: c.status,
          minutes: c.billedMinutes,
          pricePerMinute: c.pricePerMinute,
          commissionPercent: c.commissionPercent,
          charged: c.settledAt ? (c.chargedCoins ?? 0) : null,
          astrologerCoins: c.settledAt ? (c.astrologerCoins ?? 0) : null,
          held: c.reservedCoins,
          at: c.requestedAt,
        },
      ]),
    );
  }

  async function bookingParts(ids: string[]): Promise<Map<string, BookingPart>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(bookings).where(inArray(bookings.id, ids));
    const party = await names(
      rows.map((b) => b.astrologerId),
      rows.map((b) => b.userId),
    );
    return new Map(
      rows.map((b) => [
        b.id,
        {
          id: b.id,
          ...party(b.astrologerId, b.userId),
          channel: b.channel,
          status: b.status,
          startsAt: b.startsAt,
          minutes: b.durationMinutes,
          priceCoins: b.priceCoins,
          refund: b.status === 'cancelled' ? (b.refundCoins ?? 0) : null,
        },
      ]),
    );
  }

  return { lines };
}
