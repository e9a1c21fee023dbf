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
import { getTranslations } from 'next-intl/server';
import n from '@/components/notifications/notifications.module.css';
import s from './account-entry.module.css';

const MENU = [
  { href: '/wallet', key: 'wallet', Icon: Wallet },
  { href: '/bookings', key: 'bookings', Icon: CalendarCheck },
  { href: '/consultations', key: 'consultations', Icon: MessagesSquare },
  { href: '/reminders', key: 'reminders', Icon: BellRing },
  { href: '/notifications', key: 'notifications', Icon: Bell },
  { href: '/support', key: 'support', Icon: LifeBuoy },
  { href: '/account', key: 'settings', Icon: Settings },
] as const;

/**
 * The header's account entry, on every page: "Sign in" until `/login/state` says this browser has
 * a session, then the notification bell (with the unread count) and the account menu (wallet,
 * bookings, … sign out). The page's HTML is the same for everyone (it is cached), so both halves
 * are in it and apps/web/islands/every-page/account.ts asks the server and shows the right one; the
 * sign-in link gets the page being read as `next` when it is followed. The signed-in links get
 * their `href` (from `data-account-href`) only once shown, so that crawlers and link checks do not
 * follow links to pages that only send a signed-out visitor to the sign-in page. Without
 * JavaScript the sign-in link is all there is.
 */
export async function AccountEntry({ locale }: { locale: 'en' | 'hi' }) {
  const t = await getTranslations({ locale, namespace: 'account.menu' });
  const r = await getTranslations({ locale, namespace: 'reminders.notifications' });
  const login = locale === 'hi' ? '/hi/login' : '/login';
  const local = (href: string) => (locale === 'hi' ? `/hi${href}` : href);
  // Where a signed-in link leads a reader who is not signed in (and a crawler): the sign-in page,
  // back to that link afterwards. The island points it at the page itself once signed in.
  const viaSignIn = (href: string) => `${login}?${new URLSearchParams({ next: local(href) })}`;
  const bellUnread = r.raw('bellUnread') as string;
  return (
    <div className={s.entryIsland} data-island="account" data-lang={locale} data-login={login}>
      <div className={s.part} data-account="signed-out">
        {/* A plain link: `next` is set from the address bar when it is followed (React pages move client-side). */}
        <a href={login} className={s.entry} data-testid="account-sign-in" data-account-sign-in="">
          <LogIn aria-hidden="true" size={20} />
          <span className={s.label}>{t('signIn')}</span>
        </a>
      </div>
      <div className={s.part} data-account="signed-in" hidden>
        <a
          href={viaSignIn('/notifications')}
          data-account-href={local('/notifications')}
          className={n.bell}
          aria-label={r('bell')}
          data-testid="notification-bell"
          data-unread="0"
          data-label={r('bell')}
          data-unread-label={bellUnread}
          data-account-bell=""
        >
          <Bell aria-hidden="true" size={22} />
          <span className={n.bellCount} aria-hidden="true" data-account-count="" hidden />
        </a>
        <details className={s.menu} data-testid="account-menu">
          <summary className={s.entry} aria-label={t('accountLabel')}>
            <CircleUserRound aria-hidden="true" size={20} />
            <span className={s.label}>{t('account')}</span>
          </summary>
          <ul className={s.panel}>
            {MENU.map(({ href, key, Icon }) => (
              <li key={key}>
                <a href={viaSignIn(href)} data-account-href={local(href)} className={s.item}>
                  <Icon aria-hidden="true" size={20} />
                  {t(key)}
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={s.item}
                data-testid="sign-out"
                data-account-sign-out=""
                data-busy-label={t('signingOut')}
              >
                <LogOut aria-hidden="true" size={20} />
                <span>{t('signOut')}</span>
              </button>
            </li>
          </ul>
        </details>
      </div>
    </div>
  );
}
