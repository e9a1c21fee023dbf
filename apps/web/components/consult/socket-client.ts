import type { ChatMessageViewData } from '@drishti/contracts/consultations';
import type { RtcSignal, WsServerMessage } from '@drishti/contracts/ws';
import { ChatSequence } from './chat-sequence';
import { type FetchHistory, HistoryFill } from './history-fill';
import { Outbox, type OutboxItem, type StorageLike } from './outbox';
import { RoomSignals } from './room-signals';
import { type ConnectionStatus, type SocketLike, SocketLink } from './socket-link';

/*
 * The browser's end of a consultation's room over the socket (docs/CONSULTATIONS.md, "The
 * browser's side"), without React: on every (re)connect it joins with the last sequence number it
 * holds; it keeps unacknowledged messages in an outbox (outbox.ts) and resends them until the
 * server acknowledges; it shows messages in sequence order, each once (chat-sequence.ts), and when
 * a number is skipped it fetches what it missed from the history before showing what follows.
 */

export type { ConnectionStatus, SocketLike } from './socket-link';
export { backoffDelay } from './socket-link';
export type { OutboxItem, StorageLike } from './outbox';

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
   * A skipped sequence number is fetched after this long, unless the missing message arrives
   * meanwhile (messages published by two instances may cross on the way).
   */
  gapWaitMs?: number;
  /**
   * One page of the room's messages after `afterSeq` (`GET /api/consultations/:id/messages`), for
   * a join whose history did not fit one page and for a skipped number; null when the request
   * failed. Without it, the client joins again from what it holds (the server answers with the rest).
   */
  fetchHistory?: FetchHistory | null;
}

export type { HistoryPage } from './history-fill';

export { TYPING_IDLE_MS, TYPING_REFRESH_MS } from './room-signals';

export class ConsultSocket {
  private readonly room: string | null;
  private readonly role: 'user' | 'astrologer' | null;
  private readonly now: () => number;
  private readonly newClientId: () => string;
  private readonly resendMs: number;
  private readonly link: SocketLink;
  private listeners = new Set<Listener>();
  private connections = 0;
  private resendTimer: ReturnType<typeof setInterval> | null = null;
  private joined = false;
  private readonly seq = new ChatSequence();
  private readonly fill: HistoryFill;
  private readonly box: Outbox;
  private readonly signals: RoomSignals | null;

  constructor(options: ConsultSocketOptions) {
    this.room = options.consultationId ?? null;
    this.role = options.role ?? null;
    this.now = options.now ?? Date.now;
    this.newClientId = options.newClientId ?? (() => Math.random().toString(36).slice(2).padEnd(12, '0'));
    this.resendMs = options.resendMs ?? 8_000;
    this.box = new Outbox(options.storage ?? null, this.room);
    const link = new SocketLink({
      url: options.url,
      createSocket: options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike),
      random: options.random ?? Math.random,
      now: this.now,
      pingMs: options.pingMs ?? 15_000,
      onOpen: (connections) => this.opened(connections),
      onMessage: (m) => this.handle(m),
      onStatus: (status) => this.emit({ type: 'status', status }),
      onLost: () => this.lost(),
    });
    this.link = link;
    this.signals = this.room ? new RoomSignals(this.room, (m) => link.send(m), this.now) : null;
    this.fill = new HistoryFill(
      {
        seq: this.seq,
        current: () => link.current,
        joined: () => this.joined,
        rejoin: () => this.rejoin(),
        changed: () => {
          this.settleOutbox();
          this.emitChat();
        },
        caughtUp: () => this.joinedRoom(),
        filled: () => this.flushDue(),
      },
      options.fetchHistory ?? null,
      options.gapWaitMs ?? 500,
    );
  }

  get status(): ConnectionStatus {
    return this.link.status;
  }

  /** Server clock minus local clock, from ping round trips (ms). */
  get clockOffset(): number {
    return this.link.clockOffset;
  }

  /** Messages in order of their sequence numbers, without holes (see chat-sequence.ts). */
  get messages(): readonly ChatMessageViewData[] {
    return this.seq.shown;
  }

  get outbox(): readonly OutboxItem[] {
    return this.box.items;
  }

  /** The sequence number a (re)join asks to continue after. */
  get lastSeq(): number {
    return this.seq.lastSeq;
  }

  /** The server's clock now (local clock corrected by the measured offset). */
  serverNow(): number {
    return this.now() + this.clockOffset;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start() {
    this.link.start();
  }

  stop() {
    this.lost();
    this.signals?.stop();
    this.link.stop();
  }

  /** Try at once (the browser came back online, the page became visible). */
  reconnectNow() {
    this.link.reconnectNow();
  }

  /** Queues a message; it goes out now if the room is joined, else after the next join. Returns its clientId. */
  sendChat(text: string): string | null {
    const trimmed = text.trim();
    if (!trimmed || !this.room) return null;
    const item: OutboxItem = { clientId: this.newClientId(), text: trimmed, createdAt: this.now(), failed: null };
    this.box.add(item);
    this.emitChat();
    this.flushOne(item);
    return item.clientId;
  }

  /** Sends a failed message again (same clientId: the server stores it once). */
  retry(clientId: string) {
    const fresh = this.box.revive(clientId);
    if (!fresh) return;
    this.emitChat();
    this.flushOne(fresh);
  }

  /** Drops an unsent message. */
  discard(clientId: string) {
    this.box.remove(clientId);
    this.emitChat();
  }

  /** Marks everything still unsent as failed (the consultation is over). */
  failPending(code: string, message: string) {
    if (this.box.failAll({ code, message })) this.emitChat();
  }

  /** The other side's messages up to `seq` are on screen. */
  markDelivered(seq: number) {
    this.signals?.markDelivered(seq, this.joined);
  }

  /** The other side's messages up to `seq` have been seen (the page visible, scrolled to them). */
  markRead(seq: number) {
    this.signals?.markRead(seq, this.joined);
  }

  /** Call on every keystroke in the composer; stops by itself after {@link TYPING_IDLE_MS}. */
  typing(active: boolean) {
    this.signals?.typing(active);
  }

  signal(signal: RtcSignal): boolean {
    if (!this.room) return false;
    return this.link.send({ type: 'rtc.signal', consultationId: this.room, signal });
  }

  rtcState(state: 'connected' | 'disconnected'): boolean {
    if (!this.room) return false;
    return this.link.send({ type: 'rtc.state', consultationId: this.room, state });
  }

  /**
   * Enters the room again on the open connection (the server counts a side as present only once it
   * joins an active consultation: call this when a waiting request becomes active).
   */
  rejoin() {
    if (this.room) this.link.send({ type: 'join', consultationId: this.room, lastSeq: this.lastSeq });
  }

  /** Leaves the room (the socket stays for notifications). */
  leave() {
    if (this.room) this.link.send({ type: 'leave', consultationId: this.room });
  }

  // ---- internals ----

  private emit(event: ConsultSocketEvent) {
    for (const l of [...this.listeners]) l(event);
  }

  private emitChat() {
    this.emit({ type: 'chat', messages: this.seq.shown, outbox: this.box.items });
  }

  private opened(connections: number) {
    this.connections = connections;
    this.rejoin();
    if (this.resendTimer) clearInterval(this.resendTimer);
    this.resendTimer = setInterval(() => this.flushDue(), Math.max(1_000, Math.floor(this.resendMs / 2)));
  }

  /** The connection is gone (or being replaced): the room must be joined again. */
  private lost() {
    this.joined = false;
    this.fill.reset();
    if (this.resendTimer) clearInterval(this.resendTimer);
    this.resendTimer = null;
  }

  private handle(m: WsServerMessage) {
    const room = this.room;
    switch (m.type) {
      case 'chat.history': {
        if (m.consultationId !== room) return;
        this.fill.historyArrived();
        for (const msg of m.messages) this.seq.add(msg);
        if (m.more) {
          // More than one page: the rest comes page by page before the room counts as joined.
          this.settleOutbox();
          this.emitChat();
          const after = Number.isInteger(m.nextAfterSeq) ? (m.nextAfterSeq as number) : this.lastSeq;
          void this.fill.resume(after);
          return;
        }
        this.seq.confirmThrough(m.lastSeq);
        this.joinedRoom();
        return;
      }
      case 'chat.message': {
        if (m.consultationId !== room) return;
        const added = this.seq.add(m.message);
        const settled = this.settleOutbox();
        if (added || settled) this.emitChat();
        this.fill.watch();
        return;
      }
      case 'chat.ack': {
        if (m.consultationId !== room) return;
        const item = this.box.find(m.clientId);
        if (item && this.role && !this.seq.has(m.seq)) {
          this.seq.add({ seq: m.seq, clientId: m.clientId, from: this.role, text: item.text, at: m.at });
        }
        // Acknowledged but behind a gap: it stays (not resent) until the gap is filled.
        if (!this.seq.holds(m.clientId)) this.box.remove(m.clientId);
        this.settleOutbox();
        this.emitChat();
        this.fill.watch();
        return;
      }
      case 'error': {
        if (m.clientId && (!m.consultationId || m.consultationId === room) && this.refused(m)) return;
        this.emit({ type: 'server', message: m });
        return;
      }
      default:
        this.emit({ type: 'server', message: m });
    }
  }

  /** A message of the outbox the server refused; false when the error is about no such message. */
  private refused(m: Extract<WsServerMessage, { type: 'error' }>): boolean {
    const item = m.clientId ? this.box.find(m.clientId) : undefined;
    if (!item) return false;
    if (m.code === 'blocked-content') {
      this.box.remove(item.clientId);
      this.emitChat();
      this.emit({
        type: 'blocked',
        clientId: item.clientId,
        text: item.text,
        reason: m.reason ?? null,
        message: m.message,
      });
    } else {
      this.box.fail(item.clientId, { code: m.code, message: m.message });
      this.emitChat();
    }
    return true;
  }

  /** The history is in: the room is joined; pending messages go out and receipts are sent. */
  private joinedRoom() {
    // Messages the server already has (acknowledged before a drop) leave the outbox.
    this.settleOutbox();
    this.joined = true;
    this.emitChat();
    this.emit({ type: 'joined', rejoin: this.connections > 1 });
    this.box.forgetSent();
    this.flushDue();
    this.signals?.joined();
    this.fill.watch();
  }

  /** Outbox messages now shown leave the outbox; true when any left. */
  private settleOutbox(): boolean {
    return this.box.removeWhere((i) => this.seq.shows(i.clientId));
  }

  private flushOne(item: OutboxItem) {
    const room = this.room;
    // Failed, or acknowledged and waiting behind a gap: not sent.
    if (!room || !this.joined || item.failed || this.seq.holds(item.clientId)) return;
    if (this.link.send({ type: 'chat.send', consultationId: room, clientId: item.clientId, text: item.text })) {
      this.box.sent(item.clientId, this.now());
    }
  }

  /** Sends every pending message not sent on this connection, or sent too long ago without an answer. */
  private flushDue() {
    for (const item of this.box.due(this.now(), this.resendMs)) this.flushOne(item);
  }
}
