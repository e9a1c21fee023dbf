import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_MESSAGES_HI, hindiApiMessage } from '@drishti/content/api-messages';
import { API_MESSAGES_BY_CODE, apiMessage } from '@drishti/content/api-messages-codes';
import { DomainError } from '@drishti/core/errors';
import { normalizePhone } from '@drishti/core/phone';
import { SmsSendError, smsFailureError } from '@drishti/core/sms';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler, localizeEnvelope } from './errors';

const root = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return name.endsWith('.ts') && !name.includes('.test.') ? [path] : [];
  });
}

/** Every fixed English text the API can answer with: domain errors, field messages, schema messages. */
function englishMessages(): string[] {
  const found = new Set<string>();
  const files = [
    ...sources(join(root, 'packages/core/src')),
    ...sources(join(root, 'apps/api/src')),
    ...sources(join(root, 'packages/contracts/src')),
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/DomainError\(\s*'[a-z-]+',\s*'([^']+)'/g)) found.add(m[1]!);
    for (const m of text.matchAll(/message: '([^']+)'/g)) found.add(m[1]!);
    for (const m of text.matchAll(/\.(?:min|max|regex|refine|uuid|datetime)\([^)]*?'([A-Z][^']{4,})'\)/g))
      found.add(m[1]!);
    for (const m of text.matchAll(/export const [A-Z_]+ = '([A-Z][^']+[.!])';/g)) found.add(m[1]!);
  }
  return [...found];
}

describe('API messages in Hindi', () => {
  it('has Hindi, in Devanagari, for every fixed message the API can send', () => {
    const messages = englishMessages();
    expect(messages.length).toBeGreaterThan(60);
    const missing = messages.filter((m) => hindiApiMessage(m) === null);
    expect(missing).toEqual([]);
    for (const hi of Object.values(API_MESSAGES_HI)) expect(hi).toMatch(/[\u0900-\u097F]/);
  });

  it('fills numbers into patterned messages and reads "Invalid field: text"', () => {
    expect(hindiApiMessage('Please wait 42 seconds before asking for a new code.')).toBe(
      'नया कोड माँगने से पहले कृपया 42 सेकंड रुकें।',
    );
    expect(hindiApiMessage('The code is wrong. 1 try left.')).toBe('कोड ग़लत है। 1 प्रयास बाकी है।');
    expect(hindiApiMessage('Invalid channel: Choose a time slot')).toBe('channel: समय चुनें');
    expect(hindiApiMessage('Invalid limit: Too small: expected number to be >=1')).toBe('limit: यह मान मान्य नहीं है');
    expect(hindiApiMessage('Something nobody wrote')).toBeNull();
  });
});

describe('API messages by code', () => {
  it('has both languages for every code, Hindi in Devanagari', () => {
    for (const [code, m] of Object.entries(API_MESSAGES_BY_CODE)) {
      expect(m.en, code).toMatch(/\w/);
      expect(m.hi, code).toMatch(/[\u0900-\u097F]/);
    }
    expect(apiMessage('not-a-code', 'en')).toBeNull();
    expect(apiMessage('phone-invalid', 'hi')).toBe('कृपया सही मोबाइल नंबर दर्ज करें!');
  });

  it('holds the English that the coded errors are thrown with', () => {
    const thrown = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e as DomainError;
      }
      throw new Error('no error thrown');
    };
    const errors = [
      thrown(() => normalizePhone('12345')),
      thrown(() => normalizePhone('9876543210', '12345')),
      ...(
        ['invalid-number', 'not-served', 'template-mismatch', 'unauthorized', 'rate-limited', 'timeout'] as const
      ).map((reason) => smsFailureError(new SmsSendError(reason, 'msg91', 'test'))),
      smsFailureError(new Error('socket hang up')),
    ];
    for (const e of errors) {
      expect(e.code, e.message).toBeDefined();
      expect(apiMessage(e.code!, 'en'), e.code).toBe(e.message);
      for (const f of e.fields ?? []) expect(apiMessage(`${e.code}:${f.field}`, 'en') ?? e.message).toBe(f.message);
    }
  });

  async function app() {
    const a = Fastify();
    a.setErrorHandler(errorHandler);
    a.addHook('preSerialization', localizeEnvelope);
    a.get('/api/phone', async () => normalizePhone('98765'));
    a.get('/api/country', async () => normalizePhone('9876543210', '+12345'));
    a.get('/api/sms', async () => {
      throw smsFailureError(new SmsSendError('invalid-number', 'msg91', 'test'));
    });
    a.get('/api/uncoded', async () => {
      throw new DomainError('not-found', 'Unknown profile');
    });
    a.get('/api/crash', async () => {
      throw new Error('database down');
    });
    await a.ready();
    return a;
  }

  it('answers a coded error by code in the language asked for, fields included', async () => {
    const a = await app();
    const hi = { 'x-lang': 'hi' };
    const phone = await a.inject({ url: '/api/phone', headers: hi });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({
      success: false,
      code: 'phone-invalid',
      message: API_MESSAGES_BY_CODE['phone-invalid'].hi,
      errors: [{ field: 'phone', message: API_MESSAGES_BY_CODE['phone-invalid'].hi }],
    });
    const country = await a.inject({ url: '/api/country?lang=hi' });
    expect(country.json()).toMatchObject({
      code: 'country-code-invalid',
      message: 'देश का कोड मान्य नहीं है',
      errors: [{ field: 'countryCode', message: '1 से 4 अंक लिखें' }],
    });
    const sms = await a.inject({ url: '/api/sms', headers: hi });
    expect(sms.json()).toMatchObject({
      code: 'sms-invalid-number',
      message: API_MESSAGES_BY_CODE['sms-invalid-number'].hi,
      errors: [{ field: 'phone', message: API_MESSAGES_BY_CODE['sms-invalid-number:phone'].hi }],
    });
    const english = await a.inject({ url: '/api/sms' });
    expect(english.json()).toMatchObject({
      code: 'sms-invalid-number',
      message: API_MESSAGES_BY_CODE['sms-invalid-number'].en,
      errors: [{ field: 'phone', message: 'This number cannot receive SMS' }],
    });
    await a.close();
  });

  it('gives every failure a code: an uncoded domain error its kind, a crash `internal`', async () => {
    const a = await app();
    const uncoded = await a.inject({ url: '/api/uncoded', headers: { 'x-lang': 'hi' } });
    expect(uncoded.statusCode).toBe(404);
    expect(uncoded.json()).toEqual({ success: false, code: 'not-found', message: 'अज्ञात प्रोफ़ाइल' });
    const crash = await a.inject({ url: '/api/crash', headers: { 'accept-language': 'hi-IN' } });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ success: false, code: 'internal', message: API_MESSAGES_BY_CODE.internal.hi });
    const missing = await a.inject({ url: '/api/nothing' });
    expect(missing.statusCode).toBe(404);
    await a.close();
  });
});
