import type { WsServerMessage } from '@drishti/contracts/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instances, startInstances } from './testing';
import type { TestSocket } from './test-client';

/**
 * Two API instances joined by a real Redis server that is stopped mid-conversation for 20 s and
 * started again: every message acknowledged during the outage reaches the other side once Redis
 * is back, and a socket opened during the outage is not deaf afterwards (docs/SCALING.md).
 */
type ChatMessage = Extract<WsServerMessage, { type: 'chat.message' }>;
const clock = new Date('2026-11-23T06:00:00Z');
/** How long Redis stays down (subscriptions fail and are retried all along). */
const OUTAGE_MS = 20_000;
let fx: Instances;

beforeAll(async () => {
  fx = await startInstances({ now: () => clock });
});
afterAll(async () => {
  await fx?.close();
});

/** The distinct chat messages a socket has been sent (live or in history), by sequence number. */
function chatSeen(s: TestSocket): Map<number, string> {
  const seen = new Map<number, string>();
  for (const m of s.received) {
    if (m.type === 'chat.message') seen.set(m.message.seq, m.message.clientId ?? '');
    if (m.type === 'chat.history') for (const h of m.messages) seen.set(h.seq, h.clientId ?? '');
  }
  return seen;
}

describe('a Redis outage between two instances', () => {
  it('delivers what was acknowledged during the outage once Redis is back, and leaves no deaf socket', {
    timeout: 180_000,
  }, async () => {
    const a = await fx.instance();
    const b = await fx.instance();
    const astrologer = await fx.liveAstrologer(b, 13);
    const astro = astrologer.headers;
    const astrologerId = astrologer.id;
    const astroOnB = await fx.socket(b, astro);
    const user = await fx.payingUser(a, '9876552302');
    const userOnA = await fx.socket(a, user);
    const created = await a.api.app.inject({
      method: 'POST',
      url: '/api/users/consultations',
      payload: { astrologerId, channel: 'chat' },
      headers: user,
    });
    const id = created.json().data.id as string;
    await b.api.app.inject({ method: 'POST', url: `/api/astrologer/consultations/${id}/accept`, headers: astro });
    for (const s of [userOnA, astroOnB]) {
      s.send({ type: 'join', consultationId: id, lastSeq: 0 });
      await s.next((m) => m.type === 'chat.history');
    }
    userOnA.send({ type: 'chat.send', consultationId: id, clientId: 'outage-u-0', text: 'Namaste' });
    await astroOnB.next((m) => m.type === 'chat.message' && m.message.clientId === 'outage-u-0');

    // Redis goes down. Both sides keep chatting: each message is stored and acknowledged.
    await fx.redisDown();
    const downAt = Date.now();
    const errorsBefore = fx.hubErrors.length;
    astroOnB.send({ type: 'chat.send', consultationId: id, clientId: 'outage-a-1', text: 'Your Saturn is strong.' });
    await astroOnB.next((m) => m.type === 'chat.ack' && m.clientId === 'outage-a-1', 15_000);
    // The astrologer opens a socket on A, the first of theirs there, while Redis is down.
    const astroOnA = await fx.socket(a, astro);
    astroOnA.send({ type: 'join', consultationId: id, lastSeq: 0 });
    await astroOnA.next((m) => m.type === 'chat.history', 15_000);
    userOnA.send({ type: 'chat.send', consultationId: id, clientId: 'outage-u-2', text: 'Will it change soon?' });
    await userOnA.next((m) => m.type === 'chat.ack' && m.clientId === 'outage-u-2', 15_000);
    // The astrologer reads the user's first message: the receipt is stored, its publish fails.
    astroOnB.send({ type: 'chat.receipt', consultationId: id, seq: 1, status: 'read' });
    for (const started = Date.now(); ; ) {
      const rows = (await fx.database.db.execute(
        `select astrologer_read_seq as n from consultations where id = '${id}'`,
      )) as unknown as {
        rows: { n: number }[];
      };
      if (rows.rows[0]?.n === 1) break;
      if (Date.now() - started > 15_000) throw new Error('the receipt was not stored');
      await new Promise((r) => setTimeout(r, 50));
    }
    const stateMark = userOnA.received.length;
    // Nothing crossed: the publishes failed.
    expect(fx.hubErrors.length).toBeGreaterThan(errorsBefore);
    expect([...chatSeen(userOnA).values()]).not.toContain('outage-a-1');
    expect([...chatSeen(astroOnB).values()]).not.toContain('outage-u-2');

    // Redis stays down for the whole outage, then is back on the same address: what was
    // acknowledged arrives, on every socket.
    await new Promise((r) => setTimeout(r, Math.max(0, downAt + OUTAGE_MS - Date.now())));
    expect([...chatSeen(userOnA).values()]).not.toContain('outage-a-1');
    await fx.redisUp();
    await userOnA.next((m) => m.type === 'chat.message' && m.message.clientId === 'outage-a-1', 20_000);
    await astroOnB.next((m) => m.type === 'chat.message' && m.message.clientId === 'outage-u-2', 20_000);
    await astroOnA.next(
      (m) =>
        (m.type === 'chat.message' && m.message.clientId === 'outage-u-2') ||
        (m.type === 'chat.history' && m.messages.some((h) => h.clientId === 'outage-u-2')),
      20_000,
    );

    // The receipt is not replayed as such, but the consultation's state, sent again from the
    // database by the catch-up, carries it: the user sees the message read.
    const state = await userOnA.next<Extract<WsServerMessage, { type: 'consultation.state' }>>(
      (m) => m.type === 'consultation.state' && m.consultation.peerReadSeq >= 1,
      20_000,
      stateMark,
    );
    expect(state.consultation).toMatchObject({ id, peerReadSeq: 1 });

    // And the socket opened during the outage hears what is sent afterwards.
    userOnA.send({ type: 'chat.send', consultationId: id, clientId: 'outage-u-3', text: 'Thank you.' });
    const live = await astroOnA.next<ChatMessage>(
      (m) => m.type === 'chat.message' && m.message.clientId === 'outage-u-3',
      20_000,
    );
    expect(live.message.seq).toBe(4);
    for (const s of [userOnA, astroOnB])
      await s.next((m) => m.type === 'chat.message' && m.message.clientId === 'outage-u-3', 20_000);
    // Each side has every message exactly once by sequence number, the same one for each client id.
    for (const s of [userOnA, astroOnB, astroOnA]) {
      const seen = chatSeen(s);
      expect([...seen.keys()].sort()).toEqual([1, 2, 3, 4]);
      expect(seen.get(2)).toBe('outage-a-1');
      expect(seen.get(3)).toBe('outage-u-2');
    }
  });
});
