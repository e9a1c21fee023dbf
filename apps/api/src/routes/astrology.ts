import {
  birthRequest,
  chartIdQuery,
  dashaResponse,
  maleFemaleMatchRequest,
  nestMatchFields,
  reportResponse,
} from '@drishti/contracts/astrology';
import {
  ashtakavargaResponse,
  basicDetailsResponse,
  chartDrawingResponse,
  kpResponse,
  kundaliDetailsResponse,
  matchResponse,
  vimshottariNowResponse,
} from '@drishti/contracts/astrology-answers';
import { astrologyAnswer } from '@drishti/core/astrology/kundali';
import { matchReport } from '@drishti/core/astrology/match';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

/** Anonymous callers may use the calculations (free kundali brings users in), within limits. */
const limited = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const tags = ['astrology'];

/**
 * /api/users/astrology/*: the kundali calculations, each path answered by the function of the same
 * path in @drishti/readings/road and described by its schema in @drishti/contracts
 * (docs/CALCULATIONS.md).
 */
export const astrologyRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const now = () => ctx.services.now().getTime();
  const schema = <R>(summary: string, response: R) => ({
    tags,
    summary,
    body: birthRequest,
    response: { 200: response },
  });

  app.post(
    '/users/astrology/kundali-details',
    {
      schema: schema(
        'Planets with sign, degree, nakshatra, house, bhava, dignity and combustion; yogas and doshas',
        kundaliDetailsResponse,
      ),
      config: limited,
    },
    async (request) => ({
      success: true as const,
      data: astrologyAnswer('kundali-details', request.body, { atMs: now(), lang: 'en' }),
    }),
  );

  app.post(
    '/users/astrology/basic-details',
    {
      schema: schema(
        'Birth summary, ascendant, Sun and Moon, avakhada details and the panchang at birth',
        basicDetailsResponse,
      ),
      config: limited,
    },
    async (request) => ({
      success: true as const,
      data: astrologyAnswer('basic-details', request.body, { atMs: now(), lang: 'en' }),
    }),
  );

  app.post(
    '/users/vedic-tools/male-female-match-report',
    {
      schema: {
        tags,
        summary: 'Ashtakoota matching (8 kootas, out of 36), manglik status of both and the conclusion',
        body: maleFemaleMatchRequest,
        response: { 200: matchResponse },
      },
      config: limited,
      // The flat m_*/f_* fields of the common astrology API convention are accepted too.
      preValidation: async (request: { body: unknown }) => {
        request.body = nestMatchFields(request.body);
      },
    },
    async (request) => ({ success: true as const, data: matchReport(request.body.boy, request.body.girl) }),
  );

  app.post(
    '/users/astrology/kp-kundali',
    { schema: schema('KP: Placidus cusps, sign/star/sub lords, significators', kpResponse), config: limited },
    async (request) => ({
      success: true as const,
      data: astrologyAnswer('kp-kundali', request.body, { atMs: now(), lang: 'en' }),
    }),
  );

  app.post(
    '/users/astrology/kundali-details-vmshotri-dasha',
    {
      schema: schema('Vimshottari dasha to three levels and the five periods running now', vimshottariNowResponse),
      config: limited,
    },
    async (request) => ({
      success: true as const,
      data: astrologyAnswer('kundali-details-vmshotri-dasha', request.body, { atMs: now(), lang: 'en' }),
    }),
  );

  app.post(
    '/users/astrology/vimshotri-and-yogini',
    {
      schema: schema('Vimshottari (three levels) and Yogini (two levels): the engine CLI dasha answer', dashaResponse),
      config: limited,
    },
    async (request) => ({
      success: true as const,
      data: astrologyAnswer('vimshotri-and-yogini', request.body, { atMs: now(), lang: 'en' }),
    }),
  );

  app.post(
    '/users/astrology/get-chart',
    {
      schema: {
        ...schema('One chart for drawing: any varga D1–D60, chalit, MOON or SUN', chartDrawingResponse),
        querystring: chartIdQuery,
      },
      config: limited,
    },
    async (request) => ({
      success: true as const,
      data: astrologyAnswer('get-chart', request.body, {
        atMs: now(),
        lang: 'en',
        chartId: request.query.chartId,
      }),
    }),
  );

  app.post(
    '/users/astrology/get-report',
    {
      schema: schema(
        'A readable kundali report in English or Hindi (lang): placements, yogas, doshas, dashas',
        reportResponse,
      ),
      config: limited,
    },
    async (request) => ({
      success: true as const,
      data: astrologyAnswer('get-report', request.body, { atMs: now(), lang: request.body.lang ?? 'en' }),
    }),
  );

  app.post(
    '/users/astrology/ashtakvarga-planet-chart',
    {
      schema: schema(
        'Bhinnashtakavarga of the seven planets and the lagna, and sarvashtakavarga',
        ashtakavargaResponse,
      ),
      config: limited,
    },
    async (request) => ({
      success: true as const,
      data: astrologyAnswer('ashtakvarga-planet-chart', request.body, { atMs: now(), lang: 'en' }),
    }),
  );
};
