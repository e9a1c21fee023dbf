import type { PressLinkData } from '@drishti/contracts/home';
import { getTranslations } from 'next-intl/server';
import h from './home.module.css';
import { PressSection } from './press-section';
import { SectionHead } from './section-head';

/**
 * Section 9: press coverage, only what the operator configured (PRESS_LINKS), rendered on the
 * server (`initial`; loaded in the browser when the server could not read it); absent when there is none.
 */
export async function MediaSection({ initial }: { initial?: PressLinkData[] }) {
  const t = await getTranslations('home.media');
  return (
    <PressSection
      className={`container ${h.section}`}
      headingId="media-heading"
      initial={initial}
      header={<SectionHead id="media-heading" heading={t('heading')} intro={t('intro')} />}
      labels={{ listLabel: t('listLabel'), pause: t('pause'), play: t('play'), newTab: t('newTab') }}
    />
  );
}
