import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appMeta,
  astrologers,
  type Database,
  DEMO_ADMIN_PHONE,
  demoAstrologers,
  eq,
  openDatabase,
  users,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './env';
import { type ApiProcess, freePort, startApiProcess } from './realtime/api-process';

/**
 * Several instances on one PostgreSQL server (TEST_DATABASE_URL's, else a throwaway cluster
 * started here): they migrate under one advisory lock and load the demo data once; the release
 * step `npm run db:migrate` migrates an empty database and has nothing to do the second time.
 */
interface Cluster {
  url: string;
  stop(): void;
}
let cluster: Cluster | undefined;
let adminUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'drishti-scale-'));
const created: string[] = [];
const processes: ApiProcess[] = [];

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) adminUrl = process.env.TEST_DATABASE_URL;
  else {
    const helper = fileURLToPath(new URL('../../../scripts/lib/system.mjs', import.meta.url));
    const system = (await import(helper)) as { startThrowawayPostgres(): Promise<Cluster> };
    cluster = await system.startThrowawayPostgres();
    adminUrl = cluster.url;
  }
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  if (created.length > 0) {
    const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
    for (const name of created) await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new, empty database on the server; its URL. */
async function emptyDatabase(): Promise<string> {
  const name = `drishti_scale_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
  await admin.db.execute(`create database ${name}`);
  await admin.close();
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function migrateCli(databaseUrl: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/api/src/migrate.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'scale-secret-scale-secret-scale-secret-01',
      DATABASE_URL: databaseUrl,
    } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    out += d.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

describe('scaling out on PostgreSQL', () => {
  it('starts three instances together on an empty database: all come up, demo data loaded once', async () => {
    const url = await emptyDatabase();
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const started = await Promise.all(
      ports.map((port) =>
        startApiProcess(port, {
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          SESSION_SECRET: 'scale-secret-scale-secret-scale-secret-01',
          DATA_DIR: dataDir,
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: '3',
          REMINDER_TICK_MS: '0',
        }),
      ),
    );
    processes.push(...started);
    for (const p of started) {
      const ready = await fetch(`http://${p.base}/api/ready`);
      expect(ready.status).toBe(200);
    }
    const database: Database = await openDatabase({ url, poolSize: 1 });
    try {
      expect(await database.db.$count(astrologers)).toBe(demoAstrologers.length);
      expect(await database.db.$count(users, eq(users.phone, DEMO_ADMIN_PHONE))).toBe(1);
      expect(await database.db.$count(appMeta, eq(appMeta.key, 'demo-data'))).toBe(1);
      expect(await database.pendingMigrations()).toBe(0);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('migrates once as a release step (npm run db:migrate), then has nothing to do', async () => {
    const url = await emptyDatabase();
    const first = await migrateCli(url);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/database postgres: [1-9]\d* migration\(s\) applied, schema up to date/);
    const second = await migrateCli(url);
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/database postgres: 0 migration\(s\) applied/);
  }, 120_000);
});
