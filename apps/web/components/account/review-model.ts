import type { MyReviewViewData } from '@drishti/contracts/reviews';

export type MyReview = MyReviewViewData;

/** Longest comment or reply, characters (as the API checks it). */
export const REVIEW_TEXT_MAX = 1000;

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

/**
 * The body of `POST /api/users/reviews`: the comment trimmed, left out when empty; the consent to
 * quote it on the home page only with a comment.
 */
export function reviewBody(bookingId: string, rating: Rating, comment: string, publicConsent = false) {
  const text = comment.trim();
  return text ? { bookingId, rating, comment: text, publicConsent } : { bookingId, rating };
}

/** The user's reviews by the booking each is about (reviews of live sessions are left out). */
export function reviewsByBooking(list: readonly MyReview[]): Record<string, MyReview> {
  const out: Record<string, MyReview> = {};
  for (const r of list) if (r.bookingId) out[r.bookingId] = r;
  return out;
}

/** The user's reviews once `review` is posted: it replaces any earlier one of the same booking. */
export function withReview(list: readonly MyReview[] | undefined, review: MyReview): MyReview[] {
  return [...(list ?? []).filter((r) => !review.bookingId || r.bookingId !== review.bookingId), review];
}
