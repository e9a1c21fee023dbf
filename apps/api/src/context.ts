import type { PaymentGateway } from '@drishti/core/payments/gateway';
import { createPaymentGateway } from '@drishti/core/payments/index';
import type { SandboxGatewayOptions, WebhookDelivery } from '@drishti/core/payments/sandbox';
import { sandboxDatabaseStore } from '@drishti/core/payments/sandbox-store';
import type { Hub } from '@drishti/core/consultations/hub';
import { followFanoutTickMs, reminderTickMs } from '@drishti/core/jobs';
import { createServices, type Services } from '@drishti/core/services';
import { ConsoleSmsProvider, RoutingSmsProvider, type SmsProvider } from '@drishti/core/sms';
import { Msg91SmsProvider } from '@drishti/core/sms/msg91';
import { TwilioSmsProvider } from '@drishti/core/sms/twilio';
import { diskStorage } from '@drishti/core/storage';
import type { Database } from '@drishti/core/database';
import type { Env } from './env';
import { processSandboxSecrets, type SandboxSecrets } from '@drishti/core/payments/sandbox-secrets';
import { countSms, createMetrics, type Metrics } from './metrics';

/** What every route may use: configuration, the database and the domain services. Built once at start. */
export interface ApiContext {
  env: Env;
  database: Database;
  services: Services;
  version: string;
  gateway: PaymentGateway;
  /**
   * Where the sandbox gateway sends its webhooks: the API sets this to post them to its own
   * webhook route, exactly as Razorpay would.
   */
  webhookSink: { deliver: ((d: WebhookDelivery) => Promise<void>) | null };
  /**
   * Renders cached pages again now (Next's on-demand revalidation), set by the web part once the
   * server listens; null when this process serves no pages (renew-pages.ts).
   */
  pages: { renew: ((paths: readonly string[]) => Promise<void>) | null };
  /** Round-trips to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  /** This instance's Prometheus metrics (served at /metrics). */
  metrics: Metrics;
}

export interface ContextOptions {
  sms?: SmsProvider;
  /** Sandbox only: repeat each webhook delivery (at-least-once testing). */
  webhookDuplicates?: number;
  /** Sandbox only: what becomes of each refund when asked for (default processed). */
  sandboxRefundResult?: SandboxGatewayOptions['refundResult'];
  now?: () => Date;
  version?: string;
  /** Delivery across instances (Redis); in-process when absent. */
  hub?: Hub;
  /** The sandbox gateway's signing secrets (loadSandboxSecrets); one random pair per process when absent. */
  sandboxSecrets?: SandboxSecrets;
}

/**
 * The SMS provider SMS_PROVIDER names: the console (development), MSG91 for Indian numbers, Twilio
 * for the rest, or both (+91 through MSG91). Delivery reports come back to /api/webhooks/sms/*.
 */
export function createSmsProvider(env: Env): SmsProvider {
  const s = env.sms;
  if (!s) return new ConsoleSmsProvider();
  const twilio = s.twilio
    ? new TwilioSmsProvider({
        ...s.twilio,
        timeoutMs: s.timeoutMs,
        statusCallback: `${env.publicUrl.replace(/\/+$/, '')}/api/webhooks/sms/twilio`,
      })
    : null;
  const msg91 = s.msg91 ? new Msg91SmsProvider({ ...s.msg91, timeoutMs: s.timeoutMs }) : null;
  if (msg91) return new RoutingSmsProvider(msg91, twilio);
  if (twilio) return twilio;
  return new ConsoleSmsProvider();
}

export function createContext(env: Env, database: Database, options: ContextOptions = {}): ApiContext {
  const sms = options.sms ?? createSmsProvider(env);
  const metrics = createMetrics();
  countSms(sms, metrics);
  const webhookSink: ApiContext['webhookSink'] = { deliver: null };
  const gateway = createPaymentGateway({
    razorpay: env.razorpay
      ? { keyId: env.razorpay.keyId, keySecret: env.razorpay.keySecret, webhookSecret: env.razorpay.webhookSecret }
      : undefined,
    sandbox: {
      // Generated secrets shared through the database (server.ts), never derived from SESSION_SECRET.
      ...(options.sandboxSecrets ?? processSandboxSecrets),
      // Orders, payments and refunds in the database, so that any instance can pay or refund any order.
      store: sandboxDatabaseStore(database.db),
      deliver: async (d) => {
        await webhookSink.deliver?.(d);
      },
      ...(options.webhookDuplicates ? { duplicates: options.webhookDuplicates, shuffle: true } : {}),
      ...(options.sandboxRefundResult ? { refundResult: options.sandboxRefundResult } : {}),
    },
  });
  return {
    gateway,
    webhookSink,
    pages: { renew: null },
    env,
    database,
    services: createServices({
      db: database.db,
      sms,
      secret: env.sessionSecret,
      publicUrl: env.publicUrl,
      gateway,
      storage: diskStorage(env.storageDir),
      consultMinuteMs: env.consultMinuteMs,
      consultRequestTimeoutMs: env.consultRequestTimeoutMs,
      consultGraceMs: env.consultGraceMs,
      otpPerIpPerDay: env.otpPerIpPerDay,
      smsOutbox: env.demo,
      push: { vapid: env.vapid, fcm: env.fcm, apns: env.apns },
      remindersEveryMs: reminderTickMs(process.env.REMINDER_TICK_MS),
      followFanoutEveryMs: followFanoutTickMs(process.env.FOLLOW_FANOUT_TICK_MS),
      pdf: env.pdf,
      ...(options.hub ? { hub: options.hub } : {}),
      ...(options.now ? { now: options.now } : {}),
    }),
    version: options.version ?? '0.1.0',
    ping: () => database.ping(),
    metrics,
  };
}
