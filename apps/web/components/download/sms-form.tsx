'use client';

import type { appLinkBody } from '@drishti/contracts/commons';
import { appLinkNumber, isAppLinkPhone } from '@drishti/contracts/phone';
import type { Country } from '@drishti/content/countries';
import type { Locale } from '@drishti/content/types';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { useKeepTyped } from '@/components/ui/keep-typed';
import { clientApi } from '@/lib/api/client';
import { type ComboboxLabels, CountryCombobox } from './country-combobox';
import s from './download.module.css';
import { APP_LINK_PATH } from './sms-rules';

export interface SmsFormLabels {
  country: ComboboxLabels;
  phone: string;
  submit: string;
  sending: string;
  invalid: string;
  sent: string;
  generic: string;
}

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'error'; message: string };

/**
 * "Get the link on your phone": a country code and a mobile number. A number of fewer than 8 or
 * more than 10 digits is refused here without a call (spec section 5); the server's own message is
 * shown as it is when it refuses; on success the fields clear and the success notice shows.
 */
export function SmsForm({
  locale,
  labels,
  defaultCountry,
}: {
  locale: Locale;
  labels: SmsFormLabels;
  /** The country chosen at first and after a successful send (India, +91). */
  defaultCountry: Country;
}) {
  const formRef = useKeepTyped();
  const id = useId();
  const [country, setCountry] = useState<Country>(defaultCountry);
  const [phone, setPhone] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const phoneInput = useRef<HTMLInputElement>(null);
  const busy = status.kind === 'busy';
  const error = status.kind === 'error' ? status.message : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!isAppLinkPhone(phone)) {
      setStatus({ kind: 'error', message: labels.invalid });
      phoneInput.current?.focus();
      return;
    }
    setStatus({ kind: 'busy' });
    const body: z.input<typeof appLinkBody> = { countryCode: country.dial, phone: appLinkNumber(phone), locale };
    // `apiMessage`: the API's own message, null when it gave none (then the page's own text is shown).
    const { result: res, apiMessage } = await clientApi(locale).exchange<unknown>('POST', APP_LINK_PATH, body, {});
    if (res.success) {
      setStatus({ kind: 'sent' });
      setPhone('');
      setCountry(defaultCountry);
    } else {
      setStatus({ kind: 'error', message: apiMessage ?? labels.generic });
      phoneInput.current?.focus();
    }
  };

  return (
    <form ref={formRef} className={s.form} onSubmit={submit} noValidate aria-busy={busy} data-testid="sms-form">
      <div className={s.fields}>
        <CountryCombobox
          value={country}
          onChange={(c) => {
            setCountry(c);
            if (status.kind !== 'busy') setStatus({ kind: 'idle' });
          }}
          locale={locale}
          labels={labels.country}
        />
        <div className={s.phone}>
          <label htmlFor={`${id}-phone`} className={s.label}>
            {labels.phone}
          </label>
          <input
            ref={phoneInput}
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={14}
            className={s.input}
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              if (status.kind === 'error' || status.kind === 'sent') setStatus({ kind: 'idle' });
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="phone-input"
          />
        </div>
      </div>
      <button type="submit" className={`button ${s.submit}`} disabled={busy} data-testid="sms-submit">
        <Send aria-hidden="true" size={18} />
        {busy ? labels.sending : labels.submit}
      </button>
      <div className={s.feedback}>
        {error && (
          <p id={`${id}-error`} className={s.error} role="alert" data-testid="sms-error">
            {error}
          </p>
        )}
        <p className={s.sent} role="status" data-testid="sms-status">
          {status.kind === 'sent' ? labels.sent : ''}
        </p>
      </div>
    </form>
  );
}
