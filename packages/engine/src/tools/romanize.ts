/**
 * Devanagari names in Latin letters, as names are commonly spelt in India ("राम" → "Ram",
 * "आरती" → "Aarti", "कमला" → "Kamla"), for the games that count letters (love calculator,
 * FLAMES) so a name can be typed in Hindi.
 *
 * Each consonant carries its inherent "a" unless a vowel sign or the virama follows. Hindi drops
 * that "a" at the end of a word and, inside a word, between a vowel-bearing syllable and a
 * consonant that has a vowel of its own (the vowel–consonant–_–consonant–vowel rule), which gives
 * the everyday spellings above. Long vowels are written as names usually are: ी → i, ू → u, with
 * "aa" only for an initial आ.
 */

const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
  // Precomposed nukta letters.
  क़: 'q',
  ख़: 'kh',
  ग़: 'gh',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};

/** A consonant followed by the nukta sign (U+093C), where the nukta changes its sound. */
const NUKTA: Readonly<Record<string, string>> = { क: 'q', ख: 'kh', ग: 'gh', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' };

const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऍ: 'e',
  ऑ: 'o',
};

const SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'e',
  'ॉ': 'o',
};

const VIRAMA = '्';
const NUKTA_SIGN = '़';
/** Anusvara and chandrabindu (a nasal: n), visarga (h). */
const AFTER: Readonly<Record<string, string>> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };

interface Syllable {
  consonant: string;
  /** The vowel: written, the inherent "a" (null until decided), or none (virama). */
  vowel: string | null;
  inherent: boolean;
  tail: string;
}

function syllables(word: string): Syllable[] {
  const out: Syllable[] = [];
  const chars = [...word.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const last = out[out.length - 1];
    if (c in CONSONANTS) {
      let consonant = CONSONANTS[c]!;
      if (chars[i + 1] === NUKTA_SIGN) {
        consonant = NUKTA[c] ?? consonant;
        i++;
      }
      out.push({ consonant, vowel: 'a', inherent: true, tail: '' });
    } else if (c in VOWELS) {
      out.push({ consonant: '', vowel: VOWELS[c]!, inherent: false, tail: '' });
    } else if (c in SIGNS && last?.inherent) {
      last.vowel = SIGNS[c]!;
      last.inherent = false;
    } else if (c === VIRAMA && last?.inherent) {
      last.vowel = '';
      last.inherent = false;
    } else if (c in AFTER && last) {
      last.tail += AFTER[c];
    } else if (/[a-z]/i.test(c)) {
      out.push({ consonant: c.toLowerCase(), vowel: '', inherent: false, tail: '' });
    }
  }
  return out;
}

const hasVowel = (s: Syllable | undefined) => Boolean(s?.vowel);
/** The syllable closes on a consonant: a virama, or a nasal or visarga after its vowel. */
const endsInConsonant = (s: Syllable | undefined) => Boolean(s && (s.vowel === '' || s.tail));

function romanizeWord(word: string): string {
  const s = syllables(word);
  if (s.length === 0) return '';
  // Word-final inherent vowel: dropped when the word has another syllable, but kept after a
  // conjunct (कृष्ण → Krishna), where dropping it would end the word in a cluster.
  const end = s[s.length - 1]!;
  const beforeEnd = s[s.length - 2];
  if (s.length > 1 && end.inherent && !end.tail && !endsInConsonant(beforeEnd)) end.vowel = '';
  // Inside the word: V C [a] C V → the "a" goes, unless that would make three consonants meet
  // (अंजलि → Anjali keeps it after the nasal).
  for (let i = 1; i < s.length - 1; i++) {
    const here = s[i]!;
    const prev = s[i - 1]!;
    const next = s[i + 1]!;
    if (here.inherent && !here.tail && hasVowel(prev) && !endsInConsonant(prev) && next.consonant && hasVowel(next))
      here.vowel = '';
  }
  // An initial आ is "aa" (Aarti, Aakash); elsewhere ा is a plain "a".
  const text = s.map((x) => x.consonant + (x.vowel ?? '') + x.tail).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** True when the text has Devanagari letters. */
export const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

/** The text with every Devanagari word written in Latin letters; anything else is left as it is. */
export function romanizeDevanagari(text: string): string {
  return text.replace(/[\u0900-\u097F]+/g, (word) => romanizeWord(word));
}
