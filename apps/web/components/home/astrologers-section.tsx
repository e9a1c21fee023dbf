import { type AstrologerCardData, LANGUAGE_ENUM, SKILL_ENUM } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { builtRoutes } from '@/lib/site-map';
import { AstrologerCarousel, type AstrologerLabels } from './astrologer-carousel';
import { experienceLabels } from './experience';
import h from './home.module.css';
import { SectionHead } from './section-head';

/**
 * Section 3: the astrologers, rendered on the server (renewed with the page); who is online comes
 * from a live island in the browser, never from the cached HTML.
 */
export async function AstrologersSection({ locale, initial }: { locale: Locale; initial?: AstrologerCardData[] }) {
  const t = await getTranslations('home.astrologers');
  const e = await getTranslations('errors');
  const linkToList = builtRoutes.has('/online-astrologer');
  const labels: AstrologerLabels = {
    listLabel: t('listLabel'),
    previous: t('previous'),
    next: t('next'),
    loading: t('loading'),
    empty: t('empty'),
    errorPrefix: e('errorPrefix'),
    retry: e('retry'),
    generic: e('generic'),
    online: t('online'),
    new: t('new'),
    ratingLabel: t.raw('ratingLabel') as string,
    reviews: t.raw('reviews') as string,
    experience: experienceLabels((years) => t('experience', { count: years }), initial),
    experienceLabel: t('experienceLabel'),
    price: t.raw('price') as string,
    priceLabel: t.raw('priceLabel') as string,
    skillsLabel: t('skillsLabel'),
    languagesLabel: t('languagesLabel'),
    photoAlt: t.raw('photoAlt') as string,
    skills: Object.fromEntries(SKILL_ENUM.options.map((k) => [k, t(`skills.${k}`)])),
    languages: Object.fromEntries(LANGUAGE_ENUM.options.map((k) => [k, t(`languages.${k}`)])),
  };
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="astrologers-heading"
      data-testid="home-section"
      data-section="astrologers"
    >
      <SectionHead
        id="astrologers-heading"
        heading={t('heading')}
        intro={t('intro')}
        action={
          linkToList && (
            <Link href="/online-astrologer" className={h.viewMore} data-testid="astrologers-view-more">
              {t('viewMore')}
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          )
        }
      />
      <AstrologerCarousel locale={locale} labels={labels} linkToList={linkToList} initial={initial} />
    </section>
  );
}
