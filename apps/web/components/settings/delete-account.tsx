'use client';

import { type AccountDeletionCheckData, DELETE_CONFIRM_WORDS } from '@drishti/contracts/account';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatCount } from '@/components/admin/format';
import f from '@/components/registration/forms.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import s from './settings.module.css';

/**
 * Deleting the account: what it removes and keeps, the coins that would be forfeited, and a
 * confirmation in a dialog (nothing to type, whatever the keyboard). Blocked while a consultation
 * is open and for staff accounts. Afterwards the user lands on a page that says the account is gone.
 */
export function DeleteAccount({ lang, check }: { lang: 'en' | 'hi'; check: AccountDeletionCheckData | null }) {
  const t = useTranslations('settings.delete');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const blocked = !check || check.openConsultation || check.staff;
  const coins = check ? check.coins + check.reserved : 0;

  async function remove() {
    setAsking(false);
    setBusy(true);
    setError(null);
    // The dialog's button is the confirmation; the API asks for its confirmation word as a guard
    // against accidental calls.
    const res = await clientApi(lang).post<{ deleted: true }>('/api/users/me/delete', {
      confirm: DELETE_CONFIRM_WORDS[0],
    });
    if (!res.success) {
      setBusy(false);
      setError(res.message);
      return;
    }
    // A full load: the header and every server component forget the signed-in user.
    window.location.assign(lang === 'hi' ? '/hi/account/deleted' : '/account/deleted');
  }

  return (
    <div className={f.stack}>
      <p>{t('lead')}</p>
      {coins > 0 && (
        <p className={s.warning} data-testid="delete-coins">
          {t('coins', { coins: formatCount(coins, lang) })} <Link href="/support">{t('askRefund')}</Link>
        </p>
      )}
      {check && check.openTickets > 0 && <p className={s.warning}>{t('openTickets', { count: check.openTickets })}</p>}
      {check?.openConsultation && (
        <p className={s.warning} role="note" data-testid="delete-open-consultation">
          {t('openConsultation')} <Link href="/consultations">{t('toConsultations')}</Link>
        </p>
      )}
      {check?.staff && <p className={s.warning}>{t('staff')}</p>}
      {error && (
        <p className={f.fieldError} role="alert" data-testid="delete-error">
          {error}
        </p>
      )}
      <div className={f.actions}>
        <button
          type="button"
          className={f.danger}
          disabled={blocked || busy}
          onClick={() => setAsking(true)}
          data-testid="delete-submit"
        >
          {busy ? t('deleting') : t('submit')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('confirmTitle')}
        message={coins > 0 ? t('confirmCoins', { coins: formatCount(coins, lang) }) : t('confirmMessage')}
        cancelLabel={t('cancel')}
        okayLabel={t('confirmOkay')}
        onCancel={() => setAsking(false)}
        onOkay={() => void remove()}
      />
    </div>
  );
}
