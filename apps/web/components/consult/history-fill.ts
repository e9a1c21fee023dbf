import type { ChatMessageViewData } from '@drishti/contracts/consultations';
import type { ChatSequence } from './chat-sequence';

/** A page of messages from the API: `more` when others follow `nextAfterSeq`. */
export interface HistoryPage {
  messages: readonly ChatMessageViewData[];
  lastSeq: number;
  more: boolean;
  nextAfterSeq: number;
}

export type FetchHistory = (afterSeq: number) => Promise<HistoryPage | null>;

/** What the room lends the fill: its messages and its connection. */
export interface FillHost {
  readonly seq: ChatSequence;
  /** The current connection (a token: work started on one stops when it changes). */
  current(): unknown;
  /** Whether the room is joined on the current connection. */
  joined(): boolean;
  /** Sends a join from the last number without a hole (the server answers with what follows). */
  rejoin(): void;
  /** Messages came in: show them. */
  changed(): void;
  /** A resume that did not fit the join's answer is complete: the room counts as joined. */
  caughtUp(): void;
  /** A gap was filled (what waited behind it may go out). */
  filled(): void;
}

/** After a history page failed, the room asks again (over the socket) this much later. */
const RETRY_MS = 2_000;

/*
 * Fetching what the socket did not bring (docs/CONSULTATIONS.md, "The browser's side"): the rest of
 * a long conversation after a join's first page, and the messages behind a skipped sequence number.
 * Pages come from `GET /api/consultations/:id/messages` to the end; without a way to fetch them, or
 * after a failed page, the room joins again and the server answers with what follows.
 */
export class HistoryFill {
  private gapTimer: ReturnType<typeof setTimeout> | null = null;
  /** The connection a gap is being filled on (one fill at a time). */
  private filling: unknown = null;

  constructor(
    private readonly host: FillHost,
    private readonly fetchPage: FetchHistory | null,
    private readonly gapWaitMs: number,
  ) {}

  /** The connection is gone: a fill in flight is abandoned (the next join resumes). */
  reset() {
    this.filling = null;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = null;
  }

  /** A join's history arrived: it answers any join a fill sent. */
  historyArrived() {
    this.filling = null;
  }

  /**
   * The join's history had more pages: fetches them after `after` to the end, then counts the room
   * as joined. A new connection meanwhile abandons the loop.
   */
  async resume(after: number) {
    const s = this.host.current();
    if (!this.fetchPage) {
      this.host.rejoin();
      return;
    }
    const done = await this.fetchPages(s, after);
    if (this.host.current() !== s) return;
    if (done) this.host.caughtUp();
    else this.askAgain(s, RETRY_MS);
  }

  /** A skipped number: unless it arrives within `gapWaitMs`, fetch what is missing. */
  watch() {
    if (!this.host.joined() || !this.host.seq.hasGap || this.gapTimer || this.filling) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      void this.fill();
    }, this.gapWaitMs);
  }

  /** Fetches what follows the last number without a hole, to the end, then shows what was held back. */
  private async fill() {
    const s = this.host.current();
    if (!s || !this.host.joined() || !this.host.seq.hasGap || this.filling) return;
    this.filling = s;
    if (!this.fetchPage) {
      // The join's history (chat.history) ends the fill.
      this.host.rejoin();
      return;
    }
    const done = await this.fetchPages(s, this.host.seq.lastSeq);
    if (this.host.current() !== s || this.filling !== s) return;
    if (!done) {
      this.askAgain(s, RETRY_MS);
      return;
    }
    this.filling = null;
    this.host.filled();
    // Still a hole (a message committed after the page was read and not here yet): look again later.
    this.watch();
  }

  /**
   * Pages after `after` to the end, each shown as it comes: true when the last page is in, false
   * when a page failed or the connection changed.
   */
  private async fetchPages(s: unknown, after: number): Promise<boolean> {
    const fetchPage = this.fetchPage;
    const seq = this.host.seq;
    let cursor = after;
    while (fetchPage) {
      const page = await fetchPage(cursor).catch(() => null);
      if (this.host.current() !== s || !page) return false;
      for (const msg of page.messages) seq.add(msg);
      if (!page.more) seq.confirmThrough(page.lastSeq);
      this.host.changed();
      if (!page.more) return true;
      if (!Number.isInteger(page.nextAfterSeq) || page.nextAfterSeq <= cursor) return false;
      cursor = page.nextAfterSeq;
    }
    return false;
  }

  /** Joins again from what is held after `delay`, unless the connection changed meanwhile. */
  private askAgain(s: unknown, delay: number) {
    setTimeout(() => {
      if (this.host.current() === s) this.host.rejoin();
    }, delay);
  }
}
