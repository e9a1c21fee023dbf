import type { Locale } from '@drishti/content/types';
import { ZODIAC_SIGNS } from '@drishti/content/zodiac';
import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ZodiacGlyph } from '@/components/horoscope/zodiac-glyph';
import { Link } from '@/i18n/navigation';
import { signDatesYear, sunSignDates } from '@/lib/sun-sign-dates';
import h from './home.module.css';
import { SectionHead } from './section-head';

/**
 * Section 8: the twelve signs with the days the Sun is in each this year (sidereal), each opening
 * its daily horoscope, and View More to /horoscope.
 */
export async function ZodiacSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.zodiac');
  const year = signDatesYear();
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="zodiac-heading"
      data-testid="home-section"
      data-section="zodiac"
    >
      <SectionHead
        id="zodiac-heading"
        heading={t('heading')}
        intro={`${t('intro')} ${t('datesNote', { year })}`}
        action={
          <Link href="/horoscope" className={h.viewMore} data-testid="zodiac-view-more">
            {t('viewMore')}
            <span className="visually-hidden">: {t('viewMoreLabel')}</span>
            <ChevronRight aria-hidden="true" size={18} />
          </Link>
        }
      />
      <ul className={h.signs}>
        {ZODIAC_SIGNS.map((sign) => (
          <li key={sign.key}>
            <Link href={`/horoscope/daily-horoscope/${sign.key}`} className={h.sign} data-sign={sign.key}>
              <ZodiacGlyph sign={sign.key} className={h.signGlyph} />
              <span className={h.signName}>{sign.name[locale]}</span>
              <span className={h.signDates}>{sunSignDates(sign.key, locale, year)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
