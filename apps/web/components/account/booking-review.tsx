'use client';

import type { ReviewViewData } from '@drishti/contracts/reviews';
import { RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TextAreaField } from '@/components/registration/fields';
import type { ClientApi } from '@/lib/api/client';
import { intlLocale } from '../wallet/money';
import { astrologerName, type Booking } from './booking-model';
import { formatIndianDate } from './format';
import { type MyReview, REVIEW_TEXT_MAX, type Rating, reviewBody } from './review-model';
import r from './review.module.css';
import { StarRating } from './star-rating';
import { Stars } from './stars';

/** The user's reviews as the booking list knows them. */
export type MyReviewsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; byBooking: Record<string, MyReview> };

/**
 * Under a completed booking: "Rate this consultation" until the user has reviewed it, then their
 * review (with the astrologer's reply when there is one).
 */
export function BookingReview({
  booking,
  locale,
  api,
  reviews,
  onReviewed,
  onRetry,
}: {
  booking: Booking;
  locale: 'en' | 'hi';
  api: ClientApi;
  reviews: MyReviewsState;
  onReviewed: (review: MyReview) => void;
  onRetry: () => void;
}) {
  const t = useTranslations('reviews.mine');
  const [justPosted, setJustPosted] = useState(false);

  if (reviews.kind === 'loading') {
    return (
      <div className={r.block} aria-busy="true">
        <p className={r.muted} role="status">
          {t('loading')}
        </p>
      </div>
    );
  }
  if (reviews.kind === 'error') {
    return (
      <div className={r.block} role="alert" data-testid="my-reviews-error">
        <p className={r.errorText}>
          {t('loadError')} {reviews.message}
        </p>
        <button type="button" className={r.secondaryButton} onClick={onRetry}>
          <RotateCw aria-hidden="true" size={18} />
          {t('retry')}
        </button>
      </div>
    );
  }
  const mine = reviews.byBooking[booking.id];
  if (mine) return <MyReviewView booking={booking} locale={locale} review={mine} justPosted={justPosted} />;
  return (
    <ReviewForm
      booking={booking}
      locale={locale}
      api={api}
      onDone={(review) => {
        setJustPosted(true);
        onReviewed(review);
      }}
    />
  );
}

function MyReviewView({
  booking,
  locale,
  review,
  justPosted,
}: {
  booking: Booking;
  locale: 'en' | 'hi';
  review: MyReview;
  justPosted: boolean;
}) {
  const t = useTranslations('reviews');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `my-review-${booking.id}`;

  // After posting, the form is gone: take focus to its result so that it is read out.
  useEffect(() => {
    if (justPosted) heading.current?.focus();
  }, [justPosted]);

  return (
    <section className={r.block} aria-labelledby={headingId} data-testid="my-review" data-rating={review.rating}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={r.heading}>
        {t('mine.heading')}
      </h3>
      {justPosted && (
        <p className={r.thanks} role="status" data-testid="review-thanks">
          {t('form.thanks')}
        </p>
      )}
      <p className={r.ratingLine}>
        <Stars rating={review.rating} label={t('stars.label', { rating: review.rating })} />
        <span className={r.ratingWordSmall}>{t(`stars.words.${review.rating}`)}</span>
      </p>
      <p className={r.muted}>
        <time dateTime={review.createdAt}>
          {t('mine.postedOn', { date: formatIndianDate(review.createdAt, locale) })}
        </time>
      </p>
      {review.comment && (
        <p className={r.comment} data-testid="my-review-comment">
          {review.comment}
        </p>
      )}
      {review.hidden && <p className={r.note}>{t('mine.hidden')}</p>}
      {review.reply && (
        <div className={r.reply} data-testid="my-review-reply">
          <p className={r.replyBy}>{t('mine.reply', { name: astrologerName(booking, locale) })}</p>
          <p className={r.comment}>{review.reply}</p>
        </div>
      )}
    </section>
  );
}

function ReviewForm({
  booking,
  locale,
  api,
  onDone,
}: {
  booking: Booking;
  locale: 'en' | 'hi';
  api: ClientApi;
  onDone: (review: MyReview) => void;
}) {
  const t = useTranslations('reviews.form');
  const [rating, setRating] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const [consent, setConsent] = useState(false);
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const id = `review-${booking.id}`;
  // Indian grouping, Latin digits in Hindi too ("1,000").
  const number = (n: number) => new Intl.NumberFormat(intlLocale(locale)).format(n);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    if (rating === null) {
      setRatingError(t('noRating'));
      firstStar.current?.focus();
      return;
    }
    setRatingError(null);
    setBusy(true);
    const res = await api.post<ReviewViewData>('/api/users/reviews', reviewBody(booking.id, rating, comment, consent));
    setBusy(false);
    if (!res.success) {
      setServerError(res.message);
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    onDone({ ...res.data, bookingId: booking.id });
  }

  return (
    <section className={r.block} aria-labelledby={`${id}-heading`} data-testid="review-form">
      <h3 id={`${id}-heading`} className={r.heading}>
        {t('heading')}
      </h3>
      <p className={r.muted}>{t('intro')}</p>
      <form className={r.form} onSubmit={submit} noValidate aria-busy={busy}>
        <StarRating
          name={`${id}-rating`}
          value={rating}
          onChange={(n) => {
            setRating(n);
            setRatingError(null);
          }}
          legend={t('ratingLegend')}
          hint={t('ratingHint')}
          error={ratingError}
          firstRef={firstStar}
        />
        <TextAreaField
          id={`${id}-comment`}
          label={t('commentLabel')}
          hint={t('commentHint')}
          value={comment}
          onChange={setComment}
          maxLength={REVIEW_TEXT_MAX}
          rows={4}
          counter={t('counter', { count: number(comment.length), max: number(REVIEW_TEXT_MAX) })}
          testId="review-comment"
        />
        <label className={r.consent}>
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            data-testid="review-consent"
          />
          <span>{t('consent')}</span>
        </label>
        {serverError && (
          <p ref={errorRef} tabIndex={-1} className={r.serverError} role="alert" data-testid="review-server-error">
            {serverError}
          </p>
        )}
        <div>
          <button type="submit" className="button" disabled={busy} data-testid="review-submit">
            {busy ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
