import type { BirthRequest } from '@drishti/contracts/astrology';
import { type ChartAnswer, chartAnswer } from '@drishti/engine/answers';
import type { Birth } from '@drishti/engine/birth';
import { type Kundali, kundali } from '@drishti/engine/kundali';
import { kundaliAnswers } from '@drishti/readings/answers';
import { birthKey, toEngineBirth } from './birth';
import { Lru } from './lru';
import { dayPanchang } from './panchang';

/**
 * The astrology calculations behind the API, on the engine. Results are pure functions of the
 * birth, so the full kundali of recent births is kept in a small cache (a person opening the
 * tabs of one kundali asks for the same birth several times). The answers themselves are built
 * by @drishti/readings, which the browser also runs offline.
 */
const kundalis = new Lru<string, Kundali>(500);
const answers = new Lru<string, ChartAnswer>(500);

export function kundaliFor(req: BirthRequest): { birth: Birth; k: Kundali } {
  // The birth is parsed afresh: two requests for one instant may name its zone differently.
  const birth = toEngineBirth(req);
  return { birth, k: kundalis.getOrCompute(birthKey(birth), () => kundali(birth)) };
}

/** The engine CLI's `chart` answer (docs/CONVENTIONS.md). */
export function chartOf(req: BirthRequest): ChartAnswer {
  const birth = toEngineBirth(req);
  return answers.getOrCompute(birthKey(birth), () => chartAnswer(birth));
}

export const {
  kundaliDetails,
  basicDetails,
  dashasOf,
  vimshottariDetails,
  vimshottariBranch,
  kpDetails,
  chartById,
  ashtakavargaOf,
  kundaliReport,
} = kundaliAnswers(kundaliFor, dayPanchang);
