/**
 * In-app notifications and their web push, for every part of the product.
 *
 * Other parts call {@link notify}:
 *
 *     await notify(db, userId, 'support', { event: 'reply', ticketNumber: 1042 }, '/support/…');
 *
 * It stores a row in `notifications` (unless the user switched the type's in-app channel off) and
 * sends a web push to the user's browsers (unless they switched push off), with a title and body in
 * the user's language (`users.locale`). Types are those of NOTIFICATION_TYPES in
 * @drishti/contracts/notifications ('reminder', 'consultation', 'support', 'community', 'follow'); any other
 * kind is stored and pushed, unswitchable. `params` must be JSON; the web list renders the text
 * from `kind` + `params` in the reader's language (apps/web/components/notifications/render.ts),
 * and {@link pushText} here renders the push. Push needs the VAPID keys: the API configures them
 * once at start ({@link configurePush}); without them only the in-app row is written. The same text
 * goes to the user's app-shell devices through Firebase Cloud Messaging and Apple's push service
 * when the API configured them ({@link configureNativePush}), under the same per-type push switch.
 * notify never throws for a failed push; it throws only when the database does.
 */
import {
  type NotificationSettings,
  notificationEnabled,
  notificationSettings,
  notificationType,
} from '@drishti/contracts/notifications';
import type { NotificationViewData, PushPayload } from '@drishti/contracts/reminders';
import type { Db } from '@drishti/db/connection';
import { type NotificationRow, notificationsRepository } from '@drishti/db/repositories/notifications';
import { DomainError } from './errors';
import { anyNativeSender, type NativePushSenders, sendNativePushToUser } from './native-push';
import { type PushResult, type PushTransport, sendPushToUser, type VapidKeys } from './push';

type Lang = 'en' | 'hi';
export type NotificationParams = Record<string, string | number | boolean | null>;

interface PushConfig {
  vapid: VapidKeys;
  transport?: PushTransport;
}
let pushConfig: PushConfig | null = null;

/** Called once by the API at start: from then on notify() sends web push too. */
export function configurePush(config: PushConfig | null): void {
  pushConfig = config;
}

/** The push configuration in force (null: in-app only). */
export function currentPushConfig(): PushConfig | null {
  return pushConfig;
}

let nativePush: NativePushSenders | null = null;

/**
 * Called once by the API at start with the services that are configured (FCM, APNs): notify()
 * then reaches the app shells too.
 */
export function configureNativePush(senders: Partial<NativePushSenders> | null): void {
  const all = { fcm: senders?.fcm ?? null, apns: senders?.apns ?? null };
  nativePush = anyNativeSender(all) ? all : null;
}

/** The native push services in force (null: no native push). */
export function currentNativePush(): NativePushSenders | null {
  return nativePush;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The title and body of a push in a language. Keep in step with the `notifications.kinds` texts
 * of apps/web/messages/{en,hi}/reminders.json, which the list on /notifications shows.
 */
export function pushText(kind: string, params: Record<string, unknown>, lang: Lang): { title: string; body: string } {
  const hi = lang === 'hi';
  const event = str(params.event);
  switch (kind) {
    case 'reminder': {
      const title = str(params.title);
      if (event === 'suggested')
        return hi
          ? { title: 'ज्योतिषी ने एक उपाय सुझाया', body: `${str(params.astrologer)}: “${title}” — स्वीकार करने के लिए खोलें` }
          : {
              title: 'Your astrologer suggested a remedy',
              body: `${str(params.astrologer)}: “${title}” — open to accept`,
            };
      if (event === 'test')
        return hi
          ? { title: 'दृष्टि की सूचनाएँ चालू हैं', body: 'आपके उपाय-अनुस्मारक यहीं दिखेंगे।' }
          : { title: 'Drishti notifications are on', body: 'Your remedy reminders will appear like this.' };
      return hi
        ? { title: `अनुस्मारक: ${title}`, body: 'उपाय का समय हो गया है। हो जाने पर “हो गया” दबाएँ।' }
        : { title: `Reminder: ${title}`, body: 'It is time for your remedy. Tap “Done” when you have done it.' };
    }
    case 'community':
      if (event === 'self-harm')
        return hi
          ? { title: 'समुदाय: तुरंत ध्यान दें', body: 'एक पोस्ट में आत्म-हानि के संकेत हैं। कृपया अभी देखें।' }
          : { title: 'Community: needs attention now', body: 'A post shows signs of self-harm. Please review it now.' };
      return hi
        ? { title: 'समुदाय में नया जवाब', body: 'आपकी पोस्ट पर किसी ने जवाब दिया है।' }
        : { title: 'New reply in the community', body: 'Someone replied to your post.' };
    case 'support': {
      const n = str(params.ticketNumber);
      if (event === 'resolved')
        return hi
          ? { title: `टिकट #${n} हल हो गया`, body: 'सहायता टीम ने आपका टिकट हल कर दिया है।' }
          : { title: `Ticket #${n} resolved`, body: 'Support marked your ticket as resolved.' };
      return hi
        ? { title: `टिकट #${n} पर जवाब`, body: 'सहायता टीम ने आपको जवाब दिया है।' }
        : { title: `Reply on ticket #${n}`, body: 'Support has answered you.' };
    }
    case 'consultation':
      if (event === 'request')
        return hi
          ? { title: 'नया परामर्श अनुरोध', body: 'एक उपयोगकर्ता आपसे अभी बात करना चाहते हैं।' }
          : { title: 'New consultation request', body: 'Someone wants to talk to you now.' };
      if (event === 'accepted')
        return hi
          ? { title: 'परामर्श स्वीकार हुआ', body: 'ज्योतिषी तैयार हैं। बातचीत शुरू करें।' }
          : { title: 'Consultation accepted', body: 'Your astrologer is ready. Join now.' };
      if (event === 'ended')
        return hi
          ? { title: 'परामर्श समाप्त', body: 'बिल और बातचीत का सार देखें।' }
          : { title: 'Consultation ended', body: 'See the bill and the summary.' };
      if (event === 'declined')
        return hi
          ? { title: 'अनुरोध स्वीकार नहीं हुआ', body: 'ज्योतिषी अभी बात नहीं कर सकते। आपके सिक्के वापस बटुए में हैं।' }
          : {
              title: 'Request declined',
              body: 'The astrologer cannot talk right now. Your coins are back in your wallet.',
            };
      if (event === 'missed')
        return hi
          ? { title: 'ज्योतिषी ने उत्तर नहीं दिया', body: 'अनुरोध का समय निकल गया। आपके सिक्के वापस बटुए में हैं।' }
          : {
              title: 'No answer from the astrologer',
              body: 'The request timed out. Your coins are back in your wallet.',
            };
      return hi
        ? { title: 'परामर्श', body: 'आपके परामर्श में कुछ नया है।' }
        : { title: 'Consultation', body: 'There is news about your consultation.' };
    case 'payment':
      if (event === 'refund-processed')
        return hi
          ? { title: 'रिफ़ंड भेज दिया गया', body: 'रिफ़ंड उसी खाते या कार्ड में भेजा गया है जिससे आपने भुगतान किया था।' }
          : { title: 'Refund sent', body: 'Your refund is on its way to the account or card you paid with.' };
      if (event === 'refund-failed')
        return hi
          ? {
              title: 'रिफ़ंड वॉलेट में जोड़ा गया',
              body: `रिफ़ंड आपके खाते में नहीं भेजा जा सका, इसलिए ${str(params.coins)} सिक्के आपके वॉलेट में जोड़ दिए गए हैं।`,
            }
          : {
              title: 'Refund added to your wallet',
              body: `Your refund could not reach your account, so ${str(params.coins)} coins were added to your wallet.`,
            };
      return hi
        ? { title: 'भुगतान', body: 'आपके भुगतान के बारे में कुछ नया है।' }
        : { title: 'Payment', body: 'There is news about your payment.' };
    case 'follow': {
      // A followed astrologer (docs/FOLLOW.md): live now, an event scheduled, or online for consultations.
      const name = (hi && str(params.astrologerHi)) || str(params.astrologer);
      const title = (hi && str(params.titleHi)) || str(params.title);
      if (event === 'live')
        return hi
          ? { title: `${name} अभी लाइव हैं`, body: `“${title}” — देखने के लिए खोलें` }
          : { title: `${name} is live now`, body: `“${title}” — open to watch` };
      if (event === 'scheduled') {
        const when = followTime(str(params.startsAt), lang);
        return hi
          ? { title: `${name} का नया लाइव कार्यक्रम`, body: `“${title}”, ${when}` }
          : { title: `New live event by ${name}`, body: `“${title}”, ${when}` };
      }
      return hi
        ? { title: `${name} अभी ऑनलाइन हैं`, body: 'परामर्श के लिए अभी उपलब्ध हैं।' }
        : { title: `${name} is online now`, body: 'Available for consultations now.' };
    }
    default:
      return hi
        ? { title: 'दृष्टि', body: 'आपके लिए एक नई सूचना है।' }
        : { title: 'Drishti', body: 'You have a new notification.' };
  }
}

/** An event's start in India time, as the follow notices say it ("28 Nov, 7:30 pm" / "28 नव॰, शाम 7:30"). */
function followTime(iso: string, lang: Lang): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  // Hindi: Latin digits and the part of the day before the time ("रात 7:30"), never "am"/"pm".
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(lang === 'hi' ? { dayPeriod: 'short' as const } : {}),
  }).format(at);
}

/** A site path in the user's language ("/reminders" → "/hi/reminders"). */
export function localizedPath(url: string, lang: Lang): string {
  if (!url.startsWith('/') || url.startsWith('//')) return lang === 'hi' ? '/hi' : '/';
  if (lang !== 'hi' || url === '/hi' || url.startsWith('/hi/')) return url;
  return url === '/' ? '/hi' : `/hi${url}`;
}

async function recipient(db: Db, userId: string) {
  const row = await notificationsRepository(db).recipient(userId);
  if (!row) return null;
  const parsed = notificationSettings.safeParse(row.settings);
  return { settings: parsed.success ? parsed.data : {}, lang: row.locale };
}

/** The push payload of a notification, in a language. */
export function pushPayloadOf(
  kind: string,
  params: Record<string, unknown>,
  url: string | null,
  lang: Lang,
  tag?: string,
): PushPayload {
  const text = pushText(kind, params, lang);
  return { ...text, url: localizedPath(url ?? '/notifications', lang), lang, ...(tag ? { tag } : {}) };
}

/**
 * Notifies a user: the in-app row (returned id, or null when in-app is off for the type or the
 * user is gone), and a web push and a native push per their settings.
 */
export async function notify(
  db: Db,
  userId: string,
  kind: string,
  params: NotificationParams,
  url: string | null,
): Promise<{ id: string | null; push: PushResult | null; native: PushResult | null }> {
  return notifyClaimed(db, userId, kind, params, url, null);
}

/**
 * {@link notify} with a claim: `claim` runs in one database transaction with the in-app row, so the
 * caller's own mark of what was sent and the row are written together or not at all (a claim that
 * throws writes nothing, sends nothing, and its error is thrown on). The pushes go after the commit.
 */
export async function notifyClaimed(
  db: Db,
  userId: string,
  kind: string,
  params: NotificationParams,
  url: string | null,
  claim: ((tx: Db) => Promise<void>) | null,
): Promise<{ id: string | null; push: PushResult | null; native: PushResult | null }> {
  const who = await recipient(db, userId);
  if (!who) return { id: null, push: null, native: null };
  const type = notificationType.safeParse(kind);
  const inApp = type.success ? notificationEnabled(who.settings, type.data, 'inApp') : true;
  const pushOn = type.success ? notificationEnabled(who.settings, type.data, 'push') : true;
  const record = async (tx: Db) =>
    inApp ? await notificationsRepository(tx).insert({ userId, kind, params, url }) : null;
  const id = claim
    ? await db.transaction(async (tx) => {
        await claim(tx as unknown as Db);
        return record(tx as unknown as Db);
      })
    : await record(db);
  if (!pushOn) return { id, push: null, native: null };
  const payload = pushPayloadOf(kind, params, url, who.lang, id ?? undefined);
  const config = pushConfig;
  const native = nativePush;
  // A push is a courtesy: the in-app row is what counts, so a failed send only yields null.
  const [push, nativeResult] = await Promise.all([
    config
      ? sendPushToUser(
          db,
          config.vapid,
          userId,
          payload,
          config.transport ? { transport: config.transport } : {},
        ).catch(() => null)
      : null,
    native ? sendNativePushToUser(db, native, userId, payload).catch(() => null) : null,
  ]);
  return { id, push, native: nativeResult };
}

function view(r: NotificationRow): NotificationViewData {
  return {
    id: r.id,
    kind: r.kind,
    params: (r.params && typeof r.params === 'object' ? r.params : {}) as Record<string, unknown>,
    url: r.url,
    readAt: r.readAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The in-app list and settings of one user. */
export function notificationService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = notificationsRepository(db);
  const unread = (userId: string) => repo.unread(userId);
  return {
    unread,
    /** Newest first, `limit` at a time; `before` pages back. */
    async list(userId: string, opts: { before?: string | undefined; limit?: number | undefined } = {}) {
      const rows = await repo.list(userId, {
        before: opts.before ? new Date(opts.before) : undefined,
        limit: opts.limit ?? 30,
      });
      return { items: rows.map(view), unread: await unread(userId) };
    },
    /** Marks some (or all) of the user's notifications read. */
    async markRead(userId: string, which: { ids: string[] } | { all: true }) {
      const updated = await repo.markRead(userId, 'ids' in which ? which.ids : 'all', now());
      return { updated, unread: await unread(userId) };
    },
    async settings(userId: string): Promise<NotificationSettings> {
      const who = await recipient(db, userId);
      if (!who) throw new DomainError('not-found', 'No such account.', { code: 'no-such-account' });
      return who.settings;
    },
    async setSettings(userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
      const stored = await repo.setSettings(userId, settings, now());
      if (stored === null) throw new DomainError('not-found', 'No such account.', { code: 'no-such-account' });
      return notificationSettings.parse(stored);
    },
  };
}
