import type { Db } from '@drishti/db/connection';
import { applicationReviewService, marketplaceAdminService } from './admin';
import { applicationsService } from './applications';
import { bookingService } from './bookings';
import { otpService } from './auth/otp';
import { sessionService } from './auth/sessions';
import { signInService } from './auth/sign-in';
import { commonsService } from './commons';
import { type Hub, localHub } from './consultations/hub';
import { consultationService } from './consultations/service';
import type { PaymentGateway } from './payments/gateway';
import { meditationService } from './meditation';
import { profilesService } from './profiles';
import { type PaidHooks, rechargeService } from './recharge';
import { reviewService } from './reviews';
import type { FileStorage } from './storage';
import { walletService } from './wallet';
import { statementService } from './statement';
import type { SmsProvider } from './sms';
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
}

/** The domain services, built once per process over one database. */
export function createServices(config: CoreConfig) {
  const now = config.now ?? (() => new Date());
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
  return {
    now,
    gateway: config.gateway,
    storage: config.storage,
    wallet,
    recharge,
    bookings,
    hub,
    consultations,
    sms: config.sms,
    smsReports: smsReportsService({ db: config.db, now }),
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
  };
}

export type Services = ReturnType<typeof createServices>;
