import type { Database } from '@drishti/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApi } from '../app';
import { createContext } from '../context';
import { loadEnv } from '../env';

// No request here reaches the database: a stand-in that fails loudly if one ever does.
const unavailable = (what: string) =>
  new Proxy(
    {},
    {
      get: (_target, key) => {
        if (key === 'then') return undefined;
        throw new Error(`the database is not available in this test (${what}.${String(key)})`);
      },
    },
  );
const noDatabase = {
  kind: 'pglite',
  db: unavailable('db'),
  ping: async () => {
    throw new Error('the database is not available in this test');
  },
} as unknown as Database;

const FINGERPRINT = '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The API as the one-port server runs it: with a catch-all like the one that hands pages to Next. */
async function build(extraEnv: Record<string, string> = {}) {
  const env = loadEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/drishti-test-data',
    VAPID_PUBLIC_KEY: 'test-public',
    VAPID_PRIVATE_KEY: 'test-private',
    PUBLIC_URL: 'https://drishti.example',
    // An https site is production mode: the demo switch stands in for real SMS and payment keys.
    DRISHTI_DEMO: '1',
    ...extraEnv,
  });
  const ctx = createContext(env, noDatabase);
  const built = await buildApi({ ctx, sandboxCheckout: false });
  await built.app.register(async (scope) => {
    scope.get('/*', async (_request, reply) => reply.type('text/html').send('<p>page from the web app</p>'));
  });
  app = built.app;
  return built.app;
}

describe('/.well-known', () => {
  it('serves assetlinks.json for the Android app with the configured certificate fingerprints', async () => {
    const api = await build({ ANDROID_CERT_SHA256: `${FINGERPRINT}, ${'ab'.repeat(32)}` });
    const res = await api.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'in.drishti.app',
          sha256_cert_fingerprints: [FINGERPRINT, Array(32).fill('AB').join(':')],
        },
      },
    ]);
  });

  it('answers assetlinks.json with an empty list when no certificate is configured', async () => {
    const api = await build();
    const res = await api.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('serves apple-app-site-association as JSON for every page of the site', async () => {
    const api = await build({ IOS_TEAM_ID: 'ABCDE12345' });
    const res = await api.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const details = res.json().applinks.details;
    expect(details).toHaveLength(1);
    expect(details[0].appIDs).toEqual(['ABCDE12345.in.drishti.app']);
    expect(details[0].appID).toBe('ABCDE12345.in.drishti.app');
    expect(details[0].components).toContainEqual({ '/': '*' });
    expect(details[0].paths).toContain('*');
    const head = await api.inject({ method: 'HEAD', url: '/.well-known/apple-app-site-association' });
    expect(head.statusCode).toBe(200);
  });

  it('has no apple-app-site-association without an Apple team id, and never hands it to the web app', async () => {
    const api = await build();
    const res = await api.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('page from the web app');
  });

  it('lives at the site root, not under /api, and leaves other paths to the web app', async () => {
    const api = await build({ IOS_TEAM_ID: 'ABCDE12345' });
    expect((await api.inject({ method: 'GET', url: '/api/.well-known/assetlinks.json' })).statusCode).toBe(404);
    const page = await api.inject({ method: 'GET', url: '/hi/kundali' });
    expect(page.body).toContain('page from the web app');
  });
});
