'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { clientApi } from '@/lib/api/client';
import { ApplicationForm } from './application-form';
import { Skeleton } from './fields';
import f from './forms.module.css';
import { PhoneStep } from './phone-step';
import s from './registration.module.css';
import type { InitialState } from './server-state';
import { StatusView } from './status-view';
import type { Application, Lang } from './types';
import { type UploadedFile, UploadField } from './upload-field';
import { emptyForm, type FileKind, formFromApplication } from './validation';

type Phase =
  | { kind: 'checking' }
  | { kind: 'error'; message: string }
  | { kind: 'phone' }
  | { kind: 'application'; app: Application | null }
  | { kind: 'documents'; app: Application }
  | { kind: 'status'; app: Application };

/**
 * The application, step by step: phone and code, the application, the ID and photo, then where it
 * stands. What the applicant already did is read from `get-registered` (first by the page on the
 * server, then here after signing in or on Retry), so coming back later lands on the right step.
 */
export function RegistrationFlow({ lang, initial }: { lang: Lang; initial: InitialState }) {
  const t = useTranslations('registration');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [phase, setPhase] = useState<Phase>(() => fromInitial(initial, t('common.generic')));
  const [uploaded, setUploaded] = useState<Partial<Record<FileKind, UploadedFile>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const load = useCallback(async () => {
    setPhase({ kind: 'checking' });
    const res = await api.get<Application | null>('/api/publics/astrologer/get-registered');
    if (res.success) setPhase(res.data ? { kind: 'status', app: res.data } : { kind: 'application', app: null });
    else if (res.status === 401) setPhase({ kind: 'phone' });
    else setPhase({ kind: 'error', message: res.message });
  }, [api]);

  // Moving to another step puts focus on its heading, so screen readers hear where they are.
  const go = (next: Phase) => {
    moved.current = true;
    setPhase(next);
  };
  useEffect(() => {
    if (moved.current && phase.kind !== 'checking') {
      moved.current = false;
      heading.current?.focus();
    }
  });

  const step = phase.kind === 'phone' ? 1 : phase.kind === 'application' ? 2 : phase.kind === 'documents' ? 3 : null;
  const stepTitle =
    phase.kind === 'phone'
      ? t('flow.steps.phone')
      : phase.kind === 'application'
        ? t('flow.steps.application')
        : phase.kind === 'documents'
          ? t('flow.steps.documents')
          : t('status.heading');

  const uploads = (
    <>
      <p className={f.muted}>{t('documents.intro')}</p>
      <UploadField
        api={api}
        lang={lang}
        kind="id-document"
        label={t('documents.idDocument')}
        hint={t('documents.idHint')}
        onUploaded={(file) => setUploaded((u) => ({ ...u, 'id-document': file }))}
      />
      <UploadField
        api={api}
        lang={lang}
        kind="photo"
        label={t('documents.photo')}
        hint={t('documents.photoHint')}
        onUploaded={(file) => setUploaded((u) => ({ ...u, photo: file }))}
      />
    </>
  );

  return (
    <div className={`${f.card} ${s.flow}`} data-testid="registration-flow" data-phase={phase.kind}>
      {step !== null && <p className={s.stepLabel}>{t('flow.stepOf', { step })}</p>}
      {phase.kind !== 'checking' && phase.kind !== 'error' && (
        <h3 ref={heading} tabIndex={-1} className={s.stepHeading} data-testid="step-heading">
          {stepTitle}
        </h3>
      )}

      {phase.kind === 'checking' && <Skeleton label={t('flow.checking')} lines={4} />}

      {phase.kind === 'error' && (
        <ErrorState
          text={phase.message}
          labels={{ prefix: t('common.errorPrefix'), generic: t('common.generic'), retry: t('common.retry') }}
          onRetry={() => void load()}
        />
      )}

      {phase.kind === 'phone' && (
        <PhoneStep
          api={api}
          lang={lang}
          onVerified={() => {
            moved.current = true;
            void load();
          }}
        />
      )}

      {phase.kind === 'application' && (
        <ApplicationForm
          api={api}
          initial={phase.app ? formFromApplication(phase.app) : emptyForm()}
          isUpdate={phase.app !== null}
          onSaved={(app) => go(phase.app ? { kind: 'status', app } : { kind: 'documents', app })}
          {...(phase.app ? { onCancel: () => go({ kind: 'status', app: phase.app! }) } : {})}
        />
      )}

      {phase.kind === 'documents' && (
        <div className={f.stack} data-testid="documents-step">
          {uploads}
          <p className={f.hint}>{t('documents.later')}</p>
          <div className={f.actions}>
            <button
              type="button"
              className={`button ${f.primary}`}
              disabled={!uploaded['id-document'] || !uploaded.photo}
              onClick={() => go({ kind: 'status', app: phase.app })}
              data-testid="documents-continue"
            >
              {t('documents.continue')}
            </button>
          </div>
        </div>
      )}

      {phase.kind === 'status' && (
        <StatusView
          app={phase.app}
          lang={lang}
          onEdit={() => go({ kind: 'application', app: phase.app })}
          onRefresh={() => void load()}
          documents={uploads}
        />
      )}
    </div>
  );
}

function fromInitial(initial: InitialState, generic: string): Phase {
  switch (initial.kind) {
    case 'phone':
      return { kind: 'phone' };
    case 'application':
      return { kind: 'application', app: null };
    case 'status':
      return { kind: 'status', app: initial.app };
    case 'error':
      return { kind: 'error', message: initial.message ?? generic };
  }
}
