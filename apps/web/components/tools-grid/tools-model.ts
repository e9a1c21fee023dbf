import type { VedicTool } from '@drishti/content/tools';

/** The tools to show: those whose page is built, in the list's order, at most `limit`. */
export function visibleTools(
  tools: readonly VedicTool[],
  built: ReadonlySet<string>,
  options: { limit?: number; exclude?: readonly string[] } = {},
): VedicTool[] {
  const shown = tools.filter((t) => built.has(t.link) && !options.exclude?.includes(t.key));
  return options.limit !== undefined && options.limit >= 0 ? shown.slice(0, options.limit) : shown;
}
