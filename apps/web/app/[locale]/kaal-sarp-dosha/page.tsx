import { kaalSarpDosha, kaalSarpTypes } from '@drishti/content/doshas';
import { kaalSarpPage } from '@drishti/content/pages/kaal-sarp-dosha';
import { section } from '@drishti/content/pages/types';
import { PLANETS } from '@drishti/content/planets';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content-page/content-page';
import s from '@/components/content-page/content-page.module.css';
import { KaalSarpWheel } from '@/components/content-page/kaal-sarp-wheel';
import { contentMetadata } from '@/components/content-page/metadata';
import { RelatedLinks } from '@/components/content-page/related-links';
import { DataSection, TextSection } from '@/components/content-page/text-section';
import { routing } from '@/i18n/routing';
import { StaticPage } from '@/components/islands/static-page';

const HREF = '/kaal-sarp-dosha';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'content.kaalSarp' });
  return contentMetadata(HREF, locale, t('metaTitle'), t('metaDescription'));
}

/** /kaal-sarp-dosha: what it is, the twelve types and their effects, partial Kaal Sarp and remedies. */
export default async function KaalSarpDoshaPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.kaalSarp' });
  const seven = PLANETS.filter((p) => p.key !== 'RA' && p.key !== 'KE').map((p) => p.abbr[locale]);

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('breadcrumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={kaalSarpPage.lead[locale]}
      art={<KaalSarpWheel label={t('diagramLabel')} rahu={t('rahu')} ketu={t('ketu')} planets={seven} />}
      faq={{ set: 'kaal-sarp-dosha', variant: 'card' }}
    >
      <StaticPage />
      <DataSection id="what" title={t('whatHeading')}>
        <p className={s.prose}>{kaalSarpDosha.what[locale]}</p>
      </DataSection>
      <TextSection section={section(kaalSarpPage, 'check')} locale={locale} />

      <TextSection section={section(kaalSarpPage, 'types')} locale={locale}>
        <ol className={s.cards} data-testid="kaal-sarp-types">
          {kaalSarpTypes.map((type) => (
            <li key={type.key}>
              <div className={s.infoCard}>
                <span className={s.cardHead}>
                  <span className={s.cardNumber} aria-hidden="true">
                    {type.rahuHouse}
                  </span>
                  <span>
                    <span className={s.cardTitle}>{type.name[locale]}</span>
                    <br />
                    <span className={s.cardMeta}>{t('axis', { rahu: type.rahuHouse, ketu: type.ketuHouse })}</span>
                  </span>
                </span>
                <p className={s.cardText}>{type.description[locale]}</p>
              </div>
            </li>
          ))}
        </ol>
      </TextSection>

      <DataSection id="partial" title={t('partialHeading')}>
        <p className={s.prose}>{kaalSarpDosha.partial[locale]}</p>
      </DataSection>
      <DataSection id="kaal-amrit" title={t('kaalAmritHeading')}>
        <p className={s.prose}>{kaalSarpDosha.kaalAmrit[locale]}</p>
      </DataSection>

      <DataSection id="remedies" title={t('remediesHeading')}>
        <ul className={s.cards} data-testid="kaal-sarp-remedies">
          {kaalSarpDosha.remedies.map((remedy) => (
            <li key={remedy.key}>
              <div className={s.infoCard}>
                <span className={s.cardTitle}>{remedy.title[locale]}</span>
                <p className={s.cardText}>{remedy.text[locale]}</p>
              </div>
            </li>
          ))}
        </ul>
      </DataSection>

      <DataSection id="perspective" title={t('perspectiveHeading')}>
        <p className={s.prose}>{kaalSarpDosha.perspective[locale]}</p>
      </DataSection>

      <RelatedLinks
        locale={locale}
        pages={['astrology', 'muhurat', 'liveAstrologer', 'nakshatras']}
        tools={['kundali', 'mangalDosha', 'matchmaking']}
      />
    </ContentPage>
  );
}
