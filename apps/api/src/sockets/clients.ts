import type { ConsultRole } from '@drishti/contracts/consultations';
import type { WebSocket } from 'ws';

/** What the gateway (ws.ts) keeps about each socket of this instance. */

/** Per-socket message budget: this many messages per window, then `rate-limited` errors. */
export const RATE_MESSAGES = 60;
export const RATE_WINDOW_MS = 10_000;

/**
 * What a socket learnt when it joined a consultation and keeps while it stays: its side and both
 * sides' accounts never change, so messages need not read them again.
 */
export interface Joined {
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
export function sentSeq(j: Joined, seq: number) {
  if (seq <= j.lastSeq) return;
  j.ahead.add(seq);
  while (j.ahead.delete(j.lastSeq + 1)) j.lastSeq++;
  // Far out of order: forget them (a catch-up then sends a few twice; receivers keep one per seq).
  if (j.ahead.size > 1000) j.ahead.clear();
}

export interface Client {
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
