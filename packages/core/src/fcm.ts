/**
 * Native push to the Android and iOS app shells through Firebase Cloud Messaging (HTTP v1 API;
 * on iOS, FCM hands the message on to APNs).
 *
 * Authentication is Google's service-account flow: an RS256 JWT signed with the account's private
 * key is exchanged at the account's `token_uri` for an OAuth2 access token, which is kept until a
 * minute before it expires and shared by every send. A token FCM no longer knows (404 UNREGISTERED)
 * or rejects as malformed (400 INVALID_ARGUMENT about the token) is deleted. Other failures are only
 * counted: a wrong project or an outage says nothing about the device, and deleting its token then
 * would silence it after the configuration is fixed.
 */
import { sign } from 'node:crypto';
import type { PushPayload } from '@drishti/contracts/reminders';
import type { NativePushSender, NativeSendResult } from './native-push';
import { PUSH_TTL_SECONDS } from './push';

/** The fields of a Google service account JSON key that sending needs. */
export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  /** PKCS#8 PEM, as in the key file's `private_key`. */
  privateKey: string;
  /** Where the signed JWT is exchanged for an access token (the key file's `token_uri`). */
  tokenUri: string;
}

export interface FcmClientOptions {
  account: FcmServiceAccount;
  /** The FCM API origin; tests point it at a local server. */
  apiBase?: string;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch. */
  now?: () => number;
  timeoutMs?: number;
}

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
export const FCM_API_BASE = 'https://fcm.googleapis.com';

/** What FCM said about one message: on success, the message's name. */
export type FcmSendResult = { ok: true; name: string } | Extract<NativeSendResult, { ok: false }>;

export interface FcmClient extends NativePushSender {
  send(token: string, payload: PushPayload): Promise<FcmSendResult>;
  /** A valid access token, fetched only when the cached one is missing or about to expire. */
  accessToken(): Promise<string>;
}

/** An access token is renewed this long before Google says it expires, so none is sent stale. */
const RENEW_MARGIN_MS = 60_000;
/** Google accepts assertions valid for at most an hour. */
const ASSERTION_LIFETIME_S = 3600;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The signed JWT of the service-account flow (RFC 7523). */
export function serviceAccountAssertion(account: FcmServiceAccount, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const head = b64url({ alg: 'RS256', typ: 'JWT' });
  const claims = b64url({
    iss: account.clientEmail,
    scope: FCM_SCOPE,
    aud: account.tokenUri,
    iat,
    exp: iat + ASSERTION_LIFETIME_S,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${claims}`), account.privateKey).toString('base64url');
  return `${head}.${claims}.${signature}`;
}

/** The FCM v1 message for a push payload: the same title, body and link as the web push. */
export function fcmMessage(token: string, payload: PushPayload) {
  return {
    message: {
      token,
      notification: { title: payload.title, body: payload.body },
      // FCM data values must be strings; the app opens `url` when the notification is tapped.
      data: { url: payload.url, ...(payload.tag ? { tag: payload.tag } : {}) },
      android: { priority: 'high', ttl: `${PUSH_TTL_SECONDS}s` },
      apns: { payload: { aps: { sound: 'default' } } },
    },
  };
}

interface GoogleError {
  error?: {
    status?: string;
    message?: string;
    details?: Array<{ '@type'?: string; errorCode?: string; fieldViolations?: Array<{ field?: string }> }>;
  };
}

/** Whether an FCM error means the token itself is dead or wrong (rather than the request or the service). */
function staleToken(status: number, body: GoogleError): boolean {
  const details = body.error?.details ?? [];
  const codes = details.map((d) => d.errorCode).filter(Boolean);
  if (codes.includes('UNREGISTERED')) return true;
  if (status === 400 && (body.error?.status === 'INVALID_ARGUMENT' || codes.includes('INVALID_ARGUMENT'))) {
    const aboutToken = details.some((d) => d.fieldViolations?.some((v) => v.field === 'message.token'));
    return aboutToken || /registration token/i.test(body.error?.message ?? '');
  }
  return false;
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return {};
  }
}

export function createFcmClient(options: FcmClientOptions): FcmClient {
  const { account } = options;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const sendUrl = `${(options.apiBase ?? FCM_API_BASE).replace(/\/$/, '')}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`;
  let cached: { token: string; renewAt: number } | null = null;
  // Sends that start together share one token request instead of each fetching their own.
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const started = now();
    const response = await doFetch(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: serviceAccountAssertion(account, started),
      }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await jsonOf(response)) as { access_token?: unknown; expires_in?: unknown; error?: unknown };
    if (!response.ok || typeof body.access_token !== 'string')
      throw new Error(`FCM access token refused (${response.status}${body.error ? `: ${String(body.error)}` : ''})`);
    const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    cached = { token: body.access_token, renewAt: started + lifetimeS * 1000 - RENEW_MARGIN_MS };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && now() < cached.renewAt) return cached.token;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function post(token: string, payload: PushPayload, bearer: string) {
    return doFetch(sendUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(fcmMessage(token, payload)),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    accessToken,
    async send(token, payload) {
      const bearer = await accessToken();
      let response = await post(token, payload, bearer);
      if (response.status === 401) {
        // The token was revoked or expired early: fetch a new one once.
        await response.body?.cancel();
        if (cached?.token === bearer) cached = null;
        response = await post(token, payload, await accessToken());
      }
      const body = (await jsonOf(response)) as GoogleError & { name?: unknown };
      if (response.ok) return { ok: true, name: typeof body.name === 'string' ? body.name : '' };
      return {
        ok: false,
        status: response.status,
        stale: staleToken(response.status, body),
        error: body.error?.status ?? `HTTP ${response.status}`,
      };
    },
  };
}
