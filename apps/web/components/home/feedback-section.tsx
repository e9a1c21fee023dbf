import type { HomeReviewData } from '@drishti/contracts/home';
import { Quote } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Stars } from '@/components/account/stars';
import { fill } from './format';
import h from './home.module.css';
import { InitialsAvatar } from './initials-avatar';
import { ScrollRow } from './scroll-row';
import { SectionHead } from './section-head';

/**
 * Section 6: what customers wrote after paid consultations, quoted with their authors' consent
 * (first name and initial), rendered on the server and renewed with the page. The API sends none
 * until at least five reviewers have agreed; until then (and while the server could not read
 * them) the section is absent.
 */
export async function FeedbackSection({ initial }: { initial?: HomeReviewData[] }) {
  if (!initial || initial.length === 0) return null;
  const t = await getTranslations('home.feedback');
  const rating = t.raw('rating') as string;
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="feedback-heading"
      data-testid="home-section"
      data-section="feedback"
    >
      <SectionHead id="feedback-heading" heading={t('heading')} intro={t('intro')} />
      <ScrollRow label={t('listLabel')} previousLabel={t('previous')} nextLabel={t('next')} testId="feedback-list">
        {initial.map((item) => {
          const name = item.author ?? t('anonymous');
          return (
            <li key={item.id} data-testid="testimonial">
              <figure className={h.quote}>
                <Quote aria-hidden="true" size={28} className={h.quoteMark} />
                <Stars rating={item.rating} label={fill(rating, { rating: item.rating })} size={16} />
                <blockquote>
                  <p>{item.comment}</p>
                </blockquote>
                <figcaption>
                  <InitialsAvatar name={name} size={56} className={h.quoteAvatar} />
                  <span>
                    <span className={h.quoteName}>{name}</span>
                    <span className={h.quoteCity}>{t('verified')}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ScrollRow>
    </section>
  );
}
