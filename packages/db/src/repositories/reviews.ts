import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { reviews, users } from '../schema';

export type Review = typeof reviews.$inferSelect;

export function reviewsRepository(db: Db) {
  return {
    /** Inserts the review; null when this session or booking already has one. */
    async create(r: {
      astrologerId: string;
      userId: string;
      subject: string;
      rating: number;
      comment: string | null;
    }): Promise<Review | null> {
      const rows = await db.insert(reviews).values(r).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },
    async byId(id: string): Promise<Review | null> {
      const rows = await db.select().from(reviews).where(eq(reviews.id, id));
      return rows[0] ?? null;
    },
    async bySubject(subject: string): Promise<Review | null> {
      const rows = await db.select().from(reviews).where(eq(reviews.subject, subject));
      return rows[0] ?? null;
    },
    /** An astrologer's reviews, newest first, with the reviewer's display name. */
    async forAstrologer(astrologerId: string, opts: { includeHidden?: boolean; limit?: number } = {}) {
      return db
        .select({ review: reviews, userName: users.name })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.astrologerId, astrologerId), opts.includeHidden ? undefined : eq(reviews.hidden, false)))
        .orderBy(desc(reviews.createdAt))
        .limit(opts.limit ?? 50);
    },
    async setReply(id: string, reply: string | null): Promise<Review | null> {
      const rows = await db.update(reviews).set({ reply }).where(eq(reviews.id, id)).returning();
      return rows[0] ?? null;
    },
    async setHidden(id: string, hidden: boolean): Promise<Review | null> {
      const rows = await db.update(reviews).set({ hidden }).where(eq(reviews.id, id)).returning();
      return rows[0] ?? null;
    },
  };
}
