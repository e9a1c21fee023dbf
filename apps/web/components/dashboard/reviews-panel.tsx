'use client';

import { Pencil } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { Stars } from '@/components/account/stars';
import { formatCount, formatDateTimeIst, type Lang } from '@/components/admin/format';
import { ActionStatus, type ActionState, Skeleton, TextAreaField } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import type { ClientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import d from './dashboard.module.css';
import { WithReviewsMessages } from './reviews-messages';
import type { Review } from './types';

/** Longest reply, characters (as the API checks it). */
const REPLY_MAX = 1000;

/**
 * The astrologer's own reviews, newest first, hidden ones flagged (the team hid them from the
 * profile), each with a reply form; a posted reply can be edited.
 */
export function ReviewsPanel({ api, lang }: { api: ClientApi; lang: Lang }) {
  return (
    <WithReviewsMessages lang={lang}>
      <ReviewList api={api} lang={lang} />
    </WithReviewsMessages>
  );
}

function ReviewList({ api, lang }: { api: ClientApi; lang: Lang }) {
  const ta = useTranslations('admin');
  const t = useTranslations('reviews.astrologer');
  const { view: state, reload } = useApi<Review[]>('/api/astrologer/reviews', lang);

  if (state.kind === 'loading') return <Skeleton label={ta('common.loading')} />;
  if (state.kind === 'error') {
    return (
      <ErrorState
        text={state.message}
        labels={{ prefix: ta('errors.errorPrefix'), generic: ta('errors.generic'), retry: ta('errors.retry') }}
        onRetry={reload}
      />
    );
  }
  if (state.data.length === 0) return <p className={f.muted}>{ta('dashboard.reviews.empty')}</p>;
  return (
    <>
      <p className={f.muted}>{t('count', { count: state.data.length })}</p>
      <ul className={f.list} data-testid="review-list">
        {state.data.map((r) => (
          <ReviewItem key={r.id} review={r} api={api} lang={lang} />
        ))}
      </ul>
    </>
  );
}

function ReviewItem({ review, api, lang }: { review: Review; api: ClientApi; lang: Lang }) {
  const ta = useTranslations('admin.dashboard.reviews');
  const t = useTranslations('reviews');
  const [saved, setSaved] = useState(review.reply);
  const [editing, setEditing] = useState(review.reply === null);
  const [text, setText] = useState(review.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const date = formatDateTimeIst(review.createdAt, lang);
  const id = `reply-${review.id}`;

  function startEditing() {
    setText(saved ?? '');
    setError(null);
    setStatus(null);
    setEditing(true);
    requestAnimationFrame(() => field.current?.focus());
  }

  function stopEditing() {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reply = text.trim();
    if (!reply && saved === null) {
      setError(t('astrologer.emptyReply'));
      field.current?.focus();
      return;
    }
    if (reply.length > REPLY_MAX) {
      setError(ta('tooLong'));
      field.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    setStatus({ kind: 'busy', text: ta('saving') });
    const res = await api.post<Review>(`/api/astrologer/reviews/${review.id}/reply`, { reply });
    setBusy(false);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setSaved(res.data.reply);
    setStatus({ kind: 'ok', text: ta('saved') });
    if (res.data.reply !== null) {
      setEditing(false);
      requestAnimationFrame(() => editButton.current?.focus());
    }
  }

  return (
    <li className={d.review} data-testid="review" data-review-id={review.id} data-hidden={review.hidden}>
      <p className={d.rating}>
        <Stars rating={review.rating} label={t('stars.label', { rating: review.rating })} size={18} />
        <span aria-hidden="true">{ta('rating', { rating: review.rating })}</span>
        {review.hidden && (
          <span className={`${f.badge} ${f.badgeBad}`} data-testid="review-hidden">
            {ta('hidden')}
          </span>
        )}
      </p>
      <p className={f.muted}>
        {review.author ?? ta('anonymous')} · <time dateTime={review.createdAt}>{date}</time>
      </p>
      {review.comment && <p className={f.prose}>{review.comment}</p>}
      {review.hidden && <p className={f.note}>{t('astrologer.hiddenNote')}</p>}
      {saved && !editing && (
        <div className={d.reply} data-testid="review-reply">
          <p className={f.prose}>
            <strong>{ta('yourReply')}:</strong> {saved}
          </p>
        </div>
      )}
      {!editing && (
        <div className={f.actions}>
          <button
            ref={editButton}
            type="button"
            className={f.secondary}
            aria-label={t('astrologer.editReplyLabel', { date })}
            onClick={startEditing}
            data-testid="edit-reply"
          >
            <Pencil aria-hidden="true" size={18} />
            {t('astrologer.editReply')}
          </button>
        </div>
      )}
      {editing && (
        <form className={f.form} onSubmit={submit} noValidate>
          <TextAreaField
            id={id}
            label={ta('reply')}
            hint={t('astrologer.replyHint')}
            value={text}
            onChange={setText}
            error={error}
            maxLength={REPLY_MAX}
            rows={3}
            counter={t('astrologer.counter', {
              count: formatCount(text.length, lang),
              max: formatCount(REPLY_MAX, lang),
            })}
            inputRef={field}
            testId="reply-text"
          />
          <div className={f.actions}>
            <button type="submit" className={`button ${f.primary}`} disabled={busy} data-testid="reply-save">
              {saved === null ? ta('saveReply') : t('astrologer.saveReply')}
            </button>
            {saved !== null && (
              <button type="button" className={f.secondary} onClick={stopEditing}>
                {t('astrologer.cancelEdit')}
              </button>
            )}
          </div>
        </form>
      )}
      <ActionStatus state={status} testId="reply-status" />
    </li>
  );
}
