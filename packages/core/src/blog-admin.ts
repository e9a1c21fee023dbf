import {
  ADMIN_BLOG_PAGE_SIZE,
  type AdminBlogListQuery,
  type AdminBlogPostData,
  type AdminBlogSummaryData,
  BLOG_BANNER_MAX_BYTES,
  BLOG_BANNER_MAX_SIDE,
  type BlogPostInput,
  type BlogPostStatus,
  parseUploadedBanner,
  uploadedBannerUrl,
} from '@drishti/contracts/blog-admin';
import type { Db } from '@drishti/db/connection';
import { type AdminBlogPostRow, blogRepository } from '@drishti/db/repositories/blog';
import { DomainError } from './errors';
import { type FileStorage, type SniffedType, sniffType } from './storage';

/** The only content type the editor writes (the public site opens it at /blog/{slug}). */
export const EDITOR_CONTENT_TYPE = 'blog';
const BANNER_FOLDER = 'blog-banners';
const BANNER_FILE = /^[a-f0-9]{32}\.(jpg|png|webp)$/;
const BANNER_TYPES: Record<string, SniffedType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export type BannerType = 'image/jpeg' | 'image/png' | 'image/webp';

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A one-line text as stored: control characters and line breaks gone, spaces collapsed, trimmed. */
export function cleanLine(text: string): string {
  return text.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}

/** A multi-line text (an article body) as stored: Unix line ends, no control characters, trimmed. */
export function cleanBody(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const ascii = (b: Uint8Array, from: number, length: number) =>
  b.length >= from + length ? String.fromCharCode(...b.subarray(from, from + length)) : '';

/** SOF markers (baseline, progressive, lossless, arithmetic): they carry the frame's size. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * The pixel size of a JPEG, PNG or WebP from its bytes (headers only, nothing decoded), or null
 * when the header cannot be read.
 */
export function imageSize(b: Uint8Array, type: BannerType): { width: number; height: number } | null {
  const ok = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  if (type === 'image/png') {
    if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
    return ok(u32be(b, 16), u32be(b, 20));
  }
  if (type === 'image/webp') {
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8 ' && b.length >= 30) {
      if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return ok(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
    }
    if (chunk === 'VP8L' && b.length >= 25) {
      if (b[20] !== 0x2f) return null;
      const width = 1 + (((b[22]! & 0x3f) << 8) | b[21]!);
      const height = 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6));
      return ok(width, height);
    }
    if (chunk === 'VP8X' && b.length >= 30) return ok(1 + u24le(b, 24), 1 + u24le(b, 27));
    return null;
  }
  // JPEG: walk the segments to the first start-of-frame.
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (JPEG_SOF.has(marker)) return ok(u16be(b, i + 7), u16be(b, i + 5));
    i += 2 + length;
  }
  return null;
}

/** Where a stored post stands at `now`. */
export function statusAt(row: { status: 'draft' | 'published'; publishAt: Date | null }, now: Date): BlogPostStatus {
  if (row.status === 'draft') return 'draft';
  return row.publishAt && row.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

function summaryView(r: AdminBlogPostRow, now: Date): AdminBlogSummaryData {
  return {
    id: r.id,
    contentType: r.contentType,
    slug: r.slug,
    category: r.category,
    title: r.title,
    serpDescription: r.serpDescription,
    banner: r.banner,
    bannerImage: parseUploadedBanner(r.banner),
    status: statusAt(r, now),
    publishAt: r.status === 'published' ? (r.publishAt ?? r.createdAt).toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const postView = (r: AdminBlogPostRow, now: Date): AdminBlogPostData => ({ ...summaryView(r, now), body: r.body });

/** The fields a post needs before it can go public, each with the reason it is missing. */
export function missingForPublishing(p: {
  category: string | null;
  title: { en: string; hi: string };
  serpDescription: { en: string; hi: string };
  body: { en: string; hi: string };
}): { field: string; message: string }[] {
  const missing: { field: string; message: string }[] = [];
  if (!p.category) missing.push({ field: 'category', message: 'Choose a category.' });
  for (const lang of ['en', 'hi'] as const) {
    if (!p.title[lang].trim()) missing.push({ field: `title.${lang}`, message: 'Required before publishing.' });
    if (!p.serpDescription[lang].trim())
      missing.push({ field: `serpDescription.${lang}`, message: 'Required before publishing.' });
    if (!p.body[lang].trim()) missing.push({ field: `body.${lang}`, message: 'Required before publishing.' });
  }
  return missing;
}

function assertComplete(p: Parameters<typeof missingForPublishing>[0]) {
  const fields = missingForPublishing(p);
  if (fields.length > 0) {
    throw new DomainError('invalid', 'Fill in every field in both languages and choose a category before publishing.', {
      code: 'incomplete',
      fields,
    });
  }
}

const isUniqueViolation = (e: unknown): boolean => {
  for (let err = e as { code?: unknown; cause?: unknown } | undefined, depth = 0; err && depth < 4; depth++) {
    if (err.code === '23505') return true;
    err = err.cause as typeof err;
  }
  return false;
};

const slugTaken = () =>
  new DomainError('conflict', 'Another post already uses this address.', {
    code: 'slug-taken',
    fields: [{ field: 'slug', message: 'Another post already uses this address.' }],
  });

/**
 * The admins' blog editor: posts in every status, created and edited as drafts, then published at
 * once, scheduled for a later instant (the public pages show a post from its publish instant on)
 * or taken back to draft. Banners are uploaded images (JPEG, PNG, WebP, recognised by their bytes)
 * served publicly; without one a post keeps its drawn banner. Every text is stored as plain text.
 */
export function blogAdminService({ db, storage, now }: { db: Db; storage: FileStorage; now: () => Date }) {
  const repo = blogRepository(db, { now });

  async function load(id: string): Promise<AdminBlogPostRow> {
    const row = await repo.findById(id);
    if (!row) throw new DomainError('not-found', 'No such post.', { code: 'no-such-post' });
    return row;
  }

  async function clean(input: BlogPostInput) {
    const category = input.category ? input.category.trim() : null;
    if (category) {
      const known = (await repo.categories()).some((c) => c.slug === category);
      if (!known) {
        throw new DomainError('invalid', 'Choose one of the blog categories.', {
          code: 'blog-category-unknown',
          fields: [{ field: 'category', message: 'Choose one of the blog categories.' }],
        });
      }
    }
    const post = {
      slug: input.slug.trim(),
      categorySlug: category,
      category,
      title: { en: cleanLine(input.title.en), hi: cleanLine(input.title.hi) },
      serpDescription: { en: cleanLine(input.serpDescription.en), hi: cleanLine(input.serpDescription.hi) },
      body: { en: cleanBody(input.body.en), hi: cleanBody(input.body.hi) },
    };
    if (!post.title.en) {
      throw new DomainError('invalid', 'Give the post a title in English.', {
        code: 'blog-title-en-missing',
        fields: [{ field: 'title.en', message: 'Give the post a title in English.' }],
      });
    }
    return post;
  }

  /** Removes an uploaded banner's file once no post shows it. */
  async function dropBannerFile(banner: string) {
    const uploaded = parseUploadedBanner(banner);
    if (!uploaded || (await repo.bannerInUse(banner))) return;
    const file = /\/([a-f0-9]{32}\.(?:jpg|png|webp))\?/.exec(uploaded.src)?.[1];
    if (file) await storage.remove(`${BANNER_FOLDER}/${file}`);
  }

  return {
    async list(q: AdminBlogListQuery) {
      const pageSize = ADMIN_BLOG_PAGE_SIZE;
      const { items, total } = await repo.adminList({
        filter: q.status,
        search: q.search || undefined,
        limit: pageSize,
        offset: (q.page - 1) * pageSize,
      });
      const at = now();
      return { items: items.map((r) => summaryView(r, at)), total, page: q.page, pageSize };
    },

    async get(id: string): Promise<AdminBlogPostData> {
      return postView(await load(id), now());
    },

    /** A new draft; its banner is the drawn one for its address until an image is uploaded. */
    async create(authorId: string, input: BlogPostInput): Promise<AdminBlogPostData> {
      const post = await clean(input);
      if (await repo.slugTaken(EDITOR_CONTENT_TYPE, post.slug)) throw slugTaken();
      let id: string;
      try {
        const at = now();
        id = await repo.createPost({
          ...post,
          contentType: EDITOR_CONTENT_TYPE,
          banner: `/images/blog/${post.slug}.svg`,
          status: 'draft',
          publishAt: null,
          authorId,
          createdAt: at,
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw slugTaken();
        throw e;
      }
      return postView(await load(id), now());
    },

    /** Saves the fields. A public or scheduled post must stay complete. */
    async update(id: string, input: BlogPostInput): Promise<AdminBlogPostData> {
      const existing = await load(id);
      const post = await clean(input);
      if (existing.status === 'published') assertComplete(post);
      if (await repo.slugTaken(existing.contentType, post.slug, id)) throw slugTaken();
      try {
        await repo.updatePost(id, post, now());
      } catch (e) {
        if (isUniqueViolation(e)) throw slugTaken();
        throw e;
      }
      // A drawn banner follows the address; an uploaded one stays.
      if (!parseUploadedBanner(existing.banner) && existing.slug !== post.slug) {
        await repo.setBanner(id, `/images/blog/${post.slug}.svg`, now());
      }
      return postView(await load(id), now());
    },

    async remove(id: string): Promise<void> {
      const deleted = await repo.deletePost(id);
      if (!deleted) throw new DomainError('not-found', 'No such post.', { code: 'no-such-post' });
      await dropBannerFile(deleted.banner);
    },

    /** Public from now on. */
    async publish(id: string): Promise<AdminBlogPostData> {
      assertComplete(await load(id));
      const at = now();
      await repo.setPublication(id, { status: 'published', publishAt: at }, at);
      return postView(await load(id), now());
    },

    /** Back to draft: off the public pages. */
    async unpublish(id: string): Promise<AdminBlogPostData> {
      await load(id);
      await repo.setPublication(id, { status: 'draft', publishAt: null }, now());
      return postView(await load(id), now());
    },

    /** Public from `publishAt`, a future instant. */
    async schedule(id: string, publishAt: string): Promise<AdminBlogPostData> {
      const when = new Date(publishAt);
      const at = now();
      if (Number.isNaN(when.getTime()) || when.getTime() <= at.getTime()) {
        throw new DomainError('invalid', 'Choose a time in the future.', {
          code: 'time-not-in-future',
          fields: [{ field: 'publishAt', message: 'Choose a time in the future.' }],
        });
      }
      assertComplete(await load(id));
      await repo.setPublication(id, { status: 'published', publishAt: when }, at);
      return postView(await load(id), now());
    },

    /** Replaces the banner with an uploaded image (recognised by its bytes, ≤ 2 MB). */
    async uploadBanner(id: string, bytes: Uint8Array): Promise<AdminBlogPostData> {
      await load(id);
      if (bytes.length === 0) {
        throw new DomainError('invalid', 'Choose an image to upload.', { code: 'no-file' });
      }
      if (bytes.length > BLOG_BANNER_MAX_BYTES) {
        throw new DomainError('invalid', 'The banner is larger than 2 MB.', { code: 'too-large' });
      }
      const type = sniffType(bytes);
      if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp') {
        throw new DomainError('invalid', 'The banner must be a JPEG, PNG or WebP image.', { code: 'not-image' });
      }
      const size = imageSize(bytes, type);
      if (!size)
        throw new DomainError('invalid', 'The banner must be a JPEG, PNG or WebP image.', { code: 'not-image' });
      if (size.width > BLOG_BANNER_MAX_SIDE || size.height > BLOG_BANNER_MAX_SIDE) {
        throw new DomainError('invalid', 'The banner may be at most 8000 pixels on each side.', {
          code: 'too-many-pixels',
        });
      }
      const key = await storage.put(BANNER_FOLDER, bytes, type);
      const file = key.slice(BANNER_FOLDER.length + 1);
      const replaced = await repo.setBanner(id, uploadedBannerUrl(file, size.width, size.height), now());
      if (!replaced) {
        await storage.remove(key);
        throw new DomainError('not-found', 'No such post.', { code: 'no-such-post' });
      }
      await dropBannerFile(replaced.previous);
      return postView(await load(id), now());
    },

    /** Back to the drawn banner. */
    async removeBanner(id: string): Promise<AdminBlogPostData> {
      const row = await load(id);
      const replaced = await repo.setBanner(id, `/images/blog/${row.slug}.svg`, now());
      if (replaced) await dropBannerFile(replaced.previous);
      return postView(await load(id), now());
    },

    /** An uploaded banner's bytes and type by its public file name, or null. */
    async bannerFile(file: string): Promise<{ bytes: Uint8Array; type: SniffedType } | null> {
      const m = BANNER_FILE.exec(file);
      if (!m) return null;
      const bytes = await storage.get(`${BANNER_FOLDER}/${file}`);
      return bytes ? { bytes, type: BANNER_TYPES[m[1]!]! } : null;
    },
  };
}

export type BlogAdminService = ReturnType<typeof blogAdminService>;
