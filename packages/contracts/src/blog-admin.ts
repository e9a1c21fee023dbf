import { z } from 'zod';
import { envelope } from './envelope';

/** A post's address: lowercase letters and digits in words joined by single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX = 120;
export const BLOG_TITLE_MAX = 200;
/** Search engines show about 160 characters of a description: the editor's hint. */
export const BLOG_SERP_HINT = 160;
/** The hard limit of a description. */
export const BLOG_SERP_MAX = 300;
export const BLOG_BODY_MAX = 60_000;
/** The largest banner an admin may upload: 2 MB. */
export const BLOG_BANNER_MAX_BYTES = 2 * 1024 * 1024;
/** Banner images larger than this on either side are refused (they would only slow pages down). */
export const BLOG_BANNER_MAX_SIDE = 8000;
export const BLOG_BANNER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Posts in the admins' list per page. */
export const ADMIN_BLOG_PAGE_SIZE = 20;

/**
 * Where a post stands: a draft is never public; a scheduled post is published with a future
 * `publishAt` and appears from that instant; a published post is public.
 */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Stable reasons a banner upload is refused (the error envelope's `code`). */
export const BLOG_BANNER_ERROR_CODES = ['not-image', 'too-large', 'no-file', 'too-many-pixels'] as const;

/** The public URL of an uploaded banner: the stored file's name, with its size in pixels. */
const UPLOADED_BANNER = /^\/api\/publics\/blog\/banners\/([a-f0-9]{32}\.(?:jpg|png|webp))\?w=(\d{1,5})&h=(\d{1,5})$/;

export const uploadedBannerUrl = (file: string, width: number, height: number) =>
  `/api/publics/blog/banners/${file}?w=${width}&h=${height}`;

/** An uploaded banner's URL and size, read from a post's `banner`; null for the drawn banners. */
export function parseUploadedBanner(banner: string): { src: string; width: number; height: number } | null {
  const m = UPLOADED_BANNER.exec(banner);
  if (!m) return null;
  const width = Number(m[2]);
  const height = Number(m[3]);
  if (width < 1 || height < 1) return null;
  return { src: banner, width, height };
}

const bilingual = z.object({ en: z.string(), hi: z.string() });

const title = z.string().max(BLOG_TITLE_MAX, 'Keep the title under 200 characters.');
const serp = z.string().max(BLOG_SERP_MAX, 'Keep the description under 300 characters.');
const body = z.string().max(BLOG_BODY_MAX, 'Keep the article under 60,000 characters.');

/**
 * What the editor saves. A draft may be incomplete (only the slug and the English title are
 * needed); publishing needs every field in both languages and a category.
 */
export const blogPostInput = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'Give the post an address.')
    .max(BLOG_SLUG_MAX, 'Keep the address under 120 characters.')
    .regex(BLOG_SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens in the address.'),
  category: z.string().max(64).nullable(),
  title: z.object({ en: title, hi: title }),
  serpDescription: z.object({ en: serp, hi: serp }),
  body: z.object({ en: body, hi: body }),
});
export type BlogPostInput = z.infer<typeof blogPostInput>;

export const blogPostIdParams = z.object({ id: z.string().uuid('Unknown post') });

/** A future instant with its offset, e.g. "2026-12-01T09:00:00+05:30" (the editor sends Indian time). */
export const blogScheduleBody = z.object({
  publishAt: z.string().datetime({ offset: true, message: 'Choose a date and time.' }),
});

export const adminBlogListQuery = z.object({
  status: z.enum(['all', ...BLOG_POST_STATUSES]).default('all'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuery>;

export const bannerImage = z.object({ src: z.string(), width: z.number().int(), height: z.number().int() });

export const adminBlogSummary = z.object({
  id: z.string(),
  contentType: z.string(),
  slug: z.string(),
  category: z.string().nullable(),
  title: bilingual,
  serpDescription: bilingual,
  banner: z.string(),
  /** The uploaded banner, or null when the post shows its drawn banner. */
  bannerImage: bannerImage.nullable(),
  status: z.enum(BLOG_POST_STATUSES),
  /** ISO instant the post went (or goes) public; null for a draft. */
  publishAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogSummaryData = z.infer<typeof adminBlogSummary>;

export const adminBlogPost = adminBlogSummary.extend({ body: bilingual });
export type AdminBlogPostData = z.infer<typeof adminBlogPost>;

export const adminBlogListResponse = envelope(
  z.object({
    items: z.array(adminBlogSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type AdminBlogListData = z.infer<typeof adminBlogListResponse>['data'];
export const adminBlogPostResponse = envelope(adminBlogPost);
export const adminBlogDeletedResponse = envelope(z.object({ id: z.string(), deleted: z.literal(true) }));
