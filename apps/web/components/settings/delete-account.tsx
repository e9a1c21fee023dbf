'use client';

import type { AccountDeletionCheckData } from '@drishti/contracts/account';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { formatCount } from '@/components/admin/format';
import f from '@/components/registration/forms.module.css';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/client-api';
import s from './settings.module.css';

/**
 * Deleting the account: what it removes and keeps, the coins that would be forfeited, and a
 * confirmation by typing a word (DELETE, or हटाएँ on Hindi pages). Blocked while a consultation
 * is open and for staff accounts.
 */
export function DeleteAccount({ lang, check }: { lang: 'en' | 'hi'; check: AccountDeletionCheckData | null }) {
  const t = useTranslations('settings.delete');
  const word = t('word');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const blocked = !check || check.openConsultation || check.staff;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim().normalize('NFC') !== word.normalize('NFC')) {
      setError(t('wrongWord', { word }));
      document.getElementById('delete-word')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const res = await clientApi(lang).post<{ deleted: true }>('/api/users/me/delete', { confirm: typed.trim() });
    if (!res.success) {
      setBusy(false);
      setError(res.message);
      return;
    }
    // A full load: the header and every server component forget the signed-in user.
    window.location.assign(lang === 'hi' ? '/hi?deleted=1' : '/?deleted=1');
  }

  return (
    <div className={f.stack}>
      <p>{t('lead')}</p>
      {check && check.coins + check.reserved > 0 && (
        <p className={s.warning} data-testid="delete-coins">
          {t('coins', { coins: formatCount(check.coins + check.reserved, lang) })}{' '}
          <Link href="/support">{t('askRefund')}</Link>
        </p>
      )}
      {check && check.openTickets > 0 && <p className={s.warning}>{t('openTickets', { count: check.openTickets })}</p>}
      {check?.openConsultation && (
        <p className={s.warning} role="note" data-testid="delete-open-consultation">
          {t('openConsultation')} <Link href="/consultations">{t('toConsultations')}</Link>
        </p>
      )}
      {check?.staff && <p className={s.warning}>{t('staff')}</p>}
      <form onSubmit={submit} noValidate className={f.form} data-testid="delete-form">
        <div className={f.field}>
          <label htmlFor="delete-word" className={f.label}>
            {t('wordLabel', { word })}
          </label>
          <input
            id="delete-word"
            className={f.input}
            value={typed}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
            disabled={blocked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delete-err' : undefined}
            data-testid="delete-word"
          />
          {error && (
            <p id="delete-err" className={f.fieldError} role="alert" data-testid="delete-error">
              {error}
            </p>
          )}
        </div>
        <div className={f.actions}>
          <button type="submit" className={f.danger} disabled={blocked || busy} data-testid="delete-submit">
            {busy ? t('deleting') : t('submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
