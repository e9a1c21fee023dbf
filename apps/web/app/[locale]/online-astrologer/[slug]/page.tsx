import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { codeList, displayName } from '@/components/astrologers/labels';
import p from '@/components/astrologers/profile.module.css';
import { ProfileView } from '@/components/astrologers/profile-view';
import { fetchProfile, fetchReviews, fetchSlots } from '@/components/astrologers/server-api';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { ErrorState } from '@/components/ui/error-state';
import { getErrorLabels } from '@/components/ui/error-labels';
import { routing } from '@/i18n/routing';

/** Live status, free times and reviews change all the time: rendered per request. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const res = await fetchProfile(slug, locale);
  const t = await getTranslations({ locale, namespace: 'astrologers' });
  if (!res.ok) return { title: t('list.title') };
  const a = res.data;
  const name = displayName(a, locale);
  const skills = codeList(t.raw('skills') as Record<string, string>, a.skills);
  return {
    title: t('profile.metaTitle', { name, skills }),
    description: t('profile.metaDescription', {
      name,
      skills,
      experience: t('card.experience', { count: a.experienceYears }),
      price: a.price.perMinute,
    }),
    alternates: localeAlternates(`/online-astrologer/${a.slug}`, locale),
  };
}

/** /online-astrologer/[slug]: one astrologer's profile, free times and reviews; 404 for unknown slugs. */
export default async function AstrologerProfilePage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'astrologers' });
  const [profile, slots, reviews] = await Promise.all([
    fetchProfile(slug, locale),
    fetchSlots(slug, locale, 15, 14),
    fetchReviews(slug, locale),
  ]);
  if (!profile.ok && profile.status === 404) notFound();

  if (!profile.ok) {
    return (
      <>
        <Breadcrumb items={[{ label: t('list.breadcrumb'), href: '/online-astrologer' }]} />
        <div className={`container ${p.errorPage}`}>
          <h1>{t('list.title')}</h1>
          <ErrorState
            text={profile.message ?? t('profile.loadError')}
            labels={{ ...(await getErrorLabels(locale)), retry: t('list.tryAgain') }}
            retryHref={getPathname({ href: `/online-astrologer/${slug}`, locale })}
          />
        </div>
      </>
    );
  }

  const a = profile.data;
  return (
    <>
      <Breadcrumb
        items={[{ label: t('list.breadcrumb'), href: '/online-astrologer' }, { label: displayName(a, locale) }]}
      />
      <ProfileView astrologer={a} slots={slots} reviews={reviews} locale={locale} />
    </>
  );
}
