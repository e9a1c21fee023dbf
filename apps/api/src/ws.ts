import { isUtf8 } from 'node:buffer';
import type { ConsultRole } from '@drishti/contracts/consultations';
import {
  WS_MAX_MESSAGE_BYTES,
  WS_PROTOCOL_VERSION,
  type WsClientMessage,
  type WsServerMessage,
  wsClientMessage,
} from '@drishti/contracts/ws';
import { isDomainError } from '@drishti/core/errors';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { ApiContext } from './context';
import { INVALID_UNICODE, malformedPath } from './plugins/unicode';

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

/** Per-socket message budget: this many messages per window, then `rate-limited` errors. */
const RATE_MESSAGES = 60;
const RATE_WINDOW_MS = 10_000;

/**
 * What a socket learnt when it joined a consultation and keeps while it stays: its side and both
 * sides' accounts never change, so messages need not read them again.
 */
interface Joined {
  role: ConsultRole;
  /** The other side's account, for forwarding typing, receipts and call signals. */
  peer: string | null;
  self: string;
  /** The consultation's user and astrologer accounts (chat messages go to both). */
  user: string;
  astrologer: string | null;
  /**
   * This socket has been sent every chat message up to this sequence number (a catch-up after a
   * Redis outage starts there).
   */
  lastSeq: number;
  /** Sequence numbers sent beyond `lastSeq`, with a gap before them (messages can cross out of order). */
  ahead: Set<number>;
}

/** Notes that a socket was sent chat message `seq` (see Joined.lastSeq). */
function sentSeq(j: Joined, seq: number) {
  if (seq <= j.lastSeq) return;
  j.ahead.add(seq);
  while (j.ahead.delete(j.lastSeq + 1)) j.lastSeq++;
  // Far out of order: forget them (a catch-up then sends a few twice; receivers keep one per seq).
  if (j.ahead.size > 1000) j.ahead.clear();
}

interface Client {
  socket: WebSocket;
  userId: string | null;
  role: string | null;
  joined: Map<string, Joined>;
  alive: boolean;
  /** When the socket was last heard from (a pong or a message). */
  lastPong: number;
  /** The `lastPong` the last heartbeat recorded: a socket not heard from since is not stamped again. */
  stamped: number;
  budget: { start: number; count: number };
  unsubscribe: (() => void) | null;
}

/** A timer of this instance's own (not a job shared between instances): started and stopped by its owner. */
export interface InstanceTimer {
  start(): void;
  stop(): void;
  /** One run now (what the timer does at each period). */
  beat(): void;
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
      const [code, reason] = (e.code ?? e.kind).split(':');
      send(c, { type: 'error', code: code ?? e.kind, message: e.message, ...extra, ...(reason ? { reason } : {}) });
    } else {
      log.error({ err: e }, 'websocket message failed');
      send(c, { type: 'error', code: 'server', message: 'Something went wrong!', ...extra });
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
          send(c, { type: 'error', code: 'protocol', message: `Protocol ${WS_PROTOCOL_VERSION} required` });
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
      send(c, { type: 'error', code: 'unauthenticated', message: 'Sign in first.' });
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
            type: 'error',
            code: 'not-joined',
            message: 'Join the consultation first.',
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

  // Heartbeats: socket-level pings; a socket silent for the grace period is closed. Signs of life
  // of joined sides (and of astrologers' sockets, for their live switches) go to the database:
  // only from sockets heard from since the last heartbeat, dated when they were last heard, so a
  // socket that stops answering pings stops counting as present the grace after its last answer.
  const graceMs = ctx.env.consultGraceMs;
  function beat() {
    const now = Date.now();
    const seen: { id: string; role: ConsultRole; silentMs: number }[] = [];
    const astrologerUsers = new Set<string>();
    for (const c of clients) {
      if (now - c.lastPong > graceMs) {
        c.socket.terminate();
        continue;
      }
      c.socket.ping();
      if (c.lastPong === c.stamped) continue;
      c.stamped = c.lastPong;
      for (const [id, j] of c.joined) seen.push({ id, role: j.role, silentMs: now - c.lastPong });
      if (c.role === 'astrologer' && c.userId) astrologerUsers.add(c.userId);
    }
    Promise.all([consult.seen(seen), consult.astrologerSeen([...astrologerUsers]), shareBeat()]).catch((err) =>
      log.error({ err }, 'heartbeat bookkeeping failed'),
    );
  }

  /**
   * With several instances: this instance's liveness lasts three heartbeats from now; sides whose
   * sockets were all on an instance that died leave at its last heartbeat; and if this instance's
   * own liveness had lapsed (a stall), it holds its sides again (docs/SCALING.md).
   */
  let sharing = false;
  async function shareBeat() {
    if (!shared || sharing) return;
    sharing = true;
    try {
      const { orphans, lapsed } = await shared.beat(3 * ctx.env.consultHeartbeatMs);
      for (const o of orphans) {
        const [id, role] = o.key.split(':') as [string, ConsultRole];
        if (present.has(o.key)) continue;
        await consult.lost(id, role, o.lastBeat);
      }
      if (lapsed) {
        for (const key of present.keys()) {
          await shared.hold(key);
          const [id, role] = key.split(':') as [string, ConsultRole];
          await consult.held(id, role);
        }
      }
    } finally {
      sharing = false;
    }
  }
  let heartbeat: ReturnType<typeof setInterval> | null = null;

  const routes: FastifyPluginAsync = async (app) => {
    app.get(
      '/ws',
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request, reply) => {
          if (!originAllowed(request.headers.origin, ctx)) {
            await reply.code(403).send({ success: false, message: 'Origin not allowed' });
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
            send(c, { type: 'error', code: 'rate-limited', message: 'Too many messages; slow down.' });
            return;
          }
          // One message at a time per socket, in order (acks and errors follow the order of sends).
          queue = queue.then(async () => {
            let parsed: ReturnType<typeof wsClientMessage.safeParse>;
            // Text must be valid Unicode: UTF-8 bytes (binary frames are not checked by the socket
            // library) and no lone surrogates written as JSON escapes.
            if (!isUtf8(raw)) {
              send(c, { type: 'error', code: 'bad-unicode', message: INVALID_UNICODE, field: '' });
              return;
            }
            try {
              const json: unknown = JSON.parse(raw.toString('utf8'));
              const field = malformedPath(json);
              if (field !== null) {
                send(c, { type: 'error', code: 'bad-unicode', message: INVALID_UNICODE, field });
                return;
              }
              parsed = wsClientMessage.safeParse(json);
            } catch {
              send(c, { type: 'error', code: 'bad-json', message: 'Messages must be JSON' });
              return;
            }
            if (!parsed.success) {
              send(c, {
                type: 'error',
                code: 'bad-message',
                message: parsed.error.issues[0]?.message ?? 'Invalid message',
              });
              return;
            }
            const m = parsed.data;
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
    heartbeat: {
      start() {
        if (heartbeat) return;
        shareBeat().catch((err) => log.error({ err }, 'heartbeat bookkeeping failed'));
        heartbeat = setInterval(beat, ctx.env.consultHeartbeatMs);
        heartbeat.unref();
      },
      stop() {
        if (heartbeat) clearInterval(heartbeat);
        heartbeat = null;
      },
      beat,
    },
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
