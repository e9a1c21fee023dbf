import { LANGUAGE_ENUM, SKILL_ENUM } from '@drishti/contracts/astrologers';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AstrologerBrowser, type InitialResults } from '@/components/astrologers/astrologer-browser';
import { astrologerMessages } from '@/components/astrologers/messages';
import { filtersToQueryString, parseFilters } from '@/components/astrologers/query';
import { fetchAstrologers } from '@/components/astrologers/server-api';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { routing } from '@/i18n/routing';

/** The list is live (who is online, prices, ratings) and follows the query: rendered per request. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'astrologers.list' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/online-astrologer', locale),
  };
}

/** /online-astrologer: search, filter and sort the consultants; the first page comes from the server. */
export default async function OnlineAstrologersPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'astrologers.list' });
  const filters = parseFilters(await searchParams);
  const res = await fetchAstrologers(filters, locale);
  const initial: InitialResults = res.ok
    ? { status: 'ready', items: res.data.items, total: res.data.total }
    : { status: 'error', message: res.message };

  return (
    <>
      <Breadcrumb items={[{ label: t('breadcrumb') }]} />
      <PageHero id="astrologers-heading" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <NextIntlClientProvider messages={astrologerMessages(locale, ['list', 'card', 'skills', 'languages'])}>
        {/* A navigation to another query (a link, the header) starts from that query's results. */}
        <AstrologerBrowser
          key={filtersToQueryString(filters)}
          locale={locale}
          initialFilters={filters}
          initial={initial}
          skills={SKILL_ENUM.options}
          languages={LANGUAGE_ENUM.options}
        />
      </NextIntlClientProvider>
    </>
  );
}
