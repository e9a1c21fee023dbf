import { z } from 'zod';
import { CHAT_MAX_CHARS, chatMessageView, consultationView, meterView } from './consultations';

/**
 * The WebSocket protocol at `/ws` (JSON text frames, each ≤ {@link WS_MAX_MESSAGE_BYTES}).
 *
 * Delivery rules: a client gives every chat message its own `clientId` and resends it until the
 * server's `chat.ack` (sent after the message is committed to the database) arrives; the server
 * stores a message once per `clientId` and numbers messages per consultation (`seq`). A client that
 * (re)joins sends the last `seq` it has and receives everything after it, in order. Typing, receipts
 * and call signalling are forwarded, not stored (receipts move the stored read/delivered marks).
 */
export const WS_PROTOCOL_VERSION = 1;

/** Largest accepted WebSocket message, in bytes. */
export const WS_MAX_MESSAGE_BYTES = 64 * 1024;

const consultationId = z.string().uuid();

export const rtcSignal = z.discriminatedUnion('type', [
  z.object({ type: z.literal('offer'), sdp: z.string().max(48_000) }),
  z.object({ type: z.literal('answer'), sdp: z.string().max(48_000) }),
  z.object({
    type: z.literal('ice'),
    candidate: z.object({
      candidate: z.string().max(1000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
  /** Ask the other side to renegotiate (after a network change, ICE restart). */
  z.object({ type: z.literal('restart') }),
]);
export type RtcSignal = z.infer<typeof rtcSignal>;

export const wsClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), protocol: z.number().int() }),
  z.object({ type: z.literal('ping'), at: z.number().optional() }),
  /** Enter a consultation's room: marks this side present and replays messages after `lastSeq`. */
  z.object({ type: z.literal('join'), consultationId, lastSeq: z.number().int().min(0).default(0) }),
  z.object({ type: z.literal('leave'), consultationId }),
  z.object({
    type: z.literal('chat.send'),
    consultationId,
    clientId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[\w-]+$/),
    text: z.string().trim().min(1).max(CHAT_MAX_CHARS),
  }),
  z.object({
    type: z.literal('chat.receipt'),
    consultationId,
    seq: z.number().int().min(1),
    status: z.enum(['delivered', 'read']),
  }),
  z.object({ type: z.literal('typing'), consultationId, typing: z.boolean() }),
  z.object({ type: z.literal('rtc.signal'), consultationId, signal: rtcSignal }),
  /** The call's media state as this side sees it; the meter of a call starts at the first `connected`. */
  z.object({ type: z.literal('rtc.state'), consultationId, state: z.enum(['connected', 'disconnected']) }),
]);
export type WsClientMessage = z.infer<typeof wsClientMessage>;

export const wsServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), protocol: z.literal(WS_PROTOCOL_VERSION), userId: z.string().nullable() }),
  z.object({ type: z.literal('pong'), at: z.number().optional(), serverTime: z.number() }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    consultationId: z.string().optional(),
    clientId: z.string().optional(),
    /** For `blocked-content`: what was found (phone, email, upi, link). */
    reason: z.string().optional(),
    /** For `bad-unicode`: the message's field holding text that is not valid Unicode. */
    field: z.string().optional(),
  }),
  /** The consultation changed (requested, accepted, waitlist moved, ended, settled…). */
  z.object({ type: z.literal('consultation.state'), consultation: consultationView }),
  z.object({ type: z.literal('consultation.meter'), consultationId: z.string(), meter: meterView }),
  z.object({ type: z.literal('consultation.warning'), consultationId: z.string(), secondsLeft: z.number().int() }),
  z.object({
    type: z.literal('chat.ack'),
    consultationId: z.string(),
    clientId: z.string(),
    seq: z.number().int(),
    at: z.string(),
  }),
  z.object({ type: z.literal('chat.message'), consultationId: z.string(), message: chatMessageView }),
  /**
   * Replayed history after a join: messages after the client's `lastSeq`, in order, at most one
   * page. With `more`, messages after `nextAfterSeq` remain: the client fetches them page by page
   * from `GET /api/consultations/:id/messages?afterSeq=` before it counts itself caught up.
   */
  z.object({
    type: z.literal('chat.history'),
    consultationId: z.string(),
    messages: z.array(chatMessageView),
    lastSeq: z.number().int(),
    more: z.boolean().optional(),
    nextAfterSeq: z.number().int().optional(),
  }),
  z.object({
    type: z.literal('chat.receipt'),
    consultationId: z.string(),
    seq: z.number().int(),
    status: z.enum(['delivered', 'read']),
    by: z.enum(['user', 'astrologer']),
  }),
  z.object({
    type: z.literal('typing'),
    consultationId: z.string(),
    from: z.enum(['user', 'astrologer']),
    typing: z.boolean(),
  }),
  z.object({
    type: z.literal('rtc.signal'),
    consultationId: z.string(),
    from: z.enum(['user', 'astrologer']),
    signal: rtcSignal,
  }),
]);
export type WsServerMessage = z.infer<typeof wsServerMessage>;
