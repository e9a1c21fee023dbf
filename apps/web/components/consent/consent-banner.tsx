import { Cookie } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import s from './consent.module.css';

/**
 * The marketing-consent banner of every page (Accept / Decline), remembered in the drishti_consent
 * cookie (lib/analytics.ts). Both parts are in the server HTML, hidden: the banner, which
 * apps/web/islands/every-page/consent.ts shows to visitors who have not chosen, and, once they have, a
 * small "Cookie settings" button at the very end of the page that reopens it. Hidden markup never
 * delays the first paint, and without JavaScript nothing shows (nothing is tracked either).
 */
export async function ConsentBanner() {
  const t = await getTranslations('consent');
  return (
    <div data-island="consent">
      <section
        className={s.banner}
        aria-label={t('label')}
        aria-describedby="consent-text"
        data-testid="consent-banner"
        data-consent-banner=""
        hidden
      >
        <div className={s.inner}>
          <p id="consent-text" className={s.text}>
            {t('text')}
            <span className={s.current} data-consent-current="granted" hidden>
              {' '}
              {t('current.granted')}
            </span>
            <span className={s.current} data-consent-current="denied" hidden>
              {' '}
              {t('current.denied')}
            </span>
          </p>
          <div className={s.actions}>
            <button type="button" className={`button ${s.accept}`} data-consent="granted" data-testid="consent-accept">
              {t('accept')}
            </button>
            <button type="button" className={s.decline} data-consent="denied" data-testid="consent-decline">
              {t('decline')}
            </button>
          </div>
        </div>
      </section>
      <div className={s.settingsBar} data-consent-settings="" hidden>
        <button type="button" className={s.settings} data-testid="consent-settings">
          <Cookie aria-hidden="true" size={16} />
          {t('settings')}
        </button>
      </div>
    </div>
  );
}
