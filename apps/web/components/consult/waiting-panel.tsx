'use client';

import type { ConsultationViewData } from '@drishti/contracts/consultations';
import { CheckCircle2, Clock, Users, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Lang } from './api';
import sh from './shared.module.css';
import { formatCount, requestWindowSeconds, secondsUntil, upperFirst } from './model';

/**
 * A request waiting for its answer: for the user, the countdown (or the place in the queue), the
 * coins reserved and a cancel button; for the astrologer, the countdown with accept and decline.
 */
export function WaitingPanel({
  locale,
  view,
  peer,
  serverNow,
  busy,
  onCancel,
  onAccept,
  onDecline,
}: {
  locale: Lang;
  view: ConsultationViewData;
  peer: string;
  /** Null before the page is mounted (then the time of the server's reading is used). */
  serverNow: number | null;
  busy: string | null;
  onCancel: () => void;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const t = useTranslations('consult.waiting');
  const tc = useTranslations('consult.common');
  const left = secondsUntil(view.requestExpiresAt, serverNow ?? view.meter.at);
  const reserved = view.reservedCoins;
  const share = Math.min(
    100,
    Math.max(0, (left / requestWindowSeconds(view.requestedAt, view.requestExpiresAt)) * 100),
  );

  if (view.you === 'astrologer') {
    return (
      <section className={sh.panel} aria-labelledby="waiting-heading" data-testid="waiting">
        <h2 id="waiting-heading" className={sh.panelHeading}>
          {upperFirst(t('astrologerHeading', { name: peer }))}
        </h2>
        {view.status === 'requested' && (
          <p className={sh.countdown} data-testid="countdown" data-seconds={left}>
            <Clock aria-hidden="true" size={18} />
            {t('acceptWithin', { seconds: formatCount(left, locale) })}
          </p>
        )}
        <p className={sh.actionsRow}>
          <button
            type="button"
            className="button"
            onClick={onAccept}
            disabled={busy !== null}
            data-testid="room-accept"
          >
            <CheckCircle2 aria-hidden="true" size={18} />
            {t('accept')}
          </button>
          <button
            type="button"
            className={sh.secondary}
            onClick={onDecline}
            disabled={busy !== null}
            data-testid="room-decline"
          >
            <XCircle aria-hidden="true" size={18} />
            {t('decline')}
          </button>
        </p>
      </section>
    );
  }

  return (
    <section className={sh.panel} aria-labelledby="waiting-heading" data-testid="waiting">
      {view.status === 'waitlisted' ? (
        <>
          <h2 id="waiting-heading" className={sh.panelHeading}>
            <Users aria-hidden="true" size={22} />
            {t('queueHeading', { position: formatCount(view.waitlistPosition ?? 1, locale) })}
          </h2>
          <p data-testid="waitlist-position" data-position={view.waitlistPosition ?? ''}>
            {upperFirst(t('queueBody', { name: peer }))}
          </p>
        </>
      ) : (
        <>
          <h2 id="waiting-heading" className={sh.panelHeading}>
            {upperFirst(t('heading', { name: peer }))}
          </h2>
          <p className={sh.countdown} data-testid="countdown" data-seconds={left}>
            <Clock aria-hidden="true" size={18} />
            {t('secondsLeft', { seconds: formatCount(left, locale) })}
          </p>
          <div className={sh.progress} aria-hidden="true">
            <span style={{ width: `${share}%` }} />
          </div>
        </>
      )}
      <p className={sh.muted}>
        {t('reserved', { coins: tc('coins', { count: reserved, coins: formatCount(reserved, locale) }) })}
      </p>
      <p className={sh.actionsRow}>
        <button
          type="button"
          className={sh.secondary}
          onClick={onCancel}
          disabled={busy !== null}
          data-testid="room-cancel"
        >
          <XCircle aria-hidden="true" size={18} />
          {busy === 'cancel' ? t('cancelling') : t('cancel')}
        </button>
      </p>
    </section>
  );
}
