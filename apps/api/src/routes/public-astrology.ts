import {
  type BirthRequest,
  nakshatraRequest,
  nakshatraResponse,
  objectResponse,
  panchangRequest,
} from '@drishti/contracts/astrology';
import { choghadiyaOf, panchangOf } from '@drishti/core/astrology/panchang';
import { nakshatraByIndex } from '@drishti/content/nakshatras';
import { kundaliFor } from '@drishti/core/astrology/kundali';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

const tags = ['astrology'];

/** /api/publics/astrology/*: the public calculations. */
export const publicAstrologyRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app) => {
  app.post(
    '/publics/astrology/panchang',
    {
      schema: {
        tags,
        summary: 'The panchang from sunrise to the next sunrise: tithi, nakshatra, yoga, karana and all periods',
        body: panchangRequest,
        response: { 200: objectResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => ({ success: true as const, data: { ...panchangOf(request.body) } }),
  );

  app.post(
    '/publics/astrology/get-chaughadiya-muhurta',
    {
      schema: {
        tags,
        summary: 'Day and night choghadiya for a date and place',
        body: panchangRequest,
        response: { 200: objectResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => ({ success: true as const, data: choghadiyaOf(request.body) }),
  );

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
