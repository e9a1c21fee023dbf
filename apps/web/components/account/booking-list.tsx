'use client';

import { CalendarX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { MyReviewViewData } from '@drishti/contracts/reviews';
import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import { formatCoinAmount } from '../wallet/money';
import s from './account.module.css';
import { BookingCard } from './booking-card';
import { type Booking, cancelOption, replaceBooking } from './booking-model';
import { BookingReview, type MyReviewsState } from './booking-review';
import { reviewsByBooking, withReview } from './review-model';

/**
 * My bookings, with cancelling: the dialog states the refund the server would give now and the
 * rules in words; afterwards the booking shows as cancelled and the refund is announced. A
 * completed booking invites a review, or shows the one the user left.
 */
export function BookingList({
  locale,
  initial,
  findHref,
}: {
  locale: 'en' | 'hi';
  initial: Booking[];
  /** The astrologer list, when that page exists. */
  findHref: string | null;
}) {
  const t = useTranslations('account.bookings');
  const tu = useTranslations('account.units');
  const api = useMemo(() => clientApi(locale), [locale]);
  const [bookings, setBookings] = useState(initial);
  const [asking, setAsking] = useState<{ booking: Booking; refund: number } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const anyCompleted = bookings.some((b) => b.status === 'completed');
  // Only completed bookings can be reviewed: no request without one.
  const reviewsRead = useApi<MyReviewViewData[]>(anyCompleted ? '/api/users/reviews' : null, locale);
  const reviews: MyReviewsState = useMemo(() => {
    const v = reviewsRead.view;
    return v.kind === 'ready' ? { kind: 'ready', byBooking: reviewsByBooking(v.data) } : v;
  }, [reviewsRead.view]);

  const coins = (n: number) => tu('coins', { count: n, amount: formatCoinAmount(n) });

  async function cancel(booking: Booking) {
    setAsking(null);
    setBusyId(booking.id);
    setError(null);
    setNotice(null);
    const res = await api.post<Booking>(`/api/users/bookings/${booking.id}/cancel`, {});
    setBusyId(null);
    if (!res.success) {
      setError(res.message);
    } else {
      setBookings((list) => replaceBooking(list, res.data));
      const refund = res.data.refundCoins ?? 0;
      setNotice(
        refund > 0
          ? t(res.data.refundTo === 'payment-method' ? 'cancelledNoticeSource' : 'cancelledNotice', {
              coins: coins(refund),
            })
          : t('cancelledNoticeNone'),
      );
    }
    // The message replaces the button that had focus: move focus to it so it is read out.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  if (bookings.length === 0) {
    return (
      <div className={s.empty} data-testid="bookings-empty">
        <CalendarX aria-hidden="true" size={32} />
        <p>{t('empty')}</p>
        {findHref && (
          <Link href={findHref} className="button">
            {t('findAstrologer')}
          </Link>
        )}
      </div>
    );
  }

  return (
    <>
      {(notice || error) && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={notice ? s.notice : s.fieldError}
          role={notice ? 'status' : 'alert'}
          data-testid={notice ? 'cancel-notice' : 'cancel-error'}
        >
          {notice ?? error}{' '}
          {notice && (
            <Link href="/wallet" className={s.inlineLink}>
              {t('walletLink')}
            </Link>
          )}
        </p>
      )}
      <ul className={s.list} aria-label={t('listLabel')}>
        {bookings.map((booking) => {
          const option = cancelOption(booking);
          return (
            <li key={booking.id}>
              <BookingCard booking={booking} locale={locale} footer={footer(booking, option, busyId === booking.id)} />
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={t('dialogTitle')}
        cancelLabel={t('keep')}
        okayLabel={t('confirmCancel')}
        onCancel={() => setAsking(null)}
        onOkay={() => asking && void cancel(asking.booking)}
      >
        {asking && (
          <div data-testid="cancel-dialog-body">
            <p className={s.refundLine} data-testid="refund-now">
              {asking.booking.status === 'pending_payment'
                ? t('refundNone')
                : t(asking.booking.refundTo === 'payment-method' ? 'refundNowSource' : 'refundNow', {
                    coins: coins(asking.refund),
                  })}
            </p>
            <h3 className={s.rulesTitle}>{t('rulesTitle')}</h3>
            <ul className={s.rules}>
              <li>{t('ruleFull')}</li>
              <li>{t('ruleHalf')}</li>
              <li>{t('ruleNone')}</li>
            </ul>
          </div>
        )}
      </ConfirmDialog>
    </>
  );

  /** Below a booking: its review, who cancelled and the refund, "too late", or the Cancel button. */
  function footer(booking: Booking, option: ReturnType<typeof cancelOption>, busy: boolean) {
    if (booking.status === 'completed') {
      return (
        <BookingReview
          booking={booking}
          locale={locale}
          api={api}
          reviews={reviews}
          onRetry={reviewsRead.reload}
          onReviewed={(review) =>
            void reviewsRead.mutate((list) => withReview(list, { ...review, bookingId: booking.id }), {
              revalidate: false,
            })
          }
        />
      );
    }
    if (booking.status === 'cancelled') {
      return (
        <div className={s.bookingFoot}>
          <span className={s.small}>{booking.cancelledBy ? t(`cancelledBy.${booking.cancelledBy}`) : null}</span>
          {booking.refundCoins !== null && booking.refundCoins > 0 && (
            <span className={s.refundLine} data-testid="booking-refund">
              {t('refunded', { coins: coins(booking.refundCoins) })}
            </span>
          )}
        </div>
      );
    }
    if (option.kind === 'too-late') {
      return (
        <div className={s.bookingFoot}>
          <span className={s.small}>{t('tooLate')}</span>
        </div>
      );
    }
    if (option.kind !== 'cancel') return null;
    return (
      <div className={s.bookingFoot}>
        <button
          type="button"
          className={s.secondaryButton}
          disabled={busy}
          onClick={() => setAsking({ booking, refund: option.refund })}
          data-testid="cancel-booking"
        >
          {busy ? t('cancelling') : t('cancel')}
        </button>
      </div>
    );
  }
}
