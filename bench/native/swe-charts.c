/*
 * Native Swiss Ephemeris beside the engine in `npm run bench` (bench/suites/engine.ts): reads
 * births as lines "jd_ut lat lon" from the file named by argv[1], computes for each the engine
 * chart's positions with Debian's libswe (Sun to Saturn and the mean node, apparent, sidereal
 * Lahiri, with speeds; the ascendant and MC), for about argv[2] milliseconds, and prints one JSON
 * line: charts per second of wall time and per second of CPU time, the ephemeris used, and the
 * longitudes of the first argv[3] births.
 *
 *   gcc -O2 swe-charts.c -o swe-charts $(pkg-config --cflags --libs swe) -lm
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <swephexp.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* CPU time of this process, milliseconds: what the charts cost, whatever else the machine runs. */
static double cpu_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static const int BODIES[8] = {SE_SUN, SE_MOON, SE_MARS, SE_MERCURY, SE_JUPITER, SE_VENUS, SE_SATURN, SE_MEAN_NODE};

/* One chart: 8 bodies (Ketu is Rahu + 180°) and the angles; longitudes into out[0..9]. */
static int chart(double jd, double lat, double lon, int32 flags, double *out) {
  double xx[6], cusps[13], ascmc[10];
  char err[AS_MAXCH];
  for (int k = 0; k < 8; k++) {
    if (swe_calc_ut(jd, BODIES[k], flags, xx, err) < 0) return -1;
    out[k] = xx[0];
  }
  if (swe_houses_ex(jd, SEFLG_SIDEREAL, lat, lon, 'W', cusps, ascmc) < 0) return -1;
  out[8] = ascmc[0];
  out[9] = ascmc[1];
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: swe-charts births.txt milliseconds sample\n");
    return 2;
  }
  FILE *f = fopen(argv[1], "r");
  if (!f) {
    perror(argv[1]);
    return 2;
  }
  int cap = 1024, n = 0;
  double *jd = malloc(cap * sizeof(double)), *lat = malloc(cap * sizeof(double)), *lon = malloc(cap * sizeof(double));
  while (fscanf(f, "%lf %lf %lf", &jd[n], &lat[n], &lon[n]) == 3) {
    if (++n == cap) {
      cap *= 2;
      jd = realloc(jd, cap * sizeof(double));
      lat = realloc(lat, cap * sizeof(double));
      lon = realloc(lon, cap * sizeof(double));
    }
  }
  fclose(f);
  if (n == 0) return 2;
  double budget = atof(argv[2]);
  int sample = atoi(argv[3]);
  if (sample > n) sample = n;

  const char *path = getenv("SE_EPHE_PATH");
  swe_set_ephe_path((char *)(path ? path : "/usr/share/libswe/ephe"));
  swe_set_sid_mode(SE_SIDM_LAHIRI, 0, 0);
  int32 flags = SEFLG_SWIEPH | SEFLG_SIDEREAL | SEFLG_SPEED;
  double out[10];
  /* Which ephemeris answered: the files, or Moshier's series when they are missing. */
  double xx[6];
  char err[AS_MAXCH];
  int32 got = swe_calc_ut(jd[0], SE_SUN, flags, xx, err);
  const char *ephemeris = (got & SEFLG_SWIEPH) ? "SWIEPH (sepl_18/semo_18 files)" : "Moshier (ephemeris files not found)";

  for (int i = 0; i < n && i < 500; i++) chart(jd[i], lat[i], lon[i], flags, out); /* warm-up */
  long done = 0;
  double start = now_ms(), cpu_start = cpu_ms(), elapsed = 0;
  while ((elapsed = now_ms() - start) < budget) {
    for (int k = 0; k < 100; k++, done++) {
      int i = done % n;
      if (chart(jd[i], lat[i], lon[i], flags, out) < 0) return 1;
    }
  }
  double cpu = cpu_ms() - cpu_start;
  printf("{\"chartsPerSecond\":%.1f,\"chartsPerCpuSecond\":%.1f,\"ephemeris\":\"%s\",\"version\":\"%s\",\"sample\":[",
         done / (elapsed / 1e3), done / (cpu / 1e3), ephemeris,
         swe_version((char[AS_MAXCH]){0}));
  for (int i = 0; i < sample; i++) {
    chart(jd[i], lat[i], lon[i], flags, out);
    printf("%s[", i ? "," : "");
    for (int k = 0; k < 10; k++) printf("%s%.9f", k ? "," : "", out[k]);
    printf("]");
  }
  printf("]}\n");
  swe_close();
  return 0;
}
