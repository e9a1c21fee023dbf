import type { ChatMessageViewData } from '@drishti/contracts/consultations';
import { type WsServerMessage, wsClientMessage } from '@drishti/contracts/ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  ConsultSocket,
  type ConsultSocketEvent,
  type SocketLike,
  type StorageLike,
  TYPING_IDLE_MS,
} from './socket-client';

const ROOM = '5b0e5a47-4a38-4f0b-9d7e-6b1e0f0c1a11';

/** A WebSocket stand-in: records what the client sends and lets the test play the server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed: { code?: number } | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code?: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    const parsed = JSON.parse(data) as Record<string, unknown>;
    // Everything the client sends must be a valid protocol message.
    expect(wsClientMessage.safeParse(parsed).success, data).toBe(true);
    this.sent.push(parsed);
  }
  close(code?: number) {
    this.closed = { code };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(m: WsServerMessage) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  ofType(type: string) {
    return this.sent.filter((m) => m.type === type);
  }
}

class MemoryStorage implements StorageLike {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

function msg(seq: number, from: 'user' | 'astrologer' | 'system', text = `m${seq}`, clientId = `c-${seq}-xxxxxx`) {
  return {
    seq,
    clientId,
    from,
    text,
    at: new Date(1_700_000_000_000 + seq * 1000).toISOString(),
  } satisfies ChatMessageViewData;
}

function setup(extra: { storage?: StorageLike | null; random?: () => number } = {}) {
  const sockets: FakeSocket[] = [];
  const events: ConsultSocketEvent[] = [];
  let ids = 0;
  const client = new ConsultSocket({
    url: 'ws://localhost/ws',
    consultationId: ROOM,
    role: 'user',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    storage: extra.storage ?? null,
    random: extra.random ?? (() => 0.5),
    newClientId: () => `client-${++ids}-abcdef`,
    now: () => Date.now(),
  });
  client.subscribe((e) => events.push(e));
  client.start();
  const last = () => sockets[sockets.length - 1]!;
  /** Opens the newest socket and answers the join with `history`. */
  const connect = (history: ChatMessageViewData[] = [], lastSeq?: number) => {
    last().open();
    last().receive({
      type: 'chat.history',
      consultationId: ROOM,
      messages: history,
      lastSeq: lastSeq ?? history[history.length - 1]?.seq ?? 0,
    });
  };
  return { client, sockets, events, last, connect };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('starts near half a second, doubles, and stops growing at ten seconds', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(10, () => 1)).toBe(10_000);
    expect(backoffDelay(50, () => 0)).toBe(5000);
  });

  it('spreads clients apart (jitter)', () => {
    const values = new Set([0, 0.25, 0.5, 0.75].map((r) => backoffDelay(4, () => r)));
    expect(values.size).toBe(4);
  });
});

describe('ConsultSocket', () => {
  it('says hello, pings, and joins the room from sequence 0', () => {
    const { last, client } = setup();
    expect(client.status).toBe('connecting');
    last().open();
    expect(last().sent.map((m) => m.type)).toEqual(['hello', 'ping', 'join']);
    expect(last().sent[0]).toEqual({ type: 'hello', protocol: 1 });
    expect(last().ofType('join')[0]).toEqual({ type: 'join', consultationId: ROOM, lastSeq: 0 });
    expect(client.status).toBe('open');
    vi.advanceTimersByTime(15_000);
    expect(last().ofType('ping')).toHaveLength(2);
  });

  it('keeps a message in the outbox until acknowledged, then shows it once with its number', () => {
    const { client, last, connect, events } = setup();
    connect([msg(1, 'astrologer')]);
    const id = client.sendChat('  Namaste  ')!;
    expect(last().ofType('chat.send')).toEqual([
      { type: 'chat.send', consultationId: ROOM, clientId: id, text: 'Namaste' },
    ]);
    expect(client.outbox.map((o) => o.clientId)).toEqual([id]);
    expect(client.messages.map((m) => m.seq)).toEqual([1]);

    last().receive({ type: 'chat.ack', consultationId: ROOM, clientId: id, seq: 2, at: '2026-01-01T10:00:01Z' });
    expect(client.outbox).toEqual([]);
    expect(client.messages.map((m) => [m.seq, m.from, m.text])).toEqual([
      [1, 'astrologer', 'm1'],
      [2, 'user', 'Namaste'],
    ]);
    // The server echoing the same message (another tab of mine) adds nothing.
    last().receive({ type: 'chat.message', consultationId: ROOM, message: { ...msg(2, 'user', 'Namaste', id) } });
    expect(client.messages).toHaveLength(2);
    expect(events.filter((e) => e.type === 'chat').length).toBeGreaterThan(0);
  });

  it('holds messages written while offline and sends them after the next join', () => {
    const { client, last, connect } = setup();
    const id = client.sendChat('written before connecting')!;
    expect(last().sent).toEqual([]);
    connect();
    expect(
      last()
        .ofType('chat.send')
        .map((m) => m.clientId),
    ).toEqual([id]);
  });

  it('resends an unacknowledged message on an open connection after a while', () => {
    const { client, last, connect } = setup();
    connect();
    const id = client.sendChat('hello?')!;
    expect(last().ofType('chat.send')).toHaveLength(1);
    vi.advanceTimersByTime(9_000);
    expect(
      last()
        .ofType('chat.send')
        .map((m) => m.clientId),
    ).toEqual([id, id]);
  });

  it('reconnects with backoff, resumes after the last sequence, and resends what was not acknowledged', () => {
    const { client, sockets, last, connect, events } = setup();
    connect([msg(1, 'astrologer'), msg(2, 'user', 'hi', 'mine-000001')]);
    const id = client.sendChat('are you there?')!;
    last().drop();
    expect(client.status).toBe('reconnecting');
    expect(events.some((e) => e.type === 'status' && e.status === 'reconnecting')).toBe(true);
    // random() = 0.5 → 375 ms for the first attempt.
    vi.advanceTimersByTime(374);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    last().open();
    expect(last().ofType('join')).toEqual([{ type: 'join', consultationId: ROOM, lastSeq: 2 }]);
    // Not resent before the history is in (it may already be stored).
    expect(last().ofType('chat.send')).toEqual([]);
    last().receive({ type: 'chat.history', consultationId: ROOM, messages: [msg(3, 'astrologer')], lastSeq: 3 });
    expect(
      last()
        .ofType('chat.send')
        .map((m) => m.clientId),
    ).toEqual([id]);
    expect(events.filter((e) => e.type === 'joined')).toEqual([
      { type: 'joined', rejoin: false },
      { type: 'joined', rejoin: true },
    ]);
    expect(client.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('drops from the outbox a message the history shows was stored before the connection fell', () => {
    const { client, last, connect } = setup();
    connect();
    const id = client.sendChat('stored, ack lost')!;
    last().drop();
    vi.advanceTimersByTime(500);
    connect([{ ...msg(1, 'user', 'stored, ack lost', id) }]);
    expect(client.outbox).toEqual([]);
    expect(last().ofType('chat.send')).toEqual([]);
    expect(client.messages.map((m) => m.clientId)).toEqual([id]);
  });

  it('waits longer after each failed attempt, up to ten seconds', () => {
    const { sockets, last } = setup({ random: () => 1 });
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      last().drop();
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('de-duplicates messages by sequence number and by clientId, and keeps them in order', () => {
    const { client, last, connect } = setup();
    connect([msg(2, 'astrologer'), msg(1, 'user')]);
    last().receive({ type: 'chat.message', consultationId: ROOM, message: msg(2, 'astrologer') });
    last().receive({ type: 'chat.message', consultationId: ROOM, message: msg(4, 'astrologer') });
    last().receive({ type: 'chat.message', consultationId: ROOM, message: msg(3, 'astrologer') });
    last().receive({
      type: 'chat.history',
      consultationId: ROOM,
      messages: [msg(3, 'astrologer'), msg(4, 'astrologer')],
      lastSeq: 4,
    });
    // Same clientId under another number: shown once.
    last().receive({
      type: 'chat.message',
      consultationId: ROOM,
      message: { ...msg(5, 'astrologer'), clientId: 'c-4-xxxxxx' },
    });
    expect(client.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    // Another room's messages are not ours.
    last().receive({
      type: 'chat.message',
      consultationId: '00000000-0000-4000-8000-000000000000',
      message: msg(9, 'astrologer'),
    });
    expect(client.messages).toHaveLength(4);
  });

  it('resumes from the last sequence without a gap', () => {
    const { client, last, connect } = setup();
    connect([msg(1, 'user'), msg(2, 'astrologer')]);
    last().receive({ type: 'chat.message', consultationId: ROOM, message: msg(4, 'astrologer') });
    // 3 never arrived: a rejoin asks for everything after 2.
    expect(client.lastSeq).toBe(2);
    last().drop();
    vi.advanceTimersByTime(500);
    last().open();
    expect(last().ofType('join')[0]).toMatchObject({ lastSeq: 2 });
    last().receive({
      type: 'chat.history',
      consultationId: ROOM,
      messages: [msg(3, 'user'), msg(4, 'astrologer')],
      lastSeq: 4,
    });
    expect(client.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(client.lastSeq).toBe(4);
  });

  it('takes a blocked message out of the outbox and hands back its text and reason', () => {
    const { client, last, connect, events } = setup();
    connect();
    const id = client.sendChat('call me on 98765 43210')!;
    last().receive({
      type: 'error',
      code: 'blocked-content',
      message: 'Phone numbers cannot be shared',
      consultationId: ROOM,
      clientId: id,
      reason: 'phone',
    });
    expect(client.outbox).toEqual([]);
    expect(events.find((e) => e.type === 'blocked')).toEqual({
      type: 'blocked',
      clientId: id,
      text: 'call me on 98765 43210',
      reason: 'phone',
      message: 'Phone numbers cannot be shared',
    });
    expect(client.messages).toEqual([]);
  });

  it('keeps a message refused for another reason as failed, to retry with the same id or discard', () => {
    const { client, last, connect } = setup();
    connect();
    const id = client.sendChat('too fast')!;
    last().receive({ type: 'error', code: 'rate-limited', message: 'Slow down', consultationId: ROOM, clientId: id });
    expect(client.outbox[0]?.failed).toEqual({ code: 'rate-limited', message: 'Slow down' });
    vi.advanceTimersByTime(20_000);
    expect(last().ofType('chat.send')).toHaveLength(1);
    client.retry(id);
    expect(
      last()
        .ofType('chat.send')
        .map((m) => m.clientId),
    ).toEqual([id, id]);
    expect(client.outbox[0]?.failed).toBeNull();
    client.discard(id);
    expect(client.outbox).toEqual([]);
  });

  it('keeps the outbox in session storage across a reload', () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    first.connect();
    const id = first.client.sendChat('survives a reload')!;
    first.client.stop();

    const second = setup({ storage });
    expect(second.client.outbox.map((o) => [o.clientId, o.text])).toEqual([[id, 'survives a reload']]);
    second.connect();
    expect(
      second
        .last()
        .ofType('chat.send')
        .map((m) => m.clientId),
    ).toEqual([id]);
    second.last().receive({ type: 'chat.ack', consultationId: ROOM, clientId: id, seq: 1, at: '2026-01-01T10:00:00Z' });
    expect(storage.map.size).toBe(0);
  });

  it('sends read and delivered receipts once per new mark, and again after a rejoin', () => {
    const { client, last, connect } = setup();
    client.markDelivered(3);
    connect([msg(1, 'astrologer'), msg(2, 'astrologer'), msg(3, 'astrologer')]);
    expect(last().ofType('chat.receipt')).toEqual([
      { type: 'chat.receipt', consultationId: ROOM, seq: 3, status: 'delivered' },
    ]);
    client.markDelivered(2);
    client.markRead(3);
    client.markRead(3);
    expect(last().ofType('chat.receipt')).toEqual([
      { type: 'chat.receipt', consultationId: ROOM, seq: 3, status: 'delivered' },
      { type: 'chat.receipt', consultationId: ROOM, seq: 3, status: 'read' },
    ]);
  });

  it('sends typing at most every two seconds and stops after three idle seconds', () => {
    const { client, last, connect } = setup();
    connect();
    client.typing(true);
    vi.advanceTimersByTime(500);
    client.typing(true);
    expect(last().ofType('typing')).toEqual([{ type: 'typing', consultationId: ROOM, typing: true }]);
    vi.advanceTimersByTime(1600);
    client.typing(true);
    expect(last().ofType('typing')).toHaveLength(2);
    vi.advanceTimersByTime(TYPING_IDLE_MS);
    expect(last().ofType('typing').at(-1)).toEqual({ type: 'typing', consultationId: ROOM, typing: false });
    expect(last().ofType('typing')).toHaveLength(3);
  });

  it('passes other server messages on and measures the server clock from pongs', () => {
    const { client, last, connect, events } = setup();
    connect();
    const ping = last().ofType('ping')[0] as { at: number };
    vi.advanceTimersByTime(100);
    last().receive({ type: 'pong', at: ping.at, serverTime: ping.at + 5_050 });
    expect(client.clockOffset).toBe(5_000);
    last().receive({ type: 'consultation.warning', consultationId: ROOM, secondsLeft: 55 });
    expect(events.at(-1)).toEqual({
      type: 'server',
      message: { type: 'consultation.warning', consultationId: ROOM, secondsLeft: 55 },
    });
    expect(client.signal({ type: 'restart' })).toBe(true);
    expect(last().ofType('rtc.signal')).toEqual([
      { type: 'rtc.signal', consultationId: ROOM, signal: { type: 'restart' } },
    ]);
  });

  it('closes a silent connection and reconnects', () => {
    const { sockets, last, connect } = setup();
    connect();
    const first = last();
    vi.advanceTimersByTime(15_000 * 3 + 1_000);
    expect(first.closed?.code).toBe(4001);
    expect(sockets.length).toBeGreaterThan(1);
  });

  it('stops for good when stopped', () => {
    const { client, sockets, last, connect } = setup();
    connect();
    client.stop();
    expect(client.status).toBe('stopped');
    expect(last().closed?.code).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('resuming a long conversation', () => {
  const longChat = Array.from({ length: 1200 }, (_, i) => msg(i + 1, i % 2 === 0 ? 'user' : 'astrologer'));
  /** The API's pages of 500 after a cursor, as the server answers them. */
  const page = (afterSeq: number) => {
    const rest = longChat.filter((m) => m.seq > afterSeq);
    const messages = rest.slice(0, 500);
    const more = rest.length > 500;
    return { messages, lastSeq: 1200, more, nextAfterSeq: more ? messages[messages.length - 1]!.seq : 1200 };
  };

  it("fetches every page after the join's first one before it counts as joined", async () => {
    const cursors: number[] = [];
    const sockets: FakeSocket[] = [];
    const events: ConsultSocketEvent[] = [];
    const client = new ConsultSocket({
      url: 'ws://localhost/ws',
      consultationId: ROOM,
      role: 'user',
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      storage: null,
      random: () => 0.5,
      fetchHistory: async (afterSeq) => {
        cursors.push(afterSeq);
        return page(afterSeq);
      },
    });
    client.subscribe((e) => events.push(e));
    client.start();
    sockets[0]!.open();
    const first = page(0);
    sockets[0]!.receive({ type: 'chat.history', consultationId: ROOM, ...first });
    expect(events.some((e) => e.type === 'joined')).toBe(false);
    await vi.waitFor(() => expect(events.some((e) => e.type === 'joined')).toBe(true));
    expect(cursors).toEqual([500, 1000]);
    expect(client.messages.map((m) => m.seq)).toEqual(longChat.map((m) => m.seq));
    expect(client.lastSeq).toBe(1200);
    // A reconnect asks only for what follows the whole conversation.
    sockets[0]!.drop();
    vi.advanceTimersByTime(500);
    sockets[1]!.open();
    expect(sockets[1]!.ofType('join')).toEqual([{ type: 'join', consultationId: ROOM, lastSeq: 1200 }]);
    client.stop();
  });

  it('without a way to fetch pages, joins again from the end of the page it has', () => {
    const { client, last } = setup();
    last().open();
    last().receive({ type: 'chat.history', consultationId: ROOM, ...page(0) });
    expect(last().ofType('join')).toEqual([
      { type: 'join', consultationId: ROOM, lastSeq: 0 },
      { type: 'join', consultationId: ROOM, lastSeq: 500 },
    ]);
    last().receive({ type: 'chat.history', consultationId: ROOM, ...page(500) });
    last().receive({ type: 'chat.history', consultationId: ROOM, ...page(1000) });
    expect(client.messages).toHaveLength(1200);
    expect(client.lastSeq).toBe(1200);
    client.stop();
  });
});

describe('a skipped sequence number', () => {
  /** A conversation on the server, answered page by page (`pageSize` a page) as the API does. */
  function server(all: ChatMessageViewData[], pageSize = 500) {
    const cursors: number[] = [];
    let failNext = 0;
    const fetchHistory = async (afterSeq: number) => {
      cursors.push(afterSeq);
      if (failNext > 0) {
        failNext--;
        return null;
      }
      const rest = all.filter((m) => m.seq > afterSeq);
      const messages = rest.slice(0, pageSize);
      const more = rest.length > pageSize;
      const lastSeq = all.at(-1)?.seq ?? 0;
      return { messages, lastSeq, more, nextAfterSeq: more ? messages.at(-1)!.seq : lastSeq };
    };
    return { cursors, fetchHistory, fail: (n: number) => (failNext = n) };
  }

  function room(fetchHistory: ((afterSeq: number) => Promise<unknown>) | null) {
    const sockets: FakeSocket[] = [];
    const events: ConsultSocketEvent[] = [];
    let ids = 0;
    const client = new ConsultSocket({
      url: 'ws://localhost/ws',
      consultationId: ROOM,
      role: 'user',
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      storage: null,
      random: () => 0.5,
      newClientId: () => `client-${++ids}-abcdef`,
      fetchHistory: fetchHistory as never,
    });
    client.subscribe((e) => events.push(e));
    client.start();
    const last = () => sockets.at(-1)!;
    last().open();
    /** Every list of messages the client showed, as sequence numbers. */
    const shown = () => events.flatMap((e) => (e.type === 'chat' ? [e.messages.map((m) => m.seq)] : []));
    return { client, sockets, events, last, shown };
  }

  const live = (m: ChatMessageViewData): WsServerMessage => ({
    type: 'chat.message',
    consultationId: ROOM,
    message: m,
  });
  const all = [1, 2, 3, 4, 5, 6].map((n) => msg(n, n % 2 ? 'astrologer' : 'user'));

  it('fetches what it missed, paging to the end, and shows every message once, in order', async () => {
    const api = server(all, 2);
    const { client, last, shown } = room(api.fetchHistory);
    last().receive({ type: 'chat.history', consultationId: ROOM, messages: [all[0]!], lastSeq: 1 });
    last().receive(live(all[5]!));
    // 2–5 never arrived: 6 waits behind the hole.
    expect(client.messages.map((m) => m.seq)).toEqual([1]);
    expect(api.cursors).toEqual([]);
    vi.advanceTimersByTime(500);
    await vi.waitFor(() => expect(client.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]));
    expect(api.cursors).toEqual([1, 3, 5]);
    // Every list shown was in order and without a hole.
    for (const list of shown()) expect(list).toEqual(list.map((_, i) => i + 1));
    // Arriving again live changes nothing.
    last().receive(live(all[3]!));
    expect(client.messages).toHaveLength(6);
    expect(client.lastSeq).toBe(6);
    client.stop();
  });

  it('fetches nothing when the missing message arrives within the wait (two instances crossing)', async () => {
    const api = server(all);
    const { client, last } = room(api.fetchHistory);
    last().receive({ type: 'chat.history', consultationId: ROOM, messages: [all[0]!], lastSeq: 1 });
    last().receive(live(all[2]!));
    vi.advanceTimersByTime(200);
    last().receive(live(all[1]!));
    vi.advanceTimersByTime(1_000);
    await Promise.resolve();
    expect(api.cursors).toEqual([]);
    expect(client.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    client.stop();
  });

  it('keeps an acknowledged message of its own behind a hole, unsent again, until the hole is filled', async () => {
    const api = server([msg(1, 'astrologer'), msg(2, 'astrologer')]);
    const { client, last } = room(api.fetchHistory);
    last().receive({ type: 'chat.history', consultationId: ROOM, messages: [], lastSeq: 0 });
    const id = client.sendChat('hello')!;
    // The astrologer's 1 and 2 were lost on the way; my message became 3.
    last().receive({ type: 'chat.ack', consultationId: ROOM, clientId: id, seq: 3, at: '2026-01-01T10:00:01Z' });
    expect(client.outbox.map((o) => o.clientId)).toEqual([id]);
    expect(client.messages).toEqual([]);
    vi.advanceTimersByTime(499);
    expect(last().ofType('chat.send')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() =>
      expect(client.messages.map((m) => [m.seq, m.from])).toEqual([
        [1, 'astrologer'],
        [2, 'astrologer'],
        [3, 'user'],
      ]),
    );
    expect(client.outbox).toEqual([]);
    vi.advanceTimersByTime(20_000);
    expect(last().ofType('chat.send')).toHaveLength(1);
    client.stop();
  });

  it('after a failed page, asks the server over the socket a little later', async () => {
    const api = server(all);
    const { client, last } = room(api.fetchHistory);
    last().receive({ type: 'chat.history', consultationId: ROOM, messages: [all[0]!], lastSeq: 1 });
    api.fail(1);
    last().receive(live(all[3]!));
    vi.advanceTimersByTime(500);
    await vi.waitFor(() => expect(api.cursors).toEqual([1]));
    await vi.advanceTimersByTimeAsync(1_900);
    expect(last().ofType('join')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(last().ofType('join').at(-1)).toEqual({ type: 'join', consultationId: ROOM, lastSeq: 1 });
    last().receive({ type: 'chat.history', consultationId: ROOM, messages: all.slice(1, 4), lastSeq: 4 });
    expect(client.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    client.stop();
  });

  it('without a way to fetch pages, joins again from the last number without a hole', () => {
    const { client, last } = room(null);
    last().receive({ type: 'chat.history', consultationId: ROOM, messages: [all[0]!], lastSeq: 1 });
    last().receive(live(all[2]!));
    vi.advanceTimersByTime(500);
    expect(last().ofType('join').at(-1)).toEqual({ type: 'join', consultationId: ROOM, lastSeq: 1 });
    last().receive({ type: 'chat.history', consultationId: ROOM, messages: all.slice(1, 3), lastSeq: 3 });
    expect(client.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    client.stop();
  });
});
