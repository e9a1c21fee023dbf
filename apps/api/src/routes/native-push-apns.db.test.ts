import { generateKeyPairSync, type KeyObject, verify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import {
  constants,
  createServer,
  type Http2Server,
  type IncomingHttpHeaders,
  type ServerHttp2Stream,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushPayload } from '@drishti/contracts/reminders';
import { createApnsClient, PROVIDER_TOKEN_RENEW_MS } from '@drishti/core/apns';
import type { NativePushSender } from '@drishti/core/native-push';
import { sendNativePushToUser } from '@drishti/core/native-push';
import { configureNativePush, notify, pushPayloadOf } from '@drishti/core/notifications';
import { eq, nativePushTokens, nativePushTokensRepository, usersRepository } from '@drishti/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createTestApi } from '../testing';

/**
 * Push to the iOS app straight through APNs, against a local HTTP/2 stand-in for Apple's provider
 * API. It checks the provider token as Apple does (ES256 over the team's key, key id, team id, no
 * older than an hour), the topic, push type and path, and answers as Apple does: 200 with an
 * apns-id for a device it knows, 410 Unregistered for one it no longer knows, 400 BadDeviceToken
 * for a malformed one, 400 DeviceTokenNotForTopic for another app's device, 403 for a bad token.
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

const TEAM = 'DRISHTI123';
const KEY_ID = 'ABC123DEFG';
const TOPIC = 'in.drishti.app';
const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const hex = (n: number) => n.toString(16).padStart(64, '0');
/** Device tokens Apple knows for our app, and one of another app. */
const KNOWN = [hex(0xa5a1), hex(0xa5a2), hex(0xa5a3)];
const OTHER_APP = hex(0x0de7);

class FakeApple {
  server: Http2Server;
  origin = '';
  sessions = 0;
  sent: Array<{ token: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];
  /** Provider tokens seen, in order (Apple throttles renewals; the client should reuse one). */
  bearers: string[] = [];
  refused: string[] = [];
  /** Apple's clock relative to this machine's. */
  skewMs = 0;
  private count = 0;

  constructor(private readonly key: KeyObject) {
    this.server = createServer();
    this.server.on('session', () => this.sessions++);
    this.server.on('stream', (stream, headers) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => this.handle(stream, headers, Buffer.concat(chunks).toString('utf8')));
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private answer(stream: ServerHttp2Stream, status: number, reason?: string, extra: Record<string, string> = {}) {
    stream.respond({ [constants.HTTP2_HEADER_STATUS]: status, ...extra });
    stream.end(reason ? JSON.stringify({ reason, ...(status === 410 ? { timestamp: Date.now() } : {}) }) : undefined);
  }

  /** Why Apple would refuse a provider token, or null. */
  private checkToken(jwt: string): string | null {
    const [h, p, s] = jwt.split('.');
    if (!h || !p || !s) return 'InvalidProviderToken';
    const head = JSON.parse(Buffer.from(h, 'base64url').toString());
    if (head.alg !== 'ES256' || head.kid !== KEY_ID) return 'InvalidProviderToken';
    const ok = verify(
      'sha256',
      Buffer.from(`${h}.${p}`),
      { key: this.key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(s, 'base64url'),
    );
    if (!ok) return 'InvalidProviderToken';
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    if (claims.iss !== TEAM) return 'InvalidProviderToken';
    const now = Math.floor((Date.now() + this.skewMs) / 1000);
    if (now - claims.iat > 3600) return 'ExpiredProviderToken';
    return null;
  }

  private handle(stream: ServerHttp2Stream, headers: IncomingHttpHeaders, body: string) {
    const path = String(headers[constants.HTTP2_HEADER_PATH]);
    const device = /^\/3\/device\/([^/]+)$/.exec(path)?.[1];
    if (headers[constants.HTTP2_HEADER_METHOD] !== 'POST') return this.answer(stream, 405, 'MethodNotAllowed');
    if (!device) return this.answer(stream, 404, 'BadPath');
    const bearer = /^bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
    if (!bearer) return this.answer(stream, 403, 'MissingProviderToken');
    const problem = this.checkToken(bearer);
    if (problem) {
      this.refused.push(problem);
      return this.answer(stream, 403, problem);
    }
    if (this.bearers.at(-1) !== bearer) this.bearers.push(bearer);
    if (headers['apns-topic'] !== TOPIC) return this.answer(stream, 400, 'TopicDisallowed');
    if (headers['apns-push-type'] !== 'alert') return this.answer(stream, 400, 'InvalidPushType');
    if (!/^\d+$/.test(String(headers['apns-expiration'] ?? ''))) return this.answer(stream, 400, 'BadExpirationDate');
    if (!/^[0-9a-f]{64}$/.test(device)) return this.answer(stream, 400, 'BadDeviceToken');
    if (device === OTHER_APP) return this.answer(stream, 400, 'DeviceTokenNotForTopic');
    if (!KNOWN.includes(device)) return this.answer(stream, 410, 'Unregistered');
    this.sent.push({ token: device, headers, body: JSON.parse(body) });
    this.count++;
    return this.answer(stream, 200, undefined, {
      'apns-id': `00000000-0000-4000-8000-${String(this.count).padStart(12, '0')}`,
    });
  }
}

/** A stand-in for the FCM client (tested against Google's protocol in native-push.db.test.ts): records what it is given. */
function recordingSender(): NativePushSender & { tokens: string[] } {
  const tokens: string[] = [];
  return {
    tokens,
    async send(token) {
      tokens.push(token);
      return { ok: true };
    },
  };
}

let api: TestApi;
const apple = new FakeApple(publicKey);
const clients: Array<{ close(): void }> = [];
const apnsClient = (options: { origin?: string; now?: () => number; key?: typeof pem } = {}) => {
  const client = createApnsClient({
    key: { keyId: KEY_ID, teamId: TEAM, privateKey: options.key ?? pem },
    topic: TOPIC,
    origin: options.origin ?? apple.origin,
    ...(options.now ? { now: options.now } : {}),
    timeoutMs: 3000,
  });
  clients.push(client);
  return client;
};
let keyFile = '';

beforeAll(async () => {
  process.env.REMINDER_TICK_MS = '0';
  await apple.start();
  keyFile = join(mkdtempSync(join(tmpdir(), 'drishti-apns-')), `AuthKey_${KEY_ID}.p8`);
  writeFileSync(keyFile, pem);
  api = await createTestApi(
    { APNS_KEY: keyFile, APNS_KEY_ID: KEY_ID, IOS_TEAM_ID: TEAM, APNS_ENVIRONMENT: 'sandbox' },
    {},
    { rateLimits: false },
  );
});
afterAll(async () => {
  configureNativePush(null);
  for (const c of clients) c.close();
  await api.close();
  await new Promise((resolve) => apple.server.close(resolve));
});
beforeEach(() => {
  apple.sent.length = 0;
  apple.skewMs = 0;
});

const db = () => api.ctx.database.db;
const rowsOf = (token: string) => db().select().from(nativePushTokens).where(eq(nativePushTokens.token, token));
async function userWith(phone: string, devices: Array<{ platform: 'android' | 'ios'; token: string }>) {
  const user = (await usersRepository(db()).findOrCreateByPhone(phone))!;
  // A token moves to whoever registers it last, as when the app signs in another account.
  for (const d of devices) await nativePushTokensRepository(db()).upsert(user.id, d.platform, d.token, new Date());
  return user.id;
}

describe('APNS_KEY', () => {
  const base = {
    NODE_ENV: 'test' as const,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/drishti-test-data',
  };

  it('reads the key from a path or the PEM itself, with its id, the team and the environment', () => {
    expect(api.ctx.env.apns).toEqual({ keyId: KEY_ID, teamId: TEAM, privateKey: pem, topic: TOPIC, sandbox: true });
    const inline = loadEnv({ ...base, APNS_KEY: pem.replace(/\n/g, '\\n'), APNS_KEY_ID: KEY_ID, IOS_TEAM_ID: TEAM });
    expect(inline.apns).toEqual({ keyId: KEY_ID, teamId: TEAM, privateKey: pem, topic: TOPIC, sandbox: false });
    expect(loadEnv(base).apns).toBeUndefined();
  });

  it('refuses a missing key id or team and a key that is not P-256, without printing it', () => {
    expect(() => loadEnv({ ...base, APNS_KEY: keyFile, IOS_TEAM_ID: TEAM })).toThrow(/APNS_KEY needs APNS_KEY_ID/);
    expect(() => loadEnv({ ...base, APNS_KEY: keyFile, APNS_KEY_ID: KEY_ID })).toThrow(/APNS_KEY needs IOS_TEAM_ID/);
    expect(() => loadEnv({ ...base, APNS_KEY: keyFile, APNS_KEY_ID: 'short', IOS_TEAM_ID: TEAM })).toThrow(
      /APNS_KEY_ID/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    try {
      loadEnv({ ...base, APNS_KEY: rsa, APNS_KEY_ID: KEY_ID, IOS_TEAM_ID: TEAM });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/APNS_KEY is not an APNs \(P-256\) private key/);
      expect(String(error)).not.toContain('PRIVATE KEY');
    }
  });
});

describe('notify() to an iPhone through APNs', () => {
  it('sends the push in the user’s language to iOS devices through Apple, Android devices through FCM', async () => {
    const fcm = recordingSender();
    configureNativePush({ fcm, apns: apnsClient() });
    const android = 'dev1:APA91b-android-phone-of-asha-0001';
    const id = await userWith('919822400001', [
      { platform: 'ios', token: KNOWN[0]! },
      { platform: 'ios', token: KNOWN[1]! },
      { platform: 'android', token: android },
    ]);
    await usersRepository(db()).update(id, { locale: 'hi' });
    const result = await notify(db(), id, 'support', { event: 'reply', ticketNumber: 1042 }, '/support');
    expect(result.native).toEqual({ sent: 3, failed: 0, removed: 0 });
    expect(fcm.tokens).toEqual([android]);
    expect(apple.sent.map((s) => s.token).sort()).toEqual([KNOWN[0], KNOWN[1]].sort());
    for (const s of apple.sent) {
      expect(s.body).toEqual({
        aps: {
          alert: { title: 'टिकट #1042 पर जवाब', body: 'सहायता टीम ने आपको जवाब दिया है।' },
          sound: 'default',
          'thread-id': result.id,
        },
        url: '/hi/support',
        tag: result.id,
      });
      expect(s.headers['apns-priority']).toBe('10');
      expect(s.headers['apns-collapse-id']).toBe(result.id);
      // Kept for a day, like the web push.
      const expires = Number(s.headers['apns-expiration']) - Math.floor(Date.now() / 1000);
      expect(expires).toBeGreaterThan(86_400 - 60);
      expect(expires).toBeLessThanOrEqual(86_400);
    }

    // Without an APNs key, iOS tokens go through FCM (an app built with the Firebase SDK).
    configureNativePush({ fcm, apns: null });
    await notify(db(), id, 'reminder', { title: 'Surya mantra' }, '/reminders');
    expect(fcm.tokens.slice(1).sort()).toEqual([android, KNOWN[0], KNOWN[1]].sort());
    // Only APNs: Android devices are skipped, neither sent nor failed.
    configureNativePush({ fcm: null, apns: apnsClient() });
    const iosOnly = await notify(db(), id, 'reminder', { title: 'Japa' }, '/reminders');
    expect(iosOnly.native).toEqual({ sent: 2, failed: 0, removed: 0 });
  });

  it('deletes tokens Apple calls unregistered or malformed, keeps another app’s, and never fails notify', async () => {
    configureNativePush({ apns: apnsClient() });
    const gone = hex(0xdead);
    const malformed = 'not-a-hex-device-token-from-an-old-build';
    const id = await userWith('919822400002', [
      { platform: 'ios', token: KNOWN[2]! },
      { platform: 'ios', token: gone },
      { platform: 'ios', token: malformed },
      { platform: 'ios', token: OTHER_APP },
    ]);
    const result = await notify(db(), id, 'community', { event: 'comment' }, '/community');
    expect(result.native).toEqual({ sent: 1, failed: 3, removed: 2 });
    expect(await rowsOf(gone)).toHaveLength(0);
    expect(await rowsOf(malformed)).toHaveLength(0);
    expect(await rowsOf(OTHER_APP)).toHaveLength(1);
    expect(await rowsOf(KNOWN[2]!)).toHaveLength(1);

    // Apple unreachable: the in-app row is still written.
    configureNativePush({ apns: apnsClient({ origin: 'http://127.0.0.1:1' }) });
    const offline = await notify(db(), id, 'reminder', { title: 'Japa' }, '/reminders');
    expect(offline.id).not.toBeNull();
    expect(offline.native).toEqual({ sent: 0, failed: 2, removed: 0 });
    expect(await rowsOf(KNOWN[2]!)).toHaveLength(1);
  });

  it('keeps one connection and one provider token, renews it after fifty minutes and when Apple says it expired', async () => {
    let now = Date.now();
    const client = apnsClient({ now: () => now });
    const id = await userWith('919822400003', [{ platform: 'ios', token: KNOWN[0]! }]);
    const payload: PushPayload = pushPayloadOf('reminder', { event: 'test' }, '/notifications', 'en');
    const send = () => sendNativePushToUser(db(), { fcm: null, apns: client }, id, payload);
    const sessionsBefore = apple.sessions;
    const bearersBefore = apple.bearers.length;
    for (let i = 0; i < 5; i++) expect(await send()).toEqual({ sent: 1, failed: 0, removed: 0 });
    await Promise.all([send(), send(), send()]);
    expect(apple.sent).toHaveLength(8);
    expect(apple.sessions - sessionsBefore).toBe(1);
    expect(apple.bearers.length - bearersBefore).toBe(1);
    const first = client.providerToken();

    // Forty-nine minutes on: the same token. Fifty: a new one.
    now += PROVIDER_TOKEN_RENEW_MS - 60_000;
    apple.skewMs = now - Date.now();
    expect(client.providerToken()).toBe(first);
    now += 60_000;
    apple.skewMs = now - Date.now();
    await send();
    expect(client.providerToken()).not.toBe(first);
    expect(apple.bearers.length - bearersBefore).toBe(2);

    // Apple's clock runs an hour and more ahead: it calls the token expired; the client makes a new one once.
    apple.skewMs += 3600_000 + 5_000;
    now += 1000;
    const refusedBefore = apple.refused.length;
    // The client's own clock has not moved enough to renew; only Apple's answer makes it.
    expect(await send()).toEqual({ sent: 0, failed: 1, removed: 0 });
    expect(apple.refused.slice(refusedBefore)).toEqual(['ExpiredProviderToken', 'ExpiredProviderToken']);
    // With the clocks agreeing again, the renewed token is accepted.
    now = Date.now() + apple.skewMs;
    expect(await send()).toEqual({ sent: 1, failed: 0, removed: 0 });
    expect(apple.sessions - sessionsBefore).toBe(1);
  });

  it('a key Apple does not know: counted as failed, the device token kept', async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const id = await userWith('919822400004', [{ platform: 'ios', token: KNOWN[1]! }]);
    const payload = pushPayloadOf('reminder', { event: 'test' }, '/notifications', 'en');
    const result = await sendNativePushToUser(db(), { fcm: null, apns: apnsClient({ key: stranger }) }, id, payload);
    expect(result).toEqual({ sent: 0, failed: 1, removed: 0 });
    expect(apple.refused.at(-1)).toBe('InvalidProviderToken');
    expect(await rowsOf(KNOWN[1]!)).toHaveLength(1);
  });
});
