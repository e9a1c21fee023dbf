import { COMMUNITY_TOPICS } from '@drishti/contracts/community';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FeedPage } from '@/components/community/feed-page';
import { topicFromParam } from '@/components/community/format';
import { localeAlternates } from '@/components/tarot/alternates';
import { routing } from '@/i18n/routing';

// The newest posts of a topic and the visitor's own composer: rendered on every request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; topic: string }>;
type Search = Promise<{ cursor?: string | string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, topic: raw } = await params;
  const topic = topicFromParam(raw, COMMUNITY_TOPICS);
  if (!hasLocale(routing.locales, locale) || !topic) return {};
  const t = await getTranslations({ locale, namespace: 'community' });
  return {
    title: t('meta.topicTitle', { topic: t(`topics.${topic}.label`) }),
    description: t(`topics.${topic}.description`),
    alternates: localeAlternates(`/community/${topic}`, locale),
  };
}

/** /community/exam, /relationship, /career, /depression: one topic's newest posts. */
export default async function CommunityTopicPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, topic: raw } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const topic = topicFromParam(raw, COMMUNITY_TOPICS);
  if (!topic) notFound();
  setRequestLocale(locale);
  const { cursor } = await searchParams;
  return <FeedPage locale={locale} topic={topic} cursor={typeof cursor === 'string' ? cursor : undefined} />;
}
