import type { FaqSetKey } from '@drishti/content/faq';
import type { Locale } from '@drishti/content/types';
import { getTranslations } from 'next-intl/server';
import { FaqAccordion, type FaqVariant } from './faq-accordion';
import { faqEntries } from './faq-entries';
import { faqPageJsonLd, jsonLdText } from './faq-json-ld';
import s from './faq.module.css';

/**
 * An FAQ set as a titled section of a page. The `card` style also emits FAQPage structured data;
 * use it once per set across the site (the main page of its topic), and `plain` elsewhere.
 */
export async function FaqSection({
  set,
  locale,
  variant,
  title,
}: {
  set: FaqSetKey;
  locale: Locale;
  variant: FaqVariant;
  title?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  const items = faqEntries(set, locale);
  const headingId = `faq-${set}-heading`;
  return (
    <section aria-labelledby={headingId} className={s.section} data-testid="faq" data-faq-set={set}>
      <h2 id={headingId} className={s.heading}>
        {title ?? t('heading')}
      </h2>
      <FaqAccordion items={items} variant={variant} group={`faq-${set}`} />
      {variant === 'card' && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own strings, '<' escaped
          dangerouslySetInnerHTML={{ __html: jsonLdText(faqPageJsonLd(items, locale)) }}
        />
      )}
    </section>
  );
}
