import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Latin (Noto Sans) or Devanagari (Noto Sans Devanagari): the two families the site uses. */
export type FontScript = 'latin' | 'deva';
export type FontWeight = 'regular' | 'bold';
export type FaceKey = `${FontScript}-${FontWeight}`;

export const FACE_KEYS: readonly FaceKey[] = ['latin-regular', 'latin-bold', 'deva-regular', 'deva-bold'];

const FILES: Readonly<Record<FaceKey, string>> = {
  'latin-regular': 'NotoSans-Regular.ttf',
  'latin-bold': 'NotoSans-Bold.ttf',
  'deva-regular': 'NotoSansDevanagari-Regular.ttf',
  'deva-bold': 'NotoSansDevanagari-Bold.ttf',
};

/** The fonts ship inside the repository (packages/core/assets/fonts, OFL): no system fonts at run time. */
export const FONTS_DIR = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));

export const faceKey = (script: FontScript, weight: FontWeight): FaceKey => `${script}-${weight}`;

/** The TrueType file of a face, read from `dir` (the repository's fonts unless a test says otherwise). */
export function readFace(key: FaceKey, dir: string = FONTS_DIR): Uint8Array {
  return readFileSync(`${dir.endsWith('/') ? dir : `${dir}/`}${FILES[key]}`);
}
