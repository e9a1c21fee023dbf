import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_ATTACHMENTS_PER_MESSAGE,
} from '@drishti/contracts/support';

/** The `accept` of the file inputs (the server checks the bytes; this only narrows the picker). */
export const ACCEPT = [...SUPPORT_ATTACHMENT_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(',');

export type FileProblem = 'tooMany' | 'tooLarge' | 'badType' | null;

/** What is wrong with a selection before it is sent (the server checks again, by content). */
export function fileProblem(files: readonly { size: number; type: string; name: string }[]): FileProblem {
  if (files.length > SUPPORT_ATTACHMENTS_PER_MESSAGE) return 'tooMany';
  if (files.some((f) => f.size > SUPPORT_ATTACHMENT_MAX_BYTES)) return 'tooLarge';
  const ok = (f: { type: string; name: string }) =>
    (SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(f.type) || /\.(jpe?g|png|webp|pdf)$/i.test(f.name);
  if (files.some((f) => !ok(f))) return 'badType';
  return null;
}

/** 1536 → "1.5 KB". */
export function formatSize(bytes: number, lang: 'en' | 'hi'): string {
  const nf = (n: number) =>
    new Intl.NumberFormat(lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${nf(bytes)} B`;
  if (bytes < 1024 * 1024) return `${nf(bytes / 1024)} KB`;
  return `${nf(bytes / (1024 * 1024))} MB`;
}
