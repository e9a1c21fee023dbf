/**
 * Devanagari to plain Latin letters, for matching Hindi place queries against English place
 * names ("कानपुर" -> "kanpur"). It is a search key, not a scholarly transliteration: long
 * vowels fold to short ones and the inherent vowel is dropped where Hindi drops it
 * (word-finally and between a vowel-carrying syllable and a following consonant-vowel).
 */
const consonants: Record<string, string> = {
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
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  क़: 'q',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};
const vowels: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
};
const matras: Record<string, string> = {
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
  'ॉ': 'o',
};
const VIRAMA = '्';
const NUKTA = '़';

interface Syllable {
  text: string;
  /** Starts with a consonant (not an independent vowel). */
  consonantal: boolean;
  /** The vowel is the inherent 'a' (no matra, no virama). */
  inherent: boolean;
  /** The syllable carries a vowel at all (not a half consonant). */
  voiced: boolean;
}

function transliterateWord(word: string): string {
  const syllables: Syllable[] = [];
  const chars = [...word.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    let c = chars[i]!;
    if (chars[i + 1] === NUKTA) {
      c = `${c}${NUKTA}`.normalize('NFC');
      i++;
    }
    const cons = consonants[c] ?? consonants[c.normalize('NFD')[0] ?? ''];
    if (cons !== undefined) {
      const next = chars[i + 1];
      if (next === VIRAMA) {
        syllables.push({ text: cons, consonantal: true, inherent: false, voiced: false });
        i++;
      } else if (next !== undefined && matras[next] !== undefined) {
        syllables.push({ text: cons + matras[next], consonantal: true, inherent: false, voiced: true });
        i++;
      } else {
        syllables.push({ text: `${cons}a`, consonantal: true, inherent: true, voiced: true });
      }
    } else if (vowels[c] !== undefined) {
      syllables.push({ text: vowels[c]!, consonantal: false, inherent: false, voiced: true });
    } else if (c === 'ं' || c === 'ँ') {
      const last = syllables[syllables.length - 1];
      if (last) last.text += 'n';
    } else if (c === 'ः') {
      const last = syllables[syllables.length - 1];
      if (last) last.text += 'h';
    } else if (/[a-z0-9]/i.test(c)) {
      syllables.push({ text: c.toLowerCase(), consonantal: true, inherent: false, voiced: true });
    }
  }
  for (let i = 1; i < syllables.length; i++) {
    const s = syllables[i]!;
    if (!s.inherent) continue;
    const isLast = i === syllables.length - 1;
    const prevVoiced = syllables[i - 1]!.voiced;
    const next = syllables[i + 1];
    if (isLast || (prevVoiced && next?.voiced && next.consonantal)) {
      s.text = s.text.slice(0, -1);
      s.voiced = false;
    }
  }
  return syllables.map((s) => s.text).join('');
}

export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

export function transliterateDevanagari(text: string): string {
  return text.split(/\s+/).filter(Boolean).map(transliterateWord).join(' ');
}
