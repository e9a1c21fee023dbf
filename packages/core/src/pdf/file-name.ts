import { pad2 } from './formats';

/** The download's file name: ASCII for every client, and the name as typed for those that read `filename*`. */
export function kundaliPdfFileName(name: string, birth: { year: number; month: number; day: number }) {
  const date = `${String(birth.year).padStart(4, '0')}-${pad2(birth.month)}-${pad2(birth.day)}`;
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  const unicode = name
    .trim()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never belong in a file name
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, '-')
    .slice(0, 64);
  const ascii = slug ? `kundali-${slug}-${date}.pdf` : `kundali-${date}.pdf`;
  const utf8 = unicode ? `kundali-${unicode}-${date}.pdf` : ascii;
  const encoded = encodeURIComponent(utf8).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { ascii, utf8, contentDisposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}` };
}
