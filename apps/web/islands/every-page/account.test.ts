// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badge, mount, POLL_MS, signInHref } from './account';

function entry() {
  document.body.innerHTML = `
    <div data-island="account" data-lang="hi" data-login="/hi/login">
      <div data-account="signed-out"><a href="/hi/login" data-account-sign-in>साइन इन</a></div>
      <div data-account="signed-in" hidden>
        <a href="/hi/login?next=%2Fhi%2Fnotifications" data-account-href="/hi/notifications" data-account-bell data-unread="0" aria-label="सूचनाएँ"
          data-label="सूचनाएँ" data-unread-label="सूचनाएँ, {count} अपठित"><span data-account-count hidden></span></a>
        <details><summary>खाता</summary>
          <a href="/hi/login?next=%2Fhi%2Fwallet" data-account-href="/hi/wallet">वॉलेट</a>
          <button type="button" data-account-sign-out data-busy-label="साइन आउट हो रहा है…"><span>साइन आउट</span></button>
        </details>
      </div>
    </div>
    <p id="outside">Page</p>`;
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  const q = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  return {
    root,
    signedOut: q('[data-account="signed-out"]'),
    signedIn: q('[data-account="signed-in"]'),
    link: q<HTMLAnchorElement>('[data-account-sign-in]'),
    bell: q('[data-account-bell]'),
    count: q('[data-account-count]'),
    menu: q<HTMLDetailsElement>('details'),
    signOut: q<HTMLButtonElement>('[data-account-sign-out]'),
  };
}

/** `/login/state` and the API as the server answers them; `answers` are given in turn to /login/state. */
function server(answers: unknown[]) {
  const calls: { url: string; method: string }[] = [];
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      if (url === '/login/state') return Response.json(answers[Math.min(i++, answers.length - 1)]);
      return Response.json({ success: true, data: null });
    }),
  );
  return calls;
}

describe('account island', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    history.replaceState(null, '', '/hi/nakshatras/rohini');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a signed-out reader to sign in and back to the page read when the link is followed', async () => {
    server([{ signedIn: false }]);
    const e = entry();
    mount(e.root);
    expect(e.link.getAttribute('href')).toBe('/hi/login?next=%2Fhi%2Fnakshatras%2Frohini');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/login/state', expect.anything()));
    expect(e.signedOut.hidden).toBe(false);
    expect(e.signedIn.hidden).toBe(true);
    expect(e.bell.getAttribute('href')).toBe('/hi/login?next=%2Fhi%2Fnotifications');
    // The page changed under it (a client-side navigation on a React page).
    history.replaceState(null, '', '/hi/tarot');
    e.link.dispatchEvent(new Event('pointerdown'));
    expect(e.link.getAttribute('href')).toBe('/hi/login?next=%2Fhi%2Ftarot');
    expect(signInHref('/login', '/login')).toBe('/login');
  });

  it('shows the bell with the unread count and the menu when signed in, and follows the count', async () => {
    const calls = server([
      { signedIn: true, role: 'user', unread: 3 },
      { signedIn: true, role: 'user', unread: 120 },
      { signedIn: false },
    ]);
    const e = entry();
    mount(e.root);
    await vi.waitFor(() => expect(e.signedIn.hidden).toBe(false));
    expect(e.signedOut.hidden).toBe(true);
    expect(e.bell.dataset.unread).toBe('3');
    expect(e.bell.getAttribute('aria-label')).toBe('सूचनाएँ, 3 अपठित');
    expect(e.count.hidden).toBe(false);
    expect(e.count.textContent).toBe('3');
    // Its links lead somewhere only now.
    expect(e.bell.getAttribute('href')).toBe('/hi/notifications');
    expect(e.menu.querySelector('a')!.getAttribute('href')).toBe('/hi/wallet');
    vi.advanceTimersByTime(POLL_MS);
    await vi.waitFor(() => expect(e.bell.dataset.unread).toBe('120'));
    expect(e.count.textContent).toBe(badge(120));
    expect(badge(120)).toBe('99+');
    // The session ended elsewhere: back to "Sign in".
    vi.advanceTimersByTime(POLL_MS);
    await vi.waitFor(() => expect(e.signedIn.hidden).toBe(true));
    expect(e.signedOut.hidden).toBe(false);
    expect(e.bell.getAttribute('href')).toBe('/hi/login?next=%2Fhi%2Fnotifications');
    expect(calls.filter((c) => c.url === '/login/state')).toHaveLength(3);
  });

  it('keeps what it shows when the state cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const e = entry();
    mount(e.root);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await Promise.resolve();
    expect(e.signedOut.hidden).toBe(false);
    expect(e.signedIn.hidden).toBe(true);
  });

  it('closes the menu on Escape and outside clicks, and signs out to the home page', async () => {
    const calls = server([{ signedIn: true, unread: 0 }]);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, pathname: '/hi/nakshatras/rohini', assign });
    const e = entry();
    mount(e.root);
    await vi.waitFor(() => expect(e.signedIn.hidden).toBe(false));
    expect(e.bell.getAttribute('aria-label')).toBe('सूचनाएँ');
    expect(e.count.hidden).toBe(true);
    e.menu.open = true;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(e.menu.open).toBe(false);
    expect(document.activeElement).toBe(e.menu.querySelector('summary'));
    e.menu.open = true;
    document.getElementById('outside')!.click();
    expect(e.menu.open).toBe(false);

    e.signOut.click();
    expect(e.signOut.disabled).toBe(true);
    expect(e.signOut.textContent).toBe('साइन आउट हो रहा है…');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/hi'));
    expect(calls).toContainEqual({ url: '/api/auth/logout', method: 'POST' });
  });
});
