import { homeShowcaseResponse } from '@drishti/contracts/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

/** GET /api/publics/home: the counts, reviews and press the home page may show, all from real data. */
export const homeRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  app.get(
    '/publics/home',
    {
      schema: {
        tags: ['home'],
        summary:
          'Completed consultations, reviews shown with their authors’ consent (none below five) and configured press links',
        response: { 200: homeShowcaseResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async () => {
      const showcase = await ctx.services.reviews.homeShowcase();
      return { success: true as const, data: { ...showcase, press: ctx.env.pressLinks } };
    },
  );
};
