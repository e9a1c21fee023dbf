import { ZODIAC_SIGNS } from '@drishti/content/zodiac';
import { ChevronRight } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import s from '@/components/horoscope/horoscope.module.css';
import { LuckyColourSwatch } from '@/components/horoscope/lucky-colour-swatch';
import { ZodiacGlyph } from '@/components/horoscope/zodiac-glyph';
import { StaticPage } from '@/components/islands/static-page';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { formatDate, presentHoroscope, previewText, todayHoroscopes } from '@/lib/horoscope';
import { signDatesYear, sunSignDates } from '@/lib/sun-sign-dates';

/** Today's horoscopes change with the date in India: the page is computed again at most hourly. */
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'horoscope.daily' });
  const date = formatDate(todayHoroscopes(Date.now())[0]!.start);
  return {
    title: t('metaTitle', { date }),
    description: t('metaDescription', { date }),
    alternates: localeAlternates('/horoscope/daily-horoscope', locale),
  };
}

/** /horoscope/daily-horoscope: today's personal outlook of all twelve signs, each linking to its page. */
export default async function DailyHoroscopePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'horoscope' });
  const today = todayHoroscopes(Date.now());
  const date = formatDate(today[0]!.start);
  const year = signDatesYear();

  return (
    <>
      <StaticPage />
      <Breadcrumb items={[{ label: t('breadcrumb'), href: '/horoscope' }, { label: t('daily.title') }]} />
      <section className={s.hero} aria-labelledby="daily-heading">
        <div className={`container ${s.heroInner}`}>
          <div className={s.heroText}>
            <p className={s.eyebrow}>
              <time dateTime={today[0]!.start}>{t('daily.eyebrow', { date })}</time>
            </p>
            <h1 id="daily-heading" className={s.title}>
              {t('daily.title')}
            </h1>
            <p className={s.lead}>
              {t('daily.lead')} {t('datesNote', { year })}
            </p>
          </div>
        </div>
      </section>

      <div className={`container ${s.body}`}>
        <ul className={s.dailyList} data-testid="daily-list">
          {ZODIAC_SIGNS.map((sign, i) => {
            const view = presentHoroscope(today[i]!, locale);
            const name = sign.name[locale];
            return (
              <li key={sign.key} className={s.dailyItem} data-sign={sign.key}>
                <article aria-labelledby={`daily-${sign.key}`}>
                  <div className={s.cardHead}>
                    <ZodiacGlyph sign={sign.key} className={s.cardGlyph} />
                    <div>
                      <h2 id={`daily-${sign.key}`} className={s.cardName}>
                        {name}
                      </h2>
                      <p className={s.cardDates}>{sunSignDates(sign.key, locale, year)}</p>
                    </div>
                  </div>
                  <p className={s.dailyText} data-testid="daily-text">
                    {previewText(today[i]!, locale)}
                  </p>
                  <p className={s.dailyLucky}>
                    <span>
                      {t('sign.luckyNumber')}: <strong>{view.lucky.number}</strong>
                    </span>
                    <span>
                      {t('sign.luckyColour')}: <LuckyColourSwatch colour={view.lucky.colour} />
                      <strong>{view.lucky.colourName}</strong>
                    </span>
                  </p>
                  <Link href={`/horoscope/daily-horoscope/${sign.key}`} className={s.dailyLink}>
                    {t('daily.readSign', { sign: name })}
                    <ChevronRight aria-hidden="true" size={18} />
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
