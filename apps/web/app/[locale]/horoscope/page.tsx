import type { Locale } from '@drishti/content/types';
import { ZODIAC_SIGNS } from '@drishti/content/zodiac';
import { ChevronRight } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import s from '@/components/horoscope/horoscope.module.css';
import { PeriodNav } from '@/components/horoscope/period-nav';
import { PersonalHoroscope } from '@/components/horoscope/personal-horoscope';
import { ZodiacCarousel } from '@/components/horoscope/zodiac-carousel';
import { ZodiacGlyph } from '@/components/horoscope/zodiac-glyph';
import { StaticPage } from '@/components/islands/static-page';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { sunSignDates } from '@/lib/sun-sign-dates';
import { formatDate, indiaDate, previewText, previewWords, todayHoroscopes } from '@/lib/horoscope';
import { textAround } from '@/lib/text-around';

/** Today's horoscopes change with the date in India: the page is computed again at most hourly. */
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'horoscope.index' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/horoscope', locale),
  };
}

/** /horoscope: every sign's outlook for today in India, the period selector and the yearly carousel. */
export default async function HoroscopePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'horoscope' });
  const now = Date.now();
  const today = todayHoroscopes(now);

  return (
    <>
      <StaticPage />
      <Breadcrumb items={[{ label: t('breadcrumb') }]} />
      <section className={s.hero} aria-labelledby="horoscope-heading">
        <div className={`container ${s.heroInner}`}>
          <div className={s.heroText}>
            <p className={s.eyebrow}>{t('index.eyebrow', { date: formatDate(today[0]!.start) })}</p>
            <h1 id="horoscope-heading" className={s.title}>
              {t('index.title')}
            </h1>
            <p className={s.lead}>{t('index.lead')}</p>
          </div>
        </div>
      </section>

      <div className={`container ${s.body}`}>
        <section aria-labelledby="chooser-heading" data-testid="zodiac-chooser">
          <h2 id="chooser-heading">{t('index.chooserHeading')}</h2>
          <p className={s.prose}>
            {t('index.chooserIntro')} {t('datesNote', { year: indiaDate(now).year })}
          </p>
          <ul className={s.chooser}>
            {ZODIAC_SIGNS.map((sign, i) => (
              <ChooserCard
                key={sign.key}
                sign={sign}
                locale={locale}
                preview={previewWords(previewText(today[i]!, locale), 21).text}
                readMore={t('index.readMore')}
                readMoreAbout={t('index.readMoreAbout', { sign: sign.name[locale] })}
                year={indiaDate(now).year}
              />
            ))}
          </ul>
        </section>

        <PersonalHoroscope
          locale={locale}
          labels={{
            heading: t('personal.heading'),
            intro: t('personal.intro'),
            signIn: t('personal.signIn'),
            signInLink: t('personal.signInLink'),
            addProfile: t('personal.addProfile'),
            addProfileLink: t('personal.addProfileLink'),
            loading: t('personal.loading'),
            profile: textAround((values) => t('personal.profile', values), 'name'),
            moonSign: t('personal.moonSign'),
            ascendant: t('personal.ascendant'),
            dasha: t('personal.dasha'),
            fromAscendant: t('personal.fromAscendant'),
            remedy: t('sign.remedyHeading'),
            error: t('personal.error'),
          }}
        />

        <section aria-labelledby="periods-heading" className={s.section}>
          <h2 id="periods-heading">{t('index.periodsHeading')}</h2>
          <p className={s.prose}>{t('index.periodsIntro')}</p>
          <PeriodNav sign="aries" locale={locale} label={t('periodNav')} />
        </section>

        <p className={`${s.prose} ${s.section}`}>{t('index.intro')}</p>

        <ZodiacCarousel locale={locale} year={indiaDate(now).year} />
      </div>
    </>
  );
}

function ChooserCard({
  sign,
  locale,
  preview,
  readMore,
  readMoreAbout,
  year,
}: {
  sign: (typeof ZODIAC_SIGNS)[number];
  locale: Locale;
  preview: string;
  readMore: string;
  readMoreAbout: string;
  /** Whose sign dates the card shows (the current year in India). */
  year: number;
}) {
  return (
    <li className={s.card} data-testid="chooser-card" data-sign={sign.key}>
      <div className={s.cardHead}>
        <ZodiacGlyph sign={sign.key} className={s.cardGlyph} />
        <div>
          <h3 className={s.cardName}>{sign.name[locale]}</h3>
          <p className={s.cardDates}>{sunSignDates(sign.key, locale, year)}</p>
        </div>
      </div>
      <p className={s.preview} data-testid="preview">
        {preview}
      </p>
      <Link href={`/horoscope/daily-horoscope/${sign.key}`} className={s.readMore} data-testid="read-more">
        {readMore}
        <span className="visually-hidden">: {readMoreAbout}</span>
        <ChevronRight aria-hidden="true" size={18} />
      </Link>
    </li>
  );
}
