import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer } from './realtime/redis-server';
import { TestSocket } from './realtime/test-client';
import { createTestApi } from './testing';

/** Liveness, readiness, metrics and request ids. */
type TestApi = Awaited<ReturnType<typeof createTestApi>>;
const TOKEN = 'metrics-token-0123456789';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.9.0.0/16' });
});
afterAll(async () => {
  await api?.close();
});

describe('operations', () => {
  it('answers liveness and readiness', async () => {
    const health = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const ready = await api.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      data: { status: 'ready', checks: { database: 'ok', migrations: 'ok' } },
    });
  });

  it('serves Prometheus metrics only to METRICS_ALLOW addresses or the METRICS_TOKEN bearer', async () => {
    await api.app.inject({ method: 'GET', url: '/api/astrology/signs' });
    await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone: '9876530001' } });
    expect((await api.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await api.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(404);
    const outside = await api.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.8.1.1' });
    expect(outside.statusCode).toBe(404);

    const byToken = await api.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toMatch(/^text\/plain/);
    const text = byToken.body;
    expect(text).toMatch(
      /drishti_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/otp",status="200"\} 1/,
    );
    expect(text).toMatch(/drishti_sms_total\{template="otp",outcome="sent"\} 1/);
    expect(text).toMatch(/drishti_websocket_connections 0/);
    expect(text).toMatch(/drishti_active_consultations 0/);
    for (const name of ['drishti_meter_lag_seconds', 'drishti_job_lag_seconds', 'drishti_payment_events_total'])
      expect(text).toContain(`# TYPE ${name}`);

    const byAddress = await api.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.9.4.2' });
    expect(byAddress.statusCode).toBe(200);
  });

  it('gives every request an id in its answer and logs; a client cannot choose it', async () => {
    const a = await api.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged-id-1234' },
    });
    const b = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('takes the request id of a trusted proxy', async () => {
    const proxied = await createTestApi({ TRUSTED_PROXIES: '10.0.0.2' });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.0.0.2',
        headers: { 'x-request-id': 'f00dfeed0123456789abcdef' },
      });
      expect(res.headers['x-request-id']).toBe('f00dfeed0123456789abcdef');
    } finally {
      await proxied.close();
    }
  });

  it('is not ready, naming Redis, while Redis is down', async () => {
    const redis = await startRedisServer();
    const withRedis = await createTestApi({ REDIS_URL: redis.url });
    try {
      const up = await withRedis.app.inject({ method: 'GET', url: '/api/ready' });
      expect(up.json().data.checks).toEqual({ database: 'ok', migrations: 'ok', redis: 'ok' });
      // The shared rate-limit counters live in Redis.
      const limited = await withRedis.app.inject({
        method: 'POST',
        url: '/api/auth/otp',
        payload: { phone: '9876530002' },
      });
      expect(limited.headers['x-ratelimit-limit']).toBe('10');
      const probe = new Redis(redis.url);
      try {
        expect((await probe.keys('drishti:rl:*')).length).toBeGreaterThan(0);
      } finally {
        probe.disconnect();
      }
      await redis.stop();
      const down = await withRedis.app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ success: false, message: 'Not ready: redis' });
      expect(down.json().data.checks.database).toBe('ok');
      expect(down.json().data.checks.redis).toMatch(/^failed/);
    } finally {
      await withRedis.close();
      await redis.stop();
    }
  });

  it('drains WebSockets on shutdown with 1001 going away, so clients resume elsewhere', async () => {
    const own = await createTestApi();
    own.app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      own.wsUpgrades.emit('upgrade', req, socket, head),
    );
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
    const socket = await TestSocket.open(base);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    const metrics = await own.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.statusCode).toBe(404); // no METRICS_ALLOW here
    await expect(own.ctx.metrics.wsConnections.get()).resolves.toMatchObject({ values: [{ value: 1 }] });
    await own.close();
    expect(await closed).toEqual({ code: 1001, reason: 'going away' });
  });
});
