import { z } from 'zod';
import { envelope } from './envelope';

export { languages as LANGUAGE_ENUM, skills as SKILL_ENUM } from './registration';

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const astrologerListQuery = z.object({
  search: z.string().trim().max(60).optional(),
  skill: z.string().max(32).optional(),
  language: z.string().max(32).optional(),
  online: boolish.optional(),
  /** Coins per minute, inclusive bounds. */
  minPrice: z.coerce.number().int().min(0).max(100000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(100000).optional(),
  /** Only astrologers whose real average rating is at least this (astrologers without 5 reviews are left out). */
  minRating: z.coerce.number().min(0).max(5).optional(),
  sort: z.enum(['experience', 'price-asc', 'price-desc', 'newest', 'rating']).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  offset: z.coerce.number().int().min(0).max(10000).optional(),
});
export type AstrologerListQuery = z.input<typeof astrologerListQuery>;

const bilingual = z.object({ en: z.string(), hi: z.string() });

/** What a consultant card shows (spec: the astrologer entity, with real ratings). */
export const astrologerCard = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameHi: z.string(),
  gender: z.enum(['female', 'male', 'other']),
  profileImage: z.string().nullable(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  specializations: z.array(z.string()),
  experienceYears: z.number().int(),
  /** Coins per minute (1 coin = ₹1). */
  price: z.object({ perMinute: z.number().int(), currency: z.literal('INR') }),
  /** The average of reviews after completed paid sessions; null ("New") below 5 reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Completed paid sessions. */
  problemSolved: z.number().int(),
  isOnline: z.boolean(),
  sessionsStatus: z.object({ isChatLive: z.boolean(), isVoiceLive: z.boolean(), isVideoLive: z.boolean() }),
});
export type AstrologerCardData = z.infer<typeof astrologerCard>;

export const astrologerListResponse = envelope(z.object({ items: z.array(astrologerCard), total: z.number().int() }));

export const astrologerProfile = astrologerCard.extend({ bio: bilingual });
export type AstrologerProfileData = z.infer<typeof astrologerProfile>;
export const astrologerProfileResponse = envelope(astrologerProfile);
export const astrologerSlugParams = z.object({ slug: z.string().min(1).max(120) });
