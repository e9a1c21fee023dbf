import { z } from 'zod';

/** Version of the WebSocket message protocol; the server refuses clients of another major version. */
export const WS_PROTOCOL_VERSION = 1;

export const wsClientHello = z.object({ type: z.literal('hello'), protocol: z.number().int() });
export const wsClientPing = z.object({ type: z.literal('ping'), at: z.number().optional() });
export const wsClientMessage = z.discriminatedUnion('type', [wsClientHello, wsClientPing]);
export type WsClientMessage = z.infer<typeof wsClientMessage>;

export const wsServerWelcome = z.object({
  type: z.literal('welcome'),
  protocol: z.literal(WS_PROTOCOL_VERSION),
  userId: z.string().nullable(),
});
export const wsServerPong = z.object({ type: z.literal('pong'), at: z.number().optional(), serverTime: z.number() });
export const wsServerError = z.object({ type: z.literal('error'), code: z.string(), message: z.string() });
export const wsServerMessage = z.discriminatedUnion('type', [wsServerWelcome, wsServerPong, wsServerError]);
export type WsServerMessage = z.infer<typeof wsServerMessage>;

/** Largest accepted WebSocket message, in bytes. */
export const WS_MAX_MESSAGE_BYTES = 64 * 1024;
