import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  verify,
} from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { configurePush, notify } from '@drishti/core/notifications';
import { eq, pushSubscriptions, usersRepository } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createTestApi } from '../testing';

/**
 * Notifications and web push through the API, with a local HTTP "push service" standing in for
 * the browser vendor's: it receives exactly what web-push sends, checks the VAPID JWT (RFC 8292,
 * ES256 over the server's public key) and decrypts the body with the subscription's private key
 * (RFC 8291, aes128gcm) using node:crypto alone. Also: the list, unread count, mark read,
 * settings (push off → nothing sent, in-app off → no row), gone subscriptions removed.
 *
 * web-push always speaks HTTPS, so the stand-in serves HTTPS with a throwaway self-signed
 * certificate, and the only thing the test changes in the sender is the agent that trusts it.
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
let server: Server;
let origin: string;
const clock = new Date('2026-02-01T06:00:00Z');

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const received: Received[] = [];

beforeAll(async () => {
  process.env.REMINDER_TICK_MS = '0';
  const dir = mkdtempSync(join(tmpdir(), 'drishti-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      const status = request.url?.startsWith('/push/gone') ? 410 : request.url?.startsWith('/push/fail') ? 500 : 201;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await createTestApi({}, { now: () => clock }, { rateLimits: false });
  const agent = new Agent({ ca: cert });
  configurePush({
    vapid: api.ctx.env.vapid,
    transport: (sub, body, options) => webpush.sendNotification(sub, body, { ...options, agent }),
  });
});
afterAll(async () => {
  await api.close();
  await new Promise((resolve) => server.close(resolve));
});

async function signIn(phone: string): Promise<Headers> {
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = {}) =>
  api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey('base64url'), authB64: auth.toString('base64url') };
}

/** RFC 8291 decryption of one aes128gcm record, as a browser does it. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const serverPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  expect(rs).toBeGreaterThanOrEqual(18);
  expect(record.length).toBeLessThanOrEqual(rs);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID Authorization header: "vapid t=<ES256 JWT>, k=<server public key>". */
function checkVapid(header: string | undefined, expectedKey: string, endpointOrigin: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  expect(m, header).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(expectedKey);
  const [h, p, sig] = jwt!.split('.');
  const head = JSON.parse(Buffer.from(h!, 'base64url').toString());
  expect(head).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
  expect(claims.aud).toBe(endpointOrigin);
  expect(claims.sub).toMatch(/^mailto:/);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  const point = Buffer.from(k!, 'base64url');
  const key: KeyObject = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig!, 'base64url'),
  );
  expect(ok).toBe(true);
}

describe('web push', () => {
  it('gives the VAPID key to anyone, and subscriptions only to the signed in', async () => {
    const res = await req('GET', '/api/publics/push/vapid-key');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.publicKey).toBe(api.ctx.env.vapid.publicKey);
    const k = browserKeys();
    const body = { endpoint: `${origin}/push/ok/x`, keys: { p256dh: k.p256dh, auth: k.authB64 } };
    expect((await req('POST', '/api/users/push-subscriptions', body)).statusCode).toBe(401);
    expect((await req('POST', '/api/users/push/test')).statusCode).toBe(401);
    const me = await signIn('9822200001');
    expect(
      (await req('POST', '/api/users/push-subscriptions', { ...body, keys: { p256dh: 'short', auth: 'x' } }, me))
        .statusCode,
    ).toBe(400);
  });

  it('sends a test push the subscriber can decrypt, signed with our VAPID key; gone ones are removed', async () => {
    const me = await signIn('9822200002');
    const k = browserKeys();
    const endpoint = `${origin}/push/ok/${randomBytes(6).toString('hex')}`;
    const sub = await req(
      'POST',
      '/api/users/push-subscriptions',
      { endpoint, keys: { p256dh: k.p256dh, auth: k.authB64 } },
      me,
    );
    expect(sub.statusCode).toBe(200);
    received.length = 0;
    const test = await req('POST', '/api/users/push/test', undefined, { ...me, 'x-lang': 'hi' });
    expect(test.json().data).toMatchObject({ sent: 1, failed: 0, removed: 0 });
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.path).toBe(new URL(endpoint).pathname);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);
    checkVapid(got.headers.authorization as string, api.ctx.env.vapid.publicKey, origin);
    const payload = JSON.parse(decrypt(got.body, k));
    expect(payload).toMatchObject({ lang: 'hi', url: '/hi/notifications', title: 'दृष्टि की सूचनाएँ चालू हैं' });
    // The response names exactly the payload that was encrypted and sent.
    expect(test.json().data.payload).toEqual(payload);

    // A second browser whose subscription has expired (410): removed; a failing one (500): counted.
    const gone = browserKeys();
    const fail = browserKeys();
    await req(
      'POST',
      '/api/users/push-subscriptions',
      { endpoint: `${origin}/push/gone/1`, keys: { p256dh: gone.p256dh, auth: gone.authB64 } },
      me,
    );
    await req(
      'POST',
      '/api/users/push-subscriptions',
      { endpoint: `${origin}/push/fail/1`, keys: { p256dh: fail.p256dh, auth: fail.authB64 } },
      me,
    );
    const again = await req('POST', '/api/users/push/test', undefined, me);
    expect(again.json().data).toMatchObject({ sent: 1, failed: 2, removed: 1 });
    const rows = await api.ctx.database.db.select().from(pushSubscriptions);
    const endpoints = rows.map((r) => r.endpoint);
    expect(endpoints).toContain(endpoint);
    expect(endpoints).not.toContain(`${origin}/push/gone/1`);
    expect(rows.find((r) => r.endpoint === `${origin}/push/fail/1`)!.failures).toBe(1);
    // Unsubscribing this browser.
    await req('DELETE', '/api/users/push-subscriptions', { endpoint: `${origin}/push/fail/1` }, me);
    expect(
      (
        await api.ctx.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, `${origin}/push/fail/1`))
      ).length,
    ).toBe(0);
  });

  it('notify() stores the row and pushes per the settings, in the user’s language', async () => {
    const me = await signIn('9822200003');
    const db = api.ctx.database.db;
    const user = (await usersRepository(db).findOrCreateByPhone('919822200003'))!;
    const k = browserKeys();
    const endpoint = `${origin}/push/ok/notify`;
    await req('POST', '/api/users/push-subscriptions', { endpoint, keys: { p256dh: k.p256dh, auth: k.authB64 } }, me);
    received.length = 0;
    const first = await notify(db, user.id, 'support', { event: 'reply', ticketNumber: 1042 }, '/support');
    expect(first.id).not.toBeNull();
    expect(first.push).toEqual({ sent: 1, failed: 0, removed: 0 });
    const payload = JSON.parse(decrypt(received[0]!.body, k));
    expect(payload).toMatchObject({ title: 'Reply on ticket #1042', url: '/support', lang: 'en' });

    // Settings: invalid refused; push off for support → row but no push; in-app off → neither row nor... push still on.
    expect((await req('PUT', '/api/users/notification-settings', { support: { push: 'no' } }, me)).statusCode).toBe(
      400,
    );
    expect((await req('GET', '/api/users/notification-settings', undefined, me)).json().data).toEqual({});
    const put = await req(
      'PUT',
      '/api/users/notification-settings',
      { support: { inApp: true, push: false }, community: { inApp: false, push: true } },
      me,
    );
    expect(put.statusCode).toBe(200);
    expect((await req('GET', '/api/users/notification-settings', undefined, me)).json().data).toEqual({
      support: { inApp: true, push: false },
      community: { inApp: false, push: true },
    });
    received.length = 0;
    const quiet = await notify(db, user.id, 'support', { event: 'resolved', ticketNumber: 1042 }, '/support');
    expect(quiet.id).not.toBeNull();
    expect(quiet.push).toBeNull();
    const noRow = await notify(db, user.id, 'community', { event: 'comment' }, '/community');
    expect(noRow.id).toBeNull();
    expect(noRow.push?.sent).toBe(1);
    expect(received).toHaveLength(1);
    expect((await req('GET', '/api/users/notification-settings')).statusCode).toBe(401);
  });

  it('lists newest first with the unread count; marks read only the caller’s own', async () => {
    const me = await signIn('9822200004');
    const other = await signIn('9822200005');
    const db = api.ctx.database.db;
    const users = usersRepository(db);
    const meId = (await users.findOrCreateByPhone('919822200004'))!.id;
    const otherId = (await users.findOrCreateByPhone('919822200005'))!.id;
    await notify(db, meId, 'consultation', { event: 'request' }, '/astrologer/dashboard');
    await new Promise((r) => setTimeout(r, 5));
    await notify(db, meId, 'mystery', {}, null);
    const theirs = await notify(db, otherId, 'reminder', { reminderId: 'x', title: 'Theirs' }, '/reminders');
    expect((await req('GET', '/api/users/notifications')).statusCode).toBe(401);
    const list = (await req('GET', '/api/users/notifications', undefined, me)).json().data;
    expect(list.items.map((n: { kind: string }) => n.kind)).toEqual(['mystery', 'consultation']);
    expect(list.unread).toBe(2);
    expect((await req('GET', '/api/users/notifications/unread-count', undefined, me)).json().data.unread).toBe(2);
    // Someone else's id changes nothing.
    const foreign = await req('POST', '/api/users/notifications/read', { ids: [theirs.id] }, me);
    expect(foreign.json().data).toEqual({ updated: 0, unread: 2 });
    const one = await req('POST', '/api/users/notifications/read', { ids: [list.items[0].id] }, me);
    expect(one.json().data).toEqual({ updated: 1, unread: 1 });
    const all = await req('POST', '/api/users/notifications/read', { all: true }, me);
    expect(all.json().data).toEqual({ updated: 1, unread: 0 });
    expect((await req('GET', '/api/users/notifications/unread-count', undefined, other)).json().data.unread).toBe(1);
    const after = (await req('GET', '/api/users/notifications', undefined, me)).json().data;
    expect(after.items.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });
});
