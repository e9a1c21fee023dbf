'use client';

import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import s from './notifications.module.css';

/** How often the bell asks again (ms), while the page is visible. */
const POLL_MS = 60_000;

/**
 * The header's notification bell: a link to /notifications with the unread count, fetched from
 * `GET /api/users/notifications/unread-count` on mount, every minute while the tab is visible and
 * when it becomes visible again. Render it only for signed-in visitors.
 *
 * Props (plain strings, so a server component can pass them): `label` — the accessible name
 * without a count ("Notifications"); `unreadLabel` — the name with a count, `{count}` standing
 * for the number ("Notifications, {count} unread"), both in the page's language.
 */
export function NotificationBell({ label, unreadLabel }: { label: string; unreadLabel: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const load = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const res = await fetch('/api/users/notifications/unread-count', {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
          cache: 'no-store',
        });
        if (!res.ok) return;
        const json = (await res.json()) as { data?: { unread?: unknown } };
        if (live && typeof json.data?.unread === 'number') setCount(json.data.unread);
      } catch {
        // Offline: keep the last count.
      }
    };
    void load();
    const timer = setInterval(load, POLL_MS);
    document.addEventListener('visibilitychange', load);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', load);
    };
  }, []);
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
