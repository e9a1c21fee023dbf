'use client';

import type { Locale } from '@drishti/content/types';
import { Coins } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { formatNumber, formatRupees } from '@/components/astrologers/format';
import { Link } from '@/i18n/navigation';
import s from './booking.module.css';
import { type Channel, type Duration, type gatewayAmounts, WALLET_PATH } from './booking-model';
import type { BookingAstrologer, Submit } from './booking-types';

/** The booking form's summary beside the steps: what is chosen, the price, the failure and the button. */
export function BookingSummary({
  locale,
  astrologer,
  chosenLabel,
  duration,
  channel,
  payWith,
  price,
  online,
  formError,
  submit,
  errorRef,
  busy,
  onPayOnline,
}: {
  locale: Locale;
  astrologer: BookingAstrologer;
  chosenLabel: string;
  duration: Duration;
  channel: Channel;
  payWith: 'wallet' | 'gateway';
  price: number;
  online: ReturnType<typeof gatewayAmounts>;
  formError: string | null;
  submit: Submit;
  errorRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
  onPayOnline: () => void;
}) {
  const t = useTranslations('astrologers');
  const te = useTranslations('errors');
  return (
    <aside className={s.summary} aria-labelledby="booking-summary-heading">
      <h2 id="booking-summary-heading" className={s.summaryHeading}>
        {t('book.summaryHeading')}
      </h2>
      <dl className={s.summaryList} data-testid="booking-summary">
        <div>
          <dt>{t('book.summaryAstrologer')}</dt>
          <dd>{astrologer.name}</dd>
        </div>
        <div>
          <dt>{t('book.summaryWhen')}</dt>
          <dd data-testid="summary-when">{chosenLabel}</dd>
        </div>
        <div>
          <dt>{t('book.summaryDuration')}</dt>
          <dd>{t('book.minutes', { count: formatNumber(duration, locale) })}</dd>
        </div>
        <div>
          <dt>{t('book.summaryChannel')}</dt>
          <dd>{t(`book.channels.${channel}`)}</dd>
        </div>
        <div>
          <dt>{t('book.summaryPrice')}</dt>
          <dd data-testid="summary-price" data-coins={price}>
            <Coins aria-hidden="true" size={16} className={s.coin} />{' '}
            {payWith === 'wallet'
              ? t('book.priceCoins', { coins: formatNumber(price, locale) })
              : formatRupees(online.totalPaise, locale)}
          </dd>
        </div>
      </dl>
      {formError && (
        <p className={s.fieldError} role="alert">
          {formError}
        </p>
      )}
      {submit.status === 'error' && (
        <div className={s.alert} role="alert" tabIndex={-1} ref={errorRef} data-testid="booking-error">
          <p>
            {te('errorPrefix')} {submit.message}
          </p>
          {submit.canPayOnline && (
            <p className={s.noticeActions}>
              <Link href={WALLET_PATH} className={s.secondary}>
                {t('book.recharge')}
              </Link>
              <button type="button" className={s.secondary} onClick={onPayOnline}>
                {t('book.payOnlineInstead')}
              </button>
            </p>
          )}
        </div>
      )}
      <button type="submit" className={`button ${s.submit}`} disabled={busy} data-testid="booking-submit">
        {submit.status === 'submitting'
          ? t('book.submitting')
          : submit.status === 'redirecting'
            ? t('book.redirecting')
            : payWith === 'wallet'
              ? t('book.submitWallet', { coins: formatNumber(price, locale) })
              : t('book.submitOnline', { total: formatRupees(online.totalPaise, locale) })}
      </button>
      <p className="visually-hidden" role="status">
        {submit.status === 'submitting'
          ? t('book.submitting')
          : submit.status === 'redirecting'
            ? t('book.redirecting')
            : ''}
      </p>
    </aside>
  );
}
