import { CheckCircle2, Download, Share } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import s from './install-app.module.css';

const IOS_STEPS = ['share', 'add', 'confirm'] as const;

/**
 * Install the web app from the page: the browser's own dialog where it offers one (Chrome on
 * Android and desktop), Add to Home Screen steps on iPhone and iPad, and a plain "installed" note
 * once it is. The block stays hidden until the install-app island (islands/install-app.island.ts)
 * has asked the browser, so the page never flashes a button it cannot keep; most visits have
 * nothing to install and show nothing. (No <template>: React, on /download-app, hydrates this.)
 */
export async function InstallAppWithTexts({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = await getTranslations('pwa.install');
  return (
    <div data-island="install-app" data-installing={t('installing')} data-dismissed={t('dismissed')} hidden>
      <div className={`${s.install} ${tone === 'dark' ? s.dark : ''}`} data-install-block="">
        <p role="status" className={s.installed} data-views="installed">
          <CheckCircle2 aria-hidden="true" size={22} />
          {t('installed')}
        </p>
        <p className={s.lead} data-views="offer prompting dismissed">
          {t('lead')}
        </p>
        <button type="button" className="button" data-views="offer" data-testid="install-button">
          <Download aria-hidden="true" size={18} />
          {t('button')}
        </button>
        <p role="status" className={s.note} data-views="offer prompting dismissed" data-install-note="" />
        <section aria-label={t('iosHeading')} data-views="ios" data-testid="install-ios-steps">
          <h3 className={s.iosHeading}>
            <Share aria-hidden="true" size={20} />
            {t('iosHeading')}
          </h3>
          <ol className={s.steps}>
            {IOS_STEPS.map((k) => (
              <li key={k}>{t(`iosSteps.${k}`)}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
