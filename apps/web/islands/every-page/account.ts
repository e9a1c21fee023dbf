/**
 * The header's account entry (components/account/account-entry.tsx). Asks `/login/state` once the
 * page is up and shows the signed-in half (bell and menu) or keeps "Sign in"; while signed in it
 * asks again every minute the tab is visible and when it becomes visible, so the bell's count
 * stays fresh and a session that ended turns the header back into "Sign in". The sign-in link
 * carries the page being read as `next`, read from the address bar when it is followed. The menu
 * closes on Escape (focus back on its button) and when a click or focus goes elsewhere. Sign out
 * ends the session (in the app shells, after this device stops receiving the account's pushes),
 * then loads the home page of the language.
 */
import { fetchLoginState } from '@/lib/login-state';

/** How often the signed-in header asks again (ms), while the page is visible. */
export const POLL_MS = 60_000;

/** The sign-in link for a reader on `path`: back there afterwards, unless already on the sign-in page. */
export function signInHref(login: string, path: string): string {
  return path === login ? login : `${login}?${new URLSearchParams({ next: path })}`;
}

/** The bell's badge: the count, shortened past 99. */
export const badge = (count: number) => (count > 99 ? '99+' : String(count));

export function mount(root: HTMLElement): void {
  const lang = root.dataset.lang === 'hi' ? 'hi' : 'en';
  const login = root.dataset.login ?? '/login';
  const signedOut = root.querySelector<HTMLElement>('[data-account="signed-out"]');
  const signedIn = root.querySelector<HTMLElement>('[data-account="signed-in"]');
  const link = root.querySelector<HTMLAnchorElement>('[data-account-sign-in]');
  const bell = root.querySelector<HTMLElement>('[data-account-bell]');
  const count = bell?.querySelector<HTMLElement>('[data-account-count]');
  const menu = root.querySelector<HTMLDetailsElement>('details');
  const signOut = root.querySelector<HTMLButtonElement>('[data-account-sign-out]');
  if (!signedOut || !signedIn || !link || !bell || !count || !menu || !signOut) return;

  const point = () => link.setAttribute('href', signInHref(login, location.pathname));
  point();
  for (const event of ['pointerdown', 'focus', 'click']) link.addEventListener(event, point);

  let isSignedIn = false;
  const showCount = (unread: number) => {
    bell.dataset.unread = String(unread);
    const named = unread > 0 ? (bell.dataset.unreadLabel ?? '').replace('{count}', String(unread)) : bell.dataset.label;
    bell.setAttribute('aria-label', named ?? '');
    count.textContent = unread > 0 ? badge(unread) : '';
    count.hidden = unread <= 0;
  };
  const show = (inside: boolean) => {
    isSignedIn = inside;
    // Signed out (or not yet known), a signed-in link leads to the sign-in page and back to it.
    for (const a of signedIn.querySelectorAll<HTMLAnchorElement>('a[data-account-href]'))
      a.setAttribute('href', inside ? (a.dataset.accountHref ?? '') : signInHref(login, a.dataset.accountHref ?? ''));
    signedOut.hidden = inside;
    signedIn.hidden = !inside;
    if (!inside) menu.open = false;
  };
  const ask = async () => {
    const state = await fetchLoginState();
    // Offline or a broken answer: keep what is shown.
    if (!state) return;
    show(state.signedIn);
    if (state.signedIn && state.unread !== undefined) showCount(state.unread);
  };
  void ask();
  const again = () => {
    if (isSignedIn && document.visibilityState === 'visible') void ask();
  };
  setInterval(again, POLL_MS);
  document.addEventListener('visibilitychange', again);

  const close = (event: Event) => {
    if (!menu.open) return;
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape') return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    // A click elsewhere, or on one of its links (React pages move on without a page load).
    if (target && (!menu.contains(target) || (event.type === 'click' && target.closest('a')))) menu.open = false;
  };
  document.addEventListener('keydown', close);
  document.addEventListener('click', close);
  document.addEventListener('focusin', close);

  signOut.addEventListener('click', async () => {
    signOut.disabled = true;
    const text = signOut.querySelector('span');
    if (text && signOut.dataset.busyLabel) text.textContent = signOut.dataset.busyLabel;
    if ((window as { Capacitor?: unknown }).Capacitor) {
      const { forgetNativePushToken } = await import('@/components/pwa/native-bridge');
      await forgetNativePushToken().catch(() => false);
    }
    // A plain request (the typed API client would add a kilobyte to every page): whatever the
    // answer, the home page loads next and shows what the server says.
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { accept: 'application/json', 'x-lang': lang },
      credentials: 'same-origin',
    }).catch(() => undefined);
    window.location.assign(lang === 'hi' ? '/hi' : '/');
  });
}
