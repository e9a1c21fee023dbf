import type { Db } from '@drishti/db/connection';
import { jobsRepository } from '@drishti/db/repositories/jobs';

/**
 * Background work, in one place (docs/ARCHITECTURE.md, "Background jobs"). createServices
 * (services.ts) lists every job; the server schedules them all with one {@link jobRunner}.
 *
 * A job is either claimed once per tick across every instance (the default: idempotent sweeps such
 * as payment reconciliation and reminders), or run on each instance (`eachInstance`: work tied to
 * the sockets an instance holds, or a sweep every instance shares, such as the consultation meter).
 */
export interface Job {
  /** Stable name: the claim's key, the log's and the metrics' label. */
  name: string;
  /** The period: the job runs once per this many ms (across all instances unless eachInstance). */
  everyMs: number;
  run(): Promise<unknown>;
  /** Run on every instance at each period, without a claim; a run still going skips the next. */
  eachInstance?: boolean;
  /** Each-instance jobs: told how late (seconds) each run started. */
  onLag?: (seconds: number) => void;
}

/** The metrics a runner records (the API's Prometheus histograms and counters fit). */
export interface JobMetrics {
  jobLag: { observe(labels: { job: string }, value: number): void };
  jobRuns: { inc(labels: { job: string; outcome: 'ok' | 'failed' }): void };
}

export interface JobRunnerOptions {
  db: Db;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  metrics: JobMetrics;
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
  /** Every instance runs the job each period; a run still going skips the next one. */
  function everyInstance(job: Job): void {
    let busy = false;
    let due = now() + job.everyMs;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const started = now();
      job.onLag?.(Math.max(0, started - due) / 1000);
      due = started + job.everyMs;
      job
        .run()
        .catch((err) => log.error({ err, job: job.name }, 'background job failed'))
        .finally(() => {
          busy = false;
        });
    }, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    tick,
    /** Claimed jobs: checked four times a period (at most every 15 s, at least every 250 ms). */
    schedule(job: Job): void {
      if (job.eachInstance) {
        everyInstance(job);
        return;
      }
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

/** The default period of the remedy-reminder job (ms). */
export const DEFAULT_REMINDER_TICK_MS = 30_000;

/**
 * The remedy-reminder job's period from REMINDER_TICK_MS (e2e tests shorten it; 0 switches the job
 * off, as DB tests that drive it themselves do), else 30 s.
 */
export function reminderTickMs(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_REMINDER_TICK_MS;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 3_600_000 ? n : DEFAULT_REMINDER_TICK_MS;
}

/** The default period of the follower fan-out job (ms). */
export const DEFAULT_FOLLOW_FANOUT_TICK_MS = 5_000;

/**
 * The follower fan-out job's period from FOLLOW_FANOUT_TICK_MS (e2e tests shorten it; 0 switches
 * the job off, as DB tests that drive it themselves do), else 5 s.
 */
export function followFanoutTickMs(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_FOLLOW_FANOUT_TICK_MS;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 3_600_000 ? n : DEFAULT_FOLLOW_FANOUT_TICK_MS;
}
