'use client';

import { ArrowLeft, Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ageOn } from '@/components/registration/validation';
import { ErrorState } from '@/components/ui/error-state';
import type { ClientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import a from './admin.module.css';
import { formatBytes, formatCount, formatIsoDate, type Lang } from './format';
import { roundsView } from './rounds-model';
import { Decision } from './application-decision';
import { RoundCard } from './application-round';
import { StatusBadge } from './status-badge';
import type { ApplicationDetail } from './types';

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
  const { view: state, reload, mutate } = useApi<ApplicationDetail>(`/api/admin/applications/${id}`, lang);
  const update = (app: ApplicationDetail) => void mutate(app, { revalidate: false });
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
          onRetry={reload}
        />
      </div>
    );
  }

  const app = state.data;
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
