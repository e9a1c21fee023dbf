import { type BirthRequest, nakshatraRequest, nakshatraResponse } from '@drishti/contracts/astrology';
import { nakshatraByIndex } from '@drishti/content/nakshatras';
import { kundaliFor } from '@drishti/core/astrology/kundali';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

const tags = ['astrology'];

/** /api/publics/astrology/*: the public calculations. */
export const publicAstrologyRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app) => {
  app.post(
    '/publics/astrology/nakshaktra',
    {
      schema: {
        tags,
        summary: 'A nakshatra by number (1–27), or the Moon nakshatra of a birth, with its lore in both languages',
        body: nakshatraRequest,
        response: { 200: nakshatraResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = request.body;
      if ('nakshatra' in body) {
        const n = nakshatraByIndex(body.nakshatra);
        return { success: true as const, data: { ...n } };
      }
      const moon = kundaliFor(body as BirthRequest).k.chart.planets.MO;
      const n = nakshatraByIndex(moon.nakshatra);
      return {
        success: true as const,
        data: { ...n, pada: moon.pada, moonLongitude: Math.round(moon.longitude * 1e6) / 1e6 },
      };
    },
  );
};
