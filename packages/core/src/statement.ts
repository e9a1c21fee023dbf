import type { StatementLineData, StatementSubjectData } from '@drishti/contracts/statement';
import type { Db } from '@drishti/db/connection';
import { ledgerRepository } from '@drishti/db/repositories/ledger';
import { type GroupedLine, statementRepository } from '@drishti/db/repositories/statement';
import { astrologersRepository } from '@drishti/db/repositories/astrologers';
import { DomainError } from './errors';

const OPEN_CONSULTATION = new Set(['waitlisted', 'requested', 'active']);

/** Wallet statements fold a booking's refund in; a refund made to the payment method never touches the wallet. */
function refundTo(line: GroupedLine): StatementSubjectData['refundTo'] {
  const b = line.booking;
  if (!b?.refund) return null;
  if (line.kinds.includes('booking-refund') || line.kinds.includes('refund-to-wallet')) return 'wallet';
  return 'payment-method';
}

function subjectOf(line: GroupedLine, side: 'user' | 'astrologer'): StatementSubjectData | null {
  const c = line.consultation;
  if (c) {
    const open = c.charged === null;
    return {
      type: 'consultation',
      id: c.id,
      channel: c.channel,
      status: c.status,
      astrologer: { slug: c.astrologer.slug, name: c.astrologer.name, nameHi: c.astrologer.nameHi },
      userName: c.userName,
      minutes: c.minutes,
      pricePerMinute: c.pricePerMinute,
      startsAt: null,
      charged: c.charged,
      held: open ? c.held : 0,
      refund: null,
      refundTo: null,
      earnings:
        side === 'astrologer' && c.charged !== null
          ? { gross: c.charged, commission: c.charged - line.amount, net: line.amount }
          : null,
      liveEvent: c.liveEvent,
    };
  }
  const b = line.booking;
  if (b) {
    const charged =
      b.status === 'completed' ? b.priceCoins : b.status === 'cancelled' ? b.priceCoins - (b.refund ?? 0) : null;
    const gross = charged ?? 0;
    return {
      type: 'booking',
      id: b.id,
      channel: b.channel,
      status: b.status,
      astrologer: { slug: b.astrologer.slug, name: b.astrologer.name, nameHi: b.astrologer.nameHi },
      // Astrologers see their bookings as "a user" (the bookings list names no one): so does this line.
      userName: side === 'astrologer' ? null : b.userName,
      minutes: b.minutes,
      pricePerMinute: b.priceCoins % b.minutes === 0 ? b.priceCoins / b.minutes : null,
      startsAt: b.startsAt.toISOString(),
      charged,
      held: b.status === 'confirmed' ? b.priceCoins : 0,
      refund: b.refund,
      refundTo: refundTo(line),
      earnings: side === 'astrologer' ? { gross, commission: gross - line.amount, net: line.amount } : null,
      liveEvent: null,
    };
  }
  return null;
}

function toLine(line: GroupedLine, side: 'user' | 'astrologer'): StatementLineData {
  const subject = subjectOf(line, side);
  const pending =
    (line.consultation !== null && OPEN_CONSULTATION.has(line.consultation.status)) ||
    line.booking?.status === 'confirmed' ||
    line.booking?.status === 'pending_payment';
  const id = line.consultation
    ? `consultation:${line.consultation.id}`
    : line.booking
      ? `booking:${line.booking.id}`
      : `entry:${line.cursor}`;
  return {
    id,
    cursor: line.cursor,
    kind: line.kind,
    status: pending ? 'pending' : 'done',
    amount: line.amount,
    balanceAfter: line.balanceAfter,
    at: line.firstAt.toISOString(),
    updatedAt: line.lastAt.toISOString(),
    subject,
  };
}

/**
 * Statements as lines (docs/STATEMENT.md): the user's wallet and the astrologer's earnings, one
 * line per consultation and per booking, read from the ledger (which stays as it is).
 */
export function statementService({ db }: { db: Db }) {
  const ledger = ledgerRepository(db);
  const repo = statementRepository(db);

  return {
    /** The user's wallet statement, newest first. */
    async wallet(userId: string, opts: { limit?: number | undefined; before?: number | undefined } = {}) {
      const account = await ledger.account('wallet', userId);
      const lines = await repo.lines(account.id, {
        ...(opts.limit ? { limit: opts.limit } : {}),
        ...(opts.before ? { before: opts.before } : {}),
      });
      return lines.map((l) => toLine(l, 'user'));
    },

    /** An astrologer's earnings statement, newest first. */
    async earnings(astrologerId: string, opts: { limit?: number | undefined; before?: number | undefined } = {}) {
      const account = await ledger.account('earnings', astrologerId);
      const lines = await repo.lines(account.id, {
        ...(opts.limit ? { limit: opts.limit } : {}),
        ...(opts.before ? { before: opts.before } : {}),
      });
      return lines.map((l) => toLine(l, 'astrologer'));
    },

    /** The earnings statement of the astrologer signed in as `userId`. */
    async earningsOfUser(userId: string, opts: { limit?: number | undefined; before?: number | undefined } = {}) {
      const astrologer = await astrologersRepository(db).findByUserId(userId);
      if (!astrologer)
        throw new DomainError('forbidden', 'This account is not an astrologer.', { code: 'not-an-astrologer' });
      return this.earnings(astrologer.id, opts);
    },

    /** Every line of a wallet, newest first (for the data export). */
    async walletAll(userId: string) {
      const all: StatementLineData[] = [];
      let before: number | undefined;
      for (;;) {
        const page = await this.wallet(userId, { limit: 100, ...(before ? { before } : {}) });
        all.push(...page);
        if (page.length < 100) return all;
        before = page.at(-1)!.cursor;
      }
    },
  };
}

export type StatementService = ReturnType<typeof statementService>;
