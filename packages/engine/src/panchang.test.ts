/**
 * The panchang against Swiss Ephemeris (30 days at Indian cities, 1960–2050, in
 * __fixtures__/swisseph-panchang.json) and against published panchangs (Drik Panchang, 10upon10,
 * birthastro, PyJHora and drik-panchanga test suites, in __fixtures__/published-vectors.json).
 */
import { describe, expect, it } from 'vitest';
import published from './__fixtures__/published-vectors.json';
import swisseph from './__fixtures__/swisseph-panchang.json';
import { LuniSolar } from './lunisolar';
import {
  addDays,
  type CivilDate,
  choghadiyaLords,
  type PanchangInput,
  panchang,
  panchangContext,
  parsePanchangInput,
} from './panchang';
import { nextRiseSet } from './sunrise';
import { DAY_MS } from './time';

interface SeElement {
  index: number;
  ends: string;
  ends_jd_ut?: number;
}
interface SeChoghadiya {
  name: string;
  from: string;
  to: string;
}
interface SeDay {
  place: string;
  input: { date: string; lat: number; lon: number; tz: number };
  sunrise_hindu: string;
  sunset_hindu: string;
  sunrise_std: string;
  sunset_std: string;
  next_sunrise_hindu?: string;
  moonrise_std: string;
  moonset_std: string;
  moonrise_hindu: string;
  moonset_hindu: string;
  tithi: SeElement[];
  nakshatra: SeElement[];
  yoga: SeElement[];
  karana: SeElement[];
  moon_pada_at_sunrise?: number;
  vara: number;
  rahu_kaal: [string, string];
  yamaganda: [string, string];
  gulika: [string, string];
  abhijit: [string, string];
  choghadiya_day: SeChoghadiya[];
  choghadiya_night: SeChoghadiya[];
  sunrise_std_basis: { rahu_kaal: [string, string] };
}

const days = (swisseph as unknown as { days: SeDay[] }).days;

const civil = (iso: string): CivilDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
/** A fixture's local time "YYYY-MM-DDTHH:MM:SS" at tz hours, as UTC ms. */
const local = (s: string, tz: number) => Date.parse(`${s}Z`) - tz * 3_600_000;
/** The UTC ms of a Julian day (UT). */
const fromJd = (jd: number) => (jd - 2_440_587.5) * DAY_MS;
/**
 * A published clock time on `date` at tz hours: "07:14", "21:27:24", "02:03 (+1)", "05:08:50 (-1)",
 * "24:14:11" (hours past 24 are the next day).
 */
const clock = (date: string, text: string, tz: number) => {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*\(([+-]1)\))?$/.exec(text.trim());
  if (!m) throw new Error(`not a time: ${text}`);
  const seconds = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) + Number(m[4] ?? 0) * 86_400;
  return Date.parse(`${date}T00:00:00Z`) + seconds * 1000 - tz * 3_600_000;
};
const secondsApart = (a: number | null | undefined, b: number) => {
  expect(a, 'instant').toBeTypeOf('number');
  return Math.abs((a as number) - b) / 1000;
};

function inputOf(d: SeDay, sunrise: 'standard' | 'hindu'): PanchangInput {
  return { date: civil(d.input.date), lat: d.input.lat, lon: d.input.lon, zone: d.input.tz, sunrise };
}

describe('panchang vs Swiss Ephemeris (30 days, 1960–2050)', () => {
  const hindu = days.map((d) => panchang(inputOf(d, 'hindu')));
  const standard = days.map((d) => panchang(inputOf(d, 'standard')));
  const worst: Record<string, number> = {};
  const note = (key: string, s: number) => {
    worst[key] = Math.max(worst[key] ?? 0, s);
    return s;
  };

  it('lists the same tithis, nakshatras, yogas and karanas from the Hindu sunrise, ending within 60 s', () => {
    days.forEach((d, i) => {
      const p = hindu[i]!;
      for (const kind of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
        const want = d[kind];
        expect(
          p[kind].map((e) => e.index),
          `${d.input.date} ${kind}`,
        ).toEqual(want.map((e) => e.index));
        want.forEach((e, j) => {
          expect(
            note(kind, secondsApart(p[kind][j]!.endMs, fromJd(e.ends_jd_ut!))),
            `${d.input.date} ${kind}`,
          ).toBeLessThan(60);
        });
      }
      expect(p.vara).toBe(d.vara);
      if (d.moon_pada_at_sunrise) expect(p.padas[0]!.pada).toBe(d.moon_pada_at_sunrise);
    });
    // What the ephemeris difference (astronomy-engine vs DE431) leaves: a few seconds.
    for (const kind of ['tithi', 'nakshatra', 'yoga', 'karana']) expect(worst[kind]).toBeLessThan(10);
  });

  it('gives both sunrises and sunsets within 10 s', () => {
    days.forEach((d, i) => {
      const tz = d.input.tz;
      for (const p of [hindu[i]!, standard[i]!]) {
        expect(note('sunrise', secondsApart(p.sun.hindu.sunrise, local(d.sunrise_hindu, tz)))).toBeLessThan(10);
        expect(note('sunset', secondsApart(p.sun.hindu.sunset, local(d.sunset_hindu, tz)))).toBeLessThan(10);
        expect(note('sunrise', secondsApart(p.sun.standard.sunrise, local(d.sunrise_std, tz)))).toBeLessThan(10);
        expect(note('sunset', secondsApart(p.sun.standard.sunset, local(d.sunset_std, tz)))).toBeLessThan(10);
        if (d.next_sunrise_hindu)
          expect(secondsApart(p.sun.hindu.nextSunrise, local(d.next_sunrise_hindu, tz))).toBeLessThan(10);
      }
      expect(standard[i]!.sunrise).toBe(standard[i]!.sun.standard.sunrise);
      expect(hindu[i]!.sunrise).toBe(hindu[i]!.sun.hindu.sunrise);
    });
    expect(worst.sunrise).toBeLessThan(3);
  });

  it('divides the day: rahu kaal, yamaganda, gulika, abhijit and choghadiya within 60 s of each sunrise', () => {
    days.forEach((d, i) => {
      const tz = d.input.tz;
      const p = hindu[i]!;
      const pairs: [number, string][] = [
        [p.rahuKaal!.startMs, d.rahu_kaal[0]],
        [p.rahuKaal!.endMs, d.rahu_kaal[1]],
        [p.yamaganda!.startMs, d.yamaganda[0]],
        [p.yamaganda!.endMs, d.yamaganda[1]],
        [p.gulika!.startMs, d.gulika[0]],
        [p.gulika!.endMs, d.gulika[1]],
        [p.abhijit!.startMs, d.abhijit[0]],
        [p.abhijit!.endMs, d.abhijit[1]],
        // The fixture also gives rahu kaal on the standard sunrise, the contract's default.
        [standard[i]!.rahuKaal!.startMs, d.sunrise_std_basis.rahu_kaal[0]],
        [standard[i]!.rahuKaal!.endMs, d.sunrise_std_basis.rahu_kaal[1]],
      ];
      for (const [got, want] of pairs) expect(note('periods', secondsApart(got, local(want, tz)))).toBeLessThan(60);
      for (const part of ['day', 'night'] as const) {
        const want = part === 'day' ? d.choghadiya_day : d.choghadiya_night;
        expect(p.choghadiya[part].map((c) => c.name)).toEqual(want.map((c) => c.name));
        want.forEach((c, j) => {
          expect(note('choghadiya', secondsApart(p.choghadiya[part][j]!.startMs, local(c.from, tz)))).toBeLessThan(60);
          expect(note('choghadiya', secondsApart(p.choghadiya[part][j]!.endMs, local(c.to, tz)))).toBeLessThan(60);
        });
      }
    });
    expect(worst.periods).toBeLessThan(3);
    expect(worst.choghadiya).toBeLessThan(3);
  });

  it('finds moonrise and moonset within 60 s, both definitions', () => {
    days.forEach((d, i) => {
      const { date, lat, lon, tz } = d.input;
      // The fixture gives the first event after local midnight of the date.
      const midnight = Date.parse(`${date}T00:00:00Z`) - tz * 3_600_000;
      const cases = [
        ['standard', 'rise', d.moonrise_std],
        ['standard', 'set', d.moonset_std],
        ['hindu', 'rise', d.moonrise_hindu],
        ['hindu', 'set', d.moonset_hindu],
      ] as const;
      for (const [kind, event, want] of cases) {
        const got = nextRiseSet('moon', kind, event, lat, lon, midnight, 2);
        expect(note('moon', secondsApart(got, local(want, tz))), `${date} ${kind} ${event}`).toBeLessThan(60);
      }
      // The panchang reports the moonrise and moonset of its own day (sunrise to sunrise).
      for (const [p, rise, set] of [
        [hindu[i]!, d.moonrise_hindu, d.moonset_hindu],
        [standard[i]!, d.moonrise_std, d.moonset_std],
      ] as const) {
        for (const [got, want] of [
          [p.moonrise, local(rise, tz)],
          [p.moonset, local(set, tz)],
        ] as const) {
          if (want >= p.day.startMs && want < p.day.endMs) expect(secondsApart(got, want)).toBeLessThan(60);
          else if (got !== null) expect(got >= p.day.startMs && got < p.day.endMs).toBe(true);
        }
      }
    });
    expect(worst.moon).toBeLessThan(5);
  });
});

interface PublishedDay {
  id: string;
  input: { date: string; lat: number; lon: number; tz: number };
  published: Record<string, unknown>;
  se_reproduction_apparent_lahiri?: Record<string, unknown>;
  se_reproduction_apparent?: Record<string, unknown>;
}
const pub = (id: string) =>
  (published as unknown as { panchang: PublishedDay[] }).panchang.find((p) => p.id.startsWith(`${id}-`))!;

describe('panchang vs published panchangs (within 2 minutes)', () => {
  const TWO_MINUTES = 120;
  const compute = (id: string, extra: Partial<PanchangInput> = {}) => {
    const e = pub(id);
    const { date, lat, lon, tz } = e.input;
    const p = panchang({ date: civil(date), lat, lon, zone: tz, ...extra });
    const t = (text: string) => clock(date, text, tz);
    return { e, p, t, tz, date };
  };
  const near = (got: number | null | undefined, want: number, limit = TWO_MINUTES) =>
    expect(secondsApart(got, want)).toBeLessThanOrEqual(limit);
  const span = (got: { startMs: number; endMs: number } | null | undefined, text: string, t: (s: string) => number) => {
    const [a, b] = text.split('-') as [string, string];
    near(got?.startMs, t(a));
    near(got?.endMs, t(b));
  };

  it('Drik Panchang, New Delhi, 2020-12-31', () => {
    const { p, t } = compute('P1');
    near(p.sunrise, t('07:14'));
    near(p.sunset, t('17:35'));
    near(p.moonrise, t('18:42'));
    near(p.moonset, t('08:12'));
    expect(p.vara).toBe(4);
    expect(p.tithi[0]!.index).toBe(16);
    near(p.tithi[0]!.endMs, t('09:30'));
    expect(p.nakshatra[0]!.index).toBe(7);
    near(p.nakshatra[0]!.endMs, t('19:49'));
    expect(p.yoga[0]!.index).toBe(26);
    near(p.yoga[0]!.endMs, t('14:52'));
    // Kaulava, Taitila, then Garaja after 21:35.
    expect(p.karana.map((k) => k.index)).toEqual([32, 33, 34]);
    near(p.karana[0]!.endMs, t('09:30'));
    near(p.karana[1]!.endMs, t('21:35'));
    expect(p.padas.slice(0, 4).map((x) => `${x.nakshatra}-${x.pada}`)).toEqual(['7-2', '7-3', '7-4', '8-1']);
    for (const [i, s] of ['07:26', '13:38', '19:49', '01:58 (+1)'].entries()) near(p.padas[i]!.endMs, t(s));
    // Moon in Mithuna up to 13:38.
    expect(p.moonSign[0]!.index).toBe(3);
    near(p.moonSign[0]!.endMs, t('13:38'));
    span(p.abhijit, '12:04-12:45', t);
    span(p.brahmaMuhurta, '05:25-06:19', t);
    span(p.amritKaal[0], '17:20-18:59', t);
    near(p.rahuKaal!.startMs, t('13:42'));
    // Dinamana 10h21m09s, ratrimana 13h39m05s.
    expect(Math.abs(p.sunset! - p.sunrise! - (10 * 3600 + 21 * 60 + 9) * 1000)).toBeLessThan(TWO_MINUTES * 1000);
    expect(Math.abs(p.nextSunrise! - p.sunset! - (13 * 3600 + 39 * 60 + 5) * 1000)).toBeLessThan(TWO_MINUTES * 1000);
    expect(p.month.purnimanta).toEqual({ index: 10, adhika: false }); // Pausha
    expect(p.month.amanta).toEqual({ index: 9, adhika: false }); // Margashirsha
    expect(p.samvat).toEqual({ vikram: 2077, shaka: 1942 });
    // Vikram samvat 2077 Pramadi (47), Shaka 1942 Sharvari (34), as Drik Panchang names them.
    expect(p.samvatsara).toEqual({ north: 47, south: 34 });
  });

  it('Drik Panchang, New Delhi, 2022-01-24', () => {
    const { p, t } = compute('P2');
    near(p.sunrise, t('07:13'));
    near(p.sunset, t('17:54'));
    near(p.moonrise, t('23:55'));
    near(p.moonset, t('11:08'));
    expect([p.vara, p.tithi[0]!.index, p.nakshatra[0]!.index, p.yoga[0]!.index]).toEqual([1, 21, 13, 7]);
    near(p.tithi[0]!.endMs, t('08:43'));
    near(p.nakshatra[0]!.endMs, t('11:15'));
    near(p.yoga[0]!.endMs, t('11:12'));
    // Vanija to 08:43, Vishti (bhadra) to 20:19, then Bava.
    expect(p.karana.map((k) => k.index)).toEqual([42, 43, 44]);
    near(p.karana[1]!.endMs, t('20:19'));
    for (const [i, s] of ['11:15', '17:13', '23:08', '05:02 (+1)'].entries()) near(p.padas[i]!.endMs, t(s));
    near(p.moonSign[0]!.endMs, t('23:08'));
    span(p.abhijit, '12:12-12:55', t);
    span(p.brahmaMuhurta, '05:26-06:20', t);
    near(p.amritKaal[0]!.startMs, t('04:36 (+1)'));
    near(p.amritKaal[0]!.endMs, t('06:11 (+1)'));
    span(p.rahuKaal, '08:33-09:53', t);
    span(p.yamaganda, '11:13-12:33', t);
  });

  it('Drik Panchang, New Delhi, 2022-01-26 (Wednesday: dur muhurat is the abhijit muhurta)', () => {
    const { p, t } = compute('P3');
    near(p.sunrise, t('07:12'));
    near(p.sunset, t('17:55'));
    near(p.moonrise, t('02:03 (+1)'));
    near(p.moonset, t('12:18'));
    expect([p.vara, p.tithi[0]!.index, p.nakshatra[0]!.index, p.yoga[0]!.index]).toEqual([3, 24, 15, 10]);
    near(p.tithi[0]!.endMs, t('04:34 (+1)'));
    near(p.nakshatra[0]!.endMs, t('10:07'));
    near(p.yoga[0]!.endMs, t('04:09 (+1)'));
    near(p.karana[0]!.endMs, t('17:33'));
    near(p.karana[1]!.endMs, t('04:34 (+1)'));
    for (const [i, s] of ['10:07', '15:50', '21:32', '03:13 (+1)'].entries()) near(p.padas[i]!.endMs, t(s));
    near(p.moonSign[0]!.endMs, t('03:13 (+1)'));
    span(p.rahuKaal, '12:34-13:54', t);
    span(p.yamaganda, '08:33-09:53', t);
    span(p.gulika, '11:13-12:34', t);
    expect(p.durMuhurat).toHaveLength(1);
    span(p.durMuhurat[0], '12:12-12:55', t);
    near(p.amritKaal[0]!.startMs, t('00:31 (+1)'));
    near(p.amritKaal[0]!.endMs, t('02:02 (+1)'));
  });

  it('Drik Panchang, New Delhi, 2025-11-22', () => {
    const { p, t } = compute('P4');
    near(p.sunrise, t('06:49'));
    near(p.sunset, t('17:25'));
    near(p.moonrise, t('08:39'));
    near(p.moonset, t('18:44'));
    expect([p.vara, p.tithi[0]!.index, p.nakshatra[0]!.index, p.yoga[0]!.index]).toEqual([6, 2, 18, 7]);
    near(p.tithi[0]!.endMs, t('17:11'));
    near(p.nakshatra[0]!.endMs, t('16:47'));
    near(p.yoga[0]!.endMs, t('11:30'));
    near(p.karana[0]!.endMs, t('17:11'));
    near(p.karana[1]!.endMs, t('06:19 (+1)'));
    for (const [i, s] of ['10:05', '16:47', '23:28', '06:09 (+1)'].entries()) near(p.padas[i]!.endMs, t(s));
    span(p.rahuKaal, '09:28-10:48', t);
    span(p.yamaganda, '13:27-14:46', t);
    span(p.abhijit, '11:46-12:28', t);
    span(p.brahmaMuhurta, '05:02-05:56', t);
    span(p.amritKaal[0], '06:56-08:43', t);
  });

  it('Drik Panchang (ISKCON), Buddh Gaya, 2026-09-28', () => {
    const { p, t } = compute('P5');
    near(p.sunrise, t('05:41'));
    near(p.sunset, t('17:40'));
    near(p.moonrise, t('18:33'));
    near(p.moonset, t('07:03'));
    expect([p.vara, p.tithi[0]!.index, p.nakshatra[0]!.index, p.yoga[0]!.index]).toEqual([1, 17, 27, 12]);
    near(p.tithi[0]!.endMs, t('19:13'));
    near(p.nakshatra[0]!.endMs, t('10:16'));
    near(p.yoga[0]!.endMs, t('08:54'));
    near(p.karana[0]!.endMs, t('08:08'));
    near(p.karana[1]!.endMs, t('19:13'));
    for (const [i, s] of ['10:16', '15:59', '21:41', '03:23 (+1)'].entries()) near(p.padas[i]!.endMs, t(s));
    span(p.rahuKaal, '07:11-08:41', t);
    span(p.yamaganda, '10:11-11:41', t);
    span(p.abhijit, '11:17-12:05', t);
    span(p.brahmaMuhurta, '04:05-04:53', t);
  });

  it('10upon10, New Delhi, 2025-12-15 (Hindu sunrise)', () => {
    const { p, t } = compute('P6', { sunrise: 'hindu' });
    near(p.sunrise, t('07:10:27'));
    near(p.sunset, t('17:21:52'));
    expect([p.tithi[0]!.index, p.nakshatra[0]!.index, p.yoga[0]!.index, p.karana[0]!.index]).toEqual([26, 14, 5, 51]);
    // The site's tithi end is 92 s before Swiss Ephemeris' (its own interpolation); still within 2 min.
    near(p.tithi[0]!.endMs, t('21:18:59'));
    near(p.nakshatra[0]!.endMs, t('11:08:45'));
    near(p.yoga[0]!.endMs, t('12:30:06'));
    near(p.karana[0]!.endMs, t('08:03:49'));
  });

  it('birthastro, Delhi, 2021-12-08 (both sunrises, periods, varjyam, amrit kaal)', () => {
    const { p, t, e, tz } = compute('P7');
    near(p.sun.standard.sunrise, t('07:01:32'));
    near(p.sun.standard.sunset, t('17:24:22'));
    near(p.sun.hindu.sunrise, t('07:05:50'));
    near(p.sun.hindu.sunset, t('17:20:04'));
    near(p.moonrise, t('11:03:05'));
    near(p.moonset, t('21:46:47'));
    near(p.tithi[0]!.endMs, t('21:27:24'));
    near(p.nakshatra[0]!.endMs, t('22:41:04'));
    near(p.yoga[0]!.endMs, t('13:08:40'));
    // The site's Bava ends at 10:31:52, three minutes after Swiss Ephemeris' 10:28:48 (the
    // reference data calls it a low-precision site); we agree with Swiss Ephemeris.
    const se = e.se_reproduction_apparent_lahiri as { karana: SeElement[] };
    expect(p.karana[0]!.index).toBe(se.karana[0]!.index);
    near(p.karana[0]!.endMs, local(se.karana[0]!.ends, tz), 10);
    span(p.rahuKaal, '12:12:58-13:30:49', t);
    span(p.yamaganda, '08:19:24-09:37:15', t);
    span(p.gulika, '10:55:06-12:12:58', t);
    span(p.durMuhurat[0], '11:52:12-12:33:43', t);
    span(p.abhijit, '11:52-12:32', t);
    // Its first varjyam (03:56 on the 8th) falls before this day's sunrise; the second is ours.
    expect(p.varjyam).toHaveLength(1);
    near(p.varjyam[0]!.startMs, t('26:31:50'));
    near(p.varjyam[0]!.endMs, t('28:04:34'));
    span(p.amritKaal[0], '12:55:52-14:25:44', t);
  });

  it('PyJHora and drik-panchanga test values (Hindu sunrise; tithi on true positions where they use them)', () => {
    const at = (id: string, extra: Partial<PanchangInput> = {}) => compute(id, { sunrise: 'hindu', ...extra });
    {
      const { p, t, date, e } = at('P8');
      near(p.sunrise, t('06:49:46'), 2);
      near(p.sunset, t('18:10:25'), 2);
      near(p.moonrise, t('11:35:06'), 2);
      near(p.moonset, t('00:14:12 (+1)'), 2);
      expect(p.vara).toBe(5);
      expect(p.nakshatra[0]!.index).toBe(27);
      expect(p.padas[0]).toMatchObject({ nakshatra: 27, pada: 3 });
      near(p.nakshatra[0]!.endMs, t('19:23:06'), 10);
      const geometric = compute('P8', { sunrise: 'hindu', positions: 'geometric' }).p;
      expect(geometric.tithi[0]!.index).toBe(7);
      near(geometric.tithi[0]!.endMs, t('16:25:03'), 10);
      expect(geometric.yoga[0]!.index).toBe(21);
      near(geometric.yoga[0]!.endMs, t('05:10:18 (+1)'), 10);
      const ls = new LuniSolar({ positions: 'geometric' });
      const yoga = ls.elements('yoga', p.day.startMs, p.day.endMs, true);
      near(yoga[0]!.startMs, clock(date, '05:08:50', e.input.tz), 10);
    }
    {
      const { p, t } = at('P9', { positions: 'geometric' });
      expect([p.tithi[0]!.index, p.nakshatra[0]!.index]).toEqual([23, 27]);
      near(p.tithi[0]!.endMs, t('03:08:16 (+1)'), 10);
      near(p.nakshatra[0]!.endMs, t('17:06:35'), 10);
    }
    {
      const { p, t, e } = at('P10');
      near(p.sunrise, t('05:54:27'), 2);
      near(p.sunset, t('18:35:40'), 2);
      near(p.moonrise, t('14:55:40'), 2);
      // JHora's moonset is the one of the civil date, before sunrise.
      const { lat, lon, tz, date } = e.input;
      const midnight = Date.parse(`${date}T00:00:00Z`) - tz * 3_600_000;
      near(nextRiseSet('moon', 'hindu', 'set', lat, lon, midnight), t('01:49:27'), 2);
    }
    {
      const { p, t } = at('P11');
      expect(p.tithi.map((x) => x.index)).toEqual([10, 11, 12]);
      near(p.tithi[0]!.endMs, t('06:09:29'), 10);
      near(p.tithi[1]!.endMs, t('27:33:58'), 10);
      near(at('P11', { positions: 'geometric' }).p.tithi[1]!.endMs, t('03:34:34 (+1)'), 10);
      // April 2010 was Adhika Vaishakha.
      expect(p.month.amanta).toEqual({ index: 2, adhika: true });
    }
    {
      const { p, t } = at('P12');
      expect(p.karana[0]!.index).toBe(14);
      near(p.karana[0]!.endMs, t('12:54:20'), 10);
      near(at('P12', { positions: 'geometric' }).p.tithi[0]!.endMs, t('12:55:03'), 10);
    }
    {
      const { p, t, date, e } = at('P13', { positions: 'geometric' });
      expect([p.tithi[0]!.index, p.nakshatra[0]!.index, p.yoga[0]!.index]).toEqual([22, 24, 1]);
      near(p.tithi[0]!.endMs, t('01:04:12 (+1)'), 10);
      near(p.nakshatra[0]!.endMs, t('02:32:43 (+1)'), 10);
      near(p.yoga[0]!.endMs, t('22:59:08'), 10);
      expect(p.padas.find((x) => x.endMs > clock(date, '10:34', e.input.tz))).toMatchObject({ nakshatra: 24, pada: 2 });
      const yoga = new LuniSolar({ positions: 'geometric' }).elements('yoga', p.day.startMs, p.day.endMs, true);
      near(yoga[0]!.startMs, t('23:12:24 (-1)'), 10);
    }
    {
      const { p, t } = at('P14');
      expect(p.tithi.map((x) => x.index)).toEqual([22, 23, 24]);
      near(p.tithi[0]!.endMs, t('08:14:06'), 10);
      near(p.tithi[1]!.endMs, t('30:33:17'), 10);
      near(at('P14', { positions: 'geometric' }).p.tithi[1]!.endMs, t('06:33:55 (+1)'), 10);
    }
    {
      const { p, t } = at('P15');
      near(p.sunrise, t('04:36:16'), 2);
      const at1034 = p.padas.find((x) => x.endMs > t('10:34'))!;
      expect(at1034).toMatchObject({ nakshatra: 4, pada: 2 });
      near(p.nakshatra.find((x) => x.index === 4)!.endMs, t('02:31:12 (+1)'), 10);
    }
  });

  it('agrees with every Swiss Ephemeris reproduction in the published set within 10 s', () => {
    for (const e of (published as unknown as { panchang: PublishedDay[] }).panchang) {
      const se = (e.se_reproduction_apparent_lahiri ?? e.se_reproduction_apparent) as unknown as SeDay;
      const { date, lat, lon, tz } = e.input;
      const p = panchang({ date: civil(date), lat, lon, zone: tz, sunrise: 'hindu' });
      for (const kind of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
        expect(
          p[kind].map((x) => x.index),
          `${e.id} ${kind}`,
        ).toEqual(se[kind].map((x) => x.index));
        for (const [i, x] of se[kind].entries()) near(p[kind][i]!.endMs, local(x.ends, tz), 10);
      }
      near(p.sun.standard.sunrise, local(se.sunrise_std, tz), 5);
      near(p.sun.hindu.sunrise, local(se.sunrise_hindu, tz), 5);
      near(p.rahuKaal!.startMs, local(se.rahu_kaal[0], tz), 5);
      expect(p.choghadiya.night.map((c) => c.name)).toEqual(se.choghadiya_night.map((c) => c.name));
    }
  });
});

describe('panchang conventions', () => {
  const delhi = { lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' };

  it('orders choghadiyas by weekday: the day from its lord, the night from the fifth weekday', () => {
    expect(choghadiyaLords(0, 'day')).toEqual(['SU', 'VE', 'ME', 'MO', 'SA', 'JU', 'MA', 'SU']);
    expect(choghadiyaLords(0, 'night')).toEqual(['JU', 'MO', 'VE', 'MA', 'SA', 'ME', 'SU', 'JU']);
  });

  it('splits the day and night into 15 muhurtas, 8 choghadiyas and 12 horas from the weekday lord', () => {
    const p = panchang({ date: { year: 2025, month: 3, day: 30 }, ...delhi });
    expect(p.vara).toBe(0);
    expect(p.muhurtas.day).toHaveLength(15);
    expect(p.muhurtas.night[14]!.endMs).toBe(p.nextSunrise);
    expect(p.abhijit).toEqual(p.muhurtas.day[7]);
    expect(p.hora.day[0]!.lord).toBe('SU');
    expect(p.hora.night[0]!.lord).toBe('JU'); // the 13th hora of a Sunday
    expect(p.hora.night[11]!.endMs).toBe(p.nextSunrise);
    // Sunday: rahu kaal the 8th eighth, ending at sunset; dur muhurat the 14th muhurta.
    expect(p.rahuKaal!.endMs).toBe(p.sunset);
    expect(p.durMuhurat).toEqual([p.muhurtas.day[13]]);
    // 2025-03-30 is Chaitra Shukla Pratipada: Vikram samvat 2082 Kalayukta begins.
    expect(p.tithi[0]!.index).toBe(1);
    expect(p.month.amanta).toEqual({ index: 1, adhika: false });
    expect(p.samvat).toEqual({ vikram: 2082, shaka: 1947 });
    expect(p.samvatsara.north).toBe(52);
    expect(p.ritu.vedic).toBe(1);
    expect(p.ayana.vedic).toBe('uttarayana');
  });

  it('runs each list from sunrise to the next sunrise, contiguous, the last ending after it', () => {
    const ctx = panchangContext();
    let date: CivilDate = { year: 2024, month: 1, day: 1 };
    for (let i = 0; i < 40; i++, date = addDays(date, 1)) {
      const p = panchang({ date, ...delhi }, ctx);
      for (const list of [p.tithi, p.nakshatra, p.yoga, p.karana]) {
        expect(list[0]!.endMs).toBeGreaterThan(p.day.startMs);
        expect(list.at(-1)!.endMs).toBeGreaterThanOrEqual(p.day.endMs);
        for (let j = 1; j < list.length; j++) expect(list[j]!.endMs).toBeGreaterThan(list[j - 1]!.endMs);
        if (list.length > 1) expect(list.at(-2)!.endMs).toBeLessThan(p.day.endMs);
      }
      // Karanas are half tithis: every tithi ends with its second karana.
      for (const t of p.tithi) {
        const k = p.karana.find((x) => x.index === ((t.index * 2 - 1) % 60) + 1);
        if (k) expect(Math.abs(k.endMs - t.endMs)).toBeLessThan(1000);
      }
    }
  });

  it('gives the same answer with and without a shared context', () => {
    const ctx = panchangContext();
    const a = panchang({ date: { year: 2030, month: 6, day: 1 }, ...delhi }, ctx);
    panchang({ date: { year: 2030, month: 6, day: 2 }, ...delhi }, ctx);
    const b = panchang({ date: { year: 2030, month: 6, day: 1 }, ...delhi });
    for (const k of ['tithi', 'nakshatra', 'yoga', 'karana'] as const)
      for (const [i, e] of a[k].entries()) expect(Math.abs(e.endMs - b[k][i]!.endMs)).toBeLessThan(50);
  });

  it('reports polar day and night instead of failing', () => {
    const tromso = { lat: 69.6492, lon: 18.9553, zone: 'Europe/Oslo' };
    const summer = panchang({ date: { year: 2025, month: 6, day: 21 }, ...tromso });
    expect(summer.polar).toBe('day');
    expect(summer.sunrise).toBeNull();
    expect(summer.rahuKaal).toBeNull();
    expect(summer.choghadiya.day).toEqual([]);
    expect(summer.tithi.length).toBeGreaterThan(0);
    expect(summer.day.endMs - summer.day.startMs).toBe(DAY_MS);
    const winter = panchang({ date: { year: 2025, month: 12, day: 21 }, ...tromso });
    expect(winter.polar).toBe('night');
    const spring = panchang({ date: { year: 2025, month: 3, day: 21 }, ...tromso });
    expect(spring.polar).toBeNull();
    expect(spring.sunset! - spring.sunrise!).toBeGreaterThan(11 * 3_600_000);
  });

  it('validates its input naming the field', () => {
    expect(() => parsePanchangInput({ date: '2025-02-30', lat: 1, lon: 1, tz: 5.5 })).toThrow(/^date: /);
    expect(() => parsePanchangInput({ date: '2025-02-28', lat: 91, lon: 1, tz: 5.5 })).toThrow(/^lat: /);
    expect(() => parsePanchangInput({ date: '2025-02-28', lat: 1, lon: 1 })).toThrow(/^tz: /);
    expect(() => parsePanchangInput({ date: '2025-02-28', lat: 1, lon: 1, tz: 'Mars/Olympus' })).toThrow(/^tz: /);
    expect(() => parsePanchangInput({ date: '2025-02-28', lat: 1, lon: 1, tz: 5.5, sunrise: 'vedic' })).toThrow(
      /^sunrise: /,
    );
    expect(parsePanchangInput({ date: '2025-02-28', lat: 1, lon: 2 }, () => 'Asia/Kolkata')).toEqual({
      date: { year: 2025, month: 2, day: 28 },
      lat: 1,
      lon: 2,
      zone: 'Asia/Kolkata',
    });
  });
});
