/** Horoscopes from transits: worked examples, the events of a period, and the uniqueness properties. */
import { describe, expect, it } from 'vitest';
import {
  allSigns,
  composeHoroscope,
  HOROSCOPE_SECTIONS,
  type Horoscope,
  type HoroscopePhrases,
  horoscope,
  periodDates,
} from './horoscope';
import panchangRef from './__fixtures__/swisseph-panchang.json';
import { addDays, type CivilDate } from './panchang';

/** A phrase table with two variants per theme and the house in every fact. */
const phrases: HoroscopePhrases = {
  themes: Object.fromEntries(
    HOROSCOPE_SECTIONS.map((s) => [
      s,
      Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [`${s}-${i + 1}`, [`${s} ${i + 1} first`, `${s} ${i + 1} second`]]),
      ),
    ]),
  ) as unknown as HoroscopePhrases['themes'],
  tones: { '-2': 'Go slow.', '-1': 'Take care.', '0': 'Steady.', '1': 'Good.', '2': 'Excellent.' },
  facts: {
    transit: '{planet} in the {house} house ({sign}{nakshatra})',
    ingress: '{planet} enters {sign}, your {house} house, on {date}',
    'retrograde-station': '{planet} turns retrograde in your {house} house on {date}',
    'direct-station': '{planet} turns direct in your {house} house on {date}',
    'solar-eclipse': 'a {kind} solar eclipse in your {house} house on {date}',
    'lunar-eclipse': 'a {kind} lunar eclipse in your {house} house on {date}',
  },
  planets: {
    SU: 'Sun',
    MO: 'Moon',
    MA: 'Mars',
    ME: 'Mercury',
    JU: 'Jupiter',
    VE: 'Venus',
    SA: 'Saturn',
    RA: 'Rahu',
    KE: 'Ketu',
  },
  signs: [
    'Aries',
    'Taurus',
    'Gemini',
    'Cancer',
    'Leo',
    'Virgo',
    'Libra',
    'Scorpio',
    'Sagittarius',
    'Capricorn',
    'Aquarius',
    'Pisces',
  ],
  houses: ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'],
  nakshatras: Array.from({ length: 27 }, (_, i) => `, nakshatra ${i + 1}`),
  joiner: ' ',
};

/** What a horoscope's text is made of: every section's theme, variant and facts. */
const tuple = (h: Horoscope) =>
  JSON.stringify(HOROSCOPE_SECTIONS.map((s) => [h.sections[s].theme, h.sections[s].variant, h.sections[s].facts]));

describe('horoscope, worked example: 2020-12-31 (IST)', () => {
  // At noon IST the Moon is in Gemini (Drik Panchang: Mithuna up to 13:38), the Sun in sidereal
  // Sagittarius, Jupiter in Capricorn.
  const all = allSigns({ year: 2020, month: 12, day: 31 });

  it('counts the Moon’s house from each sign', () => {
    expect(all.map((h) => h.moon[0]!.house)).toEqual([3, 2, 1, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(all.map((h) => h.sections.personal.theme)).toEqual(
      [3, 2, 1, 12, 11, 10, 9, 8, 7, 6, 5, 4].map((house) => `personal-${house}`),
    );
    expect(all[0]!.positions.SU).toEqual({ sign: 9, house: 9, retrograde: false });
    expect(all[0]!.positions.JU.sign).toBe(10);
  });

  it('sets the tone from the gochara houses', () => {
    // Sagittarius: Moon 7th (good), Sun 1st (not good), Jupiter 2nd (good): +1 − 1 + 1 = +1.
    expect(all[8]!.sections.personal).toMatchObject({ theme: 'personal-7', tone: 1 });
    // Scorpio: Moon 8th, Sun 2nd, Jupiter 3rd: none good, −3, clamped to −2.
    expect(all[7]!.sections.personal).toMatchObject({ theme: 'personal-8', tone: -2 });
    // Aries: Moon 3rd (good), Sun 9th, Jupiter 10th: −1.
    expect(all[0]!.sections.personal.tone).toBe(-1);
    // Its facts: the three transits, then the Moon entering Cancer, the 4th, at 13:38 IST.
    expect(all[0]!.sections.personal.facts.map((f) => [f.planet, f.event, f.house])).toEqual([
      ['MO', 'transit', 3],
      ['SU', 'transit', 9],
      ['JU', 'transit', 10],
      ['MO', 'ingress', 4],
    ]);
    const ingress = all[0]!.sections.personal.facts[3]!;
    expect(Math.abs(ingress.atMs! - Date.parse('2020-12-31T13:38:04+05:30'))).toBeLessThan(120_000);
  });

  it('picks the lucky planet, number, colour and time from the day lord, nakshatra lord and sign lord', () => {
    // Thursday: the day lord is Jupiter; at noon the Moon is in Punarvasu (7), ruled by Jupiter.
    // Sagittarius (lord Jupiter): Jupiter in the 2nd is favourable → Jupiter; 3 + 3 + 3 = 9; yellow.
    expect(all[8]!.lucky).toMatchObject({
      planet: 'JU',
      number: 9,
      colour: 'yellow',
      factors: { dayLord: 'JU', nakshatraLord: 'JU', nakshatra: 7, signLord: 'JU' },
    });
    // Taurus (lord Venus): Jupiter in the 9th is favourable → Jupiter; 3 + 3 + 6 = 12 → 3.
    expect(all[1]!.lucky).toMatchObject({ planet: 'JU', number: 3, colour: 'yellow' });
    // Leo (lord Sun): Jupiter in the 6th and the Sun in the 5th are not → the nakshatra lord;
    // 3 + 3 + 1 = 7.
    expect(all[4]!.lucky).toMatchObject({ planet: 'JU', number: 7, factors: { signLord: 'SU' } });
    // Thursday's first hora (from sunrise in New Delhi, about 07:14 IST) is Jupiter's.
    const time = all[8]!.lucky.time!;
    expect(time.planet).toBe('JU');
    expect(Math.abs(time.startMs - Date.parse('2020-12-31T07:14:00+05:30'))).toBeLessThan(5 * 60_000);
    expect(time.endMs - time.startMs).toBeGreaterThan(50 * 60_000);
    expect(time.endMs - time.startMs).toBeLessThan(60 * 60_000);
  });

  it('varies the lucky number and colour with the sky: over 30 days no sign keeps one pair', () => {
    const pairs = Array.from({ length: 12 }, () => new Set<string>());
    let date: CivilDate = { year: 2026, month: 3, day: 1 };
    for (let i = 0; i < 30; i++, date = addDays(date, 1))
      for (const [s, h] of allSigns(date).entries()) pairs[s]!.add(`${h.lucky.number}|${h.lucky.colour}`);
    for (const p of pairs) expect(p.size).toBeGreaterThanOrEqual(5);
  });

  it('equals the single-sign computation and is deterministic', () => {
    expect(horoscope(9, 'daily', { year: 2020, month: 12, day: 31 })).toEqual(all[8]);
    expect(allSigns({ year: 2020, month: 12, day: 31 })).toEqual(all);
  });
});

describe('horoscope events', () => {
  // Ends of Purnima (tithi 15) and Amavasya (tithi 30), Swiss Ephemeris (swisseph-panchang.json),
  // local time at UTC+5:30.
  const phases = (panchangRef as { days: { tithi: { index: number; ends: string }[] }[] }).days.flatMap((d) =>
    d.tithi
      .filter((t) => t.index === 15 || t.index === 30)
      .map((t) => ({ event: t.index === 15 ? 'full-moon' : 'new-moon', at: Date.parse(`${t.ends}+05:30`) })),
  );

  it('lists new and full moons at the Swiss Ephemeris instants (within 2 minutes)', () => {
    expect(phases.length).toBeGreaterThanOrEqual(5);
    for (const p of phases) {
      const d = new Date(p.at + 5.5 * 3_600_000);
      const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
      const found = horoscope(1, 'daily', date).events.filter((e) => e.event === p.event);
      expect(found).toHaveLength(1);
      expect(Math.abs(found[0]!.atMs! - p.at)).toBeLessThan(120_000);
    }
  });

  it('gives a month its new and full moon, with the Moon’s sign and the house from the sign', () => {
    // November 2025: the new moon of 20/11 in sidereal Scorpio, the full moon of 05/11 in Aries.
    const h = horoscope(5, 'monthly', { year: 2025, month: 11, day: 1 });
    const nm = h.events.filter((e) => e.event === 'new-moon');
    const fm = h.events.filter((e) => e.event === 'full-moon');
    expect(nm).toHaveLength(1);
    expect(fm).toHaveLength(1);
    expect(nm[0]).toMatchObject({ date: '2025-11-20', sign: 8, house: 4 });
    expect(fm[0]).toMatchObject({ date: '2025-11-05', sign: 1, house: 9 });
    const year = horoscope(5, 'yearly', { year: 2025, month: 1, day: 1 });
    expect(year.events.filter((e) => e.event === 'new-moon').length).toBeGreaterThanOrEqual(12);
    expect(year.events.filter((e) => e.event === 'full-moon').length).toBeGreaterThanOrEqual(12);
  });

  it('finds the total solar eclipse of 2024-04-08 in sidereal Pisces', () => {
    const [aries] = allSigns({ year: 2024, month: 4, day: 8 });
    const eclipse = aries!.events.find((e) => e.event === 'solar-eclipse')!;
    expect(eclipse).toMatchObject({ planet: 'SU', sign: 12, house: 12, kind: 'total', date: '2024-04-08' });
    // The 12th house colours emotions and travel, which carry the fact and lose a point of tone.
    expect(aries!.sections.travel.facts).toContainEqual(eclipse);
    expect(aries!.sections.emotions.facts).toContainEqual(eclipse);
    expect(aries!.sections.profession.facts).not.toContainEqual(eclipse);
  });

  it('lists November 2025: Mercury and Jupiter turn retrograde, the Sun enters Scorpio', () => {
    const h = horoscope(8, 'monthly', { year: 2025, month: 11, day: 20 });
    expect([h.start, h.end]).toEqual(['2025-11-01', '2025-11-30']);
    const find = (planet: string, event: string) => h.events.find((e) => e.planet === planet && e.event === event);
    expect(find('ME', 'retrograde-station')).toMatchObject({ date: '2025-11-10', sign: 8, house: 1 });
    expect(find('ME', 'direct-station')).toMatchObject({ date: '2025-11-29', sign: 7, house: 12 });
    expect(find('JU', 'retrograde-station')).toMatchObject({ date: '2025-11-11', sign: 4, house: 9 });
    expect(find('SU', 'ingress')).toMatchObject({ date: '2025-11-16', sign: 8, house: 1 });
    // Monthly: no Moon ingresses, but the Moon day by day.
    expect(h.events.some((e) => e.planet === 'MO' && e.event === 'ingress')).toBe(false);
    expect(h.moon).toHaveLength(30);
  });

  it('lists 2025: four eclipses, Saturn into Pisces, Jupiter into Gemini, Rahu and Ketu changing signs', () => {
    const h = horoscope(1, 'yearly', { year: 2025, month: 7, day: 1 });
    const eclipses = h.events.filter((e) => e.event.endsWith('eclipse')).map((e) => [e.event, e.date, e.kind]);
    expect(eclipses).toEqual([
      ['lunar-eclipse', '2025-03-14', 'total'],
      ['solar-eclipse', '2025-03-29', 'partial'],
      ['lunar-eclipse', '2025-09-07', 'total'],
      ['solar-eclipse', '2025-09-22', 'partial'],
    ]);
    const ingress = (p: string) =>
      h.events.filter((e) => e.planet === p && e.event === 'ingress').map((e) => [e.sign, e.date]);
    expect(ingress('SA')).toEqual([[12, '2025-03-29']]);
    expect(ingress('JU')).toEqual([
      [3, '2025-05-14'],
      [4, '2025-10-18'],
      [3, '2025-12-05'],
    ]);
    expect(ingress('RA')).toEqual([[11, '2025-05-18']]);
    expect(ingress('KE')).toEqual([[5, '2025-05-18']]);
    expect(ingress('SU')).toHaveLength(12);
  });

  it('runs weeks Monday to Sunday, months and years by the calendar', () => {
    expect(periodDates('weekly', { year: 2025, month: 11, day: 22 }).map((d) => d.day)).toEqual([
      17, 18, 19, 20, 21, 22, 23,
    ]);
    expect(periodDates('monthly', { year: 2024, month: 2, day: 10 })).toHaveLength(29);
    expect(periodDates('yearly', { year: 2024, month: 2, day: 10 })).toHaveLength(366);
    const week = horoscope(5, 'weekly', { year: 2024, month: 4, day: 10 });
    expect([week.start, week.end]).toEqual(['2024-04-08', '2024-04-14']);
    expect(week.events.filter((e) => e.planet === 'MO' && e.event === 'ingress').length).toBeGreaterThanOrEqual(2);
  });
});

describe('horoscope uniqueness', () => {
  it('never gives two signs the same horoscope on the same day, nor a sign the same one two days running (2025)', () => {
    let date: CivilDate = { year: 2025, month: 1, day: 1 };
    let previous: Horoscope[] | undefined;
    let previousText: string[] | undefined;
    for (let i = 0; i < 366; i++, date = addDays(date, 1)) {
      const today = allSigns(date);
      const texts = today.map((h) => JSON.stringify(composeHoroscope(h, phrases)));
      // Same day, different signs: every section's theme differs (the driver's house does).
      for (const section of HOROSCOPE_SECTIONS)
        expect(new Set(today.map((h) => h.sections[section].theme)).size).toBe(12);
      expect(new Set(today.map(tuple)).size).toBe(12);
      expect(new Set(texts).size).toBe(12);
      if (previous && previousText) {
        today.forEach((h, s) => {
          const before = previous![s]!;
          // The personal section alone already changes: its theme, or else its variant.
          expect([h.sections.personal.theme, h.sections.personal.variant]).not.toEqual([
            before.sections.personal.theme,
            before.sections.personal.variant,
          ]);
          expect(tuple(h)).not.toBe(tuple(before));
          expect(texts[s]).not.toBe(previousText![s]);
        });
      }
      previous = today;
      previousText = texts;
    }
  });

  it('differs between signs and between consecutive weeks, months and years', () => {
    for (const [period, step] of [
      ['weekly', 7],
      ['monthly', 31],
      ['yearly', 366],
    ] as const) {
      const a = allSigns({ year: 2025, month: 1, day: 10 }, period);
      const b = allSigns(addDays({ year: 2025, month: 1, day: 10 }, step), period);
      expect(new Set(a.map(tuple)).size).toBe(12);
      for (const [s, h] of a.entries()) expect(tuple(h)).not.toBe(tuple(b[s]!));
    }
  });

  it('composes text from the phrase tables: theme variant, facts in words, tone', () => {
    const h = allSigns({ year: 2020, month: 12, day: 31 })[8]!;
    const text = composeHoroscope(h, phrases);
    expect(text.personal).toBe(
      `personal 7 ${h.sections.personal.variant === 0 ? 'first' : 'second'} Moon in the 7th house (Gemini, nakshatra 7) Sun in the 1st house (Sagittarius) Good.`,
    );
  });

  it('computes all twelve signs of a day from one ephemeris pass, quickly', () => {
    allSigns({ year: 2031, month: 5, day: 5 });
    const started = performance.now();
    for (let i = 0; i < 10; i++) allSigns({ year: 2031, month: 5, day: 6 + i });
    expect((performance.now() - started) / 10).toBeLessThan(100);
  });
});
