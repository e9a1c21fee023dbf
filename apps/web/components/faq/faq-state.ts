/**
 * The accordion's one rule: at most one item is open. Clicking the open item closes it;
 * clicking another opens that one and closes the first.
 * @param open the key of the open item, or null when all are closed
 * @param clicked the key of the item whose question was activated
 * @returns the key of the item open afterwards, or null
 */
export function nextOpen(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}
