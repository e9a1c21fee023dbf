import type { Locale } from '@drishti/content/types';
import { type AnswerOptions, type Computed, KUNDALI_ANSWERS } from './answers';
import { kundaliReport } from './report';

/**
 * The one road of the astrology calculations (docs/CALCULATIONS.md): every kundali answer of
 * POST /api/users/astrology/<path>, from the path to the function that answers it. Each takes a
 * birth computed through the one cache (./answers.ts `computed`, the birth from ./birth.ts
 * `birthOf`); contracts' `astrologyAnswers` holds the schema of each answer by the same paths.
 */
export const ASTROLOGY_ANSWERS = {
  ...KUNDALI_ANSWERS,
  /** The readable report in English or Hindi. */
  'get-report': (c: Computed, o: AnswerOptions & { lang: Locale }) => kundaliReport(c.birth, c.k, o.lang, o.atMs),
} as const;

export type AstrologyPath = keyof typeof ASTROLOGY_ANSWERS;
export type AstrologyAnswer<P extends AstrologyPath> = ReturnType<(typeof ASTROLOGY_ANSWERS)[P]>;
