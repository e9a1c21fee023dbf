import { z } from 'zod';
import { envelope } from './envelope';

export const reviewView = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  author: z.string().nullable(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type ReviewViewData = z.infer<typeof reviewView>;

/** A review as its author sees it in their bookings: which booking it is about (null for a live session). */
export const myReviewView = reviewView.extend({ bookingId: z.string().nullable() });
export type MyReviewViewData = z.infer<typeof myReviewView>;

/** A review in the admins' moderation list: whose consultation it is about. */
export const adminReviewView = reviewView.extend({
  bookingId: z.string().nullable(),
  astrologer: z.object({ id: z.string(), slug: z.string(), name: z.string(), nameHi: z.string() }),
});
export type AdminReviewViewData = z.infer<typeof adminReviewView>;

/** Reviews in the admins' list per page. */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** A review is about one paid consultation: a completed booking or an ended live session (exactly one of the two ids). */
export const reviewCreateBody = z
  .object({
    bookingId: z.string().uuid('Unknown booking').optional(),
    consultationId: z.string().uuid('Unknown consultation').optional(),
    rating: z.number().int().min(1, 'Give 1 to 5 stars').max(5, 'Give 1 to 5 stars'),
    comment: z.string().trim().max(1000, 'Keep the review under 1000 characters').optional(),
    /** The reviewer agrees to show the comment on the home page, with their first name and initial. */
    publicConsent: z.boolean().optional(),
  })
  .refine((b) => (b.bookingId === undefined) !== (b.consultationId === undefined), {
    message: 'Say which consultation you are reviewing',
    path: ['bookingId'],
  });
export const reviewReplyBody = z.object({ reply: z.string().trim().max(1000, 'Keep the reply under 1000 characters') });
export const reviewHideBody = z.object({ hidden: z.boolean() });
export const reviewIdParams = z.object({ id: z.string().uuid('Unknown review') });
/** `GET /api/admin/reviews`: `hidden=true` only hidden ones, `false` only visible ones, absent (or empty) all. */
export const adminReviewListQuery = z.object({
  hidden: z.enum(['true', 'false', '']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const reviewResponse = envelope(reviewView);
export const reviewListResponse = envelope(z.array(reviewView));
export const myReviewListResponse = envelope(z.array(myReviewView));
export const adminReviewListResponse = envelope(
  z.object({
    items: z.array(adminReviewView),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
