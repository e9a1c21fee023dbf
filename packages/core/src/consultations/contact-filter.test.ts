import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { digitRuns, findContact, handleView, normaliseForContacts } from './contact-filter';

const corpus = (name: string) =>
  readFileSync(new URL(`./corpus/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

describe('the chat contact filter', () => {
  it('reads every script’s decimal digits, number words and their Hindi spellings', () => {
    expect(normaliseForContacts('৯৮৭ ੬੫ ૪૩ ௨௧ ౦ ೯ ൮ ୭ ९')).toBe('987 65 43 21 0 9 8 7 9');
    expect(normaliseForContacts('पाँच ज़ीरो')).toBe(normaliseForContacts('पांच जीरो'));
    expect(digitRuns(normaliseForContacts('nine 8 सात chhe double five 4-3 twenty one'))).toEqual([
      ['9', '8', '7', '6', '55', '4', '3', '21'],
    ]);
    expect(handleView(normaliseForContacts('r a h u l (at) gmail [dot] com'))).toBe('rahul@gmail.com');
  });

  const disguised = corpus('disguised-contacts.txt');
  const ordinary = corpus('ordinary-messages.txt');

  it('holds a corpus of at least 200 disguised contacts and 500 ordinary messages in three languages', () => {
    expect(disguised.length).toBeGreaterThanOrEqual(200);
    expect(ordinary.length).toBeGreaterThanOrEqual(500);
    for (const list of [disguised, ordinary]) {
      expect(list.filter((l) => /[\u0900-\u097F]/.test(l)).length).toBeGreaterThan(40); // Hindi
      expect(list.filter((l) => /\b(hai|karo|mein|ko|baje|kar)\b/.test(l)).length).toBeGreaterThan(40); // Hinglish
    }
  });

  it('refuses every disguised contact', () => {
    const missed = disguised.filter((l) => findContact(l) === null);
    expect(missed).toEqual([]);
  });

  it('delivers every ordinary consultation message', () => {
    const held = ordinary.map((l) => [l, findContact(l)]).filter(([, kind]) => kind !== null);
    expect(held).toEqual([]);
  });

  it('names what was found', () => {
    expect(findContact('call 98765 43210')).toBe('phone');
    expect(findContact('rahul at gmail dot com')).toBe('email');
    expect(findContact('pay 9876543210 at ybl')).toBe('upi');
    expect(findContact('astroguru dot com')).toBe('link');
  });
});
