/**
 * The 78-card tarot deck, yes/no verdicts, and draws.
 *
 * Card index 0–77: 0–21 the major arcana in order (The Fool … The World), then Wands 22–35,
 * Cups 36–49, Swords 50–63, Pentacles 64–77, each suit Ace, Two … Ten, Page, Knight, Queen, King.
 * Major-arcana keys are the spec's route slugs (the-fool … the-world, including "the-strength"
 * and "the-judgement"); minor keys are "ace-of-wands" … "king-of-pentacles".
 *
 * Yes/no verdicts, one per card whatever its orientation (the product's card data has a single
 * yesNo field):
 * - Major arcana 0–14 as the spec gives them; 15–21 by the common yes/no tarot convention (The
 *   Devil no, The Tower no, The Star yes, The Moon maybe, The Sun yes, Judgement yes, The World yes).
 * - Minor arcana by suit and number, the common convention: a suit leans one way and the cards
 *   whose traditional meaning is conflict, loss, stalling or doubt are the exceptions.
 *     Wands (drive):        yes, except 5 (strife) no, 7 (holding ground) maybe, 9 (weary guard) maybe, 10 (burden) no.
 *     Cups (feeling):       yes, except 4 (apathy) maybe, 5 (loss) no, 7 (illusions) maybe, 8 (walking away) no.
 *     Swords (conflict):    no, except Ace (clarity) yes, 6 (passage to calmer water) yes,
 *                           2 (stalemate) maybe, 4 (rest) maybe, and the four court cards maybe.
 *     Pentacles (material): yes, except 2 (juggling) maybe, 4 (holding on) maybe, 5 (hardship) no, 7 (waiting on the harvest) maybe.
 *   Court cards of Wands, Cups and Pentacles are yes.
 */
import { cryptoRandomSource, type RandomSource, uniformInt } from './random';

/** A yes/no tarot verdict. */
export type YesNo = 'yes' | 'no' | 'maybe';
/** The four minor-arcana suits, in deck order. */
export type TarotSuit = 'wands' | 'cups' | 'swords' | 'pentacles';
/** Minor-arcana ranks, Ace … King. */
export type TarotRank =
  | 'ace'
  | 'two'
  | 'three'
  | 'four'
  | 'five'
  | 'six'
  | 'seven'
  | 'eight'
  | 'nine'
  | 'ten'
  | 'page'
  | 'knight'
  | 'queen'
  | 'king';

/** One card of the deck. */
export interface TarotCard {
  /** 0–77, see the module comment. */
  index: number;
  /** Stable slug, e.g. "the-fool", "ace-of-wands". */
  key: string;
  arcana: 'major' | 'minor';
  /** Major arcana number 0–21; null for minor cards. */
  majorNumber: number | null;
  /** Suit and rank for minor cards; null for major cards. */
  suit: TarotSuit | null;
  rank: TarotRank | null;
  /** Rank as a number for minor cards: Ace 1 … Ten 10, Page 11, Knight 12, Queen 13, King 14. */
  rankNumber: number | null;
  yesNo: YesNo;
}

const MAJOR: readonly [string, YesNo][] = [
  ['the-fool', 'yes'],
  ['the-magician', 'yes'],
  ['the-high-priestess', 'maybe'],
  ['the-empress', 'yes'],
  ['the-emperor', 'yes'],
  ['the-hierophant', 'maybe'],
  ['the-lovers', 'yes'],
  ['the-chariot', 'yes'],
  ['the-strength', 'yes'],
  ['the-hermit', 'maybe'],
  ['wheel-of-fortune', 'yes'],
  ['justice', 'maybe'],
  ['the-hanged-man', 'maybe'],
  ['death', 'no'],
  ['temperance', 'yes'],
  ['the-devil', 'no'],
  ['the-tower', 'no'],
  ['the-star', 'yes'],
  ['the-moon', 'maybe'],
  ['the-sun', 'yes'],
  ['the-judgement', 'yes'],
  ['the-world', 'yes'],
];

/** Suits in deck order. */
export const TAROT_SUITS: readonly TarotSuit[] = ['wands', 'cups', 'swords', 'pentacles'];
/** Ranks in deck order within a suit. */
export const TAROT_RANKS: readonly TarotRank[] = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'page',
  'knight',
  'queen',
  'king',
];

/** Exceptions to each suit's leaning, by rank number (see the module comment). */
const MINOR_VERDICTS: Readonly<Record<TarotSuit, { leaning: YesNo; exceptions: Readonly<Record<number, YesNo>> }>> = {
  wands: { leaning: 'yes', exceptions: { 5: 'no', 7: 'maybe', 9: 'maybe', 10: 'no' } },
  cups: { leaning: 'yes', exceptions: { 4: 'maybe', 5: 'no', 7: 'maybe', 8: 'no' } },
  swords: {
    leaning: 'no',
    exceptions: { 1: 'yes', 2: 'maybe', 4: 'maybe', 6: 'yes', 11: 'maybe', 12: 'maybe', 13: 'maybe', 14: 'maybe' },
  },
  pentacles: { leaning: 'yes', exceptions: { 2: 'maybe', 4: 'maybe', 5: 'no', 7: 'maybe' } },
};

function buildDeck(): TarotCard[] {
  const deck: TarotCard[] = MAJOR.map(([key, yesNo], index) => ({
    index,
    key,
    arcana: 'major',
    majorNumber: index,
    suit: null,
    rank: null,
    rankNumber: null,
    yesNo,
  }));
  for (const suit of TAROT_SUITS) {
    TAROT_RANKS.forEach((rank, i) => {
      const rankNumber = i + 1;
      const { leaning, exceptions } = MINOR_VERDICTS[suit];
      deck.push({
        index: deck.length,
        key: `${rank}-of-${suit}`,
        arcana: 'minor',
        majorNumber: null,
        suit,
        rank,
        rankNumber,
        yesNo: exceptions[rankNumber] ?? leaning,
      });
    });
  }
  return deck;
}

/** The 78 cards in index order. */
export const TAROT_DECK: readonly TarotCard[] = Object.freeze(buildDeck());

/**
 * The card at `index`.
 * @param index 0–77
 */
export function tarotCard(index: number): TarotCard {
  if (!Number.isInteger(index) || index < 0 || index >= TAROT_DECK.length) {
    throw new RangeError(`tarot card index must be 0–77, got ${index}`);
  }
  return TAROT_DECK[index]!;
}

/** A drawn card and its orientation. */
export interface TarotDraw {
  card: TarotCard;
  orientation: 'upright' | 'reversed';
}

/**
 * Draws one card uniformly from the 78 and an orientation with even odds.
 * @param source 32-bit random source; defaults to Web Crypto. Inject a fixed sequence in tests.
 */
export function drawTarotCard(source: RandomSource = cryptoRandomSource()): TarotDraw {
  const card = TAROT_DECK[uniformInt(TAROT_DECK.length, source)]!;
  return { card, orientation: uniformInt(2, source) === 0 ? 'upright' : 'reversed' };
}

/**
 * Draws `count` distinct cards (a spread), each with its own orientation, by a partial
 * Fisher–Yates shuffle so every ordered selection is equally likely.
 * @param count 1–78
 * @param source 32-bit random source; defaults to Web Crypto
 */
export function drawTarotCards(count: number, source: RandomSource = cryptoRandomSource()): TarotDraw[] {
  if (!Number.isInteger(count) || count < 1 || count > TAROT_DECK.length) {
    throw new RangeError(`count must be 1–78, got ${count}`);
  }
  const order = TAROT_DECK.map((_, i) => i);
  const draws: TarotDraw[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + uniformInt(order.length - i, source);
    [order[i], order[j]] = [order[j]!, order[i]!];
    draws.push({ card: TAROT_DECK[order[i]!]!, orientation: uniformInt(2, source) === 0 ? 'upright' : 'reversed' });
  }
  return draws;
}
