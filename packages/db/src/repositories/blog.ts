import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { blogCategories, blogPosts } from '../schema';

export interface BlogCategory {
  id: number;
  slug: string;
  title: { en: string; hi: string };
  description: { en: string; hi: string };
}

export interface BlogPostSummary {
  id: string;
  contentType: string;
  slug: string;
  category: string | null;
  title: { en: string; hi: string };
  serpDescription: { en: string; hi: string };
  banner: string;
  createdAt: Date;
}

export interface BlogPost extends BlogPostSummary {
  body: { en: string; hi: string };
}

export interface NewBlogPost {
  contentType?: string;
  slug: string;
  categorySlug: string | null;
  title: { en: string; hi: string };
  serpDescription: { en: string; hi: string };
  banner: string;
  body: { en: string; hi: string };
  createdAt?: Date;
}

/** Orders title matches before matches in the text only. */
function titleFirst(search: string) {
  const pattern = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return sql`(${blogPosts.titleEn} ilike ${pattern} or ${blogPosts.titleHi} ilike ${pattern}) desc`;
}

const summaryColumns = {
  id: blogPosts.id,
  contentType: blogPosts.contentType,
  slug: blogPosts.slug,
  category: blogCategories.slug,
  titleEn: blogPosts.titleEn,
  titleHi: blogPosts.titleHi,
  serpEn: blogPosts.serpDescriptionEn,
  serpHi: blogPosts.serpDescriptionHi,
  banner: blogPosts.banner,
  createdAt: blogPosts.createdAt,
};

type SummaryRow = {
  id: string;
  contentType: string;
  slug: string;
  category: string | null;
  titleEn: string;
  titleHi: string;
  serpEn: string;
  serpHi: string;
  banner: string;
  createdAt: Date;
};

function toSummary(r: SummaryRow): BlogPostSummary {
  return {
    id: r.id,
    contentType: r.contentType,
    slug: r.slug,
    category: r.category,
    title: { en: r.titleEn, hi: r.titleHi },
    serpDescription: { en: r.serpEn, hi: r.serpHi },
    banner: r.banner,
    createdAt: r.createdAt,
  };
}

export function blogRepository(db: Db) {
  return {
    async upsertCategory(c: Omit<BlogCategory, 'id'>): Promise<BlogCategory> {
      const values = {
        slug: c.slug,
        titleEn: c.title.en,
        titleHi: c.title.hi,
        descriptionEn: c.description.en,
        descriptionHi: c.description.hi,
      };
      const rows = await db
        .insert(blogCategories)
        .values(values)
        .onConflictDoUpdate({ target: blogCategories.slug, set: values })
        .returning();
      const r = rows[0]!;
      return {
        id: r.id,
        slug: r.slug,
        title: { en: r.titleEn, hi: r.titleHi },
        description: { en: r.descriptionEn, hi: r.descriptionHi },
      };
    },
    async categories(): Promise<BlogCategory[]> {
      const rows = await db.select().from(blogCategories).orderBy(blogCategories.id);
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: { en: r.titleEn, hi: r.titleHi },
        description: { en: r.descriptionEn, hi: r.descriptionHi },
      }));
    },
    async createPost(p: NewBlogPost): Promise<string> {
      let categoryId: number | null = null;
      if (p.categorySlug) {
        const cat = await db
          .select({ id: blogCategories.id })
          .from(blogCategories)
          .where(eq(blogCategories.slug, p.categorySlug));
        categoryId = cat[0]?.id ?? null;
      }
      const rows = await db
        .insert(blogPosts)
        .values({
          contentType: p.contentType ?? 'blog',
          slug: p.slug,
          categoryId,
          titleEn: p.title.en,
          titleHi: p.title.hi,
          serpDescriptionEn: p.serpDescription.en,
          serpDescriptionHi: p.serpDescription.hi,
          banner: p.banner,
          bodyEn: p.body.en,
          bodyHi: p.body.hi,
          ...(p.createdAt ? { createdAt: p.createdAt, updatedAt: p.createdAt } : {}),
        })
        .returning({ id: blogPosts.id });
      return rows[0]!.id;
    },
    async count(q: { category?: string } = {}): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
        .where(and(eq(blogPosts.status, 'published'), ...(q.category ? [eq(blogCategories.slug, q.category)] : [])));
      return rows[0]?.n ?? 0;
    },
    /** Published posts, newest first (title matches first when searching). */
    async list(
      q: { category?: string; search?: string; limit?: number; offset?: number } = {},
    ): Promise<BlogPostSummary[]> {
      const conds = [eq(blogPosts.status, 'published')];
      if (q.category) conds.push(eq(blogCategories.slug, q.category));
      if (q.search) {
        const pattern = `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        // Both languages, titles, descriptions and bodies (Devanagari has no stemmer in PostgreSQL).
        conds.push(
          or(
            ilike(blogPosts.titleEn, pattern),
            ilike(blogPosts.titleHi, pattern),
            ilike(blogPosts.serpDescriptionEn, pattern),
            ilike(blogPosts.serpDescriptionHi, pattern),
            ilike(blogPosts.bodyEn, pattern),
            ilike(blogPosts.bodyHi, pattern),
          )!,
        );
      }
      const rows = await db
        .select(summaryColumns)
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
        .where(and(...conds))
        .orderBy(...(q.search ? [titleFirst(q.search)] : []), desc(blogPosts.createdAt))
        .limit(q.limit ?? 20)
        .offset(q.offset ?? 0);
      return rows.map(toSummary);
    },
    async findBySlug(contentType: string, slug: string): Promise<BlogPost | null> {
      const rows = await db
        .select({ ...summaryColumns, bodyEn: blogPosts.bodyEn, bodyHi: blogPosts.bodyHi })
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
        .where(
          and(eq(blogPosts.contentType, contentType), eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')),
        );
      const r = rows[0];
      return r ? { ...toSummary(r), body: { en: r.bodyEn, hi: r.bodyHi } } : null;
    },
  };
}
