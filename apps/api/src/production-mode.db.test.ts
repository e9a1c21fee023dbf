import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxSecrets } from '@drishti/core/payments/sandbox';
import { ConsoleSmsProvider } from '@drishti/core/sms';
import { createTestDatabase } from '@drishti/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApi } from './app';
import { createContext } from './context';
import { type Env, loadEnv, repoRoot } from './env';
import { freePort, startApiProcess } from './realtime/api-process';
import { loadSandboxSecrets } from '@drishti/core/payments/sandbox-secrets';

const base = {
  NODE_ENV: 'production' as const,
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  DATA_DIR: '/tmp/drishti-test-data',
};
const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'whsec' };
const dataDir = mkdtempSync(join(tmpdir(), 'drishti-prodmode-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('production mode', () => {
  it('is DRISHTI_MODE=production or an https PUBLIC_URL, never NODE_ENV alone', () => {
    expect(loadEnv(base)).toMatchObject({ productionMode: false, demo: true, production: true });
    expect(loadEnv({ ...base, DRISHTI_MODE: 'production', DRISHTI_DEMO: '1' })).toMatchObject({
      productionMode: true,
      demo: true,
      demoInProduction: true,
    });
    expect(loadEnv({ ...base, PUBLIC_URL: 'https://drishti.example', DRISHTI_DEMO: '1' }).productionMode).toBe(true);
    expect(loadEnv({ ...base, PUBLIC_URL: 'http://192.168.1.5:3000' }).productionMode).toBe(false);
  });

  it('refuses the console SMS provider and missing payment keys, naming each setting', () => {
    const prod = { ...base, DRISHTI_MODE: 'production' };
    expect(() => loadEnv({ ...prod, ...keys })).toThrow(/SMS_PROVIDER/);
    let message = '';
    try {
      loadEnv({ ...prod, RAZORPAY_KEY_ID: 'rzp_live_x' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/RAZORPAY_KEY_SECRET/);
    expect(message).toMatch(/RAZORPAY_WEBHOOK_SECRET/);
    expect(message).not.toMatch(/RAZORPAY_KEY_ID/);
  });

  it('validates the new settings by name', () => {
    expect(() => loadEnv({ ...base, TRUSTED_PROXIES: '10.0.0.1,not-an-ip' })).toThrow(/TRUSTED_PROXIES: "not-an-ip"/);
    expect(() => loadEnv({ ...base, TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(loadEnv({ ...base, TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1' }).trustedProxies).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadEnv({ ...base, METRICS_ALLOW: '300.1.1.1' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadEnv({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadEnv({ ...base, OTP_PER_IP_PER_DAY: '0' })).toThrow(/OTP_PER_IP_PER_DAY/);
    expect(() => loadEnv({ ...base, DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadEnv({ ...base, DRISHTI_DEMO: 'yes' })).toThrow(/DRISHTI_DEMO/);
    expect(loadEnv(base)).toMatchObject({
      otpPerIpPerDay: 500,
      otpPerIpPerMinute: 10,
      databasePoolSize: 10,
      trustedProxies: [],
    });
  });

  it('answers 404 for the outbox and the sandbox checkout without DRISHTI_DEMO=1', async () => {
    const database = await createTestDatabase();
    const open = async (env: Env) => {
      const ctx = createContext(env, database, { sms: new ConsoleSmsProvider(() => {}) });
      const { app } = await buildApi({ ctx, rateLimits: false });
      const order = await ctx.gateway.createOrder({ amountPaise: 10_000, currency: 'INR', receipt: 'r1' });
      const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      // A loopback peer that came through a proxy on this machine is not local.
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const proxied = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { [header]: '127.0.0.1' } });
        expect(proxied.statusCode).toBe(env.demo ? 403 : 404);
      }
      const checkout = await app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${order.id}` });
      await app.close();
      return { outbox: outbox.statusCode, checkout: checkout.statusCode };
    };
    try {
      // What a production start with a real SMS provider and keys would give, sandbox gateway aside.
      const production = { ...loadEnv(base), productionMode: true, demo: false };
      expect(await open(production)).toEqual({ outbox: 404, checkout: 404 });
      const demo = loadEnv({ ...base, DRISHTI_MODE: 'production', DRISHTI_DEMO: '1' });
      expect(await open(demo)).toEqual({ outbox: 200, checkout: 200 });
    } finally {
      await database.close();
    }
  });

  it('gives the sandbox gateway its own generated secrets, shared through the database', async () => {
    const database = await createTestDatabase();
    try {
      const first = await loadSandboxSecrets(database.db);
      const again = await Promise.all([loadSandboxSecrets(database.db), loadSandboxSecrets(database.db)]);
      expect(again).toEqual([first, first]);
      expect(first.keySecret).not.toBe(first.webhookSecret);
      const derived = sandboxSecrets(base.SESSION_SECRET);
      expect(first.keySecret).not.toBe(derived.keySecret);
      expect(first.webhookSecret).not.toBe(derived.webhookSecret);
      expect(first.keySecret.length).toBeGreaterThanOrEqual(43);
    } finally {
      await database.close();
    }
  });

  it('exits non-zero naming the setting; with DRISHTI_DEMO=1 it starts and says so', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/api/src/main.ts'), '--api-only'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...base,
        DRISHTI_MODE: 'production',
        DATA_DIR: dataDir,
      } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/SMS_PROVIDER/);
    expect(stderr).toMatch(/RAZORPAY_KEY_ID/);
    expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace

    const port = await freePort();
    const api = await startApiProcess(port, {
      ...base,
      DRISHTI_MODE: 'production',
      DRISHTI_DEMO: '1',
      DATA_DIR: dataDir,
    });
    try {
      expect(api.output()).toMatch(/DRISHTI_DEMO=1 in production mode/);
    } finally {
      await api.stop('SIGTERM');
    }
  }, 240_000);
});
