'use client';

import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { fetchLoginState } from '@/lib/login-state';
import s from './notifications.module.css';

/** How often the bell asks again (ms), while the page is visible. */
const POLL_MS = 60_000;

/**
 * The header's notification bell: a link to /notifications with the unread count. The first count
 * comes with the account entry's `/login/state`; the bell asks `/login/state` again every minute
 * while the tab is visible and when it becomes visible again. That route always answers 200, so a
 * page left open after its session ends logs no failed request: the bell calls `onSignedOut` and
 * the header turns back into "Sign in".
 *
 * Props (plain strings, so a server component can pass them): `label` — the accessible name
 * without a count ("Notifications"); `unreadLabel` — the name with a count, `{count}` standing
 * for the number ("Notifications, {count} unread"), both in the page's language.
 */
export function NotificationBell({
  label,
  unreadLabel,
  initial = 0,
  onSignedOut,
}: {
  label: string;
  unreadLabel: string;
  initial?: number;
  onSignedOut?: () => void;
}) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    let live = true;
    const load = async () => {
      if (document.visibilityState !== 'visible') return;
      const login = await fetchLoginState();
      // Offline or a broken answer: keep the last count.
      if (!live || !login) return;
      if (!login.signedIn) onSignedOut?.();
      else if (login.unread !== undefined) setCount(login.unread);
    };
    const timer = setInterval(load, POLL_MS);
    document.addEventListener('visibilitychange', load);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', load);
    };
  }, [onSignedOut]);
  return (
    <Link
      href="/notifications"
      className={s.bell}
      aria-label={count > 0 ? unreadLabel.replace('{count}', String(count)) : label}
      data-testid="notification-bell"
      data-unread={count}
    >
      <Bell aria-hidden="true" size={22} />
      {count > 0 && (
        <span className={s.bellCount} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
