import type { ConsultationViewData, ConsultEndReason } from '@drishti/contracts/consultations';
import type { Db } from '@drishti/db/connection';
import { consultationsRepository } from '@drishti/db/repositories/consultations';
import { DomainError } from '../errors';
import { ledgerOf } from '../ledger/postings';
import type { Consultation, ConsultationContext } from './context';
import { settlement } from './rules';
import type { ConsultationViews } from './view';

/**
 * A consultation's money: its holds (wallet → reserved), its settlement at the end, and what the
 * user may ask afterwards (a refund, a review). Postings are built by core/ledger only.
 */
export function consultationSettlement(ctx: ConsultationContext, views: ConsultationViews) {
  const { now } = ctx;

  /**
   * Moves coins from the user's wallet into their reserved account inside the transaction `tx`
   * (idempotent by key): false when the wallet is short or the key was posted before.
   */
  async function reserve(tx: Db, c: Consultation, key: string, coins: number): Promise<boolean> {
    const held = await ledgerOf(tx).hold({
      userId: c.userId,
      coins,
      key,
      kind: 'consultation-hold',
      meta: { consultationId: c.id, coins },
    });
    return held?.applied ?? false;
  }

  /**
   * Ends a consultation and settles it in the same transaction: the user pays the billed minutes,
   * the astrologer earns them minus commission, the rest of the reservation returns to the wallet.
   * The ledger key `settle:<id>` and the status change make it happen once.
   */
  async function finish(
    tx: Db,
    c: Consultation,
    status: Consultation['status'],
    reason: ConsultEndReason,
  ): Promise<Consultation> {
    const s = settlement(c.billedMinutes, c.pricePerMinute, c.reservedCoins, c.commissionPercent);
    if (c.reservedCoins > 0) {
      await ledgerOf(tx).settle({
        userId: c.userId,
        held: c.reservedCoins,
        charged: s.charged,
        payee: { astrologerId: c.astrologerId, commissionPercent: c.commissionPercent },
        key: `settle:${c.id}`,
        kind: s.charged > 0 ? 'consultation' : 'consultation-release',
        meta: { consultationId: c.id, minutes: c.billedMinutes, charged: s.charged, released: s.released },
      });
    }
    const t = now();
    const row = await consultationsRepository(tx).update(c.id, {
      status,
      endReason: reason,
      endedAt: t,
      settledAt: t,
      chargedCoins: s.charged,
      astrologerCoins: s.astrologer,
      reservedCoins: 0,
      userJoined: false,
      astrologerJoined: false,
    });
    return row!;
  }

  return {
    reserve,
    finish,

    async requestRefund(userId: string, id: string, reason: string): Promise<ConsultationViewData> {
      const { c, role } = await ctx.participant(id, userId);
      if (role !== 'user')
        throw new DomainError('forbidden', 'Only the user can ask for a refund.', { code: 'refund-user-only' });
      if (c.status !== 'ended' || (c.chargedCoins ?? 0) === 0) {
        throw new DomainError('conflict', 'Only a paid consultation that has ended can be refunded.', {
          code: 'refund-not-refundable',
        });
      }
      if (c.refundRequestedAt)
        throw new DomainError('conflict', 'You already asked for a refund of this consultation.', {
          code: 'refund-already-asked',
        });
      const row = await ctx.repo.update(id, { refundRequestedAt: now(), refundReason: reason });
      return views.view(row!, 'user');
    },

    /** Whether a consultation exists with this astrologer's account as a side (for reviews). */
    async reviewable(userId: string, id: string): Promise<Consultation> {
      const c = await ctx.byId(id);
      if (!c || c.userId !== userId)
        throw new DomainError('not-found', 'No such consultation.', { code: 'no-such-consultation' });
      if (c.status !== 'ended' || c.billedMinutes === 0) {
        throw new DomainError('conflict', 'You can review a consultation after a paid session has ended.', {
          code: 'review-needs-paid-session',
        });
      }
      return c;
    },
  };
}

export type ConsultationSettlement = ReturnType<typeof consultationSettlement>;
