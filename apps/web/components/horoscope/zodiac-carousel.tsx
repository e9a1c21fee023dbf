import { ZODIAC_SIGNS } from '@drishti/content/zodiac';
import type { Locale } from '@drishti/content/types';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { sunSignDates } from '@/lib/sun-sign-dates';
import { AutoplayToggle } from '../ui/autoplay-toggle';
import { ZodiacGlyph } from './zodiac-glyph';
import s from './zodiac-carousel.module.css';

/** "April 14 – May 14" may wrap at the dash only, never inside "March 21". */
const keepHalvesTogether = (range: string) => range.replace(/(?<!–) (?!–)/g, '\u00a0');

/**
 * The rotating carousel of the twelve signs: each slide opens the sign's yearly horoscope in a
 * new tab. Six slides in view (three up to 1024 px, six up to 768 px, three up to 480 px), one
 * step a second, pausing on hover and focus (apps/web/islands/autoplay.island.ts). Without
 * JavaScript it is a plain scrollable row.
 */
export async function ZodiacCarousel({ locale, year }: { locale: Locale; year: number }) {
  const t = await getTranslations({ locale, namespace: 'horoscope.carousel' });
  const note = await getTranslations({ locale, namespace: 'horoscope' });
  return (
    <section className={s.carousel} aria-labelledby="zodiac-carousel-heading" data-testid="zodiac-carousel">
      <h2 id="zodiac-carousel-heading" className={s.heading}>
        {t('heading', { year })}
      </h2>
      <p className={s.intro}>
        {t('intro')} {note('datesNote', { year })}
      </p>
      <div className={s.frame} data-island="autoplay" data-interval-ms="1000">
        <ul className={s.track} aria-label={t('label')} data-autoplay-track="">
          {ZODIAC_SIGNS.map((sign) => (
            <li key={sign.key} className={s.slide}>
              <Link
                href={`/horoscope/yearly-horoscope/${sign.key}`}
                target="_blank"
                rel="noopener"
                className={s.slideLink}
                data-sign={sign.key}
              >
                <ZodiacGlyph sign={sign.key} className={s.slideGlyph} />
                <span className={s.slideName}>{sign.name[locale]}</span>
                <span className={s.slideDates}>{keepHalvesTogether(sunSignDates(sign.key, locale, year))}</span>
                <span className="visually-hidden"> {t('newTab')}</span>
              </Link>
            </li>
          ))}
        </ul>
        <AutoplayToggle pauseLabel={t('pause')} playLabel={t('play')} className={s.toggle} testId="carousel-toggle" />
      </div>
    </section>
  );
}
