import { LANGUAGE_ENUM, SKILL_ENUM } from '@drishti/contracts/astrologers';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { fetchListPages } from '@/components/astrologers/list-data';
import { type ListResult, ListView } from '@/components/astrologers/list-view';
import { parseFilters, parsePage } from '@/components/astrologers/query';
import { StaticPage } from '@/components/islands/static-page';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';

/** The list follows the query (search, filters, sort, pages shown): rendered per request. */
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

/**
 * /online-astrologer: search, filter and sort the consultants. Served without React
 * (docs/PERFORMANCE.md, "The astrologer list"): the server renders the form and the cards of the
 * query, and the list's island does the rest in place.
 */
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
  const query = await searchParams;
  const filters = parseFilters(query);
  const page = parsePage(query);
  const res = await fetchListPages(filters, locale, page);
  const result: ListResult = res.ok
    ? { ok: true, items: res.data.items, total: res.data.total }
    : { ok: false, message: res.message };

  return (
    <>
      <StaticPage />
      <Breadcrumb items={[{ label: t('breadcrumb') }]} />
      <PageHero id="astrologers-heading" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <ListView
        locale={locale}
        base={getPathname({ href: '/online-astrologer', locale })}
        filters={filters}
        page={page}
        result={result}
        skills={SKILL_ENUM.options}
        languages={LANGUAGE_ENUM.options}
      />
    </>
  );
}
