import { zodiacSignsPage } from '@drishti/content/pages/zodiac-signs';
import { planet } from '@drishti/content/planets';
import { ELEMENTS, ZODIAC_SIGNS } from '@drishti/content/zodiac';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content-page/content-page';
import s from '@/components/content-page/content-page.module.css';
import { contentMetadata } from '@/components/content-page/metadata';
import { RelatedLinks } from '@/components/content-page/related-links';
import { DataSection, Paragraphs, TextSection } from '@/components/content-page/text-section';
import { ZodiacRing } from '@/components/content-page/zodiac-ring';
import { ZodiacGlyph } from '@/components/horoscope/zodiac-glyph';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { zodiacSignHref } from '@/lib/content-routes';
import { signDatesYear, sunSignDates } from '@/lib/sun-sign-dates';
import { StaticPage } from '@/components/islands/static-page';

const HREF = '/zodiac-signs';

/** The sign dates are the current year's: the page built once is renewed daily (a new year shows its own). */
export const revalidate = 86400;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'content.zodiac' });
  return contentMetadata(HREF, locale, t('metaTitle'), t('metaDescription'));
}

/** /zodiac-signs: the twelve signs with element, ruler and dates, each linking to its page. */
export default async function ZodiacSignsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.zodiac' });
  const page = zodiacSignsPage;
  const year = signDatesYear();

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('breadcrumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={page.lead[locale]}
      art={<ZodiacRing />}
      faq={{ set: 'astrology', variant: 'plain' }}
    >
      <StaticPage />
      <Paragraphs items={page.intro} locale={locale} />

      <DataSection id="signs" title={t('listHeading')}>
        <p className={s.prose}>{t('datesNote', { year })}</p>
        <ul className={s.cards} data-testid="sign-list">
          {ZODIAC_SIGNS.map((sign) => (
            <li key={sign.key}>
              <Link href={zodiacSignHref(sign.key)} className={s.cardLink}>
                <span className={s.cardHead}>
                  <ZodiacGlyph sign={sign.key} className={s.cardGlyph} />
                  <span>
                    <span className={s.cardTitle}>{sign.name[locale]}</span>
                    <br />
                    <span className={s.cardMeta}>{sunSignDates(sign.key, locale, year)}</span>
                  </span>
                </span>
                <span className={s.cardText}>
                  {ELEMENTS[sign.element][locale]} · {planet(sign.lord).name[locale]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </DataSection>

      {page.sections.map((sec) => (
        <TextSection key={sec.key} section={sec} locale={locale} />
      ))}

      <RelatedLinks
        locale={locale}
        pages={['horoscope', 'nakshatras', 'astrology', 'numerology']}
        tools={['kundali', 'matchmaking', 'dailyHoroscope']}
      />
    </ContentPage>
  );
}
