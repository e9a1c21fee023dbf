import {
  WS_MAX_MESSAGE_BYTES,
  WS_PROTOCOL_VERSION,
  type WsServerMessage,
  wsClientMessage,
} from '@drishti/contracts/ws';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext } from './context';

/** Origins allowed to open a socket: our own public origin, and localhost in development. */
function originAllowed(origin: string | undefined, ctx: ApiContext): boolean {
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

/** The WebSocket gateway at /ws: one socket per client, JSON messages of the contracts' protocol. */
export const wsRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (app, { ctx }) => {
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
    (socket) => {
      const send = (m: WsServerMessage) => socket.send(JSON.stringify(m));
      socket.on('message', (raw: Buffer) => {
        if (raw.length > WS_MAX_MESSAGE_BYTES) {
          socket.close(1009, 'message too big');
          return;
        }
        let parsed: ReturnType<typeof wsClientMessage.safeParse>;
        try {
          parsed = wsClientMessage.safeParse(JSON.parse(raw.toString('utf8')));
        } catch {
          send({ type: 'error', code: 'bad-json', message: 'Messages must be JSON' });
          return;
        }
        if (!parsed.success) {
          send({ type: 'error', code: 'bad-message', message: parsed.error.issues[0]?.message ?? 'Invalid message' });
          return;
        }
        const m = parsed.data;
        if (m.type === 'hello') {
          if (m.protocol !== WS_PROTOCOL_VERSION) {
            send({ type: 'error', code: 'protocol', message: `Protocol ${WS_PROTOCOL_VERSION} required` });
            socket.close(4000, 'protocol version');
            return;
          }
          send({ type: 'welcome', protocol: WS_PROTOCOL_VERSION, userId: null });
        } else if (m.type === 'ping') {
          send({ type: 'pong', at: m.at, serverTime: Date.now() });
        }
      });
    },
  );
};
