/**
 * Time scales and civil time for the engine.
 *
 * Every instant in the engine is a number: UTC milliseconds since 1970-01-01T00:00:00Z, the same
 * count `Date` uses. UTC is taken as UT1 (the difference, under 0.9 s, moves the Moon by 0.5″ at
 * most and the ascendant by 13″ at most; birth times are never known that well).
 *
 * Terrestrial Time, which the ephemeris needs, is UT1 + ΔT. astronomy-engine's built-in ΔT is an
 * old polynomial that is 5.6 s too large in the 2020s and 19 s by 2050, so this module installs a
 * table-based model in its place the moment it is imported (see {@link installDeltaT}).
 *
 * Runs in the browser: no Node APIs, no clock, and `Intl` only with explicit time zones.
 */
import { AstroTime, DeltaT_EspenakMeeus, SetDeltaTFunction } from 'astronomy-engine';

// Civil time (wall clocks and zones) lives in its own module, free of the ephemeris library, so that
// browser forms can use it alone (docs/PERFORMANCE.md, "JavaScript budgets").
export { DAY_MS, isKnownZone, type WallTime, wallTimeAsUtcMs, wallTimeToUtcMs, zoneOffsetSeconds } from './civil-time';
import { DAY_MS } from './civil-time';

/** 2000-01-01T12:00:00Z (the J2000.0 epoch, as UTC) in UTC milliseconds. */
export const J2000_MS = 946_728_000_000;
/** Julian day number of 1970-01-01T00:00:00Z. */
export const UNIX_EPOCH_JD = 2_440_587.5;

/**
 * ΔT = TT − UT1 in seconds, sampled at decimal years.
 *
 * 1880.0–1984.0: the half-yearly historic values of the US Naval Observatory (McCarthy and
 * Babcock, file historic_deltat.data). 1985–2026: the measured values of 1 January of each year and
 * 1 July 2026 (USNO deltat.data, derived from IERS Bulletins). 2027–2033.75: the USNO/IERS
 * long-term predictions (deltat.preds). After the last prediction ΔT continues at the predictions'
 * final rate; before 1880 astronomy-engine's Espenak–Meeus polynomial applies.
 */
// biome-ignore format: a table, one sampling interval per line
const DELTA_T_SAMPLES: readonly (readonly [number, number])[] = [
  [1880, -5.36], [1880.5, -5.34], [1881, -5.37], [1881.5, -5.32], [1882, -5.34], [1882.5, -5.33],
  [1883, -5.4], [1883.5, -5.47], [1884, -5.58], [1884.5, -5.66], [1885, -5.74], [1885.5, -5.68],
  [1886, -5.69], [1886.5, -5.65], [1887, -5.67], [1887.5, -5.68], [1888, -5.73], [1888.5, -5.72],
  [1889, -5.78], [1889.5, -5.79], [1890, -5.86], [1890.5, -5.89], [1891, -6.01], [1891.5, -6.13],
  [1892, -6.28], [1892.5, -6.41], [1893, -6.53], [1893.5, -6.49], [1894, -6.5], [1894.5, -6.45],
  [1895, -6.41], [1895.5, -6.26], [1896, -6.11], [1896.5, -5.9], [1897, -5.63], [1897.5, -5.13],
  [1898, -4.68], [1898.5, -4.19], [1899, -3.72], [1899.5, -3.21], [1900, -2.7], [1900.5, -2.09],
  [1901, -1.48], [1901.5, -0.75], [1902, -0.08], [1902.5, 0.62], [1903, 1.26], [1903.5, 1.95],
  [1904, 2.59], [1904.5, 3.28], [1905, 3.92], [1905.5, 4.61], [1906, 5.2], [1906.5, 5.73],
  [1907, 6.29], [1907.5, 7.0], [1908, 7.68], [1908.5, 8.45], [1909, 9.13], [1909.5, 9.78],
  [1910, 10.38], [1910.5, 10.99], [1911, 11.64], [1911.5, 12.47], [1912, 13.23], [1912.5, 14.0],
  [1913, 14.69], [1913.5, 15.38], [1914, 16.0], [1914.5, 16.64], [1915, 17.19], [1915.5, 17.72],
  [1916, 18.19], [1916.5, 18.67], [1917, 19.13], [1917.5, 19.69], [1918, 20.14], [1918.5, 20.54],
  [1919, 20.86], [1919.5, 21.14], [1920, 21.41], [1920.5, 21.78], [1921, 22.06], [1921.5, 22.3],
  [1922, 22.51], [1922.5, 22.79], [1923, 23.01], [1923.5, 23.29], [1924, 23.46], [1924.5, 23.55],
  [1925, 23.63], [1925.5, 23.8], [1926, 23.95], [1926.5, 24.25], [1927, 24.39], [1927.5, 24.42],
  [1928, 24.34], [1928.5, 24.22], [1929, 24.1], [1929.5, 24.08], [1930, 24.02], [1930.5, 24.04],
  [1931, 23.98], [1931.5, 23.91], [1932, 23.89], [1932.5, 23.95], [1933, 23.93], [1933.5, 23.92],
  [1934, 23.88], [1934.5, 23.94], [1935, 23.91], [1935.5, 23.82], [1936, 23.76], [1936.5, 23.87],
  [1937, 23.91], [1937.5, 23.95], [1938, 23.96], [1938.5, 24.0], [1939, 24.04], [1939.5, 24.2],
  [1940, 24.35], [1940.5, 24.61], [1941, 24.82], [1941.5, 25.09], [1942, 25.3], [1942.5, 25.56],
  [1943, 25.77], [1943.5, 26.05], [1944, 26.27], [1944.5, 26.54], [1945, 26.76], [1945.5, 27.04],
  [1946, 27.27], [1946.5, 27.55], [1947, 27.77], [1947.5, 28.03], [1948, 28.25], [1948.5, 28.5],
  [1949, 28.7], [1949.5, 28.95], [1950, 29.15], [1950.5, 29.38], [1951, 29.57], [1951.5, 29.8],
  [1952, 29.97], [1952.5, 30.19], [1953, 30.36], [1953.5, 30.57], [1954, 30.72], [1954.5, 30.93],
  [1955, 31.07], [1955.5, 31.24], [1956, 31.349], [1956.5, 31.516], [1957, 31.677], [1957.5, 31.923],
  [1958, 32.166], [1958.5, 32.449], [1959, 32.671], [1959.5, 32.919], [1960, 33.15], [1960.5, 33.397],
  [1961, 33.584], [1961.5, 33.804], [1962, 33.992], [1962.5, 34.24], [1963, 34.466], [1963.5, 34.731],
  [1964, 35.03], [1964.5, 35.4], [1965, 35.738], [1965.5, 36.147], [1966, 36.546], [1966.5, 36.995],
  [1967, 37.429], [1967.5, 37.879], [1968, 38.291], [1968.5, 38.753], [1969, 39.204], [1969.5, 39.707],
  [1970, 40.182], [1970.5, 40.706], [1971, 41.17], [1971.5, 41.686], [1972, 42.227], [1972.5, 42.825],
  [1973, 43.373], [1973.5, 43.959], [1974, 44.486], [1974.5, 44.997], [1975, 45.477], [1975.5, 45.983],
  [1976, 46.458], [1976.5, 46.997], [1977, 47.521], [1977.5, 48.034], [1978, 48.535], [1978.5, 49.099],
  [1979, 49.589], [1979.5, 50.102], [1980, 50.54], [1980.5, 50.975], [1981, 51.382], [1981.5, 51.81],
  [1982, 52.168], [1982.5, 52.572], [1983, 52.957], [1983.5, 53.434], [1984, 53.789],
  [1985, 54.3427], [1986, 54.8713], [1987, 55.3222], [1988, 55.8197], [1989, 56.3], [1990, 56.8553],
  [1991, 57.5653], [1992, 58.3092], [1993, 59.1218], [1994, 59.9845], [1995, 60.7853], [1996, 61.6287],
  [1997, 62.295], [1998, 62.9659], [1999, 63.4673], [2000, 63.8285], [2001, 64.0908], [2002, 64.2998],
  [2003, 64.4734], [2004, 64.5736], [2005, 64.6876], [2006, 64.8452], [2007, 65.1464], [2008, 65.4573],
  [2009, 65.7768], [2010, 66.0699], [2011, 66.3246], [2012, 66.603], [2013, 66.9069], [2014, 67.281],
  [2015, 67.6439], [2016, 68.1024], [2017, 68.5927], [2018, 68.9676], [2019, 69.2202], [2020, 69.3612],
  [2021, 69.3594], [2022, 69.2945], [2023, 69.2039], [2024, 69.1752], [2025, 69.1377], [2026, 69.1099],
  [2026.5, 69.1695],
  [2027, 69.14], [2027.5, 69.26], [2028, 69.34], [2028.5, 69.51], [2029, 69.63], [2029.5, 69.83],
  [2030, 69.97], [2030.5, 70.17], [2031, 70.32], [2031.5, 70.51], [2032, 70.62], [2032.5, 70.82],
  [2033, 70.98], [2033.5, 71.2], [2033.75, 71.25],
];

const SAMPLE_COUNT = DELTA_T_SAMPLES.length;
const sampleYears = new Float64Array(SAMPLE_COUNT);
const sampleValues = new Float64Array(SAMPLE_COUNT);
for (let i = 0; i < SAMPLE_COUNT; i++) {
  const sample = DELTA_T_SAMPLES[i]!;
  sampleYears[i] = sample[0];
  sampleValues[i] = sample[1];
}
const FIRST_YEAR = sampleYears[0]!;
const LAST_YEAR = sampleYears[SAMPLE_COUNT - 1]!;
const LAST_VALUE = sampleValues[SAMPLE_COUNT - 1]!;
/** The predictions' rate over their last 1.75 years, s/year: what ΔT keeps after the table. */
const FINAL_RATE = (LAST_VALUE - sampleValues[SAMPLE_COUNT - 4]!) / (LAST_YEAR - sampleYears[SAMPLE_COUNT - 4]!);

const DAYS_PER_YEAR = 365.2425;

/**
 * ΔT = TT − UT1 in seconds at a UT instant given as days since J2000 (astronomy-engine's `ut`).
 * Linear between the table's samples (half-yearly or yearly; the interpolation error is under
 * 0.01 s), extrapolated beyond them as described at the table.
 */
export function deltaTSecondsAtUt(utDays: number): number {
  // Decimal year with 2000.0 at 2000-01-01T00:00 UT, half a day before J2000.
  const year = 2000 + (utDays + 0.5) / DAYS_PER_YEAR;
  if (year >= LAST_YEAR) return LAST_VALUE + FINAL_RATE * (year - LAST_YEAR);
  if (year < FIRST_YEAR) return DeltaT_EspenakMeeus(utDays);
  let lo = 0;
  let hi = SAMPLE_COUNT - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (sampleYears[mid]! <= year) lo = mid;
    else hi = mid;
  }
  const y0 = sampleYears[lo]!;
  const f = (year - y0) / (sampleYears[hi]! - y0);
  return sampleValues[lo]! + f * (sampleValues[hi]! - sampleValues[lo]!);
}

/** ΔT = TT − UT1 in seconds at a UTC instant (milliseconds since 1970). */
export function deltaTSeconds(utcMs: number): number {
  return deltaTSecondsAtUt((utcMs - J2000_MS) / DAY_MS);
}

let installed = false;
/**
 * Makes astronomy-engine use {@link deltaTSecondsAtUt}. Idempotent; called when this module loads,
 * so importing anything of the engine that touches the ephemeris is enough.
 */
export function installDeltaT(): void {
  if (installed) return;
  SetDeltaTFunction(deltaTSecondsAtUt);
  installed = true;
}
installDeltaT();

/** An astronomy-engine time for a UTC instant (milliseconds since 1970), with the engine's ΔT. */
export function astroTime(utcMs: number): AstroTime {
  return new AstroTime((utcMs - J2000_MS) / DAY_MS);
}

/** Julian day (UT) of a UTC instant in milliseconds. */
export function julianDayUt(utcMs: number): number {
  return utcMs / DAY_MS + UNIX_EPOCH_JD;
}

/** Julian centuries of TT since J2000.0 for a UTC instant in milliseconds. */
export function julianCenturiesTt(utcMs: number): number {
  const utDays = (utcMs - J2000_MS) / DAY_MS;
  return (utDays + deltaTSecondsAtUt(utDays) / 86_400) / 36_525;
}
