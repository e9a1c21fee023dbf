'use client';

import type { ConsultationViewData } from '@drishti/contracts/consultations';
import { CalendarDays, Coins, MessageCircle, Phone, Timer, Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { AfterActions } from './after-actions';
import type { Lang } from './api';
import s from './history-list.module.css';
import sh from './shared.module.css';
import { ASTROLOGERS_PATH, astrologerName, formatCount, formatWhen, isOpen, roomPath } from './model';

const ICONS = { chat: MessageCircle, voice: Phone, video: Video } as const;

/** My consultations, newest first, each with its cost and what can still be done with it. */
export function HistoryList({ locale, initial }: { locale: Lang; initial: ConsultationViewData[] }) {
  const t = useTranslations('consult');
  const [items, setItems] = useState(initial);

  if (items.length === 0) {
    return (
      <div className={s.empty} data-testid="history-empty">
        <p>{t('history.empty')}</p>
        <Link href={ASTROLOGERS_PATH} className="button">
          {t('history.find')}
        </Link>
      </div>
    );
  }

  const update = (next: ConsultationViewData) => setItems((list) => list.map((c) => (c.id === next.id ? next : c)));

  return (
    <ul className={s.historyList} data-testid="history-list">
      {items.map((c) => {
        const Icon = ICONS[c.channel];
        const name = astrologerName(c.astrologer, locale);
        const coins = c.settled ? (c.chargedCoins ?? 0) : c.meter.costCoins;
        const titleId = `consultation-${c.id}`;
        return (
          <li key={c.id}>
            <article
              className={s.historyItem}
              aria-labelledby={titleId}
              data-testid="history-item"
              data-id={c.id}
              data-status={c.status}
            >
              <div className={s.historyHead}>
                <h2 id={titleId} className={s.historyTitle}>
                  {t(`room.title.${c.channel}`, { name })}
                </h2>
                <span className={sh.badge} data-status={c.status} data-testid="history-status">
                  {t(`common.status.${c.status}`)}
                </span>
              </div>
              <dl className={s.historyFacts}>
                <div>
                  <dt>{t('history.date')}</dt>
                  <dd>
                    <CalendarDays aria-hidden="true" size={16} />
                    {/* Date formats may differ a little between the server's and the browser's ICU. */}
                    <time dateTime={c.requestedAt} suppressHydrationWarning>
                      {formatWhen(c.requestedAt, locale)}
                    </time>
                  </dd>
                </div>
                <div>
                  <dt>{t('history.channel')}</dt>
                  <dd>
                    <Icon aria-hidden="true" size={16} />
                    {t(`common.channelLong.${c.channel}`)}
                  </dd>
                </div>
                <div>
                  <dt>{t('history.minutes')}</dt>
                  <dd data-testid="history-minutes" data-minutes={c.meter.billedMinutes}>
                    <Timer aria-hidden="true" size={16} />
                    {t('common.minutes', {
                      count: c.meter.billedMinutes,
                      minutes: formatCount(c.meter.billedMinutes, locale),
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{t('history.coins')}</dt>
                  <dd data-testid="history-coins" data-coins={coins}>
                    <Coins aria-hidden="true" size={16} />
                    {t('common.coins', { count: coins, coins: formatCount(coins, locale) })}
                  </dd>
                </div>
              </dl>
              <p className={sh.actionsRow}>
                <Link
                  href={roomPath(c.id)}
                  className={isOpen(c.status) ? 'button' : sh.secondary}
                  data-testid="history-open"
                >
                  {isOpen(c.status) ? t('history.rejoin') : t('history.details')}
                </Link>
                <Link href={`/online-astrologer/${c.astrologer.slug}`} className={sh.linkButton}>
                  {t('history.profile', { name })}
                </Link>
              </p>
              {c.status === 'ended' && (
                <details className={s.more} data-testid="history-actions">
                  <summary>{t('history.actions')}</summary>
                  <AfterActions locale={locale} view={c} onChange={update} />
                </details>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
