import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoutingSmsProvider, SmsSendError, smsMessage } from '../sms';
import { Msg91SmsProvider } from './msg91';
import { type SmsStandIn, startSmsStandIn } from './stand-in';
import { SMS_KINDS, type SmsKind, type SmsLocale } from './templates';
import { TwilioSmsProvider } from './twilio';

const templates = Object.fromEntries(
  SMS_KINDS.map((k, i) => [k, { en: `6500000000000000000${i}0`, hi: `6500000000000000000${i}1` }]),
) as Record<SmsKind, Record<SmsLocale, string>>;
const at = new Date('2026-11-28T10:00:00Z');
const sid = `AC${'1'.repeat(32)}`;

let standIn: SmsStandIn;
let msg91: Msg91SmsProvider;
let twilio: TwilioSmsProvider;

beforeAll(async () => {
  standIn = await startSmsStandIn({
    msg91: { authKey: 'msg91-key', templates },
    twilio: { accountSid: sid, authToken: 'twilio-token' },
  });
  msg91 = new Msg91SmsProvider({
    authKey: 'msg91-key',
    senderId: 'DRISHT',
    templates,
    baseUrl: standIn.url,
    timeoutMs: 400,
  });
  twilio = new TwilioSmsProvider({
    accountSid: sid,
    authToken: 'twilio-token',
    from: '+15005550006',
    baseUrl: standIn.url,
    statusCallback: 'https://drishti.example/api/webhooks/sms/twilio',
    timeoutMs: 400,
  });
});
afterAll(() => standIn.close());

const otp = (to: string, locale: SmsLocale = 'en') => smsMessage(to, 'otp', locale, { code: '123456' }, at);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof SmsSendError ? e.reason : `not an SmsSendError: ${String(e)}`),
  );

describe('MSG91 Flow API adapter', () => {
  it('sends the template id, the sender and the variables, and returns the request id', async () => {
    const receipt = await msg91.send(otp('919800001001', 'hi'));
    const got = standIn.messages.find((m) => m.to === '919800001001')!;
    expect(receipt).toEqual({ provider: 'msg91', id: got.id });
    expect(got.body).toMatchObject({
      template_id: templates.otp.hi,
      sender: 'DRISHT',
      unicode: 1,
      recipients: [{ mobiles: '919800001001', code: '123456' }],
    });
    expect(got.text).toBe(otp('919800001001', 'hi').text);
  });

  it('names each documented failure', async () => {
    const cases = [
      ['919800001002', 'invalid-number'],
      ['919800001003', 'template-mismatch'],
      ['919800001004', 'unauthorized'],
      ['919800001005', 'rate-limited'],
      ['919800001006', 'timeout'],
    ] as const;
    for (const [phone, behaviour] of cases) standIn.behave(phone, behaviour);
    for (const [phone, behaviour] of cases) expect(await failure(msg91.send(otp(phone)))).toBe(behaviour);
    expect(standIn.messages.filter((m) => cases.some(([p]) => p === m.to))).toEqual([]);
  });

  it('refuses with a wrong auth key', async () => {
    const wrong = new Msg91SmsProvider({ authKey: 'nope', senderId: 'DRISHT', templates, baseUrl: standIn.url });
    expect(await failure(wrong.send(otp('919800001007')))).toBe('unauthorized');
  });

  it('a template id the stand-in does not know is a template mismatch', async () => {
    const wrong = new Msg91SmsProvider({
      authKey: 'msg91-key',
      senderId: 'DRISHT',
      templates: { ...templates, otp: { en: '1', hi: '2' } },
      baseUrl: standIn.url,
    });
    expect(await failure(wrong.send(otp('919800001008')))).toBe('template-mismatch');
  });
});

describe('Twilio adapter (official SDK)', () => {
  it('posts To, From, Body and the status callback, and returns the message sid', async () => {
    const receipt = await twilio.send(otp('447700900001'));
    const got = standIn.messages.find((m) => m.to === '447700900001')!;
    expect(receipt).toEqual({ provider: 'twilio', id: got.id });
    expect(got.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(got.body).toMatchObject({
      To: '+447700900001',
      From: '+15005550006',
      Body: otp('447700900001').text,
      StatusCallback: 'https://drishti.example/api/webhooks/sms/twilio',
    });
  });

  it('names each documented failure', async () => {
    const cases = [
      ['447700900002', 'invalid-number'],
      ['447700900003', 'unauthorized'],
      ['447700900004', 'rate-limited'],
      ['447700900005', 'timeout'],
    ] as const;
    for (const [phone, behaviour] of cases) standIn.behave(phone, behaviour);
    for (const [phone, behaviour] of cases) expect(await failure(twilio.send(otp(phone)))).toBe(behaviour);
  });

  it('refuses a wrong auth token', async () => {
    const wrong = new TwilioSmsProvider({
      accountSid: sid,
      authToken: 'nope',
      from: '+15005550006',
      baseUrl: standIn.url,
    });
    expect(await failure(wrong.send(otp('447700900006')))).toBe('unauthorized');
  });
});

describe('routing', () => {
  it('sends +91 through MSG91 and the rest through Twilio', async () => {
    const both = new RoutingSmsProvider(msg91, twilio);
    expect((await both.send(otp('919800001101'))).provider).toBe('msg91');
    expect((await both.send(otp('14155550101'))).provider).toBe('twilio');
    expect(standIn.messages.find((m) => m.to === '14155550101')?.provider).toBe('twilio');
  });

  it('with MSG91 alone, a number outside India is not served and nothing is sent', async () => {
    const india = new RoutingSmsProvider(msg91, null);
    expect(await failure(india.send(otp('14155550102')))).toBe('not-served');
    expect(standIn.messages.some((m) => m.to === '14155550102')).toBe(false);
  });
});
