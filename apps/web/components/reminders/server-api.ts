import { notificationListResponse, reminderListResponse } from '@drishti/contracts/reminders';
import { getServer } from '@/lib/api/server';

export type { ServerResult } from '@/lib/api/server';

/* The reminders and notifications API as the pages' server components see it (signed-in reads). */

export function fetchMyReminders(locale: string) {
  return getServer('/api/users/reminders', reminderListResponse, { locale, cookies: true });
}

export function fetchMyNotifications(locale: string) {
  return getServer('/api/users/notifications?limit=50', notificationListResponse, { locale, cookies: true });
}
