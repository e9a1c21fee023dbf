/*
 * The reminder and notification shapes the pages receive (packages/contracts/src/reminders.ts),
 * as types only: the zod schemas stay out of the page's JavaScript.
 */
export type {
  NotificationViewData,
  PanchangEvent,
  ReminderAnchor,
  ReminderViewData,
  RemedyKind,
} from '@drishti/contracts/reminders';
import type { ReminderViewData } from '@drishti/contracts/reminders';

export type ReminderScheduleView = ReminderViewData['schedule'];
export type ReminderPlaceView = NonNullable<ReminderViewData['place']>;
