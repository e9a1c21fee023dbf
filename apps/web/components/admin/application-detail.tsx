'use client';

import { ArrowLeft, Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ActionStatus, type ActionState, InputField, Skeleton, TextAreaField } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ageOn } from '@/components/registration/validation';
import { ErrorState } from '@/components/ui/error-state';
import type { ClientApi } from '@/lib/api/client';
import a from './admin.module.css';
import { formatBytes, formatCount, formatDateTimeIst, formatIsoDate, istLocalToIso, type Lang } from './format';
import { type RoundView, roundsView } from './rounds-model';
import { StatusBadge } from './status-badge';
import type { ApplicationDetail } from './types';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; app: ApplicationDetail };

const FILE_KINDS = ['id-document', 'photo'] as const;
const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** One application: the applicant's details, both bios, documents, the three rounds and the decision. */
export function ApplicationDetailView({
  id,
  lang,
  api,
  onBack,
}: {
  id: string;
  lang: Lang;
  api: ClientApi;
  onBack: () => void;
}) {
  const t = useTranslations('admin');
  // Skill and language names come from the registration catalogue (the page passes that part).
  const tr = useTranslations('registration');
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const res = await api.get<ApplicationDetail>(`/api/admin/applications/${id}`);
    setState(res.success ? { kind: 'ready', app: res.data } : { kind: 'error', message: res.message });
  }, [api, id]);

  useEffect(() => {
    void load();
  }, [load]);

  const update = (app: ApplicationDetail) => setState({ kind: 'ready', app });
  const back = (
    <button type="button" className={f.secondary} onClick={onBack} data-testid="back-to-list">
      <ArrowLeft aria-hidden="true" size={18} />
      {t('detail.back')}
    </button>
  );

  if (state.kind === 'loading') {
    return (
      <div className={f.stack}>
        {back}
        <Skeleton label={t('common.loading')} lines={6} />
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className={f.stack}>
        {back}
        <ErrorState
          text={state.message}
          labels={{ prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') }}
          onRetry={() => void load()}
        />
      </div>
    );
  }

  const app = state.app;
  const view = roundsView(app);
  const list = (codes: string[], ns: 'languages' | 'skills') =>
    codes.map((c) => (tr.has(`${ns}.${c}`) ? tr(`${ns}.${c}`) : c)).join(', ');

  return (
    <article
      className={f.stack}
      aria-labelledby="application-detail-heading"
      data-testid="application-detail"
      data-status={app.status}
    >
      <div>{back}</div>
      <header className={a.detailHead}>
        <h2 id="application-detail-heading" className={a.panelHeading}>
          {app.name}
        </h2>
        <StatusBadge status={app.status} label={t(`statuses.${app.status}`)} />
      </header>

      <section className={f.card} aria-labelledby="detail-facts">
        <h3 id="detail-facts" className={f.cardHeading}>
          {t('detail.facts')}
        </h3>
        <dl className={f.facts}>
          <dt>{t('detail.gender')}</dt>
          <dd>{t(`genders.${app.gender}`)}</dd>
          <dt>{t('detail.dateOfBirth')}</dt>
          <dd>
            {formatIsoDate(app.dateOfBirth, lang)} ·{' '}
            {t('detail.age', { age: Math.floor(ageOn(app.dateOfBirth, new Date())) })}
          </dd>
          <dt>{t('detail.languages')}</dt>
          <dd>{list(app.languages, 'languages')}</dd>
          <dt>{t('detail.skills')}</dt>
          <dd>{list(app.skills, 'skills')}</dd>
          <dt>{t('detail.experience')}</dt>
          <dd>{t('detail.years', { count: app.experienceYears })}</dd>
          <dt>{t('detail.expectedPrice')}</dt>
          <dd>{t('detail.perMinute', { coins: formatCount(app.expectedPrice, lang) })}</dd>
        </dl>
      </section>

      <section className={f.card} aria-labelledby="detail-bios">
        <h3 id="detail-bios" className="visually-hidden">
          {t('detail.bioEn')} / {t('detail.bioHi')}
        </h3>
        <div className={a.bios}>
          <div>
            <h4 className={f.subHeading}>{t('detail.bioEn')}</h4>
            <p lang="en" className={f.prose} data-testid="bio-en">
              {app.bio.en}
            </p>
          </div>
          <div>
            <h4 className={f.subHeading}>{t('detail.bioHi')}</h4>
            <p lang="hi" className={f.prose} data-testid="bio-hi">
              {app.bio.hi}
            </p>
          </div>
        </div>
      </section>

      <section className={f.card} aria-labelledby="detail-files">
        <h3 id="detail-files" className={f.cardHeading}>
          {t('detail.files')}
        </h3>
        <ul className={f.list} data-testid="application-files">
          {FILE_KINDS.map((kind) => {
            const file = app.files.find((x) => x.kind === kind);
            const kindLabel = t(`detail.fileKinds.${kind}`);
            return (
              <li key={kind}>
                {file ? (
                  <a
                    href={`/api/admin/applications/${app.id}/files/${kind}`}
                    download
                    className={f.secondary}
                    data-testid={`file-${kind}`}
                  >
                    <Download aria-hidden="true" size={18} />
                    {t('detail.download', {
                      kind: kindLabel,
                      type: TYPE_NAMES[file.contentType] ?? file.contentType,
                      size: formatBytes(file.size, lang),
                    })}
                  </a>
                ) : (
                  <p className={f.muted}>{t('detail.notUploaded', { kind: kindLabel })}</p>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className={f.card} aria-labelledby="detail-rounds">
        <h3 id="detail-rounds" className={f.cardHeading}>
          {t('detail.rounds')}
        </h3>
        <p className={f.muted} data-testid="rounds-passed">
          {t('detail.passedCount', { count: view.passed })}
        </p>
        <ol className={`${f.list} ${a.rounds}`}>
          {view.rounds.map((r) => (
            <RoundCard key={r.round} view={r} appId={app.id} api={api} lang={lang} onUpdated={update} />
          ))}
        </ol>
      </section>

      <Decision app={app} canApprove={view.canApprove} canReject={view.canReject} api={api} onUpdated={update} />
    </article>
  );
}

function RoundCard({
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

function Decision({
  app,
  canApprove,
  canReject,
  api,
  onUpdated,
}: {
  app: ApplicationDetail;
  canApprove: boolean;
  canReject: boolean;
  api: ClientApi;
  onUpdated: (app: ApplicationDetail) => void;
}) {
  const t = useTranslations('admin');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);
  const decided = app.status === 'approved' || app.status === 'rejected';

  async function approve() {
    setBusy(true);
    setStatus({ kind: 'busy', text: t('detail.approving') });
    const res = await api.post<{ application: ApplicationDetail; astrologerSlug: string }>(
      `/api/admin/applications/${app.id}/approve`,
    );
    setBusy(false);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setStatus({ kind: 'ok', text: t('detail.approved', { name: app.name, slug: res.data.astrologerSlug }) });
    onUpdated(res.data.application);
  }

  async function reject(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 5) {
      setReasonError(t('errors.reason'));
      return;
    }
    setReasonError(null);
    setBusy(true);
    setStatus({ kind: 'busy', text: t('detail.rejecting') });
    const res = await api.post<ApplicationDetail>(`/api/admin/applications/${app.id}/reject`, { reason: text });
    setBusy(false);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setStatus({ kind: 'ok', text: t('detail.rejected') });
    onUpdated(res.data);
  }

  return (
    <section className={f.card} aria-labelledby="detail-decision" data-testid="decision">
      <h3 id="detail-decision" className={f.cardHeading}>
        {t('detail.decision')}
      </h3>
      {decided && (
        <div className={f.stack}>
          <p className={f.muted}>{t('detail.decided', { status: t(`statuses.${app.status}`) })}</p>
          {app.rejectionReason && (
            <p className={f.prose}>{t('detail.rejectedReason', { reason: app.rejectionReason })}</p>
          )}
        </div>
      )}
      {!decided && (
        <div className={f.stack}>
          <div className={f.actions}>
            <button
              type="button"
              className={`button ${f.primary}`}
              disabled={!canApprove || busy}
              aria-describedby={canApprove ? undefined : 'approve-hint'}
              onClick={() => void approve()}
              data-testid="approve"
            >
              {t('detail.approve')}
            </button>
          </div>
          {!canApprove && (
            <p id="approve-hint" className={f.hint}>
              {t('detail.approveHint')}
            </p>
          )}
          {canReject && (
            <form className={f.form} onSubmit={reject} noValidate>
              <TextAreaField
                id="reject-reason"
                label={t('detail.reason')}
                value={reason}
                onChange={setReason}
                error={reasonError}
                maxLength={500}
                rows={3}
                testId="reject-reason"
              />
              <div className={f.actions}>
                <button type="submit" className={f.danger} disabled={busy} data-testid="reject">
                  {t('detail.reject')}
                </button>
              </div>
            </form>
          )}
        </div>
      )}
      <ActionStatus state={status} testId="decision-status" />
    </section>
  );
}
