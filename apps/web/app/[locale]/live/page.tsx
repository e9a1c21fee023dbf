import type { LiveEventData } from '@drishti/contracts/live';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDateTimeIst } from '@/components/admin/format';
import s from '@/components/live/live.module.css';
import { fetchLiveEvents, fetchLiveStatus } from '@/components/live/server-api';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';

// Who is live changes by the minute: rendered on every request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'live.meta' });
  return { title: t('title'), description: t('description'), alternates: localeAlternates('/live', locale) };
}

/** /live: events live now (most watched first) and coming up, or a plain word that live events are off. */
export default async function LivePage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'live' });
  const [status, events] = await Promise.all([fetchLiveStatus(locale), fetchLiveEvents(locale)]);

  const card = (e: LiveEventData) => {
    const name = locale === 'hi' ? e.astrologer.nameHi : e.astrologer.name;
    return (
      <li key={e.id} className={s.card} data-testid="live-card" data-status={e.status}>
        <h3 className={s.cardTitle}>
          <Link href={`/live/${e.id}`}>{locale === 'hi' ? e.titleHi : e.titleEn}</Link>
        </h3>
        <p className={s.meta}>
          {e.status === 'live' && <span className={s.badge}>{t('list.liveBadge')}</span>}
          <span>{t('list.with', { name })}</span>
          <span>{t('list.language', { language: t(`languages.${e.language}`) })}</span>
        </p>
        <p className={s.meta}>{locale === 'hi' ? e.topicHi : e.topicEn}</p>
        <p className={s.meta}>
          {e.status === 'live'
            ? t('list.viewers', { count: e.viewers })
            : t('list.startsAt', { time: formatDateTimeIst(e.startsAt, locale) })}
        </p>
      </li>
    );
  };

  let body: React.ReactNode;
  if (status.ok && !status.data.enabled) {
    body = (
      <p className={s.notice} data-testid="live-off">
        {t('list.off')}
      </p>
    );
  } else if (!events.ok) {
    body = (
      <p className={s.notice} role="alert">
        {t('list.unavailable')}
      </p>
    );
  } else {
    body = (
      <>
        <section className={s.section} aria-labelledby="live-now">
          <h2 id="live-now" className={s.sectionHeading}>
            {t('list.liveNow')}
          </h2>
          {events.data.live.length === 0 ? (
            <p>{t('list.noneLive')}</p>
          ) : (
            <ul className={s.cards} data-testid="live-now-list">
              {events.data.live.map(card)}
            </ul>
          )}
        </section>
        <section className={s.section} aria-labelledby="live-upcoming">
          <h2 id="live-upcoming" className={s.sectionHeading}>
            {t('list.upcoming')}
          </h2>
          {events.data.upcoming.length === 0 ? (
            <p>{t('list.noneUpcoming')}</p>
          ) : (
            <ul className={s.cards} data-testid="live-upcoming-list">
              {events.data.upcoming.map(card)}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <>
      <PageHero id="live-heading" title={t('list.title')} lead={t('list.lead')} />
      <div className={`container ${s.page}`}>{body}</div>
    </>
  );
}
