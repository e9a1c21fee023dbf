import {
  adminSupportListQuery,
  adminSupportTicketListResponse,
  adminSupportTicketResponse,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_PER_MESSAGE,
  supportAttachmentParams,
  supportMessageFields,
  supportTicketFields,
  supportTicketIdParams,
  supportTicketListResponse,
  supportTicketRefParams,
  supportTicketResponse,
} from '@drishti/contracts/support';
import { DomainError } from '@drishti/core/errors';
import { sniffType } from '@drishti/core/storage';
import type { IncomingAttachment, SupportActor } from '@drishti/core/support';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const tags = ['support'];
/** Opening tickets: a few an hour is plenty for a person; messages a little more often. */
const createLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };
const messageLimit = { rateLimit: { max: 30, timeWindow: '5 minutes' } };

/** Throws the 400 envelope for the first problem zod found. */
function parseFields<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw new DomainError('invalid', `Invalid ${errors[0]!.field}: ${errors[0]!.message}`, {
    code: 'invalid-request',
    fields: errors,
  });
}

/**
 * The fields and files of a message form. Multipart (text fields, and up to 3 files named `files`,
 * each recognised by its bytes) or, for a message without files, JSON.
 */
async function readForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: IncomingAttachment[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields: Record<string, string> = {};
    if (body && typeof body === 'object') {
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
    }
    return { fields, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: IncomingAttachment[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          await part.toBuffer();
          throw new DomainError('invalid', 'Send the files in the field named files.', {
            code: 'files-field-only',
            fields: [{ field: part.fieldname, message: 'Unexpected file' }],
          });
        }
        const bytes = new Uint8Array(await part.toBuffer());
        if (bytes.length === 0) continue;
        const type = sniffType(bytes);
        if (!type) {
          throw new DomainError('invalid', 'Attach JPEG, PNG or WebP images or PDF files.', {
            code: 'support-file-type-unsupported',
            fields: [{ field: 'files', message: 'Unsupported file type' }],
          });
        }
        files.push({ bytes, type, name: part.filename ?? '' });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('invalid', 'A file is larger than 5 MB.', {
        code: 'support-file-too-large',
        fields: [{ field: 'files', message: 'Larger than 5 MB' }],
      });
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new DomainError('invalid', 'Attach at most 3 files to a message.', {
        code: 'too-many-files',
        fields: [{ field: 'files', message: 'At most 3 files' }],
      });
    }
    if (code?.startsWith('FST_')) {
      throw new DomainError('invalid', 'The form could not be read.', {
        code: 'form-unreadable',
        fields: [{ field: '', message: 'Malformed multipart body' }],
      });
    }
    throw e;
  }
  return { fields, files };
}

/**
 * Support tickets: users open tickets and write in their thread (with private attachments),
 * admins answer and resolve them. A user sees only their own tickets; everyone else gets 404.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const support = ctx.services.support;
  const admin = requireUser('admin');
  await app.register(multipart, {
    limits: {
      fileSize: SUPPORT_ATTACHMENT_MAX_BYTES,
      files: SUPPORT_ATTACHMENTS_PER_MESSAGE,
      fields: 6,
      parts: 10,
      fieldSize: 32 * 1024,
    },
  });
  const actor = async (request: { currentUser(): Promise<SupportActor | null> }) => (await request.currentUser())!;

  app.post(
    '/users/support/tickets',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary:
          'Open a support ticket (multipart/form-data: category, subject, body, up to 3 files of JPEG/PNG/WebP/PDF ≤ 5 MB; or JSON without files)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: supportTicketResponse },
      },
      config: createLimit,
    },
    async (request) => {
      const { fields, files } = await readForm(request);
      const input = parseFields(supportTicketFields, fields);
      return { success: true as const, data: await support.create((await actor(request)).id, { ...input, files }) };
    },
  );

  app.get(
    '/users/support/tickets',
    {
      preValidation: requireUser(),
      schema: { tags, summary: 'My support tickets', response: { 200: supportTicketListResponse } },
    },
    async (request) => ({ success: true as const, data: await support.listMine((await actor(request)).id) }),
  );

  app.get(
    '/users/support/tickets/:ref',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'One of my tickets with its messages (by number or id)',
        params: supportTicketRefParams,
        response: { 200: supportTicketResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await support.get({ ...(await actor(request)), role: 'user' }, request.params.ref),
    }),
  );

  app.post(
    '/users/support/tickets/:id/messages',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Write in my ticket (multipart/form-data: body, up to 3 files); reopens a resolved ticket',
        consumes: ['multipart/form-data', 'application/json'],
        params: supportTicketIdParams,
        response: { 200: supportTicketResponse },
      },
      config: messageLimit,
    },
    async (request) => {
      const { fields, files } = await readForm(request);
      const input = parseFields(supportMessageFields, fields);
      return {
        success: true as const,
        data: await support.addMessage({ ...(await actor(request)), role: 'user' }, request.params.id, {
          body: input.body,
          files,
        }),
      };
    },
  );

  app.post(
    '/users/support/tickets/:id/resolve',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Mark my ticket resolved',
        params: supportTicketIdParams,
        response: { 200: supportTicketResponse },
      },
      config: messageLimit,
    },
    async (request) => ({
      success: true as const,
      data: await support.resolve({ ...(await actor(request)), role: 'user' }, request.params.id),
    }),
  );

  app.get(
    '/support/attachments/:id',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'A file attached to a ticket (the ticket’s user and admins only), as a download',
        params: supportAttachmentParams,
      },
    },
    async (request, reply) => {
      const file = await support.attachment(await actor(request), request.params.id);
      const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', file.mime)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  );

  app.get(
    '/admin/support/tickets',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Support tickets: open first (longest waiting first), then answered and resolved',
        querystring: adminSupportListQuery,
        response: { 200: adminSupportTicketListResponse },
      },
    },
    async (request) => {
      const s = request.query.status;
      return {
        success: true as const,
        data: await support.listForAdmin(s === 'open' || s === 'answered' || s === 'resolved' ? s : undefined),
      };
    },
  );

  app.get(
    '/admin/support/tickets/:ref',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'A ticket with its messages, its user and the linked consultation’s facts',
        params: supportTicketRefParams,
        response: { 200: adminSupportTicketResponse },
      },
    },
    async (request) => ({ success: true as const, data: await support.getForAdmin(request.params.ref) }),
  );

  app.post(
    '/admin/support/tickets/:id/messages',
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Answer a ticket (multipart/form-data: body, up to 3 files): it becomes answered and the user is notified',
        consumes: ['multipart/form-data', 'application/json'],
        params: supportTicketIdParams,
        response: { 200: adminSupportTicketResponse },
      },
      config: messageLimit,
    },
    async (request) => {
      const { fields, files } = await readForm(request);
      const input = parseFields(supportMessageFields, fields);
      await support.addMessage(await actor(request), request.params.id, { body: input.body, files });
      return { success: true as const, data: await support.getForAdmin(request.params.id) };
    },
  );

  app.post(
    '/admin/support/tickets/:id/resolve',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Resolve a ticket; the user is notified',
        params: supportTicketIdParams,
        response: { 200: adminSupportTicketResponse },
      },
      config: messageLimit,
    },
    async (request) => {
      await support.resolve(await actor(request), request.params.id);
      return { success: true as const, data: await support.getForAdmin(request.params.id) };
    },
  );
};
