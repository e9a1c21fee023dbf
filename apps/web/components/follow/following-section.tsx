import { followListResponse } from '@drishti/contracts/follows';
import { getTranslations } from 'next-intl/server';
import f from '@/components/registration/forms.module.css';
import { Link } from '@/i18n/navigation';
import s from './follow.module.css';
import { getServer } from '@/lib/api/server';

/** The account page's list of the astrologers the signed-in user follows (docs/FOLLOW.md). */
export async function FollowingSection({ locale }: { locale: 'en' | 'hi' }) {
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'astrologers.follow' }),
    getServer('/api/users/follows', followListResponse, { locale, cookies: true }),
  ]);
  return (
    <section aria-labelledby="following-heading" className={f.card} data-testid="following">
      <h2 id="following-heading" className={f.cardHeading}>
        {t('listHeading')}
      </h2>
      <p className={f.muted}>{t('listLead')}</p>
      {!list.ok ? (
        <p role="alert">{list.message ?? t('listError')}</p>
      ) : list.data.items.length === 0 ? (
        <p>{t('listEmpty')}</p>
      ) : (
        <ul className={s.list}>
          {list.data.items.map((a) => (
            <li key={a.id}>
              <Link href={`/online-astrologer/${a.slug}`}>{locale === 'hi' ? a.nameHi : a.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
