import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Avatar } from '@/components/astrologers/avatar';
import { formatNumber } from '@/components/astrologers/format';
import { displayName } from '@/components/astrologers/labels';
import { astrologerMessages } from '@/components/astrologers/messages';
import { fetchProfile } from '@/components/astrologers/server-api';
import { BookingFlow } from '@/components/booking/booking-flow';
import s from '@/components/booking/booking.module.css';
import { isChannel, isDuration } from '@/components/booking/booking-model';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { ErrorState } from '@/components/ui/error-state';
import { getErrorLabels } from '@/components/ui/error-labels';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';

/** For signed-in people only, with their balance and live free times: never prerendered. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const res = await fetchProfile(slug, locale);
  const t = await getTranslations({ locale, namespace: 'astrologers' });
  if (!res.ok) return { title: t('book.title'), robots: { index: false } };
  const name = displayName(res.data, locale);
  return {
    title: t('book.metaTitle', { name }),
    description: t('book.metaDescription', { name, price: res.data.price.perMinute }),
    alternates: localeAlternates(`/online-astrologer/${res.data.slug}/book`, locale),
    robots: { index: false },
  };
}

/** /online-astrologer/[slug]/book: choose a length, a channel and a free time, then pay. */
export default async function BookPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'astrologers' });
  const query = await searchParams;
  const profile = await fetchProfile(slug, locale);
  if (!profile.ok && profile.status === 404) notFound();

  const path = getPathname({ href: `/online-astrologer/${slug}/book`, locale });
  const kept = new URLSearchParams();
  for (const key of ['startsAt', 'duration', 'channel']) {
    const v = first(query[key]);
    if (v) kept.set(key, v);
  }
  await requireUser(locale, kept.size > 0 ? `${path}?${kept.toString()}` : path);

  if (!profile.ok) {
    return (
      <>
        <Breadcrumb items={[{ label: t('list.breadcrumb'), href: '/online-astrologer' }]} />
        <div className={`container ${s.page}`}>
          <h1 className={s.title}>{t('book.title')}</h1>
          <ErrorState
            text={profile.message ?? t('profile.loadError')}
            labels={{ ...(await getErrorLabels(locale)), retry: t('list.tryAgain') }}
            retryHref={path}
          />
        </div>
      </>
    );
  }

  const a = profile.data;
  const name = displayName(a, locale);
  const duration = Number(first(query.duration));
  const channel = first(query.channel) ?? '';
  const startsAt = first(query.startsAt);

  return (
    <>
      <Breadcrumb
        items={[
          { label: t('list.breadcrumb'), href: '/online-astrologer' },
          { label: name, href: `/online-astrologer/${a.slug}` },
          { label: t('book.breadcrumb') },
        ]}
      />
      <div className={`container ${s.page}`}>
        <div className={s.head}>
          <Avatar
            name={name}
            photo={a.profileImage}
            photoAlt={t('card.photoAlt', { name })}
            size={56}
            className={s.headAvatar}
            lazy={false}
          />
          <div>
            <h1 className={s.title}>{t('book.title')}</h1>
            <p className={s.lead}>{t('book.lead', { name, price: formatNumber(a.price.perMinute, locale) })}</p>
          </div>
        </div>
        <NextIntlClientProvider messages={astrologerMessages(locale, ['book', 'clock'])}>
          <BookingFlow
            locale={locale}
            astrologer={{ id: a.id, slug: a.slug, name, pricePerMinute: a.price.perMinute }}
            preselect={{
              ...(isDuration(duration) ? { duration } : {}),
              ...(isChannel(channel) ? { channel } : {}),
              ...(startsAt && !Number.isNaN(Date.parse(startsAt)) ? { startsAt } : {}),
            }}
          />
        </NextIntlClientProvider>
      </div>
    </>
  );
}
