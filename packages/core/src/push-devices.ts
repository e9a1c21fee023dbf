/**
 * The push channels to a user's devices: web push subscriptions (browsers) and the app shells'
 * tokens (FCM, APNs). createServices (services.ts) builds the senders from the configuration once
 * and hands them to notify() (notifications.ts); this service saves and forgets devices and sends
 * the test push.
 */
import type { PushPayload } from '@drishti/contracts/reminders';
import type { Db } from '@drishti/db/connection';
import { type NativePlatform, nativePushTokensRepository } from '@drishti/db/repositories/native-push-tokens';
import { APNS_PRODUCTION, APNS_SANDBOX, type ApnsKey, createApnsClient } from './apns';
import { createFcmClient, type FcmServiceAccount } from './fcm';
import { sendNativePushToUser } from './native-push';
import {
  configureNativePush,
  configurePush,
  currentNativePush,
  currentPushConfig,
  pushPayloadOf,
} from './notifications';
import { deleteSubscription, saveSubscription, sendPushToUser, type VapidKeys } from './push';

export interface PushConfig {
  /** Web push keys (always present: the API generates a pair when none is configured). */
  vapid: VapidKeys;
  /** Firebase Cloud Messaging for the Android (and Firebase-registered iOS) shells. */
  fcm?: FcmServiceAccount | undefined;
  /** Apple's push service for iOS device tokens. */
  apns?: (ApnsKey & { topic: string; sandbox: boolean }) | undefined;
}

/** Builds the push senders and puts them in force for notify(); close() releases APNs's connection. */
export function startPushSenders(config: PushConfig) {
  configurePush({ vapid: config.vapid });
  const apns = config.apns
    ? createApnsClient({
        key: config.apns,
        topic: config.apns.topic,
        origin: config.apns.sandbox ? APNS_SANDBOX : APNS_PRODUCTION,
      })
    : null;
  configureNativePush({ fcm: config.fcm ? createFcmClient({ account: config.fcm }) : null, apns });
  return {
    async close() {
      await apns?.close();
    },
  };
}

export function pushDevicesService({ db, vapid, now }: { db: Db; vapid: VapidKeys | null; now: () => Date }) {
  const tokens = nativePushTokensRepository(db);
  return {
    subscribe: (userId: string, sub: Parameters<typeof saveSubscription>[2], userAgent: string | null) =>
      saveSubscription(db, userId, sub, userAgent),
    unsubscribe: (userId: string, endpoint: string) => deleteSubscription(db, userId, endpoint),
    saveToken: (userId: string, platform: NativePlatform, token: string) =>
      tokens.upsert(userId, platform, token, now()),
    forgetToken: (userId: string, token: string) => tokens.deleteForUser(userId, token),
    /** A test push to every browser and app device of the user, with the payload sent. */
    async sendTest(userId: string, lang: 'en' | 'hi') {
      const config = currentPushConfig() ?? (vapid ? { vapid } : null);
      const payload: PushPayload = pushPayloadOf('reminder', { event: 'test' }, '/notifications', lang, 'drishti-test');
      const senders = currentNativePush();
      const [web, native] = await Promise.all([
        config
          ? sendPushToUser(db, config.vapid, userId, payload, config.transport ? { transport: config.transport } : {})
          : { sent: 0, failed: 0, removed: 0 },
        senders ? sendNativePushToUser(db, senders, userId, payload) : { sent: 0, failed: 0, removed: 0 },
      ]);
      return {
        sent: web.sent + native.sent,
        failed: web.failed + native.failed,
        removed: web.removed + native.removed,
        payload,
      };
    },
  };
}
