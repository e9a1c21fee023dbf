import { getTranslations } from 'next-intl/server';
import { ConsentControl } from './consent-control';

/** The marketing-consent banner of every page, with its texts from the consent catalogue. */
export async function ConsentBanner() {
  const t = await getTranslations('consent');
  return (
    <ConsentControl
      labels={{
        label: t('label'),
        text: t('text'),
        accept: t('accept'),
        decline: t('decline'),
        settings: t('settings'),
        current: { granted: t('current.granted'), denied: t('current.denied') },
      }}
    />
  );
}
