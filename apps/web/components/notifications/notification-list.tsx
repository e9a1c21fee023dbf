'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { call, type Lang } from '@/components/reminders/api';
import { formatWhen } from '@/components/reminders/format';
import type { NotificationViewData } from '@/components/reminders/types';
import { Link } from '@/i18n/navigation';
import b from '@/components/ui/pill-buttons.module.css';
import s from './notifications.module.css';
import { notificationHref, renderNotification } from './render';

/** The list on /notifications: newest first, unread marked, mark one or all read. */
export function NotificationList({
  initial,
  unread: initialUnread,
}: {
  initial: NotificationViewData[];
  unread: number;
}) {
  const t = useTranslations('reminders.notifications');
  const tk = useTranslations('reminders.notifications.kinds');
  const lang = (useLocale() === 'hi' ? 'hi' : 'en') as Lang;
  const [items, setItems] = useState(initial);
  const [unread, setUnread] = useState(initialUnread);
  const [error, setError] = useState<string | null>(null);

  const mark = async (body: { ids: string[] } | { all: true }) => {
    setError(null);
    const res = await call<{ unread: number }>(lang, 'POST', '/api/users/notifications/read', body);
    if (!res.ok) {
      setError(res.message);
      return;
    }
    const now = new Date().toISOString();
    setItems((list) =>
      list.map((n) => ('all' in body || body.ids.includes(n.id) ? { ...n, readAt: n.readAt ?? now } : n)),
    );
    setUnread(res.data.unread);
  };

  return (
    <div className={s.listWrap}>
      <div className={s.listHead}>
        <p data-testid="unread-count" data-count={unread} aria-live="polite">
          {t('unreadCount', { count: unread })}
        </p>
        {unread > 0 && (
          <button type="button" className={b.secondary} onClick={() => mark({ all: true })} data-testid="mark-all-read">
            {t('markAllRead')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className={s.warn}>
          {error}
        </p>
      )}
      {items.length === 0 ? (
        <p className={s.muted} data-testid="notifications-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={s.list} data-testid="notification-list">
          {items.map((n) => {
            const href = notificationHref(n.url);
            return (
              <li
                key={n.id}
                className={`${s.item} ${n.readAt ? '' : s.unread}`}
                data-testid="notification"
                data-kind={n.kind}
                data-read={n.readAt ? 'true' : 'false'}
              >
                {!n.readAt && <span className={s.unreadBadge}>{t('unread')}</span>}
                <p className={s.text}>{renderNotification(n, tk, lang)}</p>
                <p className={s.time}>
                  <time dateTime={n.createdAt}>{formatWhen(n.createdAt, 'Asia/Kolkata', lang)} IST</time>
                </p>
                <div className={s.actions}>
                  {href && (
                    <Link href={href} className={b.secondary} onClick={() => !n.readAt && void mark({ ids: [n.id] })}>
                      {t('open')}
                    </Link>
                  )}
                  {!n.readAt && (
                    <button
                      type="button"
                      className={b.ghost}
                      onClick={() => mark({ ids: [n.id] })}
                      data-testid="mark-read"
                    >
                      {t('markRead')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
