'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import s from './kundali.module.css';

/**
 * The kundali's tabs after the first, each fetched when first shown, so that the result's script
 * carries only what is on screen (docs/PERFORMANCE.md, "JavaScript budgets"). A tab rendered on
 * the server (a shared link with `tab=`) comes with the page as before.
 */
function TabLoading() {
  const t = useTranslations('kundali');
  return (
    <div className={s.loading} role="status" aria-live="polite" data-testid="loading">
      <span className={s.skeleton} aria-hidden="true" />
      <span className={s.skeleton} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

export const ChartsTab = dynamic(() => import('./charts-tab').then((m) => m.ChartsTab), { loading: TabLoading });
export const DashaTab = dynamic(() => import('./dasha-tab').then((m) => m.DashaTab), { loading: TabLoading });
export const AshtakvargaTab = dynamic(() => import('./ashtakvarga-tab').then((m) => m.AshtakvargaTab), {
  loading: TabLoading,
});
export const KpTab = dynamic(() => import('./kp-tab').then((m) => m.KpTab), { loading: TabLoading });
export const ReportTab = dynamic(() => import('./report-tab').then((m) => m.ReportTab), { loading: TabLoading });
