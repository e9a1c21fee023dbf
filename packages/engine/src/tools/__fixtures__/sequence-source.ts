import type { RandomSource } from '../random';

/** A test source that replays `values` in order and counts how many were taken. */
export function sequence(values: number[]): RandomSource & { calls: () => number } {
  let i = 0;
  const source = () => {
    if (i >= values.length) throw new Error('sequence exhausted');
    return values[i++]!;
  };
  return Object.assign(source, { calls: () => i });
}
