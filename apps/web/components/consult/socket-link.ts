import type { WsClientMessage, WsServerMessage } from '@drishti/contracts/ws';

/*
 * The connection under the consultation socket (`/ws`, protocol v1), without rooms or chat: it
 * connects, says hello, pings (measuring the server's clock), notices a silent link, and
 * reconnects with a growing, jittered wait. ConsultSocket (socket-client.ts) builds the room on it.
 */

/** The parts of a WebSocket this module uses: the browser's, or a fake in tests. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

const OPEN = 1;

/** Wait before reconnect attempt `attempt` (0-based): 0.5 s doubling to 10 s, each between half and all of it. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base / 2 + (random() * base) / 2);
}

export function parseServerMessage(data: unknown): WsServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const v: unknown = JSON.parse(data);
    return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string'
      ? (v as WsServerMessage)
      : null;
  } catch {
    return null;
  }
}

export interface SocketLinkOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  random: () => number;
  now: () => number;
  pingMs: number;
  /** A connection opened (after hello and the first ping); `connections` counts them from 1. */
  onOpen: (connections: number) => void;
  onMessage: (message: WsServerMessage) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** The connection was lost (before a reconnect is scheduled). */
  onLost: () => void;
}

export class SocketLink {
  private socket: SocketLike | null = null;
  private statusValue: ConnectionStatus = 'stopped';
  private attempt = 0;
  private connections = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  /** Server clock minus local clock, from ping round trips (ms). */
  clockOffset = 0;

  constructor(private readonly opts: SocketLinkOptions) {}

  get status(): ConnectionStatus {
    return this.statusValue;
  }

  /** The current connection (a token: work started on one connection stops when it changes). */
  get current(): SocketLike | null {
    return this.socket;
  }

  start() {
    if (this.statusValue !== 'stopped') return;
    this.connect('connecting');
  }

  stop() {
    this.clearTimers();
    this.setStatus('stopped');
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onclose = null;
      s.onmessage = null;
      s.onerror = null;
      s.onopen = null;
      s.close(1000, 'bye');
    }
  }

  /** Try at once (the browser came back online, the page became visible). */
  reconnectNow() {
    if (this.statusValue !== 'reconnecting') return;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.connect('reconnecting');
  }

  send(m: WsClientMessage): boolean {
    const s = this.socket;
    if (!s || s.readyState !== OPEN) return false;
    try {
      s.send(JSON.stringify(m));
      return true;
    } catch {
      return false;
    }
  }

  private setStatus(status: ConnectionStatus) {
    if (this.statusValue === status) return;
    this.statusValue = status;
    this.opts.onStatus(status);
  }

  private connect(status: 'connecting' | 'reconnecting') {
    this.setStatus(status);
    this.opts.onLost();
    let s: SocketLike;
    try {
      s = this.opts.createSocket(this.opts.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = s;
    s.onopen = () => {
      if (this.socket !== s) return;
      this.attempt = 0;
      this.connections++;
      this.lastHeard = this.opts.now();
      this.send({ type: 'hello', protocol: 1 });
      this.ping();
      this.opts.onOpen(this.connections);
      this.setStatus('open');
      this.startTimers();
    };
    s.onmessage = (event) => {
      if (this.socket !== s) return;
      this.lastHeard = this.opts.now();
      const m = parseServerMessage(event.data);
      if (!m) return;
      if (m.type === 'pong') this.measure(m);
      else if (m.type !== 'welcome') this.opts.onMessage(m);
    };
    s.onclose = () => {
      if (this.socket !== s) return;
      this.socket = null;
      this.scheduleReconnect();
    };
    s.onerror = () => {
      // A close event follows; nothing to do here.
    };
  }

  private measure(m: Extract<WsServerMessage, { type: 'pong' }>) {
    if (typeof m.at === 'number' && typeof m.serverTime === 'number') {
      const now = this.opts.now();
      if (now - m.at < 10_000) this.clockOffset = Math.round(m.serverTime - (m.at + now) / 2);
    }
  }

  private scheduleReconnect() {
    this.clearTimers();
    this.opts.onLost();
    this.setStatus('reconnecting');
    const delay = backoffDelay(this.attempt++, this.opts.random);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect('reconnecting');
    }, delay);
  }

  private startTimers() {
    this.clearTimers();
    this.pingTimer = setInterval(() => {
      // Nothing heard for two pings and a bit: the link is dead even if the socket has not noticed.
      if (this.opts.now() - this.lastHeard > this.opts.pingMs * 2 + 5_000) {
        const s = this.socket;
        this.socket = null;
        if (s) {
          s.onclose = null;
          s.onmessage = null;
          s.close(4001, 'silent');
        }
        this.scheduleReconnect();
        return;
      }
      this.ping();
    }, this.opts.pingMs);
  }

  private clearTimers() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.pingTimer = null;
    this.reconnectTimer = null;
  }

  private ping() {
    this.send({ type: 'ping', at: this.opts.now() });
  }
}
