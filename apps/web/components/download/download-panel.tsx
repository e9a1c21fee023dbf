import type { Locale } from '@drishti/content/types';
import { Download } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import s from './download-panel.module.css';
import { InstallAppWithTexts } from './install-app-section';
import { SmsSelectForm } from './sms-select-form';
import { StoreButtons } from './store-buttons';
import { TrackedLink } from './tracked-link';

/**
 * Home section 10: the app download panel with the install block, the store buttons and the
 * get-link-by-SMS form. The home page runs without React: the form is the island one, with a
 * native country <select> (sms-select-form.tsx); /download-app keeps the searchable React form.
 */
export async function DownloadPanel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'download' });
  return (
    <section
      className={`container ${s.section}`}
      aria-labelledby="download-heading"
      data-testid="home-section"
      data-section="download"
    >
      <div className={s.panel}>
        <div className={s.intro}>
          <h2 id="download-heading" className={s.heading}>
            {t('panel.heading')}
          </h2>
          <p>{t('panel.text')}</p>
          <InstallAppWithTexts />
          <StoreButtons location="home-download-panel" />
          <TrackedLink
            href="/download-app"
            className={s.downloadLink}
            event="download_click"
            props={{ platform: 'web', location: 'home-download-panel' }}
            data-testid="download-app-link"
          >
            <Download aria-hidden="true" size={18} />
            {t('panel.downloadApp')}
          </TrackedLink>
        </div>
        <div className={s.sms}>
          <h3 className={s.smsHeading}>{t('sms.heading')}</h3>
          <p className={s.smsIntro}>{t('sms.intro')}</p>
          <SmsSelectForm locale={locale} id="home-sms" />
        </div>
      </div>
    </section>
  );
}
