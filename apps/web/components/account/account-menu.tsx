'use client';

import {
  Bell,
  BellRing,
  CalendarCheck,
  CircleUserRound,
  LifeBuoy,
  LogOut,
  MessagesSquare,
  Settings,
  Wallet,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NotificationBell } from '@/components/notifications/bell';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import type { AccountEntryLabels } from './account-entry';
import s from './account-entry.module.css';

/**
 * The signed-in half of the header's account entry: the notification bell and the account menu
 * (wallet, bookings, … sign out). Loaded by the entry only once `/login/state` says this browser
 * is signed in, so that readers who never sign in do not download it.
 */
export function AccountMenu({
  locale,
  labels,
  unread,
  onSignedOut,
}: {
  locale: 'en' | 'hi';
  labels: AccountEntryLabels;
  unread: number;
  onSignedOut: () => void;
}) {
  const [leaving, setLeaving] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);

  // Close the menu on Escape and when focus or a click goes elsewhere.
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
      document.removeEventListener('focusin', close);
    };
  }, []);

  async function signOut() {
    setLeaving(true);
    await clientApi(locale).post('/api/auth/logout');
    window.location.assign(locale === 'hi' ? '/hi' : '/');
  }

  return (
    <>
      <NotificationBell
        label={labels.bell}
        unreadLabel={labels.bellUnread}
        initial={unread}
        onSignedOut={onSignedOut}
      />
      <details ref={menu} className={s.menu} data-testid="account-menu">
        <summary className={s.entry} aria-label={labels.accountLabel}>
          <CircleUserRound aria-hidden="true" size={20} />
          <span className={s.label}>{labels.account}</span>
        </summary>
        <ul className={s.panel}>
          <li>
            <Link href="/wallet" className={s.item}>
              <Wallet aria-hidden="true" size={20} />
              {labels.wallet}
            </Link>
          </li>
          <li>
            <Link href="/bookings" className={s.item}>
              <CalendarCheck aria-hidden="true" size={20} />
              {labels.bookings}
            </Link>
          </li>
          <li>
            <Link href="/consultations" className={s.item}>
              <MessagesSquare aria-hidden="true" size={20} />
              {labels.consultations}
            </Link>
          </li>
          <li>
            <Link href="/reminders" className={s.item}>
              <BellRing aria-hidden="true" size={20} />
              {labels.reminders}
            </Link>
          </li>
          <li>
            <Link href="/notifications" className={s.item}>
              <Bell aria-hidden="true" size={20} />
              {labels.notifications}
            </Link>
          </li>
          <li>
            <Link href="/support" className={s.item}>
              <LifeBuoy aria-hidden="true" size={20} />
              {labels.support}
            </Link>
          </li>
          <li>
            <Link href="/account" className={s.item}>
              <Settings aria-hidden="true" size={20} />
              {labels.settings}
            </Link>
          </li>
          <li>
            <button type="button" className={s.item} onClick={signOut} disabled={leaving} data-testid="sign-out">
              <LogOut aria-hidden="true" size={20} />
              {leaving ? labels.signingOut : labels.signOut}
            </button>
          </li>
        </ul>
      </details>
    </>
  );
}
