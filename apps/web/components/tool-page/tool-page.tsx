import type { FaqSetKey } from '@drishti/content/faq';
import type { Locale } from '@drishti/content/types';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { FaqVariant } from '@/components/faq/faq-accordion';
import { FaqSection } from '@/components/faq/faq-section';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';
import { PageHero } from '@/components/ui/page-hero';
import { ToolActions, type ToolActionLabels } from './tool-actions';
import s from './tool-page.module.css';

/**
 * Printing a tool page prints the result: everything outside <main> (skip link, header, footer,
 * consent banner) is left out. Parts inside the page opt out with the `noPrint` class.
 */
const PRINT_CSS = '@media print{body>:not(main){display:none!important}body{background:#fff}}';

/** The "how it is calculated" notes: an optional sentence, then the steps in order. */
export interface HowItWorks {
  /** The section's heading, when "How it is calculated" does not fit (a tarot draw is not a calculation). */
  heading?: string;
  intro?: string;
  steps: string[];
  /** A table or chart shown under the steps (for example the letter values). */
  extra?: ReactNode;
}

/**
 * The frame every calculator page shares: breadcrumb, a night-sky header with the page's h1 and
 * intro, the calculator (form and result, a client component passed as children), print and
 * share buttons, how the numbers are calculated, anything else the page adds, then the FAQ.
 */
export async function ToolPage({
  locale,
  id,
  crumbs,
  eyebrow,
  title,
  lead,
  how,
  faq,
  children,
  after,
}: {
  locale: Locale;
  /** Prefix of the page's element ids, e.g. "mobile". */
  id: string;
  crumbs: Crumb[];
  eyebrow?: string;
  title: string;
  lead: string;
  how: HowItWorks;
  faq?: { set: FaqSetKey; variant: FaqVariant };
  /** The calculator. */
  children: ReactNode;
  /** Sections after "how it is calculated" (related links, reference tables). */
  after?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'tools.common' });
  const actionLabels: ToolActionLabels = {
    print: t('actions.print'),
    share: t('actions.share'),
    copy: t('actions.copy'),
    copied: t('actions.copied'),
    copyFailed: t('actions.copyFailed'),
  };
  const headingId = `${id}-heading`;
  const howId = `${id}-how-heading`;
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className={s.noPrint}>
        <Breadcrumb items={crumbs} />
      </div>
      <PageHero id={headingId} eyebrow={eyebrow} title={title} lead={lead} printPlain />
      <div className={`container ${s.body}`}>
        <div className={s.tool}>{children}</div>
        <ToolActions labels={actionLabels} title={title} />
        <section aria-labelledby={howId} className={`${s.how} ${s.below}`} data-testid="how-it-works">
          <h2 id={howId}>{how.heading ?? t('howHeading')}</h2>
          {how.intro && <p className={s.prose}>{how.intro}</p>}
          <ol className={s.steps}>
            {how.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {how.extra}
        </section>
        {after}
        {faq && (
          <div className={`${s.noPrint} ${s.below}`}>
            <FaqSection set={faq.set} locale={locale} variant={faq.variant} />
          </div>
        )}
      </div>
    </>
  );
}
