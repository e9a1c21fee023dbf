import { z } from 'zod';
import { envelope } from './envelope';

/** One press mention the operator configured (PRESS_LINKS): the outlet, the article's address, its logo. */
export const pressLink = z.object({
  outlet: z.string().trim().min(1, 'name the outlet').max(80),
  url: z
    .string()
    .url('a full https:// address of the coverage')
    .refine((u) => u.startsWith('https://'), 'an https:// address'),
  /** A path on this site (the Content-Security-Policy allows images from this site only). */
  logo: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[\w\-./]+$/, 'a path on this site, such as /press/outlet.svg'),
});
export type PressLinkData = z.infer<typeof pressLink>;
export const pressLinks = z.array(pressLink).max(30, 'at most 30 press links');

/** A review quoted on the home page: the author agreed to it when reviewing a paid consultation. */
export const homeReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** First name and initial ("Priya S."), or null when the account has no name. */
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type HomeReviewData = z.infer<typeof homeReview>;

/**
 * `GET /api/publics/home`: what the home page may claim. Reviews are empty until at least five
 * consented ones exist; press is empty unless the operator configured real coverage.
 */
export const homeShowcase = z.object({
  completedConsultations: z.number().int().min(0),
  reviews: z.array(homeReview),
  press: pressLinks,
});
export type HomeShowcaseData = z.infer<typeof homeShowcase>;
export const homeShowcaseResponse = envelope(homeShowcase);
