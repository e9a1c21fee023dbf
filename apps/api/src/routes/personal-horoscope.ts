import { apiMessage } from '@drishti/content/api-messages-codes';
import { personalHoroscopeQuery, personalHoroscopeResponse } from '@drishti/contracts/astrology';
import { ZODIAC_KEYS } from '@drishti/content/zodiac';
import { indiaDate } from '@drishti/core/astrology/horoscope';
import { personalHoroscope } from '@drishti/core/astrology/personal-horoscope';
import { DomainError } from '@drishti/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requestLanguage } from '../errors';
import { requireUser } from '../plugins/auth';

/** /api/users/astrology/personal-horoscope: today's horoscope from the signed-in user's saved birth details. */
export const personalHoroscopeRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  app.addHook('preValidation', requireUser());
  app.get(
    '/users/astrology/personal-horoscope',
    {
      schema: {
        tags: ['astrology'],
        summary:
          "Today's horoscope from a saved birth profile: the Moon sign's reading, the day from the ascendant and the running dasha",
        querystring: personalHoroscopeQuery,
        response: { 200: personalHoroscopeResponse },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      const lang = request.query.lang ?? requestLanguage(request);
      const profiles = ctx.services.profiles;
      const profile = request.query.profileId
        ? await profiles.get(user.id, request.query.profileId)
        : await profiles.list(user.id).then((list) => list.find((p) => p.relation === 'self') ?? list[0]);
      // None saved yet: an ordinary state the page explains, not an error.
      if (!profile)
        return {
          success: true as const,
          data: null,
          message: apiMessage('horoscope-needs-birth-details', lang)!,
        };
      const now = ctx.services.now().getTime();
      const p = personalHoroscope(profile, lang, now);
      if (!p)
        throw new DomainError('invalid', 'The running dasha cannot be worked out for today from these birth details.', {
          code: 'dasha-not-computable',
        });
      const today = indiaDate(now);
      return {
        success: true as const,
        data: {
          lang,
          date: `${String(today.day).padStart(2, '0')}/${String(today.month).padStart(2, '0')}/${today.year}`,
          profile: { id: profile.id, name: profile.name },
          moonSign: ZODIAC_KEYS[p.moonSign - 1]!,
          ascendant: ZODIAC_KEYS[p.ascendantSign - 1]!,
          dasha: p.dasha,
          ascendantText: p.ascendantText,
          dashaText: p.dashaText,
          intro: p.reading.intro,
          sections: p.reading.sections.map(({ key, title, text }) => ({ key, title, text })),
          remedy: { text: p.reading.remedy.text },
          lucky: { number: p.reading.lucky.number, colourName: p.reading.lucky.colourName, time: p.reading.lucky.time },
        },
      };
    },
  );
};
