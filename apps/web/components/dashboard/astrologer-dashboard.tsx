'use client';

import { MessageCircle, Paperclip, Phone, Star, Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { formatCount, formatDateTimeIst, type Lang } from '@/components/admin/format';
import { StatusBadge } from '@/components/admin/status-badge';
import { ActionStatus, type ActionState, Skeleton, TextAreaField } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { type ClientApi, clientApi } from '@/lib/client-api';
import { orderBookings, ownSlug } from './bookings-model';
import d from './dashboard.module.css';
import { HoursEditor } from './hours-editor';
import type { AstrologerList, Booking, Review } from './types';

type Load<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: T };

const CHANNEL_ICON = { chat: MessageCircle, voice: Phone, video: Video } as const;

/** The astrologer's dashboard: bookings, weekly hours and reviews, each loading on its own. */
export function AstrologerDashboard({ lang }: { lang: Lang }) {
  const t = useTranslations('admin');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [bookings, setBookings] = useState<Load<Booking[]>>({ kind: 'loading' });
  const labels = { prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') };

  const loadBookings = useCallback(async () => {
    setBookings({ kind: 'loading' });
    const res = await api.get<Booking[]>('/api/astrologer/bookings');
    setBookings(res.success ? { kind: 'ready', data: res.data } : { kind: 'error', message: res.message });
  }, [api]);

  useEffect(() => {
    void loadBookings();
  }, [loadBookings]);

  return (
    <div className={d.sections}>
      <section aria-labelledby="bookings-heading" className={f.card} data-testid="dashboard-bookings">
        <h2 id="bookings-heading" className={f.cardHeading}>
          {t('dashboard.bookings.heading')}
        </h2>
        {bookings.kind === 'loading' && <Skeleton label={t('common.loading')} />}
        {bookings.kind === 'error' && (
          <ErrorState text={bookings.message} labels={labels} onRetry={() => void loadBookings()} />
        )}
        {bookings.kind === 'ready' && <BookingList bookings={bookings.data} lang={lang} />}
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
        {bookings.kind === 'loading' && <Skeleton label={t('common.loading')} />}
        {bookings.kind === 'error' && (
          <ErrorState text={bookings.message} labels={labels} onRetry={() => void loadBookings()} />
        )}
        {bookings.kind === 'ready' && <Reviews api={api} lang={lang} bookings={bookings.data} />}
      </section>
    </div>
  );
}

function BookingList({ bookings, lang }: { bookings: Booking[]; lang: Lang }) {
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
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Reviews({ api, lang, bookings }: { api: ClientApi; lang: Lang; bookings: Booking[] }) {
  const t = useTranslations('admin');
  const [state, setState] = useState<Load<Review[]>>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    let slug = ownSlug(bookings, null, []);
    if (!slug) {
      // No bookings to name the profile: find it by the name on the application.
      const app = await api.get<{ name: string } | null>('/api/publics/astrologer/get-registered');
      const name = app.success ? (app.data?.name ?? null) : null;
      if (name) {
        const found = await api.get<AstrologerList>(
          `/api/publics/astrologers?search=${encodeURIComponent(name)}&limit=50`,
        );
        slug = ownSlug([], name, found.success ? found.data.items : []);
      }
    }
    if (!slug) {
      setState({ kind: 'ready', data: [] });
      return;
    }
    const res = await api.get<Review[]>(`/api/publics/astrologers/${encodeURIComponent(slug)}/reviews`);
    setState(res.success ? { kind: 'ready', data: res.data } : { kind: 'error', message: res.message });
  }, [api, bookings]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') return <Skeleton label={t('common.loading')} />;
  if (state.kind === 'error') {
    return (
      <ErrorState
        text={state.message}
        labels={{ prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') }}
        onRetry={() => void load()}
      />
    );
  }
  if (state.data.length === 0) return <p className={f.muted}>{t('dashboard.reviews.empty')}</p>;
  return (
    <ul className={f.list} data-testid="review-list">
      {state.data.map((r) => (
        <ReviewItem key={r.id} review={r} api={api} lang={lang} />
      ))}
    </ul>
  );
}

function ReviewItem({ review, api, lang }: { review: Review; api: ClientApi; lang: Lang }) {
  const t = useTranslations('admin.dashboard.reviews');
  const [reply, setReply] = useState(review.reply ?? '');
  const [saved, setSaved] = useState(review.reply);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reply.trim().length > 1000) {
      setError(t('tooLong'));
      return;
    }
    setError(null);
    setBusy(true);
    setStatus({ kind: 'busy', text: t('saving') });
    const res = await api.post<Review>(`/api/astrologer/reviews/${review.id}/reply`, { reply: reply.trim() });
    setBusy(false);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setSaved(res.data.reply);
    setStatus({ kind: 'ok', text: t('saved') });
  }

  return (
    <li className={d.review} data-testid="review">
      <p className={d.rating}>
        <span aria-hidden="true" className={d.stars}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star
              // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
              key={i}
              size={18}
              className={i < review.rating ? d.starOn : d.starOff}
            />
          ))}
        </span>
        <span>{t('rating', { rating: review.rating })}</span>
        {review.hidden && <span className={f.badge}>{t('hidden')}</span>}
      </p>
      <p className={f.muted}>
        {review.author ?? t('anonymous')} · {formatDateTimeIst(review.createdAt, lang)}
      </p>
      {review.comment && <p className={f.prose}>{review.comment}</p>}
      {saved && (
        <p className={d.reply}>
          <strong>{t('yourReply')}:</strong> {saved}
        </p>
      )}
      <form className={f.form} onSubmit={submit} noValidate>
        <TextAreaField
          id={`reply-${review.id}`}
          label={t('reply')}
          value={reply}
          onChange={setReply}
          error={error}
          maxLength={1000}
          rows={3}
        />
        <div className={f.actions}>
          <button type="submit" className={`button ${f.primary}`} disabled={busy}>
            {t('saveReply')}
          </button>
        </div>
        <ActionStatus state={status} />
      </form>
    </li>
  );
}
