import { HANDLE_ADJECTIVES, HANDLE_NOUNS, localizeHandle } from '@drishti/content/community';
import { cleanCommunityText } from '@drishti/contracts/community';
import { describe, expect, it } from 'vitest';
import { DELETED_MEMBER_HANDLE } from './account-data';
import { decodeCursor, encodeCursor, generateHandle, signalsSelfHarm } from './community';

describe('generateHandle', () => {
  it('makes "Adjective Noun 123" from our words, with a Hindi rendering of the same words', () => {
    for (let i = 0; i < 500; i++) {
      const handle = generateHandle();
      const m = /^([A-Z][a-z]+) ([A-Z][a-z]+) (\d{3})$/.exec(handle);
      expect(m, handle).not.toBeNull();
      const adj = HANDLE_ADJECTIVES.find((w) => w.en === m![1]);
      const noun = HANDLE_NOUNS.find((w) => w.en === m![2]);
      expect(adj && noun).toBeTruthy();
      expect(Number(m![3])).toBeGreaterThanOrEqual(100);
      expect(localizeHandle(handle, 'hi')).toBe(`${adj!.hi} ${noun!.hi} ${m![3]}`);
      expect(localizeHandle(handle, 'en')).toBe(handle);
    }
  });

  it('is driven by the random source: first words and lowest number, last words and highest', () => {
    expect(generateHandle(() => 0)).toBe(`${HANDLE_ADJECTIVES[0]!.en} ${HANDLE_NOUNS[0]!.en} 100`);
    expect(generateHandle((n) => n - 1)).toBe(`${HANDLE_ADJECTIVES.at(-1)!.en} ${HANDLE_NOUNS.at(-1)!.en} 999`);
    expect(generateHandle((n) => n - 1, true)).toMatch(/ 9999$/);
    expect(generateHandle(() => 0, true)).toMatch(/ 1000$/);
    expect(localizeHandle('Calm Lotus 482', 'hi')).toBe('शांत कमल 482');
    // A member who deleted their account (core/account-data) is named in the reader's language.
    expect(localizeHandle(DELETED_MEMBER_HANDLE, 'hi')).toBe('हटाया गया सदस्य');
    expect(localizeHandle(DELETED_MEMBER_HANDLE, 'en')).toBe('Deleted member');
  });

  it('has enough distinct handles and unique single-word English words', () => {
    const adjs = new Set(HANDLE_ADJECTIVES.map((w) => w.en));
    const nouns = new Set(HANDLE_NOUNS.map((w) => w.en));
    expect(adjs.size).toBe(HANDLE_ADJECTIVES.length);
    expect(nouns.size).toBe(HANDLE_NOUNS.length);
    for (const w of [...HANDLE_ADJECTIVES, ...HANDLE_NOUNS]) {
      expect(w.en).toMatch(/^[A-Z][a-z]+$/);
      expect(w.hi).toMatch(/^[\u0900-\u097F]+$/);
    }
    expect(adjs.size * nouns.size * 900).toBeGreaterThan(400_000);
    const seen = new Set(Array.from({ length: 2000 }, () => generateHandle()));
    expect(seen.size).toBeGreaterThan(1950);
  });

  it('never renders a stranger handle as anything but itself', () => {
    expect(localizeHandle('Someone Else', 'hi')).toBe('Someone Else');
    expect(localizeHandle('Calm Unknown 12', 'hi')).toBe('Calm Unknown 12');
  });
});

describe('signalsSelfHarm', () => {
  const flagged = [
    'I want to kill myself after these results',
    'Sometimes I think about SUICIDE.',
    'I have been feeling suicidal for weeks',
    'I just want to end my life',
    "I don't want to live anymore",
    'i dont want to live',
    'I wish I were dead',
    'Everyone would be better off dead without me... I mean me dead',
    'I cut myself again yesterday',
    'thinking of self-harm',
    'I want to die',
    'मैं आत्महत्या के बारे में सोच रहा हूँ',
    'अब मैं जान दे दूँ क्या',
    'जान दे दूंगा मैं',
    'मैं मरना चाहता हूँ',
    'मैं मरना चाहती हूं',
    'अब जीना नहीं चाहता',
    'ख़ुदकुशी कर लूँगी',
    'खुदकुशी के ख्याल आते हैं',
    'ज़िंदगी ख़त्म कर देना चाहता हूँ',
    'Main marna chahta hoon',
    'marna chahti hu yaar',
    'mann karta hai khudkushi kar lu',
    'aatmhatya ka khayal aata hai',
    'jaan de dunga main',
    'ab jeena nahi chahta',
    'ज\u200Dान दे दूँ',
  ];
  const clear = [
    'I am worried about my board exams next month',
    'My boss keeps killing my ideas in meetings',
    'The exam results made me so happy I could die laughing? no, just happy',
    'मेरी परीक्षा अच्छी नहीं गई, बहुत तनाव है',
    'Shaadi ke baare mein pareshan hoon',
    'Career change karna chahta hoon',
    'I love the movie about the squad',
    'मैं नौकरी बदलना चाहता हूँ',
    'Marketing job chahta hoon',
  ];

  it.each(flagged)('flags %s', (text) => {
    expect(signalsSelfHarm(text)).toBe(true);
  });

  it.each(clear)('does not flag %s', (text) => {
    expect(signalsSelfHarm(text)).toBe(false);
  });
});

describe('cleanCommunityText', () => {
  it('trims, strips control and bidi-override characters, keeps joiners and line breaks', () => {
    expect(cleanCommunityText('  hello\u0000 world\u0007  ')).toBe('hello world');
    expect(cleanCommunityText('a\r\nb\r\n\r\n\r\n\r\nc\td')).toBe('a\nb\n\nc d');
    expect(cleanCommunityText('x\u202Eevil\u202C y \u2066z\u2069')).toBe('xevil y z');
    expect(cleanCommunityText('क्\u200Dष')).toBe('क्\u200Dष');
    expect(cleanCommunityText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

describe('cursors', () => {
  it('round-trips and refuses junk', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const id = '0b8f7a52-3c1e-4b7e-9a8f-1c2d3e4f5a6b';
    expect(decodeCursor(encodeCursor(at, id))).toEqual({ at, id });
    expect(decodeCursor('not-a-cursor')).toBeNull();
  });
});
