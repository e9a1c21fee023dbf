'use client';

import { useTranslations } from 'next-intl';
import type { ErrorLabels } from '@/components/ui/error-state';
import { type ReportAnswer, useAstrology } from './api';
import { Loaded } from './kundali-result';
import s from './kundali.module.css';

/** The API's readable report (get-report) in the page's language. */
export function ReportTab({ errorLabels }: { errorLabels: ErrorLabels }) {
  const t = useTranslations('kundali.report');
  const report = useAstrology<ReportAnswer>('get-report');
  return (
    <Loaded state={report} errorLabels={errorLabels}>
      {(r) => (
        <article className={s.report} data-testid="report">
          <h3 className={s.h3}>{r.title}</h3>
          {r.sections.map((section) => (
            <section key={section.key} aria-labelledby={`report-${section.key}`} className={s.reportSection}>
              <h4 id={`report-${section.key}`} className={s.h4}>
                {section.heading}
              </h4>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.items && section.items.length > 0 && (
                <ul className={s.reportItems}>
                  {section.items.map((item) => (
                    <li key={item.title} className={s.reportItem}>
                      <strong>{item.title}</strong>
                      <p>{item.text}</p>
                      {item.tags && item.tags.length > 0 && <p className={s.muted}>{item.tags.join(' · ')}</p>}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <aside className={s.disclaimer} aria-labelledby="report-disclaimer">
            <h4 id="report-disclaimer" className={s.h4}>
              {t('disclaimerHeading')}
            </h4>
            <p>{r.disclaimer}</p>
          </aside>
        </article>
      )}
    </Loaded>
  );
}
