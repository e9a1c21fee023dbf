/**
 * The first sentence of a text and the rest, for a page's lead and body. Sentences end with
 * . ! ? or the Devanagari danda (।) followed by a space; a text of one sentence has an empty rest.
 */
export function splitFirstSentence(text: string): { first: string; rest: string } {
  const m = /^(.+?[.!?।])\s+(\S[\s\S]*)$/.exec(text.trim());
  return m ? { first: m[1]!, rest: m[2]! } : { first: text.trim(), rest: '' };
}
