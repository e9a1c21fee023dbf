'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { Link } from '@/i18n/navigation';
import { type ClientResult, clientApi } from '@/lib/api/client';
import s from './account.module.css';
import { BookingCard } from './booking-card';
import { astrologerName, type Booking, paymentCandidates } from './booking-model';
import { formatIndianDate, formatIndianTime } from './format';
import type { PaymentReturn } from './payment-params';
import { type ReportFailure, ReportFailed, ResultNote, usePaymentReport } from './payment-report';
import { ResultView } from './result-view';

type View =
  | { kind: 'booked'; booking: Booking }
  | { kind: 'pending' | 'expired'; booking?: Booking }
  | { kind: 'failed' | 'cancelled' | 'missing' }
  | ReportFailure;

function viewOf(booking: Booking): View {
  if (booking.status === 'confirmed' || booking.status === 'completed') return { kind: 'booked', booking };
  if (booking.status === 'pending_payment') return { kind: 'pending', booking };
  return { kind: 'expired', booking };
}

/**
 * After paying for a booking at the checkout: reports the signed payment
 * (`consultant-booking-verify`) and shows the confirmed consultation. When the return URL does not
 * name the booking, the user's bookings awaiting payment are tried, newest first.
 */
export function BookingResult({
  locale,
  params,
  bookingId,
}: {
  locale: 'en' | 'hi';
  params: PaymentReturn;
  bookingId: string | null;
}) {
  const t = useTranslations('account.bookingReturn');
  const tb = useTranslations('account.bookings');
  const tu = useTranslations('account.units');
  const api = useMemo(() => clientApi(locale), [locale]);

  const verify = useCallback(async (): Promise<View> => {
    const report = (id: string) =>
      api.post<Booking>('/api/publics/consultant-booking-verify', {
        bookingId: id,
        razorpay_order_id: params.orderId,
        razorpay_payment_id: params.paymentId,
        razorpay_signature: params.signature,
      });
    let res: ClientResult<Booking> | null = null;
    if (bookingId) {
      res = await report(bookingId);
    } else {
      const mine = await api.get<Booking[]>('/api/users/bookings');
      if (!mine.success) return { kind: 'error', message: mine.message };
      for (const candidate of paymentCandidates(mine.data)) {
        res = await report(candidate.id);
        if (res.success) break;
      }
    }
    if (!res) return { kind: 'missing' };
    if (!res.success) return { kind: 'error', message: res.message };
    return viewOf(res.data);
  }, [api, params, bookingId]);

  // The checkout was closed without a result: the server asks the gateway where the order stands
  // (a payment captured meanwhile confirms the booking).
  const check = useCallback(async (): Promise<View> => {
    const res = await api.post<{ status: 'created' | 'pending' | 'paid' | 'failed' }>('/api/wallet/recharge/check', {
      razorpay_order_id: params.orderId,
    });
    if (!res.success) return { kind: 'error', message: res.message };
    const { status } = res.data;
    if (status === 'paid' && bookingId) {
      const booking = await api.get<Booking>(`/api/users/bookings/${encodeURIComponent(bookingId)}`);
      if (!booking.success) return { kind: 'error', message: booking.message };
      return viewOf(booking.data);
    }
    if (status === 'paid') return { kind: 'missing' };
    return { kind: status === 'created' ? 'cancelled' : status };
  }, [api, params, bookingId]);

  const { view, report } = usePaymentReport<View>(params, verify, check);

  const toBookings = (
    <Link href="/bookings" className="button" data-testid="to-bookings">
      {t('toBookings')}
    </Link>
  );

  switch (view.kind) {
    case 'checking':
      return <ResultView tone="busy" title={t('checking')} />;
    case 'booked': {
      const b = view.booking;
      return (
        <div className={s.result}>
          <ResultView tone="good" title={t('confirmedTitle')}>
            <p className={s.resultText} data-testid="booking-confirmed">
              {t('confirmed', {
                name: astrologerName(b, locale),
                channel: tb(`channels.${b.channel}`),
                date: formatIndianDate(b.startsAt, locale),
                time: formatIndianTime(b.startsAt, locale),
                minutes: tu('minutes', { count: b.durationMinutes }),
              })}
            </p>
          </ResultView>
          <BookingCard booking={b} locale={locale} />
          {toBookings}
        </div>
      );
    }
    case 'pending':
      return <ResultNote tone="okay" title={t('pendingTitle')} text={t('pending')} actions={toBookings} />;
    case 'expired':
      return <ResultNote tone="bad" title={t('expiredTitle')} text={t('expired')} actions={toBookings} />;
    case 'failed':
      return <ResultNote tone="bad" title={t('failedTitle')} text={t('failed')} actions={toBookings} />;
    case 'cancelled':
      return <ResultNote tone="okay" title={t('cancelledTitle')} text={t('cancelled')} actions={toBookings} />;
    case 'missing':
      return <ResultNote tone="okay" title={t('missingTitle')} text={t('missing')} actions={toBookings} />;
    case 'error':
      return (
        <ReportFailed
          title={t('verifyFailedTitle')}
          message={view.message}
          retryLabel={t('retry')}
          onRetry={() => void report()}
          backHref="/bookings"
          backLabel={t('toBookings')}
        />
      );
  }
}
