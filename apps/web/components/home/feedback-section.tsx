import type { HomeReviewData } from '@drishti/contracts/home';
import { getTranslations } from 'next-intl/server';
import { FeedbackCarousel } from './feedback-carousel';
import h from './home.module.css';
import { SectionHead } from './section-head';

/**
 * Section 6: what customers wrote after paid consultations, rendered on the server (`initial`;
 * loaded in the browser when the server could not read it); absent until at least five reviewers
 * have agreed to be quoted.
 */
export async function FeedbackSection({ initial }: { initial?: HomeReviewData[] }) {
  const t = await getTranslations('home.feedback');
  return (
    <FeedbackCarousel
      className={`container ${h.section}`}
      headingId="feedback-heading"
      initial={initial}
      header={<SectionHead id="feedback-heading" heading={t('heading')} intro={t('intro')} />}
      labels={{
        listLabel: t('listLabel'),
        previous: t('previous'),
        next: t('next'),
        anonymous: t('anonymous'),
        rating: t.raw('rating') as string,
        verified: t('verified'),
      }}
    />
  );
}
