import { z } from 'zod';
import { envelope } from './envelope';
import { notificationSettings } from './notifications';

/**
 * Remedy reminders, the notification list and web push subscriptions.
 *
 * A reminder's schedule is one of three kinds, all reckoned in the time zone of its place:
 * - `once`: a local date and time;
 * - `weekly`: chosen weekdays (0 Sunday – 6 Saturday) at a local time;
 * - `panchang`: every Ekadashi, Purnima, Amavasya, Pradosh or Sankranti day at the place, or every
 *   day (`daily`), at local sunrise, at local sunset or at a chosen local time on that day.
 * Due instants are computed on the server with the engine (see packages/core/src/reminders/schedule.ts).
 */

export const REMEDY_KINDS = ['mantra', 'fast', 'donation', 'puja', 'other'] as const;
export const remedyKind = z.enum(REMEDY_KINDS);
export type RemedyKind = z.infer<typeof remedyKind>;

export const PANCHANG_EVENTS = ['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti', 'daily'] as const;
export const panchangEvent = z.enum(PANCHANG_EVENTS);
export type PanchangEvent = z.infer<typeof panchangEvent>;

export const REMINDER_ANCHORS = ['sunrise', 'sunset', 'time'] as const;
export const reminderAnchor = z.enum(REMINDER_ANCHORS);
export type ReminderAnchor = z.infer<typeof reminderAnchor>;

export const REMINDER_STATUSES = ['active', 'paused', 'suggested', 'declined'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time');
const localDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Choose a date');

/** An IANA zone name ("Asia/Kolkata"). Checked against the runtime's zone database on the server. */
const zoneName = z
  .string()
  .trim()
  .min(1, 'Choose a place')
  .max(64)
  .regex(/^[A-Za-z_+\-/0-9]+$/, 'Choose a place');

const onceSchedule = z.object({ type: z.literal('once'), date: localDate, time: localTime });
const weeklyFields = { type: z.literal('weekly'), time: localTime };
const panchangSchedule = z.object({
  type: z.literal('panchang'),
  event: panchangEvent,
  anchor: reminderAnchor,
  /** The local time when `anchor` is `time`. */
  time: localTime.optional(),
});
const needsTime = (s: { type: string; anchor?: string; time?: string | undefined }) =>
  s.type !== 'panchang' || s.anchor !== 'time' || s.time !== undefined;

/** A schedule as clients send it (weekdays deduplicated and sorted). */
export const reminderSchedule = z
  .discriminatedUnion('type', [
    onceSchedule,
    z.object({
      ...weeklyFields,
      days: z
        .array(z.number().int().min(0).max(6))
        .min(1, 'Choose at least one day')
        .max(7)
        .transform((d) => [...new Set(d)].sort((a, b) => a - b)),
    }),
    panchangSchedule,
  ])
  .refine(needsTime, { message: 'Choose a time', path: ['time'] });

/** A schedule as the API answers it (no transforms: response schemas must be plain). */
export const reminderScheduleView = z.discriminatedUnion('type', [
  onceSchedule,
  z.object({ ...weeklyFields, days: z.array(z.number().int()) }),
  panchangSchedule,
]);
export type ReminderSchedule = z.infer<typeof reminderSchedule>;

/** The place a reminder is reckoned at: its name for people, coordinates and zone for the engine. */
const placeFields = {
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
};
export const reminderPlace = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Choose a place')
    .max(120)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
    .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, '')),
  ...placeFields,
  timezone: zoneName,
});
/** A place as the API answers it. */
export const reminderPlaceView = z.object({ name: z.string(), ...placeFields, timezone: z.string() });
export type ReminderPlace = z.infer<typeof reminderPlace>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const cleanText = (max: number, message: string) =>
  z
    .string()
    .transform((s) => s.replace(CONTROL, '').trim())
    .pipe(z.string().max(max, message));

export const reminderTitle = cleanText(80, 'Keep the title under 80 characters').pipe(
  z.string().min(1, 'Give the reminder a title'),
);
export const reminderNote = cleanText(500, 'Keep the note under 500 characters');

export const reminderCreateBody = z.object({
  remedy: remedyKind,
  title: reminderTitle,
  note: reminderNote.optional(),
  schedule: reminderSchedule,
  place: reminderPlace,
});
export type ReminderCreateBody = z.infer<typeof reminderCreateBody>;

export const reminderUpdateBody = z.object({
  remedy: remedyKind.optional(),
  title: reminderTitle.optional(),
  note: reminderNote.nullable().optional(),
  schedule: reminderSchedule.optional(),
  place: reminderPlace.optional(),
  /** Pause or resume. */
  status: z.enum(['active', 'paused']).optional(),
});
export type ReminderUpdateBody = z.infer<typeof reminderUpdateBody>;

export const reminderIdParams = z.object({ id: z.string().uuid('Unknown reminder') });
export const consultationIdParams = z.object({ id: z.string().uuid('Unknown consultation') });

export const reminderListQuery = z.object({
  /** Only the reminders suggested in this consultation. */
  consultationId: z.string().uuid('Unknown consultation').optional(),
});

export const snoozeBody = z.object({
  minutes: z.union([z.literal(10), z.literal(60)]),
});

export const reminderSuggestBody = z.object({
  remedy: remedyKind,
  title: reminderTitle,
  note: reminderNote.optional(),
  schedule: reminderSchedule,
  /** Where to reckon it; the user's saved place or Delhi when absent is the client's choice. */
  place: reminderPlace,
});
export type ReminderSuggestBody = z.infer<typeof reminderSuggestBody>;

export const reminderView = z.object({
  id: z.string(),
  remedy: remedyKind,
  title: z.string(),
  note: z.string().nullable(),
  schedule: reminderScheduleView,
  place: reminderPlaceView.nullable(),
  status: z.enum(REMINDER_STATUSES),
  /** The next due instant (ISO, UTC), null when nothing is due any more. */
  nextAt: z.string().nullable(),
  snoozedUntil: z.string().nullable(),
  streak: z.number().int(),
  bestStreak: z.number().int(),
  lastDoneAt: z.string().nullable(),
  /** The latest occurrence that fell due and is not done yet (what "Mark done" and "Snooze" act on). */
  pending: z.object({ dueAt: z.string(), snoozedUntil: z.string().nullable() }).nullable(),
  suggestedBy: z.object({ id: z.string(), name: z.string(), nameHi: z.string() }).nullable(),
  consultationId: z.string().nullable(),
  createdAt: z.string(),
});
export type ReminderViewData = z.infer<typeof reminderView>;

export const reminderResponse = envelope(reminderView);
export const reminderListResponse = envelope(z.array(reminderView));
export const deletedResponse = envelope(z.object({ deleted: z.literal(true) }));

/** The next few due instants of a schedule at a place, without saving anything (the form's preview). */
export const reminderPreviewBody = z.object({ schedule: reminderSchedule, place: reminderPlace });
export const reminderPreviewResponse = envelope(z.object({ next: z.array(z.string()) }));

/* ---------------------------------------------------------------- notifications */

export const notificationView = z.object({
  id: z.string(),
  kind: z.string(),
  params: z.record(z.string(), z.unknown()),
  url: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationViewData = z.infer<typeof notificationView>;

export const notificationListQuery = z.object({
  /** ISO instant: only notifications older than this (the next page). */
  before: z.string().datetime().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const notificationListResponse = envelope(
  z.object({ items: z.array(notificationView), unread: z.number().int() }),
);
export const unreadCountData = z.object({ unread: z.number().int().min(0) });
export const unreadCountResponse = envelope(unreadCountData);
export const markReadBody = z.union([
  z.object({ ids: z.array(z.string().uuid('Unknown notification')).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export const markReadResponse = envelope(z.object({ updated: z.number().int(), unread: z.number().int() }));

export const notificationSettingsResponse = envelope(notificationSettings);

/* ---------------------------------------------------------------- web push */

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().url('Not a push endpoint').max(1000).startsWith('http', 'Not a push endpoint'),
  keys: z.object({
    p256dh: z
      .string()
      .min(80)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+=*$/),
    auth: z
      .string()
      .min(16)
      .max(32)
      .regex(/^[A-Za-z0-9_-]+=*$/),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
export const pushSubscriptionDeleteBody = z.object({ endpoint: z.string().max(1000) });
export const pushSubscriptionResponse = envelope(z.object({ subscribed: z.boolean() }));
export const vapidKeyResponse = envelope(z.object({ publicKey: z.string() }));

/** What the service worker receives in a push message (JSON), already in the reader's language. */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
  lang: z.enum(['en', 'hi']),
});
export type PushPayload = z.infer<typeof pushPayload>;

/** What a test push did, and the payload it sent (the service worker shows exactly this). */
export const pushTestResponse = envelope(
  z.object({ sent: z.number().int(), failed: z.number().int(), removed: z.number().int(), payload: pushPayload }),
);
