import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { routing } from '@/i18n/routing';
import { notoSans, notoSansDevanagari } from '@/lib/fonts';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    alternates: { languages: { en: '/', hi: '/hi', 'x-default': '/' } },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1E1B4B',
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'a11y' });
  return (
    <html lang={locale} className={`${notoSans.variable} ${notoSansDevanagari.variable}`}>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* Client components get only what they use: the language switch needs no messages. */}
        <NextIntlClientProvider messages={null}>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <ConsentBanner />
          <HydrationMark />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
