import { z } from 'zod';
import { cleanCommunityText } from './community';
import { envelope } from './envelope';

/** Live events: an astrologer publishes through Janus, anyone watches (docs/LIVE.md). */
export const LIVE_LIMITS = {
  titleMax: 120,
  topicMax: 300,
  chatMax: 300,
  /** Chat messages one member may send in a minute of one event. */
  chatPerMinute: 10,
  /** Messages a chat answer carries: the most recent ones still shown. */
  chatWindow: 50,
  /** How far ahead an event may be scheduled, in days. */
  scheduleDaysAhead: 60,
  /** A viewer not heard from for this long no longer counts as watching. */
  viewerStaleSeconds: 30,
  /** A Janus token opens the `/janus` socket within this many seconds of being issued. */
  tokenSeconds: 120,
} as const;

/** The fixed VideoRoom feed id of an event's host: subscribers subscribe to it, nobody else may use it. */
export const LIVE_HOST_FEED = 1;
/** The fixed VideoRoom feed id of the paid stage's guest (docs/LIVE.md, "The paid stage"). */
export const LIVE_STAGE_FEED = 2;

const text = (max: number) =>
  z
    .string()
    .max(2000)
    .transform(cleanCommunityText)
    .pipe(z.string().min(3, 'At least 3 characters').max(max, `At most ${max} characters`));

export const liveLanguage = z.enum(['en', 'hi']);

export const liveEventCreateBody = z.object({
  titleEn: text(LIVE_LIMITS.titleMax),
  titleHi: text(LIVE_LIMITS.titleMax),
  topicEn: text(LIVE_LIMITS.topicMax),
  topicHi: text(LIVE_LIMITS.topicMax),
  language: liveLanguage,
  /** ISO time of the start; absent: the event goes live now. */
  startsAt: z.iso.datetime({ offset: true }).optional(),
  /** Coins a minute for joining the call on stage; absent: the astrologer's consultation price. */
  stagePricePerMinute: z.number().int().min(1).max(1000).optional(),
});
export type LiveEventCreate = z.infer<typeof liveEventCreateBody>;

export const liveEventStatus = z.enum(['scheduled', 'live', 'ended']);

export const liveEvent = z.object({
  id: z.string(),
  astrologer: z.object({ id: z.string(), slug: z.string(), name: z.string(), nameHi: z.string() }),
  titleEn: z.string(),
  titleHi: z.string(),
  topicEn: z.string(),
  topicHi: z.string(),
  language: liveLanguage,
  status: liveEventStatus,
  startsAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  viewers: z.number().int(),
  hearts: z.number().int(),
  /** Live, but the host's feed dropped: viewers see "reconnecting" until it is back (or the grace period ends it). */
  hostAway: z.boolean(),
  /** Goes up each time the event moves to another Janus: pages and the host join the new room. */
  mediaGeneration: z.number().int(),
  /** Why an ended event ended: the host ended it, the host did not come back, or no media server could carry it. */
  endReason: z.enum(['host', 'host-lost', 'media-lost']).nullable(),
  /** Coins a minute for joining the call on stage (1 coin = ₹1); null: no paid stage in this event. */
  stagePricePerMinute: z.number().int().nullable(),
});
export type LiveEventData = z.infer<typeof liveEvent>;

export const liveChatMessage = z.object({
  id: z.number().int(),
  /** The author's account, shown to moderators only (to mute them); null for everyone else. */
  userId: z.string().nullable(),
  author: z.string(),
  /** Written by the event's astrologer. */
  host: z.boolean(),
  body: z.string(),
  /** A gift line: the gift (an id of the fixed list in packages/content) and its price in coins; null for a message. */
  gift: z.object({ id: z.string(), coins: z.number().int() }).nullable(),
  at: z.string(),
});
export type LiveChatMessageData = z.infer<typeof liveChatMessage>;

/** The paid stage as a watching page (or the studio) sees it (docs/LIVE.md, "The paid stage"). */
export const liveStageState = z.object({
  /** Coins a minute on stage; null: no paid stage in this event. */
  pricePerMinute: z.number().int().nullable(),
  /** A viewer needs coins for this many minutes to ask to join. */
  minMinutes: z.number().int(),
  /** Viewers waiting to join. */
  waiting: z.number().int(),
  /** Who is on stage now (everyone subscribes to their feed); null: nobody. */
  guest: z.object({ name: z.string(), video: z.boolean() }).nullable(),
  /** The stage call in progress, for its guest and the host only: the meter's figures. */
  call: z
    .object({
      id: z.string(),
      minutes: z.number().int(),
      pricePerMinute: z.number().int(),
      capCoins: z.number().int().nullable(),
      warned: z.boolean(),
      paused: z.boolean(),
    })
    .nullable(),
  /** The signed-in viewer: their place in the queue (1 = next), their cap, whether they are on stage, what they paid. */
  me: z
    .object({
      place: z.number().int().nullable(),
      capCoins: z.number().int().nullable(),
      video: z.boolean(),
      onStage: z.boolean(),
      spent: z.number().int(),
    })
    .nullable(),
  /** The queue, first asked first: for the host and admins only. */
  queue: z.array(z.object({ id: z.string(), name: z.string(), video: z.boolean(), at: z.string() })),
});
export type LiveStageStateData = z.infer<typeof liveStageState>;

/** Asking to join the stage: audio (and video if chosen), with an optional spending cap in coins. */
export const liveStageAskBody = z.object({
  video: z.boolean().default(false),
  capCoins: z.number().int().min(1).max(1_000_000).nullable().default(null),
});
export const liveStagePickBody = z.object({ requestId: z.uuid() });

/** What a watching page polls: the event, the chat's latest shown messages, and what the caller may do. */
export const liveState = z.object({
  event: liveEvent,
  messages: z.array(liveChatMessage),
  me: z.object({
    signedIn: z.boolean(),
    muted: z.boolean(),
    /** The astrologer of the event or an admin: may remove messages and mute viewers. */
    moderator: z.boolean(),
    host: z.boolean(),
    /** The signed-in caller's wallet balance in coins (to show before sending a gift); null when signed out. */
    coins: z.number().int().nullable(),
  }),
  stage: liveStageState,
});
export type LiveStateData = z.infer<typeof liveState>;

export const liveIdParams = z.object({ id: z.uuid() });
export const liveMessageParams = z.object({ id: z.uuid(), messageId: z.coerce.number().int().positive() });
export const liveStateQuery = z.object({
  /** A random key the page keeps for the viewer count (anonymous viewers included). */
  viewer: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
export const liveChatBody = z.object({
  body: z
    .string()
    .max(2000)
    .transform(cleanCommunityText)
    .pipe(z.string().min(1, 'Write a message').max(LIVE_LIMITS.chatMax, `At most ${LIVE_LIMITS.chatMax} characters`)),
});
export const liveMuteBody = z.object({ userId: z.uuid() });
/** A gift from the fixed list (packages/content/src/live-gifts.ts); the `Idempotency-Key` header is required. */
export const liveGiftBody = z.object({ giftId: z.string().min(1).max(40) });
export const liveGiftHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100) }).passthrough();

/** A token for the `/janus` socket: the role and the server it opens. */
export const liveToken = z.object({
  token: z.string(),
  role: z.enum(['publisher', 'viewer', 'stage']),
  /** The VideoRoom room id (the proxy fills in the room's PIN; the browser never knows it). */
  room: z.number().int(),
  feed: z.number().int(),
  expiresAt: z.string(),
  /** TURN/STUN servers for the browser's peer connection. */
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type LiveTokenData = z.infer<typeof liveToken>;

export const liveEventResponse = envelope(liveEvent);
export const liveEventListResponse = envelope(z.object({ live: z.array(liveEvent), upcoming: z.array(liveEvent) }));
export const liveMyEventsResponse = envelope(z.object({ items: z.array(liveEvent), enabled: z.boolean() }));
export const liveStateResponse = envelope(liveState);
export const liveChatMessageResponse = envelope(liveChatMessage);
export const liveTokenResponse = envelope(liveToken);
export const liveHeartsResponse = envelope(z.object({ hearts: z.number().int() }));
export const liveGiftResponse = envelope(z.object({ message: liveChatMessage, coins: z.number().int() }));
export const liveOkResponse = envelope(z.object({ ok: z.literal(true) }));
export const liveStageResponse = envelope(liveStageState);
export const liveStatusResponse = envelope(z.object({ enabled: z.boolean() }));
