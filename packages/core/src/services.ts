import type { Db } from '@drishti/db/connection';
import { accountDataService } from './account-data';
import { adminUsersService } from './admin-views';
import { astrologerDirectoryService } from './astrologers';
import { blogService } from './blog';
import { applicationReviewService, marketplaceAdminService } from './admin';
import { applicationsService } from './applications';
import { blogAdminService } from './blog-admin';
import { bookingService } from './bookings';
import { otpService } from './auth/otp';
import { sessionService } from './auth/sessions';
import { signInService } from './auth/sign-in';
import { commonsService } from './commons';
import { communityService } from './community';
import { type Hub, localHub } from './consultations/hub';
import { consultationService } from './consultations/service';
import type { Job } from './jobs';
import { runFollowFanouts } from './follows';
import { notificationService } from './notifications';
import { operationsService } from './operations';
import type { PaymentGateway } from './payments/gateway';
import { type PushConfig, pushDevicesService, startPushSenders } from './push-devices';
import { reminderService } from './reminders/service';
import { supportService } from './support';
import { meditationService } from './meditation';
import { profilesService } from './profiles';
import { type PaidHooks, rechargeService } from './recharge';
import { reviewService } from './reviews';
import type { FileStorage } from './storage';
import { walletService } from './wallet';
import { createPdfPool, DEFAULT_PDF_QUEUE, defaultPdfWorkers, type PdfPoolOptions } from './pdf/pool';
import { statementService } from './statement';
import { ConsoleSmsProvider, type SmsProvider } from './sms';
import { recordedSms, smsReportsService } from './sms/records';

export interface CoreConfig {
  db: Db;
  sms: SmsProvider;
  /** Server secret for hashing codes. */
  secret: string;
  /** Absolute origin for links in messages. */
  publicUrl: string;
  /** The payment gateway (Razorpay with keys, the sandbox without). */
  gateway: PaymentGateway;
  /** Private files (uploads). */
  storage: FileStorage;
  /** Delivery to users' sockets across instances (in-process by default). */
  hub?: Hub;
  /** Length of a billed consultation minute (tests shorten it). */
  consultMinuteMs?: number;
  /** How long an astrologer has to accept a request (60,000 ms; tests shorten it). */
  consultRequestTimeoutMs?: number;
  /** A silent side of a consultation counts as away this long after its last sign of life (45,000 ms). */
  consultGraceMs?: number;
  now?: () => Date;
  /** Sign-in codes per client address (IPv6: per /64) per day. */
  otpPerIpPerDay?: number;
  /** Demo only: what the console SMS provider sends is also kept in the shared development outbox. */
  smsOutbox?: boolean;
  /** Web push keys and the app shells' push services; notify() uses them from the start. */
  push?: PushConfig;
  /** Period of the remedy-reminder job (ms; 0: off, for tests that drive it themselves). */
  remindersEveryMs?: number;
  /** Period of the follower fan-out job (ms; 0: off, for tests that drive it themselves). */
  followFanoutEveryMs?: number;
  /** The kundali PDF's worker pool (PDF_WORKERS, PDF_QUEUE); one worker fewer than the cores by default. */
  pdf?: PdfPoolOptions;
}

/** The domain services, built once per process over one database. */
export function createServices(config: CoreConfig) {
  const now = config.now ?? (() => new Date());
  const operations = operationsService({ db: config.db });
  if (config.smsOutbox && config.sms instanceof ConsoleSmsProvider) {
    // The development outbox lives in the database, so that any instance shows what any sent.
    const provider = config.sms;
    const send = provider.send.bind(provider);
    provider.send = async (message) => {
      const receipt = await send(message);
      await operations.outbox.add(message);
      return receipt;
    };
  }
  // Every message sent is recorded (provider id, status) for delivery reports and the admin console.
  const sms = recordedSms(config.db, config.sms, now);
  const otp = otpService({
    db: config.db,
    sms,
    secret: config.secret,
    now,
    ...(config.otpPerIpPerDay ? { perIpPerDay: config.otpPerIpPerDay } : {}),
  });
  const sessions = sessionService({ db: config.db, now });
  const wallet = walletService({ db: config.db });
  const paidHooks: PaidHooks = {};
  const recharge = rechargeService({ db: config.db, gateway: config.gateway, wallet, now, hooks: paidHooks });
  const bookings = bookingService({
    db: config.db,
    wallet,
    recharge,
    sms,
    storage: config.storage,
    now,
  });
  paidHooks.onBookingPaid = (order) => bookings.onPaymentSettled(order);
  const hub = config.hub ?? localHub();
  const consultations = consultationService({
    db: config.db,
    hub,
    now,
    minuteMs: config.consultMinuteMs,
    ...(config.consultRequestTimeoutMs ? { requestTimeoutMs: config.consultRequestTimeoutMs } : {}),
    ...(config.consultGraceMs ? { graceMs: config.consultGraceMs } : {}),
  });
  const reminders = reminderService({ db: config.db, now });
  const smsReports = smsReportsService({ db: config.db, now });
  // From now on notify() (notifications.ts), whoever calls it, sends web and native push too.
  const pushSenders = config.push ? startPushSenders(config.push) : null;
  const kundaliPdf = createPdfPool(config.pdf ?? { workers: defaultPdfWorkers(), maxQueue: DEFAULT_PDF_QUEUE });
  // Every background job, scheduled together by the server (jobs.ts runs them).
  const meterEveryMs = Math.min(5000, Math.max(250, Math.floor((config.consultMinuteMs ?? 60_000) / 6)));
  const jobs = {
    /** Orders whose webhooks never came are settled from the gateway's records. */
    paymentReconciliation: { name: 'payment-reconciliation', everyMs: 5 * 60_000, run: () => recharge.reconcile() },
    /** Booking reminders go out an hour before the start. */
    bookingReminders: { name: 'booking-reminders', everyMs: 60_000, run: () => bookings.sendReminders() },
    /** Remedy reminders fire when due (claims are row-level too: see reminders/service.ts). */
    remedyReminders:
      config.remindersEveryMs === 0
        ? null
        : { name: 'remedy-reminders', everyMs: config.remindersEveryMs ?? 30_000, run: () => reminders.runDue() },
    /** Followers told about astrologers they follow, in claimed batches (follows.ts, docs/FOLLOW.md). */
    followFanout:
      config.followFanoutEveryMs === 0
        ? null
        : {
            name: 'follow-fanout',
            everyMs: config.followFanoutEveryMs ?? 5_000,
            run: () => runFollowFanouts(config.db, { now }),
          },
    /** SMS records past their retention are removed (sms/records.ts, docs/SMS.md). */
    smsRecordRetention: { name: 'sms-record-retention', everyMs: 60 * 60_000, run: () => smsReports.prune() },
    /**
     * The consultation meter: bills connected minutes, closes unanswered requests, ends sessions
     * whose coins ran out or whose sides went away. Every instance runs it; each run is idempotent.
     */
    consultationMeter: {
      name: 'consultation-meter',
      everyMs: meterEveryMs,
      eachInstance: true,
      run: () => consultations.sweep(),
    },
  } satisfies Record<string, Job | null>;
  return {
    now,
    jobs,
    /** Releases what the services hold open (APNs's connection, the PDF workers). */
    close: async () => {
      await Promise.all([pushSenders?.close(), kundaliPdf.close()]);
    },
    /** Renders the kundali PDF in worker threads (packages/core/src/pdf/pool.ts). */
    kundaliPdf,
    gateway: config.gateway,
    storage: config.storage,
    wallet,
    recharge,
    bookings,
    hub,
    consultations,
    sms: config.sms,
    smsReports,
    otp,
    sessions,
    signIn: signInService({ db: config.db, otp, sessions }),
    commons: commonsService({ db: config.db, sms, publicUrl: config.publicUrl, now }),
    profiles: profilesService({ db: config.db }),
    applications: applicationsService({ db: config.db, now }),
    applicationReview: applicationReviewService({ db: config.db, storage: config.storage, now }),
    marketplaceAdmin: marketplaceAdminService({ db: config.db, now }),
    reviews: reviewService({ db: config.db }),
    meditation: meditationService({ db: config.db, storage: config.storage, now }),
    statement: statementService({ db: config.db }),
    community: communityService({ db: config.db, now }),
    support: supportService({ db: config.db, storage: config.storage, now }),
    notifications: notificationService({ db: config.db, now }),
    pushDevices: pushDevicesService({ db: config.db, vapid: config.push?.vapid ?? null, now }),
    reminders,
    accountData: accountDataService({ db: config.db, storage: config.storage, now }),
    blogAdmin: blogAdminService({ db: config.db, storage: config.storage, now }),
    blog: blogService({ db: config.db, now }),
    astrologers: astrologerDirectoryService({ db: config.db, now }),
    adminUsers: adminUsersService({ db: config.db, balance: (userId) => wallet.balance(userId) }),
    operations,
  };
}

export type Services = ReturnType<typeof createServices>;
