import { romanizeDevanagari } from '@drishti/engine/tools/romanize';

export { hasDevanagari } from '@drishti/engine/tools/romanize';

/**
 * Devanagari to plain lower-case Latin letters, for matching Hindi place queries against English
 * place names ("कानपुर" -> "kanpur"). It is a search key built on the engine's romanization of
 * names (one set of Devanagari rules): an initial आ folds to "a" like every other long vowel, and
 * words are separated by single spaces.
 */
export function transliterateDevanagari(text: string): string {
  return romanizeDevanagari(text).toLowerCase().replace(/aa/g, 'a').split(/\s+/).filter(Boolean).join(' ');
}
