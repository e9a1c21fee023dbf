/**
 * Where Tab should send focus inside a modal with `count` focusable elements when the focused one
 * is at `index` (-1 when focus is outside them): it wraps from the last to the first and back.
 * null means the browser's own move stays inside, so nothing needs doing.
 */
export function trapFocusTarget(index: number, count: number, backwards: boolean): number | null {
  if (count <= 0) return null;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards && index === 0) return count - 1;
  if (!backwards && index === count - 1) return 0;
  return null;
}

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
