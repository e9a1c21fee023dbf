'use client';

import { MessageSquareText, Smartphone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { UserData } from '@drishti/contracts/auth';
import { formatPhone, indianNationalDigits, isIndianMobile } from '@drishti/contracts/phone';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useKeepTyped } from '@/components/ui/keep-typed';
import { type ClientResult, clientApi } from '@/lib/api/client';
import s from './account.module.css';
import { lockTime } from './lock-time';
import { cleanCode, isValidCode, secondsLeft } from './login-model';
import { landingAfterSignIn } from './next-path';

interface OtpSent {
  sent: true;
  expiresInSeconds: number;
  resendInSeconds: number;
}

/**
 * Phone and one-time code. Errors from the API are shown as they come (in the page's language);
 * the number typed is kept on every error. On success the browser goes to the page the person came
 * from (or, without one, their own landing page) with a full load, so that every server component
 * sees the new session.
 */
export function LoginForm({ locale, next }: { locale: 'en' | 'hi'; next: string | null }) {
  const formRef = useKeepTyped();
  const t = useTranslations('account.login');
  const api = useMemo(() => clientApi(locale), [locale]);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [done, setDone] = useState(false);
  /** When the number locked by wrong codes may ask again (ms), or null. */
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const wait = lockedUntil === null ? secondsLeft(resendAt, now) : 0;
  // A locked number has no countdown: the message gives the time; the lock lifts by itself then.
  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = window.setTimeout(() => setLockedUntil(null), Math.max(0, lockedUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [lockedUntil]);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [wait]);

  // Focus follows the step: the code field when it appears, the number again on "Change number".
  const moved = useRef(false);
  useEffect(() => {
    if (step === 'code') {
      moved.current = true;
      codeInput.current?.focus();
    } else if (moved.current) {
      phoneInput.current?.focus();
    }
  }, [step]);

  /** The failure's text: a lock says until when (and stops the resend countdown), anything else as the API said. */
  function failureText(res: Extract<ClientResult<unknown>, { success: false }>): string {
    const until = res.code === 'otp-locked' ? res.data?.lockedUntil : undefined;
    const shown = until ? lockTime(until, locale, Date.now()) : null;
    if (!until || !shown) return res.message;
    setResendAt(0);
    setLockedUntil(Date.parse(until));
    return t('locked', shown);
  }

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const digits = indianNationalDigits(phone);
    if (!isIndianMobile(digits)) {
      setPhoneError(t('invalidPhone'));
      setStep('phone');
      phoneInput.current?.focus();
      return;
    }
    setBusy('send');
    setPhoneError(null);
    setCodeError(null);
    const res = await api.post<OtpSent>('/api/auth/otp', { phone: digits, countryCode: '91', locale });
    setBusy(null);
    if (!res.success) {
      const text = failureText(res);
      if (step === 'code') {
        setCodeError(text);
      } else {
        setPhoneError(text);
        phoneInput.current?.focus();
      }
      return;
    }
    setPhone(digits);
    setLockedUntil(null);
    setCode('');
    setNotice(res.message ?? t('sent'));
    const at = Date.now();
    setNow(at);
    setResendAt(at + Math.max(0, res.data.resendInSeconds) * 1000);
    if (step === 'code') codeInput.current?.focus();
    setStep('code');
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const typed = cleanCode(code);
    if (!isValidCode(typed)) {
      setCodeError(t('invalidCode'));
      codeInput.current?.focus();
      return;
    }
    setBusy('verify');
    setCodeError(null);
    const res = await api.post<UserData>('/api/auth/verify', { phone, countryCode: '91', code: typed, locale });
    if (!res.success) {
      setBusy(null);
      setCodeError(failureText(res));
      codeInput.current?.focus();
      return;
    }
    setDone(true);
    setNotice(t('signedIn'));
    window.location.assign(landingAfterSignIn(next, res.data.role, locale));
  }

  if (step === 'phone') {
    return (
      <form ref={formRef} className={s.form} onSubmit={sendCode} noValidate data-testid="login-phone-form">
        <div className={s.field}>
          <label htmlFor="login-phone" className={s.label}>
            {t('phoneLabel')}
          </label>
          <p id="login-phone-hint" className={s.hint}>
            {t('phoneHint')}
          </p>
          <div className={s.phoneRow}>
            <span className={s.prefix} aria-hidden="true">
              +91
            </span>
            <span id="login-phone-cc" className="visually-hidden">
              {t('countryCodeLabel')}
            </span>
            <input
              ref={phoneInput}
              id="login-phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={16}
              className={s.input}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={`login-phone-cc login-phone-hint${phoneError ? ' login-phone-error' : ''}`}
              required
            />
          </div>
          {phoneError && (
            <p id="login-phone-error" className={s.fieldError} role="alert" data-testid="login-error">
              {phoneError}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy !== null} data-testid="send-code">
          <Smartphone aria-hidden="true" size={20} />
          {busy === 'send' ? t('sending') : t('sendCode')}
        </button>
      </form>
    );
  }

  return (
    <form className={s.form} onSubmit={verify} noValidate data-testid="login-code-form">
      {notice && (
        <p className={s.notice} role="status" data-testid="login-notice">
          {notice}
        </p>
      )}
      <div className={s.field}>
        <label htmlFor="login-code" className={s.label}>
          {t('codeLabel')}
        </label>
        <p id="login-code-hint" className={s.hint}>
          {t('codeHint', { phone: formatPhone(`91${phone}`) })}
        </p>
        <input
          ref={codeInput}
          id="login-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          className={`${s.input} ${s.codeInput}`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={`login-code-hint${codeError ? ' login-code-error' : ''}`}
          required
          disabled={done}
        />
        {codeError && (
          <p id="login-code-error" className={s.fieldError} role="alert" data-testid="login-error">
            {codeError}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button"
        disabled={busy !== null || done || lockedUntil !== null}
        data-testid="verify-code"
      >
        <MessageSquareText aria-hidden="true" size={20} />
        {busy === 'verify' ? t('verifying') : t('verify')}
      </button>
      <div className={s.secondaryActions}>
        <button
          type="button"
          className={s.textButton}
          onClick={() => sendCode()}
          disabled={wait > 0 || busy !== null || done || lockedUntil !== null}
          data-testid="resend-code"
        >
          {wait > 0 ? t('resendIn', { seconds: wait }) : t('resend')}
        </button>
        <button
          type="button"
          className={s.textButton}
          disabled={busy !== null || done}
          onClick={() => {
            setStep('phone');
            setLockedUntil(null);
            setCodeError(null);
            setNotice(null);
          }}
        >
          {t('changeNumber')}
        </button>
      </div>
    </form>
  );
}
