import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { astrologers, followNoticeDays, follows } from '../schema';

/** An astrologer a user follows, as their list shows it. */
export interface FollowedAstrologer {
  id: string;
  slug: string;
  name: string;
  nameHi: string;
  profileImage: string | null;
  followedAt: Date;
}

/**
 * Whether a follower may be told: claimed; or not, because they were told about this astrologer
 * lately ('window'), the day's cap is reached ('daily'), this fan-out told them already ('already'),
 * or they no longer follow ('gone').
 */
export type NoticeClaim = 'claimed' | 'window' | 'daily' | 'already' | 'gone';

/** Thrown inside a notice's transaction to write nothing (the claim was refused after a first write). */
export class FollowNoticeRefused extends Error {
  constructor(readonly reason: Exclude<NoticeClaim, 'claimed'>) {
    super(`follow notice not claimed: ${reason}`);
  }
}

/** Users following astrologers, and the caps on what followers are told (docs/FOLLOW.md). */
export function followsRepository(db: Db) {
  const astrologerColumns = {
    id: astrologers.id,
    userId: astrologers.userId,
    slug: astrologers.slug,
    name: astrologers.name,
    nameHi: astrologers.nameHi,
    status: astrologers.status,
  };
  return {
    /** The astrologer a follow names, by id. */
    async astrologer(id: string) {
      const [a] = await db.select(astrologerColumns).from(astrologers).where(eq(astrologers.id, id));
      return a ?? null;
    },

    /** The astrologer a follow names, by their public slug. */
    async astrologerBySlug(slug: string) {
      const [a] = await db.select(astrologerColumns).from(astrologers).where(eq(astrologers.slug, slug));
      return a ?? null;
    },

    /** Follows an astrologer; true when the user did not follow them yet (following again changes nothing). */
    async follow(userId: string, astrologerId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(follows)
        .values({ userId, astrologerId, createdAt: now })
        .onConflictDoNothing({ target: [follows.userId, follows.astrologerId] })
        .returning({ userId: follows.userId });
      return rows.length > 0;
    },

    /** Stops following; true when the user was following. */
    async unfollow(userId: string, astrologerId: string): Promise<boolean> {
      const rows = await db
        .delete(follows)
        .where(and(eq(follows.userId, userId), eq(follows.astrologerId, astrologerId)))
        .returning({ userId: follows.userId });
      return rows.length > 0;
    },

    async isFollowing(userId: string, astrologerId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: follows.userId })
        .from(follows)
        .where(and(eq(follows.userId, userId), eq(follows.astrologerId, astrologerId)));
      return rows.length > 0;
    },

    /** How many users follow an astrologer. */
    async followerCount(astrologerId: string): Promise<number> {
      const rows = await db.select({ n: count() }).from(follows).where(eq(follows.astrologerId, astrologerId));
      return Number(rows[0]?.n ?? 0);
    },

    /** The astrologers a user follows, most recently followed first. */
    async listForUser(userId: string, limit = 200): Promise<FollowedAstrologer[]> {
      return db
        .select({
          id: astrologers.id,
          slug: astrologers.slug,
          name: astrologers.name,
          nameHi: astrologers.nameHi,
          profileImage: astrologers.profileImage,
          followedAt: follows.createdAt,
        })
        .from(follows)
        .innerJoin(astrologers, eq(astrologers.id, follows.astrologerId))
        .where(eq(follows.userId, userId))
        .orderBy(desc(follows.createdAt), asc(astrologers.slug))
        .limit(limit);
    },

    /**
     * Claims the right to tell a follower about an astrologer; call it inside the transaction that
     * records the notice (`db` is that transaction). Claimed when the user still follows, was not
     * told by this same fan-out already (`'already'`: a batch run again after its instance stopped),
     * heard nothing about this astrologer since `windowStart`, and got fewer than `dailyMax` follow
     * notices on `day` (the caller's calendar day). Claiming writes both marks; when the daily cap
     * refuses, it throws {@link FollowNoticeRefused} so that the transaction rolls the window's mark
     * back. Anything but 'claimed' writes nothing.
     */
    async claimNotice(input: {
      userId: string;
      astrologerId: string;
      fanoutId: string;
      now: Date;
      windowStart: Date;
      day: string;
      dailyMax: number;
    }): Promise<NoticeClaim> {
      const { userId, astrologerId, fanoutId, now, windowStart, day, dailyMax } = input;
      const pairIs = and(eq(follows.userId, userId), eq(follows.astrologerId, astrologerId));
      const [pair] = await db
        .select({ notifiedAt: follows.notifiedAt, fanoutId: follows.notifiedFanoutId })
        .from(follows)
        .where(pairIs)
        .for('update');
      if (!pair) return 'gone';
      if (pair.fanoutId === fanoutId) return 'already';
      if (pair.notifiedAt && pair.notifiedAt > windowStart) return 'window';
      await db.update(follows).set({ notifiedAt: now, notifiedFanoutId: fanoutId }).where(pairIs);
      const today = await db
        .insert(followNoticeDays)
        .values({ userId, day, count: 1 })
        .onConflictDoUpdate({
          target: followNoticeDays.userId,
          set: {
            day,
            count: sql`case when ${followNoticeDays.day} = ${day} then ${followNoticeDays.count} + 1 else 1 end`,
          },
          setWhere: sql`${followNoticeDays.day} <> ${day} or ${followNoticeDays.count} < ${dailyMax}`,
        })
        .returning({ count: followNoticeDays.count });
      if (today.length === 0) throw new FollowNoticeRefused('daily');
      return 'claimed';
    },
  };
}
