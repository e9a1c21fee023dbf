import {
  birthRequest,
  chartIdQuery,
  dashaResponse,
  maleFemaleMatchRequest,
  nestMatchFields,
  objectResponse,
  reportResponse,
} from '@drishti/contracts/astrology';
import { matchReport } from '@drishti/core/astrology/match';
import {
  ashtakavargaOf,
  basicDetails,
  chartById,
  dashasOf,
  kpDetails,
  kundaliDetails,
  kundaliReport,
  vimshottariDetails,
} from '@drishti/core/astrology/kundali';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

/** Anonymous callers may use the calculations (free kundali brings users in), within limits. */
const limited = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const tags = ['astrology'];

/** /api/users/astrology/*: the kundali calculations on the engine. */
export const astrologyRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const now = () => ctx.services.now();

  app.post(
    '/users/astrology/kundali-details',
    {
      schema: {
        tags,
        summary: 'Planets with sign, degree, nakshatra, house, bhava, dignity and combustion; yogas and doshas',
        body: birthRequest,
        response: { 200: objectResponse },
      },
      config: limited,
    },
    async (request) => ({ success: true as const, data: kundaliDetails(request.body) }),
  );

  app.post(
    '/users/astrology/basic-details',
    {
      schema: {
        tags,
        summary: 'Birth summary, ascendant, Sun and Moon, avakhada details and the panchang at birth',
        body: birthRequest,
        response: { 200: objectResponse },
      },
      config: limited,
    },
    async (request) => ({ success: true as const, data: basicDetails(request.body) }),
  );

  app.post(
    '/users/vedic-tools/male-female-match-report',
    {
      schema: {
        tags,
        summary: 'Ashtakoota matching (8 kootas, out of 36), manglik status of both and the conclusion',
        body: maleFemaleMatchRequest,
        response: { 200: objectResponse },
      },
      config: limited,
      // The flat m_*/f_* fields of the common astrology API convention are accepted too.
      preValidation: async (request: { body: unknown }) => {
        request.body = nestMatchFields(request.body);
      },
    },
    async (request) => ({ success: true as const, data: { ...matchReport(request.body.boy, request.body.girl) } }),
  );

  app.post(
    '/users/astrology/kp-kundali',
    {
      schema: {
        tags,
        summary: 'KP: Placidus cusps, sign/star/sub lords, significators',
        body: birthRequest,
        response: { 200: objectResponse },
      },
      config: limited,
    },
    async (request) => ({ success: true as const, data: kpDetails(request.body) }),
  );

  app.post(
    '/users/astrology/kundali-details-vmshotri-dasha',
    {
      schema: {
        tags,
        summary: 'Vimshottari dasha to three levels and the five periods running now',
        body: birthRequest,
        response: { 200: objectResponse },
      },
      config: limited,
    },
    async (request) => ({ success: true as const, data: vimshottariDetails(request.body, now().getTime()) }),
  );

  app.post(
    '/users/astrology/vimshotri-and-yogini',
    {
      schema: {
        tags,
        summary: 'Vimshottari (three levels) and Yogini (two levels): the engine CLI dasha answer',
        body: birthRequest,
        response: { 200: dashaResponse },
      },
      config: limited,
    },
    async (request) => ({ success: true as const, data: dashasOf(request.body) }),
  );

  app.post(
    '/users/astrology/get-chart',
    {
      schema: {
        tags,
        summary: 'One chart for drawing: any varga D1–D60, chalit, MOON or SUN',
        querystring: chartIdQuery,
        body: birthRequest,
        response: { 200: objectResponse },
      },
      config: limited,
    },
    async (request) => ({ success: true as const, data: chartById(request.body, request.query.chartId) }),
  );

  app.post(
    '/users/astrology/get-report',
    {
      schema: {
        tags,
        summary: 'A readable kundali report in English or Hindi (lang): placements, yogas, doshas, dashas',
        body: birthRequest,
        response: { 200: reportResponse },
      },
      config: limited,
    },
    async (request) => ({
      success: true as const,
      data: kundaliReport(request.body, request.body.lang ?? 'en', now().getTime()),
    }),
  );

  app.post(
    '/users/astrology/ashtakvarga-planet-chart',
    {
      schema: {
        tags,
        summary: 'Bhinnashtakavarga of the seven planets and the lagna, and sarvashtakavarga',
        body: birthRequest,
        response: { 200: objectResponse },
      },
      config: limited,
    },
    async (request) => ({ success: true as const, data: ashtakavargaOf(request.body) }),
  );
};
