import { and, desc, eq, gt, ilike, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
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
  /** For the public: when the post went public (its publish instant, else its creation). */
  createdAt: Date;
}

export interface BlogPost extends BlogPostSummary {
  body: { en: string; hi: string };
}

/** Stored status: a scheduled post is `published` with a future `publishAt`. */
export type StoredBlogStatus = 'draft' | 'published';

/** A post as the editor sees it: any status, its own dates. */
export interface AdminBlogPostRow extends BlogPost {
  status: StoredBlogStatus;
  publishAt: Date | null;
  updatedAt: Date;
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
  status?: StoredBlogStatus;
  publishAt?: Date | null;
  authorId?: string | null;
}

export interface BlogPostChanges {
  slug: string;
  categorySlug: string | null;
  title: { en: string; hi: string };
  serpDescription: { en: string; hi: string };
  body: { en: string; hi: string };
}

/** Which posts the editor's list shows. */
export type AdminBlogFilter = 'all' | 'draft' | 'scheduled' | 'published';

const escapeLike = (search: string) => `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** Orders title matches before matches in the text only. */
function titleFirst(search: string) {
  const pattern = escapeLike(search);
  return sql`(${blogPosts.titleEn} ilike ${pattern} or ${blogPosts.titleHi} ilike ${pattern}) desc`;
}

/** The instant the public dates a post by: its publish instant when it has one. */
const publicDate = sql<Date>`coalesce(${blogPosts.publishAt}, ${blogPosts.createdAt})`.mapWith(blogPosts.createdAt);

/** Published, and its publish instant (if any) has come. */
function visibleAt(now: Date): SQL {
  return and(eq(blogPosts.status, 'published'), or(isNull(blogPosts.publishAt), lte(blogPosts.publishAt, now)))!;
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
  createdAt: publicDate,
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

const adminColumns = {
  ...summaryColumns,
  createdAt: blogPosts.createdAt,
  bodyEn: blogPosts.bodyEn,
  bodyHi: blogPosts.bodyHi,
  status: blogPosts.status,
  publishAt: blogPosts.publishAt,
  updatedAt: blogPosts.updatedAt,
};

type AdminRow = SummaryRow & {
  bodyEn: string;
  bodyHi: string;
  status: StoredBlogStatus;
  publishAt: Date | null;
  updatedAt: Date;
};

function toAdmin(r: AdminRow): AdminBlogPostRow {
  return {
    ...toSummary(r),
    body: { en: r.bodyEn, hi: r.bodyHi },
    status: r.status,
    publishAt: r.publishAt,
    updatedAt: r.updatedAt,
  };
}

/**
 * Blog posts. The public reads (list, count, findBySlug) see only published posts whose publish
 * instant has come, by the clock given (`now`, the real one by default); the editor's reads see all.
 */
export function blogRepository(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function categoryIdOf(slug: string | null): Promise<number | null> {
    if (!slug) return null;
    const cat = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, slug));
    return cat[0]?.id ?? null;
  }

  function adminFilter(filter: AdminBlogFilter, at: Date): SQL | undefined {
    switch (filter) {
      case 'draft':
        return eq(blogPosts.status, 'draft');
      case 'scheduled':
        return and(eq(blogPosts.status, 'published'), gt(blogPosts.publishAt, at));
      case 'published':
        return visibleAt(at);
      default:
        return undefined;
    }
  }

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
      const categoryId = await categoryIdOf(p.categorySlug);
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
          ...(p.status ? { status: p.status } : {}),
          ...(p.publishAt !== undefined ? { publishAt: p.publishAt } : {}),
          ...(p.authorId !== undefined ? { authorId: p.authorId } : {}),
          ...(p.createdAt ? { createdAt: p.createdAt, updatedAt: p.createdAt } : {}),
        })
        .returning({ id: blogPosts.id });
      return rows[0]!.id;
    },
    /** How many posts the public sees. */
    async count(q: { category?: string } = {}): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
        .where(and(visibleAt(now()), ...(q.category ? [eq(blogCategories.slug, q.category)] : [])));
      return rows[0]?.n ?? 0;
    },
    /** Public posts, newest first (title matches first when searching). */
    async list(
      q: { category?: string; search?: string; limit?: number; offset?: number } = {},
    ): Promise<BlogPostSummary[]> {
      const conds = [visibleAt(now())];
      if (q.category) conds.push(eq(blogCategories.slug, q.category));
      if (q.search) {
        const pattern = escapeLike(q.search);
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
        .orderBy(...(q.search ? [titleFirst(q.search)] : []), desc(publicDate), desc(blogPosts.id))
        .limit(q.limit ?? 20)
        .offset(q.offset ?? 0);
      return rows.map(toSummary);
    },
    /** A public post by its address; null for drafts and posts whose time has not come. */
    async findBySlug(contentType: string, slug: string): Promise<BlogPost | null> {
      const rows = await db
        .select({ ...summaryColumns, bodyEn: blogPosts.bodyEn, bodyHi: blogPosts.bodyHi })
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
        .where(and(eq(blogPosts.contentType, contentType), eq(blogPosts.slug, slug), visibleAt(now())));
      const r = rows[0];
      return r ? { ...toSummary(r), body: { en: r.bodyEn, hi: r.bodyHi } } : null;
    },

    // The editor's side: every status.

    /** Posts of any status, last edited first; `search` matches titles in both languages. */
    async adminList(q: {
      filter: AdminBlogFilter;
      search?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ items: AdminBlogPostRow[]; total: number }> {
      const at = now();
      const conds: SQL[] = [];
      const f = adminFilter(q.filter, at);
      if (f) conds.push(f);
      if (q.search) {
        const pattern = escapeLike(q.search);
        conds.push(
          or(ilike(blogPosts.titleEn, pattern), ilike(blogPosts.titleHi, pattern), ilike(blogPosts.slug, pattern))!,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select(adminColumns)
          .from(blogPosts)
          .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
          .where(where)
          .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where),
      ]);
      return { items: rows.map(toAdmin), total: counted[0]?.n ?? 0 };
    },
    async findById(id: string): Promise<AdminBlogPostRow | null> {
      const rows = await db
        .select(adminColumns)
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
        .where(eq(blogPosts.id, id));
      return rows[0] ? toAdmin(rows[0]) : null;
    },
    /** Whether another post of the content type already has this address. */
    async slugTaken(contentType: string, slug: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.contentType, contentType),
            eq(blogPosts.slug, slug),
            ...(exceptId ? [ne(blogPosts.id, exceptId)] : []),
          ),
        );
      return rows.length > 0;
    },
    /** Replaces the editable fields; false when there is no such post. */
    async updatePost(id: string, c: BlogPostChanges, at: Date): Promise<boolean> {
      const rows = await db
        .update(blogPosts)
        .set({
          slug: c.slug,
          categoryId: await categoryIdOf(c.categorySlug),
          titleEn: c.title.en,
          titleHi: c.title.hi,
          serpDescriptionEn: c.serpDescription.en,
          serpDescriptionHi: c.serpDescription.hi,
          bodyEn: c.body.en,
          bodyHi: c.body.hi,
          updatedAt: at,
        })
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },
    /** Sets the status and publish instant (null: a draft, or public at once). */
    async setPublication(
      id: string,
      p: { status: StoredBlogStatus; publishAt: Date | null },
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(blogPosts)
        .set({ status: p.status, publishAt: p.publishAt, updatedAt: at })
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },
    /** Sets the banner; returns the one it replaced, or null when there is no such post. */
    async setBanner(id: string, banner: string, at: Date): Promise<{ previous: string } | null> {
      return db.transaction(async (tx) => {
        const old = await tx
          .select({ banner: blogPosts.banner })
          .from(blogPosts)
          .where(eq(blogPosts.id, id))
          .for('update');
        if (!old[0]) return null;
        await tx.update(blogPosts).set({ banner, updatedAt: at }).where(eq(blogPosts.id, id));
        return { previous: old[0].banner };
      });
    },
    /** Deletes a post; returns its banner (so an uploaded file can be removed), or null when there was none. */
    async deletePost(id: string): Promise<{ banner: string } | null> {
      const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ banner: blogPosts.banner });
      return rows[0] ?? null;
    },
    /** Whether any post still shows this banner. */
    async bannerInUse(banner: string): Promise<boolean> {
      const rows = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.banner, banner)).limit(1);
      return rows.length > 0;
    },
  };
}
