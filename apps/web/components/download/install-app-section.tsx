import { getTranslations } from 'next-intl/server';
import { InstallAppGate } from './install-app-gate';

const IOS_STEPS = ['share', 'add', 'confirm'] as const;

/** The install block with its texts from the catalogues (client components get no catalogue). */
export async function InstallAppWithTexts({ tone }: { tone?: 'light' | 'dark' }) {
  const t = await getTranslations('pwa.install');
  return (
    <InstallAppGate
      tone={tone}
      labels={{
        heading: t('heading'),
        button: t('button'),
        lead: t('lead'),
        installing: t('installing'),
        dismissed: t('dismissed'),
        installed: t('installed'),
        iosHeading: t('iosHeading'),
        iosSteps: IOS_STEPS.map((k) => t(`iosSteps.${k}`)),
      }}
    />
  );
}
