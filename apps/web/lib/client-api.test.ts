import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientApi, GENERIC_MESSAGES } from './client-api';

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
});
