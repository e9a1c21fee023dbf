import { NAKSHATRAS } from '@drishti/content/nakshatras';
import { nakshatrasPage } from '@drishti/content/pages/nakshatras';
import { planet } from '@drishti/content/planets';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content-page/content-page';
import s from '@/components/content-page/content-page.module.css';
import { contentMetadata } from '@/components/content-page/metadata';
import { NakshatraWheel } from '@/components/content-page/nakshatra-wheel';
import { RelatedLinks } from '@/components/content-page/related-links';
import { DataSection, Paragraphs, TextSection } from '@/components/content-page/text-section';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { nakshatraHref } from '@/lib/content-routes';
import { StaticPage } from '@/components/islands/static-page';

const HREF = '/nakshatras';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'content.nakshatras' });
  return contentMetadata(HREF, locale, t('metaTitle'), t('metaDescription'));
}

/** /nakshatras: the 27 nakshatras with lord, deity, symbol and span, each linking to its page. */
export default async function NakshatrasPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.nakshatras' });
  const page = nakshatrasPage;

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('breadcrumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={page.lead[locale]}
      art={<NakshatraWheel label={t('wheelLabel')} />}
      faq={{ set: 'nakshatras', variant: 'card' }}
    >
      <StaticPage />
      <Paragraphs items={page.intro} locale={locale} />

      <DataSection id="list" title={t('listHeading')}>
        <ol className={s.cards} data-testid="nakshatra-list">
          {NAKSHATRAS.map((n) => (
            <li key={n.key}>
              <div className={s.infoCard}>
                <span className={s.cardHead}>
                  <span className={s.cardNumber} aria-hidden="true">
                    {n.index}
                  </span>
                  <h3 className={s.cardTitle}>
                    <Link href={nakshatraHref(n.key)}>{n.name[locale]}</Link>
                  </h3>
                </span>
                <dl>
                  <dt>{t('lord')}</dt>
                  <dd>{planet(n.lord).name[locale]}</dd>
                  <dt>{t('deity')}</dt>
                  <dd>{n.deity[locale]}</dd>
                  <dt>{t('symbol')}</dt>
                  <dd>{n.symbol[locale]}</dd>
                  <dt>{t('span')}</dt>
                  <dd>{n.span[locale]}</dd>
                </dl>
              </div>
            </li>
          ))}
        </ol>
      </DataSection>

      {page.sections.map((sec) => (
        <TextSection key={sec.key} section={sec} locale={locale} />
      ))}

      <RelatedLinks
        locale={locale}
        pages={['zodiacSigns', 'astrology', 'muhurat', 'numerology']}
        tools={['kundali', 'matchmaking', 'panchang']}
      />
    </ContentPage>
  );
}
