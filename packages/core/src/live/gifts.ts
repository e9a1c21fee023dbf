import type { LiveChatMessageData } from '@drishti/contracts/live';
import { liveGift } from '@drishti/content/live-gifts';
import { ledgerRepository } from '@drishti/db/repositories/ledger';
import { DomainError } from '../errors';
import { isInsufficientFunds, ledgerOf } from '../ledger/postings';
import type { Caller, LiveContext } from './context';

/**
 * Gifts in a live event (docs/LIVE.md, "Gifts"): a gift of the fixed list, paid from the viewer's
 * wallet to the astrologer's pay (less commission) by core/ledger's `spend`, with its chat line,
 * in one database transaction.
 */
export function liveGifts(ctx: LiveContext) {
  const { repo, now } = ctx;

  return {
    /**
     * A signed-in viewer (not muted, not the host) sends a gift from the fixed list: its price moves
     * from their wallet to the astrologer's earnings (minus the platform's commission, as for
     * consultations) in one ledger transaction, and a gift line appears in the chat. The caller's
     * idempotency key makes the ledger key: a repeat moves nothing and answers with the first gift
     * line; the same key for a different gift or event is refused.
     */
    async gift(
      caller: NonNullable<Caller>,
      id: string,
      giftId: string,
      key: string,
    ): Promise<{ message: LiveChatMessageData; coins: number }> {
      const gift = liveGift(giftId);
      if (!gift) throw new DomainError('invalid', 'No such gift.', { code: 'no-such-gift' });
      const r = await ctx.row(id);
      if (r.status !== 'live') throw new DomainError('conflict', 'This event is not live.', { code: 'not-live' });
      if (r.hostUserId === caller.id)
        throw new DomainError('forbidden', 'You cannot send a gift to yourself.', {
          code: 'gift-to-self',
        });
      // A muted viewer's gift would write a line in the chat they were muted in.
      if (await repo.isMuted(id, caller.id))
        throw new DomainError('forbidden', 'You have been muted in this live chat.', { code: 'muted' });
      // Nothing is billed while the host is away (reconnecting or moving to another server).
      if (r.hostAwaySince !== null)
        throw new DomainError('conflict', 'The astrologer is reconnecting. Send your gift when they are back.', {
          code: 'host-away',
        });
      const commissionPercent = await repo.commissionPercent(r.astrologerId);
      const author = await ctx.firstName(caller.id);
      const ledger = ledgerRepository(ctx.db);
      const wallet = await ledger.account('wallet', caller.id);
      // The gift line is written first so that the ledger transaction can name it; a repeat
      // (the key already posted) rolls the new line back and answers with the first one.
      let messageId: number;
      try {
        const posted = await repo.postGift(
          { eventId: id, userId: caller.id, author, gift: { id: gift.id, coins: gift.coins }, at: now() },
          (tx, lineId) =>
            ledgerOf(tx).spend({
              userId: caller.id,
              coins: gift.coins,
              payee: { astrologerId: r.astrologerId, commissionPercent },
              key: `live-gift:${caller.id}:${key}`,
              kind: 'live-gift',
              memo: gift.en,
              meta: { eventId: id, giftId: gift.id, messageId: lineId, coins: gift.coins },
            }),
        );
        if ('messageId' in posted) messageId = posted.messageId;
        else {
          const meta = posted.repeated;
          if (meta.eventId !== id || meta.giftId !== gift.id || typeof meta.messageId !== 'number')
            throw new DomainError('conflict', 'This Idempotency-Key was already used for a different request.', {
              code: 'idempotency-key-reused',
            });
          messageId = meta.messageId;
        }
      } catch (e) {
        if (isInsufficientFunds(e)) {
          const have = await ledger.balance(wallet.id);
          throw new DomainError('conflict', `This gift costs ${gift.coins} coins; you have ${have}.`, {
            code: 'insufficient-balance',
            key: 'gift-costs-more',
            values: { coins: gift.coins, have },
          });
        }
        throw e;
      }
      const m = (await repo.chatMessage(messageId))!;
      return {
        message: {
          id: m.id,
          userId: caller.id,
          author: m.authorName,
          host: false,
          body: '',
          gift: { id: m.gift!, coins: m.giftCoins! },
          at: m.createdAt.toISOString(),
        },
        coins: await ledger.balance(wallet.id),
      };
    },
  };
}
