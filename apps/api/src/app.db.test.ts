import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { z } from 'zod';
import { createTestApi } from './testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
const dbKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('API basics', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    // Routes that exercise the shared machinery (validation envelope, rate limit, slow requests).
    await api.app.register(
      async (scope) => {
        scope.post(
          '/echo',
          { schema: { body: z.object({ day: z.number().int().min(1).max(31), name: z.string().min(1) }) } },
          async (request) => ({ success: true, data: request.body }),
        );
        scope.get('/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({
          success: true,
        }));
        scope.get('/boom', async () => {
          throw new Error('secret internal detail');
        });
        scope.get('/slow', async () => {
          await new Promise((r) => setTimeout(r, 400));
          return { success: true, data: 'finished' };
        });
      },
      { prefix: '/api/test' },
    );
  });
  afterAll(async () => {
    await api.close();
  });

  it(`reports health and the database in use (${dbKind})`, async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { status: 'ok', database: dbKind } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/no-such-thing', '/api', '/api/users/nope/deeper']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('rejects invalid input with 400 and the fields at fault', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/test/echo', payload: { day: 40, name: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    const fields = body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['day', 'name']);
  });

  it('rejects malformed JSON with 400 in the envelope', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"day": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('never leaks internal errors', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong!', code: 'internal' });
    expect(res.body).not.toContain('secret internal detail');
  });

  it('rate-limits with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof api.app.inject>> | undefined;
    for (let i = 0; i < 3; i++) {
      last = await api.app.inject({ method: 'GET', url: '/api/test/limited' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toMatchObject({ success: false });
  });

  it('sends security headers', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/health' });
    // A JSON answer allows nothing (pages get their own policy: csp.test.ts, e2e/csp.spec.ts).
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('describes its routes in OpenAPI at /api/docs', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const ui = await api.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves every call of the specification, typos included, and documents each', async () => {
    const spec: [string, string][] = [
      ['post', '/api/publics/astrology/nakshaktra'],
      ['post', '/api/publics/commons/track-content'],
      ['post', '/api/publics/commons/lead-generation'],
      ['post', '/api/publics/commons/send-app-link-onphone'],
      ['post', '/api/publics/astrology/horoscope'],
      ['get', '/api/publics/astrology/all-today-horoscope'],
      ['post', '/api/publics/astrology/panchang'],
      ['post', '/api/publics/astrology/get-chaughadiya-muhurta'],
      ['post', '/api/publics/blog/list'],
      ['get', '/api/publics/blog/single'],
      ['get', '/api/publics/blog/search'],
      ['post', '/api/publics/astrologer/send-otp'],
      ['post', '/api/publics/astrologer/confirm-otp'],
      ['post', '/api/publics/astrologer/registration'],
      ['get', '/api/publics/astrologer/get-registered'],
      ['post', '/api/publics/consultant-booking'],
      ['post', '/api/publics/consultant-booking-verify'],
      ['post', '/api/users/astrology/basic-details'],
      ['post', '/api/users/astrology/kp-kundali'],
      ['post', '/api/users/astrology/kundali-details'],
      ['post', '/api/users/astrology/kundali-details-vmshotri-dasha'],
      ['post', '/api/users/astrology/vimshotri-and-yogini'],
      ['post', '/api/users/astrology/get-report'],
      ['post', '/api/users/astrology/get-chart'],
      ['post', '/api/users/astrology/ashtakvarga-planet-chart'],
      ['post', '/api/users/commons/geo_details'],
      ['post', '/api/users/vedic-tools/male-female-match-report'],
    ];
    const doc = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [method, path] of spec) {
      expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path} in /api/docs`).toBeTruthy();
      const res = await api.app.inject({
        method: method.toUpperCase() as 'GET' | 'POST',
        url: path,
        payload: method === 'post' ? {} : undefined,
      });
      expect([200, 400, 401], `${method.toUpperCase()} ${path}`).toContain(res.statusCode);
      expect(res.json().success).toBeTypeOf('boolean');
    }
  });
});

describe('a listening server', () => {
  let api: TestApi;
  let base: string;
  beforeAll(async () => {
    api = await createTestApi();
    await api.app.register(
      async (scope) => {
        scope.get('/slow', async () => {
          await new Promise((r) => setTimeout(r, 500));
          return { success: true, data: 'finished' };
        });
      },
      { prefix: '/api/test' },
    );
    api.app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      api.wsUpgrades.emit('upgrade', req, socket, head),
    );
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await api.close();
  });

  it('speaks the WebSocket protocol at /ws', async () => {
    const ws = new WebSocket(`ws://${base}/ws`, { headers: { origin: 'http://localhost:3000' } });
    const replies: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('open', () => {
        ws.send(JSON.stringify({ type: 'hello', protocol: 1 }));
        ws.send(JSON.stringify({ type: 'ping', at: 42 }));
        ws.send('not json');
      });
      ws.on('message', (data) => {
        replies.push(JSON.parse(String(data)));
        if (replies.length === 3) resolve();
      });
    });
    ws.close();
    expect(replies[0]).toMatchObject({ type: 'welcome', protocol: 1 });
    expect(replies[1]).toMatchObject({ type: 'pong', at: 42 });
    expect(replies[2]).toMatchObject({ type: 'error', code: 'bad-json' });
  });

  it('refuses sockets from foreign origins', async () => {
    const ws = new WebSocket(`ws://${base}/ws`, { headers: { origin: 'https://evil.example' } });
    const outcome = await new Promise<string>((resolve) => {
      ws.on('unexpected-response', (_req, res) => {
        resolve(`http ${res.statusCode}`);
        ws.terminate();
      });
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('error'));
    });
    expect(outcome).toBe('http 403');
  });

  it('finishes in-flight requests when closing', async () => {
    const pending = fetch(`http://${base}/api/test/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await new Promise((r) => setTimeout(r, 100));
    const closing = api.app.close();
    const res = await pending;
    await closing;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: 'finished' });
  });
});
