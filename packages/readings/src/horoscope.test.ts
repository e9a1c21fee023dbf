/**
 * Horoscopes worth reading every day: 30 consecutive days × 12 signs × 2 languages, driven by the
 * engine's dates; monthly and yearly texts checked against the engine's event list.
 */
import { READING_SECTIONS } from '@drishti/content/horoscope-texts';
import type { Locale } from '@drishti/content/types';
import { ZODIAC_SIGNS } from '@drishti/content/zodiac';
import { allSigns, type Horoscope } from '@drishti/engine/horoscope';
import { addDays, type CivilDate } from '@drishti/engine/panchang';
import { describe, expect, it } from 'vitest';
import { horoscopeSentences, SITUATION_HOUSES, sentencesIn, writeHoroscope, type WrittenHoroscope } from './horoscope';

const LOCALES: Locale[] = ['en', 'hi'];
const START: CivilDate = { year: 2026, month: 11, day: 10 };
const DAYS = 30;

/** Advice to put off care, decisions or plans, in either language. */
const DELAY =
  /\b(put(ting)? off|postpone|delay|defer|hold off|wait(ing)? (until|till|for)|later date)\b|टाल|स्थगित|रुक(ें|े रहें|कर)|इंतज़ार/i;

const days: { date: CivilDate; twelve: Horoscope[] }[] = [];
for (let i = 0, d = START; i < DAYS; i++, d = addDays(d, 1)) days.push({ date: d, twelve: allSigns(d, 'daily') });

const written = (locale: Locale) => days.map((d) => d.twelve.map((h) => writeHoroscope(h, locale)));

for (const locale of LOCALES) {
  describe(`daily horoscopes, ${DAYS} days from 10/11/2026 (${locale})`, () => {
    const pages = written(locale);
    const sentences = pages.map((day) => day.map(horoscopeSentences));

    it('never repeats a sentence on a page', () => {
      for (const day of sentences) for (const page of day) expect(new Set(page).size).toBe(page.length);
    });

    it('shares at most a fifth of a sign’s sentences with the same sign the day before', () => {
      let worst = 0;
      for (let d = 1; d < DAYS; d++)
        for (let s = 0; s < 12; s++) {
          const before = new Set(sentences[d - 1]![s]);
          const page = sentences[d]![s]!;
          const shared = page.filter((x) => before.has(x)).length;
          worst = Math.max(worst, shared / page.length);
          expect(shared, `${ZODIAC_SIGNS[s]!.key} day ${d}`).toBeLessThanOrEqual(page.length / 5);
        }
      expect(worst).toBeLessThan(0.2);
    });

    it('shares at most a seventh of a sign’s sentences with the other eleven signs that day', () => {
      for (const day of sentences)
        for (let s = 0; s < 12; s++) {
          const others = new Set(day.filter((_, o) => o !== s).flat());
          const page = day[s]!;
          expect(page.filter((x) => others.has(x)).length).toBeLessThanOrEqual(page.length / 7);
        }
    });

    it('puts no sentence on more than three signs’ pages of one day', () => {
      for (const day of sentences) {
        const count = new Map<string, number>();
        for (const page of day) for (const x of new Set(page)) count.set(x, (count.get(x) ?? 0) + 1);
        expect(Math.max(...count.values())).toBeLessThanOrEqual(3);
      }
    });

    it('never advises delay in a health section, and points to a doctor in some', () => {
      let doctor = 0;
      for (const day of pages)
        for (const page of day) {
          const health = page.sections.find((s) => s.key === 'health')!.text;
          expect(health).not.toMatch(DELAY);
          if (/doctor|डॉक्टर/.test(health)) doctor++;
        }
      expect(doctor).toBeGreaterThan(0);
    });

    it('reads every section, a remedy with its reason, and the day’s Moon with the time it changes sign', () => {
      for (const [d, day] of pages.entries())
        for (const [s, page] of day.entries()) {
          expect(page.sections.map((x) => x.key)).toEqual([...READING_SECTIONS]);
          for (const section of page.sections) expect(section.text.length).toBeGreaterThan(40);
          expect(page.remedy.text).toMatch(locale === 'en' ? /^Remedy: .+ because / : /^उपाय: .+ क्योंकि /);
          const h = days[d]!.twelve[s]!;
          for (const e of h.events.filter((x) => x.planet === 'MO' && x.event === 'ingress')) {
            const t = new Date(e.atMs! + 5.5 * 3_600_000);
            const hhmm = `${String(t.getUTCHours()).padStart(2, '0')}:${String(t.getUTCMinutes()).padStart(2, '0')}`;
            expect(page.intro).toContain(hhmm);
            expect(page.intro).toContain(ZODIAC_SIGNS[e.sign - 1]!.name[locale]);
          }
        }
    });

    it('states each planet once: a planet named in the prose is not in the based-on list', () => {
      for (const day of pages)
        for (const page of day) {
          const inProse = new Set(page.sections.filter((s) => s.key !== 'luck').map((s) => s.planet));
          inProse.add('MO');
          expect(page.basis).toHaveLength(9 - inProse.size);
        }
    });
  });
}

describe('Hindi transit sentences', () => {
  it('use «{planet} {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं»', () => {
    const page = writeHoroscope(days[0]!.twelve[4]!, 'hi');
    const transits = horoscopeSentences(page).filter((s) => s.includes('गोचर'));
    expect(transits.length).toBeGreaterThanOrEqual(5);
    for (const s of transits) expect(s).toMatch(/\S+ \S+ राशि में, आपके \S+ भाव में गोचर कर रहे हैं/);
    for (const s of horoscopeSentences(page)) expect(s).not.toMatch(/[A-Za-z]{3,}/);
  });
});

describe('situations', () => {
  it('split the twelve houses of each planet into groups of at most six (six passages each)', () => {
    for (const groups of Object.values(SITUATION_HOUSES)) {
      expect([...groups.good, ...groups.mixed, ...groups.careful].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
      for (const g of Object.values(groups)) expect(g.length).toBeLessThanOrEqual(6);
    }
  });
});

const dmy = (iso: string) => iso.split('-').reverse().join('/');

describe('monthly and yearly horoscopes name the dated events of their period', () => {
  const month = allSigns({ year: 2025, month: 11, day: 1 }, 'monthly');
  const year = allSigns({ year: 2026, month: 1, day: 1 }, 'yearly');

  it.each(LOCALES)('monthly (%s): every ingress, station, new and full moon and eclipse with its date', (locale) => {
    for (const h of month) {
      const w = writeHoroscope(h, locale);
      const intro = sentencesIn(w.intro);
      const events = h.events.filter((e) => !(e.planet === 'MO' && e.event === 'ingress'));
      expect(events.some((e) => e.event === 'new-moon')).toBe(true);
      expect(events.some((e) => e.event === 'full-moon')).toBe(true);
      for (const e of events) {
        const sign = ZODIAC_SIGNS[e.sign - 1]!.name[locale];
        expect(intro.some((s) => s.includes(dmy(e.date)) && s.includes(sign))).toBe(true);
      }
      // Leo's November 2025: the Sun enters Scorpio, its 4th house, on 16/11.
      if (h.sign === 5)
        expect(w.intro).toContain(
          locale === 'en'
            ? 'On 16/11/2025 the Sun enters Scorpio, your 4th house'
            : '16/11/2025 को सूर्य वृश्चिक राशि में प्रवेश कर आपके चौथे भाव में आएँगे',
        );
      expect(new Set(horoscopeSentences(w)).size).toBe(horoscopeSentences(w).length);
    }
  });

  it.each(LOCALES)('yearly (%s): month by month, 1,000+ words, the slow planets’ dated changes', (locale) => {
    const texts = year.map((h) => writeHoroscope(h, locale));
    for (const [s, w] of texts.entries()) {
      const h = year[s]!;
      expect(w.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      const words = [w.intro, ...w.months.map((m) => m.text), ...w.sections.map((x) => x.text), w.remedy.text]
        .join(' ')
        .split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(1000);
      for (const e of h.events.filter((x) => !(x.planet === 'MO' && x.event === 'ingress'))) {
        const m = Number(e.date.slice(5, 7));
        const paragraph = sentencesIn(w.months[m - 1]!.text);
        expect(
          paragraph.some((x) => x.includes(dmy(e.date)) && x.includes(ZODIAC_SIGNS[e.sign - 1]!.name[locale])),
        ).toBe(true);
      }
      const slow = h.events.filter((e) => ['JU', 'SA', 'RA', 'KE'].includes(e.planet));
      expect(slow.some((e) => e.planet === 'JU' && e.event === 'ingress')).toBe(true);
      expect(slow.some((e) => e.event === 'retrograde-station')).toBe(true);
      expect(h.events.some((e) => e.event.endsWith('eclipse'))).toBe(true);
      const sentences = horoscopeSentences(w);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('keeps yearly readings balanced: fewer than half the sections careful, none all careful, no "demanding"', () => {
    let careful = 0;
    for (const h of year) {
      const w: WrittenHoroscope = writeHoroscope(h, 'en');
      const count = w.sections.filter((s) => s.situation === 'careful').length;
      careful += count;
      expect(count).toBeLessThan(7);
      expect(horoscopeSentences(w).join(' ')).not.toMatch(/demanding/i);
    }
    expect(careful).toBeLessThan((12 * 7) / 2);
  });
});
