import {
  WS_MAX_MESSAGE_BYTES,
  WS_PROTOCOL_VERSION,
  type WsClientMessage,
  type WsServerMessage,
} from '@drishti/contracts/ws';
import { isDomainError } from '@drishti/core/errors';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { ApiContext } from './context';
import { refuse } from './errors';
import { type Client, type Joined, RATE_MESSAGES, RATE_WINDOW_MS, sentSeq } from './sockets/clients';
import { errorFrame, readFrame } from './sockets/frames';
import { type InstanceTimer, socketHeartbeat } from './sockets/heartbeat';

export type { InstanceTimer } from './sockets/heartbeat';

/** Origins allowed to open a socket: our own public origin, and localhost in development. */
export function originAllowed(origin: string | undefined, ctx: ApiContext): boolean {
  if (!origin) return true; // non-browser clients send no Origin; cookies still authenticate them
  try {
    const o = new URL(origin);
    const pub = new URL(ctx.env.publicUrl);
    if (o.host === pub.host && o.protocol.replace('http', 'ws') === pub.protocol.replace('http', 'ws')) return true;
    return !ctx.env.production && (o.hostname === 'localhost' || o.hostname === '127.0.0.1');
  } catch {
    return false;
  }
}

export interface WsGateway {
  /** The Fastify plugin serving /ws (no timers of its own). */
  routes: FastifyPluginAsync;
  /**
   * Socket heartbeats every `consultHeartbeatMs`: pings, closing silent sockets, and recording
   * signs of life of joined sides and astrologers. Per instance: each pings its own sockets.
   */
  heartbeat: InstanceTimer;
  /** Closes every socket of this instance. */
  closeAll(): void;
}

/**
 * The WebSocket gateway at /ws: the session cookie authenticates; messages follow the contracts'
 * protocol. Chat messages are acknowledged only after they are committed; everything for a user
 * goes through the hub so that it reaches their sockets on any instance. It calls the
 * consultation service only (docs/CONSULTATIONS.md).
 */
export function wsGateway(ctx: ApiContext, log: Pick<FastifyBaseLogger, 'error'>): WsGateway {
  const consult = ctx.services.consultations;
  const hub = ctx.services.hub;
  const clients = new Set<Client>();
  /** How many of this instance's sockets have joined each consultation side (`id:role`). */
  const present = new Map<string, number>();
  /** Sides held by every instance's sockets, when several instances share Redis. */
  const shared = hub.sides;

  const send = (c: Client, m: WsServerMessage) => {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(m));
  };
  const fail = (e: unknown, c: Client, extra: { consultationId?: string; clientId?: string } = {}) => {
    if (isDomainError(e)) {
      const [code, reason] = e.code.split(':');
      const frame = errorFrame(code ?? e.kind, { key: e.key, ...(e.values ? { values: e.values } : {}) });
      send(c, { ...frame, ...extra, ...(reason ? { reason } : {}) });
    } else {
      log.error({ err: e }, 'websocket message failed');
      send(c, { ...errorFrame('server', { key: 'internal' }), ...extra });
    }
  };

  /** A message from the hub to a socket, noting how far its chats have been delivered. */
  const deliver = (c: Client, m: WsServerMessage) => {
    if (m.type === 'chat.message') {
      const j = c.joined.get(m.consultationId);
      if (j) sentSeq(j, m.message.seq);
    }
    send(c, m);
  };

  /**
   * After the hub's connection was lost and is back (a Redis outage), messages published meanwhile
   * never came: the sides this instance holds are recorded again, and every socket of this
   * instance is sent, from the database, the state of each consultation it has joined and the
   * chat messages after the last one it was sent. Receivers keep one message per sequence number,
   * so what also came through the hub shows once (docs/SCALING.md).
   */
  let catchingUp: Promise<void> = Promise.resolve();
  function catchUp() {
    catchingUp = catchingUp.then(async () => {
      // The sides this instance holds are recorded again (a hold may have failed during the outage).
      for (const key of [...present.keys()])
        await shared?.hold(key).catch((err) => log.error({ err }, 'recording a held side failed'));
      for (const c of [...clients]) {
        for (const [id, j] of [...c.joined]) {
          try {
            const row = await consult.byId(id);
            if (!row || !c.joined.has(id)) continue;
            send(c, { type: 'consultation.state', consultation: await consult.view(row, j.role) });
            for (;;) {
              const page = await consult.history(row, j.role, j.lastSeq);
              const from = j.lastSeq;
              for (const message of page.messages) deliver(c, { type: 'chat.message', consultationId: id, message });
              if (!page.more || j.lastSeq <= from) break;
            }
          } catch (err) {
            log.error({ err }, 'catching up after a hub outage failed');
          }
        }
      }
    });
  }
  const stopCatchUp = hub.onReconnect?.(catchUp);

  /** Both sides' accounts of a consultation, for a socket that has not joined it (checks access). */
  async function sides(userId: string, id: string): Promise<Joined> {
    const { c: row, role } = await consult.participant(id, userId);
    const astrologer = role === 'astrologer' ? userId : await consult.astrologerAccount(row.astrologerId);
    return {
      role,
      self: userId,
      peer: role === 'user' ? astrologer : row.userId,
      user: row.userId,
      astrologer,
      lastSeq: 0,
      ahead: new Set(),
    };
  }

  async function enter(c: Client, id: string, lastSeq: number) {
    const userId = c.userId as string;
    if (!c.joined.has(id)) {
      // Counted (and, with several instances, recorded as held here) before the join is, so an
      // instance whose last socket of this side leaves meanwhile sees it held (see exit).
      const j = await sides(userId, id);
      c.joined.set(id, j);
      const key = `${id}:${j.role}`;
      const n = (present.get(key) ?? 0) + 1;
      present.set(key, n);
      if (n === 1) await shared?.hold(key).catch((err) => log.error({ err }, 'recording a held side failed'));
    }
    const { c: row, role } = await consult.join(userId, id);
    send(c, { type: 'consultation.state', consultation: await consult.view(row, role) });
    const history = await consult.history(row, role, lastSeq);
    const j = c.joined.get(id);
    // The client has what came before its lastSeq, and this page what follows, up to here.
    const upTo = history.more ? history.nextAfterSeq : history.lastSeq;
    if (j && upTo > j.lastSeq) {
      j.lastSeq = upTo;
      for (const seq of j.ahead) if (seq <= upTo) j.ahead.delete(seq);
      while (j.ahead.delete(j.lastSeq + 1)) j.lastSeq++;
    }
    send(c, {
      type: 'chat.history',
      consultationId: id,
      messages: history.messages,
      lastSeq: history.lastSeq,
      more: history.more,
      nextAfterSeq: history.nextAfterSeq,
    });
  }

  async function exit(c: Client, id: string) {
    const j = c.joined.get(id);
    if (!j) return;
    c.joined.delete(id);
    const key = `${id}:${j.role}`;
    const n = (present.get(key) ?? 1) - 1;
    if (n > 0) {
      present.set(key, n);
      return;
    }
    present.delete(key);
    // The side is away only when no live instance holds a socket of it (docs/SCALING.md).
    // Without Redis (or while it is unreachable) this instance's own count decides.
    const elsewhere = shared
      ? await shared.release(key).catch((err) => {
          log.error({ err }, 'releasing a held side failed');
          return false;
        })
      : false;
    if (elsewhere || present.has(key)) return;
    await consult.leave(id, j.role);
    // Another instance's socket may have joined while this one left: it is joined again.
    if (shared && (await shared.heldElsewhere(key).catch(() => false))) await consult.held(id, j.role);
  }

  async function handle(c: Client, m: WsClientMessage) {
    switch (m.type) {
      case 'hello':
        if (m.protocol !== WS_PROTOCOL_VERSION) {
          send(c, errorFrame('protocol', { values: { version: WS_PROTOCOL_VERSION } }));
          c.socket.close(4000, 'protocol version');
          return;
        }
        send(c, { type: 'welcome', protocol: WS_PROTOCOL_VERSION, userId: c.userId });
        return;
      case 'ping':
        send(c, { type: 'pong', at: m.at, serverTime: Date.now() });
        return;
    }
    if (!c.userId) {
      send(c, errorFrame('unauthenticated', { key: 'sign-in-first' }));
      return;
    }
    const userId = c.userId;
    switch (m.type) {
      case 'join':
        await enter(c, m.consultationId, m.lastSeq);
        return;
      case 'leave':
        await exit(c, m.consultationId);
        return;
      case 'chat.send': {
        // A joined socket's sides are known: the message costs one statement (see consult.send).
        const j = c.joined.get(m.consultationId) ?? (await sides(userId, m.consultationId));
        const r = await consult.send(userId, m.consultationId, m.clientId, m.text, j.role);
        // The statement has committed: acknowledge, then deliver to every socket of both sides.
        send(c, {
          type: 'chat.ack',
          consultationId: m.consultationId,
          clientId: m.clientId,
          seq: r.message.seq,
          at: r.message.at,
        });
        // A duplicate is published again: its first copy may have committed on an instance that
        // died before publishing it. Receivers keep one message per sequence number.
        const out: WsServerMessage = { type: 'chat.message', consultationId: m.consultationId, message: r.message };
        hub.publish(j.user, out);
        if (j.astrologer && j.astrologer !== j.user) hub.publish(j.astrologer, out);
        return;
      }
      case 'chat.receipt': {
        const j = c.joined.get(m.consultationId) ?? (await sides(userId, m.consultationId));
        await consult.receipt(userId, m.consultationId, m.seq, m.status, j.role);
        if (j.peer)
          hub.publish(j.peer, {
            type: 'chat.receipt',
            consultationId: m.consultationId,
            seq: m.seq,
            status: m.status,
            by: j.role,
          });
        return;
      }
      case 'typing': {
        const j = c.joined.get(m.consultationId);
        if (j?.peer)
          hub.publish(j.peer, { type: 'typing', consultationId: m.consultationId, from: j.role, typing: m.typing });
        return;
      }
      case 'rtc.signal': {
        const j = c.joined.get(m.consultationId);
        if (!j) {
          send(c, {
            ...errorFrame('not-joined', { key: 'join-consultation-first' }),
            consultationId: m.consultationId,
          });
          return;
        }
        if (j.peer)
          hub.publish(j.peer, { type: 'rtc.signal', consultationId: m.consultationId, from: j.role, signal: m.signal });
        return;
      }
      case 'rtc.state':
        if (m.state === 'connected') await consult.mediaConnected(userId, m.consultationId);
        return;
    }
  }

  const heartbeat = socketHeartbeat({
    clients,
    present,
    consult,
    shared,
    graceMs: ctx.env.consultGraceMs,
    heartbeatMs: ctx.env.consultHeartbeatMs,
    log,
  });

  const routes: FastifyPluginAsync = async (app) => {
    app.get(
      '/ws',
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request, reply) => {
          if (!originAllowed(request.headers.origin, ctx)) {
            await refuse(request, reply, 403, 'origin-not-allowed');
          }
        },
      },
      (socket, request) => {
        const c: Client = {
          socket,
          userId: null,
          role: null,
          joined: new Map(),
          alive: true,
          lastPong: Date.now(),
          stamped: 0,
          budget: { start: Date.now(), count: 0 },
          unsubscribe: null,
        };
        clients.add(c);
        ctx.metrics.wsConnections.set(clients.size);
        // Messages wait until the socket knows who it belongs to and listens on the hub.
        const ready = (async () => {
          const user = await request.currentUser().catch(() => null);
          if (!user) return;
          c.userId = user.id;
          c.role = user.role;
          const unsubscribe = await hub.subscribe(user.id, (m) => deliver(c, m));
          if (socket.readyState !== socket.OPEN) unsubscribe();
          else c.unsubscribe = unsubscribe;
          if (user.role === 'astrologer') await consult.astrologerSeen([user.id]);
        })().catch((err) => log.error({ err }, 'websocket setup failed'));
        let queue: Promise<void> = ready;

        socket.on('pong', () => {
          c.lastPong = Date.now();
        });
        socket.on('message', (raw: Buffer) => {
          c.lastPong = Date.now();
          if (raw.length > WS_MAX_MESSAGE_BYTES) {
            socket.close(1009, 'message too big');
            return;
          }
          const t = Date.now();
          if (t - c.budget.start > RATE_WINDOW_MS) c.budget = { start: t, count: 0 };
          if (++c.budget.count > RATE_MESSAGES) {
            send(c, errorFrame('rate-limited', { key: 'socket-too-many-messages' }));
            return;
          }
          // One message at a time per socket, in order (acks and errors follow the order of sends).
          queue = queue.then(async () => {
            const frame = readFrame(raw);
            if ('error' in frame) {
              send(c, frame.error);
              return;
            }
            const m = frame.message;
            const extra = {
              ...('consultationId' in m ? { consultationId: m.consultationId } : {}),
              ...('clientId' in m ? { clientId: m.clientId } : {}),
            };
            await handle(c, m).catch((e) => fail(e, c, extra));
          });
        });
        socket.on('close', () => {
          clients.delete(c);
          ctx.metrics.wsConnections.set(clients.size);
          c.unsubscribe?.();
          const ids = [...c.joined.keys()];
          queue = queue.then(async () => {
            for (const id of ids) await exit(c, id).catch((err) => log.error({ err }, 'leaving failed'));
          });
        });
      },
    );
  };

  return {
    routes,
    heartbeat,
    closeAll() {
      stopCatchUp?.();
      for (const c of clients) c.socket.terminate();
    },
  };
}

/** The gateway with its heartbeat running while the server is up (stopped and sockets closed on close). */
export const wsRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const gateway = wsGateway(ctx, app.log);
  await app.register(gateway.routes);
  gateway.heartbeat.start();
  app.addHook('onClose', async () => {
    gateway.heartbeat.stop();
    gateway.closeAll();
  });
};
