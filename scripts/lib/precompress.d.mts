/** Text formats worth compressing. */
export const COMPRESSIBLE: Set<string>;
/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns the counts. */
export function precompressDir(dir: string): { count: number; raw: number; br: number; gz: number };
