import { z } from 'zod';
import { envelope } from './envelope';

/**
 * Live consultations (chat, voice, video) billed per minute by the server. The published rules
 * (shown to users in the terms and before starting):
 * - A consultation starts only with coins for at least {@link CONSULT_MIN_MINUTES} minutes; they are
 *   reserved when the request is sent and released if it is declined, missed or cancelled.
 * - The astrologer has {@link CONSULT_REQUEST_TIMEOUT_SECONDS} seconds to accept.
 * - The meter runs only while both sides are connected (for voice and video, from the moment the
 *   call's media first connects). Each started minute is billed in full.
 * - A side is treated as away when its connection closes, or when the server hears nothing from it
 *   for {@link CONSULT_HEARTBEAT_GRACE_SECONDS} seconds; the meter stops at its last sign of life.
 * - A consultation where a side stays away for {@link CONSULT_AWAY_LIMIT_SECONDS} seconds ends itself.
 * - When the coins left cover less than one more minute, both sides are warned; at zero it ends.
 */
export const CONSULT_MIN_MINUTES = 5;
export const CONSULT_REQUEST_TIMEOUT_SECONDS = 60;
export const CONSULT_HEARTBEAT_INTERVAL_SECONDS = 15;
export const CONSULT_HEARTBEAT_GRACE_SECONDS = 45;
export const CONSULT_AWAY_LIMIT_SECONDS = 180;
export const CONSULT_WARNING_SECONDS = 60;
/** Longest chat message, in characters. */
export const CHAT_MAX_CHARS = 2000;

export const consultChannel = z.enum(['chat', 'voice', 'video']);
export type ConsultChannel = z.infer<typeof consultChannel>;
export const consultStatus = z.enum(['waitlisted', 'requested', 'active', 'ended', 'declined', 'missed', 'cancelled']);
export type ConsultStatus = z.infer<typeof consultStatus>;
export const consultEndReason = z.enum([
  'user',
  'astrologer',
  'balance',
  'disconnected',
  'declined',
  'missed',
  'cancelled',
  'expired',
]);
export type ConsultEndReason = z.infer<typeof consultEndReason>;
export const consultRole = z.enum(['user', 'astrologer']);
export type ConsultRole = z.infer<typeof consultRole>;

/** The server's meter, as of `at` (server time, epoch ms). Clients extrapolate while `running`. */
export const meterView = z.object({
  running: z.boolean(),
  connectedMs: z.number().int(),
  billedMinutes: z.number().int(),
  /** Coins charged so far: billed minutes × price. */
  costCoins: z.number().int(),
  /**
   * The user's coins left while the consultation is active: their wallet plus this consultation's
   * reservation, minus the cost so far (never below zero). The same for both sides; null otherwise.
   */
  leftCoins: z.number().int().nullable(),
  /** Length of a billed minute in ms (60,000 in production). */
  minuteMs: z.number().int(),
  /** Roughly how long the user's coins (reserved + wallet) last at this price, in seconds; null when not active. */
  secondsLeft: z.number().int().nullable(),
  userPresent: z.boolean(),
  astrologerPresent: z.boolean(),
  at: z.number().int(),
});
export type MeterView = z.infer<typeof meterView>;

export const birthSnapshot = z.object({
  name: z.string(),
  gender: z.string().nullable(),
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  hour: z.number().int(),
  min: z.number().int(),
  place: z.string(),
  lat: z.number(),
  lon: z.number(),
  tzone: z.number(),
});
export type BirthSnapshot = z.infer<typeof birthSnapshot>;

export const consultationView = z.object({
  id: z.string(),
  /** Which side the caller is. */
  you: consultRole,
  channel: consultChannel,
  status: consultStatus,
  astrologer: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    nameHi: z.string(),
    profileImage: z.string().nullable(),
  }),
  /** The user's display name (shown to the astrologer); null when the user has none. */
  userName: z.string().nullable(),
  pricePerMinute: z.number().int(),
  reservedCoins: z.number().int(),
  requestedAt: z.string(),
  requestExpiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: consultEndReason.nullable(),
  /** 1-based place in the astrologer's queue while waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  meter: meterView,
  birth: birthSnapshot.nullable(),
  /** After settlement: coins the user paid, and (astrologer only) what the astrologer earned. */
  chargedCoins: z.number().int().nullable(),
  astrologerCoins: z.number().int().nullable(),
  settled: z.boolean(),
  lastSeq: z.number().int(),
  /** How far the other side has read (for the sender's read ticks). */
  peerReadSeq: z.number().int(),
  peerDeliveredSeq: z.number().int(),
  transcriptDeleted: z.boolean(),
  refundRequested: z.boolean(),
  reviewed: z.boolean(),
});
export type ConsultationViewData = z.infer<typeof consultationView>;

export const chatMessageView = z.object({
  seq: z.number().int(),
  clientId: z.string(),
  from: z.enum(['user', 'astrologer', 'system']),
  text: z.string(),
  at: z.string(),
});
export type ChatMessageViewData = z.infer<typeof chatMessageView>;

export const consultationCreateBody = z.object({
  astrologerId: z.string().uuid('Choose an astrologer'),
  channel: consultChannel,
  /** A saved birth profile to share with the astrologer. */
  profileId: z.string().uuid('Unknown profile').optional(),
});
export type ConsultationCreateBody = z.infer<typeof consultationCreateBody>;

export const consultationIdParams = z.object({ id: z.string().uuid('Unknown consultation') });
export const messagesQuery = z.object({
  after: z.coerce.number().int().min(0).default(0),
  /** The paging cursor: messages after this sequence number (a page's `nextAfterSeq`); wins over `after`. */
  afterSeq: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const refundRequestBody = z.object({
  reason: z
    .string()
    .trim()
    .min(10, 'Tell us in a few words what went wrong')
    .max(1000, 'Keep it under 1000 characters'),
});
export const presenceBody = z.object({ chat: z.boolean(), voice: z.boolean(), video: z.boolean() });
export type PresenceBody = z.infer<typeof presenceBody>;

export const iceServersView = z.object({
  iceServers: z.array(
    z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() }),
  ),
  /** Seconds the TURN credentials stay valid. */
  ttlSeconds: z.number().int(),
});

export const astrologerConsultationsView = z.object({
  presence: presenceBody,
  incoming: z.array(consultationView),
  waitlist: z.array(consultationView),
  active: consultationView.nullable(),
  history: z.array(consultationView),
  earnings: z.object({ today: z.number().int(), month: z.number().int(), total: z.number().int() }),
});

export const consultationResponse = envelope(consultationView);
export const consultationListResponse = envelope(z.array(consultationView));
/** A page of messages: `more` when messages follow it; ask again with `afterSeq=nextAfterSeq` until it is false. */
export const messagesPage = z.object({
  messages: z.array(chatMessageView),
  lastSeq: z.number().int(),
  more: z.boolean(),
  nextAfterSeq: z.number().int(),
});
export const messagesResponse = envelope(messagesPage);
export const presenceResponse = envelope(presenceBody);
export const iceServersResponse = envelope(iceServersView);
export const astrologerConsultationsResponse = envelope(astrologerConsultationsView);

/** Error codes (`code` in the error envelope) the start call may answer with. */
export const CONSULT_ERROR_CODES = [
  'insufficient-balance',
  'astrologer-offline',
  'already-open',
  'own-profile',
] as const;
