import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DownloadPanel } from '@/components/download/download-panel';
import { HomeLive } from '@/components/follow/home-live';
import { AstrologersSection } from '@/components/home/astrologers-section';
import { BlogsSection } from '@/components/home/blogs-section';
import { FeedbackSection } from '@/components/home/feedback-section';
import { HomeHero } from '@/components/home/home-hero';
import { InfoCards } from '@/components/home/info-cards';
import { MediaSection } from '@/components/home/media-section';
import { PromoBlocks } from '@/components/home/promo-blocks';
import { WhySection } from '@/components/home/why-section';
import { ZodiacSection } from '@/components/home/zodiac-section';
import { localeAlternates } from '@/components/tarot/alternates';
import { routing } from '@/i18n/routing';

/** The signs' dates are the current year's: the page built once is renewed daily (a new year shows its own). */
export const revalidate = 86400;

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
 * The home page: the hero, then the sections of SPEC §2 in order. It is static (renewed daily, for
 * the year's sign dates); the astrologers and the blog posts load in the browser so that they are
 * always current and a failing API never breaks the page.
 */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <>
      <HomeHero />
      <InfoCards />
      <AstrologersSection locale={locale} />
      <HomeLive locale={locale} />
      <PromoBlocks />
      <BlogsSection locale={locale} />
      <FeedbackSection />
      <WhySection />
      <ZodiacSection locale={locale} />
      <MediaSection />
      <DownloadPanel locale={locale} />
    </>
  );
}
