import { describe, expect, it } from 'vitest';
import { faqSets } from '../faq';
import { DIGITS, numerologyOverviews } from '../numerology';
import { collectBilingual } from '../types';
import { astrologyPage } from './astrology';
import { kaalSarpPage } from './kaal-sarp-dosha';
import { liveAstrologerPage } from './live-astrologer';
import { molesPage } from './moles';
import { muhuratPage } from './muhurat';
import { nakshatrasPage } from './nakshatras';
import {
  foodsByNumber,
  healthByNumber,
  NUMEROLOGY_TOPIC_SLUGS,
  NUMEROLOGY_TOPICS,
  numbersIntro,
  numerologyPage,
  numerologyTopic,
} from './numerology';
import { type PageText, section } from './types';
import { zodiacSignsPage } from './zodiac-signs';

const DEVANAGARI = /[\u0900-\u097F]/;

const pages: Record<string, PageText> = {
  astrology: astrologyPage,
  'live-astrologer': liveAstrologerPage,
  numerology: numerologyPage,
  muhurat: muhuratPage,
  'kaal-sarp-dosha': kaalSarpPage,
  moles: molesPage,
  nakshatras: nakshatrasPage,
  'zodiac-signs': zodiacSignsPage,
  ...Object.fromEntries(NUMEROLOGY_TOPICS.map((t) => [`numerology/${t.slug}`, t.page])),
};

function expectBilingualComplete(value: unknown, name: string) {
  const all = collectBilingual(value);
  expect(all.length, name).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    const where = `${name} ${path}`;
    expect(b.en.trim(), where).not.toBe('');
    expect(b.hi.trim(), where).not.toBe('');
    expect(b.hi, where).toMatch(DEVANAGARI);
    expect(b.hi, where).not.toBe(b.en);
    expect(`${b.en} ${b.hi}`, where).not.toMatch(/lorem|ipsum|TODO|TBD|coming soon/i);
  }
}

describe('content page texts', () => {
  it('are written in both languages, the Hindi in Devanagari', () => {
    for (const [name, page] of Object.entries(pages)) expectBilingualComplete(page, name);
    expectBilingualComplete({ numbersIntro, foodsByNumber, healthByNumber }, 'numerology tables');
  });

  it('give every page a lead and real sections with unique keys', () => {
    for (const [name, page] of Object.entries(pages)) {
      expect(page.lead.en.length, name).toBeGreaterThan(40);
      expect(page.sections.length, name).toBeGreaterThan(0);
      const keys = page.sections.map((s) => s.key);
      expect(new Set(keys).size, name).toBe(keys.length);
      // A section is either prose or a list (or the heading of a data table the page adds).
      for (const s of page.sections) expect(s.title.en.trim(), `${name}.${s.key}`).not.toBe('');
    }
  });

  it('find sections by key and refuse unknown ones', () => {
    expect(section(muhuratPage, 'abhijit').title.en).toBe('Abhijit muhurta');
    expect(() => section(muhuratPage, 'nope')).toThrow(RangeError);
  });

  it('say what the spec asks of them', () => {
    const text = (p: PageText) => JSON.stringify(p);
    // Three interview rounds, booking ahead (no round-the-clock promise) and per-minute coins on the live astrologer page.
    expect(section(liveAstrologerPage, 'verified').points).toHaveLength(3);
    expect(text(liveAstrologerPage)).toMatch(/three interview rounds/);
    expect(text(liveAstrologerPage)).not.toMatch(/24\/7/);
    expect(text(liveAstrologerPage)).toMatch(/14 days ahead/);
    expect(text(liveAstrologerPage)).toMatch(/per minute in coins/);
    // The age-32 turning point of the life path.
    expect(section(numerologyTopic('life-path-number')!.page, 'age-32').paragraphs[0]!.en).toMatch(/32/);
    // Muhurat: 15 by day, 30 in a day and night; never the 16 of part 1's FAQ.
    const unit = section(muhuratPage, 'unit').paragraphs[0]!;
    expect(unit.en).toMatch(/15 equal muhurtas/);
    expect(unit.en).toMatch(/30 in a full day and night/);
    expect(unit.hi).toMatch(/30 मुहूर्त/);
    expect(text(muhuratPage)).not.toMatch(/\b16\b/);
  });
});

describe('numerology topics', () => {
  it('are the fourteen topics of the spec, each with an FAQ set', () => {
    expect(NUMEROLOGY_TOPIC_SLUGS).toEqual([
      'life-path-number',
      'master-numbers',
      'karmic-debt-numbers',
      'missing-numbers',
      'kua-number',
      'chaldean',
      'kabbalah',
      'tamil',
      'chinese',
      'marriage',
      'money',
      'career',
      'food',
      'health',
    ]);
    for (const topic of NUMEROLOGY_TOPICS) expect(faqSets[topic.faq].length, topic.slug).toBeGreaterThan(2);
    expect(new Set(NUMEROLOGY_TOPICS.map((t) => t.faq)).size).toBe(NUMEROLOGY_TOPICS.length);
  });

  it('take the overview paragraphs of numerology.ts where one exists', () => {
    expect(numerologyTopic('chaldean')!.page.intro).toBe(numerologyOverviews.chaldean.paragraphs);
    expect(numerologyTopic('health')!.title).toBe(numerologyOverviews.health.title);
  });

  it('return nothing for an unknown slug', () => {
    expect(numerologyTopic('numerology-calculator')).toBeUndefined();
    expect(numerologyTopic('')).toBeUndefined();
  });

  it('have a food and a health line for every number', () => {
    for (const n of DIGITS) {
      expect(foodsByNumber[n].en, String(n)).toBeTruthy();
      expect(healthByNumber[n].areas.hi, String(n)).toMatch(DEVANAGARI);
    }
  });
});
