/**
 * What a Hindi page may show in Latin letters (e2e/hindi-scan.spec.ts); everything else a Hindi page
 * shows is Devanagari (docs/HINDI-STYLE.md, "Latin letters on Hindi pages"). Each entry says why it
 * stays Latin and, when it belongs to some pages only, names them with `pages` (matched against the
 * page's path and query, or the label of what the spec did there).
 *
 * `word` entries match one whole Latin word (a string exactly, a pattern from start to end);
 * `text` entries match a stretch of text that is set aside before the words are read (phrases,
 * identifiers with digits, names typed by the spec).
 */
import { demoAstrologers } from '../packages/db/src/demo/astrologers';

export type AllowedLatin = { reason: string; pages?: RegExp } & ({ word: string | RegExp } | { text: RegExp });

export const hindiAllowlist: readonly AllowedLatin[] = [
  // Protocol and file-format names, Latin by the style sheet; units.
  { word: /^(SMS|UPI)$/, reason: 'protocol names (style sheet)' },
  { word: /^(PDF|JSON|JPEG|PNG|WebP|MP3|M4A|Ogg|WAV|FLAC|WebM)$/, reason: 'file format names (style sheet)' },
  { word: /^(KB|MB)$/, reason: 'units of file size' },
  { text: /\bA4\b/, pages: /kundali/, reason: 'the paper size of the kundali PDF' },

  // Proper names that have no Hindi form in use.
  {
    word: /^(Android|iOS|iPhone|iPad|Windows|macOS|Linux|Chrome|Chromium|Firefox|Safari|Edge|Opera)$/,
    reason: 'names of systems and browsers (the signed-in devices, install steps)',
  },
  { word: 'X', pages: /\/blog\//, reason: 'the name of the X (Twitter) share button' },

  // The way to the English site, written in English for readers who cannot read Hindi.
  { text: /Read in English/, reason: 'the language switch, in the language it leads to' },
  { word: 'EN', reason: 'the language switch on narrow screens, short for English' },

  // Identifiers a reader may have to quote or find as they are.
  {
    text: /\b[0-9A-F]{8}\b/,
    pages: /\/book|\/bookings/,
    reason: 'a booking number (the first characters of its id), quoted to support',
  },
  {
    text: /\b(drishti_session|drishti_consent|NEXT_LOCALE)\b/,
    pages: /\/privacy/,
    reason: 'cookie names, as the browser lists them',
  },
  { text: /Firebase Cloud Messaging/, pages: /\/privacy/, reason: 'the name of a service we use' },
  { text: /\/blog\/[a-z0-9-]+/, pages: /\/admin/, reason: 'the address of a blog post, as the editor sets it' },
  {
    text: /\b[a-z0-9]+(?:-[a-z0-9]+)+\b/,
    pages: /\/admin\?tab=astrologers/,
    reason: "an astrologer's profile address (slug), as it stands in links",
  },

  {
    text: new RegExp(demoAstrologers.map((a) => a.name.replace(/[.]/g, '\\.')).join('|')),
    pages: /\/admin\?tab=users/,
    reason: "the demo astrologers' account names: an account's name is shown as its owner wrote it",
  },

  // What the phone's own screens say, for phones set to English.
  {
    text: /\((Install app|Add to Home Screen|Add)\)/,
    // The home page carries the same install block (its iPhone steps stay hidden elsewhere).
    pages: /\/download-app|^\/hi$/,
    reason: "the browser's button, named as an English-language phone shows it",
  },

  // Names in Latin letters, on purpose: numerology and the love game count Latin letters.
  { word: 'Amit', pages: /numerology|pythagor/, reason: 'the example of typing अमित in Latin letters' },
  { word: 'Sita', pages: /love-calculator/, reason: 'the example of typing सीता in Latin letters' },
  {
    text: /\b(Ram|Sita|RAMLOVESSITA)\b/,
    pages: /love-calculator \(result\)/,
    reason: 'the names the spec typed (राम, सीता), as the game spells and counts them',
  },
  {
    word: /^(Ch|Kh|Sh|Th|Ts|Tz)$/,
    pages: /numerology\/kabbalah/,
    reason: 'the Latin letters written for a Hebrew letter’s sound (the gematria table)',
  },
  { word: /^(LOVES|FLAMES|F-L-A-M-E-S)$/, pages: /love-calculator/, reason: 'the words the game counts letters of' },
  {
    word: /^[A-Z]$/,
    pages: /numerology|pythagor|love-calculator \(result\)/,
    reason: 'the letters of the Latin alphabet that numerology and the game count (letter tables, counts)',
  },

  // Chart notation.
  { word: /^D(1|2|3|4|7|9|10|12|16|20|24|27|30|40|45|60)$/, pages: /kundali/, reason: 'divisional chart names (D9)' },
];

/**
 * What people write themselves is shown as they wrote it, in any language and script: the scan
 * reads no text inside these elements.
 */
export const userWritten: readonly { selector: string; reason: string }[] = [
  { selector: '[data-testid="post-body"]', reason: 'a community post, in the language its member wrote it' },
  { selector: '[data-testid="comment-body"]', reason: 'a comment on a community post, as its member wrote it' },
];

/** `text` with the allowed stretches for `page` set aside (each replaced by a space). */
export function withoutAllowedText(text: string, page: string): string {
  let out = text;
  for (const a of hindiAllowlist)
    if ('text' in a && (a.pages === undefined || a.pages.test(page)))
      out = out.replace(new RegExp(a.text.source, `${a.text.flags.replace('g', '')}g`), ' ');
  return out;
}

/** Whether the Latin `word` may stand on `page`. */
export function allowedWord(word: string, page: string): boolean {
  return hindiAllowlist.some(
    (a) =>
      'word' in a &&
      (a.pages === undefined || a.pages.test(page)) &&
      (typeof a.word === 'string' ? a.word === word : new RegExp(`^(?:${a.word.source})$`).test(word)),
  );
}
