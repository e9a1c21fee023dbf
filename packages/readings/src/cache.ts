/**
 * The one cache of the calculations (docs/CALCULATIONS.md). Every answer here is a pure function
 * of its input, so recent results are kept, per kind, in a small least-recently-used map: the tabs
 * of one kundali ask for the same birth several times, a panchang is the same for everyone at a
 * place and date, a shared muhurat link opened again costs nothing. The server and the browser
 * (offline) each hold their own copy of this module.
 */

/** A small least-recently-used map (a Map keeps insertion order). */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as K);
  }

  getOrCompute(key: K, compute: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const v = compute();
    this.set(key, v);
    return v;
  }

  get size(): number {
    return this.map.size;
  }
}

/** How many results of each kind are kept. */
export const CACHE_SIZES = {
  /** Full kundalis, by birth (instant, place, options). */
  kundali: 500,
  /** Panchangs of a day at a place (the API's panchang and choghadiya, the kundali's basic details). */
  panchang: 2000,
  /** A day's panchang with the start and end of every element (the panchang page). */
  panchangDay: 64,
  /** Muhurat searches. */
  muhurat: 32,
  /** The twelve horoscopes of a period and date. */
  horoscope: 64,
} as const;

export type CacheKind = keyof typeof CACHE_SIZES;

const caches = new Map<CacheKind, Lru<string, unknown>>();

/** The cached result of `compute` for `key` among the results of one kind. */
export function cached<V>(kind: CacheKind, key: string, compute: () => V): V {
  let lru = caches.get(kind);
  if (!lru) {
    lru = new Lru<string, unknown>(CACHE_SIZES[kind]);
    caches.set(kind, lru);
  }
  return lru.getOrCompute(key, compute) as V;
}

/** How many results of a kind are held now (for tests). */
export function cachedCount(kind: CacheKind): number {
  return caches.get(kind)?.size ?? 0;
}
