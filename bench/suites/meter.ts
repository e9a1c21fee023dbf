// The consultation meter at scale on PostgreSQL: one pass over N due sessions by one instance
// alone, then by two instances at the same time (two processes, each with its own pool and Redis
// connection, as two API instances run it), measured in the same run. Two instances must divide
// the work (each session metered once) and finish no more than 10% slower than one alone.
//
//   BENCH_METER_SIZES=10000,50000   due sessions per measurement
//   BENCH_METER_ROUNDS=1            measurements of each (alone and together) per size; rounds
//                                   alternate which goes first
//   BENCH_DATABASE_URL              a PostgreSQL server to use (a database is created and dropped
//                                   in it); unset: a throwaway cluster as `npm test` starts one
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@drishti/db/testing';
import { startRedisServer } from '../../apps/api/src/realtime/redis-server';
import type { PassReport } from '../meter-worker';
import { seedDueSessions } from '../meter-sessions';
import type { BenchRow } from '../types';

const SIZES = (process.env.BENCH_METER_SIZES ?? '10000,50000').split(',').map((s) => Number(s.trim()));
const ROUNDS = Number(process.env.BENCH_METER_ROUNDS ?? 1);
/** Each instance's database pool: the production default (DATABASE_POOL_SIZE). */
const POOL = 10;
/** How often each instance runs the meter in production (packages/core/src/services.ts). */
const EVERY_MS = 5000;

interface Postgres {
  url: string;
  stop(): void;
}

/** A meter instance in its own process (bench/meter-worker.ts). */
interface Instance {
  child: ChildProcess;
  /** One pass of the meter at `at`. */
  pass(at: Date): Promise<PassReport>;
  stop(): Promise<void>;
}

async function startInstance(config: { url: string; redisUrl: string | null; poolSize: number }): Promise<Instance> {
  const worker = fileURLToPath(new URL('../meter-worker.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', worker, JSON.stringify(config)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString('utf8')).slice(-4000);
    process.stderr.write(`  meter instance ${child.pid}: ${d.toString('utf8')}`);
  });
  const lines: Interface = createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`meter instance exited (${code}): ${stderr}`));
      child.once('exit', onExit);
      waiting.push((line) => {
        child.off('exit', onExit);
        resolve(line);
      });
    });
  if ((await next()) !== 'ready') throw new Error(`meter instance did not start: ${stderr}`);
  return {
    child,
    async pass(at) {
      const line = next();
      child.stdin!.write(`go ${at.getTime()}\n`);
      const report = JSON.parse(await line) as PassReport | { error: string };
      if ('error' in report) throw new Error(`a meter pass failed: ${report.error}`);
      return report;
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.stdin!.write('quit\n');
      await exited;
    },
  };
}

interface Measure {
  /** Wall time from the first instance's start to the last one's end. */
  passMs: number;
  ticked: number[];
  cpuMs: number;
  /** How long after the pass began each session's new meter was announced (sorted). */
  lags: number[];
}

function measure(reports: PassReport[]): Measure {
  const start = Math.min(...reports.map((r) => r.start));
  const end = Math.max(...reports.map((r) => r.end));
  return {
    passMs: end - start,
    ticked: reports.map((r) => r.ticked),
    cpuMs: reports.reduce((s, r) => s + r.cpuMs, 0),
    lags: reports.flatMap((r) => r.announced.map((t) => t - start)).sort((a, b) => a - b),
  };
}

const q = (sorted: number[], f: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))] ?? Number.NaN;
const median = (xs: number[]) =>
  q(
    [...xs].sort((a, b) => a - b),
    0.5,
  );

export async function run(): Promise<BenchRow[]> {
  let cluster: Postgres | null = null;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const helper = fileURLToPath(new URL('../../scripts/lib/system.mjs', import.meta.url));
    const system = (await import(helper)) as { startThrowawayPostgres(): Promise<Postgres> };
    cluster = await system.startThrowawayPostgres();
    adminUrl = cluster.url;
  }
  const name = `drishti_meter_bench_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
  await admin.db.execute(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const redis = await startRedisServer().catch(() => null);
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  const instances: Instance[] = [];
  try {
    await database.migrate();
    const config = { url: url.toString(), redisUrl: redis?.url ?? null, poolSize: POOL };
    instances.push(await startInstance(config), await startInstance(config));
    const [a, b] = instances as [Instance, Instance];
    const rows: BenchRow[] = [];
    for (const size of SIZES) {
      const alone: Measure[] = [];
      const together: Measure[] = [];
      const once = async () => {
        const at = new Date();
        await seedDueSessions(database.db, { count: size, at });
        alone.push(measure([await a.pass(at)]));
      };
      const twice = async () => {
        const at = new Date();
        await seedDueSessions(database.db, { count: size, at });
        together.push(measure(await Promise.all([a.pass(at), b.pass(at)])));
      };
      // Unmeasured, before the first size: both instances warm up (compiled code, astrologer
      // accounts cached) as long-running ones are.
      if (size === SIZES[0]) {
        const warm = new Date();
        await seedDueSessions(database.db, { count: size, at: warm });
        await Promise.all([a.pass(warm), b.pass(warm)]);
      }
      for (let r = 0; r < ROUNDS; r++) {
        process.stderr.write(`  meter: ${size} due sessions, round ${r + 1}/${ROUNDS}\n`);
        if (r % 2 === 0) {
          await once();
          await twice();
        } else {
          await twice();
          await once();
        }
      }
      rows.push(...report(size, alone, together));
    }
    return rows;
  } finally {
    for (const i of instances) await i.stop().catch(() => i.child.kill('SIGKILL'));
    await database.close();
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
    cluster?.stop();
    await redis?.stop();
  }
}

function report(size: number, alone: Measure[], together: Measure[]): BenchRow[] {
  const n = size.toLocaleString('en-IN');
  const oneMs = median(alone.map((m) => m.passMs));
  const twoMs = median(together.map((m) => m.passMs));
  const ratio = (twoMs / oneMs) * 100;
  const describe = (ms: Measure[]) => {
    const m = ms[0]!;
    const ran = ms.map((x) => x.ticked.join('+')).join(', ');
    // Production runs the meter every 5 s and skips a run while one is going: a pass of P ms
    // starts the next run up to this late (what drishti_meter_lag_seconds records).
    const late = (p: number) => Math.max(0, Math.ceil(p / EVERY_MS) * EVERY_MS - EVERY_MS);
    return (
      `sessions run ${ran} of ${size} each; passes ${ms.map((x) => x.passMs).join(', ')} ms; ` +
      `announced after p50 ${q(m.lags, 0.5)} ms, p99 ${q(m.lags, 0.99)} ms; ` +
      `CPU of the meter process(es) ${(m.cpuMs / 1000).toFixed(1)} s; next scheduled run late by ${late(m.passMs)} ms`
    );
  };
  const maxLag = (ms: Measure[]) => median(ms.map((m) => q(m.lags, 1)));
  return [
    { name: `meter pass, 1 instance, ${n} due`, value: oneMs, unit: 'ms', note: describe(alone) },
    { name: `meter rate, 1 instance, ${n} due`, value: Math.round((size / oneMs) * 1000), unit: 'sessions/s' },
    { name: `meter lag (last session), 1 instance, ${n} due`, value: maxLag(alone), unit: 'ms' },
    { name: `meter pass, 2 instances together, ${n} due`, value: twoMs, unit: 'ms', note: describe(together) },
    {
      name: `meter rate, 2 instances together, ${n} due`,
      value: Math.round((size / twoMs) * 1000),
      unit: 'sessions/s',
    },
    { name: `meter lag (last session), 2 instances, ${n} due`, value: maxLag(together), unit: 'ms' },
    {
      name: `meter: 2 together vs 1 alone, ${n} due`,
      value: Math.round(ratio),
      unit: '%',
      target: '<= 110 %',
      note: ratio <= 110 ? 'met' : 'not met',
    },
  ];
}
