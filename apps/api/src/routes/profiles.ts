import { birthProfileInput, profileIdParams, profileListResponse, profileResponse } from '@drishti/contracts/profiles';
import { okResponse } from '@drishti/contracts/auth';
import { birthProfileView as out } from '@drishti/core/views';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

/** Saved kundalis (birth profiles) of the signed-in user. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const profiles = ctx.services.profiles;
  app.addHook('preValidation', requireUser());
  const uid = async (request: { currentUser(): Promise<{ id: string } | null> }) => (await request.currentUser())!.id;

  app.get(
    '/users/profiles',
    { schema: { tags: ['profiles'], summary: 'My saved kundalis', response: { 200: profileListResponse } } },
    async (request) => ({ success: true as const, data: (await profiles.list(await uid(request))).map(out) }),
  );
  app.post(
    '/users/profiles',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Save birth details',
        body: birthProfileInput,
        response: { 200: profileResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({ success: true as const, data: out(await profiles.create(await uid(request), request.body)) }),
  );
  app.get(
    '/users/profiles/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: 'One saved kundali',
        params: profileIdParams,
        response: { 200: profileResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: out(await profiles.get(await uid(request), request.params.id)),
    }),
  );
  app.patch(
    '/users/profiles/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Rename or correct a saved kundali',
        params: profileIdParams,
        body: birthProfileInput.partial(),
        response: { 200: profileResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: out(await profiles.update(await uid(request), request.params.id, request.body)),
    }),
  );
  app.delete(
    '/users/profiles/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Delete a saved kundali',
        params: profileIdParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await profiles.remove(await uid(request), request.params.id);
      return { success: true as const, data: { ok: true as const } };
    },
  );
};
