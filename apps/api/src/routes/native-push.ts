import {
  nativePushTokenBody,
  nativePushTokenDeleteBody,
  nativePushTokenResponse,
} from '@drishti/contracts/native-push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const tags = ['notifications'];
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

type Uid = { currentUser(): Promise<{ id: string } | null> };
const uid = async (request: Uid) => (await request.currentUser())!.id;

/** The Android and iOS app shells' push tokens (Firebase Cloud Messaging; APNs device tokens on iOS). */
export const nativePushRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  // The senders are built once by createServices (packages/core/src/push-devices.ts).
  const devices = ctx.services.pushDevices;

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
      await devices.saveToken(await uid(request), request.body.platform, request.body.token);
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
      await devices.forgetToken(await uid(request), request.body.token);
      return { success: true as const, data: { registered: false } };
    },
  );
};
