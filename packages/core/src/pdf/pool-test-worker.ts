import { renderJob, serve } from './render-worker';

/**
 * A worker for the pool's tests: renders as the real one, except that a job for the name "exit"
 * ends the thread mid-job, as a crash would.
 */
serve(async (job) => {
  if (job.input.name === 'exit') process.exit(1);
  return renderJob(job);
});
