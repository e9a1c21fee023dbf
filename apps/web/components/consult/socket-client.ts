import type { ChatMessageViewData } from '@drishti/contracts/consultations';
import type { RtcSignal, WsClientMessage, WsServerMessage } from '@drishti/contracts/ws';

/*
 * The browser's end of the consultation socket (`/ws`, protocol v1), without React: it connects,
 * says hello, pings, reconnects with a growing, jittered wait, and — in a consultation's room —
 * joins after every (re)connect with the last sequence number it holds, keeps unacknowledged
 * messages in an outbox (also in sessionStorage, so a reload does not lose them), resends them
 * until the server acknowledges, and merges messages by sequence number so none shows twice.
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

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const OPEN = 1;

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

export interface OutboxItem {
  clientId: string;
  text: string;
  /** Local time it was written (epoch ms). */
  createdAt: number;
  /** Failed for a reason other than its content: kept, to try again or drop. */
  failed: { code: string; message: string } | null;
}

export type ConsultSocketEvent =
  | { type: 'status'; status: ConnectionStatus }
  | { type: 'chat'; messages: readonly ChatMessageViewData[]; outbox: readonly OutboxItem[] }
  /** The room was (re)joined on a new connection and its history is in. */
  | { type: 'joined'; rejoin: boolean }
  /** The server refused a message for what it contains; it was taken out of the outbox. */
  | { type: 'blocked'; clientId: string; text: string; reason: string | null; message: string }
  /** Any other server message (state, meter, warning, receipts, typing, call signalling, errors). */
  | { type: 'server'; message: WsServerMessage };

export type Listener = (event: ConsultSocketEvent) => void;

export interface ConsultSocketOptions {
  url: string;
  /** The room to join; without it the socket only carries the account's notifications. */
  consultationId?: string;
  /** Which side this browser is (its own messages come back with `from` = role). */
  role?: 'user' | 'astrologer';
  createSocket?: (url: string) => SocketLike;
  /** Where the outbox survives a reload (sessionStorage); null to keep it in memory only. */
  storage?: StorageLike | null;
  random?: () => number;
  now?: () => number;
  newClientId?: () => string;
  pingMs?: number;
  /** Unacknowledged messages are sent again after this long on an open connection. */
  resendMs?: number;
  /**
   * One page of the room's messages after `afterSeq` (`GET /api/consultations/:id/messages`), for
   * a join whose history did not fit one page; null when the request failed. Without it, the
   * client joins again from where the page ended.
   */
  fetchHistory?: ((afterSeq: number) => Promise<HistoryPage | null>) | null;
}

/** A page of messages from the API: `more` when others follow `nextAfterSeq`. */
export interface HistoryPage {
  messages: readonly ChatMessageViewData[];
  lastSeq: number;
  more: boolean;
  nextAfterSeq: number;
}

/** Wait before reconnect attempt `attempt` (0-based): 0.5 s doubling to 10 s, each between half and all of it. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base / 2 + (random() * base) / 2);
}

/** How long typing counts as typing without another key. */
export const TYPING_IDLE_MS = 3_000;
/** A "still typing" is sent at most this often. */
export const TYPING_REFRESH_MS = 2_000;

const outboxKey = (id: string) => `drishti.consult.outbox.${id}`;

function isOutboxItem(v: unknown): v is { clientId: string; text: string; createdAt: number } {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.clientId === 'string' && typeof o.text === 'string' && typeof o.createdAt === 'number';
}

function parseServerMessage(data: unknown): WsServerMessage | null {
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

export class ConsultSocket {
  private readonly opts: Required<
    Omit<ConsultSocketOptions, 'consultationId' | 'role' | 'storage' | 'fetchHistory'>
  > & {
    fetchHistory: ((afterSeq: number) => Promise<HistoryPage | null>) | null;
    consultationId: string | null;
    role: 'user' | 'astrologer' | null;
    storage: StorageLike | null;
  };
  private socket: SocketLike | null = null;
  private listeners = new Set<Listener>();
  private statusValue: ConnectionStatus = 'stopped';
  private attempt = 0;
  private connections = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private resendTimer: ReturnType<typeof setInterval> | null = null;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private lastHeard = 0;
  private joined = false;
  private byseq = new Map<number, ChatMessageViewData>();
  private clientIds = new Set<string>();
  private sorted: ChatMessageViewData[] = [];
  private knownThrough = 0;
  private outboxItems: OutboxItem[] = [];
  private sentAt = new Map<string, number>();
  private receiptSent = { delivered: 0, read: 0 };
  private receiptWanted = { delivered: 0, read: 0 };
  private typingSent: { typing: boolean; at: number } = { typing: false, at: 0 };
  /** Server clock minus local clock, from ping round trips (ms). */
  clockOffset = 0;

  constructor(options: ConsultSocketOptions) {
    this.opts = {
      url: options.url,
      consultationId: options.consultationId ?? null,
      role: options.role ?? null,
      createSocket: options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike),
      storage: options.storage === undefined ? null : options.storage,
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
      newClientId: options.newClientId ?? (() => Math.random().toString(36).slice(2).padEnd(12, '0')),
      pingMs: options.pingMs ?? 15_000,
      resendMs: options.resendMs ?? 8_000,
      fetchHistory: options.fetchHistory ?? null,
    };
    this.loadOutbox();
  }

  get status(): ConnectionStatus {
    return this.statusValue;
  }

  /** Messages in order of their sequence numbers. */
  get messages(): readonly ChatMessageViewData[] {
    return this.sorted;
  }

  get outbox(): readonly OutboxItem[] {
    return this.outboxItems;
  }

  /** The sequence number a (re)join asks to continue after. */
  get lastSeq(): number {
    let s = this.knownThrough;
    while (this.byseq.has(s + 1)) s++;
    return s;
  }

  /** The server's clock now (local clock corrected by the measured offset). */
  serverNow(): number {
    return this.opts.now() + this.clockOffset;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start() {
    if (this.statusValue !== 'stopped') return;
    this.connect('connecting');
  }

  stop() {
    this.clearTimers();
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = null;
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

  /** Queues a message; it goes out now if the room is joined, else after the next join. Returns its clientId. */
  sendChat(text: string): string | null {
    const trimmed = text.trim();
    if (!trimmed || !this.opts.consultationId) return null;
    const item: OutboxItem = {
      clientId: this.opts.newClientId(),
      text: trimmed,
      createdAt: this.opts.now(),
      failed: null,
    };
    this.outboxItems = [...this.outboxItems, item];
    this.saveOutbox();
    this.emitChat();
    this.flushOne(item);
    return item.clientId;
  }

  /** Sends a failed message again (same clientId: the server stores it once). */
  retry(clientId: string) {
    const item = this.outboxItems.find((i) => i.clientId === clientId);
    if (!item) return;
    const fresh = { ...item, failed: null };
    this.outboxItems = this.outboxItems.map((i) => (i.clientId === clientId ? fresh : i));
    this.saveOutbox();
    this.emitChat();
    this.sentAt.delete(clientId);
    this.flushOne(fresh);
  }

  /** Drops an unsent message. */
  discard(clientId: string) {
    this.removeFromOutbox(clientId);
    this.emitChat();
  }

  /** Marks everything still unsent as failed (the consultation is over). */
  failPending(code: string, message: string) {
    if (this.outboxItems.every((i) => i.failed)) return;
    this.outboxItems = this.outboxItems.map((i) => (i.failed ? i : { ...i, failed: { code, message } }));
    this.saveOutbox();
    this.emitChat();
  }

  /** The other side's messages up to `seq` are on screen. */
  markDelivered(seq: number) {
    if (seq > this.receiptWanted.delivered) this.receiptWanted.delivered = seq;
    this.sendReceipts();
  }

  /** The other side's messages up to `seq` have been seen (the page visible, scrolled to them). */
  markRead(seq: number) {
    if (seq > this.receiptWanted.read) this.receiptWanted.read = seq;
    if (seq > this.receiptWanted.delivered) this.receiptWanted.delivered = seq;
    this.sendReceipts();
  }

  /** Call on every keystroke in the composer; stops by itself after {@link TYPING_IDLE_MS}. */
  typing(active: boolean) {
    if (!this.opts.consultationId) return;
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = null;
    const now = this.opts.now();
    if (active) {
      if (!this.typingSent.typing || now - this.typingSent.at >= TYPING_REFRESH_MS) this.sendTyping(true);
      this.typingTimer = setTimeout(() => this.typing(false), TYPING_IDLE_MS);
    } else if (this.typingSent.typing) {
      this.sendTyping(false);
    }
  }

  signal(signal: RtcSignal): boolean {
    if (!this.opts.consultationId) return false;
    return this.send({ type: 'rtc.signal', consultationId: this.opts.consultationId, signal });
  }

  rtcState(state: 'connected' | 'disconnected'): boolean {
    if (!this.opts.consultationId) return false;
    return this.send({ type: 'rtc.state', consultationId: this.opts.consultationId, state });
  }

  /**
   * Enters the room again on the open connection (the server counts a side as present only once it
   * joins an active consultation: call this when a waiting request becomes active).
   */
  rejoin() {
    const room = this.opts.consultationId;
    if (room) this.send({ type: 'join', consultationId: room, lastSeq: this.lastSeq });
  }

  /** Leaves the room (the socket stays for notifications). */
  leave() {
    if (this.opts.consultationId) this.send({ type: 'leave', consultationId: this.opts.consultationId });
  }

  // ---- internals ----

  private emit(event: ConsultSocketEvent) {
    for (const l of [...this.listeners]) l(event);
  }

  private emitChat() {
    this.emit({ type: 'chat', messages: this.sorted, outbox: this.outboxItems });
  }

  private setStatus(status: ConnectionStatus) {
    if (this.statusValue === status) return;
    this.statusValue = status;
    this.emit({ type: 'status', status });
  }

  private send(m: WsClientMessage): boolean {
    const s = this.socket;
    if (!s || s.readyState !== OPEN) return false;
    try {
      s.send(JSON.stringify(m));
      return true;
    } catch {
      return false;
    }
  }

  private connect(status: 'connecting' | 'reconnecting') {
    this.setStatus(status);
    this.joined = false;
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
      if (this.opts.consultationId) {
        this.send({ type: 'join', consultationId: this.opts.consultationId, lastSeq: this.lastSeq });
      }
      this.setStatus('open');
      this.startTimers();
    };
    s.onmessage = (event) => {
      if (this.socket !== s) return;
      this.lastHeard = this.opts.now();
      const m = parseServerMessage(event.data);
      if (m) this.handle(m);
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

  private scheduleReconnect() {
    this.clearTimers();
    this.joined = false;
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
    this.resendTimer = setInterval(() => this.flushDue(), Math.max(1_000, Math.floor(this.opts.resendMs / 2)));
  }

  private clearTimers() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.resendTimer) clearInterval(this.resendTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.pingTimer = null;
    this.resendTimer = null;
    this.reconnectTimer = null;
  }

  private ping() {
    this.send({ type: 'ping', at: this.opts.now() });
  }

  private handle(m: WsServerMessage) {
    const room = this.opts.consultationId;
    switch (m.type) {
      case 'pong': {
        if (typeof m.at === 'number' && typeof m.serverTime === 'number') {
          const now = this.opts.now();
          if (now - m.at < 10_000) this.clockOffset = Math.round(m.serverTime - (m.at + now) / 2);
        }
        return;
      }
      case 'welcome':
        return;
      case 'chat.history': {
        if (m.consultationId !== room) return;
        for (const msg of m.messages) this.add(msg);
        if (m.more) {
          // More than one page: the rest comes page by page before the room counts as joined.
          this.resort();
          this.emitChat();
          const after = Number.isInteger(m.nextAfterSeq) ? (m.nextAfterSeq as number) : this.lastSeq;
          void this.catchUp(room, after);
          return;
        }
        if (Number.isInteger(m.lastSeq)) this.knownThrough = Math.max(this.knownThrough, m.lastSeq);
        this.joinedRoom();
        return;
      }
      case 'chat.message': {
        if (m.consultationId !== room) return;
        const added = this.add(m.message);
        const wasOutbox = this.removeFromOutbox(m.message.clientId);
        if (added) this.resort();
        if (added || wasOutbox) this.emitChat();
        return;
      }
      case 'chat.ack': {
        if (m.consultationId !== room) return;
        const item = this.outboxItems.find((i) => i.clientId === m.clientId);
        this.removeFromOutbox(m.clientId);
        if (item && this.opts.role && !this.byseq.has(m.seq)) {
          this.add({ seq: m.seq, clientId: m.clientId, from: this.opts.role, text: item.text, at: m.at });
          this.resort();
        }
        this.emitChat();
        return;
      }
      case 'error': {
        if (m.clientId && (!m.consultationId || m.consultationId === room)) {
          const item = this.outboxItems.find((i) => i.clientId === m.clientId);
          if (item) {
            if (m.code === 'blocked-content') {
              this.removeFromOutbox(item.clientId);
              this.emitChat();
              this.emit({
                type: 'blocked',
                clientId: item.clientId,
                text: item.text,
                reason: m.reason ?? null,
                message: m.message,
              });
            } else {
              this.outboxItems = this.outboxItems.map((i) =>
                i.clientId === item.clientId ? { ...i, failed: { code: m.code, message: m.message } } : i,
              );
              this.saveOutbox();
              this.emitChat();
            }
            return;
          }
        }
        this.emit({ type: 'server', message: m });
        return;
      }
      default:
        this.emit({ type: 'server', message: m });
    }
  }

  /** The history is in: the room is joined; pending messages go out and receipts are sent. */
  private joinedRoom() {
    this.resort();
    // Messages the server already has (acknowledged before a drop) leave the outbox.
    for (const item of [...this.outboxItems]) {
      if (this.hasClientId(item.clientId)) this.removeFromOutbox(item.clientId);
    }
    const rejoin = this.connections > 1;
    this.joined = true;
    this.emitChat();
    this.emit({ type: 'joined', rejoin });
    this.sentAt.clear();
    this.flushDue();
    this.receiptSent = { delivered: 0, read: 0 };
    this.sendReceipts();
  }

  /**
   * Fetches the pages after `after` until the last (a long conversation resumed), then counts the
   * room as joined. A failed page, or no way to fetch, joins again from what is held, which
   * answers with the next page over the socket; a new connection meanwhile abandons the loop.
   */
  private async catchUp(room: string, after: number) {
    const s = this.socket;
    const fetchPage = this.opts.fetchHistory;
    let cursor = after;
    while (fetchPage) {
      const page = await fetchPage(cursor).catch(() => null);
      if (this.socket !== s || this.opts.consultationId !== room) return;
      if (!page) break;
      for (const msg of page.messages) this.add(msg);
      this.resort();
      this.emitChat();
      if (!page.more) {
        if (Number.isInteger(page.lastSeq)) this.knownThrough = Math.max(this.knownThrough, page.lastSeq);
        this.joinedRoom();
        return;
      }
      if (!Number.isInteger(page.nextAfterSeq) || page.nextAfterSeq <= cursor) break;
      cursor = page.nextAfterSeq;
    }
    const rejoin = () => {
      if (this.socket === s) this.send({ type: 'join', consultationId: room, lastSeq: this.lastSeq });
    };
    // After a failed page, wait a moment rather than asking again at once.
    if (fetchPage) setTimeout(rejoin, 2_000);
    else rejoin();
  }

  private add(msg: ChatMessageViewData): boolean {
    if (!Number.isInteger(msg.seq) || this.byseq.has(msg.seq)) return false;
    // The same message under another number would be a server fault: show it once.
    if (msg.clientId && msg.from !== 'system' && this.hasClientId(msg.clientId)) return false;
    this.byseq.set(msg.seq, msg);
    if (msg.clientId) this.clientIds.add(msg.clientId);
    return true;
  }

  private hasClientId(clientId: string): boolean {
    return this.clientIds.has(clientId);
  }

  private resort() {
    this.sorted = [...this.byseq.values()].sort((a, b) => a.seq - b.seq);
  }

  private removeFromOutbox(clientId: string): boolean {
    const before = this.outboxItems.length;
    this.outboxItems = this.outboxItems.filter((i) => i.clientId !== clientId);
    this.sentAt.delete(clientId);
    if (this.outboxItems.length === before) return false;
    this.saveOutbox();
    return true;
  }

  private flushOne(item: OutboxItem) {
    const room = this.opts.consultationId;
    if (!room || !this.joined || item.failed) return;
    if (this.send({ type: 'chat.send', consultationId: room, clientId: item.clientId, text: item.text })) {
      this.sentAt.set(item.clientId, this.opts.now());
    }
  }

  /** Sends every pending message not sent on this connection, or sent too long ago without an answer. */
  private flushDue() {
    const now = this.opts.now();
    for (const item of this.outboxItems) {
      const at = this.sentAt.get(item.clientId);
      if (at === undefined || now - at >= this.opts.resendMs) this.flushOne(item);
    }
  }

  private sendReceipts() {
    const room = this.opts.consultationId;
    if (!room || !this.joined) return;
    if (this.receiptWanted.delivered > this.receiptSent.delivered) {
      if (
        this.send({
          type: 'chat.receipt',
          consultationId: room,
          seq: this.receiptWanted.delivered,
          status: 'delivered',
        })
      ) {
        this.receiptSent.delivered = this.receiptWanted.delivered;
      }
    }
    if (this.receiptWanted.read > this.receiptSent.read) {
      if (this.send({ type: 'chat.receipt', consultationId: room, seq: this.receiptWanted.read, status: 'read' })) {
        this.receiptSent.read = this.receiptWanted.read;
      }
    }
  }

  private sendTyping(typing: boolean) {
    const room = this.opts.consultationId;
    if (!room) return;
    if (this.send({ type: 'typing', consultationId: room, typing })) {
      this.typingSent = { typing, at: this.opts.now() };
    } else if (!typing) {
      this.typingSent = { typing: false, at: 0 };
    }
  }

  private loadOutbox() {
    const room = this.opts.consultationId;
    if (!room || !this.opts.storage) return;
    try {
      const raw = this.opts.storage.getItem(outboxKey(room));
      const list: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(list)) {
        this.outboxItems = list.filter(isOutboxItem).map((i) => ({ ...i, failed: null }));
      }
    } catch {
      this.outboxItems = [];
    }
  }

  private saveOutbox() {
    const room = this.opts.consultationId;
    if (!room || !this.opts.storage) return;
    try {
      if (this.outboxItems.length === 0) this.opts.storage.removeItem(outboxKey(room));
      else
        this.opts.storage.setItem(
          outboxKey(room),
          JSON.stringify(this.outboxItems.map(({ clientId, text, createdAt }) => ({ clientId, text, createdAt }))),
        );
    } catch {
      // Storage full or blocked: the outbox still lives in memory.
    }
  }
}
