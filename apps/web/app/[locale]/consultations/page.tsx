import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import sh from '@/components/consult/shared.module.css';
import { HistoryList } from '@/components/consult/history-list';
import { consultMessages } from '@/components/consult/messages';
import { fetchMyConsultations } from '@/components/consult/server-api';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';

/** A signed-in person's own consultations: never prerendered, never cached. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'consult.history' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/consultations', locale),
    robots: { index: false, follow: false },
  };
}

/** /consultations: my live consultations with their cost, transcript, rating and refund actions. */
export default async function ConsultationsPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const path = getPathname({ href: '/consultations', locale });
  await requireUser(locale, path);
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'consult.history' }),
    fetchMyConsultations(locale),
  ]);

  return (
    <>
      <PageHero id="consultations-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${sh.page}`}>
        {list.ok ? (
          <NextIntlClientProvider
            messages={consultMessages(locale, ['common', 'history', 'room', 'rating', 'transcript', 'refund'])}
          >
            <HistoryList locale={locale} initial={list.data} />
          </NextIntlClientProvider>
        ) : (
          <ErrorState text={list.message ?? t('loadError')} labels={await getErrorLabels(locale)} retryHref={path} />
        )}
      </div>
    </>
  );
}
