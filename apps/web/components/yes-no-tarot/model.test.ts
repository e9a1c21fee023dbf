import { describe, expect, it } from 'vitest';
import { cardPath, checkQuestion, columnsOf, moveInDeck, QUESTION_MAX_LENGTH } from './model';

describe('checkQuestion', () => {
  it('requires a question of at least three letters, in any script', () => {
    expect(checkQuestion('')).toEqual({ ok: false, error: 'required' });
    expect(checkQuestion('   ')).toEqual({ ok: false, error: 'required' });
    expect(checkQuestion('?!')).toEqual({ ok: false, error: 'short' });
    expect(checkQuestion('ab?')).toEqual({ ok: false, error: 'short' });
    expect(checkQuestion('  Will I pass?  ')).toEqual({ ok: true, question: 'Will I pass?' });
    expect(checkQuestion('क्या मेरी नौकरी लगेगी?')).toMatchObject({ ok: true });
  });

  it('keeps at most the field’s length', () => {
    const long = 'a'.repeat(QUESTION_MAX_LENGTH + 50);
    const r = checkQuestion(long);
    expect(r.ok && r.question.length).toBe(QUESTION_MAX_LENGTH);
  });
});

describe('moveInDeck', () => {
  it('moves by one card or one row and stops at the edges', () => {
    expect(moveInDeck(0, 'ArrowRight', 6)).toBe(1);
    expect(moveInDeck(0, 'ArrowLeft', 6)).toBe(0);
    expect(moveInDeck(77, 'ArrowRight', 6)).toBe(77);
    expect(moveInDeck(3, 'ArrowDown', 6)).toBe(9);
    expect(moveInDeck(9, 'ArrowUp', 6)).toBe(3);
    expect(moveInDeck(2, 'ArrowUp', 6)).toBe(2);
    // the last row of 78 in rows of 6 is full; in rows of 10 it has 8 cards
    expect(moveInDeck(75, 'ArrowDown', 10)).toBe(75);
    expect(moveInDeck(65, 'ArrowDown', 10)).toBe(75);
    expect(moveInDeck(40, 'Home', 10)).toBe(0);
    expect(moveInDeck(40, 'End', 10)).toBe(77);
    expect(moveInDeck(40, 'Enter', 10)).toBeNull();
  });
});

describe('columnsOf', () => {
  it('counts the cards on the first row', () => {
    expect(columnsOf([10, 10, 10, 90, 90, 90])).toBe(3);
    expect(columnsOf([10, 10.5, 11])).toBe(3);
    expect(columnsOf([])).toBe(1);
  });
});

describe('cardPath', () => {
  it('points at the card file', () => {
    expect(cardPath('the-fool')).toBe('/tarot/yes-or-no-tarot/card/the-fool');
  });
});
