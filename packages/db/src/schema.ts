import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The database schema. Later features add tables here and a generated migration
 * (`npm run db:generate`). Money is always an integer; timestamps are UTC.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Key/value facts about this installation (schema seed version, first start time). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164 without the plus sign, e.g. 919812345678. */
    phone: text('phone').notNull(),
    name: text('name'),
    role: text('role', { enum: ['user', 'astrologer', 'admin'] })
      .notNull()
      .default('user'),
    locale: text('locale', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Per-type switches for notifications (in-app and push), e.g. `{ "reminder": { "push": false } }`. */
    notificationSettings: jsonb('notification_settings').notNull().default({}),
  },
  (t) => [uniqueIndex('users_phone_key').on(t.phone)],
);

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by SMS. Only a hash of the code is stored. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['login', 'astrologer', 'change-phone'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong entries so far; carried over to a resent code for the same phone and purpose. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
  },
  (t) => [
    index('otp_requests_phone_idx').on(t.phone, t.createdAt),
    index('otp_requests_ip_idx').on(t.ip, t.createdAt),
    check('otp_failed_attempts_nonneg', sql`${t.failedAttempts} >= 0`),
  ],
);

export const astrologers = pgTable(
  'astrologers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    gender: text('gender', { enum: ['female', 'male', 'other'] }).notNull(),
    profileImage: text('profile_image'),
    bioEn: text('bio_en').notNull(),
    bioHi: text('bio_hi').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    languages: jsonb('languages').$type<string[]>().notNull(),
    specializations: jsonb('specializations').$type<string[]>().notNull(),
    experienceYears: integer('experience_years').notNull(),
    /** Coins per minute (1 coin = ₹1). */
    pricePerMinute: integer('price_per_minute').notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    isChatLive: boolean('is_chat_live').notNull().default(false),
    isVoiceLive: boolean('is_voice_live').notNull().default(false),
    isVideoLive: boolean('is_video_live').notNull().default(false),
    /** Last time one of the astrologer's sockets was heard from: online = a channel switched on and this recent. */
    presenceSeenAt: timestamp('presence_seen_at', { withTimezone: true, mode: 'date' }),
    /** The platform's share of what users pay this astrologer, percent. */
    commissionPercent: integer('commission_percent').notNull().default(30),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('astrologers_slug_key').on(t.slug),
    check('astrologers_commission_range', sql`${t.commissionPercent} between 0 and 90`),
    check('astrologers_price_positive', sql`${t.pricePerMinute} > 0`),
    check('astrologers_experience_nonneg', sql`${t.experienceYears} >= 0`),
  ],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleHi: text('title_hi').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionHi: text('description_hi').notNull(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull().default('blog'),
    slug: text('slug').notNull(),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    titleEn: text('title_en').notNull(),
    titleHi: text('title_hi').notNull(),
    serpDescriptionEn: text('serp_description_en').notNull(),
    serpDescriptionHi: text('serp_description_hi').notNull(),
    banner: text('banner').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyHi: text('body_hi').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    /** When a published post appears; a later instant schedules it. Null: at once. */
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_type_slug_key').on(t.contentType, t.slug),
    index('blog_posts_created_idx').on(t.createdAt),
  ],
);

/** Requests for the app link by SMS; kept for per-number and per-IP limits. */
export const appLinkRequests = pgTable(
  'app_link_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('app_link_requests_phone_idx').on(t.phone, t.createdAt),
    index('app_link_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Leads from contact and interest forms. */
export const leads = pgTable('leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  interest: text('interest'),
  message: text('message'),
  source: text('source'),
  ip: text('ip'),
  createdAt: createdAt(),
});

/** Content and analytics events (page reads, store clicks), recorded only with consent. */
export const contentEvents = pgTable(
  'content_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    category: text('category'),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>(),
    path: text('path'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('content_events_event_idx').on(t.event, t.createdAt)],
);

/** Saved birth details ("saved kundalis") of a user: self and family. */
export const birthProfiles = pgTable(
  'birth_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female', 'other'] }).notNull(),
    relation: text('relation', { enum: ['self', 'spouse', 'child', 'parent', 'sibling', 'friend', 'other'] })
      .notNull()
      .default('self'),
    /** Local civil date and time of birth at the place, as entered. */
    birthDate: text('birth_date').notNull(),
    birthTime: text('birth_time').notNull(),
    placeName: text('place_name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    timezone: text('timezone').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('birth_profiles_user_idx').on(t.userId)],
);

/** Applications to consult on Drishti: submitted by a verified phone, reviewed by admins in three interview rounds. */
export const astrologerApplications = pgTable(
  'astrologer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['female', 'male', 'other'] }).notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    languages: jsonb('languages').$type<string[]>().notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    experienceYears: integer('experience_years').notNull(),
    bioEn: text('bio_en').notNull(),
    bioHi: text('bio_hi').notNull(),
    /** Coins per minute the applicant asks for. */
    expectedPrice: integer('expected_price').notNull(),
    status: text('status', { enum: ['submitted', 'interviewing', 'approved', 'rejected'] })
      .notNull()
      .default('submitted'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('astrologer_applications_user_key').on(t.userId)],
);

/**
 * Ledger accounts. Balances are integer coins (1 coin = ₹1). User-owned accounts may never go
 * below zero (the CHECK is the backstop behind the conditional debit); system accounts that
 * stand for money outside the wallet (the payment gateway, promotions) may.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['wallet', 'reserved', 'earnings', 'platform', 'gateway', 'promotions'],
    }).notNull(),
    /** The user or astrologer the account belongs to; null for the platform's own accounts. */
    ownerId: uuid('owner_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_kind_owner_key').on(t.kind, t.ownerId).where(sql`${t.ownerId} is not null`),
    uniqueIndex('ledger_accounts_system_key').on(t.kind).where(sql`${t.ownerId} is null`),
    check('ledger_accounts_balance_nonneg', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** One business event (a recharge, a reservation, a charge…): its entries sum to zero. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** e.g. `payment:<id>`, `session:<id>:minute:<n>`, `settle:<session>`. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    memo: text('memo'),
    meta: jsonb('meta').$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey)],
);

/** Append-only postings: positive credits, negative debits. Never updated or deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance after this entry, for statements. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Wallet recharges: one row per gateway order, amounts from the server's price table. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    gateway: text('gateway', { enum: ['razorpay', 'sandbox'] }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    packId: text('pack_id').notNull(),
    coins: integer('coins').notNull(),
    pricePaise: integer('price_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    gatewayPaymentId: text('gateway_payment_id'),
    /** The client's Idempotency-Key: a retried checkout gets the same order. */
    idempotencyKey: text('idempotency_key'),
    /** What the money is for: coins for the wallet, or a booked consultation. */
    purpose: text('purpose', { enum: ['recharge', 'booking'] })
      .notNull()
      .default('recharge'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('payment_orders_gateway_order_key').on(t.gatewayOrderId),
    uniqueIndex('payment_orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payment_orders_status_idx').on(t.status, t.createdAt),
    check('payment_orders_amounts_positive', sql`${t.coins} > 0 and ${t.totalPaise} > 0`),
  ],
);

/** Webhook events already received (Razorpay delivers at least once). */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  gatewayOrderId: text('gateway_order_id'),
  gatewayPaymentId: text('gateway_payment_id'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Refunds to the original payment method (a cancelled booking paid at the gateway): one per
 * booking. `requested` until the gateway answers, then `pending`, `processed` or `failed`; a failed
 * refund is credited to the wallet instead (`walletCredited`).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    bookingId: uuid('booking_id'),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    coins: integer('coins').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['requested', 'pending', 'processed', 'failed'] })
      .notNull()
      .default('requested'),
    walletCredited: boolean('wallet_credited').notNull().default(false),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('payment_refunds_booking_key').on(t.bookingId),
    uniqueIndex('payment_refunds_gateway_refund_key').on(t.gatewayRefundId),
    index('payment_refunds_status_idx').on(t.status, t.createdAt),
    check('payment_refunds_amounts_positive', sql`${t.coins} > 0 and ${t.amountPaise} > 0`),
  ],
);

/** An astrologer's weekly hours for bookings, in Indian time (minutes from midnight). */
export const astrologerAvailability = pgTable(
  'astrologer_availability',
  {
    id: serial('id').primaryKey(),
    astrologerId: uuid('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('astrologer_availability_astrologer_idx').on(t.astrologerId),
    check('astrologer_availability_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'astrologer_availability_window',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** A consultation booked for a slot and paid in advance (held in the user's reserved account). */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    astrologerId: uuid('astrologer_id')
      .notNull()
      .references(() => astrologers.id),
    channel: text('channel', { enum: ['chat', 'voice', 'video'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Coins for the whole slot, from the astrologer's price when booked. */
    priceCoins: integer('price_coins').notNull(),
    status: text('status', {
      enum: ['pending_payment', 'confirmed', 'cancelled', 'completed', 'expired'],
    })
      .notNull()
      .default('pending_payment'),
    note: text('note'),
    /** Private storage key of an attached photo (palm, face, floor plan). */
    attachmentKey: text('attachment_key'),
    attachmentType: text('attachment_type'),
    paymentOrderId: uuid('payment_order_id').references(() => paymentOrders.id),
    idempotencyKey: text('idempotency_key'),
    /** Until when an unpaid booking holds its slot. */
    holdUntil: timestamp('hold_until', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledBy: text('cancelled_by', { enum: ['user', 'astrologer', 'admin', 'system'] }),
    cancelReason: text('cancel_reason'),
    refundCoins: integer('refund_coins'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('bookings_slot_key')
      .on(t.astrologerId, t.startsAt)
      .where(sql`${t.status} in ('pending_payment', 'confirmed')`),
    uniqueIndex('bookings_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('bookings_user_idx').on(t.userId, t.startsAt),
    index('bookings_astrologer_idx').on(t.astrologerId, t.startsAt),
    check('bookings_price_positive', sql`${t.priceCoins} > 0`),
    check('bookings_duration', sql`${t.durationMinutes} in (15, 30, 45, 60)`),
  ],
);

/** A user's review after a completed paid session or booking: one per session or booking. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    astrologerId: uuid('astrologer_id')
      .notNull()
      .references(() => astrologers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** `booking:<id>` or `session:<id>`: the paid consultation this review is about. */
    subject: text('subject').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    hidden: boolean('hidden').notNull().default(false),
    /** The reviewer agreed, when reviewing, to show the comment on the home page (first name and initial). */
    publicConsent: boolean('public_consent').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_subject_key').on(t.subject),
    index('reviews_astrologer_idx').on(t.astrologerId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** The three interview rounds of an application: scheduled, then passed or failed by an interviewer. */
export const applicationInterviews = pgTable(
  'application_interviews',
  {
    id: serial('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => astrologerApplications.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }).notNull(),
    interviewer: text('interviewer').notNull(),
    result: text('result', { enum: ['pending', 'passed', 'failed'] })
      .notNull()
      .default('pending'),
    notes: text('notes'),
    /** The admin who scheduled or last recorded the round. */
    recordedBy: uuid('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('application_interviews_round_key').on(t.applicationId, t.round),
    check('application_interviews_round_range', sql`${t.round} between 1 and 3`),
  ],
);

/** Private files of an application (ID document, photo), checked by content and stored outside the web root. */
export const applicationFiles = pgTable(
  'application_files',
  {
    id: serial('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => astrologerApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['id-document', 'photo'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('application_files_kind_key').on(t.applicationId, t.kind)],
);

/** A recording an admin uploaded to replace a synthesised meditation track (by the content's track id). */
export const meditationRecordings = pgTable('meditation_recordings', {
  trackId: text('track_id').primaryKey(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: createdAt(),
});

/**
 * A live consultation (chat, voice or video), from the user's request to settlement. The meter's
 * state lives here, not in any server's memory: connected time, billed minutes and each side's
 * presence, so another instance (or this one after a restart) can carry on or settle it.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    astrologerId: uuid('astrologer_id')
      .notNull()
      .references(() => astrologers.id),
    channel: text('channel', { enum: ['chat', 'voice', 'video'] }).notNull(),
    status: text('status', {
      enum: ['waitlisted', 'requested', 'active', 'ended', 'declined', 'missed', 'cancelled'],
    }).notNull(),
    /** Coins per minute and the platform's percent, fixed when requested. */
    pricePerMinute: integer('price_per_minute').notNull(),
    commissionPercent: integer('commission_percent').notNull(),
    /** Coins held in the user's reserved account for this consultation right now. */
    reservedCoins: integer('reserved_coins').notNull().default(0),
    /** The birth details the user attached (a copy of a saved profile), for the astrologer. */
    birth: jsonb('birth').$type<Record<string, string | number | null>>(),
    idempotencyKey: text('idempotency_key'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Until when the astrologer may accept (set when the request is sent, not while waitlisted). */
    requestExpiresAt: timestamp('request_expires_at', { withTimezone: true, mode: 'date' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endReason: text('end_reason', {
      enum: ['user', 'astrologer', 'balance', 'disconnected', 'declined', 'missed', 'cancelled', 'expired'],
    }),
    /** Meter: milliseconds both sides were connected, started minutes billed, last time it ran. */
    connectedMs: bigint('connected_ms', { mode: 'number' }).notNull().default(0),
    billedMinutes: integer('billed_minutes').notNull().default(0),
    meterAt: timestamp('meter_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the meter is next due (docs/SCALING.md): never later than the session's next run must
     * be, kept by every write that changes it; a sweep claims a session by moving it a minute on
     * (a crashed instance's claim lapses) and, once done, sets the next due time it computed.
     * A row written without one is due at once (the epoch).
     */
    nextDueAt: timestamp('next_due_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`'epoch'`),
    /** Presence: each side joined over /ws, and its last sign of life. */
    userJoined: boolean('user_joined').notNull().default(false),
    astrologerJoined: boolean('astrologer_joined').notNull().default(false),
    userSeenAt: timestamp('user_seen_at', { withTimezone: true, mode: 'date' }),
    astrologerSeenAt: timestamp('astrologer_seen_at', { withTimezone: true, mode: 'date' }),
    /** Since when at least one side has been away (for ending abandoned consultations). */
    awaySince: timestamp('away_since', { withTimezone: true, mode: 'date' }),
    /** Voice and video: when the media first connected (the meter waits for it). */
    mediaConnectedAt: timestamp('media_connected_at', { withTimezone: true, mode: 'date' }),
    warnedAt: timestamp('warned_at', { withTimezone: true, mode: 'date' }),
    /** Chat: last sequence number, and how far each side has received and read. */
    lastSeq: integer('last_seq').notNull().default(0),
    userDeliveredSeq: integer('user_delivered_seq').notNull().default(0),
    userReadSeq: integer('user_read_seq').notNull().default(0),
    astrologerDeliveredSeq: integer('astrologer_delivered_seq').notNull().default(0),
    astrologerReadSeq: integer('astrologer_read_seq').notNull().default(0),
    /** Settlement (exactly once, under the ledger key `settle:<id>`). */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    chargedCoins: integer('charged_coins'),
    astrologerCoins: integer('astrologer_coins'),
    transcriptDeletedAt: timestamp('transcript_deleted_at', { withTimezone: true, mode: 'date' }),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true, mode: 'date' }),
    refundReason: text('refund_reason'),
    /** A live event's paid stage call (docs/LIVE.md, "The paid stage"): the event; null for a consultation. */
    liveEventId: uuid('live_event_id').references(() => liveEvents.id, { onDelete: 'set null' }),
    /** Coins the user allows this call to cost at most (their spending cap); null: no cap. */
    capCoins: integer('cap_coins'),
  },
  (t) => [
    index('consultations_user_idx').on(t.userId, t.requestedAt),
    index('consultations_astrologer_idx').on(t.astrologerId, t.status, t.requestedAt),
    index('consultations_status_idx').on(t.status),
    /** The meter's sweeps claim active sessions whose next due time has come, earliest first. */
    index('consultations_next_due_idx').on(t.nextDueAt).where(sql`${t.status} = 'active'`),
    uniqueIndex('consultations_user_idempotency_key').on(t.userId, t.idempotencyKey),
    /** A user has at most one open consultation. */
    uniqueIndex('consultations_user_open_key')
      .on(t.userId)
      .where(sql`${t.status} in ('waitlisted', 'requested', 'active')`),
    /** An astrologer handles one request or session at a time; the rest wait in line. */
    uniqueIndex('consultations_astrologer_busy_key')
      .on(t.astrologerId)
      .where(sql`${t.status} in ('requested', 'active')`),
    check('consultations_money_nonneg', sql`${t.reservedCoins} >= 0 and ${t.billedMinutes} >= 0`),
    check('consultations_price_positive', sql`${t.pricePerMinute} > 0`),
  ],
);

/** Chat messages of a consultation: numbered per conversation, de-duplicated by the client's id. */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sender: text('sender', { enum: ['user', 'astrologer', 'system'] }).notNull(),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consultation_messages_seq_key').on(t.consultationId, t.seq),
    uniqueIndex('consultation_messages_client_key').on(t.consultationId, t.clientId),
  ],
);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member of the anonymous community: the stable pseudonymous handle shown instead of the
 * user's name, and the ban an admin may set.
 */
export const communityMembers = pgTable(
  'community_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    handle: text('handle').notNull(),
    bannedAt: at('banned_at'),
    banReason: text('ban_reason'),
    bannedBy: uuid('banned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('community_members_handle_key').on(t.handle)],
);

/** A community post under one topic. The author is kept for moderation, never shown. */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the author deleted their account (the post stays, anonymised, or is removed). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    handle: text('handle').notNull(),
    topic: text('topic', { enum: ['exam', 'relationship', 'career', 'depression'] }).notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['visible', 'hidden', 'removed'] })
      .notNull()
      .default('visible'),
    /** Words that signal self-harm were found: moderators see it first. */
    selfHarm: boolean('self_harm').notNull().default(false),
    reportCount: integer('report_count').notNull().default(0),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: at('moderated_at'),
    moderationNote: text('moderation_note'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('community_posts_topic_idx').on(t.topic, t.createdAt),
    index('community_posts_user_idx').on(t.userId),
    index('community_posts_status_idx').on(t.status, t.selfHarm),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    handle: text('handle').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['visible', 'hidden', 'removed'] })
      .notNull()
      .default('visible'),
    selfHarm: boolean('self_harm').notNull().default(false),
    reportCount: integer('report_count').notNull().default(0),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: at('moderated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('community_comments_post_idx').on(t.postId, t.createdAt)],
);

/** One reaction of one kind per user per post. */
export const communityReactions = pgTable(
  'community_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('community_reactions_key').on(t.postId, t.userId, t.kind)],
);

/** A report of a post or comment; one per reporter and target. */
export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: ['post', 'comment'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'actioned', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('community_reports_once_key').on(t.targetType, t.targetId, t.reporterId),
    index('community_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A remedy reminder. `schedule` says when it repeats (contracts/reminders), `place` where panchang
 * days and sunrise are reckoned; `nextAt` is the next instant it is due (null when it never will).
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remedy: text('remedy', { enum: ['mantra', 'fast', 'donation', 'puja', 'other'] }).notNull(),
    title: text('title').notNull(),
    note: text('note'),
    schedule: jsonb('schedule').notNull(),
    place: jsonb('place'),
    status: text('status', { enum: ['active', 'paused', 'suggested', 'declined'] })
      .notNull()
      .default('active'),
    nextAt: at('next_at'),
    snoozedUntil: at('snoozed_until'),
    streak: integer('streak').notNull().default(0),
    bestStreak: integer('best_streak').notNull().default(0),
    lastDoneAt: at('last_done_at'),
    /** Suggested by an astrologer at the end of a consultation. */
    suggestedBy: uuid('suggested_by').references(() => astrologers.id, { onDelete: 'set null' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('reminders_due_idx').on(t.status, t.nextAt), index('reminders_user_idx').on(t.userId)],
);

/** Each time a reminder fell due: notified, then done or snoozed. */
export const reminderOccurrences = pgTable(
  'reminder_occurrences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    dueAt: at('due_at').notNull(),
    notifiedAt: at('notified_at'),
    doneAt: at('done_at'),
    snoozedUntil: at('snoozed_until'),
  },
  (t) => [uniqueIndex('reminder_occurrences_key').on(t.reminderId, t.dueAt)],
);

/**
 * In-app notifications. The text is rendered in the reader's language from `kind` and `params`;
 * `url` is a site path to open.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull().default({}),
    url: text('url'),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Web push subscriptions of a user's browsers and installed apps. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    failures: integer('failures').notNull().default(0),
    lastSuccessAt: at('last_success_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * A device's native push token (Firebase Cloud Messaging, which relays to APNs on iOS), from the
 * Android and iOS app shells. A token belongs to one device, so it moves to whoever signs in there.
 */
export const nativePushTokens = pgTable(
  'native_push_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['android', 'ios'] }).notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('native_push_tokens_token_key').on(t.token),
    index('native_push_tokens_user_idx').on(t.userId),
    check('native_push_tokens_platform', sql`${t.platform} in ('android', 'ios')`),
  ],
);

/** A support ticket: a category, a thread of messages and a status. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to people: "#1042". */
    number: serial('number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category', { enum: ['payment', 'consultation', 'account', 'other'] }).notNull(),
    subject: text('subject').notNull(),
    /** open: waiting for support; answered: waiting for the user; resolved. */
    status: text('status', { enum: ['open', 'answered', 'resolved'] })
      .notNull()
      .default('open'),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('support_tickets_number_key').on(t.number),
    uniqueIndex('support_tickets_consultation_key').on(t.consultationId),
    index('support_tickets_user_idx').on(t.userId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['user', 'admin'] }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Files attached to a support message, kept in private storage. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_attachments_message_idx').on(t.messageId)],
);

/**
 * Idempotency keys of mutating requests, scoped to the caller and the route: the fingerprint of
 * the first request's parameters and, once it succeeded, its answer (replayed only for an
 * identical request). Kept 24 hours, then purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Method and route pattern, e.g. `POST /api/admin/refunds`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical JSON of the request's parameters. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's status and body; null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_route_key').on(t.userId, t.route, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Every SMS handed to a provider (or refused by it): the kind, the provider's id for delivery
 * reports and what became of it. No text is kept, so no sign-in code is ever stored; the number is
 * kept masked (its last four digits).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    kind: text('kind').notNull(),
    locale: text('locale', { enum: ['en', 'hi'] }).notNull(),
    phoneMasked: text('phone_masked').notNull(),
    status: text('status', { enum: ['sent', 'delivered', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_messages_provider_id_key').on(t.provider, t.providerMessageId),
    index('sms_messages_status_idx').on(t.status, t.updatedAt),
    check('sms_messages_status', sql`${t.status} in ('sent', 'delivered', 'failed')`),
  ],
);

/**
 * The development SMS outbox (console SMS provider, demo features on): what was "sent", kept in
 * the database so that every instance shows the codes any instance sent. Pruned after a day.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    /** In sending order: messages sent in the same millisecond keep their order. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sms_outbox_to_sent_idx').on(t.to, t.sentAt)],
);

/**
 * The built-in sandbox gateway's orders, payments and refunds (used only without Razorpay keys),
 * in the database so that any instance can show, pay or refund an order another instance created.
 * Payments and refunds are the Razorpay entities the sandbox hands out, kept under their ids as
 * `json`, which stores them as written (field order included) for the webhooks built from them.
 */
export const sandboxOrders = pgTable(
  'sandbox_orders',
  {
    id: text('id').primaryKey(),
    amountPaise: integer('amount_paise').notNull(),
    receipt: text('receipt').notNull(),
    notes: json('notes').$type<Record<string, string>>().notNull(),
    /** The same-site path the checkout page sends the browser back to. */
    returnUrl: text('return_url').notNull(),
    status: text('status', { enum: ['created', 'attempted', 'paid'] }).notNull(),
    attempts: integer('attempts').notNull(),
    amountPaidPaise: integer('amount_paid_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('sandbox_orders_status', sql`${t.status} in ('created', 'attempted', 'paid')`)],
);

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    /** Payments of an order are listed in the order they were made. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    entity: json('entity').$type<{ id: string; order_id: string | null }>().notNull(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId, t.seq)],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    entity: json('entity').$type<{ id: string; payment_id: string }>().notNull(),
  },
  (t) => [index('sandbox_refunds_payment_idx').on(t.paymentId, t.seq)],
);

// --- Live events: one astrologer publishes through Janus, anyone watches (docs/LIVE.md) ---

/** An astrologer's live event: scheduled, live (a Janus room exists) or ended. */
export const liveEvents = pgTable(
  'live_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    astrologerId: uuid('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleHi: text('title_hi').notNull(),
    topicEn: text('topic_en').notNull(),
    topicHi: text('topic_hi').notNull(),
    /** The language the astrologer speaks in the event. */
    language: text('language', { enum: ['en', 'hi'] }).notNull(),
    status: text('status', { enum: ['scheduled', 'live', 'ended'] })
      .notNull()
      .default('scheduled'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** The Janus server (its JANUS_URL entry) and VideoRoom room of the event while it is live. */
    janusServer: text('janus_server'),
    janusRoom: bigint('janus_room', { mode: 'number' }),
    /** The room's secret and PIN: only the API knows them; browsers never see them. */
    janusSecret: text('janus_secret'),
    janusPin: text('janus_pin'),
    /** The host's feed was first seen publishing (by the media check); null until then. */
    hostPublishedAt: timestamp('host_published_at', { withTimezone: true, mode: 'date' }),
    /** The host's feed has been missing since (viewers see "reconnecting"); null while it is there. */
    hostAwaySince: timestamp('host_away_since', { withTimezone: true, mode: 'date' }),
    /** Bumped each time the event moves to another Janus (pages and the host join the new room). */
    mediaGeneration: integer('media_generation').notNull().default(0),
    /** Why a live event ended: the host ended it, the host did not come back, or no Janus could carry it. */
    endReason: text('end_reason', { enum: ['host', 'host-lost', 'media-lost'] }),
    hearts: integer('hearts').notNull().default(0),
    /** Coins a minute for joining the call on stage (docs/LIVE.md, "The paid stage"); null: no paid stage. */
    stagePricePerMinute: integer('stage_price_per_minute'),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_status_idx').on(t.status, t.startsAt),
    index('live_events_astrologer_idx').on(t.astrologerId, t.createdAt),
    uniqueIndex('live_events_one_live_key').on(t.astrologerId).where(sql`${t.status} = 'live'`),
  ],
);

/** Live chat of an event; removed messages stay for the record but are shown to no one. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    /** A gift line ("X sent a Y"): the gift's id in the fixed list and the coins paid; null for a message. */
    gift: text('gift'),
    giftCoins: integer('gift_coins'),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('live_chat_messages_event_idx').on(t.eventId, t.id)],
);

/** Viewers muted in an event's chat by the astrologer or an admin. */
export const liveChatMutes = pgTable(
  'live_chat_mutes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedBy: uuid('muted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_chat_mutes_key').on(t.eventId, t.userId)],
);

/** Who is watching: one row per viewer (a random key kept by the page), refreshed while the page is open. */
export const liveViewers = pgTable(
  'live_viewers',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('live_viewers_key').on(t.eventId, t.viewerKey),
    index('live_viewers_seen_idx').on(t.eventId, t.seenAt),
  ],
);

/**
 * The paid stage's queue (docs/LIVE.md, "The paid stage"): viewers asking to join the call; the
 * astrologer picks one, whose call is a consultation row linked to the event (the meter bills it).
 */
export const liveStageRequests = pgTable(
  'live_stage_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['waiting', 'left', 'picked'] })
      .notNull()
      .default('waiting'),
    /** The viewer will send video too (audio only otherwise). */
    video: boolean('video').notNull().default(false),
    /** The viewer's spending cap for the event's stage, in coins; null: no cap. */
    capCoins: integer('cap_coins'),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_stage_requests_queue_idx').on(t.eventId, t.status, t.createdAt),
    uniqueIndex('live_stage_requests_waiting_key').on(t.eventId, t.userId).where(sql`${t.status} = 'waiting'`),
    check('live_stage_requests_cap_positive', sql`${t.capCoins} is null or ${t.capCoins} > 0`),
  ],
);

/**
 * Users following astrologers (docs/FOLLOW.md): one row per pair. `notifiedAt` is when the user
 * was last told about this astrologer, for the per-astrologer notification window.
 */
export const follows = pgTable(
  'follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    astrologerId: uuid('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    /** The fan-out (follow_fanouts.id) that last told the user: a retried batch never tells them twice. */
    notifiedFanoutId: uuid('notified_fanout_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_pair_key').on(t.userId, t.astrologerId),
    index('follows_astrologer_idx').on(t.astrologerId),
  ],
);

/** How many follow notifications a user got on one day (India time), for the daily cap. */
export const followNoticeDays = pgTable(
  'follow_notice_days',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [check('follow_notice_days_count_nonneg', sql`${t.count} >= 0`)],
);

/**
 * Telling an astrologer's followers, as a queued job (docs/FOLLOW.md): one row per trigger (going
 * live, scheduling, coming online) with what to tell. `cursor` is the last follower (by user id)
 * already handed to a batch; `done_at` is set once every follower is in a batch.
 */
export const followFanouts = pgTable(
  'follow_fanouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    astrologerId: uuid('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    /** The notice (packages/core/src/follows.ts, FollowNotice) as JSON. */
    notice: jsonb('notice').notNull(),
    cursor: uuid('cursor'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('follow_fanouts_open_idx').on(t.createdAt).where(sql`${t.doneAt} is null`)],
);

/**
 * A batch of one fan-out's followers (user ids after `after_user`, up to and including
 * `through_user`), leased to one run until `lease_until`; a batch not done when its lease ends (its
 * instance stopped) is claimed again. `done_at` is set when every follower in it was handled.
 */
export const followFanoutBatches = pgTable(
  'follow_fanout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fanoutId: uuid('fanout_id')
      .notNull()
      .references(() => followFanouts.id, { onDelete: 'cascade' }),
    afterUser: uuid('after_user'),
    throughUser: uuid('through_user').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('follow_fanout_batches_open_idx').on(t.leaseUntil).where(sql`${t.doneAt} is null`),
    index('follow_fanout_batches_fanout_idx').on(t.fanoutId),
  ],
);
