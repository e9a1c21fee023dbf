import { generateKeyPairSync, type KeyObject, verify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFcmClient, FCM_SCOPE } from '@drishti/core/fcm';
import { sendNativePushToUser } from '@drishti/core/native-push';
import { configureNativePush, notify, pushPayloadOf } from '@drishti/core/notifications';
import { eq, nativePushTokens, usersRepository } from '@drishti/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createTestApi } from '../testing';

/**
 * Native push through the API and notify(), against a local stand-in for Google: its OAuth2 token
 * endpoint checks the service-account JWT (RS256 over the account's public key, iss, aud, scope,
 * exp) and issues access tokens; its FCM v1 messages:send requires one of them and answers as FCM
 * does — a message name for a known device token, 404 UNREGISTERED for an unknown one, 400
 * INVALID_ARGUMENT for a malformed one.
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;

const PROJECT = 'drishti-test';
const CLIENT_EMAIL = 'push@drishti-test.iam.gserviceaccount.com';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** Device tokens the stand-in knows, like FCM's valid registrations. */
const KNOWN = [
  'dev1:APA91b-android-phone-of-asha-0001',
  'dev2:APA91b-iphone-of-asha-000000002',
  'dev3:APA91b-android-phone-of-meera-03',
];

class FakeGoogle {
  server: Server;
  origin = '';
  tokenRequests = 0;
  /** Access tokens issued and not revoked. */
  live = new Set<string>();
  sent: Array<{ path: string; message: Record<string, unknown> }> = [];
  rejectedAssertions: string[] = [];
  /** Google's clock relative to this machine's, for tests that move the sender's clock. */
  skewMs = 0;

  constructor(private readonly key: KeyObject) {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => this.handle(request, response, Buffer.concat(chunks).toString('utf8')));
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private json(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  /** Why a service-account assertion is refused, or null when Google would accept it. */
  private checkAssertion(jwt: string): string | null {
    const [h, p, s] = jwt.split('.');
    if (!h || !p || !s) return 'not a JWT';
    const head = JSON.parse(Buffer.from(h, 'base64url').toString());
    if (head.alg !== 'RS256') return `alg ${head.alg}`;
    if (!verify('RSA-SHA256', Buffer.from(`${h}.${p}`), this.key, Buffer.from(s, 'base64url'))) return 'signature';
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const now = Math.floor((Date.now() + this.skewMs) / 1000);
    if (claims.iss !== CLIENT_EMAIL) return 'iss';
    if (claims.aud !== `${this.origin}/token`) return 'aud';
    if (claims.scope !== FCM_SCOPE) return 'scope';
    if (!(claims.exp > now) || claims.exp - claims.iat > 3600 || claims.iat > now + 60) return 'exp';
    return null;
  }

  private handle(request: IncomingMessage, response: ServerResponse, body: string) {
    if (request.method === 'POST' && request.url === '/token') {
      this.tokenRequests++;
      const form = new URLSearchParams(body);
      const problem =
        form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer'
          ? 'grant_type'
          : this.checkAssertion(form.get('assertion') ?? '');
      if (problem) {
        this.rejectedAssertions.push(problem);
        return this.json(response, 400, { error: 'invalid_grant', error_description: problem });
      }
      const token = `ya29.test-${this.tokenRequests}`;
      this.live.add(token);
      return this.json(response, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !send) return this.json(response, 404, { error: { status: 'NOT_FOUND' } });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !this.live.has(bearer))
      return this.json(response, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    if (send[1] !== PROJECT) return this.json(response, 404, { error: { code: 404, status: 'NOT_FOUND' } });
    const message = JSON.parse(body).message as Record<string, unknown>;
    const token = String(message.token);
    if (token.startsWith('malformed'))
      return this.json(response, 400, {
        error: {
          code: 400,
          status: 'INVALID_ARGUMENT',
          message: 'The registration token is not a valid FCM registration token',
          details: [
            { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' },
            { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'message.token' }] },
          ],
        },
      });
    if (!KNOWN.includes(token))
      return this.json(response, 404, {
        error: {
          code: 404,
          status: 'NOT_FOUND',
          message: 'Requested entity was not found.',
          details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
        },
      });
    this.sent.push({ path: request.url ?? '', message });
    return this.json(response, 200, { name: `projects/${PROJECT}/messages/${this.sent.length}` });
  }
}

let api: TestApi;
const google = new FakeGoogle(publicKey);
let clock = new Date('2026-02-01T06:00:00Z');
let accountJson = '';

beforeAll(async () => {
  process.env.REMINDER_TICK_MS = '0';
  await google.start();
  accountJson = JSON.stringify({
    type: 'service_account',
    project_id: PROJECT,
    private_key_id: 'k1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: CLIENT_EMAIL,
    token_uri: `${google.origin}/token`,
  });
  const file = join(mkdtempSync(join(tmpdir(), 'drishti-fcm-')), 'service-account.json');
  writeFileSync(file, accountJson);
  api = await createTestApi({ FCM_SERVICE_ACCOUNT: file }, { now: () => clock }, { rateLimits: false });
  // The API's own client talks to fcm.googleapis.com; this one, to the stand-in.
  configureNativePush({ fcm: createFcmClient({ account: api.ctx.env.fcm!, apiBase: google.origin }) });
});
afterAll(async () => {
  configureNativePush(null);
  await api.close();
  await new Promise((resolve) => google.server.close(resolve));
});
beforeEach(() => {
  google.sent.length = 0;
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
const rowsOf = (token: string) =>
  api.ctx.database.db.select().from(nativePushTokens).where(eq(nativePushTokens.token, token));
const userId = async (phone: string) => (await usersRepository(api.ctx.database.db).findOrCreateByPhone(phone))!.id;

describe('FCM_SERVICE_ACCOUNT', () => {
  const base = {
    NODE_ENV: 'test' as const,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/drishti-test-data',
  };

  it('reads the key file from a path or the JSON itself; unset means no native push', () => {
    expect(api.ctx.env.fcm).toMatchObject({
      projectId: PROJECT,
      clientEmail: CLIENT_EMAIL,
      tokenUri: `${google.origin}/token`,
    });
    expect(loadEnv({ ...base, FCM_SERVICE_ACCOUNT: accountJson }).fcm).toEqual(api.ctx.env.fcm);
    expect(loadEnv(base).fcm).toBeUndefined();
  });

  it('refuses a broken key without printing it', () => {
    const broken = JSON.stringify({
      ...JSON.parse(accountJson),
      private_key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n',
    });
    expect(() => loadEnv({ ...base, FCM_SERVICE_ACCOUNT: broken })).toThrow(/private_key is not a PEM private key/);
    expect(() => loadEnv({ ...base, FCM_SERVICE_ACCOUNT: '{"project_id": 1' })).toThrow(
      /^Invalid configuration: FCM_SERVICE_ACCOUNT is not JSON$/,
    );
    try {
      loadEnv({ ...base, FCM_SERVICE_ACCOUNT: JSON.stringify({ ...JSON.parse(accountJson), client_email: 'nobody' }) });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toContain('client_email');
      expect(String(error)).not.toContain('PRIVATE KEY');
    }
  });
});

describe('native push tokens', () => {
  it('need a signed-in user and a valid body, with the field named', async () => {
    const body = { platform: 'android', token: KNOWN[0] };
    expect((await req('POST', '/api/users/native-push-tokens', body)).statusCode).toBe(401);
    expect((await req('DELETE', '/api/users/native-push-tokens', { token: KNOWN[0] })).statusCode).toBe(401);
    const me = await signIn('9822300001');
    const bad = await req('POST', '/api/users/native-push-tokens', { platform: 'windows', token: 'x y' }, me);
    expect(bad.statusCode).toBe(400);
    expect(new Set(bad.json().errors.map((e: { field: string }) => e.field))).toEqual(new Set(['platform', 'token']));
    const hi = await req(
      'POST',
      '/api/users/native-push-tokens',
      { platform: 'ios', token: 'short' },
      { ...me, 'x-lang': 'hi' },
    );
    expect(hi.json().errors).toEqual([{ field: 'token', message: 'यह पुश टोकन मान्य नहीं है' }]);
    expect((await req('DELETE', '/api/users/native-push-tokens', {}, me)).statusCode).toBe(400);
    expect((await rowsOf(KNOWN[0]!)).length).toBe(0);
  });

  it('upsert: saved once, seen again, moved to whoever signs in on the device; deleted only by its owner', async () => {
    const asha = await signIn('9822300002');
    const ravi = await signIn('9822300003');
    const token = 'dev9:APA91b-shared-family-tablet-0009';
    const first = await req('POST', '/api/users/native-push-tokens', { platform: 'android', token }, asha);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { registered: true } });
    const saved = (await rowsOf(token))[0]!;
    expect(saved).toMatchObject({ userId: await userId('919822300002'), platform: 'android' });

    clock = new Date(clock.getTime() + 86_400_000);
    await req('POST', '/api/users/native-push-tokens', { platform: 'android', token }, asha);
    const seen = await rowsOf(token);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.id).toBe(saved.id);
    expect(seen[0]!.lastSeenAt.getTime()).toBe(clock.getTime());

    await req('POST', '/api/users/native-push-tokens', { platform: 'android', token }, ravi);
    const moved = await rowsOf(token);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.userId).toBe(await userId('919822300003'));

    const notHers = await req('DELETE', '/api/users/native-push-tokens', { token }, asha);
    expect(notHers.json().data).toEqual({ registered: false });
    expect(await rowsOf(token)).toHaveLength(1);
    expect((await req('DELETE', '/api/users/native-push-tokens', { token }, ravi)).statusCode).toBe(200);
    expect(await rowsOf(token)).toHaveLength(0);
  });
});

describe('notify() through FCM', () => {
  it('sends the push text in the user’s language to each device, reusing one access token', async () => {
    const me = await signIn('9822300004');
    const id = await userId('919822300004');
    await usersRepository(api.ctx.database.db).update(id, { locale: 'hi' });
    await req('POST', '/api/users/native-push-tokens', { platform: 'android', token: KNOWN[0] }, me);
    await req('POST', '/api/users/native-push-tokens', { platform: 'ios', token: KNOWN[1] }, me);
    const result = await notify(api.ctx.database.db, id, 'support', { event: 'reply', ticketNumber: 1042 }, '/support');
    expect(result.native).toEqual({ sent: 2, failed: 0, removed: 0 });
    expect(google.sent).toHaveLength(2);
    for (const { path, message } of google.sent) {
      expect(path).toBe(`/v1/projects/${PROJECT}/messages:send`);
      expect(message).toEqual({
        token: expect.any(String),
        notification: { title: 'टिकट #1042 पर जवाब', body: 'सहायता टीम ने आपको जवाब दिया है।' },
        data: { url: '/hi/support', tag: result.id },
        android: { priority: 'high', ttl: '86400s' },
        apns: { payload: { aps: { sound: 'default' } } },
      });
    }
    expect(google.sent.map((s) => s.message.token).sort()).toEqual([KNOWN[0], KNOWN[1]].sort());

    await notify(api.ctx.database.db, id, 'reminder', { title: 'Surya mantra' }, '/reminders');
    expect(google.sent).toHaveLength(4);
    expect((google.sent[3]!.message.notification as { title: string }).title).toBe('अनुस्मारक: Surya mantra');
    // Four messages so far, one token exchange.
    expect(google.tokenRequests).toBe(1);
    expect(google.rejectedAssertions).toEqual([]);

    // The push test endpoint reaches the devices as well, in the request's language.
    const test = await req('POST', '/api/users/push/test', undefined, { ...me, 'x-lang': 'en' });
    expect(test.json().data).toMatchObject({ sent: 2, failed: 0, removed: 0 });
    expect(google.sent).toHaveLength(6);
    expect((google.sent[5]!.message.notification as { title: string }).title).toBe('Drishti notifications are on');
    expect(google.sent[5]!.message.data).toEqual({ url: '/notifications', tag: 'drishti-test' });
    expect(google.tokenRequests).toBe(1);
  });

  it('sends nothing when the user switched push off for the type', async () => {
    const me = await signIn('9822300005');
    const id = await userId('919822300005');
    await req('POST', '/api/users/native-push-tokens', { platform: 'android', token: KNOWN[0] }, me);
    expect(
      (await req('PUT', '/api/users/notification-settings', { support: { inApp: true, push: false } }, me)).statusCode,
    ).toBe(200);
    const quiet = await notify(api.ctx.database.db, id, 'support', { event: 'resolved', ticketNumber: 7 }, '/support');
    expect(quiet.id).not.toBeNull();
    expect(quiet.native).toBeNull();
    expect(google.sent).toHaveLength(0);
    const loud = await notify(api.ctx.database.db, id, 'community', { event: 'comment' }, '/community');
    expect(loud.native?.sent).toBe(1);
  });

  it('deletes tokens FCM calls unregistered or malformed and keeps the rest', async () => {
    const me = await signIn('9822300006');
    const id = await userId('919822300006');
    const gone = 'dev7:APA91b-uninstalled-app-token-0007';
    const malformed = 'malformed-token-from-an-old-build';
    await req('POST', '/api/users/native-push-tokens', { platform: 'android', token: KNOWN[0] }, me);
    await req('POST', '/api/users/native-push-tokens', { platform: 'ios', token: gone }, me);
    await req('POST', '/api/users/native-push-tokens', { platform: 'android', token: malformed }, me);
    const result = await notify(api.ctx.database.db, id, 'community', { event: 'comment' }, '/community');
    expect(result.native).toEqual({ sent: 1, failed: 2, removed: 2 });
    expect(await rowsOf(gone)).toHaveLength(0);
    expect(await rowsOf(malformed)).toHaveLength(0);
    expect(await rowsOf(KNOWN[0]!)).toHaveLength(1);
  });

  it('renews the access token before it expires and after a 401, and never fails notify', async () => {
    const id = await userId('919822300007');
    await api.ctx.database.db.insert(nativePushTokens).values({ userId: id, platform: 'android', token: KNOWN[2]! });
    let now = Date.now();
    const client = createFcmClient({ account: api.ctx.env.fcm!, apiBase: google.origin, now: () => now });
    const payload = pushPayloadOf('reminder', { event: 'test' }, '/notifications', 'en');
    const before = google.tokenRequests;
    await sendNativePushToUser(api.ctx.database.db, { fcm: client, apns: null }, id, payload);
    await sendNativePushToUser(api.ctx.database.db, { fcm: client, apns: null }, id, payload);
    expect(google.tokenRequests - before).toBe(1);
    // Into the last minute of the token's life, on both clocks.
    now += 3599_000 - 30_000;
    google.skewMs = now - Date.now();
    await sendNativePushToUser(api.ctx.database.db, { fcm: client, apns: null }, id, payload);
    expect(google.tokenRequests - before).toBe(2);
    google.live.clear(); // revoked at Google's end
    expect(await sendNativePushToUser(api.ctx.database.db, { fcm: client, apns: null }, id, payload)).toEqual({
      sent: 1,
      failed: 0,
      removed: 0,
    });
    expect(google.tokenRequests - before).toBe(3);

    expect(google.rejectedAssertions).toEqual([]);
    google.skewMs = 0;

    // A wrong project: counted as failed, the device's token kept, notify still succeeds.
    const wrong = createFcmClient({
      account: { ...api.ctx.env.fcm!, projectId: 'someone-else' },
      apiBase: google.origin,
    });
    expect(await sendNativePushToUser(api.ctx.database.db, { fcm: wrong, apns: null }, id, payload)).toEqual({
      sent: 0,
      failed: 1,
      removed: 0,
    });
    expect(await rowsOf(KNOWN[2]!)).toHaveLength(1);
    // Google unreachable: the in-app row is still written.
    configureNativePush({ fcm: createFcmClient({ account: api.ctx.env.fcm!, apiBase: 'http://127.0.0.1:1' }) });
    try {
      const result = await notify(api.ctx.database.db, id, 'reminder', { title: 'Japa' }, '/reminders');
      expect(result.id).not.toBeNull();
      expect(result.native).toEqual({ sent: 0, failed: 1, removed: 0 });
    } finally {
      configureNativePush({ fcm: createFcmClient({ account: api.ctx.env.fcm!, apiBase: google.origin }) });
    }
  });
});
