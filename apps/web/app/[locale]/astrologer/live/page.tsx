import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import s from '@/components/live/live.module.css';
import { LiveStudio } from '@/components/live/live-studio';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { loginHref, requireUser } from '@/lib/session';
import { catalogues } from '@/messages';

// The signed-in astrologer's own events: never prerendered, never cached.
export const dynamic = 'force-dynamic';

const HREF = '/astrologer/live';
type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'live.studio' });
  return { title: t('title'), robots: { index: false, follow: false }, alternates: localeAlternates(HREF, locale) };
}

/** /astrologer/live: the astrologer's studio; signed-out visitors sign in first, others are sent to /live. */
export default async function AstrologerLivePage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const path = getPathname({ href: HREF, locale });
  const user = await requireUser(locale, path);
  const t = await getTranslations({ locale, namespace: 'live.studio' });
  return (
    <>
      <PageHero id="studio-heading" title={t('title')} lead={t('lead')} />
      <div className={`container ${s.page}`}>
        {user.role === 'astrologer' ? (
          <NextIntlClientProvider messages={{ live: catalogues[locale].live }}>
            <LiveStudio lang={locale} loginHref={loginHref(locale, path)} />
          </NextIntlClientProvider>
        ) : (
          <p className={s.notice}>
            <Link href="/live">{t('title')}</Link>
          </p>
        )}
      </div>
    </>
  );
}
