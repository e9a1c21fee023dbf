'use client';

import { RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { type ClientResult, clientApi } from '@/lib/api/client';
import s from './account.module.css';
import { BookingCard } from './booking-card';
import { astrologerName, type Booking, paymentCandidates } from './booking-model';
import { formatIndianDate, formatIndianTime } from './format';
import { type PaymentReturn, returnOutcome } from './payment-params';
import { ResultView } from './result-view';

type View =
  | { kind: 'checking' }
  | { kind: 'booked'; booking: Booking }
  | { kind: 'pending' | 'expired'; booking?: Booking }
  | { kind: 'failed' | 'cancelled' | 'missing' }
  | { kind: 'error'; message: string };

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
  const outcome = returnOutcome(params);
  const [view, setView] = useState<View>(
    outcome === 'verify' || outcome === 'check' ? { kind: 'checking' } : { kind: outcome },
  );
  const started = useRef(false);

  const verify = useCallback(async () => {
    setView({ kind: 'checking' });
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
      if (!mine.success) return setView({ kind: 'error', message: mine.message });
      for (const candidate of paymentCandidates(mine.data)) {
        res = await report(candidate.id);
        if (res.success) break;
      }
    }
    if (!res) return setView({ kind: 'missing' });
    if (!res.success) return setView({ kind: 'error', message: res.message });
    setView(viewOf(res.data));
  }, [api, params, bookingId]);

  // The checkout was closed without a result: the server asks the gateway where the order stands
  // (a payment captured meanwhile confirms the booking).
  const check = useCallback(async () => {
    setView({ kind: 'checking' });
    const res = await api.post<{ status: 'created' | 'pending' | 'paid' | 'failed' }>('/api/wallet/recharge/check', {
      razorpay_order_id: params.orderId,
    });
    if (!res.success) return setView({ kind: 'error', message: res.message });
    const { status } = res.data;
    if (status === 'paid' && bookingId) {
      const booking = await api.get<Booking>(`/api/users/bookings/${encodeURIComponent(bookingId)}`);
      if (!booking.success) return setView({ kind: 'error', message: booking.message });
      return setView(viewOf(booking.data));
    }
    if (status === 'paid') return setView({ kind: 'missing' });
    setView({ kind: status === 'created' ? 'cancelled' : status });
  }, [api, params, bookingId]);

  const report = outcome === 'check' ? check : verify;

  useEffect(() => {
    if ((outcome !== 'verify' && outcome !== 'check') || started.current) return;
    started.current = true;
    void report();
  }, [outcome, report]);

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
      return (
        <ResultView tone="okay" title={t('pendingTitle')} actions={toBookings}>
          <p className={s.resultText}>{t('pending')}</p>
        </ResultView>
      );
    case 'expired':
      return (
        <ResultView tone="bad" title={t('expiredTitle')} actions={toBookings}>
          <p className={s.resultText}>{t('expired')}</p>
        </ResultView>
      );
    case 'failed':
      return (
        <ResultView tone="bad" title={t('failedTitle')} actions={toBookings}>
          <p className={s.resultText}>{t('failed')}</p>
        </ResultView>
      );
    case 'cancelled':
      return (
        <ResultView tone="okay" title={t('cancelledTitle')} actions={toBookings}>
          <p className={s.resultText}>{t('cancelled')}</p>
        </ResultView>
      );
    case 'missing':
      return (
        <ResultView tone="okay" title={t('missingTitle')} actions={toBookings}>
          <p className={s.resultText}>{t('missing')}</p>
        </ResultView>
      );
    case 'error':
      return (
        <ResultView
          tone="bad"
          title={t('verifyFailedTitle')}
          actions={
            <>
              <button type="button" className="button" onClick={() => void report()} data-testid="retry">
                <RotateCw aria-hidden="true" size={18} />
                {t('retry')}
              </button>
              <Link href="/bookings" className={s.secondaryButton}>
                {t('toBookings')}
              </Link>
            </>
          }
        >
          <p className={s.resultText} data-testid="verify-error">
            {view.message}
          </p>
        </ResultView>
      );
  }
}
