'use client';

import { COMMUNITY_LIMITS, REPORT_REASONS, type ReportReason } from '@drishti/contracts/community';
import { Flag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { clientApi } from '@/lib/api/client';
import s from './community.module.css';

/**
 * "Report" on a post or reply: opens a small form (reason, optional details) under the button;
 * once sent the button reads "Reported". One report per person and item (the server checks too).
 */
export function ReportForm({
  lang,
  targetType,
  targetId,
  reported,
}: {
  lang: 'en' | 'hi';
  targetType: 'post' | 'comment';
  targetId: string;
  reported: boolean;
}) {
  const t = useTranslations('community.report');
  const api = useMemo(() => clientApi(lang), [lang]);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(reported);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [reasonError, setReasonError] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const firstRadio = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setReasonError(true);
      firstRadio.current?.focus();
      return;
    }
    setBusy(true);
    setStatus(null);
    const res = await api.post('/api/users/community/reports', {
      targetType,
      targetId,
      reason,
      ...(details.trim() ? { details } : {}),
    });
    setBusy(false);
    if (!res.success) {
      setStatus({ ok: false, text: res.message });
      return;
    }
    setDone(true);
    setOpen(false);
    setStatus({ ok: true, text: t('sent') });
    opener.current?.focus();
  }

  return (
    <div className={s.field}>
      <button
        ref={opener}
        type="button"
        className={s.quiet}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        aria-label={done ? t('reported') : t(targetType === 'post' ? 'openPostLabel' : 'openCommentLabel')}
        disabled={done}
        onClick={() => {
          setOpen((o) => !o);
          setStatus(null);
        }}
        data-testid="report-open"
      >
        <Flag aria-hidden="true" size={16} />
        {done ? t('reported') : t('open')}
      </button>
      {open && (
        <form
          id={`${id}-form`}
          className={`${s.form} ${s.panel}`}
          onSubmit={submit}
          noValidate
          data-testid="report-form"
        >
          <fieldset className={s.radios} aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
            <legend className={s.label}>{t('heading')}</legend>
            {REPORT_REASONS.map((r, i) => (
              <label key={r} className={s.radio}>
                <input
                  ref={i === 0 ? firstRadio : undefined}
                  type="radio"
                  name={`${id}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setReasonError(false);
                  }}
                  data-testid="report-reason"
                />
                {t(`reasons.${r}`)}
              </label>
            ))}
          </fieldset>
          {reasonError && (
            <p id={`${id}-reason-error`} className={s.fieldError}>
              {t('chooseReason')}
            </p>
          )}
          <div className={s.field}>
            <label htmlFor={`${id}-details`} className={s.label}>
              {t('details')}
            </label>
            <p id={`${id}-details-hint`} className={s.hint}>
              {t('detailsHint')}
            </p>
            <textarea
              id={`${id}-details`}
              className={s.input}
              rows={3}
              maxLength={COMMUNITY_LIMITS.detailsMax}
              value={details}
              lang={lang}
              aria-describedby={`${id}-details-hint`}
              onChange={(e) => setDetails(e.target.value)}
              data-testid="report-details"
            />
          </div>
          <div className={s.actions}>
            <button type="submit" className="button" disabled={busy} data-testid="report-submit">
              {busy ? t('sending') : t('submit')}
            </button>
            <button type="button" className={s.secondary} onClick={() => setOpen(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
      <p
        role="status"
        aria-live="polite"
        className={`${s.status} ${status?.ok ? s.statusOk : s.statusError}`}
        data-testid="report-status"
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}
