/** Where keyboard focus moves in a tab list (APG tabs pattern), or null for keys the list ignores. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The selected tab's id: the requested one when it exists, else the first tab's. */
export function selectedTabId(
  tabs: readonly { id: string }[],
  requested: string | null | undefined,
): string | undefined {
  return tabs.find((t) => t.id === requested)?.id ?? tabs[0]?.id;
}
