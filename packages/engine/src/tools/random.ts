/**
 * Random integers for the tools that draw (tarot). Cryptographic by default so a draw cannot be
 * predicted or steered, uniform by rejection sampling, and injectable so tests are deterministic.
 */

/** Returns a uniformly distributed integer in [0, 2^32) on each call. */
export type RandomSource = () => number;

const TWO_POW_32 = 2 ** 32;

/**
 * A source backed by `globalThis.crypto.getRandomValues` (Web Crypto: browsers and Node ≥ 19).
 * @throws Error when Web Crypto is unavailable; there is deliberately no Math.random fallback
 */
export function cryptoRandomSource(): RandomSource {
  const crypto = globalThis.crypto;
  if (!crypto?.getRandomValues)
    throw new Error('tools/no-web-crypto: globalThis.crypto.getRandomValues is unavailable');
  const buffer = new Uint32Array(1);
  return () => {
    crypto.getRandomValues(buffer);
    return buffer[0]!;
  };
}

/**
 * A uniform integer in [0, n) without modulo bias: values at or above the largest multiple of n
 * below 2^32 are rejected and drawn again (for n = 78 that is 22 values in 2^32, so a retry is
 * almost never needed).
 * @param n exclusive upper bound, integer 1 … 2^32
 * @param source where 32-bit integers come from
 */
export function uniformInt(n: number, source: RandomSource): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`n must be an integer 1 … 2^32, got ${n}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const x = source();
    if (!Number.isInteger(x) || x < 0 || x >= TWO_POW_32) {
      throw new RangeError(`random source returned ${x}, not an integer in [0, 2^32)`);
    }
    if (x < limit) return x % n;
  }
}
