/**
 * Ashtakavarga by the standard tables of BPHS (chapter 66) as B.V. Raman gives them: for each of
 * the seven planets and the lagna, the houses counted from each of the eight contributors (the
 * seven planets and the lagna) in which the contributor gives a bindu. Bindu totals: Sun 48,
 * Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39 (sarvashtakavarga 337); the
 * lagna's own ashtakavarga has 49 and is not part of the sarvashtakavarga.
 *
 * Input: the sign 1–12 of each planet and of the lagna. Output: bindus per sign, Aries first.
 */
import type { SevenPlanetKey } from './zodiac';

/** Contributors in table order: the seven planets, then the lagna. */
export const ASHTAKAVARGA_CONTRIBUTORS = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'AS'] as const;
/** A contributor: one of the seven planets or the lagna (`AS`). */
export type Contributor = (typeof ASHTAKAVARGA_CONTRIBUTORS)[number];

/**
 * BINDU_HOUSES[owner][contributor]: houses from the contributor where it gives `owner` a bindu.
 */
// biome-ignore format: the BPHS tables, one contributor per column
const BINDU_HOUSES: Readonly<Record<Contributor, readonly (readonly number[])[]>> = {
  //     from SU                          from MO                       from MA                      from ME                           from JU                         from VE                        from SA                      from AS
  SU: [[1, 2, 4, 7, 8, 9, 10, 11],       [3, 6, 10, 11],               [1, 2, 4, 7, 8, 9, 10, 11],  [3, 5, 6, 9, 10, 11, 12],         [5, 6, 9, 11],                  [6, 7, 12],                    [1, 2, 4, 7, 8, 9, 10, 11],  [3, 4, 6, 10, 11, 12]],
  MO: [[3, 6, 7, 8, 10, 11],             [1, 3, 6, 7, 10, 11],         [2, 3, 5, 6, 9, 10, 11],     [1, 3, 4, 5, 7, 8, 10, 11],       [1, 4, 7, 8, 10, 11, 12],       [3, 4, 5, 7, 9, 10, 11],       [3, 5, 6, 11],               [3, 6, 10, 11]],
  MA: [[3, 5, 6, 10, 11],                [3, 6, 11],                   [1, 2, 4, 7, 8, 10, 11],     [3, 5, 6, 11],                    [6, 10, 11, 12],                [6, 8, 11, 12],                [1, 4, 7, 8, 9, 10, 11],     [1, 3, 6, 10, 11]],
  ME: [[5, 6, 9, 11, 12],                [2, 4, 6, 8, 10, 11],         [1, 2, 4, 7, 8, 9, 10, 11],  [1, 3, 5, 6, 9, 10, 11, 12],      [6, 8, 11, 12],                 [1, 2, 3, 4, 5, 8, 9, 11],     [1, 2, 4, 7, 8, 9, 10, 11],  [1, 2, 4, 6, 8, 10, 11]],
  JU: [[1, 2, 3, 4, 7, 8, 9, 10, 11],    [2, 5, 7, 9, 11],             [1, 2, 4, 7, 8, 10, 11],     [1, 2, 4, 5, 6, 9, 10, 11],       [1, 2, 3, 4, 7, 8, 10, 11],     [2, 5, 6, 9, 10, 11],          [3, 5, 6, 12],               [1, 2, 4, 5, 6, 7, 9, 10, 11]],
  VE: [[8, 11, 12],                      [1, 2, 3, 4, 5, 8, 9, 11, 12], [3, 5, 6, 9, 11, 12],        [3, 5, 6, 9, 11],                 [5, 8, 9, 10, 11],              [1, 2, 3, 4, 5, 8, 9, 10, 11], [3, 4, 5, 8, 9, 10, 11],     [1, 2, 3, 4, 5, 8, 9, 11]],
  SA: [[1, 2, 4, 7, 8, 10, 11],          [3, 6, 11],                   [3, 5, 6, 10, 11, 12],       [6, 8, 9, 10, 11, 12],            [5, 6, 11, 12],                 [6, 11, 12],                   [3, 5, 6, 11],               [1, 3, 4, 6, 10, 11]],
  AS: [[3, 4, 6, 10, 11, 12],            [3, 6, 10, 11, 12],           [1, 3, 6, 10, 11],           [1, 2, 4, 6, 8, 10, 11],          [1, 2, 4, 5, 6, 7, 9, 10, 11],  [1, 2, 3, 4, 5, 8, 9],         [1, 3, 4, 6, 10, 11],        [3, 6, 10, 11]],
};

/** Ashtakavarga of a chart. */
export interface Ashtakavarga {
  /** Bhinnashtakavarga: bindus per sign (index 0 = Aries) of each planet and of the lagna. */
  bhinna: Record<Contributor, number[]>;
  /**
   * contributions[owner][contributor]: the 12 signs' 0/1 bindus `contributor` gives `owner`
   * (the prastara chart), index 0 = Aries.
   */
  contributions: Record<Contributor, Record<Contributor, number[]>>;
  /** Sarvashtakavarga: sum of the seven planets' bhinnashtakavargas per sign (total 337). */
  sarva: number[];
}

/**
 * BINDU_MASKS[owner][contributor]: the bindu houses as a 12-bit mask, bit h−1 for house h, so
 * that a chart's rows are shifts of precomputed numbers.
 */
const BINDU_MASKS: Readonly<Record<Contributor, readonly number[]>> = Object.fromEntries(
  ASHTAKAVARGA_CONTRIBUTORS.map((owner) => [
    owner,
    BINDU_HOUSES[owner].map((houses) => houses.reduce((mask, h) => mask | (1 << (h - 1)), 0)),
  ]),
) as Record<Contributor, number[]>;

/** Computes the ashtakavarga from the signs (1–12) of the seven planets and the lagna. */
export function ashtakavarga(signs: Readonly<Record<SevenPlanetKey | 'AS', number>>): Ashtakavarga {
  const bhinna = {} as Ashtakavarga['bhinna'];
  const contributions = {} as Ashtakavarga['contributions'];
  const sarva = new Array<number>(12).fill(0);
  for (const owner of ASHTAKAVARGA_CONTRIBUTORS) {
    const totals = new Array<number>(12).fill(0);
    const byContributor = {} as Record<Contributor, number[]>;
    const masks = BINDU_MASKS[owner];
    for (let i = 0; i < 8; i++) {
      const contributor = ASHTAKAVARGA_CONTRIBUTORS[i]!;
      const from = signs[contributor] - 1;
      const mask = masks[i]!;
      const row = new Array<number>(12);
      for (let s = 0; s < 12; s++) {
        const bindu = (mask >> ((s - from + 12) % 12)) & 1;
        row[s] = bindu;
        totals[s]! += bindu;
      }
      byContributor[contributor] = row;
    }
    bhinna[owner] = totals;
    contributions[owner] = byContributor;
    if (owner !== 'AS') for (let s = 0; s < 12; s++) sarva[s]! += totals[s]!;
  }
  return { bhinna, contributions, sarva };
}
