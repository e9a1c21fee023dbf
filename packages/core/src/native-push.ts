/**
 * Native push to the app shells' devices: each saved token goes through the service that can reach
 * it. Android tokens are Firebase Cloud Messaging registrations (./fcm). iOS tokens are APNs device
 * tokens and go straight to Apple (./apns) when an APNs key is configured; without one they go
 * through FCM, which is right for an iOS build that registers through the Firebase SDK.
 */
import type { PushPayload } from '@drishti/contracts/reminders';
import type { Db } from '@drishti/db/connection';
import { type NativePlatform, nativePushTokensRepository } from '@drishti/db/repositories/native-push-tokens';
import type { PushResult } from './push';

/** What a push service said about one message. `stale`: the token is dead and should be forgotten. */
export type NativeSendResult = { ok: true } | { ok: false; status: number; stale: boolean; error: string };

export interface NativePushSender {
  send(token: string, payload: PushPayload): Promise<NativeSendResult>;
}

/** The configured services; null where one is not set up. */
export interface NativePushSenders {
  fcm: NativePushSender | null;
  apns: NativePushSender | null;
}

/** The service that delivers to a platform's tokens, or null when none is set up for it. */
export function senderFor(platform: NativePlatform, senders: NativePushSenders): NativePushSender | null {
  return platform === 'ios' ? (senders.apns ?? senders.fcm) : senders.fcm;
}

/** Whether any native push service is set up. */
export function anyNativeSender(senders: NativePushSenders | null): senders is NativePushSenders {
  return Boolean(senders && (senders.fcm || senders.apns));
}

/**
 * Sends `payload` to every native device of a user, in parallel; never throws for a failed
 * delivery (the counts say what happened). Dead tokens are deleted. A device whose platform has no
 * service set up is skipped: it is neither sent nor failed.
 */
export async function sendNativePushToUser(
  db: Db,
  senders: NativePushSenders,
  userId: string,
  payload: PushPayload,
): Promise<PushResult> {
  const repo = nativePushTokensRepository(db);
  const tokens = await repo.listForUser(userId);
  const result: PushResult = { sent: 0, failed: 0, removed: 0 };
  await Promise.all(
    tokens.map(async (t) => {
      const sender = senderFor(t.platform, senders);
      if (!sender) return;
      let outcome: NativeSendResult;
      try {
        outcome = await sender.send(t.token, payload);
      } catch (error) {
        outcome = { ok: false, status: 0, stale: false, error: error instanceof Error ? error.message : 'failed' };
      }
      if (outcome.ok) {
        result.sent++;
        return;
      }
      result.failed++;
      if (outcome.stale) {
        await repo.deleteToken(t.token);
        result.removed++;
      }
    }),
  );
  return result;
}
