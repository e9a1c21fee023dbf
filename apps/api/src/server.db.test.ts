import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { usersRepository } from '@drishti/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startServer } from './server';

const pgUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'drishti-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function env() {
  return loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
  });
}

describe(`the server on ${pgUrl ? 'PostgreSQL' : 'PGlite on disk'}`, () => {
  it('migrates, loads demo data once, and keeps data across restarts', async () => {
    const first = await startServer({ env: env(), web: false, logger: false });
    const health = await fetch(`http://127.0.0.1:${(first.app.server.address() as { port: number }).port}/api/health`);
    expect(await health.json()).toMatchObject({ data: { database: pgUrl ? 'postgres' : 'pglite' } });
    await usersRepository(first.ctx.database.db).findOrCreateByPhone('919876500000');
    const countAfterFirst = await usersRepository(first.ctx.database.db).count();
    await first.close();

    const second = await startServer({ env: env(), web: false, logger: false });
    const users = usersRepository(second.ctx.database.db);
    expect(await users.findByPhone('919876500000')).not.toBeNull();
    expect(await users.count()).toBe(countAfterFirst);
    await second.close();
  });

  it('keeps the generated session secret across restarts', () => {
    expect(env().sessionSecret).toBe(env().sessionSecret);
    expect(env().sessionSecret.length).toBeGreaterThanOrEqual(32);
  });
});
