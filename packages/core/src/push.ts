/**
 * Web push: sends a JSON payload to every browser a user subscribed, with VAPID (RFC 8292) and
 * the aes128gcm content encoding (RFC 8291), through the `web-push` package.
 *
 * A subscription the push service answers 404 or 410 is gone (the browser unsubscribed or the
 * subscription expired) and is deleted. Other failures are counted on the subscription; after
 * {@link MAX_PUSH_FAILURES} in a row it is deleted too. A success resets the count.
 */
import type { PushPayload } from '@drishti/contracts/reminders';
import type { Db } from '@drishti/db/connection';
import { pushSubscriptionsRepository } from '@drishti/db/repositories/push-subscriptions';
import webpush from 'web-push';

/** The VAPID key pair (base64url, raw P-256 point and scalar) and the contact subject. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Failures in a row after which a subscription is dropped. */
export const MAX_PUSH_FAILURES = 10;

/** How long a push service keeps an undelivered message (seconds): a reminder is stale after a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushResult {
  sent: number;
  failed: number;
  removed: number;
}

/** What sends one message; web-push's sendNotification, replaceable in tests. */
export type PushTransport = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  body: string,
  options: webpush.RequestOptions,
) => Promise<{ statusCode: number }>;

const defaultTransport: PushTransport = (subscription, body, options) =>
  webpush.sendNotification(subscription, body, options);

/** The HTTP status of a failed send, when the push service answered. */
function statusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'statusCode' in error && typeof error.statusCode === 'number')
    return error.statusCode;
  return null;
}

/**
 * Sends `payload` to all of a user's subscriptions, in parallel; never throws for a failed
 * delivery (the counts say what happened).
 */
export async function sendPushToUser(
  db: Db,
  vapid: VapidKeys,
  userId: string,
  payload: PushPayload,
  options: { transport?: PushTransport; now?: () => Date; timeoutMs?: number } = {},
): Promise<PushResult> {
  const transport = options.transport ?? defaultTransport;
  const now = options.now ?? (() => new Date());
  const subscriptions = pushSubscriptionsRepository(db);
  const subs = await subscriptions.forUser(userId);
  const result: PushResult = { sent: 0, failed: 0, removed: 0 };
  const body = JSON.stringify(payload);
  await Promise.all(
    subs.map(async (s) => {
      try {
        await transport({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, body, {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          timeout: options.timeoutMs ?? 10_000,
          contentEncoding: 'aes128gcm',
          ...(payload.tag ? { topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
        });
        result.sent++;
        await subscriptions.succeeded(s.id, now());
      } catch (error) {
        const status = statusOf(error);
        result.failed++;
        if (status === 404 || status === 410 || s.failures + 1 >= MAX_PUSH_FAILURES) {
          await subscriptions.remove(s.id);
          result.removed++;
        } else {
          await subscriptions.failed(s.id);
        }
      }
    }),
  );
  return result;
}

/** Saves (or moves to this user) a browser's subscription. */
export async function saveSubscription(
  db: Db,
  userId: string,
  sub: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string | null,
): Promise<void> {
  await pushSubscriptionsRepository(db).save(userId, sub, userAgent?.slice(0, 300) ?? null);
}

/** Deletes one of the user's subscriptions; true when there was one. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  return pushSubscriptionsRepository(db).removeForUser(userId, endpoint);
}
