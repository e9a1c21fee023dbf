import { languages, skills } from '@drishti/contracts/registration';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { codeLabel, codeList, displayName, humanise, liveChannels } from './labels';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('skill and language labels', () => {
  it('has an English and a Hindi label for every skill an astrologer can register with', () => {
    for (const code of skills.options) {
      expect(en.astrologers.skills[code], code).toBeTruthy();
      expect(hi.astrologers.skills[code], code).toMatch(DEVANAGARI);
    }
    expect(Object.keys(en.astrologers.skills).sort()).toEqual([...skills.options].sort());
  });

  it('has an English and a Hindi label for every language an astrologer can register with', () => {
    for (const code of languages.options) {
      expect(en.astrologers.languages[code], code).toBeTruthy();
      expect(hi.astrologers.languages[code], code).toMatch(DEVANAGARI);
    }
    expect(Object.keys(en.astrologers.languages).sort()).toEqual([...languages.options].sort());
  });

  it('labels the usual specializations in both languages', () => {
    expect(Object.keys(hi.astrologers.specializations).sort()).toEqual(
      Object.keys(en.astrologers.specializations).sort(),
    );
    for (const code of ['career', 'marriage', 'education', 'relationships', 'name-correction']) {
      expect(Object.hasOwn(en.astrologers.specializations, code), code).toBe(true);
    }
    for (const label of Object.values(hi.astrologers.specializations)) expect(label).toMatch(DEVANAGARI);
  });

  it('shows an unknown code as words rather than hiding it', () => {
    expect(humanise('astro-cartography')).toBe('astro cartography');
    expect(codeLabel(en.astrologers.skills, 'tarot')).toBe('Tarot');
    expect(codeLabel(hi.astrologers.skills, 'tarot')).toBe('टैरो');
    expect(codeLabel(en.astrologers.skills, 'toString')).toBe('toString');
    expect(codeList(hi.astrologers.languages, ['hindi', 'english', 'sindhi'])).toBe('हिंदी, अंग्रेज़ी, sindhi');
  });

  it('names astrologers in the page language and lists their live channels', () => {
    const a = { name: 'Meera Iyer', nameHi: 'मीरा अय्यर' };
    expect(displayName(a, 'en')).toBe('Meera Iyer');
    expect(displayName(a, 'hi')).toBe('मीरा अय्यर');
    expect(displayName({ ...a, nameHi: '' }, 'hi')).toBe('Meera Iyer');
    expect(liveChannels({ sessionsStatus: { isChatLive: true, isVoiceLive: false, isVideoLive: true } })).toEqual([
      'chat',
      'video',
    ]);
    expect(liveChannels({ sessionsStatus: { isChatLive: false, isVoiceLive: false, isVideoLive: false } })).toEqual([]);
  });
});

describe('astrologers catalogue', () => {
  const flat = (o: object, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [`${p}${k}`]));

  it('has the same keys in English and Hindi, and Hindi in Devanagari', () => {
    expect(flat(hi.astrologers).sort()).toEqual(flat(en.astrologers).sort());
    const texts = (o: object): string[] =>
      Object.values(o).flatMap((v) => (v && typeof v === 'object' ? texts(v) : [String(v)]));
    const hindi = texts(hi.astrologers).filter((s) => !/^[{}\s\w–:·,()+=%₹/.-]*$/.test(s));
    for (const s of hindi) expect(s, s).toMatch(DEVANAGARI);
  });

  it('uses the spec texts for the list states', () => {
    expect(en.astrologers.list.searchPlaceholder).toBe('Search by name');
    expect(en.astrologers.list.empty).toBe('No consultants available at the moment');
    expect(en.astrologers.list.tryAgain).toBe('Try Again');
  });
});
