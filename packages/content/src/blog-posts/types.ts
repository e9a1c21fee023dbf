import type { BlogPost } from '../blog';

/**
 * A blog post as written in the category files. `blog.ts` adds `contentType`, `banner`
 * and `readingMinutes`, so they are worked out the same way for every post.
 */
export type BlogPostInput = Omit<BlogPost, 'contentType' | 'banner' | 'readingMinutes'>;
