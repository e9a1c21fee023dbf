import { getTranslations } from 'next-intl/server';
import { type AppStoreLinks, appStoreLinks } from '@/lib/app-stores';
import s from './download.module.css';
import { AndroidIcon, IphoneIcon } from './store-icons';
import { TrackedLink } from './tracked-link';

/**
 * The Android and iPhone buttons: the store listings when they are configured (ANDROID_APP_URL,
 * IOS_APP_URL), else the install steps of the web app on /download-app (SPEC part 2, decision 9).
 * Either way the click is an app_store_click.
 */
export async function StoreButtons({
  location,
  stores = appStoreLinks(),
}: {
  location: string;
  stores?: AppStoreLinks;
}) {
  const t = await getTranslations('download');
  return (
    <ul className={s.stores} aria-label={t('panel.storesLabel')}>
      <li>
        <TrackedLink
          href={stores.android ?? '/download-app#android'}
          className={s.store}
          event="app_store_click"
          props={{ store: 'playstore', location }}
          data-testid="store-android"
        >
          <AndroidIcon />
          <span>{t(stores.android ? 'stores.androidStore' : 'stores.android')}</span>
        </TrackedLink>
      </li>
      <li>
        <TrackedLink
          href={stores.ios ?? '/download-app#ios'}
          className={s.store}
          event="app_store_click"
          props={{ store: 'appstore', location }}
          data-testid="store-ios"
        >
          <IphoneIcon />
          <span>{t(stores.ios ? 'stores.iosStore' : 'stores.ios')}</span>
        </TrackedLink>
      </li>
    </ul>
  );
}
