import type { Db } from '@drishti/db/connection';
import { astrologersRepository } from '@drishti/db/repositories/astrologers';
import { bookingsRepository } from '@drishti/db/repositories/bookings';
import { type Review, reviewsRepository } from '@drishti/db/repositories/reviews';
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

function view(r: Review, userName: string | null): ReviewView {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    author: userName ? (userName.trim().split(/\s+/)[0] ?? null) : null,
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
    async create(userId: string, input: { bookingId: string; rating: number; comment?: string | undefined }) {
      const booking = await bookings.byId(input.bookingId);
      if (!booking || booking.userId !== userId) throw new DomainError('not-found', 'No such booking.');
      if (booking.status !== 'completed') {
        throw new DomainError('conflict', 'You can review a consultation once it is completed.');
      }
      const created = await repo.create({
        astrologerId: booking.astrologerId,
        userId,
        subject: `booking:${booking.id}`,
        rating: input.rating,
        comment: input.comment?.trim() || null,
      });
      if (!created) throw new DomainError('conflict', 'You have already reviewed this consultation.');
      return view(created, null);
    },

    async forAstrologer(slug: string, opts: { includeHidden?: boolean } = {}): Promise<ReviewView[]> {
      const a = await astrologers.findBySlug(slug);
      if (!a) throw new DomainError('not-found', 'No such astrologer.');
      const rows = await repo.forAstrologer(a.id, opts);
      return rows.map((r) => view(r.review, r.userName));
    },

    /** The astrologer answers a review of their own consultation. */
    async reply(actor: Actor, reviewId: string, text: string): Promise<ReviewView> {
      const r = await repo.byId(reviewId);
      if (!r) throw new DomainError('not-found', 'No such review.');
      if ((await astrologers.userIdOf(r.astrologerId)) !== actor.id) {
        throw new DomainError('forbidden', 'Only the astrologer reviewed can reply.');
      }
      const updated = await repo.setReply(reviewId, text.trim() || null);
      return view(updated!, null);
    },

    async setHidden(reviewId: string, hidden: boolean): Promise<ReviewView> {
      const updated = await repo.setHidden(reviewId, hidden);
      if (!updated) throw new DomainError('not-found', 'No such review.');
      return view(updated, null);
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
