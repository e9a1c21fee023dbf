'use client';

import type { ConsultationViewData } from '@drishti/contracts/consultations';
import { Download, Star, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/i18n/navigation';
import { call, type Lang } from './api';
import s from './after-actions.module.css';
import sh from './shared.module.css';
import { canAskRefund, canReview, formatCount, hasTranscript } from './model';

const REFUND_MIN = 10;
const REFUND_MAX = 1000;
const COMMENT_MAX = 1000;

/**
 * What a user can do after a consultation: rate it (once, when minutes were billed), download or
 * delete the transcript, and ask for a refund. Used in the room and in the history.
 */
export function AfterActions({
  locale,
  view,
  onChange,
}: {
  locale: Lang;
  view: ConsultationViewData;
  onChange: (next: ConsultationViewData) => void;
}) {
  if (view.you !== 'user') return null;
  return (
    <div className={s.after} data-testid="after-actions">
      {(canReview(view) || view.reviewed) && <RatingForm locale={locale} view={view} onChange={onChange} />}
      <Transcript locale={locale} view={view} onChange={onChange} />
      {(canAskRefund(view) || view.refundRequested) && <RefundForm locale={locale} view={view} onChange={onChange} />}
    </div>
  );
}

function RatingForm({
  locale,
  view,
  onChange,
}: {
  locale: Lang;
  view: ConsultationViewData;
  onChange: (next: ConsultationViewData) => void;
}) {
  const t = useTranslations('consult.rating');
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (view.reviewed) {
    return (
      <section className={s.afterBlock} aria-labelledby={`${id}-h`} data-testid="rating-done">
        <h3 id={`${id}-h`} className={s.afterHeading}>
          {t('heading')}
        </h3>
        <p role={done ? 'status' : undefined}>{done ? t('thanks') : t('already')}</p>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError(t('chooseStars'));
      document.getElementById(`${id}-star-1`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const res = await call<unknown>(locale, 'POST', '/api/users/reviews', {
      consultationId: view.id,
      rating,
      // The consent to quote it on the home page goes only with a comment.
      ...(comment.trim() ? { comment: comment.trim(), publicConsent: consent } : {}),
    });
    setBusy(false);
    if (!res.ok) {
      setError(res.message ?? t('failed'));
      return;
    }
    setDone(true);
    onChange({ ...view, reviewed: true });
  };

  return (
    <section className={s.afterBlock} aria-labelledby={`${id}-h`} data-testid="rating">
      <h3 id={`${id}-h`} className={s.afterHeading}>
        {t('heading')}
      </h3>
      <form onSubmit={submit} noValidate className={s.afterForm}>
        <fieldset className={s.stars} aria-describedby={error ? `${id}-err` : undefined}>
          <legend className={sh.label}>{t('legend')}</legend>
          <div className={s.starRow}>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={s.starLabel} data-testid={`star-${n}`}>
                <input
                  id={`${id}-star-${n}`}
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={rating === n}
                  onChange={() => {
                    setRating(n);
                    setError(null);
                  }}
                  className="visually-hidden"
                />
                <Star aria-hidden="true" size={32} className={n <= rating ? s.starOn : s.starOff} />
                <span className="visually-hidden">{t('stars', { rating: n })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={`${sh.field} ${s.afterField}`}>
          <label htmlFor={`${id}-comment`} className={sh.label}>
            {t('comment')}
          </label>
          <textarea
            id={`${id}-comment`}
            className={sh.textarea}
            rows={3}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-describedby={`${id}-count`}
            data-testid="rating-comment"
          />
          <p id={`${id}-count`} className={sh.hint}>
            {`${formatCount(comment.length, locale)}/${formatCount(COMMENT_MAX, locale)}`}
          </p>
        </div>
        <label className={sh.consent}>
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            data-testid="rating-consent"
          />
          <span>{t('consent')}</span>
        </label>
        {error && (
          <p id={`${id}-err`} className={sh.fieldError} role="alert" data-testid="rating-error">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={busy} data-testid="rating-submit">
          {busy ? t('sending') : t('submit')}
        </button>
      </form>
    </section>
  );
}

function Transcript({
  locale,
  view,
  onChange,
}: {
  locale: Lang;
  view: ConsultationViewData;
  onChange: (next: ConsultationViewData) => void;
}) {
  const t = useTranslations('consult.transcript');
  const id = useId();
  const [confirm, setConfirm] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (view.transcriptDeleted) {
    return (
      <section className={s.afterBlock} aria-labelledby={`${id}-h`} data-testid="transcript">
        <h3 id={`${id}-h`} className={s.afterHeading}>
          {t('heading')}
        </h3>
        <p role={status ? 'status' : undefined} data-testid="transcript-deleted">
          {t('deleted')}
        </p>
      </section>
    );
  }
  if (!hasTranscript(view)) return null;

  const remove = async () => {
    setConfirm(false);
    setBusy(true);
    const res = await call<unknown>(locale, 'DELETE', `/api/users/consultations/${view.id}/transcript`);
    setBusy(false);
    if (!res.ok) {
      setStatus({ kind: 'error', text: res.message ?? t('failed') });
      return;
    }
    setStatus({ kind: 'ok', text: t('deleted') });
    onChange({ ...view, transcriptDeleted: true });
  };

  return (
    <section className={s.afterBlock} aria-labelledby={`${id}-h`} data-testid="transcript">
      <h3 id={`${id}-h`} className={s.afterHeading}>
        {t('heading')}
      </h3>
      <p className={sh.hint}>{t('hint')}</p>
      <p className={sh.actionsRow}>
        <a
          href={`/api/users/consultations/${view.id}/transcript`}
          download
          className={sh.secondary}
          data-testid="transcript-download"
        >
          <Download aria-hidden="true" size={18} />
          {t('download')}
        </a>
        <button
          type="button"
          className={sh.secondary}
          onClick={() => setConfirm(true)}
          disabled={busy}
          data-testid="transcript-delete"
        >
          <Trash2 aria-hidden="true" size={18} />
          {t('delete')}
        </button>
      </p>
      {status?.kind === 'error' && (
        <p className={sh.fieldError} role="alert">
          {status.text}
        </p>
      )}
      <ConfirmDialog
        open={confirm}
        title={t('confirmTitle')}
        message={t('confirmBody')}
        cancelLabel={t('confirmCancel')}
        okayLabel={t('confirmOkay')}
        onCancel={() => setConfirm(false)}
        onOkay={() => void remove()}
      />
    </section>
  );
}

function RefundForm({
  locale,
  view,
  onChange,
}: {
  locale: Lang;
  view: ConsultationViewData;
  onChange: (next: ConsultationViewData) => void;
}) {
  const t = useTranslations('consult.refund');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [ticket, setTicket] = useState<{ id: string; number: number } | null>(null);

  if (view.refundRequested) {
    return (
      <section className={s.afterBlock} aria-labelledby={`${id}-h`} data-testid="refund-done">
        <h3 id={`${id}-h`} className={s.afterHeading}>
          {t('heading')}
        </h3>
        <p role={sent ? 'status' : undefined}>{sent ? t('sent') : t('already')}</p>
        <RefundTicketLink ticket={ticket} />
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REFUND_MIN) {
      setError(t('tooShort', { min: REFUND_MIN }));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const res = await call<{ supportTicket?: { id: string; number: number } | null }>(
      locale,
      'POST',
      `/api/users/consultations/${view.id}/refund-request`,
      { reason: reason.trim() },
    );
    setBusy(false);
    if (!res.ok) {
      setError(res.message ?? t('failed'));
      return;
    }
    setTicket(res.data.supportTicket ?? null);
    setSent(true);
    onChange({ ...view, refundRequested: true });
  };

  return (
    <details className={s.afterBlock} data-testid="refund">
      <summary className={s.afterSummary}>
        <h3 id={`${id}-h`} className={s.afterHeadingInline}>
          {t('heading')}
        </h3>
      </summary>
      <form onSubmit={submit} noValidate className={s.afterForm}>
        <p className={sh.hint}>{t('intro', { coins: formatCount(view.chargedCoins ?? 0, locale) })}</p>
        <div className={`${sh.field} ${s.afterField}`}>
          <label htmlFor={`${id}-reason`} className={sh.label}>
            {t('label')}
          </label>
          <textarea
            id={`${id}-reason`}
            className={sh.textarea}
            rows={3}
            maxLength={REFUND_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err ${id}-hint` : `${id}-hint`}
            data-testid="refund-reason"
          />
          <p id={`${id}-hint`} className={sh.hint}>
            {t('hint', { min: REFUND_MIN })}
          </p>
          {error && (
            <p id={`${id}-err`} className={sh.fieldError} role="alert" data-testid="refund-error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy} data-testid="refund-submit">
          {busy ? t('sending') : t('submit')}
        </button>
      </form>
    </details>
  );
}

/** The support ticket a refund request opened (or, later, the list of tickets), to follow the answer there. */
function RefundTicketLink({ ticket }: { ticket: { id: string; number: number } | null }) {
  const t = useTranslations('support.refundLink');
  return (
    <p>
      {ticket ? (
        <Link href={`/support/${ticket.id}`} data-testid="refund-ticket-link">
          {t('text', { number: ticket.number })}
        </Link>
      ) : (
        <Link href="/support">{t('list')}</Link>
      )}
    </p>
  );
}
