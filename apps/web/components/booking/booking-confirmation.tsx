'use client';

import type { BookingViewData } from '@drishti/contracts/bookings';
import type { Locale } from '@drishti/content/types';
import { CheckCircle2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import {
  type ClockLabels,
  formatDayLong,
  formatNumber,
  formatSlotTime,
  istParts,
} from '@/components/astrologers/format';
import { Link } from '@/i18n/navigation';
import s from './booking.module.css';
import { BOOKINGS_PATH } from './booking-model';
import type { BookingAstrologer, Load } from './booking-types';

/** What the user sees once a booking is confirmed: its facts, the new balance and where to go next. */
export function BookingConfirmation({
  booking: b,
  locale,
  astrologer,
  wallet,
  clock,
  headingRef,
}: {
  booking: BookingViewData;
  locale: Locale;
  astrologer: BookingAstrologer;
  wallet: Load<number>;
  clock: ClockLabels;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations('astrologers');
  const name = locale === 'hi' ? b.astrologer.nameHi || b.astrologer.name : b.astrologer.name;
  return (
    <section className={s.confirmed} aria-labelledby="booking-confirmed-heading" data-testid="booking-confirmed">
      <h2 id="booking-confirmed-heading" ref={headingRef} tabIndex={-1} className={s.confirmedHeading}>
        <CheckCircle2 aria-hidden="true" size={28} />
        {t('book.confirmedHeading')}
      </h2>
      <p>{t('book.confirmedBody')}</p>
      <dl className={s.summaryList}>
        <div>
          <dt>{t('book.bookingId')}</dt>
          <dd data-testid="booking-id">{b.id.slice(0, 8).toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t('book.summaryAstrologer')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('book.summaryWhen')}</dt>
          <dd>
            {t('book.whenValue', {
              day: formatDayLong(istParts(b.startsAt).day, locale),
              time: formatSlotTime(b.startsAt, clock),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('book.summaryDuration')}</dt>
          <dd>{t('book.minutes', { count: formatNumber(b.durationMinutes, locale) })}</dd>
        </div>
        <div>
          <dt>{t('book.summaryChannel')}</dt>
          <dd>{t(`book.channels.${b.channel}`)}</dd>
        </div>
        <div>
          <dt>{t('book.paid')}</dt>
          <dd data-testid="booking-paid" data-coins={b.priceCoins}>
            {t('book.priceCoins', { coins: formatNumber(b.priceCoins, locale) })}
          </dd>
        </div>
        <div>
          <dt>{t('book.status')}</dt>
          <dd>{b.status === 'confirmed' ? t('book.statusConfirmed') : t('book.statusPending')}</dd>
        </div>
      </dl>
      {wallet.status === 'ready' && (
        <p className={s.balance} data-testid="balance-after">
          {t('book.newBalance', { coins: formatNumber(wallet.data, locale) })}
        </p>
      )}
      <p className={s.confirmedActions}>
        <Link href={BOOKINGS_PATH} className="button">
          {t('book.myBookings')}
        </Link>
        <Link href={`/online-astrologer/${astrologer.slug}`} className={s.secondary}>
          {t('book.backToProfile', { name: astrologer.name })}
        </Link>
        <Link href="/online-astrologer" className={s.secondary}>
          {t('book.backToList')}
        </Link>
      </p>
    </section>
  );
}
