import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ServiceWorkerRegistration } from '@/components/pwa/sw-register';
import { routing } from '@/i18n/routing';
import { notoSans } from '@/lib/fonts';
import { islandsEntry } from '@/lib/islands';
import { APP_ICONS } from '@/lib/offline-tools';
import { siteUrl } from '@/lib/site-url';
import { manifestPath, THEME_COLOR } from '@/lib/web-manifest';
import '../globals.css';

/**
 * Pages with nothing dated are still renewed daily, so that no cache keeps one for a year after a
 * release; pages that change sooner say so themselves (docs/PERFORMANCE.md).
 */
export const revalidate = 86400;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  const app = await getTranslations({ locale, namespace: 'pwa.manifest' });
  return {
    // Canonical, hreflang and Open Graph URLs are absolute on the operator's origin (PUBLIC_URL at
    // build time, checked again when the server starts: docs/PERFORMANCE.md).
    metadataBase: new URL(`${siteUrl()}/`),
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    alternates: { languages: { en: '/', hi: '/hi', 'x-default': '/' } },
    // The installable app of the page's language.
    manifest: manifestPath(locale === 'hi' ? 'hi' : 'en'),
    // Listing any icon here replaces the one Next derives from app/icon.svg, so the logo is named too.
    icons: {
      icon: [{ url: APP_ICONS.svg, type: 'image/svg+xml', sizes: 'any' }],
      apple: [{ url: APP_ICONS.apple180, sizes: '180x180', type: 'image/png' }],
    },
    appleWebApp: { capable: true, title: app('shortName'), statusBarStyle: 'default' },
    // Next writes only the standard mobile-web-app-capable; older iPhones read the Apple name.
    other: { 'apple-mobile-web-app-capable': 'yes' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
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
  const islands = islandsEntry();
  return (
    <html lang={locale} className={notoSans.variable}>
      <body>
        {/* Plain behaviour for server-rendered markup, on every page (apps/web/islands). */}
        {islands && <script type="module" async src={islands} />}
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
          <ServiceWorkerRegistration />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
