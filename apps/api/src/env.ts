import { join, resolve } from 'node:path';
import { DEFAULT_PDF_QUEUE, defaultPdfWorkers } from '@drishti/core/pdf/pool';
import type { PressLinkData } from '@drishti/contracts/home';
import { z } from 'zod';
import { janusSettings } from './env/janus';
import { addressList, parsePressLinks, persistentSecret, productionProblems } from './env/operations';
import { repoRoot } from './env/paths';
import { apnsKey, fcmServiceAccount, vapidKeys } from './env/push';
import { type SmsSettings, smsProviders, smsSettings } from './env/sms';

/**
 * The configuration, read and checked once at start. A setting is declared in `schema`, given its
 * place in `Env` and read in `loadEnv`; what takes more than a line to read or check lives in
 * `env/<concern>.ts` (SMS, push, live events, operations).
 */

export { repoRoot } from './env/paths';

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
  // --- the kundali PDF's worker pool (docs/ARCHITECTURE.md, "Heavy work off the event loop") ---
  /** Worker threads rendering kundali PDFs (default: one fewer than the cores, at least 1; 0 renders on the event loop). */
  PDF_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  /** Downloads that may wait for a free PDF worker; past it the API answers 503 (24). */
  PDF_QUEUE: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_PDF_QUEUE),
  // --- the in-process page cache (docs/PERFORMANCE.md) ---
  /** Megabytes of finished public pages kept in memory in front of Next (64); 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
});

/** The variables as zod reads them, before `loadEnv` turns them into `Env`. */
export type RawEnv = z.infer<typeof schema>;
export type { SmsSettings } from './env/sms';

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
  /** The in-process page cache's bound (PAGE_CACHE_MB); 0: off. */
  pageCacheMb: number;
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
    pageCacheMb: e.PAGE_CACHE_MB,
  };
}
