import type { WsServerMessage } from '@drishti/contracts/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instances, startInstances } from './testing';

/**
 * Two API instances on one database, joined only by a real Redis server: a user on one talks
 * with an astrologer on the other, and the astrologer's online state is right on both.
 */
let clock = new Date('2026-11-22T06:00:00Z');
let fx: Instances;

beforeAll(async () => {
  fx = await startInstances({ now: () => clock });
});
afterAll(async () => {
  await fx?.close();
});

describe('two API instances with Redis', () => {
  it('carries a consultation between a user on one instance and an astrologer on the other, a message committed before a crash included', async () => {
    const a = await fx.instance();
    const b = await fx.instance();
    // The astrologer works on B; the user browses and pays on A.
    const astrologer = await fx.liveAstrologer(b, 10);
    const astro = astrologer.headers;
    const astroSocket = await fx.socket(b, astro);
    const onA = (await a.api.app.inject({ method: 'GET', url: `/api/publics/astrologers/${astrologer.slug}` })).json()
      .data;
    expect(onA.sessionsStatus).toMatchObject({ isChatLive: true, isVoiceLive: false });

    const user = await fx.payingUser(a, '9876550001');
    const userSocket = await fx.socket(a, user);

    // The request made on A reaches the astrologer's socket on B.
    const incoming = astroSocket.upcoming<Extract<WsServerMessage, { type: 'consultation.state' }>>(
      (m) => m.type === 'consultation.state' && m.consultation.status === 'requested',
    );
    const created = await a.api.app.inject({
      method: 'POST',
      url: '/api/users/consultations',
      payload: { astrologerId: astrologer.id, channel: 'chat' },
      headers: user,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as string;
    expect((await incoming).consultation).toMatchObject({ id, you: 'astrologer' });

    // Accepted on B: the user on A hears of it.
    const accepted = userSocket.upcoming<Extract<WsServerMessage, { type: 'consultation.state' }>>(
      (m) => m.type === 'consultation.state' && m.consultation.status === 'active',
    );
    await b.api.app.inject({ method: 'POST', url: `/api/astrologer/consultations/${id}/accept`, headers: astro });
    await accepted;
    userSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
    astroSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
    await userSocket.next((m) => m.type === 'chat.history');
    await astroSocket.next((m) => m.type === 'chat.history');

    // Messages and typing cross the instances both ways.
    userSocket.send({ type: 'chat.send', consultationId: id, clientId: 'two-inst-u-1', text: 'Will I get the job?' });
    const toAstro = await astroSocket.next<Extract<WsServerMessage, { type: 'chat.message' }>>(
      (m) => m.type === 'chat.message',
    );
    expect(toAstro.message).toMatchObject({ seq: 1, from: 'user', text: 'Will I get the job?' });
    astroSocket.send({ type: 'typing', consultationId: id, typing: true });
    await userSocket.next((m) => m.type === 'typing');
    astroSocket.send({
      type: 'chat.send',
      consultationId: id,
      clientId: 'two-inst-a-1',
      text: 'Jupiter transits your 10th house.',
    });
    const toUser = await userSocket.next<Extract<WsServerMessage, { type: 'chat.message' }>>(
      (m) => m.type === 'chat.message' && m.message.from === 'astrologer',
    );
    expect(toUser.message.seq).toBe(2);

    // Instance A commits a message of the user's and dies before publishing it: nothing crosses.
    // The user never had the ack and resends the same client id; the instance that finds it
    // already stored acknowledges it and publishes it again, and the astrologer on B gets it once.
    const me = (await a.api.app.inject({ method: 'GET', url: '/api/auth/me', headers: user })).json().data as {
      id: string;
    };
    const committed = await a.ctx.services.consultations.send(me.id, id, 'two-inst-u-crash', 'Are you there?');
    expect(committed.duplicate).toBe(false);
    const mark = astroSocket.received.length;
    userSocket.send({ type: 'chat.send', consultationId: id, clientId: 'two-inst-u-crash', text: 'Are you there?' });
    const resent = await astroSocket.next<Extract<WsServerMessage, { type: 'chat.message' }>>(
      (m) => m.type === 'chat.message' && m.message.clientId === 'two-inst-u-crash',
      5000,
      mark,
    );
    expect(resent.message).toMatchObject({ seq: 3, from: 'user', text: 'Are you there?' });
    const ack = await userSocket.next<Extract<WsServerMessage, { type: 'chat.ack' }>>(
      (m) => m.type === 'chat.ack' && m.clientId === 'two-inst-u-crash',
    );
    expect(ack.seq).toBe(3);
    userSocket.send({ type: 'chat.send', consultationId: id, clientId: 'two-inst-u-4', text: 'Hello?' });
    await astroSocket.next((m) => m.type === 'chat.message' && m.message.clientId === 'two-inst-u-4', 5000, mark);
    expect(
      astroSocket.received
        .slice(mark)
        .filter((m) => m.type === 'chat.message' && m.message.clientId === 'two-inst-u-crash'),
    ).toHaveLength(1);

    // The meter, run by instance B, reaches the user on A.
    clock = new Date(clock.getTime() + 35_000);
    await b.ctx.services.consultations.seen([
      { id, role: 'user' },
      { id, role: 'astrologer' },
    ]);
    const meter = userSocket.upcoming<Extract<WsServerMessage, { type: 'consultation.meter' }>>(
      (m) => m.type === 'consultation.meter' && m.meter.connectedMs > 0,
    );
    await b.ctx.services.consultations.sweep();
    expect((await meter).meter).toMatchObject({ connectedMs: 35_000, billedMinutes: 1, running: true });

    // The astrologer ends on B; the user on A sees the settled result.
    const ended = userSocket.upcoming<Extract<WsServerMessage, { type: 'consultation.state' }>>(
      (m) => m.type === 'consultation.state' && m.consultation.status === 'ended',
    );
    await b.api.app.inject({ method: 'POST', url: `/api/consultations/${id}/end`, headers: astro });
    expect((await ended).consultation).toMatchObject({
      settled: true,
      chargedCoins: created.json().data.pricePerMinute,
    });

    // The astrologer's socket goes quiet: after two minutes both instances show them offline.
    await astroSocket.close();
    clock = new Date(clock.getTime() + 3 * 60_000);
    await a.ctx.services.consultations.sweep();
    for (const inst of [a, b]) {
      const p = (
        await inst.api.app.inject({ method: 'GET', url: `/api/publics/astrologers/${astrologer.slug}` })
      ).json().data;
      expect(p.sessionsStatus).toMatchObject({ isChatLive: false, isVoiceLive: false, isVideoLive: false });
    }
  });
});
