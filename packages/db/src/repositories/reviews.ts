import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { astrologers, bookings, consultations, reviews, users } from '../schema';

export type Review = typeof reviews.$inferSelect;

/** Which reviews a list shows: every one, only visible ones, or only hidden ones. */
export type HiddenFilter = 'all' | 'visible' | 'hidden';

function hiddenWhere(filter: HiddenFilter): SQL | undefined {
  if (filter === 'visible') return eq(reviews.hidden, false);
  if (filter === 'hidden') return eq(reviews.hidden, true);
  return undefined;
}

export function reviewsRepository(db: Db) {
  return {
    /** Inserts the review; null when this session or booking already has one. */
    async create(r: {
      astrologerId: string;
      userId: string;
      subject: string;
      rating: number;
      comment: string | null;
      publicConsent?: boolean;
    }): Promise<Review | null> {
      const rows = await db.insert(reviews).values(r).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },
    /** The consultation a review is about: who had it, with whom, whether it ended and was billed. */
    async consultation(id: string) {
      const rows = await db
        .select({
          id: consultations.id,
          userId: consultations.userId,
          astrologerId: consultations.astrologerId,
          status: consultations.status,
          billedMinutes: consultations.billedMinutes,
        })
        .from(consultations)
        .where(eq(consultations.id, id));
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
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(opts.limit ?? 50);
    },
    /** The reviews a user wrote, newest first (hidden ones too: the author may see their own). */
    async byUser(userId: string, limit = 100): Promise<Review[]> {
      return db
        .select()
        .from(reviews)
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },
    /** Every review for moderation, newest first, with the astrologer and the reviewer's name; one page. */
    async list(opts: { filter: HiddenFilter; limit: number; offset: number }) {
      const where = hiddenWhere(opts.filter);
      const [rows, total] = await Promise.all([
        db
          .select({
            review: reviews,
            userName: users.name,
            astrologer: {
              id: astrologers.id,
              slug: astrologers.slug,
              name: astrologers.name,
              nameHi: astrologers.nameHi,
            },
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .innerJoin(astrologers, eq(astrologers.id, reviews.astrologerId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows, total: Number(total[0]?.n ?? 0) };
    },
    /**
     * Reviews that may be quoted on the home page: visible, with a comment, and consented to by
     * their author when reviewing; newest first, with the reviewer's name. `total` counts them all.
     */
    async showcase(limit: number) {
      const where = and(eq(reviews.hidden, false), eq(reviews.publicConsent, true), isNotNull(reviews.comment));
      const [rows, total] = await Promise.all([
        db
          .select({ review: reviews, userName: users.name })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows, total: Number(total[0]?.n ?? 0) };
    },
    /** Completed paid consultations: completed bookings and ended live sessions with billed minutes. */
    async completedConsultations(): Promise<number> {
      const [b, c] = await Promise.all([
        db.select({ n: count() }).from(bookings).where(eq(bookings.status, 'completed')),
        db
          .select({ n: count() })
          .from(consultations)
          .where(and(eq(consultations.status, 'ended'), sql`${consultations.billedMinutes} > 0`)),
      ]);
      return Number(b[0]?.n ?? 0) + Number(c[0]?.n ?? 0);
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
