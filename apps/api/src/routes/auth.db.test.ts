import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });

async function codeFor(phone: string) {
  const res = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
  expect(res.statusCode).toBe(200);
  return res.json().data[0].text.match(/\b(\d{6})\b/)[1] as string;
}

describe('sign-in API', () => {
  it('signs in with phone and code, sets a safe cookie, and signs out on the server', async () => {
    const sent = await post('/api/auth/otp', { phone: '9876543210' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: 'Sent, Please check your phone!' });

    const verified = await post('/api/auth/verify', { phone: '9876543210', code: await codeFor('919876543210') });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ phone: '919876543210', role: 'user' });
    const cookie = verified.cookies.find((c) => c.name === 'drishti_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy(); // localhost
    const jar = { cookie: `drishti_session=${cookie.value}` };

    const me = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: jar });
    expect(me.json().data.phone).toBe('919876543210');

    const out = await post('/api/auth/logout', {}, jar);
    expect(out.statusCode).toBe(200);
    const after = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: jar });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false });
  });

  it('names the field at fault', async () => {
    const res = await post('/api/auth/otp', { phone: 'call me' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('phone');
    const badCode = await post('/api/auth/verify', { phone: '9876543210', code: '12ab' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors.map((e: { field: string }) => e.field)).toContain('code');
  });

  it('says a number is not a valid mobile', async () => {
    const res = await post('/api/auth/otp', { phone: '1234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter valid mobile!');
  });

  it('answers 429 with Retry-After for a resend that comes too soon', async () => {
    await post('/api/auth/otp', { phone: '9876500001' });
    const again = await post('/api/auth/otp', { phone: '9876500001' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('says a number locked by wrong codes is locked, until when (lockedUntil), in either language', async () => {
    const before = Date.now();
    await post('/api/auth/otp', { phone: '9876500077' });
    const after = Date.now();
    const right = await codeFor('919876500077');
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/auth/verify', { phone: '9876500077', code: wrong });
      expect(res.statusCode).toBe(400);
    }
    const fifth = await post('/api/auth/verify', { phone: '9876500077', code: wrong }, { 'x-lang': 'hi' });
    expect(fifth.statusCode).toBe(429);
    const body = fifth.json();
    expect(body).toMatchObject({ success: false, code: 'otp-locked' });
    expect(body.message).toMatch(/^बहुत बार ग़लत कोड डाला गया। यह नंबर \d+ मिनट के लिए लॉक है/);
    const until = Date.parse(body.data.lockedUntil);
    expect(new Date(until).toISOString()).toBe(body.data.lockedUntil);
    // An hour after the code was sent.
    expect(until).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(until).toBeLessThanOrEqual(after + 3600_000 + 1000);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(3500);
    // A new code is refused with the same lock at once, not after the 30-second resend wait.
    const resend = await post('/api/auth/otp', { phone: '9876500077' });
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toMatchObject({ code: 'otp-locked', data: { lockedUntil: body.data.lockedUntil } });
    expect(resend.json().message).toMatch(/^Too many wrong codes\. This number is locked for \d+ minutes;/);
  });

  it('refuses cross-site state changes', async () => {
    const cross = await post('/api/auth/otp', { phone: '9876500002' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    const foreign = await post('/api/auth/otp', { phone: '9876500002' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const own = await post(
      '/api/auth/otp',
      { phone: '9876500002' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    );
    expect(own.statusCode).toBe(200);
  });

  it('keeps the SMS outbox to this machine', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(403);
  });
});
