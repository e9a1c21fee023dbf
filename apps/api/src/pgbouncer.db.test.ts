import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WsServerMessage } from '@drishti/contracts/ws';
import { openDatabase } from '@drishti/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, freePort, startApiProcess } from './realtime/api-process';
import {
  acceptedChat,
  http,
  joinAll,
  openSocket,
  type SystemHelpers,
  systemHelpers,
  type TestPostgres,
  testPostgres,
  until,
  viewOf,
} from './realtime/testing';
import type { TestSocket } from './realtime/test-client';

/**
 * The production server with DATABASE_URL through PgBouncer in transaction mode and
 * DATABASE_DIRECT_URL straight to PostgreSQL (docs/SCALING.md): it migrates an empty database on
 * the direct connection under the session advisory lock, and a paid chat (start, messages, the
 * meter's claims with FOR UPDATE SKIP LOCKED, the end and its settlement) runs through PgBouncer,
 * whose few server connections are shared by transaction. No session lock is left on them.
 */
const MINUTE_MS = 2000;
const POOL = 3;
type ChatMessage = Extract<WsServerMessage, { type: 'chat.message' }>;

let postgres: TestPostgres | undefined;
let bouncer: Awaited<ReturnType<SystemHelpers['startPgBouncer']>> | undefined;
let server: ApiProcess | undefined;
const sockets: TestSocket[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'drishti-pgbouncer-'));

afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await server?.stop('SIGKILL');
  await bouncer?.stop();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Rows of one statement on its own connection (PgBouncer's admin console takes plain statements only). */
async function query<T>(url: string, text: string): Promise<T[]> {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    return ((await database.db.execute(text)) as unknown as { rows: T[] }).rows;
  } finally {
    await database.close();
  }
}

describe('the API through PgBouncer in transaction mode', () => {
  it('migrates on the direct connection and runs a paid chat to its settlement through PgBouncer', {
    timeout: 120_000,
  }, async () => {
    postgres = await testPostgres();
    const db = await postgres.database('drishti_pgbouncer');
    bouncer = await (await systemHelpers()).startPgBouncer({
      targetUrl: postgres.adminUrl,
      databases: [db.name],
      poolSize: POOL,
    });
    const pooled = bouncer.url(db.name);
    server = await startApiProcess(await freePort(), {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'bouncer-secret-bouncer-secret-bouncer-0123',
      DATA_DIR: dataDir,
      DATABASE_URL: pooled,
      DATABASE_DIRECT_URL: db.url,
      // More clients than PgBouncer has server connections: they take turns by transaction.
      DATABASE_POOL_SIZE: '10',
      REMINDER_TICK_MS: '0',
      CONSULT_MINUTE_MS: String(MINUTE_MS),
      CONSULT_HEARTBEAT_INTERVAL_MS: '200',
      CONSULT_AWAY_GRACE_MS: '1500',
    });
    const api = server;

    const { id, astro, user, coinsBefore } = await acceptedChat(api, db.url, {
      astrologer: 15,
      userPhone: '9876552401',
    });
    const userSocket = await openSocket(api, user, sockets);
    const astroSocket = await openSocket(api, astro, sockets);
    await joinAll(id, [userSocket, astroSocket]);

    // Chat both ways: each message acknowledged to its sender and delivered to the other side.
    userSocket.send({ type: 'chat.send', consultationId: id, clientId: 'bouncer-u-1', text: 'Namaste' });
    const first = await astroSocket.next<ChatMessage>(
      (m) => m.type === 'chat.message' && m.message.clientId === 'bouncer-u-1',
    );
    astroSocket.send({ type: 'chat.send', consultationId: id, clientId: 'bouncer-a-1', text: 'Namaste, ask away.' });
    const second = await userSocket.next<ChatMessage>(
      (m) => m.type === 'chat.message' && m.message.clientId === 'bouncer-a-1',
    );
    expect([first.message.seq, second.message.seq]).toEqual([1, 2]);

    // The meter runs (claims, reservations of minutes ahead) through PgBouncer: two minutes billed.
    const running = await until(
      'two minutes metered',
      async () => {
        const v = await viewOf(api, user, id);
        return v.meter.billedMinutes >= 2 && v.meter.connectedMs > MINUTE_MS ? v : undefined;
      },
      30_000,
    );
    expect(running.status).toBe('active');

    // The user ends it: settled once, charged the billed minutes, the rest back in the wallet.
    await http(api, 'POST', `/api/consultations/${id}/end`, user, {});
    const ended = await viewOf(api, user, id);
    expect(ended).toMatchObject({ status: 'ended', settled: true });
    expect(ended.chargedCoins).toBe(ended.meter.billedMinutes * ended.pricePerMinute);
    const wallet = (await http(api, 'GET', '/api/wallet', user)).data as { coins: number; reserved: number };
    expect(wallet).toMatchObject({ coins: coinsBefore - ended.chargedCoins!, reserved: 0 });

    // It all went through PgBouncer's few server connections, by transaction ...
    const stats = await query<{ database: string; total_xact_count: string }>(bouncer.adminUrl, 'SHOW STATS');
    expect(Number(stats.find((s) => s.database === db.name)?.total_xact_count)).toBeGreaterThan(100);
    const servers = await query<{ database: string; remote_pid: string }>(bouncer.adminUrl, 'SHOW SERVERS');
    const pids = servers.filter((s) => s.database === db.name).map((s) => Number(s.remote_pid));
    expect(pids.length).toBeGreaterThan(0);
    expect(pids.length).toBeLessThanOrEqual(POOL);
    // ... and none of them holds a session lock (the migration's lock was taken on the direct one).
    const locks = await query<{ pid: number }>(db.url, `select pid from pg_locks where locktype = 'advisory'`);
    expect(locks.filter((l) => pids.includes(l.pid))).toEqual([]);
    const migrated = await query<{ n: number }>(db.url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrated[0]!.n).toBeGreaterThan(20);
  });
});
