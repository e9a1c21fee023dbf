// Chat across two API instances as production runs them: two processes of the production entry
// on one PostgreSQL and one Redis, each running its own meter and heartbeats. Every user's socket
// is on instance A and every astrologer's on instance B, so each message is stored by A, crosses
// Redis and is delivered by B. Reports p50/p99 delivery and the CPU both API processes spend per
// message (for the capacity plan, docs/CAPACITY.md).
//
//   BENCH_INSTANCES_SESSIONS=2000   consultations (two sockets each, one on each instance)
//   BENCH_INSTANCES_SECONDS=20      length of the measured load
//   BENCH_DATABASE_URL              a PostgreSQL server to use (a database is created and dropped
//                                   in it); unset: a throwaway cluster as `npm test` starts one
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionService } from '@drishti/core/auth/sessions';
import { openDatabase } from '@drishti/db/testing';
import { Redis } from 'ioredis';
import { type ApiProcess, freePort, startApiProcess } from '../../apps/api/src/realtime/api-process';
import { startRedisServer } from '../../apps/api/src/realtime/redis-server';
import { runChatLoad } from '../chat-load';
import { seedChatSessions, switchChatOn } from '../chat-seed';
import type { BenchRow } from '../types';

const SESSIONS = Number(process.env.BENCH_INSTANCES_SESSIONS ?? 2000);
const SECONDS = Number(process.env.BENCH_INSTANCES_SECONDS ?? 20);
const INTERVAL_MS = 5000;

interface Postgres {
  url: string;
  stop(): void;
}

/** CPU seconds a process has used so far (user + system, from /proc). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds a PostgreSQL server listening on `port` on this machine has used so far: the
 * postmaster's own and its finished children's, and its live backends'; null when it is not here.
 */
function postgresCpu(port: string): number | null {
  const procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  const stat = (pid: string) => {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return null; // gone meanwhile
    }
  };
  const main = procs.find((pid) => {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return readlinkSync(`/proc/${pid}/exe`).endsWith('/postgres') && cmd.includes(`port=${port}`);
    } catch {
      return false;
    }
  });
  const own = main ? stat(main) : null;
  if (!main || !own) return null;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const pid of procs) {
    const f = stat(pid);
    if (f && f[1] === main) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / 100;
}

/** Resident memory of a process (MB). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds Redis has used so far (its INFO cpu section). */
async function redisCpu(url: string): Promise<number> {
  const client = new Redis(url, { lazyConnect: true });
  await client.connect();
  const info = await client.info('cpu');
  client.disconnect();
  const field = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return field('used_cpu_sys') + field('used_cpu_user');
}

export async function run(): Promise<BenchRow[]> {
  let cluster: Postgres | null = null;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const helper = fileURLToPath(new URL('../../scripts/lib/system.mjs', import.meta.url));
    const system = (await import(helper)) as { startThrowawayPostgres(): Promise<Postgres> };
    cluster = await system.startThrowawayPostgres();
    adminUrl = cluster.url;
  }
  const name = `drishti_instances_bench_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
  await admin.db.execute(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const redis = await startRedisServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'drishti-instances-bench-'));
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  const processes: ApiProcess[] = [];
  try {
    await database.migrate();
    const sessions = await seedChatSessions(database.db, sessionService({ db: database.db }), SESSIONS);
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '10',
      REDIS_URL: redis.url,
      REMINDER_TICK_MS: '0',
      // Every socket of the bench comes from this machine's one address; the astrologers' requests
      // each carry an address of their own, as they would through the proxy.
      API_PER_IP_PER_MINUTE: '1000000',
      TRUSTED_PROXIES: '127.0.0.1',
    };
    const a = await startApiProcess(await freePort(), env);
    processes.push(a);
    const b = await startApiProcess(await freePort(), env);
    processes.push(b);
    // The astrologers switch chat on through the instance that holds their sockets.
    await switchChatOn(sessions, async (cookie, i) => {
      const res = await fetch(`http://${b.base}/api/astrologer/presence`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({ chat: true, voice: false, video: false }),
      });
      return { status: res.status, body: await res.text() };
    });
    const pids = processes.map((p) => p.child.pid!);
    let online = -1;
    let cpuStart = 0;
    let cpuUsed = 0;
    let redisStart = 0;
    let redisStarted: Promise<void> = Promise.resolve();
    let redisUsed = 0;
    let redisDone: Promise<void> = Promise.resolve();
    let rss: number[] = [];
    let loadStart: number[] = [];
    const sum = () => pids.reduce((s, pid) => s + cpuSeconds(pid), 0);
    // PostgreSQL's CPU can be read when it runs on this machine (the throwaway cluster).
    const pgPort = cluster ? new URL(cluster.url).port : null;
    const pg = () => (pgPort ? postgresCpu(pgPort) : null);
    let pgStart: number | null = null;
    let pgUsed: number | null = null;
    const rssBefore = pids.map(rssMb);
    const r = await runChatLoad({
      userBase: a.base,
      astroBase: b.base,
      sessions,
      seconds: SECONDS,
      intervalMs: INTERVAL_MS,
      onLoad: () => {
        loadStart = loadavg();
        cpuStart = sum();
        pgStart = pg();
        redisStarted = redisCpu(redis.url).then((v) => {
          redisStart = v;
        });
        void fetch(`http://${a.base}/api/publics/astrologers?online=true&limit=1`)
          .then((res) => res.json() as Promise<{ data?: { total?: number } }>)
          .then((j) => {
            online = j.data?.total ?? -1;
          });
      },
      onDone: () => {
        cpuUsed = sum() - cpuStart;
        const pgNow = pg();
        pgUsed = pgNow !== null && pgStart !== null ? pgNow - pgStart : null;
        rss = pids.map(rssMb);
        redisDone = redisCpu(redis.url).then((v) => {
          redisUsed = v;
        });
      },
    });
    await Promise.all([redisStarted, redisDone]);
    const pgTotal = pgUsed as number | null;
    const loadEnd = loadavg();
    // (The demo astrologers loaded at the instances' first start are offline.)
    if (online < SESSIONS) throw new Error(`${online} astrologers were online during the load, not ${SESSIONS}`);
    const load = (l: number[]) => l.map((x) => x.toFixed(1)).join('/');
    const perMessage = (cpu: number) => Math.round((cpu / Math.max(1, r.sent)) * 1e6) / 1000;
    const note = `${SESSIONS} sessions (${SESSIONS * 2} sockets: users on A, astrologers on B), 1 msg/${INTERVAL_MS / 1000} s per user for ${SECONDS} s; PostgreSQL + Redis; ${online} astrologers online; ${r.delivered}/${r.sent} delivered, ${r.errors} errors; load average ${load(loadStart)} → ${load(loadEnd)}`;
    return [
      {
        name: 'chat delivery p99 across 2 instances (send on A → other side on B)',
        value: r.p99,
        unit: 'ms',
        target: '<= 50 ms at 2,000 sessions',
        note,
      },
      { name: 'chat delivery p50 across 2 instances', value: r.p50, unit: 'ms' },
      { name: 'chat delivery max across 2 instances', value: r.max, unit: 'ms' },
      { name: 'chat across 2 instances: connect + join all sockets', value: r.connectMs, unit: 'ms' },
      {
        name: 'chat across 2 instances: API CPU per message',
        value: perMessage(cpuUsed),
        unit: 'ms',
        note: `CPU of both API processes (chat, meter, heartbeats, presence) during the load ÷ ${r.sent} messages sent: ${cpuUsed.toFixed(1)} s in ${SECONDS + 2} s`,
      },
      {
        name: 'chat across 2 instances: Redis CPU per message',
        value: perMessage(redisUsed - redisStart),
        unit: 'ms',
        note: `redis-server's own CPU (INFO cpu) during the load ÷ messages sent`,
      },
      ...(pgTotal === null
        ? []
        : [
            {
              name: 'chat across 2 instances: PostgreSQL CPU per message',
              value: perMessage(pgTotal),
              unit: 'ms',
              note: `the PostgreSQL server's CPU (postmaster and backends, from /proc) during the load ÷ messages sent: ${pgTotal.toFixed(1)} s (fsync off, as in the test cluster)`,
            },
          ]),
      {
        name: 'chat across 2 instances: API resident memory, largest instance',
        value: Math.round(Math.max(...rss)),
        unit: 'MB',
        note: `resident memory of each API process before the sockets opened and at the end of the load: ${rssBefore.map((x) => `${Math.round(x)}`).join(' + ')} MB → ${rss.map((x) => `${Math.round(x)}`).join(' + ')} MB (each holding ${SESSIONS} sockets)`,
      },
    ];
  } finally {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    await database.close();
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
    cluster?.stop();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
