import { envelope } from '@drishti/contracts/envelope';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const cookieHeader = vi.hoisted(() => ({ value: 'drishti_session=abc; NEXT_LOCALE=hi' }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ cookie: cookieHeader.value }),
}));

const { getServer, serverApiBaseUrl, serverClient } = await import('./server');

/** A contract's response schema, as the contracts build them. */
const reminderListResponse = envelope(z.array(z.object({ id: z.string(), title: z.string() })));
const reminder = { id: '7c0d5c1e-0000-4000-8000-000000000001', title: 'Surya arghya' };

function answering(status: number, body: unknown, raw = false) {
  const seen: { url: string; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Response(raw ? String(body) : JSON.stringify(body), { status });
  };
  return { fetch, seen };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('getServer', () => {
  it('forwards the cookies and the language, and returns the checked data', async () => {
    const { fetch, seen } = answering(200, { success: true, data: [reminder] });
    vi.stubEnv('PORT', '4100');
    const res = await getServer('/api/users/reminders', reminderListResponse, { locale: 'hi', cookies: true, fetch });
    expect(res).toEqual({ ok: true, data: [reminder] });
    expect(seen[0]!.url).toBe('http://localhost:4100/api/users/reminders');
    expect(seen[0]!.headers.get('cookie')).toBe('drishti_session=abc; NEXT_LOCALE=hi');
    expect(seen[0]!.headers.get('x-lang')).toBe('hi');
  });

  it('sends no cookie to public reads', async () => {
    const { fetch, seen } = answering(200, { success: true, data: [] });
    await getServer('/api/users/reminders', reminderListResponse, { locale: 'en', fetch });
    expect(seen[0]!.headers.get('cookie')).toBeNull();
    expect(seen[0]!.headers.get('x-lang')).toBe('en');
  });

  it("returns a failure's status with the API's own message, or null when it gave none", async () => {
    const refused = answering(404, { success: false, message: 'No such reminder' });
    expect(await getServer('/x', reminderListResponse, { locale: 'en', fetch: refused.fetch })).toEqual({
      ok: false,
      status: 404,
      message: 'No such reminder',
    });
    const silent = answering(500, '<html>Internal error</html>', true);
    expect(await getServer('/x', reminderListResponse, { locale: 'en', fetch: silent.fetch })).toEqual({
      ok: false,
      status: 500,
      message: null,
    });
  });

  it('calls an answer that breaks the contract a 502', async () => {
    const { fetch } = answering(200, { success: true, data: [{ id: 42 }] });
    expect(await getServer('/x', reminderListResponse, { locale: 'en', fetch })).toEqual({
      ok: false,
      status: 502,
      message: null,
    });
  });

  it('calls no answer at all (as during next build) a 503, never throwing', async () => {
    const fetch: typeof globalThis.fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await getServer('/x', reminderListResponse, { locale: 'en', fetch })).toEqual({
      ok: false,
      status: 503,
      message: null,
    });
  });
});

describe('serverClient', () => {
  it('is the one client, aimed at this process, with the cookies when asked', async () => {
    const { fetch, seen } = answering(200, { success: true, data: { coins: 5 } });
    const api = await serverClient('hi', { cookies: true, fetch, baseUrl: 'http://localhost:3203' });
    expect(await api.get('/api/wallet')).toEqual({ success: true, data: { coins: 5 }, status: 200 });
    expect(seen[0]!.url).toBe('http://localhost:3203/api/wallet');
    expect(seen[0]!.headers.get('cookie')).toBe('drishti_session=abc; NEXT_LOCALE=hi');
  });
});

describe('serverApiBaseUrl', () => {
  it('talks to localhost on the port the product listens on', () => {
    expect(serverApiBaseUrl('3203')).toBe('http://localhost:3203');
    expect(serverApiBaseUrl(undefined)).toBe('http://localhost:3000');
    expect(serverApiBaseUrl('')).toBe('http://localhost:3000');
    vi.stubEnv('PORT', '4100');
    expect(serverApiBaseUrl()).toBe('http://localhost:4100');
  });
});
