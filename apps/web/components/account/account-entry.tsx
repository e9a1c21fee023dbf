'use client';

import { LogIn } from 'lucide-react';
import NextLink from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { useVisiblePath } from '@/components/layout/visible-path';
import { fetchLoginState } from '@/lib/login-state';
import type { AccountMenu } from './account-menu';
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
 * The header's account entry: "Sign in" until the server says this browser has a session, then
 * the bell and a small menu with the wallet, my bookings and sign out. The header stays static;
 * only this asks. The signed-in half (./account-menu.tsx) comes by dynamic import once it is
 * needed, so that every page's first JavaScript carries only the sign-in link.
 */
export function AccountEntry({ locale, labels }: { locale: 'en' | 'hi'; labels: AccountEntryLabels }) {
  const [state, setState] = useState<State>('unknown');
  const [unread, setUnread] = useState(0);
  const [Menu, setMenu] = useState<typeof AccountMenu | null>(null);
  const signedOut = useCallback(() => setState('signed-out'), []);
  // The full path, with /hi for Hindi: what the sign-in page expects as `next`.
  const pathname = useVisiblePath();

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

  useEffect(() => {
    if (state !== 'signed-in' || Menu) return;
    let alive = true;
    import('./account-menu').then(
      (m) => {
        // A component in state is set through a function, or React would call it as an updater.
        if (alive) setMenu(() => m.AccountMenu);
      },
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [state, Menu]);

  if (state === 'signed-in' && Menu)
    return <Menu locale={locale} labels={labels} unread={unread} onSignedOut={signedOut} />;

  const login = locale === 'hi' ? '/hi/login' : '/login';
  const onLogin = pathname === login;
  return (
    <NextLink
      href={onLogin ? login : `${login}?${new URLSearchParams({ next: pathname })}`}
      className={s.entry}
      // Most visitors never sign in: no prefetch of the sign-in page on every page view.
      prefetch={false}
      data-testid="account-sign-in"
    >
      <LogIn aria-hidden="true" size={20} />
      <span className={s.label}>{labels.signIn}</span>
    </NextLink>
  );
}
