import type { BirthRequest } from '@drishti/contracts/astrology';
import type { Locale } from '@drishti/content/types';
import type { Birth } from '@drishti/engine/birth';
import type { Kundali } from '@drishti/engine/kundali';
import type { AnswerOptions } from '@drishti/readings/answers';
import { computed } from '@drishti/readings/answers';
import { ASTROLOGY_ANSWERS, type AstrologyAnswer, type AstrologyPath } from '@drishti/readings/road';
import { birthOfRequest } from './birth';

/**
 * The astrology calculations behind the API: the one road of @drishti/readings
 * (docs/CALCULATIONS.md), with the birth found from the request as the server finds it (the
 * zone from the place's coordinates, or the hours given).
 */
export function kundaliFor(req: BirthRequest): { birth: Birth; k: Kundali } {
  // The birth is converted afresh: two requests for one instant may name its zone differently.
  return computed(birthOfRequest(req), req);
}

/** The answer of POST /api/users/astrology/<path> for a birth. */
export function astrologyAnswer<P extends AstrologyPath>(
  path: P,
  req: BirthRequest,
  options: AnswerOptions & { lang: Locale },
): AstrologyAnswer<P> {
  const answer = ASTROLOGY_ANSWERS[path] as (c: ReturnType<typeof computed>, o: typeof options) => AstrologyAnswer<P>;
  return answer(computed(birthOfRequest(req), req), options);
}

const at = (atMs: number) => ({ atMs, lang: 'en' as const });

// By name, for the kundali PDF and the tests.
export const kundaliDetails = (req: BirthRequest) => astrologyAnswer('kundali-details', req, at(0));
export const basicDetails = (req: BirthRequest) => astrologyAnswer('basic-details', req, at(0));
export const kpDetails = (req: BirthRequest) => astrologyAnswer('kp-kundali', req, at(0));
export const dashasOf = (req: BirthRequest) => astrologyAnswer('vimshotri-and-yogini', req, at(0));
export const ashtakavargaOf = (req: BirthRequest) => astrologyAnswer('ashtakvarga-planet-chart', req, at(0));
export const vimshottariDetails = (req: BirthRequest, atMs: number) =>
  astrologyAnswer('kundali-details-vmshotri-dasha', req, at(atMs));
export const chartById = (req: BirthRequest, chartId: string) =>
  astrologyAnswer('get-chart', req, { ...at(0), chartId });
export const kundaliReport = (req: BirthRequest, lang: Locale, atMs: number) =>
  astrologyAnswer('get-report', req, { atMs, lang });
