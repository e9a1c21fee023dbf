import type { Locale } from '@drishti/content/types';
import { Download } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import s from './download-panel.module.css';
import { InstallAppWithTexts } from './install-app-section';
import { SmsFormWithTexts } from './sms-form-section';
import { StoreButtons } from './store-buttons';
import { TrackedLink } from './tracked-link';

/** Home section 10: the app download panel with the install buttons and the get-link-by-SMS form. */
export async function DownloadPanel({ locale }: { locale: Locale }) {
  const t = await getTranslations('download');
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
          <SmsFormWithTexts locale={locale} />
        </div>
      </div>
    </section>
  );
}
