import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DownloadPanel } from '@/components/download/download-panel';
import { HomeLive } from '@/components/follow/home-live';
import { AstrologersSection } from '@/components/home/astrologers-section';
import { BlogsSection } from '@/components/home/blogs-section';
import { FeedbackSection } from '@/components/home/feedback-section';
import { loadHomeData } from '@/components/home/home-data';
import { HomeHero } from '@/components/home/home-hero';
import { InfoCards } from '@/components/home/info-cards';
import { MediaSection } from '@/components/home/media-section';
import { PromoBlocks } from '@/components/home/promo-blocks';
import { WhySection } from '@/components/home/why-section';
import { ZodiacSection } from '@/components/home/zodiac-section';
import { StaticPage } from '@/components/islands/static-page';
import { localeAlternates } from '@/components/tarot/alternates';
import { routing } from '@/i18n/routing';

/**
 * Renewed every minute (the live events block): the astrologers, the newest posts, the reviews, the count of
 * consultations and the press links are in the HTML (the signs' dates, the current year's, follow). Who is online is
 * never cached: a live island asks after load.
 */
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'home.meta' });
  return {
    // The home page's title stands alone, without the "| Drishti" suffix of inner pages.
    title: { absolute: t('title') },
    description: t('description'),
    alternates: localeAlternates('/', locale),
  };
}

/**
 * The home page: the hero, then its sections in order. It is static, renewed every minute
 * (the live events block) with the astrologers, the newest posts and the showcase (count, reviews, press) read on the
 * server, and served without React: its behaviour is in islands (docs/PERFORMANCE.md). When the API could not be
 * read, the astrologers load in the browser and the other sections wait for the next renewal, so a failing API never
 * breaks the page.
 */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const data = await loadHomeData();
  return (
    <>
      <StaticPage />
      <HomeHero />
      <InfoCards completed={data.showcase?.completedConsultations} />
      <AstrologersSection locale={locale} initial={data.astrologers} />
      <HomeLive locale={locale} />
      <PromoBlocks />
      <BlogsSection locale={locale} initial={data.blogs} />
      <FeedbackSection initial={data.showcase?.reviews} />
      <WhySection />
      <ZodiacSection locale={locale} />
      <MediaSection initial={data.showcase?.press} />
      <DownloadPanel locale={locale} />
    </>
  );
}
