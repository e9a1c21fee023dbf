import { eq, otpRequests, sessions } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from './testing';

/**
 * Forwarded headers are believed only from TRUSTED_PROXIES: a client writing its own
 * X-Forwarded-For gets no fresh rate-limit bucket and is recorded at its real address.
 */
type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let direct: TestApi;
let proxied: TestApi;

beforeAll(async () => {
  direct = await createTestApi();
  proxied = await createTestApi({ TRUSTED_PROXIES: '10.0.0.2, 10.1.0.0/16' });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const sendCode = (api: TestApi, phone: string, remoteAddress: string, forwarded?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/auth/otp',
    payload: { phone },
    remoteAddress,
    ...(forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}),
  });

async function recordedOtpIp(api: TestApi, phone: string) {
  const rows = await api.ctx.database.db
    .select({ ip: otpRequests.ip })
    .from(otpRequests)
    .where(eq(otpRequests.phone, `91${phone}`));
  return rows.map((r) => r.ip);
}

describe('forwarded headers', () => {
  it('from an untrusted address change neither the rate-limit bucket nor the recorded address', async () => {
    // The sign-in code route allows 10 a minute per client: a forged header per request must not help.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await sendCode(direct, `98765100${String(i).padStart(2, '0')}`, '203.0.113.7', `198.51.100.${i + 1}`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await recordedOtpIp(direct, '9876510000')).toEqual(['203.0.113.7']);
    // Another real address has its own bucket.
    expect((await sendCode(direct, '9876510099', '203.0.113.8', '203.0.113.7')).statusCode).toBe(200);

    // The session records the peer's address too, not the header's.
    const code = (await direct.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=919876510099' }))
      .json()
      .data[0].text.match(/\b(\d{6})\b/)[1];
    const verified = await direct.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { phone: '9876510099', code },
      remoteAddress: '203.0.113.8',
      headers: { 'x-forwarded-for': '192.0.2.55' },
    });
    expect(verified.statusCode).toBe(200);
    const rows = await direct.ctx.database.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.userId, verified.json().data.id));
    expect(rows.map((r) => r.ip)).toEqual(['203.0.113.8']);
  });

  it('OTP_PER_IP_PER_MINUTE sets the per-address minute of code requests', async () => {
    const api = await createTestApi({ OTP_PER_IP_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await sendCode(api, `98765200${String(i).padStart(2, '0')}`, '203.0.113.9')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await sendCode(api, '9876520099', '203.0.113.10')).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('API_PER_IP_PER_MINUTE sets the per-address minute of API requests', async () => {
    const api = await createTestApi({ API_PER_IP_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await api.app.inject({
              method: 'GET',
              url: '/api/publics/astrologers?limit=1',
              remoteAddress: '203.0.113.21',
            })
          ).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const other = await api.app.inject({
        method: 'GET',
        url: '/api/publics/astrologers?limit=1',
        remoteAddress: '203.0.113.22',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('from a trusted proxy name the client; from anyone else they are ignored', async () => {
    expect((await sendCode(proxied, '9876520001', '10.0.0.2', '198.51.100.20')).statusCode).toBe(200);
    expect(await recordedOtpIp(proxied, '9876520001')).toEqual(['198.51.100.20']);
    expect((await sendCode(proxied, '9876520002', '10.1.4.5', '198.51.100.21, 10.1.9.9')).statusCode).toBe(200);
    expect(await recordedOtpIp(proxied, '9876520002')).toEqual(['198.51.100.21']);
    // A client chaining a forged address before the trusted proxy's: only the proxy's word counts.
    expect((await sendCode(proxied, '9876520003', '10.0.0.2', '6.6.6.6, 198.51.100.22')).statusCode).toBe(200);
    expect(await recordedOtpIp(proxied, '9876520003')).toEqual(['198.51.100.22']);
    expect((await sendCode(proxied, '9876520004', '203.0.113.9', '198.51.100.23')).statusCode).toBe(200);
    expect(await recordedOtpIp(proxied, '9876520004')).toEqual(['203.0.113.9']);
  });
});
