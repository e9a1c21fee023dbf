import { pressLinks } from '@drishti/content/press';
import type { Locale } from '@drishti/content/types';
import { getTranslations } from 'next-intl/server';
import h from './home.module.css';
import { MediaCarousel } from './media-carousel';
import { SectionHead } from './section-head';

/** Section 9: Media Presence, the eight press links. */
export async function MediaSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.media');
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="media-heading"
      data-testid="home-section"
      data-section="media"
    >
      <SectionHead id="media-heading" heading={t('heading')} intro={t('intro')} />
      <MediaCarousel
        items={pressLinks.map((p) => ({ key: p.key, name: p.name[locale], url: p.url, logo: p.logo }))}
        label={t('listLabel')}
        pauseLabel={t('pause')}
        playLabel={t('play')}
        newTab={t('newTab')}
      />
    </section>
  );
}
