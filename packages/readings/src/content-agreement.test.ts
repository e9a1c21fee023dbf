import { faqSets } from '@drishti/content/faq';
import { NUMEROLOGY_TOPICS, numerologyPage } from '@drishti/content/pages/numerology';
import { zodiacSignsPage } from '@drishti/content/pages/zodiac-signs';
import type { Bilingual } from '@drishti/content/types';
import { GEMSTONE_NOTE, ZODIAC_SIGNS } from '@drishti/content/zodiac';
import { bhakootKoota } from '@drishti/engine/matching/kootas';
import { destinyNumber, lifePathNumber } from '@drishti/engine/numerology/date-numbers';
import { NUMBER_FRIENDS } from '@drishti/engine/numerology/friendship';
import { describe, expect, it } from 'vitest';

/*
 * The fixed texts explain what the calculators do. These checks read the worked examples and the
 * lists in the texts and compare them with the engine, so that a text cannot drift from the
 * calculator it describes.
 */

/** Every English and Hindi string anywhere inside a value. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}
const bothLanguages = (b: Bilingual) => [b.en, b.hi];

const lifePathTopic = NUMEROLOGY_TOPICS.find((t) => t.slug === 'life-path-number')!;
const masterTopic = NUMEROLOGY_TOPICS.find((t) => t.slug === 'master-numbers')!;
const numerologyTexts = [
  ...texts(numerologyPage),
  ...texts(NUMEROLOGY_TOPICS),
  ...texts(faqSets['life-path']),
  ...texts(faqSets['master-numbers']),
  ...texts(faqSets.numerology),
];

describe('life path and bhagyank texts agree with the calculators', () => {
  it('works each example as the calculator does, in both languages', () => {
    // "14-08-1995: … Life path 1. … bhagyank 1." and the Hindi "जीवन पथ अंक 1 … भाग्यांक 1".
    const examples = texts(lifePathTopic).filter((s) => /^\d{2}-\d{2}-\d{4}:/.test(s));
    expect(examples.length).toBeGreaterThanOrEqual(6); // three dates, two languages
    for (const text of examples) {
      const [, d, m, y] = /^(\d{2})-(\d{2})-(\d{4}):/.exec(text)!;
      const date = { day: Number(d), month: Number(m), year: Number(y) };
      const lifePath = /(?:Life path|जीवन पथ अंक) (\d+)/.exec(text)?.[1];
      const bhagyank = /(?:bhagyank|भाग्यांक) (\d+)/.exec(text)?.[1];
      expect(Number(lifePath), text).toBe(lifePathNumber(date).value);
      expect(Number(bhagyank), text).toBe(destinyNumber(date).value);
    }
    // One example shows where the two differ: a master life path.
    expect(examples.some((t) => /Life path 11/.test(t) && /bhagyank 2/.test(t))).toBe(true);
  });

  it('gives the master-number example the calculator’s answer', () => {
    const finding = texts(masterTopic).filter((s) => /25-12-1990/.test(s));
    expect(finding).toHaveLength(2);
    expect(lifePathNumber({ day: 25, month: 12, year: 1990 }).value).toBe(11);
    for (const text of finding) expect(text).toMatch(/(life path|जीवन पथ अंक) 11/);
  });

  it('never equates the life path with the bhagyank', () => {
    // They differ for master life paths (9 January 2008: 11 and 2), so no text may call them one number.
    expect(lifePathNumber({ day: 9, month: 1, year: 2008 }).value).toBe(11);
    expect(destinyNumber({ day: 9, month: 1, year: 2008 }).value).toBe(2);
    for (const text of numerologyTexts) {
      expect(text).not.toMatch(
        /bhagyank \((destiny or )?life path|life path[^.]*(is|as) (the same as )?your bhagyank/i,
      );
      expect(text).not.toMatch(/भाग्यांक \(जीवन पथ अंक\)|यही (आपका )?भाग्यांक/);
    }
  });
});

describe('friendly-number texts agree with the friendship table', () => {
  const friendTexts = [...texts(faqSets), ...texts(NUMEROLOGY_TOPICS)];

  it('lists each number’s friends exactly as the table does', () => {
    let checked = 0;
    for (const text of friendTexts) {
      for (const m of text.matchAll(/\b([1-9]) is friendly with ((?:[1-9], )*[1-9](?:,? and [1-9])?)/g)) {
        const listed = m[2]!.match(/[1-9]/g)!.map(Number);
        expect([...listed].sort(), `${m[0]}`).toEqual([...NUMBER_FRIENDS[Number(m[1])]!].sort());
        checked++;
      }
      for (const m of text.matchAll(/([1-9]) के मित्र ((?:[1-9], )*[1-9](?: और [1-9])?) हैं/g)) {
        const listed = m[2]!.match(/[1-9]/g)!.map(Number);
        expect([...listed].sort(), `${m[0]}`).toEqual([...NUMBER_FRIENDS[Number(m[1])]!].sort());
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('says the table is read both ways, with the example the table gives', () => {
    expect(NUMBER_FRIENDS[4]).toContain(7);
    expect(NUMBER_FRIENDS[7]).not.toContain(4);
    const marriage = texts(NUMEROLOGY_TOPICS.find((t) => t.slug === 'marriage')!);
    expect(marriage.some((t) => t.includes('4 lists 7 among its friends, but 7 does not list 4'))).toBe(true);
    expect(marriage.some((t) => t.includes('4 की सूची में 7 मित्र है, पर 7 की सूची में 4 नहीं'))).toBe(true);
  });
});

describe('compatible signs agree with bhakoot', () => {
  const moon = (sign: number) => ({ sign, nakshatra: 1 });

  it('calls a sign compatible only when bhakoot gives it the full 7 points, both ways', () => {
    for (const [i, sign] of ZODIAC_SIGNS.entries()) {
      expect(sign.compatible.length, sign.key).toBeGreaterThan(0);
      for (const other of sign.compatible) {
        const j = ZODIAC_SIGNS.findIndex((z) => z.key === other);
        expect(bhakootKoota(moon(i + 1), moon(j + 1)).received_points, `${sign.key}–${other}`).toBe(7);
        expect(bhakootKoota(moon(j + 1), moon(i + 1)).received_points, `${other}–${sign.key}`).toBe(7);
      }
    }
  });

  it('never lists the 5th or 9th sign, which bhakoot scores 0', () => {
    for (const [i, sign] of ZODIAC_SIGNS.entries()) {
      for (const offset of [4, 8]) {
        const other = ZODIAC_SIGNS[(i + offset) % 12]!;
        expect(bhakootKoota(moon(i + 1), moon(((i + offset) % 12) + 1)).received_points).toBe(0);
        expect(sign.compatible, `${sign.key} and ${other.key}`).not.toContain(other.key);
      }
    }
  });

  it('explains the rule on the signs page in both languages', () => {
    const all = texts(zodiacSignsPage);
    expect(all.some((t) => /5th and 9th[^.]*give 0/.test(t))).toBe(true);
    expect(all.some((t) => /पाँचवीं और नौवीं[^।]*0 गुण/.test(t))).toBe(true);
  });
});

describe('gemstone advice', () => {
  it('says gems are prescribed from the full chart, not the Moon sign alone', () => {
    const [en, hi] = bothLanguages(GEMSTONE_NOTE);
    expect(en).toMatch(/full birth chart, not from the Moon sign alone/);
    expect(hi).toMatch(/पूरी जन्म कुंडली देखकर बताया जाता है, केवल चंद्र राशि से नहीं/);
  });
});
