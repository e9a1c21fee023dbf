import { describe, expect, it } from 'vitest';
import en from '../../messages/en/tools.json';
import hi from '../../messages/hi/tools.json';
import { datePickerLabels, numerologyCrumbs, toolMessages } from './messages';

const flat = (o: object, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, String(v)]],
  );

/** The names of the {placeholders} of a message, plural branches left out. */
const placeholders = (text: string) =>
  new Set([...text.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)(?=[,}])/g)].map((m) => m[1]));

describe('the tools catalogue', () => {
  const enEntries = new Map(flat(en));
  const hiEntries = new Map(flat(hi));

  it('has the same keys in English and Hindi', () => {
    expect([...hiEntries.keys()].sort()).toEqual([...enEntries.keys()].sort());
  });

  it('has Hindi in Devanagari and the same placeholders as English', () => {
    for (const [key, text] of enEntries) {
      const hindi = hiEntries.get(key)!;
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(hindi), key).toEqual(placeholders(text));
      // Every Hindi message has Devanagari, except the few that are only a placeholder or a code
      if (/[a-z]{3}/i.test(text.replace(/\{[^}]*\}/g, ''))) expect(hindi, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('toolMessages', () => {
  it('hands a calculator only the groups it reads', () => {
    const m = toolMessages('hi', ['common', 'love']);
    expect(Object.keys(m.tools)).toEqual(['common', 'love']);
    expect(m.tools.love).toBe(hi.love);
  });

  it('gives the date field its texts in the page language', () => {
    expect(datePickerLabels('hi').placeholder).toMatch(/[\u0900-\u097F]/);
    expect(datePickerLabels('en').required).toBeTruthy();
  });

  it('links the numerology crumb only when told where', () => {
    expect(numerologyCrumbs('Numerology', 'X', '/numerology')).toEqual([
      { label: 'Numerology', href: '/numerology' },
      { label: 'X' },
    ]);
    expect(numerologyCrumbs('Numerology', 'X')).toEqual([{ label: 'Numerology' }, { label: 'X' }]);
  });
});
