'use client';

import type { ConsultationViewData } from '@drishti/contracts/consultations';
import { useTranslations } from 'next-intl';
import { SuggestForm } from '@/components/reminders/suggest-form';
import { ConsultationSuggestions } from '@/components/reminders/suggestion-card';
import { Link } from '@/i18n/navigation';
import { AfterActions } from './after-actions';
import type { Lang } from './api';
import sh from './shared.module.css';
import { ASTROLOGERS_PATH, DASHBOARD_PATH, formatCount, formatDuration, HISTORY_PATH, upperFirst } from './model';

/** The end of a consultation: why it ended, the bill (once settled), rating, transcript, refund and reminders. */
export function EndedPanel({
  locale,
  view,
  peer,
  onChange,
}: {
  locale: Lang;
  view: ConsultationViewData;
  peer: string;
  onChange: (v: ConsultationViewData) => void;
}) {
  const t = useTranslations('consult.ended');
  const tc = useTranslations('consult.common');
  const coins = (n: number) => tc('coins', { count: n, coins: formatCount(n, locale) });
  const reason = view.endReason;
  const reasonText =
    reason === 'user' || reason === 'astrologer'
      ? reason === view.you
        ? t('reason.you')
        : upperFirst(t('reason.peer', { name: peer }))
      : reason === 'balance'
        ? t('reason.balance')
        : reason === 'disconnected'
          ? t('reason.disconnected')
          : t('reason.other');
  const billed = view.meter.billedMinutes;
  return (
    <section className={sh.panel} aria-labelledby="ended-heading" data-testid="ended" data-settled={view.settled}>
      <h2 id="ended-heading" className={sh.panelHeading}>
        {t('heading')}
      </h2>
      <p data-testid="end-reason" data-reason={reason ?? ''}>
        {reasonText}
      </p>
      <dl className={sh.facts} data-testid="summary">
        <div>
          <dt>{t('connected')}</dt>
          <dd data-testid="summary-time">{formatDuration(view.meter.connectedMs)}</dd>
        </div>
        <div>
          <dt>{t('billed')}</dt>
          <dd data-testid="summary-minutes" data-minutes={billed}>
            {tc('minutes', { count: billed, minutes: formatCount(billed, locale) })}
          </dd>
        </div>
        <div>
          <dt>{t('price')}</dt>
          <dd>{tc('perMinute', { coins: formatCount(view.pricePerMinute, locale) })}</dd>
        </div>
        <div>
          <dt>{view.you === 'user' ? t('charged') : t('userPaid')}</dt>
          <dd data-testid="summary-charged" data-coins={view.settled ? (view.chargedCoins ?? 0) : ''}>
            {view.settled ? coins(view.chargedCoins ?? 0) : t('settling')}
          </dd>
        </div>
        {view.you === 'astrologer' && (
          <div>
            <dt>{t('earned')}</dt>
            <dd data-testid="summary-earned" data-coins={view.settled ? (view.astrologerCoins ?? 0) : ''}>
              {view.settled ? coins(view.astrologerCoins ?? 0) : t('settling')}
            </dd>
          </div>
        )}
      </dl>
      {view.you === 'user' && view.settled && <p className={sh.muted}>{t('releasedNote')}</p>}
      <AfterActions locale={locale} view={view} onChange={onChange} />
      {view.you === 'astrologer' ? (
        <SuggestForm locale={locale} consultationId={view.id} />
      ) : (
        <ConsultationSuggestions locale={locale} consultationId={view.id} />
      )}
      <p className={sh.actionsRow}>
        {view.you === 'user' ? (
          <>
            <Link href={HISTORY_PATH} className={sh.secondary} data-testid="to-history">
              {t('toHistory')}
            </Link>
            <Link href={ASTROLOGERS_PATH} className={sh.secondary}>
              {t('findAnother')}
            </Link>
          </>
        ) : (
          <Link href={DASHBOARD_PATH} className={sh.secondary} data-testid="to-dashboard">
            {t('toDashboard')}
          </Link>
        )}
      </p>
    </section>
  );
}
