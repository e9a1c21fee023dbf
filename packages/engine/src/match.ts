/**
 * Kundali matching of two births: Ashtakoota (Guna Milan) from the two charts' Moons, the Mangal
 * dosha (manglik status, with its cancellations) of both, and a conclusion as a stable key.
 * Prose lives in the content package.
 *
 * Conclusion (the rule North Indian matchmaking reports state, Muhurta Chintamani's 18-guna
 * minimum):
 * - under 18 of 36 gunas: `not-recommended`;
 * - otherwise, when a serious dosha stands uncancelled (nadi dosha or bhakoot dosha with none of
 *   the listed exceptions, or one partner manglik and the other not): `proceed-with-caution`;
 * - otherwise by the total: 18–24 `average`, 24.5–32 `good`, 32.5–36 `excellent`.
 * Two manglik partners cancel each other's dosha (the classical pairing rule), so only a mismatch
 * is a concern.
 */
import { type Birth, type BirthInput, toBirth } from './birth';
import { chart, chartLongitudes } from './chart';
import { type MangalDosha, mangalDosha } from './doshas';
import { type MatchResult, matchFromMoons } from './matching/ashtakoota';
import type { MoonPlacement } from './matching/moon';

/** The conclusion of a match, as a key. */
export type MatchConclusion = 'not-recommended' | 'proceed-with-caution' | 'average' | 'good' | 'excellent';

/** A reason for caution, as a key. */
export type MatchConcern = 'low-score' | 'nadi-dosha' | 'bhakoot-dosha' | 'manglik-mismatch';

/** A full match report. */
export interface MatchReport extends MatchResult {
  /** Each partner's Moon as the charts give it. */
  moons: { boy: Required<MoonPlacement>; girl: Required<MoonPlacement> };
  /** Mangal dosha of each partner (from the lagna, the Moon and Venus, with cancellations). */
  manglik: { boy: MangalDosha; girl: MangalDosha };
  concerns: MatchConcern[];
  conclusion: MatchConclusion;
}

function moonOf(birth: Birth) {
  const c = chart(birth);
  const lon = chartLongitudes(c);
  const moon = c.planets.MO;
  return {
    moon: { sign: moon.sign, nakshatra: moon.nakshatra, pada: moon.pada, longitude: moon.longitude },
    manglik: mangalDosha(lon.AS, lon),
  };
}

/** The conclusion and concerns of an Ashtakoota result and two manglik statuses. */
export function concludeMatch(
  result: MatchResult,
  boy: MangalDosha,
  girl: MangalDosha,
): { concerns: MatchConcern[]; conclusion: MatchConclusion } {
  const concerns: MatchConcern[] = [];
  if (result.total < 18) concerns.push('low-score');
  const { nadi, bhakoot } = result.doshas;
  if (nadi.present && nadi.exceptions.length === 0) concerns.push('nadi-dosha');
  if (bhakoot.present && bhakoot.exceptions.length === 0) concerns.push('bhakoot-dosha');
  if (boy.effective !== girl.effective) concerns.push('manglik-mismatch');
  let conclusion: MatchConclusion;
  if (result.total < 18) conclusion = 'not-recommended';
  else if (concerns.length > 0) conclusion = 'proceed-with-caution';
  else if (result.total <= 24) conclusion = 'average';
  else if (result.total <= 32) conclusion = 'good';
  else conclusion = 'excellent';
  return { concerns, conclusion };
}

/**
 * Matches a boy (groom) and a girl (bride) from their births: validated {@link Birth}es or raw
 * birth input (which then needs `utc` or a `tz`). The order matters (varna and gana are not
 * symmetric).
 */
export function match(boy: Birth | BirthInput, girl: Birth | BirthInput): MatchReport {
  const b = moonOf(toBirth(boy));
  const g = moonOf(toBirth(girl));
  const result = matchFromMoons(b.moon, g.moon);
  return {
    ...result,
    moons: { boy: b.moon, girl: g.moon },
    manglik: { boy: b.manglik, girl: g.manglik },
    ...concludeMatch(result, b.manglik, g.manglik),
  };
}
