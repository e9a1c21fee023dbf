'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { ActionStatus, type ActionState, InputField, TextAreaField } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import type { ClientApi } from '@/lib/api/client';
import a from './admin.module.css';
import { formatDateTimeIst, istLocalToIso, type Lang } from './format';
import type { RoundView } from './rounds-model';
import { StatusBadge } from './status-badge';
import type { ApplicationDetail } from './types';

/** One interview round of an application: schedule it, then record passed or failed. */
export function RoundCard({
  view,
  appId,
  api,
  lang,
  onUpdated,
}: {
  view: RoundView;
  appId: string;
  api: ClientApi;
  lang: Lang;
  onUpdated: (app: ApplicationDetail) => void;
}) {
  const t = useTranslations('admin');
  const { round, state, interview } = view;
  const [when, setWhen] = useState('');
  const [interviewer, setInterviewer] = useState(interview?.interviewer ?? '');
  const [notes, setNotes] = useState('');
  const [whenError, setWhenError] = useState<string | null>(null);
  const [interviewerError, setInterviewerError] = useState<string | null>(null);
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);

  async function schedule(event: FormEvent) {
    event.preventDefault();
    const scheduledAt = istLocalToIso(when);
    const name = interviewer.trim();
    setWhenError(scheduledAt ? null : t('errors.when'));
    setInterviewerError(name.length >= 2 ? null : t('errors.interviewer'));
    if (!scheduledAt || name.length < 2) return;
    setBusy(true);
    setStatus({ kind: 'busy', text: t('detail.scheduling') });
    const res = await api.post<ApplicationDetail>(`/api/admin/applications/${appId}/rounds`, {
      round,
      scheduledAt,
      interviewer: name,
    });
    setBusy(false);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setStatus({ kind: 'ok', text: t('detail.scheduled', { round }) });
    setWhen('');
    onUpdated(res.data);
  }

  async function record(result: 'passed' | 'failed') {
    setBusy(true);
    setStatus({ kind: 'busy', text: t('detail.recording') });
    const res = await api.post<ApplicationDetail>(`/api/admin/applications/${appId}/rounds/result`, {
      round,
      result,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    });
    setBusy(false);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setStatus({ kind: 'ok', text: t('detail.recorded', { round }) });
    setNotes('');
    onUpdated(res.data);
  }

  const scheduleForm = (
    <form className={f.form} onSubmit={schedule} noValidate data-testid={`schedule-${round}`}>
      <div className={f.row}>
        <InputField
          id={`round-${round}-when`}
          label={t('detail.when')}
          type="datetime-local"
          value={when}
          onChange={setWhen}
          error={whenError}
          testId={`round-${round}-when`}
        />
        <InputField
          id={`round-${round}-interviewer`}
          label={t('detail.interviewer')}
          autoComplete="name"
          maxLength={80}
          value={interviewer}
          onChange={setInterviewer}
          error={interviewerError}
          testId={`round-${round}-interviewer`}
        />
      </div>
      <div className={f.actions}>
        <button type="submit" className={state === 'scheduled' ? f.secondary : `button ${f.primary}`} disabled={busy}>
          {state === 'scheduled' ? t('detail.reschedule', { round }) : t('detail.schedule', { round })}
        </button>
      </div>
    </form>
  );

  return (
    <li className={a.round} data-testid={`round-${round}`} data-state={state}>
      <div className={a.roundHead}>
        <h4 className={f.subHeading}>{t('detail.round', { round })}</h4>
        <StatusBadge
          status={state}
          label={
            state === 'locked'
              ? t('detail.roundStates.locked', { previous: round - 1 })
              : t(`detail.roundStates.${state}`)
          }
        />
      </div>
      {interview && (
        <p className={f.muted}>
          {t('detail.scheduledWith', {
            time: formatDateTimeIst(interview.scheduledAt, lang),
            interviewer: interview.interviewer,
          })}
        </p>
      )}
      {interview && interview.result !== 'pending' && (
        <>
          {interview.notes && (
            <p className={f.prose}>
              <strong>{t('detail.notes')}:</strong> {interview.notes}
            </p>
          )}
          {interview.recordedAt && (
            <p className={f.muted}>{t('detail.recordedAt', { time: formatDateTimeIst(interview.recordedAt, lang) })}</p>
          )}
        </>
      )}

      {view.upcoming && interview && (
        <p className={f.muted} data-testid={`round-${round}-upcoming`}>
          {t('detail.decideAfterStart', { round, time: formatDateTimeIst(interview.scheduledAt, lang) })}
        </p>
      )}
      {view.canRecord && (
        <div className={f.form} data-testid={`record-${round}`}>
          <TextAreaField
            id={`round-${round}-notes`}
            label={t('detail.resultNotes', { round })}
            value={notes}
            onChange={setNotes}
            maxLength={2000}
            rows={3}
          />
          <div className={f.actions}>
            <button
              type="button"
              className={`button ${f.primary}`}
              disabled={busy}
              onClick={() => void record('passed')}
              data-testid={`pass-${round}`}
            >
              {t('detail.pass', { round })}
            </button>
            <button
              type="button"
              className={f.danger}
              disabled={busy}
              onClick={() => void record('failed')}
              data-testid={`fail-${round}`}
            >
              {t('detail.fail', { round })}
            </button>
          </div>
        </div>
      )}

      {view.canSchedule &&
        (state === 'scheduled' ? (
          <details className={a.more}>
            <summary>{t('detail.reschedule', { round })}</summary>
            {scheduleForm}
          </details>
        ) : (
          scheduleForm
        ))}
      <ActionStatus state={status} testId={`round-${round}-status`} />
    </li>
  );
}
