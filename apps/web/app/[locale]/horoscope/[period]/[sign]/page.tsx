import { planet } from '@drishti/content/planets';
import { ELEMENTS, QUALITIES, ZODIAC_KEYS, ZODIAC_SIGNS, zodiacSign } from '@drishti/content/zodiac';
import { CalendarDays, ChevronRight } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import s from '@/components/horoscope/horoscope.module.css';
import { LuckyColourSwatch } from '@/components/horoscope/lucky-colour-swatch';
import { PeriodNav } from '@/components/horoscope/period-nav';
import { ZodiacCarousel } from '@/components/horoscope/zodiac-carousel';
import { ZodiacGlyph } from '@/components/horoscope/zodiac-glyph';
import { StaticPage } from '@/components/islands/static-page';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { sunSignDates } from '@/lib/sun-sign-dates';
import {
  dateRange,
  formatDate,
  horoscopeFor,
  indiaDate,
  isPeriodValue,
  isSignKey,
  PERIOD_VALUES,
  presentHoroscope,
  signPeriodTitle,
} from '@/lib/horoscope';

type Params = Promise<{ locale: string; period: string; sign: string }>;

/** The horoscopes follow the date in India: each page is computed again at most hourly. */
export const revalidate = 3600;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    PERIOD_VALUES.flatMap((period) => ZODIAC_KEYS.map((sign) => ({ locale, period, sign }))),
  );
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, period, sign } = await params;
  if (!hasLocale(routing.locales, locale) || !isPeriodValue(period) || !isSignKey(sign)) return {};
  const t = await getTranslations({ locale, namespace: 'horoscope.sign' });
  const title = signPeriodTitle(sign, period, locale);
  const dates = dateRange(horoscopeFor(sign, period, Date.now()));
  return {
    title: t('metaTitle', { title, dates }),
    description: t('metaDescription', { title, dates }),
    alternates: localeAlternates(`/horoscope/${period}/${sign}`, locale),
  };
}

/** /horoscope/{period}/{sign}: one sign's horoscope for a period, section by section with its transits. */
export default async function SignHoroscopePage({ params }: { params: Params }) {
  const { locale, period, sign } = await params;
  if (!hasLocale(routing.locales, locale) || !isPeriodValue(period) || !isSignKey(sign)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'horoscope' });
  const now = Date.now();
  const h = horoscopeFor(sign, period, now);
  const view = presentHoroscope(h, locale, period);
  const info = zodiacSign(sign);
  const name = info.name[locale];
  const title = signPeriodTitle(sign, period, locale);

  return (
    <>
      <StaticPage />
      <Breadcrumb items={[{ label: t('breadcrumb'), href: '/horoscope' }, { label: title }]} />
      <article>
        <header className={s.hero}>
          <div className={`container ${s.signHeroInner}`}>
            <ZodiacGlyph sign={sign} label={t('sign.glyphLabel', { sign: name })} className={s.heroGlyph} />
            <div className={s.heroText}>
              <p className={s.eyebrow}>
                {locale === 'en' && `${info.sanskrit} · `}
                {t('sign.element')}: {ELEMENTS[info.element][locale]} · {t('sign.lord')}:{' '}
                {planet(info.lord).name[locale]}
              </p>
              <h1 className={s.title}>{title}</h1>
              <p className={s.dates}>
                <CalendarDays aria-hidden="true" size={20} />
                <span className="visually-hidden">{t('sign.datesLabel')}: </span>
                <span data-testid="horoscope-dates">
                  <time dateTime={h.start}>{formatDate(h.start)}</time>
                  {h.end !== h.start && (
                    <>
                      {' – '}
                      <time dateTime={h.end}>{formatDate(h.end)}</time>
                    </>
                  )}
                </span>
              </p>
            </div>
          </div>
        </header>

        <div className={`container ${s.body}`}>
          <PeriodNav sign={sign} current={period} locale={locale} label={t('periodNav')} />
          <p className={s.note}>{t('sign.moonSignNote')}</p>

          <section aria-labelledby="sky-heading" className={s.section} data-testid="horoscope-sky">
            <h2 id="sky-heading">{t('sign.skyHeading')}</h2>
            <p className={s.prose}>{view.intro}</p>
            {view.basis.length > 0 && (
              <div className={s.basis} data-testid="basis">
                <p className={s.basisLabel}>{t('sign.alsoInSky')}</p>
                <ul className={s.basisList}>
                  {view.basis.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              </div>
            )}
          </section>

          {view.months.length > 0 && (
            <section aria-labelledby="months-heading" className={s.section} data-testid="horoscope-months">
              <h2 id="months-heading">{t('sign.monthsHeading')}</h2>
              {view.months.map((m) => (
                <section key={m.month} aria-labelledby={`month-${m.month}`} data-testid="horoscope-month">
                  <h3 id={`month-${m.month}`}>{m.title}</h3>
                  <p className={s.prose}>{m.text}</p>
                </section>
              ))}
            </section>
          )}

          <div className={s.readings}>
            {view.sections.map((section) => (
              <section
                key={section.key}
                aria-labelledby={`section-${section.key}`}
                className={s.reading}
                data-testid="horoscope-section"
                data-section={section.key}
              >
                <h2 id={`section-${section.key}`} className={s.readingTitle}>
                  {section.title}
                </h2>
                <p className={s.readingText}>{section.text}</p>
              </section>
            ))}
          </div>

          <section aria-labelledby="remedy-heading" className={s.section} data-testid="horoscope-remedy">
            <h2 id="remedy-heading">{t('sign.remedyHeading')}</h2>
            <p className={s.prose}>{view.remedy.text}</p>
          </section>

          <section aria-labelledby="lucky-heading" className={s.lucky} data-testid="lucky">
            <h2 id="lucky-heading">{t('sign.luckyHeading')}</h2>
            <dl className={s.luckyList}>
              <div className={s.luckyItem}>
                <dt>{t('sign.luckyNumber')}</dt>
                <dd data-testid="lucky-number">{view.lucky.number}</dd>
                <dd className={s.luckyBasis}>{t('sign.luckyBasis', { basis: view.lucky.basis.number })}</dd>
              </div>
              <div className={s.luckyItem}>
                <dt>{t('sign.luckyColour')}</dt>
                <dd data-testid="lucky-colour">
                  <LuckyColourSwatch colour={view.lucky.colour} />
                  {view.lucky.colourName}
                </dd>
                <dd className={s.luckyBasis}>{t('sign.luckyBasis', { basis: view.lucky.basis.colour })}</dd>
              </div>
              {view.lucky.time && view.lucky.basis.time && (
                <div className={s.luckyItem}>
                  <dt>{t('sign.luckyTime')}</dt>
                  <dd data-testid="lucky-time">{view.lucky.time}</dd>
                  <dd className={s.luckyBasis}>{t('sign.luckyBasis', { basis: view.lucky.basis.time })}</dd>
                </div>
              )}
            </dl>
            <p className={s.luckyFactors} data-testid="lucky-factors">
              {view.lucky.basis.factors}
            </p>
          </section>

          <section aria-labelledby="about-heading" className={s.section} data-testid="about-sign">
            <h2 id="about-heading">{t('sign.aboutHeading', { sign: name })}</h2>
            <p className={s.prose}>{info.description[locale]}</p>
            <dl className={s.facts}>
              <div>
                <dt>{t('sign.element')}</dt>
                <dd>{ELEMENTS[info.element][locale]}</dd>
              </div>
              <div>
                <dt>{t('sign.quality')}</dt>
                <dd>{QUALITIES[info.quality][locale]}</dd>
              </div>
              <div>
                <dt>{t('sign.lord')}</dt>
                <dd>{planet(info.lord).name[locale]}</dd>
              </div>
              <div>
                <dt>{t('sign.sunDates', { name: info.name[locale], year: indiaDate(now).year })}</dt>
                <dd>{sunSignDates(sign, locale, indiaDate(now).year)}</dd>
              </div>
            </dl>
          </section>

          <ZodiacCarousel locale={locale} year={indiaDate(now).year} />

          <nav aria-labelledby="other-signs-heading" className={s.section} data-testid="other-signs">
            <h2 id="other-signs-heading">{t('sign.otherSigns')}</h2>
            <ul className={s.signGrid}>
              {ZODIAC_SIGNS.filter((o) => o.key !== sign).map((o) => (
                <li key={o.key}>
                  <Link href={`/horoscope/${period}/${o.key}`} className={s.signLink}>
                    <ZodiacGlyph sign={o.key} className={s.signLinkGlyph} />
                    <span>{o.name[locale]}</span>
                    <ChevronRight aria-hidden="true" size={18} className={s.signLinkChevron} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </article>
    </>
  );
}
