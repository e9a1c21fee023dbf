import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConsultationViewData } from '@drishti/contracts/consultations';
import type { WsServerMessage } from '@drishti/contracts/ws';
import {
  type Database,
  demoAstrologerPhone,
  demoAstrologers,
  ledgerRepository,
  openDatabase,
} from '@drishti/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, freePort, startApiProcess } from './api-process';
import { TestSocket } from './test-client';

/**
 * The production server as a real process, killed with SIGKILL in the middle of a paid chat and
 * started again on the same data (a PGlite directory on disk, or a PostgreSQL database when
 * TEST_DATABASE_URL is set): nothing acknowledged is lost, nothing is stored or delivered twice,
 * the user pays at most the connected minutes plus one, and the books close exactly once.
 */
const MINUTE = 1000; // CONSULT_MINUTE_MS: a billed minute lasts one second here
const ASTROLOGER = 11; // the cheapest demo astrologer (20 coins a minute)

type ChatMessage = Extract<WsServerMessage, { type: 'chat.message' }>;
type ChatHistory = Extract<WsServerMessage, { type: 'chat.history' }>;
type ChatAck = Extract<WsServerMessage, { type: 'chat.ack' }>;
type Meter = Extract<WsServerMessage, { type: 'consultation.meter' }>;

const dataDir = mkdtempSync(join(tmpdir(), 'drishti-restart-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const pgName = `drishti_restart_${randomBytes(5).toString('hex')}`;
let databaseUrl: string | undefined;
let server: ApiProcess | undefined;
const sockets: TestSocket[] = [];

afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl && databaseUrl) {
    const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
    await admin.db.execute(`drop database if exists ${pgName} with (force)`);
    await admin.close();
  }
});

async function start(port: number): Promise<ApiProcess> {
  server = await startApiProcess(port, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'restart-secret-restart-secret-restart-0123',
    DATA_DIR: dataDir,
    CONSULT_MINUTE_MS: String(MINUTE),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  return server;
}

/** The database the process used, opened here once the process has stopped (PGlite allows one user). */
function openData(): Promise<Database> {
  return openDatabase(databaseUrl ? { url: databaseUrl, poolSize: 2 } : { dataDir: join(dataDir, 'pglite') });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a server killed mid-session and restarted', () => {
  it('resumes the chat without loss or duplicates and settles once, charging at most connected + 1 minute', {
    timeout: 240_000,
  }, async () => {
    if (adminUrl) {
      const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
      await admin.db.execute(`create database ${pgName}`);
      await admin.close();
      const url = new URL(adminUrl);
      url.pathname = `/${pgName}`;
      databaseUrl = url.toString();
    }
    const port = await freePort();
    let api = await start(port);
    const http = async (method: string, path: string, cookie?: string, body?: object) => {
      const res = await fetch(`http://${api.base}${path}`, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await res.json()) as { success: boolean; data: unknown; message: string };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
      return { res, data: json.data };
    };
    const signIn = async (phone: string) => {
      await http('POST', '/api/auth/otp', undefined, { phone });
      const outbox = (await http('GET', `/api/dev/outbox?phone=91${phone}`)).data as { text: string }[];
      const code = outbox[0]!.text.match(/\b(\d{6})\b/)![1];
      const { res } = await http('POST', '/api/auth/verify', undefined, { phone, code });
      const session = res.headers.getSetCookie().find((c) => c.startsWith('drishti_session='))!;
      return session.split(';')[0]!;
    };
    const view = async (cookie: string) =>
      (await http('GET', `/api/consultations/${id}`, cookie)).data as ConsultationViewData;
    const wallet = async (cookie: string) =>
      (await http('GET', '/api/wallet', cookie)).data as { coins: number; reserved: number };
    const open = async (cookie: string) => {
      const s = await TestSocket.open(api.base, cookie);
      s.ws.on('error', () => {}); // the server dies under it: a reset is expected
      sockets.push(s);
      return s;
    };
    let id = '';

    // A live astrologer and a user with 2,000 coins.
    const astro = await signIn(demoAstrologerPhone(ASTROLOGER).slice(2));
    await http('POST', '/api/astrologer/presence', astro, { chat: true, voice: false, video: false });
    const profile = (await http('GET', `/api/publics/astrologers/${demoAstrologers[ASTROLOGER]!.slug}`)).data as {
      id: string;
      price: { perMinute: number };
    };
    const price = profile.price.perMinute;
    const user = await signIn('9876512345');
    const intent = (await http('POST', '/api/wallet/recharge', user, { packId: 'coins-2000' })).data as {
      order: { gatewayOrderId: string };
    };
    await fetch(`http://${api.base}/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pay',
    });
    await until('the recharge', async () => ((await wallet(user)).coins === 2000 ? true : undefined));

    // Request, accept, both sides join.
    let userSocket = await open(user);
    let astroSocket = await open(astro);
    id = (
      (await http('POST', '/api/users/consultations', user, { astrologerId: profile.id, channel: 'chat' })).data as {
        id: string;
      }
    ).id;
    await http('POST', `/api/astrologer/consultations/${id}/accept`, astro);
    const joinedAt = Date.now();
    userSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
    astroSocket.send({ type: 'join', consultationId: id, lastSeq: 0 });
    await userSocket.next((m) => m.type === 'chat.history', 30_000);
    await astroSocket.next((m) => m.type === 'chat.history', 30_000);

    /** What the astrologer's sockets have been given, by sequence number (duplicates counted). */
    const astroSaw = new Map<number, number>();
    /** Which message (client id) each sequence number carried, every time it came. */
    const astroIds = new Map<number, Set<string>>();
    const got = (x: { seq: number; clientId: string }) => {
      astroSaw.set(x.seq, (astroSaw.get(x.seq) ?? 0) + 1);
      astroIds.set(x.seq, (astroIds.get(x.seq) ?? new Set()).add(x.clientId));
    };
    const note = (m: WsServerMessage) => {
      if (m.type === 'chat.message' && m.consultationId === id) got(m.message);
      if (m.type === 'chat.history' && m.consultationId === id) for (const x of m.messages) got(x);
    };
    const watch = (s: TestSocket) => s.ws.on('message', (data) => note(JSON.parse(String(data)) as WsServerMessage));
    watch(astroSocket);
    const say = async (s: TestSocket, clientId: string, text: string) => {
      s.send({ type: 'chat.send', consultationId: id, clientId, text });
      return s.next<ChatAck>((m) => m.type === 'chat.ack' && m.clientId === clientId, 30_000);
    };

    const first = await say(userSocket, 'restart-u-1', 'Will my business grow this year?');
    await astroSocket.next<ChatMessage>(
      (m) => m.type === 'chat.message' && m.message.clientId === 'restart-u-1',
      30_000,
    );
    await say(astroSocket, 'restart-a-1', 'Saturn in your 11th house says slowly, yes.');
    const acked = await say(userSocket, 'restart-u-dup', 'Should I open a second shop?');
    await astroSocket.next<ChatMessage>(
      (m) => m.type === 'chat.message' && m.message.clientId === 'restart-u-dup',
      30_000,
    );
    expect([first.seq, acked.seq]).toEqual([1, 3]);

    // The meter bills a few minutes while both are connected.
    const billed = await userSocket.next<Meter>(
      (m) => m.type === 'consultation.meter' && m.meter.billedMinutes >= 3,
      60_000,
    );
    expect(billed.meter.running).toBe(true);
    // What the server stores is what survives it: wait until the stored view shows those minutes.
    await until('three billed minutes stored', async () => {
      const v = await view(user);
      return v.meter.billedMinutes >= 3 ? v : undefined;
    });

    // One more message goes out and the server dies at once: it may or may not have been stored.
    userSocket.send({ type: 'chat.send', consultationId: id, clientId: 'restart-u-pending', text: 'And my health?' });
    const killedAt = Date.now();
    expect(await api.stop('SIGKILL')).toBe(null);
    const connectedBefore = killedAt - joinedAt;

    // The server stays down for at least three billed minutes (however fast it restarts), then is
    // restarted on the same data. The recovery meters nobody for the time the server was down.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, killedAt + 3 * MINUTE - Date.now())));
    api = await start(port);
    const recovered = await view(user);
    expect(recovered.status).toBe('active');
    expect(recovered.meter.connectedMs).toBeLessThanOrEqual(connectedBefore);
    expect(recovered.meter.billedMinutes).toBeGreaterThanOrEqual(3);
    expect(recovered.meter.userPresent).toBe(false);
    expect(recovered.meter.astrologerPresent).toBe(false);

    // Both reconnect and resume from the last sequence number they have.
    const astroLast = Math.max(...astroSaw.keys());
    userSocket = await open(user);
    astroSocket = await open(astro);
    watch(astroSocket);
    const rejoinedAt = Date.now();
    const downMs = rejoinedAt - killedAt;
    userSocket.send({ type: 'join', consultationId: id, lastSeq: acked.seq });
    astroSocket.send({ type: 'join', consultationId: id, lastSeq: astroLast });
    const userHistory = await userSocket.next<ChatHistory>((m) => m.type === 'chat.history', 30_000);
    const astroHistory = await astroSocket.next<ChatHistory>((m) => m.type === 'chat.history', 30_000);
    expect(astroHistory.messages.every((m) => m.seq > astroLast)).toBe(true);
    expect(userHistory.messages.every((m) => m.seq > acked.seq)).toBe(true);

    // The client resends what was never acknowledged, and (as a retry would) what was.
    const pending = await say(userSocket, 'restart-u-pending', 'And my health?');
    const again = await say(userSocket, 'restart-u-dup', 'Should I open a second shop?');
    expect(again.seq).toBe(acked.seq);
    const after = await say(astroSocket, 'restart-a-2', 'Your health is steady; rest on Saturdays.');
    expect(after.seq).toBe(pending.seq + 1);
    await userSocket.next<ChatMessage>(
      (m) => m.type === 'chat.message' && m.message.clientId === 'restart-a-2',
      30_000,
    );

    // The meter runs again once both are back; then the user ends the session (twice: harmless).
    await userSocket.next<Meter>(
      (m) =>
        m.type === 'consultation.meter' &&
        m.meter.running &&
        m.meter.billedMinutes >= recovered.meter.billedMinutes + 2,
      60_000,
    );
    const ended = (await http('POST', `/api/consultations/${id}/end`, user)).data as ConsultationViewData;
    const endedAt = Date.now();
    const endedAgain = (await http('POST', `/api/consultations/${id}/end`, user)).data as ConsultationViewData;
    expect(endedAgain.chargedCoins).toBe(ended.chargedCoins);

    // Every message reached the astrologer, in one unbroken run of sequence numbers, each number
    // always carrying the same message. A resent message is published again (its first copy may
    // have been stored by an instance that died before publishing it; receivers keep one per
    // number): only the two resent ones may arrive twice, every other exactly once.
    await until('the last message at the astrologer', async () => (astroSaw.has(after.seq) ? true : undefined));
    expect([...astroSaw.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: after.seq }, (_, i) => i + 1));
    expect([...astroIds.values()].every((ids) => ids.size === 1)).toBe(true);
    const resent = new Set([acked.seq, pending.seq]);
    for (const [seq, n] of astroSaw) expect(n, `seq ${seq}`).toBeLessThanOrEqual(resent.has(seq) ? 2 : 1);

    // Billing: at most the connected minutes plus one, though the server was down for many minutes.
    const connectedMs = connectedBefore + (endedAt - rejoinedAt);
    expect(downMs).toBeGreaterThan(2 * MINUTE);
    expect(ended).toMatchObject({ status: 'ended', endReason: 'user', settled: true });
    expect(ended.meter.billedMinutes).toBeLessThanOrEqual(Math.ceil(connectedMs / MINUTE) + 1);
    expect(ended.meter.billedMinutes).toBeGreaterThanOrEqual(recovered.meter.billedMinutes + 2);
    expect(ended.chargedCoins).toBe(ended.meter.billedMinutes * price);
    expect(await wallet(user)).toEqual({ coins: 2000 - ended.chargedCoins!, reserved: 0 });

    // The books, read from the data the processes left behind.
    expect(await api.stop('SIGTERM')).toBe(0);
    const data = await openData();
    try {
      const settles = (await data.db.execute(
        `select t.id, t.meta from ledger_transactions t where t.idempotency_key = 'settle:${id}'`,
      )) as unknown as { rows: { id: string; meta: { charged: number; minutes: number } }[] };
      expect(settles.rows).toHaveLength(1);
      expect(settles.rows[0]!.meta).toMatchObject({ charged: ended.chargedCoins, minutes: ended.meter.billedMinutes });
      const entries = (await data.db.execute(
        `select a.kind, e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id
         where e.transaction_id = '${settles.rows[0]!.id}'`,
      )) as unknown as { rows: { kind: string; amount: number }[] };
      const by = Object.fromEntries(entries.rows.map((r) => [r.kind, Number(r.amount)]));
      expect((by.earnings ?? 0) + (by.platform ?? 0)).toBe(ended.chargedCoins);
      const messages = (await data.db.execute(
        `select seq, client_id from consultation_messages where consultation_id = '${id}' order by seq`,
      )) as unknown as { rows: { seq: number; client_id: string }[] };
      expect(messages.rows.map((r) => r.seq)).toEqual(Array.from({ length: after.seq }, (_, i) => i + 1));
      expect(messages.rows.filter((r) => r.client_id === 'restart-u-dup')).toHaveLength(1);
      expect(messages.rows.filter((r) => r.client_id === 'restart-u-pending')).toHaveLength(1);
      expect(await ledgerRepository(data.db).audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
    } finally {
      await data.close();
    }
  });
});
