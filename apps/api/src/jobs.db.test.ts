import { createTestDatabase, type Database } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Job, jobRunner } from '@drishti/core/jobs';
import { createMetrics } from './metrics';

/**
 * Two instances' job runners on one database (PGlite, or PostgreSQL with TEST_DATABASE_URL, where
 * their claims race on separate connections): each tick of a job runs exactly once.
 */
let database: Database;
const silent = { error: () => {}, warn: () => {} };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('background jobs', () => {
  it('run once per tick across two instances', async () => {
    const PERIOD = 60_000;
    let clock = 1_800_000_000_000; // a tick boundary
    const metrics = [createMetrics(), createMetrics()];
    const runners = metrics.map((m) => jobRunner({ db: database.db, log: silent, metrics: m, now: () => clock }));
    const ranAt: number[] = [];
    const job: Job = {
      name: 'test-once-per-tick',
      everyMs: PERIOD,
      run: async () => {
        ranAt.push(clock);
      },
    };
    const winners: number[] = [];
    for (let tick = 0; tick < 6; tick++) {
      // Both instances check twice within the tick, at the same moments.
      for (const offset of [1000, 31_000]) {
        clock = 1_800_000_000_000 + tick * PERIOD + offset;
        const ran = await Promise.all(runners.map((r) => r.tick(job)));
        winners.push(ran.filter(Boolean).length);
      }
    }
    expect(ranAt).toHaveLength(6);
    expect(winners).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
    // Each ran tick is a different one, and the lag was measured from the tick's start.
    expect(new Set(ranAt.map((t) => Math.floor(t / PERIOD))).size).toBe(6);
    const runs = await Promise.all(metrics.map((m) => m.jobRuns.get()));
    const total = runs.flatMap((r) => r.values).reduce((sum, v) => sum + v.value, 0);
    expect(total).toBe(6);
    const lag = (await metrics[0]!.jobLag.get()).values.find((v) => v.metricName === 'drishti_job_lag_seconds_sum');
    const lag2 = (await metrics[1]!.jobLag.get()).values.find((v) => v.metricName === 'drishti_job_lag_seconds_sum');
    expect((lag?.value ?? 0) + (lag2?.value ?? 0)).toBeCloseTo(6, 5); // 1 s after each tick's start
  });

  it('a failed run loses only its tick', async () => {
    let clock = 1_900_000_000_000;
    const runner = jobRunner({
      db: database.db,
      log: silent,
      metrics: createMetrics(),
      now: () => clock,
    });
    let calls = 0;
    const job: Job = {
      name: 'test-failing',
      everyMs: 1000,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
      },
    };
    expect(await runner.tick(job)).toBe(true);
    expect(await runner.tick(job)).toBe(false);
    clock += 1000;
    expect(await runner.tick(job)).toBe(true);
    expect(calls).toBe(2);
  });
});
