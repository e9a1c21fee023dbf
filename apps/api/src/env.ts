import { createECDH, createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pressLinks, type PressLinkData } from '@drishti/contracts/home';
import { DEFAULT_PDF_QUEUE, defaultPdfWorkers } from '@drishti/core/pdf/pool';
import { z } from 'zod';
import {
  DLT_VAR_MAX,
  msg91TemplateSetting,
  SMS_KINDS,
  SMS_LOCALES,
  type SmsKind,
  type SmsLocale,
} from '@drishti/core/sms/templates';

/** The repository root: configuration paths (.data/...) are relative to it. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000), // 0: any free port (tests)
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  // A web build made for another PUBLIC_URL: refuse to start, or only warn (docs/PERFORMANCE.md).
  PUBLIC_URL_CHECK: z.enum(['refuse', 'warn']).default('refuse'),
  SESSION_SECRET: z.string().min(32).optional(),
  SMS_PROVIDER: z
    .string()
    .default('console')
    .transform((v) => [...new Set(v.split(',').map((p) => p.trim().toLowerCase()))].filter(Boolean).sort())
    .refine(
      (list) =>
        (list.length === 1 && list[0] === 'console') ||
        (list.length > 0 && list.every((p) => p === 'msg91' || p === 'twilio')),
      '`console`, `msg91`, `twilio` or `msg91,twilio`',
    ),
  ...smsSettings(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  STORAGE_DIR: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().optional(),
  /** STUN servers for calls when no TURN is configured (comma-separated; empty for none). */
  STUN_URLS: z.string().default('stun:stun.l.google.com:19302'),
  /** Length of a billed consultation minute in ms (tests shorten it; 60000 in production). */
  CONSULT_MINUTE_MS: z.coerce.number().int().min(1000).max(60_000).default(60_000),
  /** How long an astrologer has to accept a request, in ms (tests shorten it; 60000 in production). */
  CONSULT_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(5000).max(60_000).default(60_000),
  DATA_DIR: z.string().optional(),
  /** Store listings of the app shells; the site's install steps are shown when unset. */
  ANDROID_APP_URL: z.string().url().optional(),
  IOS_APP_URL: z.string().url().optional(),
  /** The Android signing certificate's SHA-256 fingerprints (comma-separated) for verified app links. */
  ANDROID_CERT_SHA256: z.string().optional(),
  /** The Apple developer team id, for iOS universal links. */
  IOS_TEAM_ID: z.string().optional(),
  /** Firebase Cloud Messaging for the app shells: the service account JSON key, or a path to it. */
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  /** Push to the iOS app through APNs: the `.p8` key (its PEM itself, or a path to it), its id, the app's bundle id. */
  APNS_KEY: z.string().optional(),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'the 10-character key id from the Apple developer account')
    .optional(),
  APNS_TOPIC: z.string().default('in.drishti.app'),
  /** `sandbox` for development builds of the app; App Store and TestFlight builds use `production`. */
  APNS_ENVIRONMENT: z.enum(['production', 'sandbox']).default('production'),
  /** Real press coverage for the home page: a JSON list of { outlet, url, logo }; unset or [] hides the section. */
  PRESS_LINKS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  // --- production mode and operations (docs/OPERATIONS.md) ---
  /** `production` turns production mode on (so does a PUBLIC_URL on https); NODE_ENV never does. */
  DRISHTI_MODE: z.enum(['production', 'development']).optional(),
  /** `1` keeps the demo data, the SMS outbox and the sandbox gateway on in production mode (logged at every start). */
  DRISHTI_DEMO: z.enum(['0', '1']).optional(),
  /** Addresses or CIDRs whose X-Forwarded-For is believed (comma-separated; default none). */
  TRUSTED_PROXIES: z.string().optional(),
  /** Sign-in codes per client address (IPv6: per /64) per day. */
  OTP_PER_IP_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** Sign-in code requests per client address per minute (code checks: twice as many). */
  OTP_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** API requests (and WebSocket handshakes) per client address per minute, before route limits. */
  API_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** A direct (unpooled) connection for migrations and advisory locks when DATABASE_URL goes through PgBouncer. */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Addresses or CIDRs allowed to read /metrics (comma-separated). */
  METRICS_ALLOW: z.string().optional(),
  /** A bearer token that also opens /metrics. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  // --- live events on Janus (docs/LIVE.md) ---
  /** Janus WebSocket API addresses (comma-separated `ws://` or `wss://`); unset: live events are off. */
  JANUS_URL: z.string().optional(),
  /** Janus's `api_secret` (every Janus request carries it; browsers never see it). */
  JANUS_API_SECRET: z.string().min(8, 'at least 8 characters').optional(),
  /** Janus's `admin_secret` (the admin API, on loopback only; kept for operations, never exposed). */
  JANUS_ADMIN_SECRET: z.string().min(8, 'at least 8 characters').optional(),
  /** The VideoRoom plugin's `admin_key`: only holders may create rooms. */
  JANUS_ADMIN_KEY: z.string().min(8, 'at least 8 characters').optional(),
  /** Seconds a live event's host whose video dropped has to come back before the event ends (60). */
  LIVE_HOST_GRACE_SECONDS: z.coerce.number().int().min(5).max(900).default(60),
  /** Viewers one Janus server carries at most (docs/LIVE.md, from the bench); past it viewers are told the event is full. */
  JANUS_MAX_VIEWERS: z.coerce.number().int().min(1).max(100_000).default(300),
  // --- consultation presence timing (docs/SCALING.md) ---
  /** How often consultation sockets are pinged and their signs of life recorded, in ms (15000). */
  CONSULT_HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /**
   * A silent side counts as away this long after its last sign of life, in ms (45000). At least
   * three heartbeats: a live socket's recorded sign of life can be two heartbeats old.
   */
  CONSULT_AWAY_GRACE_MS: z.coerce.number().int().min(300).max(600_000).default(45_000),
  // --- follower notices (docs/FOLLOW.md) ---
  /** Hours after a notice about an astrologer before the same follower is told about them again (4). */
  FOLLOW_NOTIFY_WINDOW_HOURS: z.coerce.number().min(0).max(168).default(4),
  /** Follower notices one user gets at most per day, India time (5). */
  FOLLOW_NOTIFY_DAILY_MAX: z.coerce.number().int().min(1).max(1000).default(5),
  // --- the kundali PDF's worker pool (docs/PERFORMANCE.md) ---
  /** Worker threads rendering kundali PDFs (default: one fewer than the cores, at least 1; 0 renders on the event loop). */
  PDF_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  /** Downloads that may wait for a free PDF worker; past it the API answers 503 (24). */
  PDF_QUEUE: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_PDF_QUEUE),
});

export interface Env {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  /** A web build made for another PUBLIC_URL: refused at start, or served with a warning. */
  publicUrlCheck: 'refuse' | 'warn';
  sessionSecret: string;
  /** SMS_PROVIDER as a list: `console`, or the real providers (`msg91`, `twilio`, both). */
  smsProvider: string;
  /** The real SMS providers (SMS_PROVIDER=msg91 and/or twilio); unset: the console provider. */
  sms: SmsSettings | undefined;
  dataDir: string;
  pgliteDir: string;
  storageDir: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  production: boolean;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  turn: { urls: string[]; secret: string | undefined };
  stunUrls: string[];
  consultMinuteMs: number;
  consultRequestTimeoutMs: number;
  /** Consultation presence: the heartbeat interval and the away grace, in ms. */
  consultHeartbeatMs: number;
  consultGraceMs: number;
  /** Web push keys (VAPID): from the configuration, or generated into `.data/` on first run. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** The store shells of the app (Capacitor): store links and what app-link verification needs. */
  app: {
    androidStoreUrl: string | undefined;
    iosStoreUrl: string | undefined;
    androidCertSha256: string[];
    iosTeamId: string | undefined;
  };
  /** Native push through Firebase Cloud Messaging (from FCM_SERVICE_ACCOUNT); unset: no native push. */
  fcm: { projectId: string; clientEmail: string; privateKey: string; tokenUri: string } | undefined;
  /** Native push to iOS straight through APNs (from APNS_KEY); unset: iOS tokens go through FCM, if set up. */
  apns: { keyId: string; teamId: string; privateKey: string; topic: string; sandbox: boolean } | undefined;
  /** Press coverage shown on the home page (PRESS_LINKS); empty: the section is hidden. */
  pressLinks: PressLinkData[];
  /** Production mode: DRISHTI_MODE=production or a PUBLIC_URL on https (never NODE_ENV alone). */
  productionMode: boolean;
  /** The demo features (demo data, SMS outbox, sandbox gateway): on outside production mode, or with DRISHTI_DEMO=1. */
  demo: boolean;
  /** Production mode with DRISHTI_DEMO=1: said loudly at every start. */
  demoInProduction: boolean;
  /** Proxies whose forwarded headers are believed (addresses and CIDRs, as Fastify's trustProxy takes them). */
  trustedProxies: string[];
  otpPerIpPerDay: number;
  /** Sign-in code requests per client address per minute; code checks may be twice as many. */
  otpPerIpPerMinute: number;
  /** API requests per client address per minute (every /api route and the /ws handshake). */
  apiPerIpPerMinute: number;
  /** The connection for migrations and locks (DATABASE_DIRECT_URL, else DATABASE_URL). */
  databaseDirectUrl: string | undefined;
  databasePoolSize: number;
  metrics: { allow: string[]; token: string | undefined };
  /** Janus servers for live events (JANUS_URL); unset: live events are off. */
  janus:
    | {
        urls: string[];
        apiSecret: string | undefined;
        adminSecret: string | undefined;
        adminKey: string | undefined;
        /** LIVE_HOST_GRACE_SECONDS */
        hostGraceSeconds: number;
        /** JANUS_MAX_VIEWERS */
        maxViewers: number;
      }
    | undefined;
  /** Caps on what followers are told (FOLLOW_NOTIFY_WINDOW_HOURS, FOLLOW_NOTIFY_DAILY_MAX). */
  followNotices: { windowHours: number; dailyMax: number };
  /** The kundali PDF's worker pool (PDF_WORKERS, PDF_QUEUE). */
  pdf: { workers: number; maxQueue: number };
}

/** JANUS_URL as a list of WebSocket addresses; any other scheme is refused, naming the variable. */
function janusSettings(e: z.infer<typeof schema>): Env['janus'] {
  const urls = (e.JANUS_URL ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (urls.length === 0) return undefined;
  for (const url of urls) {
    let ok = false;
    try {
      ok = ['ws:', 'wss:'].includes(new URL(url).protocol);
    } catch {
      ok = false;
    }
    if (!ok) throw new Error(`Invalid configuration: JANUS_URL: "${url}" is not a ws:// or wss:// address`);
  }
  return {
    urls,
    apiSecret: e.JANUS_API_SECRET,
    adminSecret: e.JANUS_ADMIN_SECRET,
    adminKey: e.JANUS_ADMIN_KEY,
    hostGraceSeconds: e.LIVE_HOST_GRACE_SECONDS,
    maxViewers: e.JANUS_MAX_VIEWERS,
  };
}

/** A comma-separated list of IP addresses or CIDRs; the error names the variable. */
function addressList(name: string, value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items) {
    const [address, bits, extra] = item.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !okBits || extra !== undefined)
      throw new Error(`Invalid configuration: ${name}: "${item}" is not an IP address or CIDR`);
  }
  return items;
}

/** Production mode needs real SMS and payments unless the demo is switched on explicitly. */
function productionProblems(e: z.infer<typeof schema>, demoSwitch: boolean): string[] {
  if (demoSwitch) return [];
  const problems: string[] = [];
  if (e.SMS_PROVIDER.includes('console'))
    problems.push('SMS_PROVIDER is "console" (it sends no SMS): set a real provider, or DRISHTI_DEMO=1 for a demo');
  for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
    if (!e[key]) problems.push(`${key} is not set (payments need it): set it, or DRISHTI_DEMO=1 for a demo`);
  return problems;
}

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
function secretText(value: string, inline: (v: string) => boolean): string {
  const v = value.trim();
  return inline(v) ? v : readFileSync(resolve(repoRoot, v), 'utf8');
}

/** A PEM key; keys pasted through a shell sometimes keep their newlines escaped. */
const pemText = (text: string) => text.replace(/\\n/g, '\n');

/**
 * The Firebase service account from FCM_SERVICE_ACCOUNT: the key file's JSON itself (for hosts that
 * take secrets as variables) or a path to the file, relative to the repository root.
 */
function fcmServiceAccount(value: string | undefined): Env['fcm'] {
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
function apnsKey(e: {
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
function vapidKeys(
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

/** Reads a secret from `.data/`, creating it on first use so that restarts keep it. */
function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/** PRESS_LINKS: a JSON list of { outlet, url, logo }; any problem is reported naming the variable. */
function parsePressLinks(raw: string | undefined): PressLinkData[] {
  if (!raw?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('Invalid configuration: PRESS_LINKS: not JSON (expected a list of { outlet, url, logo })');
  }
  const parsed = pressLinks.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `PRESS_LINKS.${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** The settings of the real SMS providers (docs/SMS.md). */
function smsSettings() {
  const templates = Object.fromEntries(
    SMS_KINDS.flatMap((kind) =>
      SMS_LOCALES.map((locale) => [
        msg91TemplateSetting(kind, locale),
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{1,40}$/, 'a template id from MSG91 (letters and digits)')
          .optional(),
      ]),
    ),
  );
  return {
    MSG91_AUTH_KEY: z.string().trim().min(10, 'the auth key from the MSG91 panel').optional(),
    MSG91_SENDER_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{6}$/, 'the 6-character sender id (header) registered on DLT')
      .optional(),
    ...templates,
    MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
    /** The shared secret in the delivery-report webhook's URL (`?token=`); unset: MSG91 reports are refused. */
    MSG91_WEBHOOK_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'the Account SID (AC followed by 32 hex digits)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'the Auth Token from the Twilio console').optional(),
    TWILIO_FROM: z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
        'a number in E.164 (+14155550100) or a Messaging Service SID (MG…)',
      )
      .optional(),
    TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
    /** How long an SMS provider may take to answer before the send counts as failed. */
    SMS_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(10_000),
  };
}

export interface SmsSettings {
  timeoutMs: number;
  msg91:
    | {
        authKey: string;
        senderId: string;
        templates: Record<SmsKind, Record<SmsLocale, string>>;
        baseUrl: string;
        webhookToken: string | undefined;
      }
    | undefined;
  twilio: { accountSid: string; authToken: string; from: string; baseUrl: string } | undefined;
}

/** The providers SMS_PROVIDER names, each with every setting it needs (a missing one is named). */
function smsProviders(e: z.infer<typeof schema>): SmsSettings | undefined {
  const list = e.SMS_PROVIDER;
  if (list.includes('console')) return undefined;
  const vars = e as unknown as Record<string, string | undefined>;
  const need = (name: string, why: string) => {
    const v = vars[name];
    if (!v) throw new Error(`Invalid configuration: ${name} is required with SMS_PROVIDER=${list.join(',')} (${why})`);
    return v;
  };
  let msg91: SmsSettings['msg91'];
  if (list.includes('msg91')) {
    const templates = {} as Record<SmsKind, Record<SmsLocale, string>>;
    for (const kind of SMS_KINDS) {
      templates[kind] = {} as Record<SmsLocale, string>;
      for (const locale of SMS_LOCALES) {
        const name = msg91TemplateSetting(kind, locale);
        templates[kind][locale] = need(
          name,
          `the MSG91 template id of the ${kind} SMS in ${locale === 'hi' ? 'Hindi' : 'English'}`,
        );
      }
    }
    // The app-link SMS carries the site's address in one DLT variable, at most 30 characters.
    const site = (e.PUBLIC_URL ?? '').replace(/\/+$/, '');
    if (!site) throw new Error('Invalid configuration: PUBLIC_URL is required with SMS_PROVIDER=msg91 (links in SMS)');
    if (Array.from(site).length > DLT_VAR_MAX) {
      throw new Error(
        `Invalid configuration: PUBLIC_URL is longer than ${DLT_VAR_MAX} characters, the most a DLT variable holds`,
      );
    }
    msg91 = {
      authKey: need('MSG91_AUTH_KEY', 'the auth key from the MSG91 panel'),
      senderId: need('MSG91_SENDER_ID', 'the sender id registered on DLT'),
      templates,
      baseUrl: e.MSG91_BASE_URL,
      webhookToken: e.MSG91_WEBHOOK_TOKEN,
    };
  }
  let twilio: SmsSettings['twilio'];
  if (list.includes('twilio')) {
    twilio = {
      accountSid: need('TWILIO_ACCOUNT_SID', 'the Twilio Account SID'),
      authToken: need('TWILIO_AUTH_TOKEN', 'the Twilio Auth Token'),
      from: need('TWILIO_FROM', 'the sending number or Messaging Service SID'),
      baseUrl: e.TWILIO_BASE_URL,
    };
  }
  return { timeoutMs: e.SMS_TIMEOUT_MS, msg91, twilio };
}

/** Validates the configuration once; nothing else reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(repoRoot, e.DATA_DIR ?? '.data');
  const productionMode = e.DRISHTI_MODE === 'production' || (e.PUBLIC_URL?.startsWith('https://') ?? false);
  const demoSwitch = e.DRISHTI_DEMO === '1';
  if (productionMode) {
    const problems = productionProblems(e, demoSwitch);
    if (problems.length > 0) throw new Error(`Invalid configuration for production mode: ${problems.join('; ')}`);
  }
  const trustedProxies = addressList('TRUSTED_PROXIES', e.TRUSTED_PROXIES);
  if (e.CONSULT_AWAY_GRACE_MS < 3 * e.CONSULT_HEARTBEAT_INTERVAL_MS) {
    throw new Error(
      'Invalid configuration: CONSULT_AWAY_GRACE_MS must be at least three CONSULT_HEARTBEAT_INTERVAL_MS',
    );
  }
  const metricsAllow = addressList('METRICS_ALLOW', e.METRICS_ALLOW);
  return {
    productionMode,
    demo: !productionMode || demoSwitch,
    demoInProduction: productionMode && demoSwitch,
    trustedProxies,
    otpPerIpPerDay: e.OTP_PER_IP_PER_DAY,
    otpPerIpPerMinute: e.OTP_PER_IP_PER_MINUTE,
    apiPerIpPerMinute: e.API_PER_IP_PER_MINUTE,
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    metrics: { allow: metricsAllow, token: e.METRICS_TOKEN },
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    publicUrlCheck: e.PUBLIC_URL_CHECK,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir, 'session-secret'),
    smsProvider: e.SMS_PROVIDER.join(','),
    sms: smsProviders(e),
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    storageDir: resolve(repoRoot, e.STORAGE_DIR ?? join(dataDir, 'uploads')),
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET }
        : undefined,
    turn: { urls: e.TURN_URLS ? e.TURN_URLS.split(',').map((s) => s.trim()) : [], secret: e.TURN_SECRET },
    stunUrls: e.STUN_URLS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    consultMinuteMs: e.CONSULT_MINUTE_MS,
    consultRequestTimeoutMs: e.CONSULT_REQUEST_TIMEOUT_MS,
    consultHeartbeatMs: e.CONSULT_HEARTBEAT_INTERVAL_MS,
    consultGraceMs: e.CONSULT_AWAY_GRACE_MS,
    vapid: { ...vapidKeys(dataDir, e), subject: 'mailto:support@drishti.app' },
    app: {
      androidStoreUrl: e.ANDROID_APP_URL,
      iosStoreUrl: e.IOS_APP_URL,
      androidCertSha256: (e.ANDROID_CERT_SHA256 ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      iosTeamId: e.IOS_TEAM_ID,
    },
    fcm: fcmServiceAccount(e.FCM_SERVICE_ACCOUNT),
    apns: apnsKey(e),
    pressLinks: parsePressLinks(e.PRESS_LINKS),
    janus: janusSettings(e),
    followNotices: { windowHours: e.FOLLOW_NOTIFY_WINDOW_HOURS, dailyMax: e.FOLLOW_NOTIFY_DAILY_MAX },
    pdf: { workers: e.PDF_WORKERS ?? defaultPdfWorkers(), maxQueue: e.PDF_QUEUE },
  };
}
