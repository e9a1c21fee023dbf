import { type LiveEventData, liveEventListResponse } from '@drishti/contracts/live';
import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { formatDateTimeIst } from '@/components/admin/format';
import h from '@/components/home/home.module.css';
import { SectionHead } from '@/components/home/section-head';
import { Link } from '@/i18n/navigation';
import { serverApiBaseUrl } from '@/lib/api/server';
import s from './home-live.module.css';

/** How many events the block shows, live ones first. */
const SHOWN = 4;
/** The block is rendered on the server and renewed at most this often (seconds): no JavaScript in the browser. */
const RENEW_SECONDS = 60;

async function liveEvents(locale: string): Promise<LiveEventData[]> {
  try {
    const res = await fetch(`${serverApiBaseUrl()}/api/publics/live/events`, {
      headers: { accept: 'application/json', 'x-lang': locale },
      next: { revalidate: RENEW_SECONDS },
    });
    if (!res.ok) return [];
    const parsed = liveEventListResponse.safeParse(await res.json().catch(() => null));
    if (!parsed.success) return [];
    return [...parsed.data.data.live, ...parsed.data.data.upcoming].slice(0, SHOWN);
  } catch {
    // During `next build` nothing listens: the block is left out until the next renewal.
    return [];
  }
}

/**
 * The home page's live block (docs/FOLLOW.md): events live now and the next scheduled ones, as
 * plain links rendered on the server. With no event (or no answer from the API) it renders nothing.
 */
export async function HomeLive({ locale }: { locale: 'en' | 'hi' }) {
  const events = await liveEvents(locale);
  if (events.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'home.live' });
  const l = await getTranslations({ locale, namespace: 'live.list' });
  return (
    <section className={`container ${h.section}`} aria-labelledby="home-live-heading" data-testid="home-live">
      <SectionHead
        id="home-live-heading"
        heading={t('heading')}
        intro={t('intro')}
        action={
          <Link href="/live" className={h.viewMore}>
            {t('all')}
            <ChevronRight aria-hidden="true" size={18} />
          </Link>
        }
      />
      <ul className={s.list}>
        {events.map((e) => (
          <li key={e.id} className={s.item}>
            <Link href={`/live/${e.id}`} className={s.link}>
              <span className={e.status === 'live' ? s.badgeLive : s.badgeSoon}>
                {e.status === 'live' ? l('liveBadge') : l('startsAt', { time: formatDateTimeIst(e.startsAt, locale) })}
              </span>
              <span className={s.title}>{locale === 'hi' ? e.titleHi : e.titleEn}</span>
              <span className={s.meta}>
                {l('with', { name: locale === 'hi' ? e.astrologer.nameHi : e.astrologer.name })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
