import { LIVE_HOST_FEED, LIVE_STAGE_FEED } from '@drishti/contracts/live';
import type { LiveRole, LiveService } from '@drishti/core/live';
import type { FastifyPluginAsync } from 'fastify';
import WebSocket from 'ws';
import { originAllowed } from '../ws';
import type { ApiContext } from '../context';
import { refuse } from '../errors';

/**
 * The `/janus` WebSocket (docs/LIVE.md): browsers speak Janus's own protocol (janus.js) to our
 * origin; each socket is opened with a token from our API bound to one live event and one role,
 * and relayed to that event's Janus server. Every request is checked before it is passed on:
 * only the VideoRoom plugin, only the event's room (its PIN filled in here: the browser never
 * knows it), the publisher role may join as the host's feed and publish, the stage role (the
 * viewer on the paid stage, while their call is on) as the guest's feed, the viewer role may only
 * subscribe to the host's and the guest's feeds. Room management (create, destroy, kick, allowed, forwarders) and
 * Janus's admin API never pass. Janus's API secret is added here and never reaches a browser.
 */

export interface ProxyTarget {
  role: LiveRole;
  room: number;
  pin: string;
  apiSecret: string | undefined;
}

export type Filtered = { forward: Record<string, unknown> } | { refuse: string };

/** Janus requests a socket may send at all (the session, handles, plugin messages, ICE candidates). */
const JANUS_REQUESTS = new Set(['create', 'attach', 'message', 'trickle', 'keepalive', 'detach', 'destroy', 'hangup']);
const PUBLISHER_REQUESTS = new Set(['join', 'joinandconfigure', 'configure', 'publish', 'unpublish', 'leave']);
const VIEWER_REQUESTS = new Set(['join', 'start', 'pause', 'configure', 'leave']);
const MAX_HANDLES = 3;
/** How often a stage guest's socket checks that their call is still on. */
const STAGE_RECHECK_MS = 3000;

/** Per-socket counts the filter keeps. */
export interface ProxyState {
  sessions: number;
  handles: number;
}

/** Checks (and completes) one message from the browser; pure, so that it can be tested alone. */
export function filterClientMessage(raw: unknown, target: ProxyTarget, state: ProxyState): Filtered {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { refuse: 'not a Janus request' };
  const msg = { ...(raw as Record<string, unknown>) };
  const janus = msg.janus;
  if (typeof janus !== 'string' || !JANUS_REQUESTS.has(janus))
    return { refuse: `request not allowed: ${String(janus)}` };
  delete msg.token;
  delete msg.admin_secret;
  if (target.apiSecret) msg.apisecret = target.apiSecret;
  else delete msg.apisecret;
  if (janus === 'create') {
    if (state.sessions >= 1) return { refuse: 'one session per socket' };
    state.sessions += 1;
  }
  if (janus === 'attach') {
    if (msg.plugin !== 'janus.plugin.videoroom') return { refuse: 'only the VideoRoom plugin' };
    if (state.handles >= MAX_HANDLES) return { refuse: 'too many handles' };
    state.handles += 1;
  }
  if (janus !== 'message') return { forward: msg };

  const body = msg.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { refuse: 'a plugin message needs a body' };
  const b = { ...(body as Record<string, unknown>) };
  const request = b.request;
  const allowed = target.role === 'viewer' ? VIEWER_REQUESTS : PUBLISHER_REQUESTS;
  if (typeof request !== 'string' || !allowed.has(request))
    return { refuse: `${target.role === 'viewer' ? 'viewers' : 'a publisher'} may not send: ${String(request)}` };
  const jsep = msg.jsep as { type?: unknown } | undefined;

  if (target.role !== 'viewer') {
    if (request === 'join' || request === 'joinandconfigure') {
      if (b.ptype !== 'publisher') return { refuse: 'a publisher joins as a publisher' };
      b.room = target.room;
      b.pin = target.pin;
      // The host's feed, or the stage guest's: whatever the browser wrote.
      b.id = target.role === 'publisher' ? LIVE_HOST_FEED : LIVE_STAGE_FEED;
    }
    for (const key of ['room', 'secret', 'admin_key'] as const)
      if (request !== 'join' && request !== 'joinandconfigure' && key in b) delete b[key];
  } else {
    // A viewer never sends media: no offers, only the answer to the subscription's offer.
    if (jsep !== undefined && !(request === 'start' && jsep?.type === 'answer'))
      return { refuse: 'viewers may only answer' };
    if (request === 'join') {
      if (b.ptype !== 'subscriber') return { refuse: 'viewers may only subscribe' };
      const streams = b.streams;
      const watchable = (feed: unknown) => feed === LIVE_HOST_FEED || feed === LIVE_STAGE_FEED;
      const onlyEvent =
        Array.isArray(streams) && streams.length > 0
          ? streams.every((s) => s && typeof s === 'object' && watchable((s as { feed?: unknown }).feed))
          : watchable(b.feed);
      if (!onlyEvent) return { refuse: "viewers may only watch the host's and the stage guest's feeds" };
      b.room = target.room;
      b.pin = target.pin;
      delete b.private_id;
    }
    delete b.secret;
    delete b.admin_key;
  }
  msg.body = b;
  return { forward: msg };
}

/** The `/janus` route: the token picks the event's Janus server; messages are filtered both ways. */
export const janusProxyRoutes: FastifyPluginAsync<{ ctx: ApiContext; live: LiveService }> = async (
  app,
  { ctx, live },
) => {
  const apiSecret = ctx.env.janus?.apiSecret;
  app.get(
    '/janus',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        if (!originAllowed(request.headers.origin, ctx)) await refuse(request, reply, 403, 'origin-not-allowed');
      },
    },
    (socket, request) => {
      const token = (request.query as { token?: unknown }).token;
      const queue: string[] = [];
      let upstream: WebSocket | null = null;
      let closed = false;
      const close = (code = 1000, reason = '') => {
        if (closed) return;
        closed = true;
        if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
        upstream?.terminate();
      };
      socket.on('close', () => close());
      socket.on('error', () => close());
      const state: ProxyState = { sessions: 0, handles: 0 };
      let target: ProxyTarget | null = null;
      const refuse = (transaction: unknown, reason: string) => {
        if (socket.readyState !== socket.OPEN) return;
        socket.send(JSON.stringify({ janus: 'error', transaction, error: { code: 403, reason } }));
      };
      const handle = (text: string) => {
        if (!target || !upstream) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return close(1008, 'not JSON');
        }
        const result = filterClientMessage(parsed, target, state);
        if ('refuse' in result) {
          request.log.info({ reason: result.refuse }, 'janus proxy refused a request');
          return refuse((parsed as { transaction?: unknown })?.transaction, result.refuse);
        }
        upstream.send(JSON.stringify(result.forward));
      };
      socket.on('message', (data, isBinary) => {
        if (isBinary) return close(1003, 'text only');
        const text = data.toString();
        if (!upstream || upstream.readyState !== WebSocket.OPEN) queue.push(text);
        else handle(text);
      });
      (async () => {
        const user = await request.currentUser().catch(() => null);
        const opened =
          typeof token === 'string' && token.length < 400 ? await live.openToken(token, user?.id ?? null) : null;
        if (!opened) return close(4001, 'invalid or expired token');
        if (opened.role === 'stage' && opened.stageId) {
          // The guest's socket lasts only as long as their stage call (closing it removes their feed).
          const stageId = opened.stageId;
          const watch = setInterval(() => {
            live
              .stageOpen(opened.eventId, stageId, user?.id ?? null)
              .then((on) => {
                if (!on) close(4003, 'the stage call ended');
              })
              .catch(() => {});
          }, STAGE_RECHECK_MS);
          socket.on('close', () => clearInterval(watch));
        }
        target = { role: opened.role, room: opened.room, pin: opened.pin, apiSecret };
        const up = new WebSocket(opened.server, 'janus-protocol', { maxPayload: 256 * 1024 });
        upstream = up;
        up.on('open', () => {
          for (const text of queue.splice(0)) handle(text);
        });
        up.on('message', (data) => {
          if (socket.readyState === socket.OPEN) socket.send(data.toString());
        });
        up.on('close', () => close(1011, 'media server closed'));
        up.on('error', (err) => {
          request.log.warn({ err }, 'janus proxy: the media server connection failed');
          close(1011, 'media server unreachable');
        });
        if (closed) up.terminate();
      })().catch((err) => {
        request.log.error({ err }, 'janus proxy failed');
        close(1011, 'error');
      });
    },
  );
};
