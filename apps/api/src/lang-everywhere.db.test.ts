/**
 * `?lang=hi` on every API route (README: API messages are Hindi when the request asks): each
 * documented route is called with `?lang=hi`, signed out and without a body. Whatever it answers
 * (success, a refusal, a validation error), its envelope's messages are in Hindi, and the query
 * parameter itself is never what the route rejects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from './testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
/** Routes that answer something other than the JSON envelope (files, pages, streams, webhooks' raw bodies). */
const NOT_ENVELOPES = /\/(docs|ws|kundali-pdf|outbox|sandbox|health|manifest|webhooks)\b/;

describe('?lang=hi on every API route', () => {
  it('answers every documented route’s messages in Hindi', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const problems: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (NOT_ENVELOPES.test(path)) continue;
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of Object.keys(methods)) {
        const m = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m)) continue;
        const res = await api.app.inject({
          method: m,
          url: `${url}?lang=hi`,
          ...(m === 'GET' || m === 'DELETE' ? {} : { payload: {} }),
        });
        if (!String(res.headers['content-type'] ?? '').includes('application/json')) continue;
        const body = res.json() as {
          success?: boolean;
          message?: string;
          errors?: { field: string; message: string }[];
        };
        checked++;
        const where = `${m} ${path} (${res.statusCode})`;
        if (body.errors?.some((e) => e.field === 'lang')) problems.push(`${where}: rejects lang`);
        if (typeof body.message === 'string' && !DEVANAGARI.test(body.message))
          problems.push(`${where}: ${body.message}`);
        for (const e of body.errors ?? [])
          if (!DEVANAGARI.test(e.message)) problems.push(`${where} ${e.field}: ${e.message}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});
