import { afterEach, describe, expect, it, vi } from 'vitest';

const jar = { value: '' };
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const hit = jar.value
        .split('; ')
        .map((pair) => pair.split('='))
        .find(([k]) => k === name);
      return hit ? { name, value: hit[1] ?? '' } : undefined;
    },
  }),
  headers: async () => new Headers(jar.value ? { cookie: jar.value } : {}),
}));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`REDIRECT ${url}`);
  },
}));
vi.mock('react', async (orig) => ({ ...(await orig<typeof import('react')>()), cache: <T>(fn: T) => fn }));

const { currentUser, fetchCurrentUser, loginHref, requireUser } = await import('./session');

const me = { id: 'u1', phone: '919876500001', name: null, role: 'user', locale: 'en' };

function fakeFetch(status: number, body: unknown) {
  const seen: { url: string; cookie: string | null }[] = [];
  const fn: typeof fetch = async (input, init) => {
    seen.push({ url: String(input), cookie: new Headers(init?.headers).get('cookie') });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fn, seen };
}

afterEach(() => {
  jar.value = '';
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('fetchCurrentUser', () => {
  it('forwards the cookie to /api/auth/me and returns the user', async () => {
    const f = fakeFetch(200, { success: true, data: me });
    const user = await fetchCurrentUser('drishti_session=abc; NEXT_LOCALE=hi', {
      baseUrl: 'http://localhost:3211',
      fetch: f.fn,
    });
    expect(user).toEqual(me);
    expect(f.seen).toEqual([
      { url: 'http://localhost:3211/api/auth/me', cookie: 'drishti_session=abc; NEXT_LOCALE=hi' },
    ]);
  });

  it('returns null without asking when there is no session cookie', async () => {
    const f = fakeFetch(200, { success: true, data: me });
    expect(await fetchCurrentUser('NEXT_LOCALE=hi', { fetch: f.fn })).toBeNull();
    expect(f.seen).toHaveLength(0);
  });

  it('returns null on 401, malformed data and network failure', async () => {
    const cookie = 'drishti_session=abc';
    expect(await fetchCurrentUser(cookie, { fetch: fakeFetch(401, { success: false, message: 'x' }).fn })).toBeNull();
    expect(await fetchCurrentUser(cookie, { fetch: fakeFetch(200, { success: true, data: { id: 1 } }).fn })).toBeNull();
    const broken: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await fetchCurrentUser(cookie, { fetch: broken })).toBeNull();
  });
});

describe('currentUser', () => {
  it('uses the request cookie and the PORT the product listens on', async () => {
    vi.stubEnv('PORT', '4321');
    const f = fakeFetch(200, { success: true, data: me });
    vi.stubGlobal('fetch', f.fn);
    jar.value = 'drishti_session=tok123';
    expect(await currentUser()).toEqual(me);
    expect(f.seen[0]).toEqual({ url: 'http://localhost:4321/api/auth/me', cookie: 'drishti_session=tok123' });
  });

  it('is null when signed out', async () => {
    const f = fakeFetch(200, { success: true, data: me });
    vi.stubGlobal('fetch', f.fn);
    expect(await currentUser()).toBeNull();
    expect(f.seen).toHaveLength(0);
  });
});

describe('requireUser and loginHref', () => {
  it('builds the sign-in path for each language', () => {
    expect(loginHref('en')).toBe('/login');
    expect(loginHref('hi', '/hi/wallet')).toBe('/hi/login?next=%2Fhi%2Fwallet');
  });

  it('redirects signed-out visitors to the sign-in page with next', async () => {
    await expect(requireUser('en', '/bookings')).rejects.toThrow('REDIRECT /login?next=%2Fbookings');
  });

  it('returns the user when signed in', async () => {
    vi.stubGlobal('fetch', fakeFetch(200, { success: true, data: me }).fn);
    jar.value = 'drishti_session=tok';
    await expect(requireUser('hi', '/hi/bookings')).resolves.toEqual(me);
  });
});
