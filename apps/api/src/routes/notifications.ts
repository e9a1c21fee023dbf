import { notificationSettings } from '@drishti/contracts/notifications';
import {
  markReadBody,
  markReadResponse,
  notificationListQuery,
  notificationListResponse,
  notificationSettingsResponse,
  pushSubscriptionBody,
  pushSubscriptionDeleteBody,
  pushSubscriptionResponse,
  pushTestResponse,
  unreadCountResponse,
  vapidKeyResponse,
} from '@drishti/contracts/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requestLanguage } from '../errors';
import { requireUser } from '../plugins/auth';

const tags = ['notifications'];
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

type Uid = { currentUser(): Promise<{ id: string } | null> };
const uid = async (request: Uid) => (await request.currentUser())!.id;

/** The in-app notification list, notification settings and web push subscriptions. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const service = ctx.services.notifications;
  const devices = ctx.services.pushDevices;

  app.get(
    '/users/notifications',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'My notifications, newest first, with the unread count',
        querystring: notificationListQuery,
        response: { 200: notificationListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(await uid(request), { before: request.query.before, limit: request.query.limit }),
    }),
  );

  app.get(
    '/users/notifications/unread-count',
    {
      preValidation: requireUser(),
      schema: { tags, summary: 'How many of my notifications are unread', response: { 200: unreadCountResponse } },
    },
    async (request) => ({ success: true as const, data: { unread: await service.unread(await uid(request)) } }),
  );

  app.post(
    '/users/notifications/read',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Mark some or all of my notifications read',
        body: markReadBody,
        response: { 200: markReadResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => ({ success: true as const, data: await service.markRead(await uid(request), request.body) }),
  );

  app.get(
    '/users/notification-settings',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'My per-type notification switches (in-app and push; a type left out is on)',
        response: { 200: notificationSettingsResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.settings(await uid(request)) }),
  );

  app.put(
    '/users/notification-settings',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Replace my per-type notification switches',
        body: notificationSettings,
        response: { 200: notificationSettingsResponse },
      },
      config: writeLimit,
    },
    async (request) => ({
      success: true as const,
      data: await service.setSettings(await uid(request), request.body),
    }),
  );

  app.get(
    '/publics/push/vapid-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe to web push with',
        response: { 200: vapidKeyResponse },
      },
    },
    async () => ({ success: true as const, data: { publicKey: ctx.env.vapid.publicKey } }),
  );

  app.post(
    '/users/push-subscriptions',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Save this browser’s web push subscription',
        body: pushSubscriptionBody,
        response: { 200: pushSubscriptionResponse },
      },
      config: writeLimit,
    },
    async (request) => {
      const ua = request.headers['user-agent'];
      await devices.subscribe(await uid(request), request.body, typeof ua === 'string' ? ua : null);
      return { success: true as const, data: { subscribed: true } };
    },
  );

  app.delete(
    '/users/push-subscriptions',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Forget this browser’s web push subscription',
        body: pushSubscriptionDeleteBody,
        response: { 200: pushSubscriptionResponse },
      },
      config: writeLimit,
    },
    async (request) => {
      await devices.unsubscribe(await uid(request), request.body.endpoint);
      return { success: true as const, data: { subscribed: false } };
    },
  );

  app.post(
    '/users/push/test',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Send a test push to all my subscribed browsers and app devices',
        response: { 200: pushTestResponse },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      return { success: true as const, data: await devices.sendTest(await uid(request), requestLanguage(request)) };
    },
  );
};
