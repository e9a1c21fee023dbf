/** How long the consultants search waits after the last keystroke (spec §5, §9). */
export const SEARCH_DEBOUNCE_MS = 500;

export interface Debounced<A extends unknown[]> {
  /** Schedules a call with these arguments, replacing any call still waiting. */
  (...args: A): void;
  /** Drops the waiting call. */
  cancel(): void;
  /** Makes the waiting call now (Enter in the search box); does nothing when none waits. */
  flush(): void;
  /** Whether a call is waiting. */
  pending(): boolean;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
}

/** Calls `fn` once `wait` ms have passed without another call; only the last arguments count. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  timers: Timers = globalThis as unknown as Timers,
): Debounced<A> {
  let timer: unknown;
  let waiting: A | null = null;

  const clear = () => {
    if (timer !== undefined) timers.clearTimeout(timer as never);
    timer = undefined;
  };
  const run = () => {
    clear();
    const args = waiting;
    waiting = null;
    if (args) fn(...args);
  };

  const debounced = ((...args: A) => {
    clear();
    waiting = args;
    timer = timers.setTimeout(run, wait);
  }) as Debounced<A>;
  debounced.cancel = () => {
    clear();
    waiting = null;
  };
  debounced.flush = run;
  debounced.pending = () => waiting !== null;
  return debounced;
}
