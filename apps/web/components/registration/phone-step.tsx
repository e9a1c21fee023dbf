'use client';

import { indianMobile } from '@drishti/contracts/phone';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useKeepTyped } from '@/components/ui/keep-typed';
import { lockTime } from '@/components/account/lock-time';
import type { ClientApi, ClientResult } from '@/lib/api/client';
import { ActionStatus, type ActionState, InputField } from './fields';
import f from './forms.module.css';
import type { Lang } from './types';
import { isOtp } from './validation';

interface OtpSent {
  sent: true;
  expiresInSeconds: number;
  resendInSeconds: number;
}

/**
 * Step 1: the applicant's mobile number and the SMS code
 * (`/api/publics/astrologer/send-otp`, then `confirm-otp`, which signs them in).
 */
export function PhoneStep({ api, lang, onVerified }: { api: ClientApi; lang: Lang; onVerified: () => void }) {
  const formRef = useKeepTyped();
  const t = useTranslations('registration');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  /** When the number locked by wrong codes may ask again (ms), or null. */
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  // A locked number has no countdown: the message gives the time; the lock lifts by itself then.
  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = setTimeout(() => setLockedUntil(null), Math.max(0, lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [lockedUntil]);

  /** The failure's text: a lock says until when (and stops the resend countdown), anything else as the API said. */
  function failureText(res: Extract<ClientResult<unknown>, { success: false }>): string {
    const until = res.code === 'otp-locked' ? res.data?.lockedUntil : undefined;
    const shown = until ? lockTime(until, lang, Date.now()) : null;
    if (!until || !shown) return res.message;
    setResendIn(0);
    setLockedUntil(Date.parse(until));
    return t('phone.locked', shown);
  }

  async function send(number: string) {
    setBusy(true);
    setStatus({ kind: 'busy', text: t('phone.sending') });
    const res = await api.post<OtpSent>('/api/publics/astrologer/send-otp', {
      phone: number,
      countryCode: '91',
      locale: lang,
    });
    setBusy(false);
    if (!res.success) {
      setStatus(null);
      const text = failureText(res);
      if (sentTo) {
        // A resend that fails keeps the code step and says why there.
        setCodeError(text);
        codeRef.current?.focus();
      } else {
        setPhoneError(text);
        phoneRef.current?.focus();
      }
      return;
    }
    setLockedUntil(null);
    setSentTo(number);
    setCode('');
    setCodeError(null);
    setResendIn(res.data.resendInSeconds);
    setStatus({ kind: 'ok', text: t('phone.sent', { phone: number }) });
    requestAnimationFrame(() => codeRef.current?.focus());
  }

  async function onSendCode(event: FormEvent) {
    event.preventDefault();
    const number = indianMobile(phone);
    if (!number) {
      setPhoneError(t('errors.phone'));
      phoneRef.current?.focus();
      return;
    }
    setPhoneError(null);
    await send(number);
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    if (!isOtp(code)) {
      setCodeError(t('errors.code'));
      codeRef.current?.focus();
      return;
    }
    setCodeError(null);
    setBusy(true);
    setStatus({ kind: 'busy', text: t('phone.verifying') });
    const res = await api.post('/api/publics/astrologer/confirm-otp', {
      phone: sentTo,
      countryCode: '91',
      code: code.trim(),
      locale: lang,
    });
    setBusy(false);
    if (!res.success) {
      setStatus(null);
      setCodeError(failureText(res));
      codeRef.current?.focus();
      return;
    }
    setStatus(null);
    onVerified();
  }

  if (!sentTo) {
    return (
      <form ref={formRef} className={f.form} onSubmit={onSendCode} noValidate data-testid="phone-form">
        <p className={f.muted}>{t('phone.intro')}</p>
        <InputField
          id="reg-phone"
          label={t('phone.label')}
          hint={t('phone.hint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={16}
          value={phone}
          onChange={setPhone}
          onBlur={(event) => {
            // Leaving for this form's own buttons: the submit checks (and an error appearing here
            // would move the button away from under the pointer).
            const next = event.relatedTarget;
            if (next instanceof Node && event.currentTarget.form?.contains(next)) return;
            setPhoneError(phone.trim() && !indianMobile(phone) ? t('errors.phone') : null);
          }}
          error={phoneError}
          inputRef={phoneRef}
          testId="reg-phone"
        />
        <div className={f.actions}>
          <button type="submit" className={`button ${f.primary}`} disabled={busy}>
            {t('phone.send')}
          </button>
        </div>
        <ActionStatus state={status} />
      </form>
    );
  }

  return (
    <form className={f.form} onSubmit={onVerify} noValidate data-testid="otp-form">
      <InputField
        id="reg-code"
        label={t('phone.codeLabel')}
        hint={t('phone.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(v) => setCode(v.replace(/\D/g, ''))}
        error={codeError}
        inputRef={codeRef}
        testId="reg-code"
      />
      <div className={f.actions}>
        <button type="submit" className={`button ${f.primary}`} disabled={busy || lockedUntil !== null}>
          {t('phone.verify')}
        </button>
        <button
          type="button"
          className={f.secondary}
          disabled={busy || resendIn > 0 || lockedUntil !== null}
          onClick={() => {
            void send(sentTo);
          }}
        >
          {t('phone.resend')}
        </button>
        <button
          type="button"
          className={f.secondary}
          disabled={busy}
          onClick={() => {
            setSentTo(null);
            setLockedUntil(null);
            setCodeError(null);
            setStatus(null);
            requestAnimationFrame(() => phoneRef.current?.focus());
          }}
        >
          {t('phone.change')}
        </button>
      </div>
      {resendIn > 0 && <p className={f.hint}>{t('phone.resendIn', { seconds: resendIn })}</p>}
      <ActionStatus state={status} />
    </form>
  );
}
