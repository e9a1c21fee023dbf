// Engine throughput on one core: birth charts (nine grahas + ascendant) and full kundalis
// (chart, Bhava Chalit, vargas, dashas, ashtakavarga, KP, doshas) per second, and the time of a
// year of daily panchangs for one city.
import { type Birth, parseBirth } from '@drishti/engine/birth';
import { chart } from '@drishti/engine/chart';
import { kundali } from '@drishti/engine/kundali';
import { addDays, type CivilDate, panchang, panchangContext } from '@drishti/engine/panchang';
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

/**
 * Milliseconds for the 365 daily panchangs of 2026 at New Delhi, every element (both sunrises,
 * moonrise and moonset, the five limbs with padas and signs, months and years, the periods,
 * choghadiya and hora); `shared`: one context for the run, as a calendar page computes it.
 * The best of three runs.
 */
function panchangYear(shared: boolean): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const context = shared ? panchangContext() : undefined;
    let date: CivilDate = { year: 2026, month: 1, day: 1 };
    const started = performance.now();
    for (let i = 0; i < 365; i++, date = addDays(date, 1)) {
      panchang({ date, lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' }, context);
    }
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export async function run(): Promise<BenchRow[]> {
  const inputs = births(2000);
  const charts = throughput(inputs, chart, 2000);
  const kundalis = throughput(inputs, kundali, 3000);
  panchangYear(true); // warm-up
  const year = panchangYear(true);
  const yearFresh = panchangYear(false);
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
    {
      name: 'engine: a year of daily panchang, one city',
      value: Math.round(year),
      unit: 'ms',
      target: '<= 1000 ms',
      note: `New Delhi 2026, every element, one shared context; ${Math.round(yearFresh)} ms with a fresh one per day`,
    },
  ];
}
