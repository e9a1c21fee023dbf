#!/usr/bin/env node
// Writes src/__fixtures__/swetest-1900-2100.json: reference positions from Debian's Swiss
// Ephemeris (`swetest`, package `swetest`, with the `swe-basic-data` files sepl_18.se1 and
// semo_18.se1, which are Swiss Ephemeris' compression of JPL DE431) for 140 instants spread over
// 1900–2100 (40 of them in 2050–2100), at places cycling through Indian and world cities.
//
//   apt-get install swetest swe-basic-data
//   node packages/engine/src/cli/swetest-fixtures.mjs      (from the repository root)
//
// Per instant (UT taken as UT1, swetest's own ΔT recorded):
// - sidereal: apparent longitudes (light-time, aberration, deflection, true equinox) minus the
//   Lahiri ayanamsa with nutation (-sid1), true and mean node, Placidus ascendant and MC;
// - speed: the same longitudes' rates, degrees/day;
// - tropical: the apparent longitudes of date, no ayanamsa;
// - geometric: -true -nonut -sid1 (no light-time, aberration or deflection; mean equinox; mean
//   ayanamsa), mean node: the Jagannatha Hora convention of the engine's `positions: 'geometric'`.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const EPHE = '/usr/share/libswe/ephe';
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'swetest-1900-2100.json');

const PLACES = [
  ['New Delhi', 28.6139, 77.209],
  ['Mumbai', 19.076, 72.8777],
  ['Chennai', 13.0827, 80.2707],
  ['Kolkata', 22.5726, 88.3639],
  ['Bengaluru', 12.9716, 77.5946],
  ['Varanasi', 25.3176, 82.9739],
  ['Srinagar', 34.0837, 74.7973],
  ['Guwahati', 26.1445, 91.7362],
  ['London', 51.5074, -0.1278],
  ['New York', 40.7128, -74.006],
  ['Sydney', -33.8688, 151.2093],
  ['Reykjavik', 64.1466, -21.9426],
  ['Cape Town', -33.9249, 18.4241],
  ['Lima', -12.0464, -77.0428],
  ['Tokyo', 35.6762, 139.6503],
  ['Anchorage', 61.2181, -149.9003],
];
const NAMES = {
  Sun: 'SU',
  Moon: 'MO',
  Mercury: 'ME',
  Venus: 'VE',
  Mars: 'MA',
  Jupiter: 'JU',
  Saturn: 'SA',
  'true Node': 'RA_true',
  'mean Node': 'RA_mean',
  Ascendant: 'ASC',
  MC: 'MC',
};

let seed = 20_260_101;
const random = () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed / 2_147_483_647;
};
const instants = [];
const span = (from, to, count) => {
  for (let i = 0; i < count; i++) {
    const a = Date.UTC(from, 0, 1);
    const b = Date.UTC(to, 0, 1);
    const ms = a + ((i + random()) / count) * (b - a);
    instants.push(Math.round(ms / 1000) * 1000);
  }
};
span(1900, 2100, 100);
span(2050, 2100, 40);
instants.sort((a, b) => a - b);

const swetest = (args) => execFileSync('swetest', [...args, `-edir${EPHE}`, '-eswe'], { encoding: 'utf8' });
/** Name → [value, speed] from lines "Name   value   speed". */
function parse(text) {
  const values = {};
  for (const line of text.split('\n')) {
    const m =
      /^(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|true Node|mean Node|Ascendant|MC)\s+(-?[\d.]+)(?:\s+(-?[\d.]+))?/.exec(
        line,
      );
    if (m) values[NAMES[m[1]]] = [Number(m[2]), m[3] === undefined ? undefined : Number(m[3])];
  }
  return values;
}
const pick = (values, index) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v[index]]));

const version = execFileSync(
  'dpkg-query',
  ['-W', '-f', '$' + '{Package} $' + '{Version}\\n', 'swetest', 'libswe2.0', 'swe-basic-data'],
  {
    encoding: 'utf8',
  },
)
  .trim()
  .split('\n');
const charts = instants.map((utcMs, i) => {
  const [place, lat, lon] = PLACES[i % PLACES.length];
  const jd = (utcMs / 86_400_000 + 2_440_587.5).toFixed(9);
  const house = `-house${lon},${lat},P`;
  const head = swetest([`-bj${jd}`, '-ut', '-p0', '-fPl']);
  if (/moshier|not found/i.test(head)) throw new Error(`swetest did not use the ephemeris files:\n${head}`);
  const deltaT = Number(/delta t:\s+(-?[\d.]+) sec/.exec(head)[1]);
  const sidereal = parse(swetest([`-bj${jd}`, '-ut', '-p0123456mt', '-sid1', '-fPls', '-head', house]));
  const tropical = parse(swetest([`-bj${jd}`, '-ut', '-p0123456mt', '-fPl', '-head', house]));
  const geometric = parse(swetest([`-bj${jd}`, '-ut', '-p0123456m', '-sid1', '-true', '-nonut', '-fPl', '-head']));
  const speed = pick(sidereal, 1);
  delete speed.ASC;
  delete speed.MC;
  return {
    id: `S${String(i + 1).padStart(3, '0')}`,
    place,
    utcIso: new Date(utcMs).toISOString(),
    jd_ut: Number(jd),
    lat,
    lon,
    deltaT_s: deltaT,
    sidereal: pick(sidereal, 0),
    speed,
    tropical: pick(tropical, 0),
    geometric: pick(geometric, 0),
  };
});

const meta = {
  generator: `packages/engine/src/cli/swetest-fixtures.mjs with ${version.join(', ')} (Debian bookworm)`,
  ephemeris: `SWIEPH: ${EPHE}/sepl_18.se1 and semo_18.se1 from swe-basic-data (Swiss Ephemeris' DE431-based files, 1800–2400)`,
  time: "utcIso is UT (taken as UT1); jd_ut = unix ms / 86400000 + 2440587.5; swetest -bj<jd_ut> -ut; deltaT_s is swetest's own ΔT",
  conventions: {
    sidereal:
      'swetest -sid1 (Lahiri): apparent geocentric longitude of the true equinox of date minus the Lahiri ayanamsa with nutation; RA_true = osculating node, RA_mean = mean node; ASC and MC: Placidus (-house lon,lat,P), sidereal',
    speed: 'degrees per day of the sidereal longitudes (swetest -fs)',
    tropical: 'the same apparent longitudes without ayanamsa (true equinox of date), ASC and MC tropical',
    geometric:
      'swetest -sid1 -true -nonut: geometric positions (no light-time, aberration or deflection) on the mean equinox of date minus the mean Lahiri ayanamsa; RA_mean = mean node',
  },
  lat_lon: 'degrees, north/east positive',
};
writeFileSync(out, `${JSON.stringify({ meta, charts }, null, 1)}\n`);
console.log(`${charts.length} charts → ${out}`);
