import { countryByDial, defaultCountryCode } from '@drishti/content/countries';
import type { Locale } from '@drishti/content/types';
import { getTranslations } from 'next-intl/server';
import { SmsForm, type SmsFormLabels } from './sms-form';

/** The SMS form with its texts from the catalogues (client components get no catalogue). */
export async function SmsFormWithTexts({ locale }: { locale: Locale }) {
  const t = await getTranslations('download.sms');
  const e = await getTranslations('errors');
  const common = await getTranslations('common');
  const labels: SmsFormLabels = {
    country: {
      label: t('countryLabel'),
      hint: t('countryHint'),
      noMatch: t('noCountry'),
      listLabel: t('countriesLabel'),
      loading: common('loading'),
    },
    phone: t('phoneLabel'),
    submit: t('submit'),
    sending: t('sending'),
    invalid: t('invalid'),
    sent: t('sent'),
    generic: e('generic'),
  };
  return <SmsForm locale={locale} labels={labels} defaultCountry={countryByDial(defaultCountryCode)!} />;
}
