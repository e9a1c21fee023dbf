/**
 * Ashtakoota (Guna Milan) matching from two Moons: the eight koota rows in the spec's order, the
 * total out of 36, and the bhakoot and nadi doshas with the cancellations that apply to them.
 *
 * Cancellations are stated, never applied: a cancelled dosha still scores 0 in its row. Schools
 * disagree on whether a parihara restores the points, so the numbers stay those of the tables and
 * the report (or the astrologer) weighs the listed exceptions. Manglik status needs the whole
 * chart and is added by the caller that has it.
 */
import {
  bhakootDoshaKind,
  type BhakootDoshaKind,
  bhakootKoota,
  ganaKoota,
  grahaMaitriKoota,
  type KootaRow,
  nadiKoota,
  taraKoota,
  varnaKoota,
  vashyaKoota,
  yoniKoota,
} from './kootas';
import { type MoonPlacement, moonNavamsa, type ResolvedMoon, resolveMoon } from './moon';
import { NAKSHATRA_NADI, type Nadi, naturalRelation, SIGN_LORDS } from './tables';

/**
 * Cancellations of bhakoot dosha, each from the common parihara lists (Muhurta Chintamani and
 * the compilations that follow it):
 * - `same-sign-lord`: one planet rules both Moon signs (Aries–Scorpio, Taurus–Libra,
 *   Capricorn–Aquarius);
 * - `mutually-friendly-sign-lords`: the two lords are natural friends of each other;
 * - `same-navamsa-lord`, `mutually-friendly-navamsa-lords`: the same tests for the lords of the
 *   Moons' navamsa signs (only when both padas are known).
 */
export type BhakootExceptionKey =
  | 'same-sign-lord'
  | 'mutually-friendly-sign-lords'
  | 'same-navamsa-lord'
  | 'mutually-friendly-navamsa-lords';

/**
 * Cancellations of nadi dosha from the same lists:
 * - `same-nakshatra-different-pada`: one nakshatra, different padas (both padas known);
 * - `same-nakshatra-different-sign`: one nakshatra that straddles two signs, the Moons in different signs;
 * - `same-sign-different-nakshatra`: one Moon sign, different nakshatras.
 */
export type NadiExceptionKey =
  | 'same-nakshatra-different-pada'
  | 'same-nakshatra-different-sign'
  | 'same-sign-different-nakshatra';

/** Bhakoot dosha of a match and the cancellations that apply. */
export interface BhakootDosha {
  present: boolean;
  /** Which of the three unfavourable sign pairs, when present. */
  kind: BhakootDoshaKind | null;
  /** Applicable cancellations (empty when there is no dosha). Not applied to the points. */
  exceptions: BhakootExceptionKey[];
}

/** Nadi dosha of a match and the cancellations that apply. */
export interface NadiDosha {
  present: boolean;
  /** The shared nadi, when present. */
  nadi: Nadi | null;
  /** Applicable cancellations (empty when there is no dosha). Not applied to the points. */
  exceptions: NadiExceptionKey[];
}

/** Result of {@link matchFromMoons}. */
export interface MatchResult {
  /** Eight rows: varna, vashya, tara, yoni, graha_maitri, gana, bhakoot, nadi. */
  kootas: KootaRow[];
  /** Sum of received points, 0–36 in steps of 0.5. */
  total: number;
  outOf: 36;
  doshas: { bhakoot: BhakootDosha; nadi: NadiDosha };
}

function lordExceptions<K extends string>(signA: number, signB: number, same: K, friendly: K): K[] {
  const a = SIGN_LORDS[signA - 1]!;
  const b = SIGN_LORDS[signB - 1]!;
  if (a === b) return [same];
  return naturalRelation(a, b) === 'friend' && naturalRelation(b, a) === 'friend' ? [friendly] : [];
}

function bhakootDosha(boy: ResolvedMoon, girl: ResolvedMoon): BhakootDosha {
  const kind = bhakootDoshaKind(boy.sign, girl.sign);
  if (kind === null) return { present: false, kind: null, exceptions: [] };
  const exceptions: BhakootExceptionKey[] = lordExceptions(
    boy.sign,
    girl.sign,
    'same-sign-lord',
    'mutually-friendly-sign-lords',
  );
  const boyNavamsa = moonNavamsa(boy);
  const girlNavamsa = moonNavamsa(girl);
  if (boyNavamsa !== undefined && girlNavamsa !== undefined) {
    exceptions.push(...lordExceptions(boyNavamsa, girlNavamsa, 'same-navamsa-lord', 'mutually-friendly-navamsa-lords'));
  }
  return { present: true, kind, exceptions };
}

function nadiDosha(boy: ResolvedMoon, girl: ResolvedMoon): NadiDosha {
  const nadi = NAKSHATRA_NADI[boy.nakshatra - 1]!;
  if (nadi !== NAKSHATRA_NADI[girl.nakshatra - 1]) return { present: false, nadi: null, exceptions: [] };
  const exceptions: NadiExceptionKey[] = [];
  if (boy.nakshatra === girl.nakshatra) {
    if (boy.pada !== undefined && girl.pada !== undefined && boy.pada !== girl.pada) {
      exceptions.push('same-nakshatra-different-pada');
    }
    if (boy.sign !== girl.sign) exceptions.push('same-nakshatra-different-sign');
  } else if (boy.sign === girl.sign) {
    exceptions.push('same-sign-different-nakshatra');
  }
  return { present: true, nadi, exceptions };
}

/**
 * Ashtakoota matching of a boy and a girl from their Moons.
 * @param boy the boy's (groom's) sidereal Moon: sign 1–12, nakshatra 1–27, optional pada 1–4 and longitude in degrees
 * @param girl the girl's (bride's) Moon, likewise. The order matters: varna and gana are not symmetric.
 * @returns the eight koota rows, the total out of 36 and the bhakoot and nadi doshas with their exceptions
 * @throws RangeError when a placement is out of range or inconsistent
 */
export function matchFromMoons(boy: MoonPlacement, girl: MoonPlacement): MatchResult {
  const b = resolveMoon(boy, 'boy');
  const g = resolveMoon(girl, 'girl');
  const kootas = [
    varnaKoota,
    vashyaKoota,
    taraKoota,
    yoniKoota,
    grahaMaitriKoota,
    ganaKoota,
    bhakootKoota,
    nadiKoota,
  ].map((koota) => koota(b, g));
  const total = kootas.reduce((sum, k) => sum + k.received_points, 0);
  return { kootas, total, outOf: 36, doshas: { bhakoot: bhakootDosha(b, g), nadi: nadiDosha(b, g) } };
}
