import {
  appLinkBody,
  appLinkResponse,
  leadBody,
  leadResponse,
  trackBody,
  trackResponse,
} from '@drishti/contracts/commons';
import { geoDetailsBody, geoDetailsResponse } from '@drishti/contracts/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { apiText, requestLanguage } from '../errors';

/** /api/publics/commons/* and /api/users/commons/geo_details. */
export const commonsRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  app.post(
    '/publics/commons/send-app-link-onphone',
    {
      schema: {
        tags: ['commons'],
        summary: 'Text the app download link (8–10 digit phone)',
        body: appLinkBody,
        response: { 200: appLinkResponse },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      // The SMS and its link are in the body's language, else the language the request asks for.
      data: await ctx.services.commons.sendAppLink(
        { ...request.body, locale: request.body.locale ?? requestLanguage(request) },
        request.ip,
      ),
      message: apiText(request, 'otp-sent'),
    }),
  );

  app.post(
    '/publics/commons/lead-generation',
    {
      schema: { tags: ['commons'], summary: 'Leave contact details', body: leadBody, response: { 200: leadResponse } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: { id: await ctx.services.commons.createLead({ ...request.body, ip: request.ip }) },
      message: apiText(request, 'lead-received'),
    }),
  );

  app.post(
    '/publics/commons/track-content',
    {
      schema: {
        tags: ['commons'],
        summary: 'Record a content or analytics event',
        body: trackBody,
        response: { 200: trackResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await request.currentUser();
      await ctx.services.commons.recordEvent({ ...request.body, userId: user?.id ?? null });
      return { success: true as const, data: { recorded: true } };
    },
  );

  app.post(
    '/users/commons/geo_details',
    {
      schema: {
        tags: ['commons'],
        summary: 'Find places (typo-tolerant; Hindi names for Indian places) with coordinates and time zone',
        body: geoDetailsBody,
        response: { 200: geoDetailsResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      // The place index (135,000 cities) loads on first use, not at start-up.
      const { searchPlaces } = await import('@drishti/core/places/search');
      return {
        success: true as const,
        data: searchPlaces(request.body.place, { date: request.body.date, limit: request.body.limit ?? 10 }),
      };
    },
  );
};
