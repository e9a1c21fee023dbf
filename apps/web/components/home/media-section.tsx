import type { PressLinkData } from '@drishti/contracts/home';
import { ExternalLink } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AutoplayToggle } from '@/components/ui/autoplay-toggle';
import h from './home.module.css';
import s from './media.module.css';
import { SectionHead } from './section-head';

/** Media autoplay step (spec section 9). */
export const MEDIA_AUTOPLAY_MS = 3000;

/**
 * Section 9: press coverage, only what the operator configured (PRESS_LINKS), rendered on the
 * server and renewed with the page; absent when there is none (or while the server could not read
 * it). The row moves on by one logo every 3 seconds (islands/autoplay.island.ts: it holds still
 * while hovered or focused, while the tab is hidden, after Pause, and with prefers-reduced-motion);
 * a logo that fails to load hides itself (islands/img-fallback.island.ts), the outlet's name stays.
 */
export async function MediaSection({ initial }: { initial?: PressLinkData[] }) {
  if (!initial || initial.length === 0) return null;
  const t = await getTranslations('home.media');
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="media-heading"
      data-testid="home-section"
      data-section="media"
    >
      <SectionHead id="media-heading" heading={t('heading')} intro={t('intro')} />
      <div className={s.frame} data-island="autoplay" data-interval-ms={MEDIA_AUTOPLAY_MS}>
        <ul
          className={s.track}
          aria-label={t('listLabel')}
          data-testid="press-list"
          data-autoplay-track=""
          data-island="img-fallback"
        >
          {initial.map((item, i) => (
            <li key={item.url} className={s.slide}>
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className={s.link}
                data-testid="press-link"
                data-press={`press-${i}`}
              >
                {/* biome-ignore lint/performance/noImgElement: our own SVG logos; next/image adds nothing for them. */}
                <img
                  src={item.logo}
                  alt=""
                  width={120}
                  height={72}
                  loading="lazy"
                  className={s.logo}
                  data-hide-on-error=""
                  data-testid="press-logo"
                />
                <span className={s.name}>{item.outlet}</span>
                <span className="visually-hidden"> {t('newTab')}</span>
                <ExternalLink aria-hidden="true" size={14} className={s.external} />
              </a>
            </li>
          ))}
        </ul>
        <AutoplayToggle pauseLabel={t('pause')} playLabel={t('play')} className={s.toggle} testId="press-toggle" />
      </div>
    </section>
  );
}
