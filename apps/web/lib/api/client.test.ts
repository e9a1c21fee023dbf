import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiClient, apiLang, clientApi, dataOrThrow, GENERIC_MESSAGES } from './client';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

function fakeFetch(status: number, body: unknown, raw = false) {
  const seen: Seen[] = [];
  const fn: typeof fetch = async (input, init) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    return new Response(raw ? String(body) : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fn, seen };
}

describe('clientApi', () => {
  it('sends x-lang and returns the envelope with the status', async () => {
    const f = fakeFetch(200, { success: true, data: { coins: 100, reserved: 0 } });
    const api = clientApi('hi', { fetch: f.fn });
    const res = await api.get<{ coins: number }>('/api/wallet');
    expect(res).toEqual({ success: true, data: { coins: 100, reserved: 0 }, status: 200 });
    expect(f.seen[0]!.url).toBe('/api/wallet');
    expect(f.seen[0]!.headers.get('x-lang')).toBe('hi');
    expect(f.seen[0]!.body).toBeNull();
  });

  it('posts JSON with an Idempotency-Key', async () => {
    const f = fakeFetch(200, { success: true, data: { ok: true }, message: 'Done' });
    const res = await clientApi('en', { fetch: f.fn }).post(
      '/api/wallet/recharge',
      { packId: 'coins-100' },
      {
        idempotencyKey: 'key-12345678',
      },
    );
    expect(res).toEqual({ success: true, data: { ok: true }, message: 'Done', status: 200 });
    const call = f.seen[0]!;
    expect(call.method).toBe('POST');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.get('idempotency-key')).toBe('key-12345678');
    expect(JSON.parse(String(call.body))).toEqual({ packId: 'coins-100' });
  });

  it('sends forms as they are, letting the browser set the boundary', async () => {
    const f = fakeFetch(200, { success: true, data: {} });
    const form = new FormData();
    form.set('channel', 'chat');
    await clientApi('en', { fetch: f.fn }).postForm('/api/publics/consultant-booking', form);
    expect(f.seen[0]!.body).toBe(form);
    expect(f.seen[0]!.headers.get('content-type')).toBeNull();
  });

  it("shows the API's message on failure, as it is", async () => {
    const f = fakeFetch(400, {
      success: false,
      message: 'कोड ग़लत है।',
      errors: [{ field: 'code', message: 'ग़लत कोड' }],
    });
    const res = await clientApi('hi', { fetch: f.fn }).post('/api/auth/verify', {
      phone: '9876500001',
      code: '000000',
    });
    expect(res).toEqual({
      success: false,
      message: 'कोड ग़लत है।',
      errors: [{ field: 'code', message: 'ग़लत कोड' }],
      status: 400,
    });
  });

  it('falls back to the generic message of the language', async () => {
    const noMessage = await clientApi('hi', { fetch: fakeFetch(500, { success: false }).fn }).get('/api/x');
    expect(noMessage).toEqual({ success: false, message: GENERIC_MESSAGES.hi, status: 500 });
    const html = await clientApi('en', { fetch: fakeFetch(502, '<html>Bad gateway</html>', true).fn }).get('/api/x');
    expect(html).toEqual({ success: false, message: 'Something went wrong!', status: 502 });
    const notEnvelope = await clientApi('en', { fetch: fakeFetch(200, { hello: 1 }).fn }).get('/api/x');
    expect(notEnvelope.success).toBe(false);
  });

  it('never throws when the network fails', async () => {
    const broken: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(clientApi('en', { fetch: broken }).post('/api/auth/otp', { phone: '9876500001' })).resolves.toEqual({
      success: false,
      message: 'Something went wrong!',
      status: 0,
    });
  });

  it('checks data against a schema', async () => {
    const schema = z.object({ coins: z.number().int() });
    const good = await clientApi('en', { fetch: fakeFetch(200, { success: true, data: { coins: 5 } }).fn }).get(
      '/api/wallet',
      { schema },
    );
    expect(good).toEqual({ success: true, data: { coins: 5 }, status: 200 });
    const bad = await clientApi('en', { fetch: fakeFetch(200, { success: true, data: { coins: 'five' } }).fn }).get(
      '/api/wallet',
      { schema },
    );
    expect(bad).toEqual({ success: false, message: 'Something went wrong!', status: 200 });
  });

  it('keeps the code and the facts of a failure', async () => {
    const f = fakeFetch(423, {
      success: false,
      message: 'Too many wrong codes.',
      code: 'otp-locked',
      data: { lockedUntil: '2026-11-29T02:00:00.000Z', attempts: 5 },
    });
    const res = await clientApi('en', { fetch: f.fn }).post('/api/auth/verify', {});
    expect(res).toEqual({
      success: false,
      message: 'Too many wrong codes.',
      code: 'otp-locked',
      data: { lockedUntil: '2026-11-29T02:00:00.000Z' },
      status: 423,
    });
  });
});

describe('apiClient', () => {
  it('sends its base URL, extra headers and same-origin credentials', async () => {
    const seen: RequestInit[] = [];
    const urls: string[] = [];
    const fn: typeof fetch = async (input, init) => {
      urls.push(String(input));
      seen.push(init ?? {});
      return new Response(JSON.stringify({ success: true, data: 1 }));
    };
    const api = apiClient({
      lang: 'hi',
      baseUrl: 'http://localhost:3203',
      headers: { cookie: 'drishti_session=a' },
      fetch: fn,
    });
    expect(await api.call('DELETE', '/api/users/x')).toEqual({ success: true, data: 1, status: 200 });
    expect(urls).toEqual(['http://localhost:3203/api/users/x']);
    const headers = new Headers(seen[0]!.headers);
    expect(headers.get('cookie')).toBe('drishti_session=a');
    expect(headers.get('x-lang')).toBe('hi');
    expect(seen[0]!.method).toBe('DELETE');
    expect(seen[0]!.credentials).toBe('same-origin');
  });

  it('tells network failures, malformed answers and API errors apart', async () => {
    const down = apiClient({ fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    expect((await down.exchange('GET', '/x', undefined, {})).kind).toBe('network');
    const html = apiClient({ fetch: fakeFetch(200, '<html>', true).fn });
    expect((await html.exchange('GET', '/x', undefined, {})).kind).toBe('malformed');
    const schema = z.object({ n: z.number() });
    const wrong = apiClient({ fetch: fakeFetch(200, { success: true, data: { n: 'one' } }).fn });
    expect((await wrong.exchange('GET', '/x', undefined, { schema })).kind).toBe('malformed');
    const refused = apiClient({ fetch: fakeFetch(403, { success: false, message: 'Not yours' }).fn });
    expect(await refused.exchange('GET', '/x', undefined, {})).toMatchObject({ kind: 'api', apiMessage: 'Not yours' });
    const silent = apiClient({ fetch: fakeFetch(500, { success: false }).fn });
    expect(await silent.exchange('GET', '/x', undefined, {})).toMatchObject({ kind: 'api', apiMessage: null });
  });

  it('maps a locale to the API language', () => {
    expect(apiLang('hi')).toBe('hi');
    expect(apiLang('en')).toBe('en');
    expect(apiLang(undefined)).toBe('en');
  });
});

describe('dataOrThrow', () => {
  it('gives the data or throws an ApiError with the status and code', async () => {
    expect(await dataOrThrow(Promise.resolve({ success: true as const, data: 7, status: 200 }))).toBe(7);
    const failure = dataOrThrow(
      Promise.resolve({ success: false as const, message: 'Low balance', code: 'insufficient-balance', status: 402 }),
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Low balance', status: 402, code: 'insufficient-balance' });
  });
});
