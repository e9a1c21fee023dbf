'use client';

import { ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { clientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import { ApplicationDetailView } from './application-detail';
import a from './admin.module.css';
import { FilteredHeading } from './filtered-heading';
import { formatDateTimeIst, type Lang } from './format';
import { StatusBadge } from './status-badge';
import type { ApplicationSummary } from './types';

const FILTERS = ['all', 'submitted', 'interviewing', 'approved', 'rejected'] as const;
type Filter = (typeof FILTERS)[number];

/** Applications by status; opening one shows its detail, rounds and decision. */
export function ApplicationsPanel({ lang }: { lang: Lang }) {
  const t = useTranslations('admin');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<string | null>(null);

  const { view: list, reload } = useApi<ApplicationSummary[]>(
    `/api/admin/applications${filter === 'all' ? '' : `?status=${filter}`}`,
    lang,
  );

  const errorLabels = { prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') };

  if (openId) {
    return (
      <ApplicationDetailView
        id={openId}
        lang={lang}
        api={api}
        onBack={() => {
          setOpenId(null);
          reload();
        }}
      />
    );
  }

  return (
    <section aria-labelledby="applications-heading" className={f.stack} data-testid="applications-panel">
      <FilteredHeading
        id="applications"
        heading={t('applications.heading')}
        filterLabel={t('applications.filter')}
        value={filter}
        options={FILTERS.map((x) => ({ value: x, label: t(`statuses.${x}`) }))}
        onChange={setFilter}
      />

      {list.kind === 'loading' && <Skeleton label={t('common.loading')} />}
      {list.kind === 'error' && <ErrorState text={list.message} labels={errorLabels} onRetry={reload} />}
      {list.kind === 'ready' &&
        (list.data.length === 0 ? (
          <p className={f.muted}>{t('applications.empty')}</p>
        ) : (
          <>
            <p className={f.muted} aria-live="polite">
              {t('applications.count', { count: list.data.length })}
            </p>
            <ul className={f.list} data-testid="applications-list">
              {list.data.map((item) => (
                <li
                  key={item.id}
                  className={`${f.card} ${a.item}`}
                  data-testid="application-item"
                  data-name={item.name}
                >
                  <div className={a.itemMain}>
                    <p className={a.itemTitle}>{item.name}</p>
                    <p className={f.muted}>
                      {t('applications.sentOn', { date: formatDateTimeIst(item.createdAt, lang) })}
                    </p>
                    <StatusBadge status={item.status} label={t(`statuses.${item.status}`)} />
                  </div>
                  <button
                    type="button"
                    className={f.secondary}
                    aria-label={t('applications.open', { name: item.name })}
                    onClick={() => setOpenId(item.id)}
                  >
                    {t('applications.openShort')}
                    <ChevronRight aria-hidden="true" size={18} />
                  </button>
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}
