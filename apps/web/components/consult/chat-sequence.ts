import type { ChatMessageViewData } from '@drishti/contracts/consultations';

/*
 * A conversation's messages by sequence number, without I/O (see docs/CONSULTATIONS.md, "The
 * browser's side"). The server numbers a consultation's messages 1, 2, 3, … A message whose number
 * jumps past the last one held plus one leaves a gap (a message lost on its way: an instance or
 * Redis fault): it is held back, not shown, until the gap is filled from the history, so the list
 * shown is always in order, without holes, and each message is in it exactly once.
 */
export class ChatSequence {
  private readonly bySeq = new Map<number, ChatMessageViewData>();
  private readonly seqOfClientId = new Map<string, number>();
  /** Every number up to this one is known: held, or confirmed absent by the server's history. */
  private through = 0;
  private shownList: ChatMessageViewData[] = [];
  private late = false;
  private maxSeq = 0;

  /**
   * Takes a message; false when it is already held (same number, or the same clientId under
   * another number, which would be a server fault: shown once).
   */
  add(msg: ChatMessageViewData): boolean {
    if (!Number.isInteger(msg.seq) || msg.seq < 1 || this.bySeq.has(msg.seq)) return false;
    if (msg.clientId && msg.from !== 'system' && this.seqOfClientId.has(msg.clientId)) return false;
    this.bySeq.set(msg.seq, msg);
    if (msg.clientId) this.seqOfClientId.set(msg.clientId, msg.seq);
    if (msg.seq > this.maxSeq) this.maxSeq = msg.seq;
    if (msg.seq < (this.shownList[this.shownList.length - 1]?.seq ?? 0)) this.late = true;
    this.advance();
    return true;
  }

  /**
   * The server's history answered up to `lastSeq` (its conversation's last number when it read the
   * page): every number up to it that is not held does not exist, so it is no gap.
   */
  confirmThrough(lastSeq: number) {
    if (!Number.isInteger(lastSeq) || lastSeq <= this.through) return;
    this.through = lastSeq;
    this.advance();
  }

  /** The last number of the run without holes: what a join or a history page continues after. */
  get lastSeq(): number {
    return this.through;
  }

  /** Whether a message beyond a hole is held back. */
  get hasGap(): boolean {
    return this.maxSeq > this.through;
  }

  /** The highest number held. */
  get highest(): number {
    return this.maxSeq;
  }

  /** The messages up to {@link lastSeq}, in order (a new array only when it changed). */
  get shown(): readonly ChatMessageViewData[] {
    return this.shownList;
  }

  /** Whether a message with this clientId is shown. */
  shows(clientId: string): boolean {
    const seq = this.seqOfClientId.get(clientId);
    return seq !== undefined && seq <= this.through;
  }

  /** Whether a message with this clientId is held (shown or waiting behind a gap). */
  holds(clientId: string): boolean {
    return this.seqOfClientId.has(clientId);
  }

  has(seq: number): boolean {
    return this.bySeq.has(seq);
  }

  private advance() {
    while (this.bySeq.has(this.through + 1)) this.through++;
    const last = this.shownList[this.shownList.length - 1]?.seq ?? 0;
    if (this.late) {
      // A number the server's history had counted as absent arrived after all: show it in its place.
      this.late = false;
      this.shownList = [...this.bySeq.values()].filter((m) => m.seq <= this.through).sort((a, b) => a.seq - b.seq);
      return;
    }
    if (this.through <= last) return;
    const more: ChatMessageViewData[] = [];
    for (let seq = last + 1; seq <= this.through; seq++) {
      const m = this.bySeq.get(seq);
      if (m) more.push(m);
    }
    if (more.length > 0) this.shownList = [...this.shownList, ...more];
  }
}
