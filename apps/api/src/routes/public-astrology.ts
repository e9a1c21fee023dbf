import {
  allTodayQuery,
  allTodayResponse,
  type BirthRequest,
  horoscopeRequest,
  horoscopeResponse,
  nakshatraRequest,
  nakshatraResponse,
  panchangRequest,
} from '@drishti/contracts/astrology';
import { choghadiyaResponse, panchangResponse } from '@drishti/contracts/astrology-answers';
import { allTodayHoroscopes, horoscopeFor, indiaDate } from '@drishti/core/astrology/horoscope';
import { Lru } from '@drishti/core/astrology/lru';
import { choghadiyaOf, panchangOf } from '@drishti/core/astrology/panchang';
import { nakshatraByIndex } from '@drishti/content/nakshatras';
import { kundaliFor } from '@drishti/core/astrology/kundali';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requestLanguage } from '../errors';

const tags = ['astrology'];
const todayCache = new Lru<string, Buffer>(8);

/** /api/publics/astrology/*: the public calculations. */
export const publicAstrologyRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const now = () => ctx.services.now().getTime();

  app.post(
    '/publics/astrology/horoscope',
    {
      schema: {
        tags,
        summary:
          "A sign's horoscope for a period (daily, today, tomorrow, yesterday, weekly, monthly, yearly), from real transits",
        body: horoscopeRequest,
        response: { 200: horoscopeResponse },
      },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: horoscopeFor(request.body.sign, request.body.period, request.body.lang ?? requestLanguage(request), now()),
    }),
  );

  app.get(
    '/publics/astrology/all-today-horoscope',
    {
      schema: {
        tags,
        summary: "Today's horoscope of all twelve signs, keyed by sign (lang=en|hi)",
        querystring: allTodayQuery,
        response: { 200: allTodayResponse },
      },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // The same answer for everyone all day: build, validate and serialize it once per day and language.
      const at = now();
      const lang = request.query.lang ?? requestLanguage(request);
      const day = indiaDate(at);
      const key = `${lang}|${day.year}-${day.month}-${day.day}`;
      let body = todayCache.get(key);
      if (!body) {
        // Kept as bytes: nothing is encoded again per request.
        body = Buffer.from(
          JSON.stringify(allTodayResponse.parse({ success: true, data: allTodayHoroscopes(lang, at) })),
        );
        todayCache.set(key, body);
      }
      reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8');
      // The pre-serialized answer is sent as is (it was validated above when built).
      return reply.send(body as never);
    },
  );

  app.post(
    '/publics/astrology/panchang',
    {
      schema: {
        tags,
        summary: 'The panchang from sunrise to the next sunrise: tithi, nakshatra, yoga, karana and all periods',
        body: panchangRequest,
        response: { 200: panchangResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => ({ success: true as const, data: panchangOf(request.body) }),
  );

  app.post(
    '/publics/astrology/get-chaughadiya-muhurta',
    {
      schema: {
        tags,
        summary: 'Day and night choghadiya for a date and place',
        body: panchangRequest,
        response: { 200: choghadiyaResponse },
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
