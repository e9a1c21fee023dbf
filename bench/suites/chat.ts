// Chat delivery under load on one API instance, the meter and heartbeats running as in
// production: N live consultations, each user sending a message every few seconds; the load
// generator runs in a child process and measures send → delivery to the astrologer.
//
//   BENCH_CHAT_SESSIONS=2000   consultations (two sockets each)
//   BENCH_CHAT_SECONDS=20      length of the measured load
//   BENCH_CHAT_DB              `pglite`: in-memory PGlite; `postgres`: a throwaway PostgreSQL
//                              cluster (as `npm test` starts one), or BENCH_DATABASE_URL. Unset:
//                              both, one after the other (PostgreSQL when its server is installed).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '@drishti/core/auth/sessions';
import { ConsoleSmsProvider } from '@drishti/core/sms';
import { astrologers, consultations, ledgerRepository, openDatabase, users } from '@drishti/db/testing';
import { buildApi } from '../../apps/api/src/app';
import { createContext } from '../../apps/api/src/context';
import { loadEnv } from '../../apps/api/src/env';
import type { BenchRow } from '../types';

const SESSIONS = Number(process.env.BENCH_CHAT_SESSIONS ?? 2000);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const INTERVAL_MS = 5000;
const HOLD = 100_000;

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

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const kind of await kinds()) rows.push(...(await runOn(kind)));
  return rows;
}

async function runOn(kind: Kind): Promise<BenchRow[]> {
  const on = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
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
  const db = database_.db;
  const ledger = ledgerRepository(db);
  const promotions = await ledger.account('promotions', null);
  const now = new Date();
  const sessions: { id: string; user: string; astro: string }[] = [];
  for (let i = 0; i < SESSIONS; i += 250) {
    const count = Math.min(250, SESSIONS - i);
    const idx = Array.from({ length: count }, (_, k) => i + k);
    const people = await db
      .insert(users)
      .values(
        idx.flatMap((k) => [
          { phone: `9170${String(k).padStart(8, '0')}` },
          { phone: `9171${String(k).padStart(8, '0')}`, role: 'astrologer' as const },
        ]),
      )
      .returning({ id: users.id, phone: users.phone });
    const byPhone = new Map(people.map((p) => [p.phone, p.id]));
    const astros = await db
      .insert(astrologers)
      .values(
        idx.map((k) => ({
          userId: byPhone.get(`9171${String(k).padStart(8, '0')}`)!,
          slug: `bench-astrologer-${k}`,
          name: `Bench ${k}`,
          nameHi: `बेंच ${k}`,
          gender: 'other' as const,
          bioEn: 'Bench',
          bioHi: 'बेंच',
          skills: ['vedic'],
          languages: ['hindi'],
          specializations: [],
          experienceYears: 1,
          pricePerMinute: 10,
        })),
      )
      .returning({ id: astrologers.id, userId: astrologers.userId });
    const rows = await db
      .insert(consultations)
      .values(
        astros.map((a, k) => ({
          userId: byPhone.get(`9170${String(idx[k]).padStart(8, '0')}`)!,
          astrologerId: a.id,
          channel: 'chat' as const,
          status: 'active' as const,
          pricePerMinute: 10,
          commissionPercent: 30,
          // Coins held for the whole run, so the meter bills without reserving more.
          reservedCoins: HOLD,
          acceptedAt: now,
          meterAt: now,
        })),
      )
      .returning({ id: consultations.id, userId: consultations.userId, astrologerId: consultations.astrologerId });
    const astroUser = new Map(astros.map((a) => [a.id, a.userId!]));
    for (const c of rows) {
      // The hold exists in the ledger too, so that a settlement (if one happens) balances.
      const reserved = await ledger.account('reserved', c.userId);
      await ledger.post({
        key: `bench:hold:${c.id}`,
        kind: 'promotion',
        postings: [
          { accountId: promotions.id, amount: -HOLD },
          { accountId: reserved.id, amount: HOLD },
        ],
      });
      const u = await ctx.services.sessions.create(c.userId);
      const a = await ctx.services.sessions.create(astroUser.get(c.astrologerId)!);
      sessions.push({ id: c.id, user: `${SESSION_COOKIE}=${u.token}`, astro: `${SESSION_COOKIE}=${a.token}` });
    }
  }

  // Every astrologer starts offline and comes online as in production: signed in, they switch chat
  // on through the API here, and the load client's socket keeps them connected.
  for (const s of sessions) {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/astrologer/presence',
      payload: { chat: true, voice: false, video: false },
      headers: { cookie: s.astro },
    });
    if (res.statusCode !== 200) throw new Error(`an astrologer could not go online: ${res.body.slice(0, 200)}`);
  }
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
  const client = fileURLToPath(new URL('../chat-client.mjs', import.meta.url));
  const config = join(mkdtempSync(join(tmpdir(), 'drishti-chat-bench-')), 'sessions.json');
  writeFileSync(config, JSON.stringify({ base, sessions, seconds: SECONDS, intervalMs: INTERVAL_MS }));
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [client, config], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 900_000);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
      if (!meter && stderr.includes('ready\n')) {
        loadStart = loadavg();
        void countOnline();
        startMeter();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`chat load client failed (${code}): ${stderr.slice(0, 2000)}`));
    });
  });
  clearInterval(meter);
  const loadEnd = loadavg();
  if (onlineAtLoad !== SESSIONS) {
    throw new Error(`${onlineAtLoad} astrologers were online during the load, not ${SESSIONS}`);
  }
  const r = JSON.parse(out) as {
    sent: number;
    delivered: number;
    p50: number;
    p99: number;
    max: number;
    errors: number;
    connectMs: number;
  };
  await api.app.close();
  await database_.close();
  cluster?.stop();
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join('/');
  const note = `${SESSIONS} sessions (${SESSIONS * 2} sockets), 1 msg/${INTERVAL_MS / 1000} s per user for ${SECONDS} s; ${onlineAtLoad} astrologers online; ${r.delivered}/${r.sent} delivered, ${r.errors} errors, ${meterErrors} meter errors; ${database_.kind}; load average ${load(loadStart)} → ${load(loadEnd)}`;
  return [
    {
      name: `chat delivery p99 on ${on} (send → other side)`,
      value: r.p99,
      unit: 'ms',
      target: '<= 50 ms at 2,000 sessions',
      note,
    },
    { name: `chat delivery p50 on ${on}`, value: r.p50, unit: 'ms' },
    { name: `chat delivery max on ${on}`, value: r.max, unit: 'ms' },
    { name: `chat: connect + join all sockets on ${on}`, value: r.connectMs, unit: 'ms' },
  ];
}
