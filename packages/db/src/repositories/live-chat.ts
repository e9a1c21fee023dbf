import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../connection';
import { ledgerTransactions, liveChatMessages, liveChatMutes } from '../schema';
import type { PostResult } from './ledger';

/** The chat of live events: messages, gift lines, removals and mutes (docs/LIVE.md); rules in packages/core/src/live/. */

/** A gift whose ledger key was posted before: its own transaction is rolled back. */
class RepeatedGift extends Error {
  constructor(readonly transactionId: string) {
    super('repeated gift');
  }
}

export function liveChatRepository(db: Db) {
  return {
    /** The latest shown chat messages, oldest first. */
    async chatWindow(eventId: string, limit: number) {
      const rows = await db
        .select({
          id: liveChatMessages.id,
          userId: liveChatMessages.userId,
          author: liveChatMessages.authorName,
          body: liveChatMessages.body,
          gift: liveChatMessages.gift,
          giftCoins: liveChatMessages.giftCoins,
          at: liveChatMessages.createdAt,
        })
        .from(liveChatMessages)
        .where(and(eq(liveChatMessages.eventId, eventId), isNull(liveChatMessages.removedAt)))
        .orderBy(desc(liveChatMessages.id))
        .limit(limit);
      return rows.reverse();
    },
    async chatMessage(id: number) {
      const [m] = await db.select().from(liveChatMessages).where(eq(liveChatMessages.id, id));
      return m ?? null;
    },
    async isMuted(eventId: string, userId: string): Promise<boolean> {
      const [mute] = await db
        .select({ userId: liveChatMutes.userId })
        .from(liveChatMutes)
        .where(and(eq(liveChatMutes.eventId, eventId), eq(liveChatMutes.userId, userId)));
      return Boolean(mute);
    },
    async chatCountSince(eventId: string, userId: string, since: Date): Promise<number> {
      const [recent] = await db
        .select({ n: count() })
        .from(liveChatMessages)
        .where(
          and(
            eq(liveChatMessages.eventId, eventId),
            eq(liveChatMessages.userId, userId),
            gt(liveChatMessages.createdAt, since),
          ),
        );
      return recent?.n ?? 0;
    },
    async insertChat(values: { eventId: string; userId: string; authorName: string; body: string; createdAt: Date }) {
      const [m] = await db.insert(liveChatMessages).values(values).returning();
      return m!;
    },
    /** Marks a message removed; false when the event has no such message. */
    async removeMessage(eventId: string, messageId: number, by: string, at: Date): Promise<boolean> {
      const done = await db
        .update(liveChatMessages)
        .set({ removedAt: at, removedBy: by })
        .where(and(eq(liveChatMessages.id, messageId), eq(liveChatMessages.eventId, eventId)))
        .returning({ id: liveChatMessages.id });
      return done.length > 0;
    },
    async mute(eventId: string, userId: string, by: string) {
      await db.insert(liveChatMutes).values({ eventId, userId, mutedBy: by }).onConflictDoNothing();
    },
    /**
     * A gift: its chat line and its ledger transaction in one database transaction. `post` builds
     * and posts the ledger transaction inside it (core/ledger/postings.ts), given the open
     * transaction and the new line's id. A ledger key posted before rolls the new line back and
     * answers with the first transaction's meta; a wallet that cannot pay makes `post` throw and
     * nothing is written.
     */
    async postGift(
      g: { eventId: string; userId: string; author: string; gift: { id: string; coins: number }; at: Date },
      post: (tx: Db, messageId: number) => Promise<PostResult>,
    ): Promise<{ messageId: number } | { repeated: Record<string, unknown> }> {
      try {
        const messageId = await db.transaction(async (tx) => {
          const [m] = await tx
            .insert(liveChatMessages)
            .values({
              eventId: g.eventId,
              userId: g.userId,
              authorName: g.author,
              body: '',
              gift: g.gift.id,
              giftCoins: g.gift.coins,
              createdAt: g.at,
            })
            .returning({ id: liveChatMessages.id });
          const posted = await post(tx as unknown as Db, m!.id);
          if (!posted.applied) throw new RepeatedGift(posted.transactionId);
          return m!.id;
        });
        return { messageId };
      } catch (e) {
        if (!(e instanceof RepeatedGift)) throw e;
        const [t] = await db
          .select({ meta: ledgerTransactions.meta })
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.id, e.transactionId));
        return { repeated: (t?.meta ?? {}) as Record<string, unknown> };
      }
    },
  };
}
