import { liveAstrologerPage } from '@drishti/content/pages/live-astrologer';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content-page/content-page';
import s from '@/components/content-page/content-page.module.css';
import { contentMetadata } from '@/components/content-page/metadata';
import { navHref, RelatedLinks } from '@/components/content-page/related-links';
import { Paragraphs, TextSection } from '@/components/content-page/text-section';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { canLink } from '@/lib/content-routes';

const HREF = '/live-astrologer';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'content.liveAstrologer' });
  return contentMetadata(HREF, locale, t('metaTitle'), t('metaDescription'));
}

/** /live-astrologer: how consultations work: verification, 24/7, per-minute coins, fair billing. */
export default async function LiveAstrologerPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.liveAstrologer' });
  const page = liveAstrologerPage;
  const astrologers = navHref('onlineAstrologer');
  const app = navHref('downloadApp');
  const showCta = canLink(astrologers) || canLink(app);

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('breadcrumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={page.lead[locale]}
      faq={{ set: 'live-astrologer', variant: 'card' }}
    >
      <Paragraphs items={page.intro} locale={locale} />
      {page.sections.map((sec) => (
        <TextSection key={sec.key} section={sec} locale={locale} />
      ))}

      {showCta && (
        <section className={s.cta} aria-labelledby="cta-heading" data-testid="live-cta">
          <h2 id="cta-heading">{t('ctaHeading')}</h2>
          <p>{t('ctaText')}</p>
          <div className={s.ctaActions}>
            {canLink(astrologers) && (
              <Link href={astrologers} className="button">
                {t('ctaButton')}
              </Link>
            )}
            {canLink(app) && (
              <Link href={app} className="button">
                {t('appButton')}
              </Link>
            )}
          </div>
        </section>
      )}

      <RelatedLinks
        locale={locale}
        pages={['astrology', 'horoscope', 'numerology', 'zodiacSigns']}
        tools={['kundali', 'matchmaking', 'consultantRegistration']}
      />
    </ContentPage>
  );
}
