import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import s from '@/components/live/live.module.css';
import { LiveWatch } from '@/components/live/live-watch';
import { Follow } from '@/components/follow/follow';
import { fetchLiveEvent, fetchLiveEvents, fetchLiveStatus } from '@/components/live/server-api';
import { localeAlternates } from '@/components/tarot/alternates';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { loginHref } from '@/lib/session';
import { catalogues } from '@/messages';

// The event's state is live: rendered on every request, then polled by the page.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const event = await fetchLiveEvent(locale, id);
  if (!event.ok) return {};
  const t = await getTranslations({ locale, namespace: 'live.meta' });
  const e = event.data;
  return {
    title: t('eventTitle', {
      title: locale === 'hi' ? e.titleHi : e.titleEn,
      name: locale === 'hi' ? e.astrologer.nameHi : e.astrologer.name,
    }),
    description: locale === 'hi' ? e.topicHi : e.topicEn,
    alternates: localeAlternates(`/live/${id}`, locale),
  };
}

/** /live/[id]: one event, playing at once for anyone, with its live chat. */
export default async function LiveEventPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [event, status, list] = await Promise.all([
    fetchLiveEvent(locale, id),
    fetchLiveStatus(locale),
    fetchLiveEvents(locale),
  ]);
  if (!event.ok && event.status === 404) notFound();
  const t = await getTranslations({ locale, namespace: 'live' });
  if (!event.ok)
    return (
      <div className={`container ${s.page}`}>
        <p className={s.notice} role="alert">
          {t('list.unavailable')}
        </p>
      </div>
    );
  const e = event.data;
  const path = getPathname({ href: `/live/${id}`, locale });
  // The astrologer's next scheduled event, for when this one has ended.
  const next = list.ok
    ? (list.data.upcoming.find((u) => u.astrologer.id === e.astrologer.id && u.id !== e.id) ?? null)
    : null;
  return (
    <div className={`container ${s.page}`}>
      <p>
        <Link href="/live">← {t('watch.back')}</Link>
      </p>
      <header className={s.section}>
        <h1 className={s.cardTitle} data-testid="live-title">
          {locale === 'hi' ? e.titleHi : e.titleEn}
        </h1>
        <p className={s.meta}>
          <span>{t('list.with', { name: locale === 'hi' ? e.astrologer.nameHi : e.astrologer.name })}</span>
          <span>{t('list.language', { language: t(`languages.${e.language}`) })}</span>
        </p>
        <Follow slug={e.astrologer.slug} locale={locale} next={path} />
        <p className={s.meta}>
          <strong>{t('watch.topic')}:</strong> {locale === 'hi' ? e.topicHi : e.topicEn}
        </p>
      </header>
      {status.ok && !status.data.enabled && e.status !== 'ended' ? (
        <p className={s.notice} data-testid="live-off">
          {t('watch.off')}
        </p>
      ) : (
        <NextIntlClientProvider messages={{ live: catalogues[locale].live }}>
          <LiveWatch lang={locale} initial={e} loginHref={loginHref(locale, path)} next={next} />
        </NextIntlClientProvider>
      )}
    </div>
  );
}
