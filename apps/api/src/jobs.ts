import { jobsRepository } from '@drishti/db/repositories/jobs';
import type { Db } from '@drishti/db/connection';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics';

export interface Job {
  /** Stable name: the claim's key, the log's and the metrics' label. */
  name: string;
  /** The period: the job runs once per this many ms across all instances. */
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobRunnerOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  metrics: Metrics;
  now?: () => number;
}

/**
 * Runs background jobs once per tick across every instance (jobsRepository.claimTick): each
 * instance checks several times per period, the first to check in a new tick claims and runs it,
 * the others skip. A run that fails (or an instance that dies mid-run) loses that tick only; the
 * jobs are idempotent sweeps, and the next tick does the work.
 */
export function jobRunner({ db, log, metrics, now = Date.now }: JobRunnerOptions) {
  const jobs = jobsRepository(db);
  const timers: ReturnType<typeof setInterval>[] = [];
  const running = new Set<string>();
  /** Claims the current tick and runs the job when this instance won it; true when it ran. */
  async function tick(job: Job): Promise<boolean> {
    if (running.has(job.name)) return false;
    running.add(job.name);
    try {
      const at = now();
      const slot = Math.floor(at / job.everyMs);
      if (!(await jobs.claimTick(job.name, slot))) return false;
      metrics.jobLag.observe({ job: job.name }, (at - slot * job.everyMs) / 1000);
      try {
        await job.run();
        metrics.jobRuns.inc({ job: job.name, outcome: 'ok' });
      } catch (err) {
        metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
        log.error({ err, job: job.name }, 'background job failed');
      }
      return true;
    } catch (err) {
      log.warn({ err, job: job.name }, 'background job could not claim its tick');
      return false;
    } finally {
      running.delete(job.name);
    }
  }
  return {
    tick,
    /** Checks the job four times a period (at most every 15 s, at least every 250 ms). */
    schedule(job: Job): void {
      const every = Math.max(250, Math.min(15_000, Math.floor(job.everyMs / 4)));
      const timer = setInterval(() => void tick(job), every);
      timer.unref();
      timers.push(timer);
    },
    stop(): void {
      for (const t of timers) clearInterval(t);
      timers.length = 0;
    },
  };
}

export type JobRunner = ReturnType<typeof jobRunner>;
