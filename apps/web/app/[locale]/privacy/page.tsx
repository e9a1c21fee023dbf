import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { LegalPage, legalMetadata } from '@/components/legal/legal-page';
import { routing } from '@/i18n/routing';
import { StaticPage } from '@/components/islands/static-page';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return legalMetadata('privacy', locale);
}

/** /privacy: public and indexable, in English and Hindi. */
export default async function PrivacyPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <>
      <StaticPage />
      <LegalPage docKey="privacy" locale={locale} />
    </>
  );
}
