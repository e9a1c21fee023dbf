import { createECDH, createPrivateKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { Env } from '../env';
import { repoRoot } from './paths';

/** Push settings: the web push (VAPID) keys, Firebase's service account, the APNs key. */

const serviceAccount = z.object({
  type: z.literal('service_account').optional(),
  project_id: z.string().min(1),
  client_email: z.string().email(),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.string().url().default('https://oauth2.googleapis.com/token'),
});

/**
 * A secret given as a variable: its text itself (when `inline` says it looks like the secret; hosts
 * often take secrets only as variables) or a path to a file, relative to the repository root.
 */
export function secretText(value: string, inline: (v: string) => boolean): string {
  const v = value.trim();
  return inline(v) ? v : readFileSync(resolve(repoRoot, v), 'utf8');
}

/** A PEM key; keys pasted through a shell sometimes keep their newlines escaped. */
const pemText = (text: string) => text.replace(/\\n/g, '\n');

/**
 * The Firebase service account from FCM_SERVICE_ACCOUNT: the key file's JSON itself (for hosts that
 * take secrets as variables) or a path to the file, relative to the repository root.
 */
export function fcmServiceAccount(value: string | undefined): Env['fcm'] {
  if (!value?.trim()) return undefined;
  const text = secretText(value, (v) => v.startsWith('{'));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // The message names the variable only: the text holds a private key and must not reach the logs.
    throw new Error('Invalid configuration: FCM_SERVICE_ACCOUNT is not JSON');
  }
  const parsed = serviceAccount.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `Invalid configuration: FCM_SERVICE_ACCOUNT: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  const privateKey = pemText(parsed.data.private_key);
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new Error('Invalid configuration: FCM_SERVICE_ACCOUNT: private_key is not a PEM private key');
  }
  return {
    projectId: parsed.data.project_id,
    clientEmail: parsed.data.client_email,
    privateKey,
    tokenUri: parsed.data.token_uri,
  };
}

/**
 * The APNs key from APNS_KEY (the `.p8` file's PEM, or a path to the file relative to the repository
 * root) with its id and the team id. Messages name the variables only: the key must not reach the logs.
 */
export function apnsKey(e: {
  APNS_KEY?: string | undefined;
  APNS_KEY_ID?: string | undefined;
  IOS_TEAM_ID?: string | undefined;
  APNS_TOPIC: string;
  APNS_ENVIRONMENT: 'production' | 'sandbox';
}): Env['apns'] {
  const value = e.APNS_KEY?.trim();
  if (!value) return undefined;
  if (!e.APNS_KEY_ID) throw new Error('Invalid configuration: APNS_KEY needs APNS_KEY_ID');
  if (!e.IOS_TEAM_ID) throw new Error('Invalid configuration: APNS_KEY needs IOS_TEAM_ID');
  const pem = pemText(secretText(value, (v) => v.includes('PRIVATE KEY')));
  let ok = false;
  try {
    const key = createPrivateKey(pem);
    ok = key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    ok = false;
  }
  if (!ok) throw new Error('Invalid configuration: APNS_KEY is not an APNs (P-256) private key');
  return {
    keyId: e.APNS_KEY_ID,
    teamId: e.IOS_TEAM_ID,
    privateKey: pem,
    topic: e.APNS_TOPIC,
    sandbox: e.APNS_ENVIRONMENT === 'sandbox',
  };
}

/** The VAPID key pair: configured, or created once under `.data/` and kept across restarts. */
export function vapidKeys(
  dataDir: string,
  e: { VAPID_PUBLIC_KEY?: string | undefined; VAPID_PRIVATE_KEY?: string | undefined },
) {
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  // A P-256 key pair in the encoding web push uses: the raw public point and private scalar, base64url.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(scalar, 32 - raw.length); // a leading zero byte is dropped by getPrivateKey
  const keys = { publicKey: ecdh.getPublicKey('base64url'), privateKey: scalar.toString('base64url') };
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
