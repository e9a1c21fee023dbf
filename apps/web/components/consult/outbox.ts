/*
 * Chat messages written but not yet acknowledged by the server, kept in sessionStorage per
 * consultation so a reload does not lose them (the server stores a message once per clientId, so
 * sending one again is safe).
 */

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface OutboxItem {
  clientId: string;
  text: string;
  /** Local time it was written (epoch ms). */
  createdAt: number;
  /** Failed for a reason other than its content: kept, to try again or drop. */
  failed: { code: string; message: string } | null;
}

const outboxKey = (id: string) => `drishti.consult.outbox.${id}`;

function isStoredItem(v: unknown): v is { clientId: string; text: string; createdAt: number } {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.clientId === 'string' && typeof o.text === 'string' && typeof o.createdAt === 'number';
}

/** The outbox a consultation left in storage (none when there is no storage or it is unreadable). */
export function loadOutbox(storage: StorageLike | null, room: string | null): OutboxItem[] {
  if (!room || !storage) return [];
  try {
    const raw = storage.getItem(outboxKey(room));
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isStoredItem).map((i) => ({ ...i, failed: null })) : [];
  } catch {
    return [];
  }
}

export function saveOutbox(storage: StorageLike | null, room: string | null, items: readonly OutboxItem[]) {
  if (!room || !storage) return;
  try {
    if (items.length === 0) storage.removeItem(outboxKey(room));
    else
      storage.setItem(
        outboxKey(room),
        JSON.stringify(items.map(({ clientId, text, createdAt }) => ({ clientId, text, createdAt }))),
      );
  } catch {
    // Storage full or blocked: the outbox still lives in memory.
  }
}

/** The outbox of one room: its items (saved on every change) and when each was last sent. */
export class Outbox {
  private list: OutboxItem[];
  private readonly sentAt = new Map<string, number>();

  constructor(
    private readonly storage: StorageLike | null,
    private readonly room: string | null,
  ) {
    this.list = loadOutbox(storage, room);
  }

  get items(): readonly OutboxItem[] {
    return this.list;
  }

  find(clientId: string): OutboxItem | undefined {
    return this.list.find((i) => i.clientId === clientId);
  }

  add(item: OutboxItem) {
    this.set([...this.list, item]);
  }

  /** Clears an item's failure (to send it again now); the fresh item, or null when there is none. */
  revive(clientId: string): OutboxItem | null {
    const item = this.find(clientId);
    if (!item) return null;
    const fresh = { ...item, failed: null };
    this.set(this.list.map((i) => (i.clientId === clientId ? fresh : i)));
    this.sentAt.delete(clientId);
    return fresh;
  }

  fail(clientId: string, failed: { code: string; message: string }) {
    this.set(this.list.map((i) => (i.clientId === clientId ? { ...i, failed } : i)));
  }

  /** Marks everything not failed yet as failed; false when nothing changed. */
  failAll(failed: { code: string; message: string }): boolean {
    if (this.list.every((i) => i.failed)) return false;
    this.set(this.list.map((i) => (i.failed ? i : { ...i, failed })));
    return true;
  }

  /** Takes out the items `gone` picks; true when any left. */
  removeWhere(gone: (item: OutboxItem) => boolean): boolean {
    const kept = this.list.filter((i) => !gone(i));
    if (kept.length === this.list.length) return false;
    for (const i of this.list) if (gone(i)) this.sentAt.delete(i.clientId);
    this.set(kept);
    return true;
  }

  remove(clientId: string): boolean {
    this.sentAt.delete(clientId);
    return this.removeWhere((i) => i.clientId === clientId);
  }

  sent(clientId: string, at: number) {
    this.sentAt.set(clientId, at);
  }

  /** A new connection: everything counts as not sent on it. */
  forgetSent() {
    this.sentAt.clear();
  }

  /** Items not sent on this connection, or sent at least `resendMs` ago without an answer. */
  due(now: number, resendMs: number): OutboxItem[] {
    return this.list.filter((i) => {
      const at = this.sentAt.get(i.clientId);
      return at === undefined || now - at >= resendMs;
    });
  }

  private set(items: OutboxItem[]) {
    this.list = items;
    saveOutbox(this.storage, this.room, items);
  }
}
