/**
 * The Hindi style sheet's terms as data (docs/HINDI-STYLE.md): each rule names the variant that
 * must not appear in Hindi text and the form to use. A test applies them to every Hindi
 * catalogue and every content module.
 */

export interface StyleRule {
  /** Matches the variant to avoid (text in NFC, nukta written as a separate sign, as in our files). */
  avoid: RegExp;
  /** What to write instead. */
  use: string;
}

const N = '\u093C'; // the nukta sign
const START = '(?<![\\u0900-\\u097F])';

export const HINDI_STYLE_RULES: readonly StyleRule[] = [
  // One term per concept.
  { avoid: /हिन्दी/u, use: 'हिंदी' },
  { avoid: /अंकशास्त्र(?![ीि])|अंकज्योतिष|न्यूमरोलॉजी/u, use: 'अंक ज्योतिष (अंकशास्त्री for the person)' },
  { avoid: /कॉइन/u, use: 'सिक्के (one: सिक्का; oblique: सिक्कों)' },
  { avoid: /अनुपस्थित अंक|गायब अंक|छूटे हुए अंक/u, use: 'लुप्त अंक' },
  { avoid: /पाइथागोरियन|पायथागोरस|पाईथागोरस/u, use: 'पाइथागोरस' },
  { avoid: /निरयन/u, use: 'निरयण' },
  { avoid: /लाहिरी|लाहीड़ी/u, use: 'लाहिड़ी' },
  { avoid: /काल्डियन|चाल्डियन|कैलडियन|खाल्डियन/u, use: 'कैल्डियन' },
  { avoid: /भारतीय मानक समय/u, use: 'भारतीय समय' },
  // Reducing a number is adding its digits, never subtracting.
  {
    avoid: /(?<!में से |में से उसे |कमीशन )घटा(?:एँ|ए|या|यी|ई|ने|ते|कर|ना)|(?<![\u0900-\u097F])घटकर/u,
    use: 'अंक जोड़कर एक अंक में लाएँ (घटाना only for subtraction: "10 में से घटाएँ")',
  },
  // Consistent nukta in words of Persian and Arabic origin.
  { avoid: new RegExp(`${START}ज(?!${N})्यादा`, 'u'), use: `ज${N}्यादा` },
  { avoid: new RegExp(`${START}ज(?!${N})रूर`, 'u'), use: `ज${N}रूर` },
  { avoid: new RegExp(`${START}मुफ(?!${N})्त`, 'u'), use: `मुफ${N}्त` },
  { avoid: new RegExp(`तारीख(?!${N})`, 'u'), use: `तारीख${N}` },
  { avoid: new RegExp(`${START}ख(?!${N})ुद(?!वा|ाई)`, 'u'), use: `ख${N}ुद` },
  { avoid: new RegExp(`${START}ग(?!${N})लत`, 'u'), use: `ग${N}लत` },
  { avoid: new RegExp(`${START}फ(?!${N})ैसल`, 'u'), use: `फ${N}ैसला` },
  { avoid: new RegExp(`${START}ख(?!${N})त्म`, 'u'), use: `ख${N}त्म` },
  { avoid: new RegExp(`${START}ख(?!${N})बर`, 'u'), use: `ख${N}बर` },
  { avoid: new RegExp(`${START}ख(?!${N})रीद`, 'u'), use: `ख${N}रीद` },
  { avoid: new RegExp(`${START}तरीक(?!${N})`, 'u'), use: `तरीक${N}ा` },
  { avoid: new RegExp(`${START}क(?!${N})ीमत`, 'u'), use: `क${N}ीमत` },
  { avoid: new RegExp(`${START}क(?!${N})ानून`, 'u'), use: `क${N}ानून` },
  { avoid: new RegExp(`${START}ख(?!${N})र्च`, 'u'), use: `ख${N}र्च` },
  { avoid: new RegExp(`${START}क(?!${N})दम(?!्ब)`, 'u'), use: `क${N}दम` },
  { avoid: new RegExp(`${START}ख(?!${N})ाली`, 'u'), use: `ख${N}ाली` },
  { avoid: new RegExp(`${START}फ(?!${N})ोन`, 'u'), use: `फ${N}ोन` },
  { avoid: new RegExp(`${START}ज(?!${N})िंदगी`, 'u'), use: `ज${N}िंदगी` },
  { avoid: new RegExp(`${START}बाज(?!${N})ार`, 'u'), use: `बाज${N}ार` },
  { avoid: new RegExp(`${START}इंतज(?!${N})ार`, 'u'), use: `इंतज${N}ार` },
];

/** Every place a Hindi text breaks a rule: the variant found and what to write instead. */
export function styleProblems(text: string): { found: string; use: string }[] {
  const out: { found: string; use: string }[] = [];
  for (const rule of HINDI_STYLE_RULES) {
    const m = rule.avoid.exec(text);
    if (m) out.push({ found: text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20), use: rule.use });
  }
  return out;
}
