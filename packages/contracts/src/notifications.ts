import { z } from 'zod';

/**
 * Kinds of notification a user can receive, each switchable on its own for the in-app list and for
 * web push: remedy reminders, consultation events (a request for astrologers; accepted, ending,
 * ended for users), support replies, community replies, and news of followed astrologers (live, an
 * event scheduled, online for consultations: docs/FOLLOW.md).
 */
export const NOTIFICATION_TYPES = ['reminder', 'consultation', 'support', 'community', 'follow'] as const;
export const notificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationType>;

export const channelSwitches = z.object({ inApp: z.boolean(), push: z.boolean() });

/** The stored settings: any type left out is on for both channels. */
export const notificationSettings = z.partialRecord(notificationType, channelSwitches);
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** Whether a type is on for a channel under a user's settings (on unless switched off). */
export function notificationEnabled(
  settings: NotificationSettings | null | undefined,
  type: NotificationType,
  channel: 'inApp' | 'push',
): boolean {
  return settings?.[type]?.[channel] ?? true;
}
