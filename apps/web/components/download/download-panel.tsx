import type { Locale } from '@drishti/content/types';
import { Download, MessageSquare } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import s from './download-panel.module.css';
import { InstallAppWithTexts } from './install-app-section';
import { StoreButtons } from './store-buttons';
import { TrackedLink } from './tracked-link';

/**
 * Home section 10: the app download panel with the install block and the store buttons. The home
 * page runs without React, so the get-link-by-SMS form (its country search needs a script of its
 * own) is on /download-app, where this panel links to it.
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
          <Link href="/download-app#sms-heading" className="button" data-testid="sms-link">
            <MessageSquare aria-hidden="true" size={18} />
            {t('panel.smsLink')}
          </Link>
        </div>
      </div>
    </section>
  );
}
