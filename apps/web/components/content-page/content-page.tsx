import type { FaqSetKey } from '@drishti/content/faq';
import type { Locale } from '@drishti/content/types';
import type { ReactNode } from 'react';
import { FaqSection } from '@/components/faq/faq-section';
import type { FaqVariant } from '@/components/faq/faq-accordion';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';
import s from './content-page.module.css';

/**
 * The frame of every content page: breadcrumb, a night-sky header with the page's only h1, the
 * body, then the page's FAQ set. Page margins follow the FAQ pages of the spec: 16 px on small
 * screens, 112 px otherwise.
 */
export function ContentPage({
  locale,
  crumbs,
  eyebrow,
  title,
  lead,
  art,
  faq,
  children,
}: {
  locale: Locale;
  crumbs: Crumb[];
  eyebrow?: string;
  title: string;
  lead: string;
  /** A drawing beside the heading (decorative or labelled by the caller). */
  art?: ReactNode;
  faq?: { set: FaqSetKey; variant: FaqVariant; title?: string };
  children: ReactNode;
}) {
  return (
    <>
      <Breadcrumb items={crumbs} />
      <header className={s.hero}>
        <div className={`${s.frame} ${s.heroInner}`}>
          <div className={s.heroText}>
            {eyebrow && <p className={s.eyebrow}>{eyebrow}</p>}
            <h1 className={s.title}>{title}</h1>
            <p className={s.lead}>{lead}</p>
          </div>
          {art && <div className={s.heroArt}>{art}</div>}
        </div>
      </header>
      <div className={`${s.frame} ${s.body}`}>
        {children}
        {faq && <FaqSection set={faq.set} locale={locale} variant={faq.variant} title={faq.title} />}
      </div>
    </>
  );
}
