import {
  MEDITATION_RECORDING_MAX_BYTES,
  meditationRecordingQuery,
  meditationRecordingRemovedResponse,
  meditationRecordingResponse,
  meditationRecordingsResponse,
  meditationTrackParams,
} from '@drishti/contracts/meditation';
import { DomainError } from '@drishti/core/errors';
import { assertMeditationTrack, type MeditationRecordingInfo } from '@drishti/core/meditation';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { apiText } from '../errors';
import { requireUser } from '../plugins/auth';

const tags = ['meditation'];

const view = (r: MeditationRecordingInfo) => ({
  trackId: r.trackId,
  url: `/api/publics/meditation/recordings/${r.trackId}?v=${r.version}`,
  contentType: r.contentType,
  size: r.size,
  uploadedAt: r.uploadedAt.toISOString(),
});

/**
 * One `bytes=` range of a file of `size` bytes: the inclusive [start, end], 'unsatisfiable' when it
 * lies beyond the end, or null when the header is to be ignored (absent, malformed or several
 * ranges: the whole file is then sent, as RFC 9110 allows).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, from = '', to = ''] = m;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

/**
 * Meditation music recordings: the public list and files (with byte ranges, so the audio element
 * can seek), and the admin's upload and removal. A track without a recording is synthesised in
 * the browser.
 */
export const meditationRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const { meditation } = ctx.services;
  const admin = requireUser('admin');
  await app.register(multipart, {
    limits: { fileSize: MEDITATION_RECORDING_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.get(
    '/publics/meditation/recordings',
    {
      schema: {
        tags,
        summary: 'The tracks that play a recording instead of synthesised sound',
        response: { 200: meditationRecordingsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, data: (await meditation.list()).map(view) };
    },
  );

  app.get(
    '/publics/meditation/recordings/:trackId',
    {
      schema: {
        tags,
        summary: 'A track’s recording (supports Range requests); 404 when the track is synthesised',
        params: meditationTrackParams,
        querystring: meditationRecordingQuery,
      },
    },
    async (request, reply) => {
      const file = await meditation.file(request.params.trackId);
      if (!file) throw new DomainError('not-found', 'No such file.', { code: 'no-such-file' });
      const { recording } = file;
      const size = recording.size;
      const etag = `"${recording.version}-${size}"`;
      const lastModified = recording.uploadedAt.toUTCString();
      reply
        .header('content-type', recording.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('last-modified', lastModified)
        // The list's URLs carry the version: such a URL always means these bytes. Any other
        // URL is checked with the server each time (the recording may be replaced).
        .header(
          'cache-control',
          request.query.v === recording.version ? 'public, max-age=31536000, immutable' : 'public, no-cache',
        );
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
        return reply.code(304).send();
      }
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === etag || ifRange === lastModified
          ? parseRange(request.headers.range, size)
          : null;
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .header('content-type', 'application/json; charset=utf-8')
          .send({ success: false, code: 'invalid-request', message: apiText(request, 'invalid-request') });
      }
      // Only the asked-for bytes are read from storage.
      const bytes = await file.read(range ?? undefined);
      if (!bytes || (range ? bytes.length !== range.end - range.start + 1 : bytes.length !== size)) {
        throw new DomainError('not-found', 'No such file.', { code: 'no-such-file' });
      }
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (!range) return reply.code(200).send(buffer);
      return reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`).send(buffer);
    },
  );

  app.put(
    '/admin/meditation/:trackId/recording',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Replace a track’s synthesised sound with a recording (multipart/form-data: file; audio up to 25 MB)',
        consumes: ['multipart/form-data'],
        params: meditationTrackParams,
        response: { 200: meditationRecordingResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { trackId } = request.params;
      assertMeditationTrack(trackId);
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
          if (part.fieldname !== 'file') {
            await part.toBuffer();
            throw new DomainError('invalid', 'The form could not be read.', {
              code: 'form-unreadable',
              fields: [{ field: part.fieldname, message: 'Unexpected file' }],
            });
          }
          bytes = new Uint8Array(await part.toBuffer());
        }
      } catch (e) {
        if (e instanceof DomainError) throw e;
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new DomainError('invalid', 'The recording is larger than 25 MB.', {
            key: 'recording-too-large',
            code: 'too-large',
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
      const user = (await request.currentUser())!;
      const saved = await meditation.upload(user.id, trackId, bytes ?? new Uint8Array());
      return { success: true as const, data: view(saved) };
    },
  );

  app.delete(
    '/admin/meditation/:trackId/recording',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Remove a track’s recording: the track is synthesised again',
        params: meditationTrackParams,
        response: { 200: meditationRecordingRemovedResponse },
      },
    },
    async (request) => {
      const { trackId } = request.params;
      return { success: true as const, data: { trackId, removed: await meditation.remove(trackId) } };
    },
  );
};
