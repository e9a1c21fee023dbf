import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: configuration paths (.data/...) are relative to it. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
