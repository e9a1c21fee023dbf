import {
  LIVE_LIMITS,
  type LiveChatMessageData,
  type LiveStageStateData,
  type LiveStateData,
} from '@drishti/contracts/live';
import { ledgerRepository } from '@drishti/db/repositories/ledger';
import { findContact } from '../consultations/contact-filter';
import { DomainError } from '../errors';
import type { Caller, LiveContext, Row } from './context';

/**
 * The watching page's poll and the live chat (docs/LIVE.md): messages through the consultations'
 * contact filter, 10 a minute, removed or muted by the astrologer and admins; hearts.
 */
export function liveChat(ctx: LiveContext, stageOf: (caller: Caller, r: Row) => Promise<LiveStageStateData>) {
  const { repo, now } = ctx;

  return {
    /**
     * What a watching page polls: the event, the latest shown chat messages (removed ones are gone
     * for everyone at the next poll), the stage, and what the caller may do. `viewerKey` counts the
     * page as watching.
     */
    async state(caller: Caller, id: string, viewerKey?: string): Promise<LiveStateData> {
      const r = await ctx.row(id);
      const t = now();
      if (viewerKey && r.status === 'live') {
        // One write per viewer every few polls at most: refreshed only when it is getting old.
        await repo.touchViewer(id, viewerKey, t, new Date(t.getTime() - 10_000));
      }
      const moderator = ctx.mayModerate(r, caller);
      const rows = await repo.chatWindow(id, LIVE_LIMITS.chatWindow);
      const messages: LiveChatMessageData[] = rows.map((m) => ({
        id: m.id,
        userId: moderator ? m.userId : null,
        author: m.author,
        host: m.userId !== null && m.userId === r.hostUserId,
        body: m.body,
        gift: m.gift !== null && m.giftCoins !== null ? { id: m.gift, coins: m.giftCoins } : null,
        at: m.at.toISOString(),
      }));
      let muted = false;
      let coins: number | null = null;
      if (caller) {
        muted = await repo.isMuted(id, caller.id);
        const wallet = await ledgerRepository(ctx.db).account('wallet', caller.id);
        coins = wallet.balance;
      }
      return {
        event: (await ctx.views([r]))[0]!,
        messages,
        me: {
          signedIn: caller !== null,
          muted,
          moderator,
          host: caller !== null && r.hostUserId === caller.id,
          coins,
        },
        stage: await stageOf(caller, r),
      };
    },

    /** A signed-in viewer's chat message: live events only, not muted, no contact details, 10 a minute. */
    async chat(caller: NonNullable<Caller>, id: string, body: string): Promise<LiveChatMessageData> {
      const r = await ctx.row(id);
      if (r.status !== 'live') throw new DomainError('conflict', 'This event is not live.', { code: 'not-live' });
      const found = findContact(body);
      if (found)
        throw new DomainError('invalid', 'Phone numbers, e-mail addresses, UPI ids and links cannot be shared here.', {
          code: `blocked-content:${found}`,
          key: 'blocked-content',
        });
      if (await repo.isMuted(id, caller.id))
        throw new DomainError('forbidden', 'You have been muted in this live chat.', { code: 'muted' });
      const recent = await repo.chatCountSince(id, caller.id, new Date(now().getTime() - 60_000));
      if (recent >= LIVE_LIMITS.chatPerMinute)
        throw new DomainError('rate-limited', 'You are sending messages too fast. Please wait a moment.', {
          code: 'live-chat-too-fast',
          retryAfterSeconds: 30,
        });
      const host = r.hostUserId === caller.id;
      const author = host ? r.astrologerName : await ctx.firstName(caller.id);
      const m = await repo.insertChat({ eventId: id, userId: caller.id, authorName: author, body, createdAt: now() });
      return { id: m.id, userId: caller.id, author, host, body, gift: null, at: m.createdAt.toISOString() };
    },

    /** The astrologer or an admin removes a message: it disappears for everyone. */
    async removeMessage(caller: NonNullable<Caller>, id: string, messageId: number): Promise<void> {
      const r = await ctx.row(id);
      if (!ctx.mayModerate(r, caller))
        throw new DomainError('forbidden', 'Only the astrologer and admins can moderate this chat.', {
          code: 'moderation-not-allowed',
        });
      if (!(await repo.removeMessage(id, messageId, caller.id, now())))
        throw new DomainError('not-found', 'No such message.', { code: 'no-such-message' });
    },

    /** The astrologer or an admin mutes a viewer in this event's chat (no more messages or gifts). */
    async mute(caller: NonNullable<Caller>, id: string, userId: string): Promise<void> {
      const r = await ctx.row(id);
      if (!ctx.mayModerate(r, caller))
        throw new DomainError('forbidden', 'Only the astrologer and admins can moderate this chat.', {
          code: 'moderation-not-allowed',
        });
      if (userId === r.hostUserId)
        throw new DomainError('invalid', 'The astrologer cannot be muted.', { code: 'host-cannot-be-muted' });
      await repo.mute(id, userId, caller.id);
    },

    /** A heart for a live event (anyone watching). */
    async heart(id: string): Promise<number> {
      const h = await repo.heart(id);
      if (h === null) throw new DomainError('conflict', 'This event is not live.', { code: 'not-live' });
      return h;
    },
  };
}
