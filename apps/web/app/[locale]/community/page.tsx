import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FeedPage } from '@/components/community/feed-page';
import { localeAlternates } from '@/components/tarot/alternates';
import { routing } from '@/i18n/routing';

// The newest posts and the visitor's own composer: rendered on every request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;
type Search = Promise<{ cursor?: string | string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'community.meta' });
  return {
    title: t('title'),
    description: t('description'),
    alternates: localeAlternates('/community', locale),
  };
}

/** /community: the anonymous community's four topics and its newest posts. */
export default async function CommunityPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { cursor } = await searchParams;
  return <FeedPage locale={locale} topic={null} cursor={typeof cursor === 'string' ? cursor : undefined} />;
}
