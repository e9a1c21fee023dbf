'use client';

import type { SmsFailureView } from '@drishti/contracts/sms';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { useApi } from '@/lib/api/use-api';
import a from './admin.module.css';
import { formatDateTimeIst, type Lang } from './format';

const KINDS = ['otp', 'app-link', 'booking-confirmed', 'booking-reminder', 'booking-cancelled'] as const;

/** The admin console's SMS tab: the latest messages the provider refused or could not deliver. */
export function SmsPanel({ lang }: { lang: Lang }) {
  const t = useTranslations('admin');
  const { view: state, reload } = useApi<SmsFailureView[]>('/api/admin/sms/failures', lang);

  const kind = (k: string) =>
    (KINDS as readonly string[]).includes(k) ? t(`sms.kinds.${k as (typeof KINDS)[number]}`) : k;

  return (
    <section aria-labelledby="sms-heading" className={f.stack} data-testid="sms-panel">
      <h2 id="sms-heading" className={a.panelHeading}>
        {t('sms.heading')}
      </h2>
      <p className={f.muted}>{t('sms.intro')}</p>
      {state.kind === 'loading' && <Skeleton label={t('sms.loading')} />}
      {state.kind === 'error' && (
        <ErrorState
          text={state.message}
          labels={{ prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') }}
          onRetry={reload}
        />
      )}
      {state.kind === 'ready' && state.data.length === 0 && (
        <p className={f.muted} data-testid="sms-empty">
          {t('sms.empty')}
        </p>
      )}
      {state.kind === 'ready' && state.data.length > 0 && (
        <div className={f.tableWrap}>
          <table className={f.table} data-testid="sms-failures">
            <caption>{t('sms.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sms.when')}</th>
                <th scope="col">{t('sms.kind')}</th>
                <th scope="col">{t('sms.language')}</th>
                <th scope="col">{t('sms.phone')}</th>
                <th scope="col">{t('sms.provider')}</th>
                <th scope="col">{t('sms.error')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((s) => (
                <tr key={s.id}>
                  <td>{formatDateTimeIst(s.at, lang)}</td>
                  <td>{kind(s.kind)}</td>
                  <td>{t(`sms.languages.${s.locale}`)}</td>
                  <td dir="ltr">{s.phone}</td>
                  <td>{s.provider}</td>
                  <td dir="ltr">{s.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
