/**
 * Contact details written so as to slip past a filter: digits of any script, numbers in English,
 * Hindi or Hinglish words (mixed with digits too), e-mail and UPI handles with "at"/"dot",
 * "(at)" or "at the rate", and letters spaced out. Text is normalised first, then matched.
 * The corpora in ./corpus hold what must be refused and what must pass (docs/SECURITY.md).
 */

export type ContactKind = 'phone' | 'email' | 'upi' | 'link';

const ZERO_WIDTH = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/g;
const DECIMAL_DIGIT = /\p{Nd}/gu;
const IS_DIGIT = /^\p{Nd}$/u;

/** The value of a Unicode decimal digit: its place in the run of ten it belongs to. */
function digitValue(ch: string): number {
  let cp = ch.codePointAt(0)!;
  let steps = 0;
  while (IS_DIGIT.test(String.fromCodePoint(cp - 1)) && steps < 64) {
    cp--;
    steps++;
  }
  return (ch.codePointAt(0)! - cp) % 10;
}

/** NFKC, lower case, every decimal digit as 0–9, Devanagari nukta dropped and chandrabindu as anusvara. */
export function normaliseForContacts(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .replace(DECIMAL_DIGIT, (d) => (d >= '0' && d <= '9' ? d : String(digitValue(d))))
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902');
}

/** Number words (English, Hinglish and Hindi, as normalised above) and their digits. */
const UNITS: Record<string, string> = {};
const add = (digit: string, ...words: string[]) => {
  for (const w of words) UNITS[w] = digit;
};
add('0', 'zero', 'oh', 'shunya', 'shoonya', 'sunya', 'sunna', 'sifar', 'शून्य', 'शुन्य', 'सुन्न', 'जीरो', 'सिफर');
add('1', 'one', 'ek', 'ik', 'एक');
add('2', 'two', 'do', 'doo', 'दो');
add('3', 'three', 'teen', 'tin', 'tiin', 'तीन');
add('4', 'four', 'char', 'chaar', 'chār', 'चार');
add('5', 'five', 'panch', 'paanch', 'paach', 'panj', 'पांच', 'पाच', 'पंच');
add('6', 'six', 'chhe', 'chhah', 'chah', 'che', 'chheh', 'cheh', 'chha', 'chhai', 'छह', 'छः', 'छ', 'छे', 'छै');
add('7', 'seven', 'saat', 'sat', 'सात');
add('8', 'eight', 'aath', 'ath', 'aat', 'आठ');
add('9', 'nine', 'nau', 'nao', 'nou', 'naw', 'नौ', 'नो');
const TENS: Record<string, string> = {
  ten: '10',
  twenty: '2',
  thirty: '3',
  forty: '4',
  fourty: '4',
  fifty: '5',
  sixty: '6',
  seventy: '7',
  eighty: '8',
  ninety: '9',
};
const REPEAT: Record<string, number> = {
  double: 2,
  dubble: 2,
  dabal: 2,
  dabbal: 2,
  डबल: 2,
  triple: 3,
  tripple: 3,
  tribble: 3,
  ट्रिपल: 3,
};
/** Separators people put inside a number; anything else (a word, `/`, `:`, `°`, `₹`…) ends it. */
const SOFT = new Set(['-', '–', '—', '.', ',', '(', ')', '_', '*', '+', "'", '"', '|', '~', '#', '=']);

const TOKEN = /[\p{L}\p{M}]+|\d+|[^\s\p{L}\p{M}\d]/gu;

/** Digit runs of the text: digits and number words joined across spaces and soft separators. */
export function digitRuns(normalised: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let repeat = 1;
  let tens: string | null = null;
  const push = (digits: string) => {
    run.push(repeat > 1 ? digits.repeat(repeat) : digits);
    repeat = 1;
  };
  const flushTens = () => {
    if (tens !== null) {
      run.push(tens.length === 1 ? `${tens}0` : tens);
      tens = null;
    }
  };
  const end = () => {
    flushTens();
    if (run.length) runs.push(run);
    run = [];
    repeat = 1;
  };
  for (const [token] of normalised.matchAll(TOKEN)) {
    if (/^\d+$/.test(token)) {
      flushTens();
      push(token);
    } else if (UNITS[token] !== undefined) {
      if (tens !== null && tens.length === 1) {
        run.push(`${tens}${UNITS[token]}`);
        tens = null;
        repeat = 1;
      } else {
        flushTens();
        push(UNITS[token]);
      }
    } else if (TENS[token] !== undefined) {
      flushTens();
      tens = TENS[token];
    } else if (REPEAT[token] !== undefined) {
      flushTens();
      repeat = REPEAT[token];
    } else if (!SOFT.has(token)) {
      end();
    }
  }
  end();
  return runs;
}

/** A date written with spaces or dashes (`12 08 1990 10 30`): one year, every other part one or two digits. */
const looksLikeDate = (run: string[]) =>
  run.filter((g) => /^(19|20)\d\d$/.test(g)).length === 1 && run.every((g) => g.length <= 2 || /^(19|20)\d\d$/.test(g));

function hasPhone(normalised: string): boolean {
  return digitRuns(normalised).some((run) => run.join('').length >= 10 && !looksLikeDate(run));
}

const MAIL_PROVIDERS =
  'gmail|googlemail|yahoo|ymail|rediffmail|rediff|hotmail|outlook|live|icloud|protonmail|proton|zoho|aol|mail';
/** UPI handles of the payment apps and banks (the part after `@`). */
const UPI_HANDLES =
  'ybl|ibl|axl|apl|yapl|upi|paytm|ptyes|ptsbi|pthdfc|ptaxis|okaxis|okhdfcbank|okicici|oksbi|axisbank|axisb|hdfcbank|icici|sbi|kotak|kmbl|indus|fbl|pnb|boi|barodampay|unionbank|idfcbank|idbi|yesbank|yesbankltd|airtel|jio|freecharge|ikwik|abfspay|waicici|wahdfcbank|waaxis|wasbi|timecosmos|slice|jupiteraxis|fam|naviaxis|superyes|pingpay|dbs|rbl|cnrb|aubank|federal|citi|hsbc|sc|kvb|tjsb|equitas|uco|cbin|centralbank|allbank|andb|vijb|mahb|ezeepay|rapl|niyoicici';
const TLDS = 'com|in|net|org|co\\.in|co|io|me|info|biz|xyz|edu|gov\\.in|ac\\.in|us|uk';

/** The text with e-mail and UPI disguises undone: "(at)", "at the rate", "dot", spaced-out letters. */
export function handleView(normalised: string): string {
  let s = normalised
    .replace(
      /एट\s*द\s*रेट(\s*ऑफ)?|ऐट\s*द\s*रेट|@\s*the\s*rate(\s*of)?|\bat\s*the\s*rate(\s*of)?\b|\battherate\b/gu,
      ' @ ',
    )
    .replace(/[([{<]\s*(at|एट)\s*[)\]}>]/gu, ' @ ')
    .replace(/[([{<]\s*(dot|डॉट|डोट)\s*[)\]}>]/gu, ' . ')
    .replace(/(^|\s)(dot|डॉट|डोट)(?=\s|$)/gu, ' . ')
    .replace(/जीमेल/g, 'gmail')
    .replace(/याहू/g, 'yahoo')
    .replace(/कॉम/g, 'com')
    .replace(/पेटीएम/g, 'paytm');
  // Letters and digits spread out one by one ("r a h u l") are joined.
  s = s.replace(/(?<=(?:^|\s)[\p{L}\p{N}])\s+(?=[\p{L}\p{N}](?:\s|$|[@.]))/gu, '');
  s = s.replace(/(?<=(?:^|\s)[\p{L}\p{N}])\s+(?=[\p{L}\p{N}](?:\s|$|[@.]))/gu, '');
  s = s.replace(/\s*@\s*/g, '@').replace(/(?<=[\p{L}\p{N}@])\s*\.\s*(?=[\p{L}\p{N}])/gu, '.');
  // A plain "at" counts only before a mail provider, a UPI handle after an id with digits, or a domain.
  s = s
    .replace(new RegExp(`\\s+at\\s+(?=(${MAIL_PROVIDERS})\\b)`, 'gu'), '@')
    .replace(new RegExp(`(?<=\\S*\\d\\S*)\\s+at\\s+(?=(${UPI_HANDLES})\\b)`, 'gu'), '@')
    .replace(new RegExp(`\\s+at\\s+(?=[\\p{L}\\p{N}-]+\\.(${TLDS})\\b)`, 'gu'), '@');
  return s;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/u;
const UPI = new RegExp(
  `[\\p{L}\\p{N}._-]{2,}@(${UPI_HANDLES})\\b|\\d{10}@[a-z]{2,}\\b|[\\p{L}\\p{N}._-]{2,}@[a-z]{2,}\\b`,
  'u',
);
const LINK =
  /(\b(https?|ftp):\/\/|\bwww\.|\b(wa|t)\.me\/|\b[a-z0-9-]{2,}\.(com|in|net|org|io|co|me|ly|app|link|xyz|info|biz|us|uk|site|online|page|to|gl|gg)\b(\/|\s|$|[.,!?)]))/iu;

/** Links with "dot com" spelled out (only the endings no sentence uses otherwise). */
const linkView = (s: string) =>
  s
    .replace(/\s*[([{]?\s*(dot|डॉट)\s*[)\]}]?\s*(?=(com|net|org|io|app|xyz|info|link)\b)/gu, '.')
    .replace(/(?<=(?:^|\s)[a-z0-9])\s+(?=[a-z0-9.](?:\s|$))/g, '');

/**
 * Finds contact details that may not be shared in a consultation (both ways): phone numbers (ten
 * or more digits in any script or in words, spaced or split, but not dates), e-mail addresses, UPI
 * ids and links, also when disguised. Ordinary text with dates, times, degrees and prices passes.
 */
export function findContact(text: string): ContactKind | null {
  const base = normaliseForContacts(text);
  const handles = handleView(base);
  if (EMAIL.test(handles)) return 'email';
  if (UPI.test(handles)) return 'upi';
  if (LINK.test(base) || LINK.test(linkView(base))) return 'link';
  if (hasPhone(base)) return 'phone';
  return null;
}
