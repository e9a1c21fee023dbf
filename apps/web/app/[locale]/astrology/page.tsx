import { astrologyPage } from '@drishti/content/pages/astrology';
import { section } from '@drishti/content/pages/types';
import { HOUSES, PLANETS, planet } from '@drishti/content/planets';
import { ZODIAC_SIGNS } from '@drishti/content/zodiac';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content-page/content-page';
import s from '@/components/content-page/content-page.module.css';
import { contentMetadata } from '@/components/content-page/metadata';
import { RelatedLinks } from '@/components/content-page/related-links';
import { Paragraphs, TextSection } from '@/components/content-page/text-section';
import { ZodiacRing } from '@/components/content-page/zodiac-ring';
import { ZodiacGlyph } from '@/components/horoscope/zodiac-glyph';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { zodiacSignHref } from '@/lib/content-routes';
import { StaticPage } from '@/components/islands/static-page';

const HREF = '/astrology';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'content.astrology' });
  return contentMetadata(HREF, locale, t('metaTitle'), t('metaDescription'));
}

/** /astrology: Vedic astrology in general, with the grahas, signs and houses from the content data. */
export default async function AstrologyPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.astrology' });
  const page = astrologyPage;

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('breadcrumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={page.lead[locale]}
      art={<ZodiacRing />}
      faq={{ set: 'astrology', variant: 'card' }}
    >
      <StaticPage />
      <Paragraphs items={page.intro} locale={locale} />
      <TextSection section={section(page, 'sidereal')} locale={locale} />

      <TextSection section={section(page, 'grahas')} locale={locale}>
        <ul className={s.cards} data-testid="grahas">
          {PLANETS.map((p) => (
            <li key={p.key}>
              <div className={s.infoCard}>
                <span className={s.cardTitle}>
                  {p.name[locale]} <span className={s.cardMeta}>({p.abbr[locale]})</span>
                </span>
                <p className={s.cardText}>{p.signifies[locale]}</p>
              </div>
            </li>
          ))}
        </ul>
      </TextSection>

      <TextSection section={section(page, 'signs')} locale={locale}>
        <ul className={s.cards} data-testid="signs">
          {ZODIAC_SIGNS.map((sign) => (
            <li key={sign.key}>
              <Link href={zodiacSignHref(sign.key)} className={s.cardLink}>
                <span className={s.cardHead}>
                  <ZodiacGlyph sign={sign.key} className={s.cardGlyph} />
                  <span>
                    <span className={s.cardTitle}>{sign.name[locale]}</span>
                    <span className={s.cardText}>
                      {' · '}
                      {t('ruledBy', { planet: planet(sign.lord).name[locale] })}
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </TextSection>

      <TextSection section={section(page, 'houses')} locale={locale}>
        <ol className={s.cards} data-testid="houses">
          {HOUSES.map((h) => (
            <li key={h.index}>
              <div className={s.infoCard}>
                <span className={s.cardHead}>
                  <span className={s.cardNumber} aria-hidden="true">
                    {h.index}
                  </span>
                  <span>
                    <span className={s.cardTitle}>{h.name[locale]}</span>
                    <br />
                    <span className={s.cardMeta}>{h.sanskrit[locale]}</span>
                  </span>
                </span>
                <p className={s.cardText}>{h.meaning[locale]}</p>
              </div>
            </li>
          ))}
        </ol>
      </TextSection>

      <TextSection section={section(page, 'nakshatras')} locale={locale}>
        <p>
          <Link href="/nakshatras">{t('allNakshatras')}</Link>
        </p>
      </TextSection>
      <TextSection section={section(page, 'timing')} locale={locale} />
      <TextSection section={section(page, 'branches')} locale={locale} />
      <TextSection section={section(page, 'wisely')} locale={locale} />

      <RelatedLinks
        locale={locale}
        pages={['zodiacSigns', 'nakshatras', 'numerology', 'muhurat', 'kaalSarpDosha', 'liveAstrologer', 'horoscope']}
        tools={['kundali', 'matchmaking', 'mangalDosha', 'panchang', 'shubhMuhurat']}
      />
    </ContentPage>
  );
}
