import {
  nativePushTokenBody,
  nativePushTokenDeleteBody,
  nativePushTokenResponse,
} from '@drishti/contracts/native-push';
import { APNS_PRODUCTION, APNS_SANDBOX, createApnsClient } from '@drishti/core/apns';
import { createFcmClient } from '@drishti/core/fcm';
import { configureNativePush } from '@drishti/core/notifications';
import { nativePushTokensRepository } from '@drishti/db/repositories/native-push-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const tags = ['notifications'];
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

type Uid = { currentUser(): Promise<{ id: string } | null> };
const uid = async (request: Uid) => (await request.currentUser())!.id;

/** The Android and iOS app shells' push tokens (Firebase Cloud Messaging; APNs device tokens on iOS). */
export const nativePushRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const tokens = nativePushTokensRepository(ctx.database.db);
  // From now on notify() (packages/core/src/notifications.ts) also reaches the apps, through the
  // services that are set up.
  const apns = ctx.env.apns
    ? createApnsClient({
        key: ctx.env.apns,
        topic: ctx.env.apns.topic,
        origin: ctx.env.apns.sandbox ? APNS_SANDBOX : APNS_PRODUCTION,
      })
    : null;
  configureNativePush({ fcm: ctx.env.fcm ? createFcmClient({ account: ctx.env.fcm }) : null, apns });
  app.addHook('onClose', async () => apns?.close());

  app.post(
    '/users/native-push-tokens',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Save this app’s push token (FCM on Android, APNs on iOS); a token signed in elsewhere moves here',
        body: nativePushTokenBody,
        response: { 200: nativePushTokenResponse },
      },
      config: writeLimit,
    },
    async (request) => {
      await tokens.upsert(await uid(request), request.body.platform, request.body.token, ctx.services.now());
      return { success: true as const, data: { registered: true } };
    },
  );

  app.delete(
    '/users/native-push-tokens',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Forget this app’s push token (on sign-out or when notifications are turned off)',
        body: nativePushTokenDeleteBody,
        response: { 200: nativePushTokenResponse },
      },
      config: writeLimit,
    },
    async (request) => {
      await tokens.deleteForUser(await uid(request), request.body.token);
      return { success: true as const, data: { registered: false } };
    },
  );
};
