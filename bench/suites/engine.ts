// Engine throughput on one core: birth charts (nine grahas + ascendant) and full kundalis
// (chart, Bhava Chalit, vargas, dashas, ashtakavarga, KP, doshas) per second, and the time of a
// year of daily panchangs for one city. Beside them, the same births through native Swiss
// Ephemeris (bench/native/swe-charts.c on Debian's libswe, compiled here when libswe-dev and gcc
// are installed) against `drishti chart --positions-only`'s computation.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chartPositionsAnswer } from '@drishti/engine/answers';
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

/** What the native harness answers (see bench/native/swe-charts.c). */
interface NativeRun {
  chartsPerSecond: number;
  /** Charts per second of the harness' CPU time. */
  chartsPerCpuSecond: number;
  ephemeris: string;
  version: string;
  /** Per birth: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, mean node, ascendant, MC. */
  sample: number[][];
}

/**
 * Operations per second of CPU time of `fn` over `inputs` for about `ms` milliseconds (after a
 * warm-up): the process' user + system time, so that other work on the machine does not count.
 */
function cpuThroughput<T>(inputs: T[], fn: (input: T) => unknown, ms: number): number {
  for (let i = 0; i < Math.min(inputs.length, 500); i++) fn(inputs[i]!);
  let done = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - started < ms) {
    for (let i = 0; i < 100; i++) fn(inputs[done++ % inputs.length]!);
  }
  const used = process.cpuUsage(cpu);
  return done / ((used.user + used.system) / 1e6);
}

/**
 * Compiles the native Swiss Ephemeris harness and runs it, alternating with the engine in short
 * rounds (`rounds` × `ms` milliseconds each). Both sides are measured in charts per second of
 * their own CPU time, the best round each: on a shared machine wall time measures the neighbours
 * as much as the code. A sentence saying why not when libswe-dev, pkg-config or gcc is missing.
 */
function versusNative(
  inputs: Birth[],
  engine: (birth: Birth) => unknown,
  rounds: number,
  ms: number,
  sample: number,
): { engine: number; native: NativeRun } | string {
  const flags = spawnSync('pkg-config', ['--cflags', '--libs', 'swe'], { encoding: 'utf8' });
  if (flags.error || flags.status !== 0)
    return 'skipped: libswe-dev (and pkg-config) not installed; apt-get install libswe-dev swe-basic-data';
  const dir = mkdtempSync(join(tmpdir(), 'drishti-bench-swe-'));
  try {
    const source = join(dirname(fileURLToPath(import.meta.url)), '..', 'native', 'swe-charts.c');
    const binary = join(dir, 'swe-charts');
    const cc = spawnSync('gcc', ['-O2', source, '-o', binary, ...flags.stdout.trim().split(/\s+/), '-lm'], {
      encoding: 'utf8',
    });
    if (cc.error) return 'skipped: gcc not installed (apt-get install gcc)';
    if (cc.status !== 0) return `skipped: the harness did not compile: ${cc.stderr.trim().split('\n')[0]}`;
    const list = join(dir, 'births.txt');
    writeFileSync(
      list,
      inputs.map((b) => `${(b.utcMs / 86_400_000 + 2_440_587.5).toFixed(9)} ${b.lat} ${b.lon}`).join('\n'),
    );
    let best: NativeRun | undefined;
    let ours = 0;
    for (let round = 0; round < rounds; round++) {
      ours = Math.max(ours, cpuThroughput(inputs, engine, ms));
      const run = JSON.parse(
        execFileSync(binary, [list, String(ms), String(round === 0 ? sample : 0)], { encoding: 'utf8' }),
      ) as NativeRun;
      if (round === 0) best = run;
      else if (run.chartsPerCpuSecond > best!.chartsPerCpuSecond) best = { ...run, sample: best!.sample };
    }
    return { engine: ours, native: best! };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Largest difference, arcseconds, between the engine's positions and the native sample. */
function largestDifference(inputs: Birth[], native: NativeRun): number {
  const keys = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA'] as const;
  let worst = 0;
  native.sample.forEach((row, i) => {
    const c = chart(inputs[i]!);
    const ours = [...keys.map((k) => c.planets[k].longitude), c.ascendant.longitude, c.mc.longitude];
    ours.forEach((lon, k) => {
      const d = Math.abs(((lon - row[k]! + 540) % 360) - 180) * 3600;
      worst = Math.max(worst, d);
    });
  });
  return worst;
}

export async function run(): Promise<BenchRow[]> {
  const inputs = births(2000);
  const charts = throughput(inputs, chart, 2000);
  const paired = versusNative(inputs, chartPositionsAnswer, 10, 300, 200);
  const positions = throughput(inputs, chartPositionsAnswer, 2000);
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
      name: 'engine: drishti chart --positions-only',
      value: Math.round(positions),
      unit: 'ops/s',
      note: 'the answer of chart --positions-only (grahas with speeds, ascendant), without stdin/stdout',
    },
    ...(typeof paired === 'string'
      ? [{ name: 'native Swiss Ephemeris: charts', value: 0, unit: 'ops/s', note: paired }]
      : [
          {
            name: 'native Swiss Ephemeris: charts',
            value: Math.round(paired.native.chartsPerSecond),
            unit: 'ops/s',
            note: `libswe ${paired.native.version} in C, ${paired.native.ephemeris}: Sun–Saturn, mean node (speeds), ascendant and MC, same births`,
          },
          {
            name: 'engine positions per CPU second',
            value: Math.round(paired.engine),
            unit: 'ops/s',
            note: 'drishti chart --positions-only, per second of the process’ CPU time, best of 10 rounds',
          },
          {
            name: 'native Swiss Ephemeris per CPU second',
            value: Math.round(paired.native.chartsPerCpuSecond),
            unit: 'ops/s',
            note: 'the harness, per second of its CPU time, best of 10 rounds alternating with the engine’s',
          },
          {
            name: 'engine positions ÷ native Swiss Ephemeris',
            value: Math.round((paired.engine / paired.native.chartsPerCpuSecond) * 100) / 100,
            unit: '×',
            target: '>= 1',
            note: 'per CPU second, same births, same run, alternating rounds, one core each',
          },
          {
            name: 'engine vs native Swiss Ephemeris: largest difference',
            value: Math.round(largestDifference(inputs, paired.native) * 100) / 100,
            unit: '″',
            target: '<= 5″',
            note: `grahas, mean node, ascendant and MC of the first ${paired.native.sample.length} births (each side with its own ΔT)`,
          },
        ]),
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
