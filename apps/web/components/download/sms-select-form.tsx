import { countries, countryByDial, countryLabel, defaultCountryCode } from '@drishti/content/countries';
import type { Locale } from '@drishti/content/types';
import { Send } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import s from './download.module.css';

/**
 * "Get the link on your phone" for a page served without React (the home page): a native country
 * <select> and the mobile number, sent by the sms-form island (islands/sms-form.island.ts) with the
 * same call, rules and answers as the React form of /download-app (sms-form.tsx). Its messages are
 * in the markup, in the page's language. Without JavaScript the form opens /download-app.
 */
export async function SmsSelectForm({ locale, id }: { locale: Locale; id: string }) {
  const t = await getTranslations({ locale, namespace: 'download.sms' });
  const e = await getTranslations({ locale, namespace: 'errors' });
  const byName = [...countries].sort((a, b) =>
    (locale === 'hi' ? a.nameHi : a.name).localeCompare(locale === 'hi' ? b.nameHi : b.name, locale),
  );
  // The country chosen at first and after a successful send (India, +91), as in the React form.
  const first = countryByDial(defaultCountryCode);
  return (
    <form
      className={s.form}
      action={getPathname({ href: '/download-app', locale })}
      noValidate
      data-island="sms-form"
      data-locale={locale}
      data-invalid={t('invalid')}
      data-generic={e('generic')}
      data-sent={t('sent')}
      data-sending={t('sending')}
      data-error-class={s.error}
      data-testid="sms-form"
    >
      <div className={s.fields}>
        <div>
          <label htmlFor={`${id}-country`} className={s.label}>
            {t('countryLabel')}
          </label>
          <select
            id={`${id}-country`}
            name="country"
            className={s.input}
            defaultValue={first?.code}
            autoComplete="tel-country-code"
            data-testid="country-select"
          >
            {byName.map((c) => (
              <option key={c.code} value={c.code} data-dial={c.dial}>
                {countryLabel(c, locale)}
              </option>
            ))}
          </select>
        </div>
        <div className={s.phone}>
          <label htmlFor={`${id}-phone`} className={s.label}>
            {t('phoneLabel')}
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={14}
            className={s.input}
            data-testid="phone-input"
          />
        </div>
      </div>
      <button type="submit" className={`button ${s.submit}`} data-testid="sms-submit">
        <Send aria-hidden="true" size={18} />
        <span data-submit-label="">{t('submit')}</span>
      </button>
      <div className={s.feedback}>
        <p className={s.sent} role="status" data-testid="sms-status" />
      </div>
    </form>
  );
}
