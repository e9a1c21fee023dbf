import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
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

/** Why a follow notification was not claimed: told about this astrologer lately, or the day's cap is reached. */
export type NoticeClaim = 'claimed' | 'window' | 'daily';

class DailyCapReached extends Error {}

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

    /** One page of an astrologer's followers (user ids in order, after `after`), for telling them all. */
    async followerPage(astrologerId: string, after: string | null, limit: number): Promise<string[]> {
      const rows = await db
        .select({ userId: follows.userId })
        .from(follows)
        .where(and(eq(follows.astrologerId, astrologerId), after ? gt(follows.userId, after) : undefined))
        .orderBy(asc(follows.userId))
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    /**
     * Claims the right to tell a follower about an astrologer, atomically: no notice about this
     * astrologer since `windowStart`, and fewer than `dailyMax` follow notices on `day` (the
     * caller's calendar day). Both marks are written together or not at all.
     */
    async claimNotice(input: {
      userId: string;
      astrologerId: string;
      now: Date;
      windowStart: Date;
      day: string;
      dailyMax: number;
    }): Promise<NoticeClaim> {
      const { userId, astrologerId, now, windowStart, day, dailyMax } = input;
      try {
        return await db.transaction(async (tx) => {
          const pair = await tx
            .update(follows)
            .set({ notifiedAt: now })
            .where(
              and(
                eq(follows.userId, userId),
                eq(follows.astrologerId, astrologerId),
                or(isNull(follows.notifiedAt), lte(follows.notifiedAt, windowStart)),
              ),
            )
            .returning({ userId: follows.userId });
          if (pair.length === 0) return 'window' as const;
          const today = await tx
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
          if (today.length === 0) throw new DailyCapReached();
          return 'claimed' as const;
        });
      } catch (e) {
        if (e instanceof DailyCapReached) return 'daily';
        throw e;
      }
    },
  };
}
