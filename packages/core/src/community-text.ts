/** The community's text rules: pseudonymous handles, the self-harm detector and page cursors. */
import { randomInt } from 'node:crypto';
import { HANDLE_ADJECTIVES, HANDLE_NOUNS } from '@drishti/content/community';

// ---------------------------------------------------------------------------------------------
// Handles

/**
 * A pseudonymous handle: an adjective, a noun and a number, e.g. "Calm Lotus 482" (shown in Hindi
 * as "शांत कमल 482"). `random(n)` returns an integer in [0, n). With `wide` the number has four
 * digits (used once three-digit handles keep colliding).
 */
export function generateHandle(random: (n: number) => number = randomInt, wide = false): string {
  const adj = HANDLE_ADJECTIVES[random(HANDLE_ADJECTIVES.length)]!;
  const noun = HANDLE_NOUNS[random(HANDLE_NOUNS.length)]!;
  const n = wide ? 1000 + random(9000) : 100 + random(900);
  return `${adj.en} ${noun.en} ${n}`;
}

// ---------------------------------------------------------------------------------------------
// Self-harm signals

/** Marks that change nothing for matching: nukta, chandrabindu, anusvara, zero-width characters. */
const IGNORED_MARKS = /[\u093C\u0901\u0902\u200B-\u200D\u2060\uFEFF]/g;

/** Text reduced for matching: NFC, lower case, no apostrophes or ignorable marks, single spaces. */
export function normalizeForMatching(text: string): string {
  const reduced = text
    .normalize('NFC')
    .toLowerCase()
    .replace(IGNORED_MARKS, '')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  return ` ${reduced} `;
}

/** English and Hinglish phrases (on normalised text: lower case, no apostrophes). */
const LATIN_SIGNALS: readonly RegExp[] = [
  /\bkill(?:ing)? my ?self\b/,
  /\bsuicid(?:e|al|es)\b/,
  /\bend(?:ing)? (?:my|it) (?:own )?life\b/,
  /\bend it all\b/,
  /\btake my (?:own )?life\b/,
  /\b(?:want|wanna|going|ready) (?:to )?die\b/,
  /\b(?:dont|do not|no longer) want to (?:live|be alive|exist)\b/,
  /\bno (?:reason|point) (?:to|in) (?:live|living)\b/,
  /\bbetter off dead\b/,
  /\bwish i (?:was|were) dead\b/,
  /\bnot worth living\b/,
  /\b(?:hurt|harm|cut|hang)(?:ing)? my ?self\b/,
  /\bself ?harm(?:ing)?\b/,
  /\boverdose\b/,
  // Hinglish
  /\bmarna chaht?[aie]\b/,
  /\bmar ja+n?a chaht?[aie]\b/,
  /\bmar ja+u(?:n|nga|ngi)?\b/,
  /\bkhud ?kushi\b/,
  /\ba+tm(?:a)?hatya\b/,
  /\bjaan de (?:du|dun|doon|dunga|dungi|doonga|doongi|dena)\b/,
  /\bjeena nahi?n? chaht?[aie]\b/,
  /\bjine ka man nahi?n?\b/,
  /\bzindagi (?:khatam|khatm) kar\b/,
  /\bkhud ko (?:khatam|khatm|maar|mar) /,
];

/** Hindi phrases, compared after the same normalisation as the text. */
const DEVANAGARI_SIGNALS: readonly string[] = [
  'आत्महत्या',
  'आत्म हत्या',
  'ख़ुदकुशी',
  'खुद कुशी',
  'जान दे दूँ',
  'जान दे दूंगा',
  'जान दे दूंगी',
  'जान दे देना चाहता',
  'अपनी जान ले',
  'मरना चाहता',
  'मरना चाहती',
  'मरना चाहते',
  'मर जाना चाहता',
  'मर जाना चाहती',
  'मर जाऊँ',
  'जीना नहीं चाहता',
  'जीना नहीं चाहती',
  'जीने का मन नहीं',
  'जीने की इच्छा नहीं',
  'ख़ुद को ख़त्म',
  'ज़िंदगी ख़त्म कर',
  'जीवन समाप्त कर',
  'खुद को नुकसान',
  'ख़ुद को चोट',
].map((p) => normalizeForMatching(p).trim());

/**
 * Whether a text signals self-harm (suicidal thoughts, wanting to die, hurting oneself) in
 * English, Hindi or Hinglish. Deliberately broad: a match only puts the text in front of the
 * moderators at once and shows its author the helplines; nothing is hidden because of it.
 */
export function signalsSelfHarm(text: string): boolean {
  const t = normalizeForMatching(text);
  return LATIN_SIGNALS.some((re) => re.test(t)) || DEVANAGARI_SIGNALS.some((p) => t.includes(p));
}

// ---------------------------------------------------------------------------------------------
// Paging

/** The opaque cursor after a post: its time and id. */
export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}_${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const raw = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/.exec(raw);
  if (!m) return null;
  const at = new Date(m[1]!);
  return Number.isNaN(at.getTime()) ? null : { at, id: m[2]! };
}
