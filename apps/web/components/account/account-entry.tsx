'use client';

import {
  Bell,
  BellRing,
  CalendarCheck,
  CircleUserRound,
  LifeBuoy,
  LogIn,
  LogOut,
  MessagesSquare,
  Settings,
  Wallet,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NotificationBell } from '@/components/notifications/bell';
import { Link, usePathname } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import { fetchLoginState } from '@/lib/login-state';
import s from './account-entry.module.css';

export interface AccountEntryLabels {
  signIn: string;
  account: string;
  accountLabel: string;
  wallet: string;
  bookings: string;
  consultations: string;
  reminders: string;
  notifications: string;
  support: string;
  settings: string;
  /** The notification bell's name, and with `{count}` unread. */
  bell: string;
  bellUnread: string;
  signOut: string;
  signingOut: string;
}

type State = 'unknown' | 'signed-out' | 'signed-in';

/**
 * The header's account entry: "Sign in" until the server says this browser has a session, then a
 * small menu with the wallet, my bookings and sign out. The header stays static; only this asks.
 */
export function AccountEntry({ locale, labels }: { locale: 'en' | 'hi'; labels: AccountEntryLabels }) {
  const [state, setState] = useState<State>('unknown');
  const [unread, setUnread] = useState(0);
  const signedOut = useCallback(() => setState('signed-out'), []);
  const [leaving, setLeaving] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    let alive = true;
    void fetchLoginState().then((login) => {
      if (!alive) return;
      setUnread(login?.unread ?? 0);
      setState(login?.signedIn ? 'signed-in' : 'signed-out');
    });
    return () => {
      alive = false;
    };
  }, []);

  // Close the menu on Escape and when focus or a click goes elsewhere.
  useEffect(() => {
    if (state !== 'signed-in') return;
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
  }, [state]);

  async function signOut() {
    setLeaving(true);
    await clientApi(locale).post('/api/auth/logout');
    window.location.assign(locale === 'hi' ? '/hi' : '/');
  }

  if (state !== 'signed-in') {
    const onLogin = pathname === '/login';
    return (
      <Link
        href={onLogin ? '/login' : { pathname: '/login', query: { next: localePath(locale, pathname) } }}
        className={s.entry}
        // Most visitors never sign in: no prefetch of the sign-in page on every page view.
        prefetch={false}
        data-testid="account-sign-in"
      >
        <LogIn aria-hidden="true" size={20} />
        <span className={s.label}>{labels.signIn}</span>
      </Link>
    );
  }

  return (
    <>
      <NotificationBell label={labels.bell} unreadLabel={labels.bellUnread} initial={unread} onSignedOut={signedOut} />
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

/** The path with the language prefix, as the sign-in page expects `next`. */
function localePath(locale: 'en' | 'hi', pathname: string): string {
  return locale === 'hi' ? `/hi${pathname === '/' ? '' : pathname}` : pathname;
}
