import { Writable } from 'node:stream';
import type { SandboxGateway } from '@drishti/core/payments/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
const logged: { msg: string; violation?: Record<string, unknown> }[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logged.push(JSON.parse(line));
      done();
    },
  });
  api = await createTestApi({}, {}, { logger: { level: 'warn', stream } });
  // A route of its own policy, and an HTML page served by the API.
  api.app.get('/api/test/own-policy', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'; img-src 'self'").send({ success: true }),
  );
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  logged.length = 0;
});

const legacy = {
  'csp-report': {
    'document-uri': 'http://localhost:3000/hi/kundali',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self' 'nonce-abc'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 3,
    'source-file': 'http://localhost:3000/hi/kundali',
    'status-code': 200,
    'script-sample': 'alert(1)',
  },
};
const batch = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://localhost:3000/wallet',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'http://localhost:3000/wallet',
      referrer: null,
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'self'",
      sourceFile: null,
      sample: '',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: null,
      columnNumber: null,
    },
  },
];

const report = (payload: unknown, type = 'application/csp-report', remoteAddress = '127.0.0.1') =>
  api.app.inject({
    method: 'POST',
    url: '/api/csp-report',
    headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });

describe('CSP violation reports', () => {
  it('logs a report-uri report', async () => {
    const res = await report(legacy);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'CSP violation',
      violation: {
        documentUrl: 'http://localhost:3000/hi/kundali',
        directive: 'script-src-elem',
        blocked: 'inline',
        line: 12,
        sample: 'alert(1)',
      },
    });
  });

  it('logs each report of a Reporting API batch', async () => {
    const res = await report([...batch, ...batch], 'application/reports+json', '10.0.0.2');
    expect(res.statusCode).toBe(204);
    expect(logged.filter((l) => l.msg === 'CSP violation').map((l) => l.violation?.blocked)).toEqual([
      'https://evil.example/x.js',
      'https://evil.example/x.js',
    ]);
  });

  it('refuses what is not a violation report, naming the field', async () => {
    const missing = await report({ 'csp-report': { 'blocked-uri': 'inline' } }, 'application/csp-report', '10.0.0.3');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false });
    const otherType = await report([{ ...batch[0], type: 'deprecation' }], 'application/reports+json', '10.0.0.3');
    expect(otherType.statusCode).toBe(400);
    const notJson = await report('{"csp-report":', 'application/csp-report', '10.0.0.3');
    expect(notJson.statusCode).toBe(400);
    expect(logged.filter((l) => l.msg === 'CSP violation')).toEqual([]);
  });

  it('refuses a body over 32 KB', async () => {
    const big = { 'csp-report': { ...legacy['csp-report'], 'script-sample': 'x'.repeat(40 * 1024) } };
    const res = await report(big, 'application/csp-report', '10.0.0.4');
    expect(res.statusCode).toBe(413);
  });

  it('limits each address to 30 reports a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await report(legacy, 'application/csp-report', '10.0.0.5')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('the policy of API answers', () => {
  it('JSON answers allow nothing, errors included', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/.well-known/assetlinks.json']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('keeps the policy a route sets itself', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/test/own-policy' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'");
  });

  it('the sandbox checkout page runs no inline script; alone it may not be framed, framed only by our pages', async () => {
    const sandbox = api.ctx.gateway as SandboxGateway;
    const order = await sandbox.createOrder({
      amountPaise: 50000,
      currency: 'INR',
      receipt: 'rcpt_csp',
      returnUrl: '/wallet',
    });
    const res = await api.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${order.id}` });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The overlay's page (what the sandbox's checkout.js frames) may be framed by our own pages.
    const framed = await api.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${order.id}?embed=1` });
    const framedPolicy = String(framed.headers['content-security-policy']);
    expect(framedPolicy).toContain("frame-ancestors 'self'");
    expect(framedPolicy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
