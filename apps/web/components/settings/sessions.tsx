'use client';

import type { SessionViewData } from '@drishti/contracts/sessions';
import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatDateTimeIst } from '@/components/admin/format';
import { ActionStatus, type ActionState } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { clientApi } from '@/lib/api/client';
import s from './settings.module.css';

/**
 * Where I am signed in: each session's device (browser and system), when it signed in and was last
 * seen; end one, or sign out everywhere (this device included, after a confirmation).
 */
export function Sessions({ lang, initial }: { lang: 'en' | 'hi'; initial: SessionViewData[] }) {
  const t = useTranslations('settings.sessions');
  const [items, setItems] = useState(initial);
  const [askingAll, setAskingAll] = useState(false);
  const [state, setState] = useState<ActionState>(null);

  const device = (x: SessionViewData) =>
    x.browser && x.os ? t('device', { browser: x.browser, os: x.os }) : (x.browser ?? x.os ?? t('unknownDevice'));
  const home = () => window.location.assign(lang === 'hi' ? '/hi' : '/');

  async function end(x: SessionViewData) {
    const res = await clientApi(lang).del<{ ended: number; signedOut: boolean }>(`/api/users/me/sessions/${x.id}`);
    if (!res.success) {
      setState({ kind: 'error', text: res.message });
      return;
    }
    if (res.data.signedOut) return home();
    setItems((list) => list.filter((y) => y.id !== x.id));
    setState({ kind: 'ok', text: t('ended', { device: device(x) }) });
  }

  async function endAll() {
    setAskingAll(false);
    const res = await clientApi(lang).del<{ ended: number; signedOut: boolean }>('/api/users/me/sessions');
    if (!res.success) {
      setState({ kind: 'error', text: res.message });
      return;
    }
    home();
  }

  return (
    <div className={f.stack}>
      <ul className={s.kundalis} data-testid="sessions">
        {items.map((x) => (
          <li key={x.id} className={s.kundali} data-testid="session">
            <div>
              <p className={s.kundaliName}>
                {device(x)}
                {x.current ? <span data-testid="session-current"> · {t('current')}</span> : null}
              </p>
              <p className={f.hint}>
                {t('times', {
                  signedIn: formatDateTimeIst(x.signedInAt, lang),
                  lastSeen: formatDateTimeIst(x.lastSeenAt, lang),
                })}
              </p>
            </div>
            <div className={f.actions}>
              <button
                type="button"
                className={f.secondary}
                aria-label={x.current ? t('signOutThis') : t('end', { device: device(x) })}
                onClick={() => void end(x)}
                data-testid="session-end"
              >
                <LogOut aria-hidden="true" size={20} />
                {x.current ? t('signOutThisShort') : t('endShort')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ActionStatus state={state} testId="sessions-status" />
      <p>
        <button type="button" className="button" onClick={() => setAskingAll(true)} data-testid="sessions-end-all">
          {t('endAll')}
        </button>
      </p>
      <ConfirmDialog
        open={askingAll}
        title={t('endAllTitle')}
        message={t('endAllMessage')}
        cancelLabel={t('cancel')}
        okayLabel={t('endAllOkay')}
        onCancel={() => setAskingAll(false)}
        onOkay={() => void endAll()}
      />
    </div>
  );
}
