/** The calculations' cache class, from @drishti/readings (docs/CALCULATIONS.md). */
export { Lru } from '@drishti/readings/cache';
