// Engine throughput on one core: birth charts (nine grahas + ascendant) and full kundalis
// (chart, Bhava Chalit, vargas, dashas, ashtakavarga, KP, doshas) per second.
import { type Birth, parseBirth } from '@drishti/engine/birth';
import { chart } from '@drishti/engine/chart';
import { kundali } from '@drishti/engine/kundali';
import type { BenchRow } from '../types';

/** Births spread over 1900–2050 and the globe, different every call so no cache can help. */
function births(count: number): Birth[] {
  const out: Birth[] = [];
  let seed = 12345;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < count; i++) {
    const utcMs = Date.UTC(1900, 0, 1) + random() * 150 * 365.25 * 86_400_000;
    out.push(
      parseBirth({
        utc: new Date(Math.round(utcMs / 60_000) * 60_000).toISOString(),
        lat: -60 + random() * 120,
        lon: -180 + random() * 360,
      }),
    );
  }
  return out;
}

/** Operations per second of `fn` over `inputs`, after a warm-up, for about `ms` milliseconds. */
function throughput<T>(inputs: T[], fn: (input: T) => unknown, ms: number): number {
  for (let i = 0; i < Math.min(inputs.length, 500); i++) fn(inputs[i]!);
  let done = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    for (let i = 0; i < 100; i++) fn(inputs[done++ % inputs.length]!);
  }
  return done / ((performance.now() - started) / 1000);
}

export async function run(): Promise<BenchRow[]> {
  const inputs = births(2000);
  const charts = throughput(inputs, chart, 2000);
  const kundalis = throughput(inputs, kundali, 3000);
  return [
    {
      name: 'engine: charts (9 grahas + ascendant)',
      value: Math.round(charts),
      unit: 'ops/s',
      note: 'one core; apparent positions, Lahiri, mean node; births 1900–2050 worldwide',
    },
    {
      name: 'engine: full kundalis',
      value: Math.round(kundalis),
      unit: 'ops/s',
      target: '>= 2000 ops/s',
      note: 'chart, Bhava Chalit, friendships, 16 vargas, dashas (2 levels), ashtakavarga, KP, doshas',
    },
  ];
}
