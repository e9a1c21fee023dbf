'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { ActionStatus, type ActionState, TextAreaField } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import type { ClientApi } from '@/lib/api/client';
import type { ApplicationDetail } from './types';

/** The decision on an application: approve after three passed rounds, or reject with a reason. */
export function Decision({
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
