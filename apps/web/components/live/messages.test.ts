import { describe, expect, it } from 'vitest';
import en from '../../messages/en/live.json';
import hi from '../../messages/hi/live.json';

const flat = (o: object, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, String(v)]],
  );

/** The names of the {placeholders} of a message, plural branches left out. */
const placeholders = (text: string) =>
  new Set([...text.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)(?=[,}])/g)].map((m) => m[1]));

describe('the live catalogue', () => {
  const enEntries = new Map(flat(en));
  const hiEntries = new Map(flat(hi));

  it('has the same keys in English and Hindi', () => {
    expect([...hiEntries.keys()].sort()).toEqual([...enEntries.keys()].sort());
  });

  it('has Hindi in Devanagari with the same placeholders as English', () => {
    for (const [key, text] of enEntries) {
      const hindi = hiEntries.get(key)!;
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(hindi), key).toEqual(placeholders(text));
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
