import { setRequestLocale } from 'next-intl/server';
import { HomeHero } from '@/components/home/home-hero';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <HomeHero />;
}
