import { describe, expect, it } from 'vitest';
import { call } from './api';

/** A fetch that answers once with `status` and `body`, recording the request. */
function answering(status: number, body: unknown) {
  const seen: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    seen.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

describe('consultation call', () => {
  it('sends the language and the idempotency key and returns the data with its status', async () => {
    const { fetch, seen } = answering(201, { success: true, data: { id: 'c1' } });
    const res = await call<{ id: string }>(
      'hi',
      'POST',
      '/api/consultations',
      { a: 1 },
      { idempotencyKey: 'k1', fetch },
    );
    expect(res).toEqual({ ok: true, data: { id: 'c1' }, status: 201 });
    const headers = new Headers(seen[0]!.init?.headers);
    expect(headers.get('x-lang')).toBe('hi');
    expect(headers.get('idempotency-key')).toBe('k1');
    expect(seen[0]!.init?.body).toBe('{"a":1}');
  });

  it('keeps the code and the API’s own message, null when it gave none', async () => {
    const refused = answering(402, { success: false, message: 'Recharge first.', code: 'insufficient-balance' });
    expect(await call('en', 'POST', '/x', {}, { fetch: refused.fetch })).toEqual({
      ok: false,
      status: 402,
      message: 'Recharge first.',
      code: 'insufficient-balance',
    });
    const silent = answering(500, { success: false });
    expect(await call('en', 'GET', '/x', undefined, { fetch: silent.fetch })).toEqual({
      ok: false,
      status: 500,
      message: null,
      code: null,
    });
    const down = (async () => {
      throw new TypeError('offline');
    }) as typeof globalThis.fetch;
    expect(await call('en', 'GET', '/x', undefined, { fetch: down })).toEqual({
      ok: false,
      status: 0,
      message: null,
      code: null,
    });
  });
});
