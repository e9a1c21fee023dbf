import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { API_MESSAGES_BY_CODE, apiMessage } from '@drishti/content/api-messages-codes';
import { SCHEMA_FIELD_MESSAGES_HI } from '@drishti/content/api-messages-fields';
import { DomainError } from '@drishti/core/errors';
import { normalizePhone } from '@drishti/core/phone';
import { SmsSendError, smsFailureError } from '@drishti/core/sms';
import Fastify from 'fastify';
import ts from 'typescript';
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

/** Where a code is computed rather than written, and the test that covers its catalogue entries. */
const COMPUTED_CODES: Record<string, string> = {
  // `sms-<reason>` for every SmsSendError reason: "holds the English that the coded errors are thrown with".
  'packages/core/src/sms.ts': 'smsFailureError',
  // checkRate(…, code): the codes are the literal arguments, collected below.
  'packages/core/src/community.ts': 'checkRate',
};

type Site = { where: string; code: string[] | null; key: string[] | null; message: string | null };

/** The string literals an expression can take (`a ? 'x' : 'y'` gives both); null for anything computed. */
function literals(node: ts.Expression): string[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return literals(node.expression);
  if (ts.isConditionalExpression(node)) {
    const a = literals(node.whenTrue);
    const b = literals(node.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

/** Every `new DomainError(…)` in packages/core/src and apps/api/src, read with the TypeScript parser. */
function domainErrorSites(): Site[] {
  const sites: Site[] = [];
  for (const file of [...sources(join(root, 'packages/core/src')), ...sources(join(root, 'apps/api/src'))]) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('DomainError(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'DomainError') {
        const [, message, extra] = node.arguments ?? [];
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const site: Site = {
          where: `${relative(root, file)}:${line}`,
          code: null,
          key: null,
          message: message ? (literals(message)?.[0] ?? null) : null,
        };
        if (message && ts.isConditionalExpression(message)) site.message = null;
        let hasCode = false;
        if (extra && ts.isObjectLiteralExpression(extra)) {
          for (const p of extra.properties) {
            const name = p.name?.getText(source);
            if (name !== 'code' && name !== 'key') continue;
            if (name === 'code') hasCode = true;
            const value = ts.isPropertyAssignment(p) ? literals(p.initializer) : null;
            site[name] = value ?? [];
          }
        }
        if (!hasCode) site.code = null;
        sites.push(site);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

describe('API messages by code', () => {
  const catalogue: Record<string, { en: string; hi: string }> = API_MESSAGES_BY_CODE;
  const sites = domainErrorSites();

  it('finds the domain errors of the core and the API', () => {
    expect(sites.length).toBeGreaterThan(250);
  });

  it('gives every domain error a code, and every code or key thrown an entry in the catalogue', () => {
    const uncoded = sites.filter((s) => s.code === null).map((s) => s.where);
    expect(uncoded).toEqual([]);
    const missing: string[] = [];
    for (const s of sites) {
      const entries = s.key && s.key.length > 0 ? s.key : s.code!;
      if (entries.length === 0) {
        // A computed code: only where a test below covers it.
        if (!COMPUTED_CODES[s.where.replace(/:\d+$/, '')]) missing.push(`${s.where}: computed code without key`);
        continue;
      }
      for (const c of entries) if (!Object.hasOwn(catalogue, c)) missing.push(`${s.where}: ${c}`);
    }
    const community = readFileSync(join(root, 'packages/core/src/community.ts'), 'utf8');
    const rateCodes = [...community.matchAll(/'(community-[a-z]+-rate-limited)'/g)].map((m) => m[1]!);
    expect(rateCodes).toHaveLength(4);
    for (const c of rateCodes) if (!Object.hasOwn(catalogue, c)) missing.push(`community.ts: ${c}`);
    expect(missing).toEqual([]);
  });

  it('words each error as it is thrown: a fixed English message is its entry’s English', () => {
    const differ: string[] = [];
    for (const s of sites) {
      const entries = s.key && s.key.length > 0 ? s.key : s.code;
      if (s.message === null || entries?.length !== 1) continue;
      const en = catalogue[entries[0]!]?.en;
      if (en !== s.message) differ.push(`${s.where}: ${entries[0]} "${s.message}" / "${en}"`);
    }
    expect(differ).toEqual([]);
  });

  it('has English and Hindi for every entry: Hindi in Devanagari, the same {values} in both', () => {
    const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, m] of Object.entries(catalogue)) {
      expect(Object.keys(m).sort(), code).toEqual(['en', 'hi']);
      expect(code, code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(:[\w.*]+)?$/);
      expect(m.en.trim(), code).not.toBe('');
      expect(m.hi, code).toMatch(/[\u0900-\u097F]/);
      expect(names(m.hi), code).toEqual(names(m.en));
      const base = code.split(':')[0]!;
      expect(Object.hasOwn(catalogue, base), `${code}: the field message of a code not in the catalogue`).toBe(true);
    }
    for (const [en, hi] of Object.entries(SCHEMA_FIELD_MESSAGES_HI)) expect(hi, en).toMatch(/[\u0900-\u097F]/);
    expect(apiMessage('not-a-code', 'en')).toBeNull();
    expect(apiMessage('phone-invalid', 'hi')).toBe('कृपया सही मोबाइल नंबर दर्ज करें!');
    expect(apiMessage('otp-wait', 'hi', { seconds: 42 })).toBe('नया कोड माँगने से पहले कृपया 42 सेकंड रुकें।');
  });

  it('gives one message one code: no two entries share their English and Hindi', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [code, m] of Object.entries(catalogue)) {
      if (code.includes(':')) continue;
      const text = `${m.en}|${m.hi}`;
      const before = seen.get(text);
      if (before) twice.push(`${before} = ${code}`);
      seen.set(text, code);
    }
    // The SMS failures a client tells apart (template, credentials, provider) share one wording.
    expect(twice).toEqual(['sms-template-mismatch = sms-unauthorized', 'sms-unauthorized = sms-provider-error']);
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
      expect(apiMessage(e.key, 'en'), e.code).toBe(e.message);
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
    a.get('/api/otp-wait', async () => {
      throw new DomainError('rate-limited', 'Please wait 42 seconds before asking for a new code.', {
        code: 'otp-wait',
        values: { seconds: 42 },
      });
    });
    a.get('/api/shared', async () => {
      throw new DomainError('conflict', 'This gift costs 50 coins; you have 8.', {
        code: 'insufficient-balance',
        key: 'gift-costs-more',
        values: { coins: 50, have: 8 },
      });
    });
    a.get('/api/uncatalogued', async () => {
      throw new DomainError('not-found', 'A message nobody catalogued', { code: 'nobody-catalogued-this' });
    });
    a.get('/api/routed', async (_request, reply) =>
      reply.status(403).send({ success: false, code: 'origin-not-allowed', message: 'Origin not allowed' }),
    );
    a.get('/api/schema', async () => {
      const fields = [
        { field: 'slot', message: 'Choose a time slot' },
        { field: 'limit', message: 'Too small: expected number to be >=1' },
      ];
      throw new DomainError('invalid', 'Invalid slot: Choose a time slot', { code: 'invalid-request', fields });
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

  it('fills values into the message and answers a shared code by the key it names', async () => {
    const a = await app();
    const wait = await a.inject({ url: '/api/otp-wait?lang=hi' });
    expect(wait.json()).toEqual({
      success: false,
      code: 'otp-wait',
      message: 'नया कोड माँगने से पहले कृपया 42 सेकंड रुकें।',
    });
    expect((await a.inject({ url: '/api/otp-wait' })).json().message).toBe(
      'Please wait 42 seconds before asking for a new code.',
    );
    const shared = await a.inject({ url: '/api/shared', headers: { 'x-lang': 'hi' } });
    expect(shared.json()).toEqual({
      success: false,
      code: 'insufficient-balance',
      message: 'इस उपहार के 50 सिक्के लगते हैं; आपके पास 8 हैं।',
    });
    // A schema's verdict: its own texts in Hindi, zod's wording as `invalid-value`.
    const schema = await a.inject({ url: '/api/schema?lang=hi' });
    expect(schema.json()).toEqual({
      success: false,
      code: 'invalid-request',
      message: 'slot: समय चुनें',
      errors: [
        { field: 'slot', message: 'समय चुनें' },
        { field: 'limit', message: API_MESSAGES_BY_CODE['invalid-value'].hi },
      ],
    });
    expect((await a.inject({ url: '/api/schema' })).json().message).toBe('Invalid slot: Choose a time slot');
    // A route's own failure with a catalogued code is worded by that code.
    const routed = await a.inject({ url: '/api/routed?lang=hi' });
    expect(routed.json()).toEqual({ success: false, code: 'origin-not-allowed', message: 'यह स्रोत अनुमत नहीं है' });
    await a.close();
  });

  it('gives every failure a code: an uncatalogued code keeps its English, a crash `internal`', async () => {
    const a = await app();
    const uncatalogued = await a.inject({ url: '/api/uncatalogued', headers: { 'x-lang': 'hi' } });
    expect(uncatalogued.statusCode).toBe(404);
    expect(uncatalogued.json()).toEqual({
      success: false,
      code: 'nobody-catalogued-this',
      message: 'A message nobody catalogued',
    });
    const crash = await a.inject({ url: '/api/crash', headers: { 'accept-language': 'hi-IN' } });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ success: false, code: 'internal', message: API_MESSAGES_BY_CODE.internal.hi });
    const missing = await a.inject({ url: '/api/nothing' });
    expect(missing.statusCode).toBe(404);
    await a.close();
  });
});
