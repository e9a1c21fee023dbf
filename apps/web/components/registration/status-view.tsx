'use client';

import { Circle, CircleCheck, CircleDot, CircleX, RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatDateTimeIst } from '@/components/admin/format';
import { Link } from '@/i18n/navigation';
import f from './forms.module.css';
import s from './registration.module.css';
import { type StepState, statusView } from './status-model';
import type { Application, Lang } from './types';

const ICONS: Record<StepState, typeof Circle> = {
  done: CircleCheck,
  current: CircleDot,
  upcoming: Circle,
  failed: CircleX,
};

/** Where the application stands: status, reason, the steps of the journey and what to do next. */
export function StatusView({
  app,
  lang,
  onEdit,
  onRefresh,
  documents,
}: {
  app: Application;
  lang: Lang;
  onEdit: () => void;
  onRefresh: () => void;
  /** The upload fields, shown while documents may still be sent. */
  documents: ReactNode;
}) {
  const t = useTranslations('registration');
  const view = statusView({ status: app.status, rejectionReason: app.rejectionReason });
  const tone = view.status === 'approved' ? s.toneGood : view.status === 'rejected' ? s.toneBad : s.toneWaiting;

  return (
    <div className={f.stack} data-testid="registration-status" data-status={view.status}>
      <div className={`${s.statusBanner} ${tone}`}>
        <p className={s.statusTitle} data-testid="status-title">
          {t(`status.titles.${view.status}`)}
        </p>
        <p className={s.statusBody}>{t(`status.bodies.${view.status}`)}</p>
        {view.reason && (
          <p className={s.reason} data-testid="rejection-reason">
            <strong>{t('status.reason')}:</strong> {view.reason}
          </p>
        )}
        {view.roundsPassed !== null && view.status === 'interviewing' && (
          <p className={s.statusBody}>{t('status.roundsPassed', { count: view.roundsPassed })}</p>
        )}
      </div>
      {/* Dates are formatted on the server and in the browser; their ICU data may differ slightly. */}
      <p className={f.muted} suppressHydrationWarning>
        {t('status.submittedFor', { name: app.name, date: formatDateTimeIst(app.createdAt, lang) })}
      </p>

      <div>
        <h4 className={f.subHeading}>{t('status.progress')}</h4>
        <ol className={s.steps}>
          {view.steps.map((step) => {
            const Icon = ICONS[step.state];
            return (
              <li key={step.key} className={`${s.step} ${s[`step_${step.state}`] ?? ''}`} data-state={step.state}>
                <Icon aria-hidden="true" size={22} className={s.stepIcon} />
                <span>
                  {t(`status.steps.${step.key}`)}
                  <span className={s.stepState}> ({t(`status.states.${step.state}`)})</span>
                  {step.scheduledAt && (
                    <span className={s.stepState} suppressHydrationWarning>
                      {' '}
                      {t('status.scheduledFor', { time: formatDateTimeIst(step.scheduledAt, lang) })}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </div>

      <div className={f.actions}>
        {view.showDashboard && (
          <Link href="/astrologer/dashboard" className="button" data-testid="dashboard-link">
            {t('status.dashboard')}
          </Link>
        )}
        {view.canEdit && (
          <button type="button" className={f.secondary} onClick={onEdit} data-testid="edit-application">
            {t('status.edit')}
          </button>
        )}
        {!view.showDashboard && (
          <button type="button" className={f.secondary} onClick={onRefresh} data-testid="refresh-status">
            <RotateCw aria-hidden="true" size={18} />
            {t('status.refresh')}
          </button>
        )}
      </div>

      {view.canUpload && (
        <section aria-labelledby="reg-documents-heading" className={f.stack}>
          <h4 id="reg-documents-heading" className={f.subHeading}>
            {t('status.documentsHeading')}
          </h4>
          {documents}
        </section>
      )}
    </div>
  );
}
