/**
 * Native push to the iOS app straight through Apple Push Notification service (the HTTP/2 provider
 * API with token-based authentication), for the device tokens the app registers.
 *
 * The provider token is an ES256 JWT (key id, team id, issue time) signed with the account's
 * `.p8` key. Apple refuses tokens older than an hour and throttles renewals more often than every
 * twenty minutes, so one token is kept for fifty minutes and shared by every send; when Apple calls
 * it expired it is renewed once. One HTTP/2 connection is kept open and reopened when it ends.
 *
 * A device token Apple no longer knows (410) or calls malformed (400 BadDeviceToken) is deleted.
 * Other failures are only counted: a wrong topic or key says nothing about the device, and deleting
 * its token then would silence it after the configuration is fixed.
 */
import { sign } from 'node:crypto';
import { type ClientHttp2Session, connect, constants } from 'node:http2';
import type { PushPayload } from '@drishti/contracts/reminders';
import type { NativePushSender, NativeSendResult } from './native-push';
import { PUSH_TTL_SECONDS } from './push';

export const APNS_PRODUCTION = 'https://api.push.apple.com';
export const APNS_SANDBOX = 'https://api.sandbox.push.apple.com';

/** What token-based APNs authentication needs (an APNs key from the Apple developer account). */
export interface ApnsKey {
  /** The key's 10-character id. */
  keyId: string;
  /** The developer team id. */
  teamId: string;
  /** The `.p8` key file's PEM (PKCS#8, P-256). */
  privateKey: string;
}

export interface ApnsClientOptions {
  key: ApnsKey;
  /** The app's bundle id. */
  topic: string;
  /** APNS_PRODUCTION (App Store and TestFlight builds) or APNS_SANDBOX (development builds); tests use a local origin. */
  origin?: string;
  /** Milliseconds since the epoch. */
  now?: () => number;
  timeoutMs?: number;
}

export interface ApnsClient extends NativePushSender {
  send(token: string, payload: PushPayload): Promise<NativeSendResult & { id?: string }>;
  /** The provider token in force, made when missing or older than its renewal age. */
  providerToken(): string;
  /** Closes the connection (the client opens a new one if it sends again). */
  close(): void;
}

/** A provider token is renewed after this long: inside Apple's hour, outside its twenty-minute throttle. */
export const PROVIDER_TOKEN_RENEW_MS = 50 * 60_000;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The provider authentication token (a JWT signed with ES256, signature in JOSE's r||s form). */
export function apnsProviderToken(key: ApnsKey, nowMs: number): string {
  const head = b64url({ alg: 'ES256', kid: key.keyId });
  const claims = b64url({ iss: key.teamId, iat: Math.floor(nowMs / 1000) });
  const signature = sign('sha256', Buffer.from(`${head}.${claims}`), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url');
  return `${head}.${claims}.${signature}`;
}

/**
 * The APNs payload for a push: the same title, body and link as the web push. The app opens `url`
 * when the notification is tapped (the plugin hands it the payload's custom keys); `tag` groups
 * the notification's thread.
 */
export function apnsPayload(payload: PushPayload) {
  return {
    aps: {
      alert: { title: payload.title, body: payload.body },
      sound: 'default',
      ...(payload.tag ? { 'thread-id': payload.tag } : {}),
    },
    url: payload.url,
    ...(payload.tag ? { tag: payload.tag } : {}),
  };
}

/** Apple's reasons that mean the device token itself is dead or wrong. */
function staleToken(status: number, reason: string): boolean {
  return status === 410 || (status === 400 && reason === 'BadDeviceToken');
}

interface Answer {
  status: number;
  id: string | undefined;
  reason: string;
}

export function createApnsClient(options: ApnsClientOptions): ApnsClient {
  const origin = options.origin ?? APNS_PRODUCTION;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let cached: { token: string; madeAt: number } | null = null;
  /** The connection, and its requests in flight: only while there are some does it keep the process alive. */
  let session: { s: ClientHttp2Session; open: number } | null = null;

  function providerToken(): string {
    const t = now();
    if (!cached || t - cached.madeAt >= PROVIDER_TOKEN_RENEW_MS || t < cached.madeAt) {
      cached = { token: apnsProviderToken(options.key, t), madeAt: t };
    }
    return cached.token;
  }

  /** The open connection, or a new one. It does not keep the process alive while idle. */
  function connection(): { s: ClientHttp2Session; open: number } {
    if (session && !session.s.closed && !session.s.destroyed) return session;
    const s = connect(origin);
    const made = { s, open: 0 };
    s.on('error', () => {}); // a failed connection fails its requests; the next send reconnects
    s.on('goaway', () => s.close());
    s.on('close', () => {
      if (session === made) session = null;
    });
    s.unref();
    session = made;
    return made;
  }

  function post(token: string, body: string, bearer: string, expiration: number, collapseId?: string) {
    return new Promise<Answer>((resolve, reject) => {
      const c = connection();
      const s = c.s;
      const request = s.request({
        [constants.HTTP2_HEADER_METHOD]: 'POST',
        [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(token)}`,
        authorization: `bearer ${bearer}`,
        'apns-topic': options.topic,
        'apns-push-type': 'alert',
        'apns-priority': '10',
        'apns-expiration': String(expiration),
        ...(collapseId ? { 'apns-collapse-id': collapseId } : {}),
        'content-type': 'application/json',
      });
      if (c.open++ === 0) s.ref();
      let status = 0;
      let id: string | undefined;
      const chunks: Buffer[] = [];
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        if (--c.open === 0 && !s.destroyed) s.unref();
      };
      request.setTimeout(timeoutMs, () => {
        request.close(constants.NGHTTP2_CANCEL);
        done();
        reject(new Error('APNs did not answer in time'));
      });
      request.on('response', (headers) => {
        status = Number(headers[constants.HTTP2_HEADER_STATUS]);
        const apnsId = headers['apns-id'];
        id = Array.isArray(apnsId) ? apnsId[0] : apnsId;
      });
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        done();
        let reason = '';
        if (chunks.length > 0) {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason?: unknown };
            reason = typeof parsed.reason === 'string' ? parsed.reason : '';
          } catch {
            reason = '';
          }
        }
        resolve({ status, id, reason });
      });
      request.on('error', (error) => {
        done();
        reject(error);
      });
      request.end(body);
    });
  }

  return {
    providerToken,
    async send(token, payload) {
      const body = JSON.stringify(apnsPayload(payload));
      const expiration = Math.floor(now() / 1000) + PUSH_TTL_SECONDS;
      // apns-collapse-id is at most 64 bytes: a longer tag only groups (thread-id), it does not replace.
      const collapseId = payload.tag && Buffer.byteLength(payload.tag) <= 64 ? payload.tag : undefined;
      const bearer = providerToken();
      let answer = await post(token, body, bearer, expiration, collapseId);
      if (answer.status === 403 && answer.reason === 'ExpiredProviderToken') {
        // Apple's clock says the token is too old: make a new one once.
        if (cached?.token === bearer) cached = null;
        answer = await post(token, body, providerToken(), expiration, collapseId);
      }
      if (answer.status === 200) return { ok: true, ...(answer.id ? { id: answer.id } : {}) };
      return {
        ok: false,
        status: answer.status,
        stale: staleToken(answer.status, answer.reason),
        error: answer.reason || `HTTP ${answer.status}`,
      };
    },
    close() {
      session?.s.close();
      session = null;
    },
  };
}
