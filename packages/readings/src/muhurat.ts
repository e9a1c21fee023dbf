import { findMuhurats, type MuhuratQuery, type MuhuratResult } from '@drishti/engine/muhurat';
import { cached } from './cache';

/**
 * A muhurat search through the one cache (docs/CALCULATIONS.md): a 90-day search takes well under
 * a second, and a shared link opened again costs nothing.
 */
export function muhuratsFor(query: MuhuratQuery): MuhuratResult {
  return cached('muhurat', JSON.stringify(query), () => findMuhurats(query));
}
