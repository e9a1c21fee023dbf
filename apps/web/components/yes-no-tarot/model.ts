/** Pure helpers of the yes/no tarot: the question check, moving through the deck, the card's address. */

export type QuestionError = 'required' | 'short';
export type QuestionCheck = { ok: true; question: string } | { ok: false; error: QuestionError };

/** Fewest letters a question needs (in any script: "क्या मेरी नौकरी लगेगी?" counts as well as English). */
export const QUESTION_MIN_LETTERS = 3;
/** Longest question kept (the field's maxLength). */
export const QUESTION_MAX_LENGTH = 200;

/** A yes/no question: required, with at least three letters. */
export function checkQuestion(raw: string): QuestionCheck {
  const question = raw.trim().replace(/\s+/g, ' ');
  if (!question) return { ok: false, error: 'required' };
  const letters = [...question].filter((c) => /\p{L}/u.test(c)).length;
  if (letters < QUESTION_MIN_LETTERS) return { ok: false, error: 'short' };
  return { ok: true, question: question.slice(0, QUESTION_MAX_LENGTH) };
}

/** Number of cards laid out face down. */
export const DECK_SIZE = 78;

/**
 * Where focus goes in the grid of face-down cards when a key is pressed: arrows move by one card
 * or one row, Home and End to the first and last card. Null for any other key.
 * @param index the focused card, 0–77
 * @param columns cards per row as laid out now (at least 1)
 */
export function moveInDeck(index: number, key: string, columns: number, size = DECK_SIZE): number | null {
  const cols = Math.max(1, columns);
  const clamp = (n: number) => Math.min(size - 1, Math.max(0, n));
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowDown':
      return index + cols < size ? index + cols : index;
    case 'ArrowUp':
      return index - cols >= 0 ? index - cols : index;
    case 'Home':
      return 0;
    case 'End':
      return size - 1;
    default:
      return null;
  }
}

/** How many cards share the first row: the grid's column count as the browser laid it out. */
export function columnsOf(tops: readonly number[]): number {
  if (tops.length === 0) return 1;
  const first = tops[0]!;
  const n = tops.findIndex((top) => Math.abs(top - first) > 2);
  return n === -1 ? tops.length : n;
}

/** The address of a card's texts (a static JSON file per card, built with the site). */
export function cardPath(slug: string): string {
  return `/tarot/yes-or-no-tarot/card/${encodeURIComponent(slug)}`;
}
