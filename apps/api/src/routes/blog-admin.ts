import {
  adminBlogDeletedResponse,
  adminBlogListQuery,
  adminBlogListResponse,
  adminBlogPostResponse,
  BLOG_BANNER_MAX_BYTES,
  blogPostIdParams,
  blogPostInput,
  blogScheduleBody,
} from '@drishti/contracts/blog-admin';
import { DomainError } from '@drishti/core/errors';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';
import { PAGES_SHOWING_POSTS } from '../renew-pages';

const tags = ['blog-admin'];
const writes = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The one file of a multipart upload (field `file`), read whole; its size is capped by the parser. */
async function uploadedFile(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) {
    throw new DomainError('invalid', 'Send the file as multipart/form-data.', {
      code: 'send-file-multipart',
      fields: [{ field: '', message: 'multipart/form-data expected' }],
    });
  }
  let bytes: Uint8Array | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const buffer = await part.toBuffer();
      if (part.fieldname === 'file' && bytes === null) bytes = new Uint8Array(buffer);
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('invalid', 'The banner is larger than 2 MB.', { code: 'too-large' });
    }
    if (code?.startsWith('FST_')) {
      throw new DomainError('invalid', 'The form could not be read.', {
        code: 'form-unreadable',
        fields: [{ field: '', message: 'Malformed multipart body' }],
      });
    }
    throw e;
  }
  return bytes ?? new Uint8Array();
}

/**
 * /api/admin/blog/*: the admins' blog editor (every call needs the admin role), and
 * /api/publics/blog/banners/:file, the uploaded banners as the public pages show them.
 */
export const blogAdminRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const blog = ctx.services.blogAdmin;
  const admin = requireUser('admin');
  await app.register(multipart, {
    limits: { fileSize: BLOG_BANNER_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });
  // A public post that changed (published, taken back, edited, deleted, a new banner) is shown by
  // the cached pages that list posts: they are rendered again at once, in the background (the editor
  // is not kept waiting for two page renders). Drafts appear on no public page.
  const renewListings = () => {
    void ctx.pages.renew?.(PAGES_SHOWING_POSTS);
  };
  const renewIfPublic = <T extends { status: string }>(post: T): T => {
    if (post.status === 'published') renewListings();
    return post;
  };

  app.get(
    '/admin/blog/posts',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Blog posts in every status (draft, scheduled, published), last edited first, 20 a page',
        querystring: adminBlogListQuery,
        response: { 200: adminBlogListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await blog.list(request.query) }),
  );

  app.post(
    '/admin/blog/posts',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Create a blog post (a draft)',
        body: blogPostInput,
        response: { 200: adminBlogPostResponse },
      },
      config: writes,
    },
    async (request) => {
      const user = (await request.currentUser())!;
      return { success: true as const, data: await blog.create(user.id, request.body) };
    },
  );

  app.get(
    '/admin/blog/posts/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'One blog post, any status',
        params: blogPostIdParams,
        response: { 200: adminBlogPostResponse },
      },
    },
    async (request) => ({ success: true as const, data: await blog.get(request.params.id) }),
  );

  app.put(
    '/admin/blog/posts/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Save a blog post’s fields (a public post must stay complete)',
        params: blogPostIdParams,
        body: blogPostInput,
        response: { 200: adminBlogPostResponse },
      },
      config: writes,
    },
    async (request) => ({
      success: true as const,
      data: renewIfPublic(await blog.update(request.params.id, request.body)),
    }),
  );

  app.delete(
    '/admin/blog/posts/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Delete a blog post and its uploaded banner',
        params: blogPostIdParams,
        response: { 200: adminBlogDeletedResponse },
      },
      config: writes,
    },
    async (request) => {
      await blog.remove(request.params.id);
      renewListings();
      return { success: true as const, data: { id: request.params.id, deleted: true as const } };
    },
  );

  app.post(
    '/admin/blog/posts/:id/publish',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Publish a blog post now',
        params: blogPostIdParams,
        response: { 200: adminBlogPostResponse },
      },
      config: writes,
    },
    async (request) => ({ success: true as const, data: renewIfPublic(await blog.publish(request.params.id)) }),
  );

  app.post(
    '/admin/blog/posts/:id/unpublish',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Take a blog post back to draft (off the public pages)',
        params: blogPostIdParams,
        response: { 200: adminBlogPostResponse },
      },
      config: writes,
    },
    async (request) => {
      const post = await blog.unpublish(request.params.id);
      renewListings();
      return { success: true as const, data: post };
    },
  );

  app.post(
    '/admin/blog/posts/:id/schedule',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Publish a blog post at a future instant (ISO 8601 with offset)',
        params: blogPostIdParams,
        body: blogScheduleBody,
        response: { 200: adminBlogPostResponse },
      },
      config: writes,
    },
    async (request) => ({
      success: true as const,
      data: renewIfPublic(await blog.schedule(request.params.id, request.body.publishAt)),
    }),
  );

  // PUT replaces the banner; POST does the same for clients that send forms by POST only.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/admin/blog/posts/:id/banner',
      preValidation: admin,
      schema: {
        tags,
        summary: 'Upload a blog post’s banner (multipart/form-data: file; JPEG, PNG or WebP up to 2 MB)',
        consumes: ['multipart/form-data'],
        params: blogPostIdParams,
        response: { 200: adminBlogPostResponse },
        ...(method === 'POST' ? { hide: true } : {}),
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      handler: async (request) => {
        const bytes = await uploadedFile(request);
        return { success: true as const, data: renewIfPublic(await blog.uploadBanner(request.params.id, bytes)) };
      },
    });
  }

  app.delete(
    '/admin/blog/posts/:id/banner',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Remove a blog post’s uploaded banner (the drawn banner shows again)',
        params: blogPostIdParams,
        response: { 200: adminBlogPostResponse },
      },
      config: writes,
    },
    async (request) => ({ success: true as const, data: renewIfPublic(await blog.removeBanner(request.params.id)) }),
  );

  app.get(
    '/publics/blog/banners/:file',
    {
      schema: {
        tags: ['blog'],
        summary: 'An uploaded blog banner (its name never changes its bytes: cached for good)',
        params: z.object({ file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const file = await blog.bannerFile(request.params.file);
      if (!file) throw new DomainError('not-found', 'No such file.', { code: 'no-such-file' });
      const etag = `"${request.params.file.slice(0, 32)}"`;
      reply
        .header('content-type', file.type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (request.headers['if-none-match']?.split(',').some((t) => t.trim() === etag)) {
        return reply.code(304).send();
      }
      return reply.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );
};
