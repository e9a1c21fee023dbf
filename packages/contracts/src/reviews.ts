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

export const reviewCreateBody = z.object({
  bookingId: z.string().uuid('Unknown booking'),
  rating: z.number().int().min(1, 'Give 1 to 5 stars').max(5, 'Give 1 to 5 stars'),
  comment: z.string().trim().max(1000, 'Keep the review under 1000 characters').optional(),
});
export const reviewReplyBody = z.object({ reply: z.string().trim().max(1000, 'Keep the reply under 1000 characters') });
export const reviewHideBody = z.object({ hidden: z.boolean() });
export const reviewIdParams = z.object({ id: z.string().uuid('Unknown review') });
export const reviewResponse = envelope(reviewView);
export const reviewListResponse = envelope(z.array(reviewView));
