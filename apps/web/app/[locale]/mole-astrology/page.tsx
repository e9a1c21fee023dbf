import { type MoleNature, moleIntro, moleRegions } from '@drishti/content/moles';
import { molesPage } from '@drishti/content/pages/moles';
import { section } from '@drishti/content/pages/types';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BodyMap } from '@/components/content-page/body-map';
import { ContentPage } from '@/components/content-page/content-page';
import s from '@/components/content-page/content-page.module.css';
import d from '@/components/content-page/drawings.module.css';
import { contentMetadata } from '@/components/content-page/metadata';
import { RelatedLinks } from '@/components/content-page/related-links';
import { DataSection, TextSection } from '@/components/content-page/text-section';
import { type Tone, ToneBadge } from '@/components/content-page/tone-badge';
import { routing } from '@/i18n/routing';
import { StaticPage } from '@/components/islands/static-page';

const HREF = '/mole-astrology';

const TONE: Readonly<Record<MoleNature, Tone>> = { auspicious: 'good', mixed: 'okay', inauspicious: 'bad' };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'content.moles' });
  return contentMetadata(HREF, locale, t('metaTitle'), t('metaDescription'));
}

/** /mole-astrology: the meaning of moles, region by region, with a body map. */
export default async function MoleAstrologyPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.moles' });
  const regions = moleRegions.map((r, i) => ({ key: r.key, number: i + 1, title: r.title[locale] }));

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('breadcrumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={molesPage.lead[locale]}
      faq={{ set: 'moles', variant: 'card' }}
    >
      <StaticPage />
      <p className={s.prose}>{moleIntro[locale]}</p>
      <TextSection section={section(molesPage, 'reading')} locale={locale} />

      <DataSection id="regions" title={t('mapHeading')} intro={t('mapIntro')}>
        <div className={d.mapLayout}>
          <BodyMap regions={regions} />
          <nav aria-label={t('regions')}>
            <ol className={d.regionList} data-testid="mole-regions">
              {moleRegions.map((r, i) => (
                <li key={r.key}>
                  <a href={`#region-${r.key}`} className={d.regionLink}>
                    <span className={d.regionNumber} aria-hidden="true">
                      {i + 1}
                    </span>
                    <span>
                      {r.title[locale]}
                      <span className={d.regionCount}>{t('spotCount', { count: r.spots.length })}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </DataSection>

      {moleRegions.map((region, i) => (
        <section
          key={region.key}
          id={`region-${region.key}`}
          aria-labelledby={`region-${region.key}-heading`}
          className={s.section}
          data-testid={`region-${region.key}`}
        >
          <h2 id={`region-${region.key}-heading`}>
            <span className={d.regionNumber} aria-hidden="true">
              {i + 1}
            </span>{' '}
            {region.title[locale]}
          </h2>
          <p className={s.prose}>{region.intro[locale]}</p>
          <ul className={s.cards}>
            {region.spots.map((spot) => (
              <li key={spot.key}>
                <div className={s.infoCard} data-nature={spot.nature}>
                  <span className={s.cardTitle}>{spot.spot[locale]}</span>
                  <span className={s.badges}>
                    <ToneBadge tone={TONE[spot.nature]} label={t(`nature.${spot.nature}`)} />
                    {spot.side && <span className={s.cardMeta}>{t(`side.${spot.side}`)}</span>}
                  </span>
                  <p className={s.cardText}>{spot.meaning[locale]}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <RelatedLinks locale={locale} pages={['astrology', 'numerology', 'liveAstrologer']} tools={['vastuCompass']} />
    </ContentPage>
  );
}
