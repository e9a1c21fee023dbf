// Chat delivery under load on one API instance, the meter and heartbeats running as in
// production: N live consultations, each user sending a message every few seconds; the load
// generator runs in a child process and measures send → delivery to the astrologer. Then, on
// PGlite, a stepped search for the number of sessions where p99 delivery passes 50 ms.
//
//   BENCH_CHAT_SESSIONS=2000   consultations (two sockets each)
//   BENCH_CHAT_SECONDS=20      length of the measured load
//   BENCH_CHAT_DB              `pglite`: in-memory PGlite; `postgres`: a throwaway PostgreSQL
//                              cluster (as `npm test` starts one), or BENCH_DATABASE_URL. Unset:
//                              both, one after the other (PostgreSQL when its server is installed).
//   BENCH_CHAT_CEILING=250,500,1000,2000   the steps of PGlite's search (sizes already measured
//                              are not run again); `0`: no search
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { ConsoleSmsProvider } from '@drishti/core/sms';
import { openDatabase } from '@drishti/db/testing';
import { buildApi } from '../../apps/api/src/app';
import { createContext } from '../../apps/api/src/context';
import { loadEnv } from '../../apps/api/src/env';
import { seedChatSessions, switchChatOn } from '../chat-seed';
import { type ChatLoadResult, runChatLoad } from '../chat-load';
import type { BenchRow } from '../types';

const SESSIONS = Number(process.env.BENCH_CHAT_SESSIONS ?? 2000);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const CEILING =
  process.env.BENCH_CHAT_CEILING === '0'
    ? []
    : (process.env.BENCH_CHAT_CEILING ?? '250,500,1000,2000').split(',').map((s) => Number(s.trim()));
const INTERVAL_MS = 5000;
/** The delivery time p99 is to stay within (ms). */
const P99_TARGET = 50;

interface Postgres {
  url: string;
  stop(): void;
}

type Kind = 'pglite' | 'postgres';

/** The helpers `npm test` uses for its PostgreSQL stage (plain JavaScript, typed here). */
async function system() {
  const helper = fileURLToPath(new URL('../../scripts/lib/system.mjs', import.meta.url));
  return (await import(helper)) as {
    startThrowawayPostgres(): Promise<Postgres>;
    findPostgresBin(): string | undefined;
  };
}

/** The databases to measure on: as BENCH_CHAT_DB says, else PGlite and (when it can run here) PostgreSQL. */
async function kinds(): Promise<Kind[]> {
  const asked = process.env.BENCH_CHAT_DB;
  if (asked === 'pglite' || asked === 'postgres') return [asked];
  if (asked) throw new Error(`BENCH_CHAT_DB must be pglite or postgres, not ${asked}`);
  if (process.env.BENCH_DATABASE_URL || (await system()).findPostgresBin() !== undefined) return ['pglite', 'postgres'];
  return ['pglite'];
}

/** The database under the API: in-memory PGlite, or PostgreSQL (a throwaway cluster, or a given URL). */
async function database(kind: Kind) {
  if (kind === 'pglite') return { db: await openDatabase(), cluster: null as Postgres | null };
  let url = process.env.BENCH_DATABASE_URL;
  let cluster: Postgres | null = null;
  if (!url) {
    cluster = await (await system()).startThrowawayPostgres();
    url = cluster.url;
  }
  // The production pool size (packages/db/src/connection.ts).
  return { db: await openDatabase({ url, poolSize: 10 }), cluster };
}

export interface ChatMeasure extends ChatLoadResult {
  sessions: number;
  kind: string;
  onlineAtLoad: number;
  meterErrors: number;
  /** CPU seconds the API process used during the load, per message sent. */
  cpuPerMessageMs: number;
  load: string;
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const done = new Map<number, ChatMeasure>();
  for (const kind of await kinds()) {
    const m = await measureOn(kind, SESSIONS);
    if (kind === 'pglite') done.set(SESSIONS, m);
    rows.push(...describe(m));
  }
  if (done.size > 0 && CEILING.length > 0) rows.push(...(await pgliteCeiling(done)));
  return rows;
}

function describe(m: ChatMeasure): BenchRow[] {
  const on = m.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const note = `${m.sessions} sessions (${m.sessions * 2} sockets), 1 msg/${INTERVAL_MS / 1000} s per user for ${SECONDS} s; ${m.onlineAtLoad} astrologers online; ${m.delivered}/${m.sent} delivered, ${m.errors} errors, ${m.meterErrors} meter errors; ${m.kind}; load average ${m.load}`;
  return [
    {
      name: `chat delivery p99 on ${on} (send → other side)`,
      value: m.p99,
      unit: 'ms',
      target: '<= 50 ms at 2,000 sessions',
      note,
    },
    { name: `chat delivery p50 on ${on}`, value: m.p50, unit: 'ms' },
    { name: `chat delivery max on ${on}`, value: m.max, unit: 'ms' },
    { name: `chat: connect + join all sockets on ${on}`, value: m.connectMs, unit: 'ms' },
    {
      name: `chat: API CPU per message on ${on}`,
      value: m.cpuPerMessageMs,
      unit: 'ms',
      note: 'CPU of the API process (chat, meter, heartbeats) during the load ÷ messages sent',
    },
  ];
}

/**
 * PGlite's ceiling: the chat bench at each step of BENCH_CHAT_CEILING, smallest first, until p99
 * delivery passes 50 ms; the ceiling is the largest step that stayed within it.
 */
async function pgliteCeiling(done: Map<number, ChatMeasure>): Promise<BenchRow[]> {
  const steps = [...CEILING].sort((a, b) => a - b);
  let within: ChatMeasure | null = null;
  let over: ChatMeasure | null = null;
  const seen: string[] = [];
  for (const n of steps) {
    const m = done.get(n) ?? (await measureOn('pglite', n));
    seen.push(`${n}: p99 ${m.p99} ms (p50 ${m.p50}, ${m.delivered}/${m.sent} delivered)`);
    if (m.p99 > P99_TARGET || m.delivered < m.sent) {
      over = m;
      break;
    }
    within = m;
  }
  const value = within?.sessions ?? 0;
  const note = over
    ? `first step over ${P99_TARGET} ms: ${over.sessions} sessions; steps ${seen.join('; ')}`
    : `not passed up to ${steps.at(-1)} sessions; steps ${seen.join('; ')}`;
  return [
    {
      name: `chat on PGlite: most sessions with p99 delivery <= ${P99_TARGET} ms`,
      value,
      unit: 'sessions',
      target: '2,000, or state the ceiling',
      note,
    },
  ];
}

/**
 * Waits until the API has seen every socket of the load close and the database has done the
 * departures they caused (each one runs the meter), so that closing the API does not wait on them.
 */
async function settle(server: Server, db: { execute(query: string): Promise<unknown> }): Promise<void> {
  const started = Date.now();
  const open = () => new Promise<number>((resolve) => server.getConnections((_, n) => resolve(n)));
  while ((await open()) > 0 && Date.now() - started < 120_000) await new Promise((r) => setTimeout(r, 200));
  // A trivial statement answers quickly once the queue of departures is done.
  for (let quick = 0; quick < 2 && Date.now() - started < 180_000; ) {
    const t = Date.now();
    await db.execute('select 1');
    quick = Date.now() - t < 20 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function measureOn(kind: Kind, count: number): Promise<ChatMeasure> {
  process.stderr.write(`  chat on ${kind}: ${count} sessions\n`);
  const { db: database_, cluster } = await database(kind);
  await database_.migrate();
  const env = loadEnv({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'drishti-chat-bench-data-')),
  });
  const ctx = createContext(env, database_, { sms: new ConsoleSmsProvider(() => {}) });
  const api = await buildApi({ ctx, rateLimits: false });
  api.app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    api.wsUpgrades.emit('upgrade', req, socket, head),
  );
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const sessions = await seedChatSessions(database_.db, ctx.services.sessions, count);
  // Every astrologer starts offline and switches chat on through the API; the load client's
  // socket then keeps them connected.
  await switchChatOn(sessions, async (cookie) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/astrologer/presence',
      payload: { chat: true, voice: false, video: false },
      headers: { cookie },
    });
    return { status: res.statusCode, body: res.body };
  });
  let onlineAtLoad = -1;
  const countOnline = async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/publics/astrologers?online=true&limit=1' });
    onlineAtLoad = (res.json() as { data?: { total?: number } }).data?.total ?? -1;
  };

  // The meter runs as in production (every 5 s) from the moment every socket has joined.
  let metering = false;
  let meterErrors = 0;
  let meter: NodeJS.Timeout | undefined;
  const startMeter = () => {
    meter = setInterval(() => {
      if (metering) return;
      metering = true;
      ctx.services.consultations
        .sweep()
        .catch(() => {
          meterErrors++;
        })
        .finally(() => {
          metering = false;
        });
    }, 5000);
  };
  let loadStart: number[] = [];
  let cpuStart = process.cpuUsage();
  let cpuUsed = { user: 0, system: 0 };
  const r = await runChatLoad({
    userBase: base,
    astroBase: base,
    sessions,
    seconds: SECONDS,
    intervalMs: INTERVAL_MS,
    onLoad: () => {
      loadStart = loadavg();
      cpuStart = process.cpuUsage();
      void countOnline();
      startMeter();
    },
    // (The load client runs in its own process: this process's CPU is the API's.)
    onDone: () => {
      cpuUsed = process.cpuUsage(cpuStart);
    },
  });
  clearInterval(meter);
  const loadEnd = loadavg();
  await settle(api.app.server, database_.db);
  if (onlineAtLoad !== count) {
    throw new Error(`${onlineAtLoad} astrologers were online during the load, not ${count}`);
  }
  await api.app.close();
  await database_.close();
  cluster?.stop();
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join('/');
  return {
    ...r,
    sessions: count,
    kind: database_.kind,
    onlineAtLoad,
    meterErrors,
    cpuPerMessageMs: Math.round(((cpuUsed.user + cpuUsed.system) / 1000 / Math.max(1, r.sent)) * 1000) / 1000,
    load: `${load(loadStart)} → ${load(loadEnd)}`,
  };
}
