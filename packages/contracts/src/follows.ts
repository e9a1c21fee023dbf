import { z } from 'zod';
import { envelope } from './envelope';

/** Following astrologers (docs/FOLLOW.md). */

/** An astrologer's public slug, as in /online-astrologer/[slug]. */
export const followSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not an astrologer’s address.'),
});

/** Whether the caller follows an astrologer, and how many do. */
export const followState = z.object({
  /** False for a signed-out caller, who is sent to sign in to follow. */
  signedIn: z.boolean(),
  following: z.boolean(),
  followers: z.number().int().nonnegative(),
});
export type FollowStateData = z.infer<typeof followState>;
export const followStateResponse = envelope(followState);

export const followedAstrologer = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameHi: z.string(),
  profileImage: z.string().nullable(),
  followedAt: z.string(),
});
export type FollowedAstrologerData = z.infer<typeof followedAstrologer>;
export const followListResponse = envelope(z.object({ items: z.array(followedAstrologer) }));
