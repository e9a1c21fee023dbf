/** One row of the benchmark table printed by `npm run bench`. */
export interface BenchRow {
  /** What was measured, e.g. "engine: full kundalis". */
  name: string;
  /** The figure. */
  value: number;
  /** Its unit, e.g. "ops/s", "ms", "req/s". */
  unit: string;
  /** The aim stated in the issue, e.g. ">= 2000 ops/s". */
  target?: string;
  /** Anything a reader needs to interpret the figure. */
  note?: string;
}

/** A bench suite: a module under bench/suites exporting `run`. */
export type BenchSuite = () => Promise<BenchRow[]>;
