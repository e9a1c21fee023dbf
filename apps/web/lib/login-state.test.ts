import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLoginState } from './login-state';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('fetchLoginState', () => {
  it('asks /login/state, uncached, and reads a signed-in answer with its unread count', async () => {
    const fetch = answer(200, { signedIn: true, role: 'user', unread: 3 });
    vi.stubGlobal('fetch', fetch);
    expect(await fetchLoginState()).toEqual({ signedIn: true, role: 'user', unread: 3 });
    expect(fetch).toHaveBeenCalledWith('/login/state', { cache: 'no-store', credentials: 'same-origin' });
  });

  it('reads a signed-out answer', async () => {
    vi.stubGlobal('fetch', answer(200, { signedIn: false }));
    expect(await fetchLoginState()).toEqual({ signedIn: false });
  });

  it('cannot tell (null) on an error status, a broken body or no network', async () => {
    vi.stubGlobal('fetch', answer(502, { signedIn: true }));
    expect(await fetchLoginState()).toBeNull();
    vi.stubGlobal('fetch', answer(200, { unread: 2 }));
    expect(await fetchLoginState()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await fetchLoginState()).toBeNull();
  });

  it('leaves out fields of the wrong type', async () => {
    vi.stubGlobal('fetch', answer(200, { signedIn: true, role: 7, unread: '3' }));
    expect(await fetchLoginState()).toEqual({ signedIn: true });
  });
});
