import { deviceFromUserAgent } from '@drishti/core/auth/user-agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
let clock = new Date('2026-11-22T06:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock }, { rateLimits: false });
});
afterAll(async () => {
  await api.close();
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signIn(phone: string, userAgent: string): Promise<Headers> {
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { phone, code },
    headers: { 'user-agent': userAgent },
  });
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}
const get = (url: string, headers: Headers) => api.app.inject({ method: 'GET', url, headers });
const del = (url: string, headers: Headers) => api.app.inject({ method: 'DELETE', url, headers });
type Row = {
  id: string;
  browser: string | null;
  os: string | null;
  current: boolean;
  signedInAt: string;
  lastSeenAt: string;
};
const list = async (h: Headers) => (await get('/api/users/me/sessions', h)).json().data as Row[];

describe('session review and sign-out everywhere', () => {
  it('names browsers and systems from user agents', () => {
    expect(deviceFromUserAgent(ANDROID_CHROME)).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(deviceFromUserAgent(IPHONE_SAFARI)).toEqual({ browser: 'Safari', os: 'iPhone' });
    expect(deviceFromUserAgent(WINDOWS_FIREFOX)).toEqual({ browser: 'Firefox', os: 'Windows' });
    expect(
      deviceFromUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(deviceFromUserAgent('curl/8.5')).toEqual({ browser: null, os: null });
    expect(deviceFromUserAgent(null)).toEqual({ browser: null, os: null });
  });

  it('lists my sessions with device, sign-in and last-seen times, and ends one or all', async () => {
    const phone = '9733000001';
    const phoneSession = await signIn(phone, ANDROID_CHROME);
    advance(60_000);
    const laptop = await signIn(phone, WINDOWS_FIREFOX);
    advance(60_000);
    const tablet = await signIn(phone, IPHONE_SAFARI);
    const other = await signIn('9733000002', ANDROID_CHROME);

    expect((await get('/api/users/me/sessions', {})).statusCode).toBe(401);
    const seen = await list(laptop);
    expect(seen).toHaveLength(3);
    expect(seen.find((s) => s.current)).toMatchObject({ browser: 'Firefox', os: 'Windows' });
    expect(seen.map((s) => s.os).sort()).toEqual(['Android', 'Windows', 'iPhone']);
    const android = seen.find((s) => s.os === 'Android')!;
    expect(android.signedInAt).toBe('2026-11-22T06:00:00.000Z');
    // Last seen moves on with use (written at most every 5 minutes).
    advance(10 * 60_000);
    await get('/api/auth/me', phoneSession);
    expect((await list(laptop)).find((s) => s.id === android.id)!.lastSeenAt).toBe(clock.toISOString());
    expect((await list(laptop))[0]!.id).toBe(android.id);
    // Nothing in the list is the cookie or its stored hash.
    expect(JSON.stringify(seen)).not.toContain(phoneSession.cookie!.split('=')[1]);

    // Another user cannot end my session.
    expect((await del(`/api/users/me/sessions/${android.id}`, other)).statusCode).toBe(404);
    expect((await get('/api/auth/me', phoneSession)).statusCode).toBe(200);
    // I end the phone's session from the laptop: the phone is signed out, the laptop is not.
    const ended = await del(`/api/users/me/sessions/${android.id}`, laptop);
    expect(ended.json().data).toEqual({ ended: 1, signedOut: false });
    expect((await get('/api/auth/me', phoneSession)).statusCode).toBe(401);
    expect((await get('/api/auth/me', laptop)).statusCode).toBe(200);
    expect((await del(`/api/users/me/sessions/${android.id}`, laptop)).statusCode).toBe(404);
    expect((await del('/api/users/me/sessions/not-an-id', laptop)).statusCode).toBe(400);

    // Sign out everywhere: the tablet and the laptop itself.
    const all = await del('/api/users/me/sessions', laptop);
    expect(all.json().data).toEqual({ ended: 2, signedOut: true });
    expect(all.cookies.find((c) => c.name === 'drishti_session')?.value).toBe('');
    expect((await get('/api/auth/me', tablet)).statusCode).toBe(401);
    expect((await get('/api/auth/me', laptop)).statusCode).toBe(401);
    expect((await get('/api/auth/me', other)).statusCode).toBe(200);
  });

  it('ends every session when the account is deleted', async () => {
    const phone = '9733000003';
    const a = await signIn(phone, ANDROID_CHROME);
    advance(60_000); // a second code may be sent after the resend wait
    const b = await signIn(phone, WINDOWS_FIREFOX);
    expect(await list(b)).toHaveLength(2);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: a,
      payload: { confirm: 'DELETE' },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/auth/me', a)).statusCode).toBe(401);
    expect((await get('/api/auth/me', b)).statusCode).toBe(401);
  });
});
