'use client';

import { MessageCircle, Paperclip, Phone, Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { formatCount, formatDateTimeIst, type Lang } from '@/components/admin/format';
import { StatusBadge } from '@/components/admin/status-badge';
import { LivePanel } from '@/components/consult/live-panel';
import { Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { type ClientApi, clientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import { orderBookings } from './bookings-model';
import { CompleteBooking } from './complete-booking';
import d from './dashboard.module.css';
import { EarningsStatement } from './earnings-statement';
import { HoursEditor } from './hours-editor';
import { ReviewsPanel } from './reviews-panel';
import type { Booking } from './types';

const CHANNEL_ICON = { chat: MessageCircle, voice: Phone, video: Video } as const;

/** The astrologer's dashboard: bookings, weekly hours and reviews, each loading on its own. */
export function AstrologerDashboard({ lang }: { lang: Lang }) {
  const t = useTranslations('admin');
  const api = useMemo(() => clientApi(lang), [lang]);
  const { view: bookings, reload, mutate } = useApi<Booking[]>('/api/astrologer/bookings', lang);
  const labels = { prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') };

  return (
    <div className={d.sections}>
      <LivePanel lang={lang} />
      <section aria-labelledby="bookings-heading" className={f.card} data-testid="dashboard-bookings">
        <h2 id="bookings-heading" className={f.cardHeading}>
          {t('dashboard.bookings.heading')}
        </h2>
        {bookings.kind === 'loading' && <Skeleton label={t('common.loading')} />}
        {bookings.kind === 'error' && <ErrorState text={bookings.message} labels={labels} onRetry={reload} />}
        {bookings.kind === 'ready' && (
          <BookingList
            bookings={bookings.data}
            lang={lang}
            api={api}
            onCompleted={(done) =>
              void mutate((list) => list?.map((b) => (b.id === done.id ? done : b)), { revalidate: false })
            }
          />
        )}
      </section>

      <section aria-labelledby="earnings-heading" className={f.card} data-testid="dashboard-earnings">
        <h2 id="earnings-heading" className={f.cardHeading}>
          {t('dashboard.earnings.heading')}
        </h2>
        <EarningsStatement lang={lang} />
      </section>

      <section aria-labelledby="hours-heading" className={f.card} data-testid="dashboard-hours">
        <h2 id="hours-heading" className={f.cardHeading}>
          {t('dashboard.hours.heading')}
        </h2>
        <HoursEditor api={api} lang={lang} />
      </section>

      <section aria-labelledby="reviews-heading" className={f.card} data-testid="dashboard-reviews">
        <h2 id="reviews-heading" className={f.cardHeading}>
          {t('dashboard.reviews.heading')}
        </h2>
        <ReviewsPanel api={api} lang={lang} />
      </section>
    </div>
  );
}

function BookingList({
  bookings,
  lang,
  api,
  onCompleted,
}: {
  bookings: Booking[];
  lang: Lang;
  api: ClientApi;
  onCompleted: (booking: Booking) => void;
}) {
  const t = useTranslations('admin.dashboard.bookings');
  if (bookings.length === 0) return <p className={f.muted}>{t('empty')}</p>;
  const ordered = orderBookings(bookings, new Date());
  return (
    <>
      <p className={f.muted}>{t('count', { count: bookings.length })}</p>
      <ul className={f.list} data-testid="booking-list">
        {ordered.map((b) => {
          const Icon = CHANNEL_ICON[b.channel];
          return (
            <li key={b.id} className={d.booking} data-testid="booking" data-status={b.status}>
              <div className={d.bookingHead}>
                <p className={d.when}>{formatDateTimeIst(b.startsAt, lang)}</p>
                <StatusBadge status={b.status} label={t(`statuses.${b.status}`)} />
              </div>
              <p className={d.facts}>
                <span className={d.fact}>
                  <Icon aria-hidden="true" size={18} />
                  {t(`channels.${b.channel}`)}
                </span>
                <span className={d.fact}>{t('duration', { minutes: b.durationMinutes })}</span>
                <span className={d.fact}>{t('coins', { coins: formatCount(b.priceCoins, lang) })}</span>
                <span className={d.fact}>{t('user')}</span>
              </p>
              {b.note && <p className={f.prose}>{t('note', { note: b.note })}</p>}
              {b.hasAttachment && (
                <p className={d.fact}>
                  <Paperclip aria-hidden="true" size={16} />
                  {t('attachment')}
                </p>
              )}
              <CompleteBooking booking={b} api={api} lang={lang} onCompleted={onCompleted} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
