import type { NotificationViewData } from '@/components/reminders/types';
import { formatRupees } from '@/components/wallet/money';

type T = (key: string, values?: Record<string, string | number>) => string;

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * A notification's line in the reader's language, from its kind and params (`t` scoped to
 * `reminders.notifications.kinds`). Kinds: 'reminder' (params.title; event 'suggested' with
 * astrologer/astrologerHi, 'test', or snoozed), 'community' (event 'self-harm' for admins,
 * 'comment' for replies), 'support' (event 'reply' | 'resolved', ticketNumber), 'consultation'
 * (event 'request' | 'accepted' | 'declined' | 'missed' | 'ended'), 'payment' (event
 * 'refund-processed' with amountPaise, 'refund-failed' with coins), 'follow' (event 'live' | 'scheduled'
 * with astrologer/astrologerHi and title/titleHi, 'online'); any other kind gets a generic line. The push
 * texts of packages/core/src/notifications.ts say the same.
 */
export function renderNotification(n: Pick<NotificationViewData, 'kind' | 'params'>, t: T, lang: string): string {
  const p = n.params;
  const event = text(p.event);
  switch (n.kind) {
    case 'reminder': {
      const title = text(p.title);
      if (event === 'suggested') {
        const astrologer = (lang === 'hi' && text(p.astrologerHi)) || text(p.astrologer);
        return t('reminderSuggested', { astrologer, title });
      }
      if (event === 'test') return t('reminderTest');
      return t(p.snoozed === true ? 'reminderSnoozed' : 'reminder', { title });
    }
    case 'community':
      if (event === 'self-harm') return t('communitySelfHarm');
      if (event === 'comment') return t('communityComment');
      return t('community');
    case 'support': {
      const ticket = text(p.ticketNumber);
      if (event === 'reply' && ticket) return t('supportReply', { ticket });
      if (event === 'resolved' && ticket) return t('supportResolved', { ticket });
      return t('support');
    }
    case 'consultation':
      if (event === 'request') return t('consultationRequest');
      if (event === 'accepted') return t('consultationAccepted');
      if (event === 'ended') return t('consultationEnded');
      if (event === 'declined') return t('consultationDeclined');
      if (event === 'missed') return t('consultationMissed');
      return t('consultation');
    case 'payment':
      if (event === 'refund-processed' && typeof p.amountPaise === 'number')
        return t('refundProcessed', { amount: formatRupees(p.amountPaise) });
      if (event === 'refund-failed') return t('refundFailed', { coins: text(p.coins) });
      return t('generic');
    case 'follow': {
      // A followed astrologer (docs/FOLLOW.md).
      const astrologer = (lang === 'hi' && text(p.astrologerHi)) || text(p.astrologer);
      const title = (lang === 'hi' && text(p.titleHi)) || text(p.title);
      if (event === 'live') return t('followLive', { astrologer, title });
      if (event === 'scheduled') return t('followScheduled', { astrologer, title });
      if (event === 'online') return t('followOnline', { astrologer });
      return t('generic');
    }
    default:
      return t('generic');
  }
}

/** A same-site path to open, in the reader's language; null for anything else. */
export function notificationHref(url: string | null): string | null {
  if (!url?.startsWith('/') || url.startsWith('//')) return null;
  return url.replace(/^\/hi(?=\/|$)/, '') || '/';
}
