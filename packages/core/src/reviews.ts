import { ADMIN_REVIEWS_PAGE_SIZE } from '@drishti/contracts/reviews';
import type { Db } from '@drishti/db/connection';
import { astrologersRepository } from '@drishti/db/repositories/astrologers';
import { bookingsRepository } from '@drishti/db/repositories/bookings';
import { type HiddenFilter, type Review, reviewsRepository } from '@drishti/db/repositories/reviews';
import type { Actor } from './admin';
import { DomainError } from './errors';

export interface ReviewView {
  id: string;
  rating: number;
  comment: string | null;
  reply: string | null;
  /** The reviewer's first name, or null (shown as "A Drishti user"). */
  author: string | null;
  hidden: boolean;
  createdAt: string;
}

export interface MyReviewView extends ReviewView {
  /** The booking reviewed; null when the review is about a live session. */
  bookingId: string | null;
}

export interface AdminReviewView extends MyReviewView {
  astrologer: { id: string; slug: string; name: string; nameHi: string };
}

/** The home page shows reviews only from this many consented ones, and at most HOME_REVIEWS_MAX. */
export const HOME_REVIEWS_MIN = 5;
export const HOME_REVIEWS_MAX = 12;

export interface HomeShowcase {
  completedConsultations: number;
  reviews: { id: string; rating: number; comment: string; author: string | null; createdAt: string }[];
}

/** "Priya Sharma" → "Priya S."; one word stays as it is; no name → null. */
export function shortName(name: string | null): string | null {
  const words = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return null;
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${Array.from(last)[0]!.toLocaleUpperCase('en-IN')}.` : first;
}

/** The booking a review's subject (`booking:<id>` or `session:<id>`) names, or null. */
export function bookingIdOf(subject: string): string | null {
  return subject.startsWith('booking:') ? subject.slice('booking:'.length) : null;
}

function view(r: Review, userName: string | null): ReviewView {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    author: userName?.trim().split(/\s+/)[0] || null,
    hidden: r.hidden,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Reviews: only the user of a completed paid consultation may leave one, once; the rating shown
 * for an astrologer is the average of visible reviews. Astrologers reply; admins hide abuse.
 */
export function reviewService({ db }: { db: Db }) {
  const repo = reviewsRepository(db);
  const bookings = bookingsRepository(db);
  const astrologers = astrologersRepository(db);
  return {
    async create(
      userId: string,
      input: {
        bookingId?: string | undefined;
        consultationId?: string | undefined;
        rating: number;
        comment?: string | undefined;
        publicConsent?: boolean | undefined;
      },
    ) {
      /** The review of one consultation (`subject`), once per consultation. */
      const review = async (astrologerId: string, subject: string) => {
        const created = await repo.create({
          astrologerId,
          userId,
          subject,
          rating: input.rating,
          comment: input.comment?.trim() || null,
          publicConsent: input.publicConsent === true,
        });
        if (!created)
          throw new DomainError('conflict', 'You have already reviewed this consultation.', {
            code: 'already-reviewed',
          });
        return view(created, null);
      };
      if (input.consultationId) {
        const c = await repo.consultation(input.consultationId);
        if (!c || c.userId !== userId)
          throw new DomainError('not-found', 'No such consultation.', { code: 'no-such-consultation' });
        if (c.status !== 'ended' || c.billedMinutes === 0) {
          throw new DomainError('conflict', 'You can review a consultation after a paid session has ended.', {
            code: 'review-needs-paid-session',
          });
        }
        return review(c.astrologerId, `session:${c.id}`);
      }
      const booking = await bookings.byId(input.bookingId as string);
      if (!booking || booking.userId !== userId)
        throw new DomainError('not-found', 'No such booking.', { code: 'no-such-booking' });
      if (booking.status !== 'completed') {
        throw new DomainError('conflict', 'You can review a consultation once it is completed.', {
          code: 'review-needs-completed-consultation',
        });
      }
      return review(booking.astrologerId, `booking:${booking.id}`);
    },

    /**
     * What the home page may show: the number of completed paid consultations, and the reviews
     * their authors agreed to show (first name and initial), only once there are at least
     * HOME_REVIEWS_MIN of them; none before.
     */
    async homeShowcase(): Promise<HomeShowcase> {
      const [{ rows, total }, completed] = await Promise.all([
        repo.showcase(HOME_REVIEWS_MAX),
        repo.completedConsultations(),
      ]);
      return {
        completedConsultations: completed,
        reviews:
          total < HOME_REVIEWS_MIN
            ? []
            : rows.map((r) => ({
                id: r.review.id,
                rating: r.review.rating,
                comment: r.review.comment ?? '',
                author: shortName(r.userName),
                createdAt: r.review.createdAt.toISOString(),
              })),
      };
    },

    async forAstrologer(slug: string, opts: { includeHidden?: boolean } = {}): Promise<ReviewView[]> {
      const a = await astrologers.findBySlug(slug);
      if (!a) throw new DomainError('not-found', 'No such astrologer.', { code: 'no-such-astrologer' });
      const rows = await repo.forAstrologer(a.id, opts);
      return rows.map((r) => view(r.review, r.userName));
    },

    /** An astrologer's own reviews, hidden ones too (flagged), newest first. */
    async ofAstrologer(astrologerId: string): Promise<ReviewView[]> {
      const rows = await repo.forAstrologer(astrologerId, { includeHidden: true, limit: 200 });
      return rows.map((r) => view(r.review, r.userName));
    },

    /** The reviews a user wrote, with the booking each is about. */
    async mine(userId: string): Promise<MyReviewView[]> {
      const rows = await repo.byUser(userId);
      return rows.map((r) => ({ ...view(r, null), bookingId: bookingIdOf(r.subject) }));
    },

    /** Every review for the admins, newest first, one page at a time. */
    async list(input: { filter: HiddenFilter; page: number }): Promise<{
      items: AdminReviewView[];
      total: number;
      page: number;
      pageSize: number;
    }> {
      const pageSize = ADMIN_REVIEWS_PAGE_SIZE;
      const { rows, total } = await repo.list({
        filter: input.filter,
        limit: pageSize,
        offset: (input.page - 1) * pageSize,
      });
      return {
        items: rows.map((r) => ({
          ...view(r.review, r.userName),
          bookingId: bookingIdOf(r.review.subject),
          astrologer: r.astrologer,
        })),
        total,
        page: input.page,
        pageSize,
      };
    },

    /** The astrologer answers a review of their own consultation. */
    async reply(actor: Actor, reviewId: string, text: string): Promise<ReviewView> {
      const r = await repo.byId(reviewId);
      if (!r) throw new DomainError('not-found', 'No such review.', { code: 'no-such-review' });
      if ((await astrologers.userIdOf(r.astrologerId)) !== actor.id) {
        throw new DomainError('forbidden', 'Only the astrologer reviewed can reply.', {
          code: 'only-reviewed-astrologer-replies',
        });
      }
      const updated = await repo.setReply(reviewId, text.trim() || null);
      return view(updated!, null);
    },

    async setHidden(reviewId: string, hidden: boolean): Promise<ReviewView> {
      const updated = await repo.setHidden(reviewId, hidden);
      if (!updated) throw new DomainError('not-found', 'No such review.', { code: 'no-such-review' });
      return view(updated, null);
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
