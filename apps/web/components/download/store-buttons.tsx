import { getTranslations } from 'next-intl/server';
import s from './download.module.css';
import { AndroidIcon, IphoneIcon } from './store-icons';
import { TrackedLink } from './tracked-link';

/**
 * The Android and iPhone buttons. The app is an installable web app (SPEC part 2, decision 9),
 * so they open the install steps on /download-app; the click is an app_store_click.
 */
export async function StoreButtons({ location }: { location: string }) {
  const t = await getTranslations('download');
  return (
    <ul className={s.stores} aria-label={t('panel.storesLabel')}>
      <li>
        <TrackedLink
          href="/download-app#android"
          className={s.store}
          event="app_store_click"
          props={{ store: 'playstore', location }}
          data-testid="store-android"
        >
          <AndroidIcon />
          <span>{t('stores.android')}</span>
        </TrackedLink>
      </li>
      <li>
        <TrackedLink
          href="/download-app#ios"
          className={s.store}
          event="app_store_click"
          props={{ store: 'appstore', location }}
          data-testid="store-ios"
        >
          <IphoneIcon />
          <span>{t('stores.ios')}</span>
        </TrackedLink>
      </li>
    </ul>
  );
}
