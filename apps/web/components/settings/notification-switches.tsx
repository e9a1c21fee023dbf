'use client';

import {
  NOTIFICATION_TYPES,
  type NotificationSettings,
  notificationEnabled,
  notificationSettings,
} from '@drishti/contracts/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ActionStatus, type ActionState, Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { clientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import s from './settings.module.css';

const PATH = '/api/users/notification-settings';

/** The answer's settings: the contract's record itself, or wrapped as `{ settings }`. */
function readSettings(data: unknown): NotificationSettings | null {
  const inner =
    data && typeof data === 'object' && 'settings' in data ? (data as { settings: unknown }).settings : data;
  const parsed = notificationSettings.safeParse(inner);
  return parsed.success ? parsed.data : null;
}

/** Each kind of notification on or off, in the app and as push notifications; saved when changed. */
export function NotificationSwitches({ lang }: { lang: 'en' | 'hi' }) {
  const t = useTranslations('settings.notifications');
  const te = useTranslations('settings.errors');
  const { view, reload, mutate } = useApi<unknown>(PATH, lang);
  const [state, setState] = useState<ActionState>(null);
  const settings = view.kind === 'ready' ? readSettings(view.data) : null;
  // A failed read, or an answer that is not the contract's settings.
  const failed = view.kind === 'error' ? view.message : view.kind === 'ready' && !settings ? te('generic') : null;
  const setSettings = (next: NotificationSettings) => void mutate(next, { revalidate: false });

  async function toggle(type: (typeof NOTIFICATION_TYPES)[number], channel: 'inApp' | 'push', on: boolean) {
    if (!settings) return;
    const next: NotificationSettings = {
      ...settings,
      [type]: {
        inApp: notificationEnabled(settings, type, 'inApp'),
        push: notificationEnabled(settings, type, 'push'),
        [channel]: on,
      },
    };
    const before = settings;
    setSettings(next);
    setState({ kind: 'busy', text: t('saving') });
    const res = await clientApi(lang).put<unknown>(PATH, next);
    if (!res.success) {
      setSettings(before);
      setState({ kind: 'error', text: res.message });
      return;
    }
    setSettings(readSettings(res.data) ?? next);
    setState({ kind: 'ok', text: t('saved') });
  }

  if (failed !== null) {
    return (
      <ErrorState
        text={failed}
        labels={{ prefix: te('prefix'), generic: te('generic'), retry: te('retry') }}
        onRetry={reload}
      />
    );
  }
  if (!settings) return <Skeleton label={t('loading')} lines={2} />;
  return (
    <div className={f.stack}>
      <table className={s.switches} data-testid="notification-switches">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('type')}</th>
            <th scope="col">{t('inApp')}</th>
            <th scope="col">{t('push')}</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((type) => (
            <tr key={type}>
              <th scope="row">{t(`types.${type}`)}</th>
              {(['inApp', 'push'] as const).map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    className={s.switch}
                    checked={notificationEnabled(settings, type, channel)}
                    onChange={(e) => void toggle(type, channel, e.target.checked)}
                    aria-label={t('switch', { type: t(`types.${type}`), channel: t(channel) })}
                    data-testid={`notify-${type}-${channel}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={f.hint}>{t('pushHint')}</p>
      <ActionStatus state={state} testId="notifications-status" />
    </div>
  );
}
