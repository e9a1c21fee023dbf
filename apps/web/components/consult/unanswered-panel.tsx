'use client';

import type { ConsultationViewData } from '@drishti/contracts/consultations';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Lang } from './api';
import sh from './shared.module.css';
import { ASTROLOGERS_PATH, DASHBOARD_PATH, upperFirst } from './model';
import { OnlineNow } from './online-now';

/** A request that never became a consultation (cancelled, declined, expired or missed), for either side. */
export function UnansweredPanel({ locale, view, peer }: { locale: Lang; view: ConsultationViewData; peer: string }) {
  const t = useTranslations('consult.unanswered');
  const key =
    view.endReason === 'expired'
      ? 'expired'
      : view.status === 'cancelled'
        ? 'cancelled'
        : view.status === 'declined'
          ? 'declined'
          : 'missed';
  return (
    <section className={sh.panel} aria-labelledby="unanswered-heading" data-testid="unanswered" data-reason={key}>
      <h2 id="unanswered-heading" className={sh.panelHeading}>
        {view.you === 'user'
          ? upperFirst(t(`user.${key}`, { name: peer }))
          : upperFirst(t(`astrologer.${key}`, { name: peer }))}
      </h2>
      {view.you === 'user' ? (
        <>
          <p data-testid="coins-released">{t('released')}</p>
          {key === 'missed' && (
            <>
              <p data-testid="peer-offline">{upperFirst(t(`offline.${view.channel}`, { name: peer }))}</p>
              <OnlineNow locale={locale} channel={view.channel} except={view.astrologer.id} />
            </>
          )}
          <p className={sh.actionsRow}>
            <Link href={ASTROLOGERS_PATH} className="button">
              {t('findAnother')}
            </Link>
            <Link href={`/online-astrologer/${view.astrologer.slug}`} className={sh.secondary}>
              {upperFirst(t('backToProfile', { name: peer }))}
            </Link>
          </p>
        </>
      ) : (
        <>
          {key === 'missed' && <p data-testid="switched-off">{t(`switchedOff.${view.channel}`)}</p>}
          <p className={sh.actionsRow}>
            <Link href={DASHBOARD_PATH} className="button">
              {t('toDashboard')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
