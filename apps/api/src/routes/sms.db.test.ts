import { createHmac } from 'node:crypto';
import { type SmsStandIn, startSmsStandIn } from '@drishti/core/sms/stand-in';
import {
  msg91TemplateSetting,
  SMS_KINDS,
  SMS_LOCALES,
  type SmsKind,
  type SmsLocale,
} from '@drishti/core/sms/templates';
import { DEMO_ADMIN_PHONE, loadDemoData, smsMessagesRepository } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createTestApi } from '../testing';
import { loggedUrl } from './sms';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
const templates = Object.fromEntries(
  SMS_KINDS.map((k, i) => [k, { en: `1107${i}00000000000001`, hi: `1107${i}00000000000002` }]),
) as Record<SmsKind, Record<SmsLocale, string>>;
const sid = `AC${'a'.repeat(32)}`;
const twilioToken = 'twilio-auth-token-0123456789';
const PUBLIC_URL = 'https://drishti.example';

function smsEnv(url: string, providers: string): Record<string, string> {
  const env: Record<string, string> = {
    SMS_PROVIDER: providers,
    PUBLIC_URL,
    MSG91_AUTH_KEY: 'msg91-auth-key-0123',
    MSG91_SENDER_ID: 'DRISHT',
    MSG91_BASE_URL: url,
    MSG91_WEBHOOK_TOKEN: 'msg91-webhook-token-0123',
    TWILIO_ACCOUNT_SID: sid,
    TWILIO_AUTH_TOKEN: twilioToken,
    TWILIO_FROM: '+15005550006',
    TWILIO_BASE_URL: url,
    SMS_TIMEOUT_MS: '400',
    // An https site is production mode, which also needs payment keys.
    RAZORPAY_KEY_ID: 'rzp_test_0123456789',
    RAZORPAY_KEY_SECRET: 'razorpay-test-secret',
    RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
  };
  for (const kind of SMS_KINDS)
    for (const locale of SMS_LOCALES) env[msg91TemplateSetting(kind, locale)] = templates[kind][locale];
  return env;
}

let standIn: SmsStandIn;
let api: TestApi;
let india: TestApi;

beforeAll(async () => {
  standIn = await startSmsStandIn({
    msg91: { authKey: 'msg91-auth-key-0123', templates },
    twilio: { accountSid: sid, authToken: twilioToken },
  });
  api = await createTestApi(smsEnv(standIn.url, 'msg91,twilio'), {}, { rateLimits: false });
  india = await createTestApi(smsEnv(standIn.url, 'msg91'), {}, { rateLimits: false });
});
afterAll(async () => {
  await api.close();
  await india.close();
  await standIn.close();
});

const askCode = (t: TestApi, phone: string, extra: Record<string, string> = {}, lang: 'en' | 'hi' = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/auth/otp', headers: { 'x-lang': lang }, payload: { phone, ...extra } });
const codeFor = (to: string) =>
  standIn.messages
    .filter((m) => m.to === to)
    .at(-1)!
    .text.match(/\b(\d{6})\b/)![1]!;

describe('sign-in codes through MSG91', () => {
  it('sends the code through the Flow API and signs in with it', async () => {
    const res = await askCode(api, '9811000001', { locale: 'hi' });
    expect(res.statusCode).toBe(200);
    const sent = standIn.messages.filter((m) => m.to === '919811000001');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ provider: 'msg91', kind: 'otp', locale: 'hi' });
    const verify = await api.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { phone: '9811000001', code: codeFor('919811000001') },
    });
    expect(verify.statusCode).toBe(200);
    const row = await smsMessagesRepository(api.ctx.database.db).find('msg91', sent[0]!.id);
    expect(row).toMatchObject({ kind: 'otp', status: 'sent', locale: 'hi', phoneMasked: '+91••••••0001' });
  });

  it.each([
    ['template-mismatch', 503, 'We could not send the SMS just now. Please try again in a few minutes.'],
    ['rate-limited', 503, 'The SMS service is busy. Please try again in a minute.'],
    ['timeout', 503, 'The SMS service did not answer in time. Please try again.'],
    ['unauthorized', 503, 'We could not send the SMS just now. Please try again in a few minutes.'],
    ['invalid-number', 400, 'This number cannot receive SMS. Please check it and try again.'],
  ] as const)('a %s answer tells the user and counts nothing', async (behaviour, status, message) => {
    const national = `98110${String(SMS_KINDS.length + ['template-mismatch', 'rate-limited', 'timeout', 'unauthorized', 'invalid-number'].indexOf(behaviour)).padStart(5, '0')}`;
    standIn.behave(`91${national}`, behaviour);
    const failed = await askCode(api, national);
    expect(failed.statusCode).toBe(status);
    expect(failed.json().message).toBe(message);
    expect(failed.json().code).toBe(`sms-${behaviour}`);
    // In Hindi too.
    const hi = await askCode(api, national, {}, 'hi');
    expect(hi.json().message).toMatch(/[\u0900-\u097F]/);
    // Nothing counted: once the provider takes messages again, the code goes out at once (no wait
    // for a resend), and it is the only code on record.
    standIn.behave(`91${national}`, 'ok');
    const again = await askCode(api, national);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.resendInSeconds).toBe(30);
    const verify = await api.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { phone: national, code: codeFor(`91${national}`) },
    });
    expect(verify.statusCode).toBe(200);
    const failures = (await smsMessagesRepository(api.ctx.database.db).recentFailures(50)).filter(
      (f) => f.phoneMasked.endsWith(national.slice(-4)) && f.provider === 'msg91',
    );
    expect(failures.length).toBe(2);
    expect(failures[0]!.error).toMatch(new RegExp(`^${behaviour}: `));
  });

  it('routes numbers outside India to Twilio, or says they are not served with MSG91 alone', async () => {
    expect((await askCode(api, '7700900123', { countryCode: '44' })).statusCode).toBe(200);
    expect(standIn.messages.find((m) => m.to === '447700900123')?.provider).toBe('twilio');
    const refused = await askCode(india, '7700900124', { countryCode: '44' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('We can send SMS only to Indian mobile numbers (+91).');
    expect((await askCode(india, '7700900124', { countryCode: '44' }, 'hi')).json().message).toBe(
      'हम केवल भारतीय मोबाइल नंबरों (+91) पर ही SMS भेज सकते हैं।',
    );
    expect(standIn.messages.some((m) => m.to === '447700900124')).toBe(false);
  });
});

describe('other messages through MSG91', () => {
  it('sends the app link with the site in its one variable, and a refused link counts toward no cap', async () => {
    const send = (phone: string, locale: 'en' | 'hi') =>
      api.app.inject({
        method: 'POST',
        url: '/api/publics/commons/send-app-link-onphone',
        payload: { countryCode: '91', phone, locale },
      });
    expect((await send('9811000201', 'hi')).statusCode).toBe(200);
    const sent = standIn.messages.find((m) => m.to === '919811000201')!;
    expect(sent).toMatchObject({ kind: 'app-link', locale: 'hi', text: `दृष्टि ऐप पाएँ: ${PUBLIC_URL}/hi/download-app` });
    expect(sent.body).toMatchObject({ template_id: templates['app-link'].hi, recipients: [{ site: PUBLIC_URL }] });
    // Three links a day per number: three refused sends leave all three for later.
    standIn.behave('919811000202', 'rate-limited');
    for (let i = 0; i < 3; i++) expect((await send('9811000202', 'en')).statusCode).toBe(503);
    standIn.behave('919811000202', 'ok');
    for (let i = 0; i < 3; i++) expect((await send('9811000202', 'en')).statusCode).toBe(200);
    expect((await send('9811000202', 'en')).statusCode).toBe(429);
  });
});

describe('delivery reports', () => {
  it('records MSG91 reports only with the shared secret (versions 2 and 3)', async () => {
    await askCode(api, '9811000101');
    await askCode(api, '9811000102');
    const [a, b] = ['919811000101', '919811000102'].map((to) => standIn.messages.find((m) => m.to === to)!.id);
    const url = '/api/webhooks/sms/msg91';
    const v3 = { requestId: a, number: '919811000101', status: '1', desc: 'DELIVERED' };
    expect((await api.app.inject({ method: 'POST', url, payload: v3 })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'POST', url: `${url}?token=wrong`, payload: v3 })).statusCode).toBe(403);
    const ok = await api.app.inject({ method: 'POST', url: `${url}?token=msg91-webhook-token-0123`, payload: v3 });
    expect(ok.json()).toEqual({ success: true, data: { recorded: 1 } });
    const v2 = new URLSearchParams({
      data: JSON.stringify([
        { requestId: b, report: [{ status: '2', desc: 'FAILED', failedReason: 'Absent subscriber' }] },
      ]),
    }).toString();
    const form = await api.app.inject({
      method: 'POST',
      url: `${url}?token=msg91-webhook-token-0123`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: v2,
    });
    expect(form.json().data.recorded).toBe(1);
    const repo = smsMessagesRepository(api.ctx.database.db);
    expect((await repo.find('msg91', a!))?.status).toBe('delivered');
    expect(await repo.find('msg91', b!)).toMatchObject({ status: 'failed', error: '2 FAILED: Absent subscriber' });
  });

  it('keeps the shared secret out of the request log', () => {
    expect(loggedUrl('/api/webhooks/sms/msg91?token=msg91-webhook-token-0123')).toBe(
      '/api/webhooks/sms/msg91?token=[hidden]',
    );
    expect(loggedUrl('/api/x?a=1&token=s3cret&b=2')).toBe('/api/x?a=1&token=[hidden]&b=2');
  });

  it('records Twilio status callbacks only with a valid X-Twilio-Signature', async () => {
    await askCode(api, '7700900200', { countryCode: '44' });
    const messageSid = standIn.messages.find((m) => m.to === '447700900200')!.id;
    const params = { MessageSid: messageSid, MessageStatus: 'undelivered', ErrorCode: '30003', AccountSid: sid };
    // Twilio's documented scheme: HMAC-SHA1 over the URL and the sorted fields, base64.
    const signed = `${PUBLIC_URL}/api/webhooks/sms/twilio${Object.keys(params)
      .sort()
      .map((k) => `${k}${params[k as keyof typeof params]}`)
      .join('')}`;
    const signature = createHmac('sha1', twilioToken).update(signed).digest('base64');
    const post = (sig: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/webhooks/sms/twilio',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sig },
        payload: new URLSearchParams(params).toString(),
      });
    expect((await post('')).statusCode).toBe(403);
    expect((await post(createHmac('sha1', 'other').update(signed).digest('base64'))).statusCode).toBe(403);
    expect((await post(signature)).json().data.recorded).toBe(1);
    expect(await smsMessagesRepository(api.ctx.database.db).find('twilio', messageSid)).toMatchObject({
      status: 'failed',
      error: 'undelivered 30003',
    });
  });

  it('shows admins the recent failures, and no one else', async () => {
    await loadDemoData(api.ctx.database.db);
    await askCode(api, DEMO_ADMIN_PHONE.slice(2));
    const verify = await api.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { phone: DEMO_ADMIN_PHONE.slice(2), code: codeFor(DEMO_ADMIN_PHONE) },
    });
    const cookie = `drishti_session=${verify.cookies.find((c) => c.name === 'drishti_session')!.value}`;
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/sms/failures' })).statusCode).toBe(401);
    const list = await api.app.inject({ method: 'GET', url: '/api/admin/sms/failures', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const failures = list.json().data as { provider: string; error: string; phone: string; kind: string }[];
    expect(failures.some((f) => f.provider === 'twilio' && f.error === 'undelivered 30003')).toBe(true);
    expect(failures.some((f) => f.error.startsWith('template-mismatch: '))).toBe(true);
    expect(failures.every((f) => !/\d{6}/.test(f.error) && f.phone.includes('•'))).toBe(true);
  });
});

describe('SMS settings at start-up', () => {
  const load = (vars: Record<string, string>) => loadEnv(vars as NodeJS.ProcessEnv);
  const base = {
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/drishti-test-data',
  };
  it('names a missing template id, a missing key and a bad value', () => {
    const full = smsEnv('http://127.0.0.1:9', 'msg91');
    const without = (name: string) => Object.fromEntries(Object.entries(full).filter(([k]) => k !== name));
    expect(() => load({ ...base, ...without('MSG91_TEMPLATE_BOOKING_REMINDER_HI') })).toThrow(
      /MSG91_TEMPLATE_BOOKING_REMINDER_HI is required with SMS_PROVIDER=msg91/,
    );
    expect(() => load({ ...base, ...without('MSG91_AUTH_KEY') })).toThrow(/MSG91_AUTH_KEY is required/);
    expect(() => load({ ...base, ...full, MSG91_SENDER_ID: 'TOO-LONG' })).toThrow(/MSG91_SENDER_ID: the 6-character/);
    expect(() => load({ ...base, ...full, SMS_PROVIDER: 'msg91,console' })).toThrow(/SMS_PROVIDER/);
    expect(() => load({ ...base, ...full, PUBLIC_URL: 'https://a-rather-long-domain-name.example' })).toThrow(
      /PUBLIC_URL is longer than 30 characters/,
    );
    const twilioOnly = { ...base, ...full, SMS_PROVIDER: 'twilio' };
    expect(() => load({ ...twilioOnly, TWILIO_ACCOUNT_SID: 'nope' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => load(Object.fromEntries(Object.entries(twilioOnly).filter(([k]) => k !== 'TWILIO_FROM')))).toThrow(
      /TWILIO_FROM is required/,
    );
    expect(() => load({ ...base, ...full, SMS_TIMEOUT_MS: '5' })).toThrow(/SMS_TIMEOUT_MS/);
    expect(load({ ...base, ...full }).sms?.msg91?.templates.otp.hi).toBe(templates.otp.hi);
    expect(load(base).sms).toBeUndefined();
  });
});
