'use client';

import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { ConsultChannel } from '@drishti/contracts/consultations';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { astrologerPage } from '@/components/astrologers/guards';
import { Link } from '@/i18n/navigation';
import { call, type Lang } from './api';
import s from './online-now.module.css';
import sh from './shared.module.css';
import { ASTROLOGERS_PATH, formatCount } from './model';

const LIVE_KEY = { chat: 'isChatLive', voice: 'isVoiceLive', video: 'isVideoLive' } as const;
const SHOWN = 6;

/**
 * The astrologers online now for a channel (switched on and connected, as the server says), other
 * than the one who did not answer: links to their profiles, where the user can start again.
 */
export function OnlineNow({ locale, channel, except }: { locale: Lang; channel: ConsultChannel; except: string }) {
  const t = useTranslations('consult.unanswered');
  const tc = useTranslations('consult.common');
  const [list, setList] = useState<AstrologerCardData[] | 'loading' | 'failed'>('loading');

  useEffect(() => {
    let alive = true;
    void call<unknown>(locale, 'GET', '/api/publics/astrologers?online=true&limit=50').then((res) => {
      if (!alive) return;
      const page = res.ok ? astrologerPage(res.data) : null;
      setList(
        page
          ? page.items.filter((a) => a.id !== except && a.sessionsStatus[LIVE_KEY[channel]]).slice(0, SHOWN)
          : 'failed',
      );
    });
    return () => {
      alive = false;
    };
  }, [locale, channel, except]);

  return (
    <section
      aria-labelledby="online-now-heading"
      data-testid="online-now"
      data-state={typeof list === 'string' ? list : 'ready'}
    >
      <h3 id="online-now-heading" className={sh.subheading}>
        {t(`others.${channel}`)}
      </h3>
      {list === 'loading' ? (
        <p role="status">{t('othersLoading')}</p>
      ) : list === 'failed' ? (
        <p role="alert">{t('othersFailed')}</p>
      ) : list.length === 0 ? (
        <p data-testid="online-now-none">{t('othersNone')}</p>
      ) : (
        <ul className={s.onlineNow}>
          {list.map((a) => (
            <li key={a.id}>
              <Link href={`${ASTROLOGERS_PATH}/${a.slug}`} data-testid="online-now-link" data-slug={a.slug}>
                {locale === 'hi' ? a.nameHi : a.name}
              </Link>{' '}
              <span>{tc('perMinute', { coins: formatCount(a.price.perMinute, locale) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
