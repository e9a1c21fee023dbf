import type { WsClientMessage } from '@drishti/contracts/ws';

/** How long typing counts as typing without another key. */
export const TYPING_IDLE_MS = 3_000;
/** A "still typing" is sent at most this often. */
export const TYPING_REFRESH_MS = 2_000;

/**
 * What a room sends besides chat: read and delivered receipts (each new mark once per joined
 * connection) and typing (refreshed at most every {@link TYPING_REFRESH_MS}, stopped after
 * {@link TYPING_IDLE_MS} without a key).
 */
export class RoomSignals {
  private receiptSent = { delivered: 0, read: 0 };
  private receiptWanted = { delivered: 0, read: 0 };
  private typingSent: { typing: boolean; at: number } = { typing: false, at: 0 };
  private typingTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly room: string,
    private readonly send: (m: WsClientMessage) => boolean,
    private readonly now: () => number,
  ) {}

  markDelivered(seq: number, joined: boolean) {
    if (seq > this.receiptWanted.delivered) this.receiptWanted.delivered = seq;
    if (joined) this.sendReceipts();
  }

  markRead(seq: number, joined: boolean) {
    if (seq > this.receiptWanted.read) this.receiptWanted.read = seq;
    if (seq > this.receiptWanted.delivered) this.receiptWanted.delivered = seq;
    if (joined) this.sendReceipts();
  }

  /** A new join: the marks go again (the new connection's server has not heard them). */
  joined() {
    this.receiptSent = { delivered: 0, read: 0 };
    this.sendReceipts();
  }

  typing(active: boolean) {
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = null;
    const now = this.now();
    if (active) {
      if (!this.typingSent.typing || now - this.typingSent.at >= TYPING_REFRESH_MS) this.sendTyping(true);
      this.typingTimer = setTimeout(() => this.typing(false), TYPING_IDLE_MS);
    } else if (this.typingSent.typing) {
      this.sendTyping(false);
    }
  }

  stop() {
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = null;
  }

  private sendReceipts() {
    const room = this.room;
    const { delivered, read } = this.receiptWanted;
    if (delivered > this.receiptSent.delivered) {
      if (this.send({ type: 'chat.receipt', consultationId: room, seq: delivered, status: 'delivered' })) {
        this.receiptSent.delivered = delivered;
      }
    }
    if (read > this.receiptSent.read) {
      if (this.send({ type: 'chat.receipt', consultationId: room, seq: read, status: 'read' })) {
        this.receiptSent.read = read;
      }
    }
  }

  private sendTyping(typing: boolean) {
    if (this.send({ type: 'typing', consultationId: this.room, typing })) {
      this.typingSent = { typing, at: this.now() };
    } else if (!typing) {
      this.typingSent = { typing: false, at: 0 };
    }
  }
}
