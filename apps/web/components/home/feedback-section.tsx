import { testimonials } from '@drishti/content/testimonials';
import type { Locale } from '@drishti/content/types';
import { Quote } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import h from './home.module.css';
import { ScrollRow } from './scroll-row';
import { SectionHead } from './section-head';

/** Section 6: the six customer testimonials. */
export async function FeedbackSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.feedback');
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="feedback-heading"
      data-testid="home-section"
      data-section="feedback"
    >
      <SectionHead id="feedback-heading" heading={t('heading')} intro={t('intro')} />
      <ScrollRow label={t('listLabel')} previousLabel={t('previous')} nextLabel={t('next')} testId="feedback-list">
        {testimonials.map((item) => (
          <li key={item.key} data-testid="testimonial">
            <figure className={h.quote}>
              <Quote aria-hidden="true" size={28} className={h.quoteMark} />
              <blockquote>
                <p>{item.comment[locale]}</p>
              </blockquote>
              <figcaption>
                {/* Decorative: the name follows. */}
                {/* biome-ignore lint/performance/noImgElement: our own SVG art or uploaded photos; next/image adds nothing for them. */}
                <img src={item.imgUri} alt="" width={56} height={56} loading="lazy" className={h.quoteAvatar} />
                <span>
                  <span className={h.quoteName}>{locale === 'hi' ? item.nameHi : item.name}</span>
                  <span className={h.quoteCity}>{locale === 'hi' ? item.cityHi : item.city}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
