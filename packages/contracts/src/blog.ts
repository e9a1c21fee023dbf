import { z } from 'zod';
import { envelope } from './envelope';

const bilingual = z.object({ en: z.string(), hi: z.string() });

export const blogListBody = z.object({
  filter: z
    .object({
      category: z.string().max(64).optional(),
      contentType: z.string().max(32).optional(),
    })
    .passthrough()
    .optional(),
  sort: z.object({ createdAt: z.literal(-1) }).optional(),
  limit: z.number().int().min(1).max(50).optional(),
  page: z.number().int().min(1).max(1000).optional(),
});

export const blogSummary = z.object({
  id: z.string(),
  contentType: z.string(),
  slug: z.string(),
  category: z.string().nullable(),
  title: bilingual,
  serpDescription: bilingual,
  banner: z.string(),
  createdAt: z.string(),
});
export type BlogSummaryData = z.infer<typeof blogSummary>;
export const blogPostData = blogSummary.extend({ body: bilingual });
export type BlogPostData = z.infer<typeof blogPostData>;

/** The original client reads `data.data` for the list. */
export const blogListResponse = envelope(z.object({ data: z.array(blogSummary), total: z.number().int().optional() }));

export const blogSingleQuery = z.object({
  slug: z.string().min(1).max(200),
  contentType: z.string().max(32).optional(),
});
export const blogSingleResponse = envelope(blogPostData);

export const blogSearchQuery = z.object({ search: z.string().trim().min(1, 'Type something to search').max(100) });
export const blogSearchResponse = envelope(z.array(blogSummary));

export const blogCategoriesResponse = envelope(
  z.array(z.object({ slug: z.string(), title: bilingual, description: bilingual })),
);
