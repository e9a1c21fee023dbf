import type { DepthSections } from './depth';
import { NAKSHATRA_DEPTH_A } from './nakshatra-depth-a';
import { NAKSHATRA_DEPTH_B } from './nakshatra-depth-b';
import type { NakshatraKey } from './nakshatras';

/** The longer reading of every nakshatra's page (Ashwini to Chitra, then Swati to Revati). */
export const NAKSHATRA_DEPTH = { ...NAKSHATRA_DEPTH_A, ...NAKSHATRA_DEPTH_B } as Readonly<
  Record<NakshatraKey, DepthSections>
>;
